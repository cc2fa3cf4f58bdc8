import { describe, expect, it } from 'vitest';
import { DICTIONARIES, LOCALES, resolveLocale, translate } from './index';

describe('translations', () => {
  it('has every key of the English dictionary in every language, none empty', () => {
    const keys = Object.keys(DICTIONARIES.en).sort();
    for (const locale of LOCALES) {
      const dictionary = DICTIONARIES[locale] as Record<string, string>;
      expect(Object.keys(dictionary).sort(), locale).toEqual(keys);
      for (const key of keys) expect(dictionary[key]?.trim(), `${locale} ${key}`).toBeTruthy();
    }
  });

  it('keeps the same placeholders in every language', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
    for (const [key, english] of Object.entries(DICTIONARIES.en)) {
      for (const locale of LOCALES) {
        const text = (DICTIONARIES[locale] as Record<string, string>)[key] ?? '';
        expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(english));
      }
    }
  });
});

describe('translate', () => {
  it('fills in values and picks the plural form for the count', () => {
    expect(translate('en', 'report.findings.count', { count: 1 })).toBe('1 finding');
    expect(translate('en', 'report.findings.count', { count: 3 })).toBe('3 findings');
    expect(translate('de', 'report.readings.toggle', { count: 2 })).toBe('Zeigen, wie 2 Abschnitte gelesen wurden');
    expect(translate('fr', 'report.finding.source', { document: 'Budget', section: 'Coûts' })).toBe(
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
