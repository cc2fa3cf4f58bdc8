/**
 * The app's translations: one dictionary per language (`locales/<lang>.ts`, keyed like i18next's `translation.json`:
 * `{{name}}` interpolation and `_one` / `_other` plural suffixes chosen with `Intl.PluralRules`), so the files move
 * to react-i18next unchanged once it is a dependency. The locale comes from the browser's preferred languages.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { de } from './locales/de';
import { en, type TTranslationKey } from './locales/en';
import { fr } from './locales/fr';
import { it } from './locales/it';

export const LOCALES = ['en', 'de', 'fr', 'it'] as const;
export type TLocale = (typeof LOCALES)[number];
export type TDictionary = Record<TTranslationKey, string>;

export const DICTIONARIES: Record<TLocale, TDictionary> = { en, de, fr, it };

/** A key as the code asks for it: plural keys without their `_one` / `_other` suffix. */
export type TMessageKey = TTranslationKey extends infer Key
  ? Key extends `${infer Base}_${'one' | 'other'}`
    ? Base
    : Key
  : never;

export type TInterpolation = Record<string, string | number>;

/** The first supported language among the browser's preferences ("de-CH" → "de"), else English. */
export function resolveLocale(preferred: readonly string[]): TLocale {
  for (const tag of preferred) {
    const language = tag.toLowerCase().split('-')[0];
    const match = LOCALES.find((locale) => locale === language);
    if (match) return match;
  }
  return 'en';
}

function lookup(locale: TLocale, key: string): string | undefined {
  return (DICTIONARIES[locale] as Record<string, string>)[key] ?? (en as Record<string, string>)[key];
}

export function translate(locale: TLocale, key: TMessageKey, values: TInterpolation = {}): string {
  const { count } = values;
  const template =
    (typeof count === 'number'
      ? (lookup(locale, `${key}_${new Intl.PluralRules(locale).select(count)}`) ?? lookup(locale, `${key}_other`))
      : undefined) ??
    lookup(locale, key) ??
    key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

const LocaleContext = createContext<TLocale | null>(null);

/** Pins the language for a subtree (tests, and later a user setting); without it the browser's language is used. */
export function LocaleProvider({ locale, children }: { locale: TLocale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

export function browserLocale(): TLocale {
  if (typeof navigator === 'undefined') return 'en';
  return resolveLocale(navigator.languages.length > 0 ? navigator.languages : [navigator.language]);
}

export function useTranslation() {
  const pinned = useContext(LocaleContext);
  const locale = pinned ?? browserLocale();
  return useMemo(
    () => ({ locale, t: (key: TMessageKey, values?: TInterpolation) => translate(locale, key, values) }),
    [locale],
  );
}
