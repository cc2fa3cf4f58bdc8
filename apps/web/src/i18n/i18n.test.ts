import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatLocale, LOCALES, resolveLocale } from './index';
import { NAMESPACES } from './resources';

const files = import.meta.glob<{ default: Record<string, string> }>('./locales/*/*.json', { eager: true });
const file = (locale: string, namespace: string) => files[`./locales/${locale}/${namespace}.json`]?.default;

describe('translation files', () => {
  it('has a file for every namespace in every language, and no other', () => {
    const expected = LOCALES.flatMap((locale) =>
      NAMESPACES.map((namespace) => `./locales/${locale}/${namespace}.json`),
    );
    expect(Object.keys(files).sort()).toEqual(expected.sort());
  });

  it('has every English key in every language, and no key English lacks, none empty', () => {
    for (const namespace of NAMESPACES) {
      const keys = Object.keys(file('en', namespace) ?? {}).sort();
      for (const locale of LOCALES) {
        const translations = file(locale, namespace) ?? {};
        expect(Object.keys(translations).sort(), `${locale}/${namespace}`).toEqual(keys);
        for (const key of keys) expect(translations[key]?.trim(), `${locale}/${namespace} ${key}`).toBeTruthy();
      }
    }
  });

  it('keeps the same placeholders in every language', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
    for (const namespace of NAMESPACES) {
      for (const [key, english] of Object.entries(file('en', namespace) ?? {})) {
        for (const locale of LOCALES) {
          const text = file(locale, namespace)?.[key] ?? '';
          expect(placeholders(text), `${locale}/${namespace} ${key}`).toEqual(placeholders(english));
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
