/**
 * Parses amounts, percentages and durations in Swiss, German, French, Italian and English notation:
 * CHF 150'000, CHF 150’000, 150 000 CHF, CHF 1.2 Mio, 1,2 Mio. CHF, kCHF 250, Fr. 80'000.–, EUR 20,000, 25 %,
 * 25 Prozent, 18 Monate, 12-month.
 */
import { foldText } from './text.js';

export type TCurrency = 'CHF' | 'EUR' | 'USD';

export interface TAmount {
  value: number;
  currency: TCurrency;
  /** The text of the number and its currency/multiplier, as written. */
  raw: string;
  index: number;
  end: number;
  /** True when no currency was written and the caller's default was assumed (e.g. a budget table "in CHF"). */
  isCurrencyAssumed: boolean;
}

export interface TPercentage {
  value: number;
  raw: string;
  index: number;
  end: number;
}

export interface TDuration {
  months: number;
  /** For ranges ("12–18 months") the lower bound is `months` and the upper bound `maxMonths`. */
  maxMonths: number;
  isRange: boolean;
  raw: string;
  index: number;
  end: number;
}

/**
 * Alternatives in order of preference: apostrophe groups (Swiss), space groups, comma groups (English),
 * dot groups (German), then a plain number with an optional decimal part.
 */
const NUMBER_SOURCE = String.raw`(?<![\d'’.,])(?:\d{1,3}(?:['’]\d{3})+(?:[.,]\d{1,2}(?!\d))?|\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?![\d'’])(?:[.,]\d{1,2}(?!\d))?|\d{1,3}(?:,\d{3})+(?![\d'’])(?:\.\d+)?|\d{1,3}(?:\.\d{3})+(?![\d'’])(?:,\d+)?|\d+(?:[.,]\d+)?)`;

const numberPattern = () => new RegExp(NUMBER_SOURCE, 'g');

/**
 * Reads one written number. A single separator followed by exactly three digits is a thousands separator
 * ("1,200", "1.200"), except before a multiplier: "1.250 Mio" is 1.25 million.
 */
