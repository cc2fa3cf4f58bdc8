import type { TPiiEntityType } from '@grant-review/contract';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

// Titles in front of a name do not change who is meant: "Dr. Anna Muster" and "Anna Muster" share a placeholder.
const LEADING_TITLES =
  /^(?:(?:dr|prof|professor|herr|frau|mr|mrs|ms|miss|m|mme|mlle|madame|monsieur|sig|sig\.ra|signor|signora|dott|dott\.ssa|ing)\.?\s+)+/i;

const collapse = (value: string): string => value.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

function normalisePhone(value: string): string {
  const international = value.trim().startsWith('00') ? `+${value.trim().slice(2)}` : value.trim();
  const phone = parsePhoneNumberFromString(international, 'CH');
  if (phone?.isValid()) return phone.number.replace(/\D/g, '');
  return international.replace(/\D/g, '');
}

/**
 * The key under which a value gets its placeholder, so spelling variants of one value share it:
 * names ignore case, spacing and titles; phone numbers compare as E.164 digits ("+41 44 632 11 11" =
 * "044 632 11 11"); IBAN, card and AHV numbers compare as digits and letters; e-mail and URLs ignore case.
 */
export function normaliseValueKey(entityType: TPiiEntityType, value: string): string {
  switch (entityType) {
    case 'PERSON':
      return collapse(value)
        .replace(LEADING_TITLES, '')
        .replace(/[.,;:]+$/, '');
    case 'PHONE_NUMBER':
      return normalisePhone(value);
    case 'IBAN_CODE':
    case 'CREDIT_CARD':
    case 'CH_AHV_NUMBER':
      return value.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
    case 'EMAIL_ADDRESS':
    case 'IP_ADDRESS':
      return value.trim().toLowerCase();
    case 'URL':
      return collapse(value)
        .replace(/^https?:\/\//, '')
        .replace(/^www\./, '')
        .replace(/\/+$/, '');
    case 'STREET_ADDRESS':
    case 'LOCATION':
      return collapse(value)
        .replace(/ß/g, 'ss')
        .replace(/str\.(?=\s|\d|$)/g, 'strasse')
        .replace(/[,\n]/g, ' ')
        .replace(/\s+/g, ' ');
    case 'DATE_TIME':
    case 'TERM':
      return collapse(value);
  }
}
