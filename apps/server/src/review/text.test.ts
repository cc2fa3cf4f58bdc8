import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileKeyword, compileKeywords, findKeywordHits, foldText } from './text.js';

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

/** `index`, moved back one unit when it falls between the two halves of a surrogate pair. */
function toCharacterBoundary(text: string, index: number): number {
  const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;
  return index > 0 && index < text.length && isLowSurrogate(text.charCodeAt(index)) ? index - 1 : index;
}

/** What a keyword search means: each hint's global pattern over the stretch cut out, hits sorted by position. */
function referenceHits(folded: string, keywords: readonly string[], start: number, end: number) {
  const stretch = folded.slice(start, end);
  const hits = keywords.flatMap((keyword) =>
    [...stretch.matchAll(compileKeyword(keyword))].map((match) => ({
      keyword,
      index: match.index,
      end: match.index + match[0].length,
    })),
  );
  return hits.sort((a, b) => a.index - b.index);
}

describe('findKeywordHits', () => {
  const keywords = ['market', 'ip', 'a', 'state of the art', '*ment', 'co-founder', 'ué', '(m1)', 'team'];
  const pieces = fc.constantFrom(
    'market',
    'markets',
    'supermarket',
    'ip',
    'IP',
    'zip',
    'a',
    'A ',
    'state of the art',
    'state  of\nthe-art',
    'management',
    'co-founder',
    'ué',
    '(M1)',
    'team',
    ' ',
    '\n',
    '-',
    '.',
    'x',
    '7',
    'é',
    '𝐀',
  );

  it('finds what the keywords’ patterns find, in a long text (word index) and a short one, whole or in a stretch', () => {
    const matcher = compileKeywords(keywords);
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 60 }), fc.boolean(), fc.nat(), fc.nat(), (parts, isLong, a, b) => {
        // A long text is searched through its word index; padding it with spaces keeps the hits where they were.
        const text = parts.join('') + (isLong ? ' '.repeat(25_000) : '');
        const folded = foldText(text);
        // A stretch is a section's range: it starts and ends between characters, never inside a surrogate pair.
        const start = toCharacterBoundary(folded, Math.min(a, b) % (folded.length + 1));
        const end = toCharacterBoundary(folded, Math.max(start, Math.max(a, b) % (folded.length + 1)));
        expect(findKeywordHits(folded, matcher)).toEqual(referenceHits(folded, matcher.keywords, 0, folded.length));
        expect(findKeywordHits(folded, matcher, { start, end })).toEqual(
          referenceHits(folded, matcher.keywords, start, end),
        );
      }),
      { numRuns: 300 },
    );
  });
});
