import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatLocale, LOCALES, resolveLocale } from './index';
import { NAMESPACES } from './resources';

const files = import.meta.glob<{ default: Record<string, string> }>('./locales/*/*.json', { eager: true });
const file = (locale: string, namespace: string) => files[`./locales/${locale}/${namespace}.json`]?.default;

const PLURAL_KEY = /^(.*)_(zero|one|two|few|many|other)$/;

/** English's keys, each plural group in the language's own plural forms (French and Italian add `_many`). */
function keysFor(locale: string, englishKeys: readonly string[]): string[] {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of englishKeys) {
    const plural = PLURAL_KEY.exec(key);
    if (plural) for (const category of categories) keys.add(`${plural[1]}_${category}`);
    else keys.add(key);
  }
  return [...keys].sort();
}

describe('translation files', () => {
  it('has a file for every namespace in every language, and no other', () => {
    const expected = LOCALES.flatMap((locale) =>
      NAMESPACES.map((namespace) => `./locales/${locale}/${namespace}.json`),
    );
    expect(Object.keys(files).sort()).toEqual(expected.sort());
  });

  it("has every English key in every language, each plural in all the language's forms, and nothing else", () => {
    for (const namespace of NAMESPACES) {
      const english = Object.keys(file('en', namespace) ?? {});
      for (const locale of LOCALES) {
        const translations = file(locale, namespace) ?? {};
        const keys = keysFor(locale, english);
        expect(Object.keys(translations).sort(), `${locale}/${namespace}`).toEqual(keys);
        for (const key of keys) {
          expect(translations[key]?.trim(), `${locale}/${namespace} ${key}`).toBeTruthy();
          // UTF-8 read as Latin-1 somewhere ("dâ\u0080\u0099évaluation" for "d’évaluation") leaves C1 controls.
          expect(translations[key], `${locale}/${namespace} ${key}: mis-encoded`).not.toMatch(/[\u0080-\u009f\ufffd]/);
        }
      }
    }
  });

  it('keeps the same placeholders in every language', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
    for (const namespace of NAMESPACES) {
      const english = file('en', namespace) ?? {};
      for (const locale of LOCALES) {
        for (const [key, text] of Object.entries(file(locale, namespace) ?? {})) {
          // A plural form English lacks (French and Italian `_many`) keeps the placeholders of English `_other`.
          const englishKey = key in english ? key : key.replace(PLURAL_KEY, '$1_other');
          expect(placeholders(text), `${locale}/${namespace} ${key}`).toEqual(placeholders(english[englishKey] ?? ''));
        }
      }
    }
  });
});

describe('t', () => {
  it('fills in values and picks the plural form for the count', () => {
    expect(i18next.getFixedT('en', 'report')('findings.count', { count: 1 })).toBe('1 finding');
    expect(i18next.getFixedT('en', 'report')('findings.count', { count: 3 })).toBe('3 findings');
    expect(i18next.getFixedT('de', 'report')('readings.toggle', { count: 2 })).toBe(
      'Zeigen, wie 2 Abschnitte gelesen wurden',
    );
    expect(i18next.getFixedT('fr', 'report')('finding.source', { document: 'Budget', section: 'Coûts' })).toBe(
      'Budget, section « Coûts »',
    );
  });

  it('uses the French and Italian form for millions', () => {
    expect(i18next.getFixedT('fr', 'files')('page.count', { count: 1_000_000 })).toBe('1000000 de fichiers');
    expect(i18next.getFixedT('it', 'projects')('revisionCount', { count: 1_000_000 })).toBe('1000000 di revisioni');
    expect(i18next.getFixedT('fr', 'files')('page.count', { count: 2 })).toBe('2 fichiers');
  });
});

describe('resolveLocale', () => {
  it("takes the first supported language among the browser's preferences", () => {
    expect(resolveLocale(['de-CH', 'en'])).toBe('de');
    expect(resolveLocale(['rm', 'it-CH'])).toBe('it');
    expect(resolveLocale(['ja'])).toBe('en');
    expect(resolveLocale([])).toBe('en');
  });
});

describe('formatLocale', () => {
  it('formats numbers as Switzerland writes them in each language', () => {
    expect(new Intl.NumberFormat(formatLocale('de')).format(1200000)).toMatch(/^1['’]200['’]000$/);
    expect(new Intl.NumberFormat(formatLocale('en')).format(1200000)).toMatch(/^1['’]200['’]000$/);
  });
});
