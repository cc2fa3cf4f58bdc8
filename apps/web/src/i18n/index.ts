/**
 * The app's languages: i18next with one JSON file per language and namespace (`locales/<language>/<namespace>.json`),
 * loaded on demand, so a screen fetches only its own namespaces in the user's language. English is the default and
 * holds the spec's strings verbatim. The language is the signed-in user's choice (stored on the server), else the last
 * choice in this browser, else the browser's preferred languages.
 */
import i18next, { type BackendModule, type i18n as TI18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { NAMESPACES } from './resources';

export const LOCALES = ['en', 'de', 'fr', 'it'] as const;
export type TLocale = (typeof LOCALES)[number];

/** Each language's own name, as the language switch shows it. */
export const LANGUAGE_NAMES: Record<TLocale, string> = { en: 'English', de: 'Deutsch', fr: 'Français', it: 'Italiano' };

const STORAGE_KEY = 'language';

export function isLocale(value: unknown): value is TLocale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The first supported language among the browser's preferences ("de-CH" → "de"), else English. */
export function resolveLocale(preferred: readonly string[]): TLocale {
  for (const tag of preferred) {
    const language = tag.toLowerCase().split('-')[0];
    if (isLocale(language)) return language;
  }
  return 'en';
}

export function browserLocale(): TLocale {
  if (typeof navigator === 'undefined') return 'en';
  return resolveLocale(navigator.languages.length > 0 ? navigator.languages : [navigator.language]);
}

function storedLocale(): TLocale | null {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return isLocale(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The language to start in before the user is known: this browser's last choice, else its preferences. */
export function initialLocale(): TLocale {
  return storedLocale() ?? browserLocale();
}

const loaders = import.meta.glob<{ default: Record<string, string> }>('./locales/*/*.json');

/** Loads `locales/<language>/<namespace>.json` as its own chunk, when a screen first asks for it. */
const lazyFiles: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = loaders[`./locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No translations for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

const OPTIONS = {
  fallbackLng: 'en',
  supportedLngs: LOCALES,
  load: 'languageOnly',
  ns: ['common'],
  defaultNS: 'common',
  keySeparator: false,
  nsSeparator: ':',
  interpolation: { escapeValue: false },
  returnNull: false,
} as const;

/** Starts i18next in `language` with the common namespace loaded; screens load theirs as they render. */
export async function initI18n(language: TLocale = initialLocale()): Promise<TI18n> {
  await i18next
    .use(lazyFiles)
    .use(initReactI18next)
    .init({ ...OPTIONS, lng: language });
  applyDocumentLanguage(language);
  return i18next;
}

/** The same setup with every file loaded at once, synchronously: for component tests. */
export function initI18nForTests(files: Record<string, { default: Record<string, string> }>, language: TLocale = 'en') {
  const resources: Record<string, Record<string, Record<string, string>>> = {};
  for (const [path, module] of Object.entries(files)) {
    const [, locale, namespace] = /\/locales\/(\w+)\/(\w+)\.json$/.exec(path) ?? [];
    if (locale && namespace) (resources[locale] ??= {})[namespace] = module.default;
  }
  void i18next
    .use(initReactI18next)
    .init({ ...OPTIONS, ns: [...NAMESPACES], lng: language, resources, initAsync: false });
  return i18next;
}

function applyDocumentLanguage(language: TLocale) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Switches the interface's language and remembers it in this browser (the server keeps the user's choice). */
export async function changeLocale(language: TLocale): Promise<void> {
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
  if (i18next.resolvedLanguage !== language) await i18next.changeLanguage(language);
  applyDocumentLanguage(language);
}

/** The interface's language. */
export function useLocale(): TLocale {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(language) ? language : 'en';
}

/**
 * The locale for dates and numbers: the interface's language as written in Switzerland, so amounts read
 * "CHF 1'200'000" in every language and dates follow the language's order.
 */
export function formatLocale(language: TLocale): string {
  return `${language}-CH`;
}

export function useFormatLocale(): string {
  return formatLocale(useLocale());
}
