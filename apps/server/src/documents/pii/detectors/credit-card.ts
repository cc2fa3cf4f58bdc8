import { createEntity, type TDetectedEntity, type TPiiDetector } from '../types.js';
import { hasValidLuhn } from './checksums.js';

// 12–19 digits, optionally in groups split by one consistent space or dash; not part of a longer number.
const CARD_PATTERN = /(?<![\d.,'-])\d{4}([ -]?)\d{4}\1\d{4}(?:\1\d{1,7})?(?![\d]|[.,]\d)/g;
const AMEX_PATTERN = /(?<![\d.,'-])3[47]\d{2}([ -]?)\d{6}\1\d{5}(?![\d]|[.,]\d)/g;

// Issuer prefixes (IIN ranges) of the major networks; a Luhn-valid number outside them is more likely an id.
const ISSUER_PATTERN =
  /^(?:4\d{12}(?:\d{3}){0,2}|(?:2131|1800)\d{11}|5[1-5]\d{14}|2(?:2[2-9]|[3-6]\d|7[01])\d{13}|2720\d{12}|3[47]\d{13}|3(?:0[0-5]|[68]\d)\d{11,16}|6(?:011|5\d{2}|4[4-9]\d)\d{12,15}|35(?:2[89]|[3-8]\d)\d{12,15}|62\d{14,17})$/;

const MAESTRO_PATTERN = /^(?:50|5[6-9]|6\d)\d{10,17}$/;

// "my card 3593…", "cc 3509…", "Kreditkarte Nr. …": a Luhn-valid number outside the known ranges is a card here.
const CARD_CUE =
  /(?:^|[^\p{L}])(?:card|cards|cc|credit|debit|visa|mastercard|karte|kreditkarte|carte|carta)(?:[ \t]+(?:number|no\.?|nr\.?|numéro|numero|nummer))?[ \t]*[:#]?[ \t]*$/iu;

export function findCreditCards(text: string): TDetectedEntity[] {
  const entities: TDetectedEntity[] = [];
  const seenStarts = new Set<number>();
  for (const pattern of [CARD_PATTERN, AMEX_PATTERN]) {
    for (const match of text.matchAll(pattern)) {
      // An unspaced Amex number matches both patterns.
      if (seenStarts.has(match.index)) continue;
      const digits = match[0].replace(/\D/g, '');
      if (digits.length < 12 || digits.length > 19 || !hasValidLuhn(digits)) continue;
      // Maestro numbers (12–19 digits, 50/56–69) are valid cards too, but the range is wide: lower confidence.
      const isCued = CARD_CUE.test(text.slice(Math.max(0, match.index - 32), match.index));
      const confidence = ISSUER_PATTERN.test(digits)
        ? 0.95
        : MAESTRO_PATTERN.test(digits)
          ? 0.6
          : isCued && digits.length >= 13
            ? 0.7
            : 0;
      if (confidence === 0) continue;
      seenStarts.add(match.index);
      entities.push(createEntity(text, 'CREDIT_CARD', match.index, match.index + match[0].length, confidence));
    }
  }
  return entities;
}

export const creditCardDetector: TPiiDetector = {
  name: 'credit-card',
  detect: (text) => findCreditCards(text),
};
