import { isValidIBAN } from 'ibantools';
import { createEntity, type TDetectedEntity, type TPiiDetector } from '../types.js';

// Country code, check digits, then blocks of four (the printed form) or one run (the electronic form).
// Case-insensitive: the mod-97 check keeps ordinary words out, and IBANs are sometimes typed in lower case.
const IBAN_PATTERN =
  /(?<![A-Za-z0-9])[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?(?![A-Za-z0-9])|(?<![A-Za-z0-9])[A-Z]{2}\d{2}[A-Z0-9]{11,30}(?![A-Za-z0-9])/gi;

/** The longest prefix of a spaced candidate that is a valid IBAN (trailing text can look like a block). */
function findValidLength(candidate: string): number {
  const parts = candidate.split(' ');
  for (let count = parts.length; count >= 1; count -= 1) {
    const value = parts.slice(0, count).join(' ');
    if (isValidIBAN(value.replace(/ /g, '').toUpperCase())) return value.length;
  }
  return 0;
}

export function findIbans(text: string): TDetectedEntity[] {
  const entities: TDetectedEntity[] = [];
  for (const match of text.matchAll(IBAN_PATTERN)) {
    const length = findValidLength(match[0]);
    if (length === 0) continue;
    entities.push(createEntity(text, 'IBAN_CODE', match.index, match.index + length, 0.98));
  }
  return entities;
}

export const ibanDetector: TPiiDetector = {
  name: 'iban',
  detect: (text) => findIbans(text),
};
