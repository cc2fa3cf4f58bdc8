import {
  PROJECT_TYPE_LABELS,
  PROJECT_TYPES,
  SLOTS_BY_PROJECT_TYPE,
  type TReportLanguage,
} from '@grant-review/contract';
import { describe, expect, it } from 'vitest';
import { getFunderCriteria } from '../criteria/index.js';
import { EN } from './en.js';
import { CATALOGS, createMessages, placeholdersOf, type TCatalog } from './index.js';

const translated = (Object.entries(CATALOGS) as [TReportLanguage, TCatalog][]).filter(
  ([language]) => language !== 'en',
);

describe('the report’s message catalogs', () => {
  it('has German, French and Italian besides English', () => {
    expect(translated.map(([language]) => language).sort()).toEqual(['de', 'fr', 'it']);
  });

  it.each(translated)('%s has every message of English, with the same placeholders, and no other', (_, catalog) => {
    const ids = Object.keys(EN).sort();
    expect(Object.keys(catalog.messages).sort()).toEqual(ids);
    for (const id of ids) {
      const english = EN[id as keyof typeof EN];
      const text = catalog.messages[id as keyof typeof EN];
      expect(text.trim(), id).not.toBe('');
      expect(placeholdersOf(text), id).toEqual(placeholdersOf(english));
    }
  });

  it.each(translated)('%s puts document text in double quotes, as English does', (_, catalog) => {
    // Only double-quoted spans of the built-in reviewer's text get real values back for the owner (a heading
    // with a placeholder), so text from the documents stays in "…" in every language.
    for (const [id, english] of Object.entries(EN)) {
      for (const [, name] of english.matchAll(/"\{(section|column)\}"/g)) {
        expect(catalog.messages[id as keyof typeof EN], id).toContain(`"{${name ?? ''}}"`);
      }
    }
  });

  it.each(translated)('%s names every programme, criterion, expected section and slot', (_, catalog) => {
    for (const projectType of PROJECT_TYPES) {
      const funder = getFunderCriteria(projectType);
      expect(catalog.names.programmes[projectType]).toBeTruthy();
      for (const criterion of funder.criteria) {
        expect(catalog.names.criteria[`${projectType}:${criterion.id}`], criterion.id).toBeTruthy();
      }
      for (const section of funder.sections) {
        expect(catalog.names.sections[`${projectType}:${section.id}`], section.id).toBeTruthy();
      }
      for (const slot of SLOTS_BY_PROJECT_TYPE[projectType]) {
        expect(catalog.names.slotDescriptions[slot.id], slot.id).toBeTruthy();
      }
    }
  });

  it('writes German as in Switzerland: ss, never ß', () => {
    const german = CATALOGS.de;
    const texts = [
      ...Object.values(german?.messages ?? {}),
      ...Object.values(german?.names ?? {}).flatMap((table: Record<string, string>) => Object.values(table)),
    ];
    expect(texts.filter((text) => text.includes('ß'))).toEqual([]);
  });

  it('fills placeholders and picks plural forms', () => {
    const english = createMessages('en');
    expect(english.plural('novelty.claims.title', 1)).toBe('1 claim of novelty without a figure or comparison');
    expect(english.plural('novelty.claims.title', 3)).toBe('3 claims of novelty without a figure or comparison');
    expect(english.t('budget.title', { value: english.chf(180_000), limit: english.chf(150_000) })).toBe(
      "Budget of CHF 180'000 is above the CHF 150'000 limit",
    );
    const german = createMessages('de');
    expect(german.plural('risks.table.title', 2)).toBe('2 Risiken haben keine Gegenmassnahme');
    expect(german.percent(35.25)).toBe('35.3\u00a0%');
    const french = createMessages('fr');
    expect(french.chf(150_000)).toBe('CHF 150\u202f000');
    expect(french.percent(35.25)).toBe('35,3\u00a0%');
    expect(createMessages('it').plural('novelty.claims.title', 1)).toBe(
      '1 affermazione di novità senza cifra né confronto',
    );
  });

  it('names the project types in English as the contract does (the chat export shows them)', () => {
    const english = createMessages('en');
    for (const projectType of PROJECT_TYPES) {
      expect(english.t(`projectType.${projectType}`)).toBe(PROJECT_TYPE_LABELS[projectType]);
    }
  });

  it('writes dates and numbers in the language’s Swiss locale, English as before (en-GB)', () => {
    expect((['en', 'de', 'fr', 'it'] as const).map((language) => createMessages(language).locale)).toEqual([
      'en-GB',
      'de-CH',
      'fr-CH',
      'it-CH',
    ]);
  });
});
