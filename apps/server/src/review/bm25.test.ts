import { describe, expect, it } from 'vitest';
import { createBm25Index, passageSearchText, splitIntoPassages } from './bm25.js';
import { tokenize } from './text.js';
import { INNOSUISSE_CLEAN_EN, INNOSUISSE_FLAWED_DE } from './test-support/fixtures.js';

describe('tokenize', () => {
  it('lower-cases, folds accents, drops stop words and stems', () => {
    expect(tokenize('Die Marktgrösse der Schweiz')).toEqual(tokenize('marktgrosse schweiz'));
    expect(tokenize('Die Marktgrösse der Schweiz')).toHaveLength(2);
    expect(tokenize('Milestones and Meilensteine')).toEqual(tokenize('milestone meilenstein'));
    expect(tokenize('révolutionnaire')).toEqual(tokenize('revolutionnaire'));
  });

  it('keeps placeholders as one token', () => {
    expect(tokenize('Prof. [PERSON_3] supports us')).toContain('person_3');
  });
});

describe('createBm25Index', () => {
  const items = [
    'The market for heat meters is large and growing.',
    'Milestones: M1 prototype, M2 pilot, M3 certification.',
    'The budget covers personnel, material and travel.',
  ];

  it('ranks the passage that matches the query first', () => {
    const index = createBm25Index(items, (item) => item);
    expect(index.search('milestone pilot')[0]?.index).toBe(1);
    expect(index.search('budget for travel')[0]?.index).toBe(2);
  });

  it('returns nothing for a query without matching terms', () => {
    expect(createBm25Index(items, (item) => item).search('quantum chromodynamics')).toEqual([]);
  });

  it('prefers a rare term over a common one', () => {
    const index = createBm25Index(['sensor sensor sensor', 'sensor calibration', 'sensor housing'], (item) => item);
    expect(index.search('sensor calibration')[0]?.index).toBe(1);
  });
});

describe('splitIntoPassages', () => {
  it('cuts documents into passages of a few sentences that remember their heading and document', () => {
    const passages = splitIntoPassages(INNOSUISSE_CLEAN_EN);
    expect(passages.length).toBeGreaterThan(10);
    const patent = createBm25Index(passages, passageSearchText).search('patent freedom to operate', 1)[0]?.item;
    expect(patent?.text).toContain('freedom-to-operate');
    expect(patent?.heading).toBe('3. Innovation and IP');
    expect(patent?.document.slot).toBe('APPLICATION_DRAFT');
  });

  it('finds German passages with folded, stemmed terms', () => {
    const passages = splitIntoPassages(INNOSUISSE_FLAWED_DE);
    const hit = createBm25Index(passages, passageSearchText).search('Barbeitrag Umsetzungspartner', 1)[0]?.item;
    expect(hit?.text).toMatch(/Barbeitrag/);
  });
});
