import { describe, expect, it } from 'vitest';
import { formatChf, parseAmounts, parseDurations, parseNumber, parsePercentages } from './numbers.js';

const valueOf = (text: string, assumeCurrency?: 'CHF') =>
  parseAmounts(text, assumeCurrency ? { assumeCurrency } : {}).map((amount) => [amount.value, amount.currency]);

describe('parseAmounts', () => {
  it.each([
    ["CHF 150'000", 150_000],
    ['CHF 150’000', 150_000],
    ['150 000 CHF', 150_000],
    ['150\u202f000 CHF', 150_000],
    ['CHF 150,000', 150_000],
    ['CHF 1.2 Mio', 1_200_000],
    ['1,2 Mio. CHF', 1_200_000],
    ['CHF 3.5 million', 3_500_000],
    ['kCHF 250', 250_000],
    ['250 kCHF', 250_000],
    ['TCHF 300', 300_000],
    ["Fr. 80'000.–", 80_000],
    ["SFr. 45'000.-", 45_000],
    ["CHF 1'250.50", 1_250.5],
    ['CHF 12.5k', 12_500],
    ['CHF 1.200', 1_200],
  ])('reads %s', (text, expected) => {
    expect(valueOf(text)).toEqual([[expected, 'CHF']]);
  });

  it('reads euro amounts', () => {
    expect(valueOf('EUR 20,000 and 15 000 €')).toEqual([
      [20_000, 'EUR'],
      [15_000, 'EUR'],
    ]);
  });

  it('ignores numbers that are not money', () => {
    expect(valueOf('In 2026 we test 5 m of pipe over 24 months with 25% less energy.')).toEqual([]);
  });

  it('assumes the currency for grouped numbers in a budget table, but not for years or counts', () => {
    expect(
      valueOf("Total project costs | 467'500 | 382'500 | 850'000 | 2026 | 12", 'CHF').map(([value]) => value),
    ).toEqual([467_500, 382_500, 850_000]);
  });

  it('reports where the amount is written', () => {
    const [amount] = parseAmounts("The total is CHF 850'000 in all.");
    expect(amount?.raw).toBe("CHF 850'000");
    expect(amount?.index).toBe(13);
  });
});

describe('parsePercentages', () => {
  it('reads symbols and words in four languages', () => {
    const values = parsePercentages(
      '25 %, 25%, 25 Prozent, 12,5 pour cent, 7.5 per cent, 30 per cento, 45 percent',
    ).map((item) => item.value);
    expect(values).toEqual([25, 25, 25, 12.5, 7.5, 30, 45]);
  });
});

describe('parseDurations', () => {
  it('reads months in several notations and marks ranges', () => {
    const durations = parseDurations(
      '24 months, 18 Monate, an 18-month plan, eine 18-monatige Phase, 24 mois, 12 mesi, 12–18 months',
    );
    expect(durations.map((item) => item.months)).toEqual([24, 18, 18, 18, 24, 12, 12]);
    expect(durations.at(-1)).toMatchObject({ isRange: true, maxMonths: 18 });
  });

  it('does not read "month 6" (a point in time) as a duration', () => {
    expect(parseDurations('M1 (month 6): prototype')).toEqual([]);
  });
});

describe('parseNumber and formatChf', () => {
  it('tells decimal from thousands separators', () => {
    expect(parseNumber('1.200')).toBe(1200);
    expect(parseNumber('1.25')).toBe(1.25);
    expect(parseNumber('1.250', true)).toBe(1.25);
    expect(parseNumber("1'234'567.80")).toBe(1_234_567.8);
    expect(parseNumber('1.234.567,80')).toBe(1_234_567.8);
  });

  it('formats Swiss francs with apostrophes', () => {
    expect(formatChf(1_234_567)).toBe("CHF 1'234'567");
  });
});
