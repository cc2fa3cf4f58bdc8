import { validateIBAN, ValidationErrorsIBAN } from 'ibantools';
import { createPatternRecognizer, type TValidation } from '../recognizer.js';

/*
 * An account number is personal data whether or not its bank's own check digits inside the BBAN are right: a typo in
 * the national part ("FR48 9480 …" with a wrong clé RIB) still names an account. So the country, length, format and
 * the IBAN's mod-97 checksum must hold; the national checksum need not.
 */
const TOLERATED_ERRORS = new Set([
  ValidationErrorsIBAN.WrongAccountBankBranchChecksum,
  ValidationErrorsIBAN.QRIBANNotAllowed,
]);

function isIbanShaped(value: string): boolean {
  const { errorCodes } = validateIBAN(value);
  return errorCodes.every((code) => TOLERATED_ERRORS.has(code));
}

/** The longest prefix of a spaced candidate that is a valid IBAN (trailing text can look like a block). */
function validateIban(candidate: string): TValidation {
  const parts = candidate.split(' ');
  for (let count = parts.length; count >= 1; count -= 1) {
    const value = parts.slice(0, count).join(' ');
    if (isIbanShaped(value.replace(/ /g, '').toUpperCase())) {
      return { isValid: true, score: 0.98, reason: 'IBAN checksum valid', length: value.length };
    }
  }
  return { isValid: false };
}

export const ibanRecognizer = createPatternRecognizer({
  name: 'iban',
  entityType: 'IBAN_CODE',
  languages: 'all',
  patterns: [
    {
      name: 'iban-printed',
      // Country code, check digits, then blocks of four. Case-insensitive: the mod-97 check keeps words out.
      regex:
        /(?<![A-Za-z0-9])[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?(?![A-Za-z0-9])|(?<![A-Za-z0-9])[A-Z]{2}\d{2}[A-Z0-9]{11,30}(?![A-Za-z0-9])/gi,
      score: 0.5,
      reason: 'country code, check digits and account blocks (IBAN format)',
    },
  ],
  validate: (value) => validateIban(value),
});
