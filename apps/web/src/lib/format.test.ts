import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatKilobytes } from './format';

describe('formats in the interface language', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it('keeps the English forms of the spec', () => {
    expect(formatKilobytes(12800)).toBe('12.5 KB');
    expect(formatKilobytes(2_000_000)).toBe('1953.1 KB');
    expect(formatDate('2026-11-24T10:00:00Z')).toMatch(/^24 Nov 2026$/);
  });

  it('writes dates and decimals as each language does in Switzerland', async () => {
    await i18next.changeLanguage('de');
    expect(formatDate('2026-03-05T10:00:00Z')).toMatch(/^5\. März 2026$|^05\.03\.2026$/);
    await i18next.changeLanguage('fr');
    expect(formatDate('2026-03-05T10:00:00Z')).toMatch(/^5 mars 2026$/);
    expect(formatKilobytes(12800)).toBe('12,5 KB');
    await i18next.changeLanguage('it');
    expect(formatDate('2026-03-05T10:00:00Z')).toMatch(/^5 mar 2026$/);
  });

  it('gives nothing for a missing or broken date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
