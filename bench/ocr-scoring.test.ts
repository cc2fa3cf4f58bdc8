import { describe, expect, it } from 'vitest';
import { OCR_SET } from './ocr-set/pages.js';
import { scanPageText } from '../apps/server/src/documents/extract/test-support/build-scan.js';
import { characterAccuracy, findMisread, levenshtein, scoreAccuracy, scoreValueMasking } from './ocr-scoring.js';

describe('levenshtein', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(levenshtein('kitten', 'sitting')).toBe(3);
    expect(levenshtein('sitting', 'kitten')).toBe(3);
    expect(levenshtein('', 'abc')).toBe(3);
    expect(levenshtein('Zürich', 'Zürich')).toBe(0);
    expect(levenshtein('Résumé', 'Resume')).toBe(2);
  });
});

describe('character accuracy', () => {
  it('ignores how whitespace is laid out and weights pages by length', () => {
    expect(scoreAccuracy('Budget\n\nund  Finanzierung ', 'Budget und Finanzierung')).toEqual({
      distance: 0,
      length: 23,
    });
    const scores = [scoreAccuracy('abcd', 'abcd'), scoreAccuracy('abXdefgh', 'abcdefgh')];
    expect(characterAccuracy(scores)).toBeCloseTo(1 - 1 / 12);
  });
});

describe('scoreValueMasking', () => {
  const text = 'Kontakt: Dr. Aylin\nKeller-Yilmaz, Tel. +41 41 349 33 07.';
  const start = text.indexOf('Aylin');
  const end = text.indexOf(',');

  it('finds a value across a line break and needs an entity of its kind covering it', () => {
    const person = { entity_type: 'PERSON', start, end };
    expect(scoreValueMasking(text, 'Aylin Keller-Yilmaz', 'PERSON', [person])).toEqual({ found: true, masked: true });
    expect(scoreValueMasking(text, 'Aylin Keller-Yilmaz', 'PHONE_NUMBER', [person]).masked).toBe(false);
    const partial = { entity_type: 'PERSON', start, end: start + 5 };
    expect(scoreValueMasking(text, 'Aylin Keller-Yilmaz', 'PERSON', [partial]).masked).toBe(false);
  });

  it('tells a value OCR misread from one left unmasked', () => {
    expect(scoreValueMasking(text, 'Aylin Keller-Yllmaz', 'PERSON', [])).toEqual({ found: false, masked: false });
  });

  it('counts a value OCR misread a little as masked when what it read is masked', () => {
    const person = { entity_type: 'PERSON', start, end };
    expect(scoreValueMasking(text, 'Aylin Keller-Yllmaz', 'PERSON', [person])).toEqual({ found: false, masked: true });
    expect(findMisread(text, 'Aylin Keller-Yllmaz')).toEqual({ start, end: end + 1, distance: 1 });
    expect(findMisread(text, 'Jürg Brunner')).toBeUndefined();
  });
});

describe('the OCR set (bench/ocr-set)', () => {
  it('has two pages or more per language and prints every value it marks as personal', () => {
    for (const lang of ['de', 'fr', 'it', 'en']) {
      expect(OCR_SET.filter((page) => page.lang === lang).length).toBeGreaterThanOrEqual(2);
    }
    for (const setPage of OCR_SET) {
      const text = scanPageText(setPage.page);
      for (const value of Object.values(setPage.personal).flat()) {
        expect(scoreValueMasking(text, value, 'PERSON', []).found, `${setPage.id}: ${value}`).toBe(true);
      }
    }
  });
});
