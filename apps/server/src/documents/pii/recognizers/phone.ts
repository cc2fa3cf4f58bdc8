import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import type { TRecognizer } from '../recognizer.js';
import { createEntity, type TDetectedEntity } from '../types.js';

// A run that starts like a phone number and holds digits with the usual separators (never a tab: a tab separates
// table cells such as "5\t11\t15"). Bounded, so a long list of numbers is cut into candidates instead of one huge
// match; validation decides what is really a number.
const CANDIDATE_PATTERN =
  /(?<![\p{L}\p{N}+.'/-])(?<!\d,)(?:\+|00)?(?:\(\d{1,4}\)[ \t]?)?\d(?:[ ./-]?\(?\d\)?){5,16}(?:[ \t]*(?:ext\.?|x|#)[ \t]*\d{1,5})?(?![\p{N}]|[.,]\d)/gu;

// North American layout: (555) 123-4567, 555-123-4567, 555.123.4567, optionally +1 / 1-.
const NANP_PATTERN =
  /^(?:\+?1[ .-]?)?(?:\(\d{3}\)[ ]?|\d{3}[ .-])\d{3}[ .-]\d{4}(?:[ \t]*(?:ext\.?|x|#)[ \t]*\d{1,5})?$/;

// Dates and times share the digits-and-dots look of some European numbers.
const DATE_LIKE = /^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$/;

// A label or verb before the number; a label may stand on the line above ("Phone:\n044 …").
const CUE_PATTERN =
  /(?:tel|phone|telefon|telephone|téléphone|tél|telefono|mobile|mobil|natel|handy|cell|cellphone|fax|portable|cellulare|whatsapp|sms|call|calling|dial|reach|ring|text|message|messages|answering|desk|office|home|work|direct|direkt|büro|bureau|ufficio|privat|number|no|nummer|numéro|numero)\b(?:[^\n\d]{0,24}|[ \t]*:[ \t]*\n[ \t]*)$/i;
// "number" and "no" announce many kinds of numbers; next to these words they are not a phone cue.
const OTHER_NUMBER =
  /(?:card|credit|debit|licen[cs]e|account|passport|order|invoice|reference|ref|serial|policy|social security|ssn|tax|vat|customer|member|membership|ticket|tracking|id|iban|ahv|avs|registration|case|file|patent|grant|project|contract)\b[^\n\d]{0,16}(?:number|no|nr|nummer|numéro|numero)\b[^\n\d]{0,16}$/i;
// A label after the number, as in signature blocks: "044 632 11 11 (office)", "555-0100 fax", "…-Mobile".
const CUE_AFTER =
  /^[ \t]*(?:[-(/][ \t]*)?(?:office|fax|mobile|mobil|cell|home|work|desk|direct|tel|phone|privat|büro|bureau|ufficio|portable|cellulare)\b/i;

const FOREIGN_REGIONS: readonly CountryCode[] = ['DE', 'FR', 'IT', 'AT', 'GB', 'LI'];

function hasCue(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - 40), start);
  if (CUE_PATTERN.test(before) && !OTHER_NUMBER.test(before)) return true;
  return CUE_AFTER.test(text.slice(end, end + 16));
}

interface TPhoneVerdict {
  score: number;
  reason: string;
}

/** Score and reason for a candidate (validated with libphonenumber), or undefined when it is not a phone number. */
function scoreCandidate(candidate: string, isCued: boolean): TPhoneVerdict | undefined {
  const digits = candidate.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 16 || DATE_LIKE.test(candidate)) return undefined;
  const cueBonus = isCued ? 0.05 : 0;
  const international = candidate.startsWith('00') ? `+${candidate.slice(2)}` : candidate;
  if (international.startsWith('+')) {
    const phone = parsePhoneNumberFromString(international);
    if (phone?.isValid()) return { score: 0.9 + cueBonus, reason: `valid ${phone.country ?? 'international'} number` };
    if (phone?.isPossible()) return { score: 0.6 + cueBonus, reason: 'possible international number' };
    return isCued && digits.length >= 8 ? { score: 0.55, reason: 'international prefix' } : undefined;
  }
  const swiss = parsePhoneNumberFromString(candidate, 'CH');
  if (swiss?.isValid() && digits.startsWith('0')) return { score: 0.85 + cueBonus, reason: 'valid Swiss number' };
  if (NANP_PATTERN.test(candidate)) {
    const american = parsePhoneNumberFromString(candidate, 'US');
    return american?.isValid()
      ? { score: 0.85 + cueBonus, reason: 'valid North American number' }
      : { score: 0.7 + cueBonus, reason: 'North American number layout' };
  }
  // Without a cue, a foreign national number is too easily an id or a reference number.
  if (!isCued) return undefined;
  for (const region of FOREIGN_REGIONS) {
    if (parsePhoneNumberFromString(candidate, region)?.isValid())
      return { score: 0.7, reason: `valid ${region} number` };
  }
  // Next to "phone", "call me on"…, any grouped run of 7–15 digits that is not a year or an amount is a number
  // from a numbering plan we do not validate.
  const groups = candidate.split(/[ \t./()-]+/).filter(Boolean);
  const isGrouped = groups.length >= 2 || digits.length >= 9;
  if (isGrouped && !/^(?:19|20)\d{2}$/.test(digits)) return { score: 0.6, reason: 'grouped digits' };
  return undefined;
}

export function findPhoneNumbers(text: string): TDetectedEntity[] {
  const entities: TDetectedEntity[] = [];
  for (const match of text.matchAll(CANDIDATE_PATTERN)) {
    let candidate = match[0].trimEnd();
    let start = match.index;
    // Right after a comma ("Office\\,+44 …") only a number written like a phone number counts; "Nr,44632111100" is
    // a column of ids.
    if (text[start - 1] === ',' && !/^(?:\+|0)/.test(candidate)) continue;
    // "(044) 632 11 11" keeps its parenthesis; a stray closing one at the end does not belong to the number.
    if (candidate.endsWith(')') && !candidate.includes('(')) candidate = candidate.slice(0, -1);
    if (candidate.startsWith('(') && !candidate.includes(')')) {
      candidate = candidate.slice(1);
      start += 1;
    }
    const isCued = hasCue(text, start, start + candidate.length);
    const verdict = scoreCandidate(candidate, isCued);
    if (!verdict) continue;
    const reasons = [verdict.reason, ...(isCued ? ["next to a word such as 'Tel.' or 'phone'"] : [])];
    entities.push(
      createEntity(text, 'PHONE_NUMBER', start, start + candidate.length, Math.min(verdict.score, 1), reasons),
    );
  }
  return entities;
}

export const phoneRecognizer: TRecognizer = {
  name: 'phone',
  entityTypes: ['PHONE_NUMBER'],
  languages: 'all',
  detect: (text) => findPhoneNumbers(text),
};
