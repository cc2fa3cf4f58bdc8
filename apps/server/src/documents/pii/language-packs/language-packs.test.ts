import { describe, expect, it } from 'vitest';
import { classifyToken } from '../recognizers/person/name-lexicon.js';
import { LANGUAGE_PACKS, packsFor, phrasePattern, wordsOfAllPacks } from './index.js';

describe('language packs', () => {
  it('exist for en, de, fr and it, and the text language is read first', () => {
    expect(LANGUAGE_PACKS.map((pack) => pack.language)).toEqual(['en', 'de', 'fr', 'it']);
    expect(packsFor('it')[0]?.language).toBe('it');
    expect(packsFor('unknown')).toHaveLength(4);
  });

  it.each(LANGUAGE_PACKS.map((pack) => [pack.language, pack] as const))(
    '%s: every list is lower case, without duplicates, and the core lists are filled',
    (_language, pack) => {
      for (const [key, value] of Object.entries(pack)) {
        if (!Array.isArray(value)) continue;
        const list = value as string[];
        expect(
          list.every((word) => word === word.toLowerCase()),
          key,
        ).toBe(true);
        expect(new Set(list).size, key).toBe(list.length);
      }
      for (const key of [
        'titles',
        'personCues',
        'roleWords',
        'particles',
        'streetTypes',
        'months',
        'greetings',
        'publicOffices',
      ] as const) {
        expect(pack[key].length, key).toBeGreaterThan(0);
      }
    },
  );

  it('know the Swiss titles and cues of each language', () => {
    const titles = wordsOfAllPacks('titles');
    for (const title of ['frau', 'herrn', 'pre', 'dre', 'mme', 'signora', 'ing', 'dottssa', 'prof']) {
      expect(titles.has(title), title).toBe(true);
    }
    const cues = wordsOfAllPacks('personCues');
    for (const cue of ['kontakt', 'ospite', 'verbale', 'anwesend', 'invité', 'led by'])
      expect(cues.has(cue), cue).toBe(true);
  });

  it('keep role words and job titles from being names', () => {
    for (const word of [
      'Geologe',
      'Landwirt',
      'Sindaco',
      'Agricultrice',
      'Oberärztin',
      'Abteilungsleiter',
      'Vorname',
    ]) {
      expect(classifyToken(word), word).toBe('word');
    }
  });

  it('keep sentence-opening adverbs of each language from being names', () => {
    for (const word of ['Dann', 'Somit', 'Alors', 'Quindi']) expect(classifyToken(word), word).toBe('word');
  });

  it('make institution compounds organisations', () => {
    for (const word of ['Kantonsspital', 'Kantonalbank', 'Fachhochschule', 'Cerbios-Pharma']) {
      expect(classifyToken(word), word).toBe('organisation');
    }
  });

  it('build phrase patterns that match whole words and any run of spaces', () => {
    const pattern = phrasePattern(['sehr geehrte damen und herren', 'damen und herren']);
    expect('Sehr  geehrte Damen und Herren,'.match(pattern)?.[0]).toBe('Sehr  geehrte Damen und Herren');
    expect('Wohndamen und herrenlos'.match(pattern)).toBeNull();
  });
});
