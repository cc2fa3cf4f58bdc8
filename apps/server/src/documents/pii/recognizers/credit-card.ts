import { createPatternRecognizer, type TValidation } from '../recognizer.js';
import { hasValidLuhn } from './checksums.js';

// Issuer prefixes (IIN ranges) of the major networks; a Luhn-valid number outside them is more likely an id.
const ISSUER_PATTERN =
  /^(?:4\d{12}(?:\d{3}){0,2}|(?:2131|1800)\d{11}|5[1-5]\d{14}|2(?:2[2-9]|[3-6]\d|7[01])\d{13}|2720\d{12}|3[47]\d{13}|3(?:0[0-5]|[68]\d)\d{11,16}|6(?:011|5\d{2}|4[4-9]\d)\d{12,15}|35(?:2[89]|[3-8]\d)\d{12,15}|62\d{14,17})$/;
const MAESTRO_PATTERN = /^(?:50|5[6-9]|6\d)\d{10,17}$/;
// "my card 3593…", "Kreditkarte Nr. …": a Luhn-valid number outside the known ranges is a card here.
const CARD_CUE =
  /(?:^|[^\p{L}])(?:card|cards|cc|credit|debit|visa|mastercard|karte|kreditkarte|carte|carta)(?:[ \t]+(?:number|no\.?|nr\.?|numéro|numero|nummer))?[ \t]*[:#]?[ \t]*$/iu;

function validateCard(value: string, text: string, start: number): TValidation {
  const digits = value.replace(/\D/g, '');
  if (digits.length < 12 || digits.length > 19 || !hasValidLuhn(digits)) return { isValid: false };
  if (ISSUER_PATTERN.test(digits))
    return { isValid: true, score: 0.95, reason: 'Luhn checksum valid, known card issuer' };
  // Maestro numbers (12–19 digits, 50/56–69) are valid cards too, but the range is wide.
  if (MAESTRO_PATTERN.test(digits)) return { isValid: true, score: 0.6, reason: 'Luhn checksum valid, Maestro range' };
  if (digits.length >= 13 && CARD_CUE.test(text.slice(Math.max(0, start - 32), start))) {
    return { isValid: true, score: 0.7, reason: "Luhn checksum valid, after a word such as 'card'" };
  }
  return { isValid: false };
}

export const creditCardRecognizer = createPatternRecognizer({
  name: 'credit-card',
  entityType: 'CREDIT_CARD',
  languages: 'all',
  patterns: [
    {
      name: 'card-groups',
      // 12–19 digits, optionally in groups split by one consistent space or dash; not part of a longer number.
      regex: /(?<![\d.,'-])\d{4}([ -]?)\d{4}\1\d{4}(?:\1\d{1,7})?(?![\d]|[.,]\d)/g,
      score: 0.3,
      reason: '12–19 digits in card groups',
    },
    {
      name: 'amex-groups',
      regex: /(?<![\d.,'-])3[47]\d{2}([ -]?)\d{6}\1\d{5}(?![\d]|[.,]\d)/g,
      score: 0.3,
      reason: 'American Express grouping',
    },
  ],
  validate: validateCard,
});