export function parseNumber(raw: string, hasMultiplier = false): number {
  let digits = raw.replace(/['’\u00a0\u202f ]/g, '');
  const lastDot = digits.lastIndexOf('.');
  const lastComma = digits.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const thousands = decimal === '.' ? ',' : '.';
    digits = digits.split(thousands).join('').replace(decimal, '.');
  } else if (lastDot >= 0 || lastComma >= 0) {
    const separator = lastDot >= 0 ? '.' : ',';
    const parts = digits.split(separator);
    const isGrouping = parts.length > 2 || (parts[1]?.length === 3 && !hasMultiplier);
    digits = isGrouping ? parts.join('') : parts.join('.');
  }
  return Number(digits);
}

const CURRENCY_BEFORE = /(?:^|[^\p{L}])(chf|sfr\.?|fr\.|fr|eur|€|usd|us\$|\$|kchf|tchf|k\s?chf|mchf)\s*$/iu;
const MULTIPLIER_AFTER =
  /^\s*(mio\.?|millionen|millions?|mn\.?|mrd\.?|milliarden?|tsd\.?|thousand|k|m)(?![\p{L}])\.?/iu;
const CURRENCY_AFTER = /^\s*(chf|fr\.|franken|francs?|franchi|eur(?:os?)?|€|usd|kchf|tchf|mchf)(?![\p{L}])/iu;
const NOT_AN_AMOUNT_AFTER =
  /^\s*(?:%|prozent|percent|per cent|pour ?cent|per ?cento|months?|monate?n?|mois|mes[ei]|years?|jahren?|ans?|anni|weeks?|wochen)(?![\p{L}])/iu;

const toCurrency = (token: string): TCurrency => {
  const folded = token.toLowerCase();
  if (folded.startsWith('eur') || folded === '€') return 'EUR';
  if (folded.includes('$') || folded === 'usd') return 'USD';
  return 'CHF';
};

const multiplierOf = (token: string | undefined): number => {
  if (!token) return 1;
  const folded = token.toLowerCase().replace(/\.$/, '');
  if (folded === 'k' || folded === 'tsd' || folded === 'thousand') return 1_000;
  if (folded.startsWith('mrd') || folded.startsWith('milliard')) return 1_000_000_000;
  return 1_000_000;
};

export interface TAmountOptions {
  /** Treat grouped numbers without a currency ("850'000") as this currency: budget tables often say "in CHF" once. */
  assumeCurrency?: TCurrency;
}

/** Every money amount in the text, with its value in currency units. */
export function parseAmounts(text: string, options: TAmountOptions = {}): TAmount[] {
  const amounts: TAmount[] = [];
  for (const match of text.matchAll(numberPattern())) {
    const numberText = match[0];
    const index = match.index;
    let end = index + numberText.length;
    const before = text.slice(Math.max(0, index - 10), index);
    const afterText = text.slice(end, end + 30);
    if (NOT_AN_AMOUNT_AFTER.test(afterText)) continue;

    const prefix = CURRENCY_BEFORE.exec(before);
    let rest = afterText;
    const multiplierMatch = MULTIPLIER_AFTER.exec(rest);
    if (multiplierMatch) rest = rest.slice(multiplierMatch[0].length);
    const suffix = CURRENCY_AFTER.exec(rest);
    const currencyToken = prefix?.[1] ?? suffix?.[1];
    // A bare "m" or "k" is metres or a count unless a currency is written next to it.
    const multiplierToken =
      multiplierMatch && (currencyToken || !/^[mk]$/i.test(multiplierMatch[1] ?? '')) ? multiplierMatch[1] : undefined;
    const isGrouped =
      /\d['’ \u00a0\u202f]\d{3}/.test(numberText) || /^\d{1,3}([.,])\d{3}(?:\1\d{3})*(?:[.,]\d+)?$/.test(numberText);
    const isCurrencyAssumed = !currencyToken;
    if (isCurrencyAssumed) {
      const looksLikeMoney = isGrouped || (/^\d{5,}$/.test(numberText) && !/^(19|20)\d{2}$/.test(numberText));
      if (!options.assumeCurrency || !looksLikeMoney) continue;
    }

    const prefixMultiplier =
      prefix && /^(k|t)/i.test(prefix[1] ?? '') ? 1_000 : prefix && /^m/i.test(prefix[1] ?? '') ? 1_000_000 : 1;
    const suffixUnitMultiplier =
      suffix && /^(kchf|tchf)$/i.test(suffix[1] ?? '')
        ? 1_000
        : suffix && /^mchf$/i.test(suffix[1] ?? '')
          ? 1_000_000
          : 1;
    const multiplier = multiplierOf(multiplierToken) * prefixMultiplier * suffixUnitMultiplier;
    const value = parseNumber(numberText, multiplierToken !== undefined) * multiplier;
    if (!Number.isFinite(value)) continue;

    if (suffix && currencyToken === suffix[1]) {
      end += (multiplierMatch ? multiplierMatch[0].length : 0) + suffix[0].length;
    } else if (multiplierToken && multiplierMatch) {
      end += multiplierMatch[0].length;
    }
    const start = prefix ? index - (before.length - before.lastIndexOf(prefix[1] ?? '')) : index;
    amounts.push({
      value: Math.round(value * 100) / 100,
      currency: currencyToken ? toCurrency(currencyToken) : (options.assumeCurrency ?? 'CHF'),
      raw: text.slice(start, end).trim(),
      index: start,
      end,
      isCurrencyAssumed,
    });
  }
  return amounts;
}

const PERCENT_SUFFIX = /^\s*(%|prozent|percent|per cent|pour ?cent|per ?cento)(?![\p{L}])/iu;

/** Every percentage: "25%", "25 %", "25 Prozent", "25 per cent", "12,5 pour cent". */
export function parsePercentages(text: string): TPercentage[] {
  const percentages: TPercentage[] = [];
  for (const match of text.matchAll(numberPattern())) {
    const end = match.index + match[0].length;
    const suffix = PERCENT_SUFFIX.exec(text.slice(end, end + 16));
    if (!suffix) continue;
    percentages.push({
      value: parseNumber(match[0], true),
      raw: text.slice(match.index, end + suffix[0].length).trim(),
      index: match.index,
      end: end + suffix[0].length,
    });
  }
  return percentages;
}

const DURATION =
  /(?<![\d.,])(\d{1,2})(?:\s*(?:[-–—]|to|bis|a|à)\s*(\d{1,2}))?\s*[-\s]?\s*(months?|monaten?|monate|monatig\w*|mois|mesi|mese|mt\.)(?![\p{L}])/giu;

/** Every duration in months ("24 months", "18 Monate", "12–18 months", "18-month", "18-monatige"). */
export function parseDurations(text: string): TDuration[] {
  const folded = foldText(text);
  const durations: TDuration[] = [];
  for (const match of folded.matchAll(DURATION)) {
    const months = Number(match[1]);
    const upper = match[2] ? Number(match[2]) : months;
    durations.push({
      months,
      maxMonths: upper,
      isRange: upper !== months,
      raw: text.slice(match.index, match.index + match[0].length),
      index: match.index,
      end: match.index + match[0].length,
    });
  }
  return durations;
}

/** "CHF 150'000" for reports: Swiss grouping with an apostrophe. */
export function formatChf(value: number): string {
  const rounded = Math.round(value);
  return `CHF ${rounded.toString().replace(/\B(?=(\d{3})+(?!\d))/g, "'")}`;
}

export const formatPercent = (value: number): string => `${Math.round(value * 10) / 10}%`;
