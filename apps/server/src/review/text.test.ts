import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldText } from './text.js';

describe('foldText', () => {
  it('lower-cases and strips accents in the four languages, apostrophes made plain', () => {
    expect(foldText('Marché, Übersicht, Città, ÉTAT DE L’ART, Straße')).toBe(
      "marche, ubersicht, citta, etat de l'art, straße",
    );
  });

  it('keeps every offset: the folded text has the length of the original, whatever the characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(foldText(text)).toHaveLength(text.length);
      }),
      { numRuns: 500 },
    );
  });
});
