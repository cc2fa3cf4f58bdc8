import { describe, expect, it } from 'vitest';
import { INTERNATIONAL_GIVEN_NAMES } from './international-given-names.js';
import { classifyToken } from '../recognizers/person/name-lexicon.js';

describe('INTERNATIONAL_GIVEN_NAMES', () => {
  it('holds each name once, ignoring case', () => {
    const lower = INTERNATIONAL_GIVEN_NAMES.map((name) => name.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
  });

  it('holds no one- or two-letter name and no empty entry', () => {
    expect(INTERNATIONAL_GIVEN_NAMES.filter((name) => [...name].length < 3)).toEqual([]);
  });

  it.each(['Dritan', 'Mahlet', 'Kajani', 'Nechirvan', 'Abderrahim', 'Xiaoming', 'Phương', 'Olufunke', 'Nazanin'])(
    'reads %j as a given name',
    (name) => {
      expect(INTERNATIONAL_GIVEN_NAMES).toContain(name);
      expect(classifyToken(name)).toBe('given');
    },
  );

  it.each(['Haben', 'Engin', 'Kamel', 'Truc', 'Drina', 'Dersim', 'Ababa', 'Tesfaye'])(
    'leaves out the word, place or patronymic %j',
    (word) => {
      expect(INTERNATIONAL_GIVEN_NAMES).not.toContain(word);
    },
  );
});
