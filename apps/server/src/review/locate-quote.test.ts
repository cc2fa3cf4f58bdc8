import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { locateQuote } from './locate-quote.js';

describe('locateQuote', () => {
  const text = 'Market.\nThe Swiss market for  roof tiles is worth\nCHF 1.2 billion (BFS, 2024). “Solar” tiles grow.';

  it('finds a quote across folded white space and returns the range in the original text', () => {
    const range = locateQuote(text, 'The Swiss market for roof tiles is worth CHF 1.2 billion');
    expect(range).not.toBeNull();
    expect(text.slice(range?.start, range?.end)).toBe('The Swiss market for  roof tiles is worth\nCHF 1.2 billion');
  });

  it('ignores the ellipses of a shortened quote and typographic quote marks', () => {
    const range = locateQuote(text, '…is worth CHF 1.2 billion (BFS, 2024). "Solar" tiles…');
    expect(text.slice(range?.start, range?.end)).toBe('is worth\nCHF 1.2 billion (BFS, 2024). “Solar” tiles');
  });

  it('refuses quotes that are not in the text, or too short to mean anything', () => {
    expect(locateQuote(text, 'The Swiss market for roof tiles is worth CHF 2 billion')).toBeNull();
    expect(locateQuote(text, 'tiles')).toBeNull();
    expect(locateQuote(text, '')).toBeNull();
  });

  it('finds every slice of a text where it stands', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 20, maxLength: 200 }), fc.nat(), fc.nat(), (body, a, b) => {
        const start = a % (body.length - 10);
        const end = Math.min(body.length, start + 10 + (b % 40));
        const slice = body.slice(start, end);
        const range = locateQuote(body, slice);
        if (slice.trim().replace(/\s+/g, ' ').length < 8) return;
        expect(range).not.toBeNull();
        // The located text reads the same as the quote once white space is folded.
        const fold = (value: string) => value.replace(/\s+/g, ' ').trim();
        expect(fold(body.slice(range?.start, range?.end))).toBe(fold(slice));
      }),
    );
  });
});
