import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatFigure } from './format-figure';

describe('formatFigure', () => {
  const t = i18next.getFixedT('en', 'report');
  it('formats currencies and percentages in the locale', () => {
    expect(formatFigure({ value: 51.7, unit: '%' }, 'de', t)).toMatch(/^51,7\s?%$/);
    expect(formatFigure({ value: 18500000, unit: 'CHF' }, 'en', t)).toMatch(/CHF\s?18,500,000/);
  });

  it('writes amounts as Switzerland does, in every language of the interface', () => {
    expect(formatFigure({ value: 1200000, unit: 'CHF' }, 'de-CH', t)).toMatch(/^CHF\s?1['’]200['’]000$/);
    expect(formatFigure({ value: 1200000, unit: 'CHF' }, 'fr-CH', t)).toMatch(
      /1\s?200\s?000\s?CHF|CHF\s?1\s?200\s?000/,
    );
    expect(formatFigure({ value: 6, unit: 'months' }, 'en-CH', t)).toBe('6 months');
  });
});
