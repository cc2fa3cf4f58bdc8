import { describe, expect, it } from 'vitest';
import { createPatternRecognizer } from '../recognizer.js';
import { createEntity } from '../types.js';
import { CONTEXT_SIMILARITY_FACTOR, enhanceWithContext } from './enhance-with-context.js';

const cards = createPatternRecognizer({
  name: 'card',
  entityType: 'CREDIT_CARD',
  languages: 'all',
  contextWords: ['kundenkarte'],
  patterns: [{ name: 'digits', regex: /\d{12}/g, score: 0.3, reason: '12 digits' }],
});

describe('enhanceWithContext', () => {
  it('raises the score of a value after a context word of its recognizer or of a language pack, and says why', () => {
    for (const [text, word] of [
      ['Kundenkarte 123456789012', 'kundenkarte'],
      ['Ihre Kreditkarte: 123456789012', 'kreditkarte'],
    ] as const) {
      const [entity] = enhanceWithContext(text, cards.detect(text, { language: 'de' }) as never, [cards]);
      expect(entity?.confidence).toBeCloseTo(0.3 + CONTEXT_SIMILARITY_FACTOR);
      expect(entity?.reasons).toContain(`after the context word '${word}'`);
    }
  });

  it('also reads the line above a value standing alone', () => {
    const text = 'Karte:\n123456789012';
    const [entity] = enhanceWithContext(text, cards.detect(text, { language: 'de' }) as never, [cards]);
    expect(entity?.reasons).toContain("after the context word 'karte'");
  });

  it('leaves values without a context word, and recognizers without context words, alone', () => {
    const text = 'Bestellung 123456789012';
    expect(enhanceWithContext(text, cards.detect(text, { language: 'de' }) as never, [cards])[0]?.confidence).toBe(0.3);
    const person = createEntity('Kontakt: Anna', 'PERSON', 9, 13, 0.6, ['given name']);
    expect(enhanceWithContext('Kontakt: Anna', [person], [cards])).toEqual([person]);
  });
});
