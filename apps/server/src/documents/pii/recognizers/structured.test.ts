import { describe, expect, it } from 'vitest';
import { ahvRecognizer } from './ahv.js';
import { creditCardRecognizer } from './credit-card.js';
import { findEmails } from './email.js';
import { ibanRecognizer } from './iban.js';
import { ipAddressRecognizer } from './ip-address.js';
import { findPhoneNumbers } from './phone.js';
import type { TRecognizer } from '../recognizer.js';

const run = (recognizer: TRecognizer, text: string) =>
  recognizer.detect(text, { language: 'unknown' }) as ReturnType<typeof findEmails>;
const findAhvNumbers = (text: string) => run(ahvRecognizer, text);
const findCreditCards = (text: string) => run(creditCardRecognizer, text);
const findIbans = (text: string) => run(ibanRecognizer, text);
const findIpAddresses = (text: string) => run(ipAddressRecognizer, text);

const texts = (entities: readonly { text: string }[]): string[] => entities.map((entity) => entity.text);

describe('findEmails', () => {
  it.each([
    ['Contact: anna.muster@ethz.ch.', 'anna.muster@ethz.ch'],
    ['Kontakt: hans.meier@firma-ag.ch, Tel. folgt', 'hans.meier@firma-ag.ch'],
    ['Écrire à sophie.favre@epfl.ch pour plus de détails.', 'sophie.favre@epfl.ch'],
    ['Scrivere a giulia.bernasconi@supsi.ch entro venerdì.', 'giulia.bernasconi@supsi.ch'],
    ['Unicode local part: zoë.müller@example.com', 'zoë.müller@example.com'],
  ])('finds the address in %j', (text, expected) => {
    expect(texts(findEmails(text))).toEqual([expected]);
  });

  it.each([
    'No address here: @handle, user@, @example.ch',
    "Das Projekt kostet CHF 150'000 bis Q3 2026.",
    'Le jalon M6 est prévu pour 2027.',
    'Il budget è di EUR 50,000 (TRL 4).',
  ])('finds nothing in %j', (text) => {
    expect(findEmails(text)).toEqual([]);
  });

  it('gives role mailboxes a lower confidence', () => {
    const [role, person] = findEmails('info@innosuisse.ch and anna.muster@ethz.ch');
    expect(role?.confidence).toBeLessThan(person?.confidence ?? 0);
  });
});

describe('findPhoneNumbers', () => {
  it.each([
    ['Tel. +41 44 632 11 11', '+41 44 632 11 11'],
    ['Telefon 044 632 11 11 (Büro)', '044 632 11 11'],
    ['Natel: 0041 79 123 45 67', '0041 79 123 45 67'],
    ['Berlin office +49 30 1234567.', '+49 30 1234567'],
    ['Appelez le 021 693 11 11 demain.', '021 693 11 11'],
    ['Chiamare il +41 91 123 45 67 entro lunedì.', '+41 91 123 45 67'],
    ['US office (555) 123-4567 or later', '(555) 123-4567'],
    ['Call me on 0612 345 678 tomorrow', '0612 345 678'],
    ['Phone:\n044 632 11 11', '044 632 11 11'],
    ['Reach me at 555-123-4567 (office).', '555-123-4567'],
    ['Desk: 2125550100', '2125550100'],
    ['212-555-0100 fax', '212-555-0100'],
    ['Telefon: +1 (555) 123-4567 ext. 89', '+1 (555) 123-4567 ext. 89'],
    ['+1-555-123-4567 x123', '+1-555-123-4567 x123'],
    ['001-212-555-0100', '001-212-555-0100'],
    // A list written without a space after the comma.
    ['Office\\,+41 79 123 45 67 (mobile)', '+41 79 123 45 67'],
  ])('finds the number in %j', (text, expected) => {
    expect(texts(findPhoneNumbers(text))).toEqual([expected]);
  });

  it.each([
    "Budget CHF 150'000, davon CHF 1.2 Mio Eigenleistung.",
    'Phone 1,234,567,890 units sold; 2,500,000 in 2026.',
    'Projektnummer,44632111100',
    'Runs\t5\t11\t15\t6\t0\t2.2\t1.4\t3.0\t1.49',
    'Milestone M6 by 31.03.2027; phase 2 runs 2026-2028.',
    "Version 2.3.1, TRL 4, 12% Wachstum, 1'500'000 Einheiten.",
    "Le budget total est de CHF 850'000 pour 24 mois.",
    'Il progetto dura 18 mesi (2026–2027) con 120 collaboratori.',
    'ISBN 978-3-16-148410-0 and DOI 10.1000/182',
    'Card number 4111111111111112 is blocked.',
    'Licence number 1234567',
    'Order no. 12345678 shipped',
    'Grant number 12345678, project no. 87654321',
  ])('finds nothing in %j', (text) => {
    expect(findPhoneNumbers(text)).toEqual([]);
  });
});

describe('findIbans', () => {
  it.each([
    ['IBAN CH93 0076 2011 6238 5295 7 (UBS)', 'CH93 0076 2011 6238 5295 7'],
    ['IBAN: CH9300762011623852957.', 'CH9300762011623852957'],
    ['Konto DE89 3704 0044 0532 0130 00 bei der Bank', 'DE89 3704 0044 0532 0130 00'],
    ['compte FR14 2004 1010 0505 0001 3M02 606', 'FR14 2004 1010 0505 0001 3M02 606'],
    // A wrong clé RIB inside the BBAN is a typo in a real account number, still personal data.
    ['ancien compte FR84 2004 1010 0505 0001 3M02 607', 'FR84 2004 1010 0505 0001 3M02 607'],
  ])('finds the IBAN in %j', (text, expected) => {
    expect(texts(findIbans(text))).toEqual([expected]);
  });

  it.each([
    'CH93 0076 2011 6238 5295 8 (bad check digits)',
    'FR88 2004 1010 0505 0001 3M02 607 (bad check digits)',
    'CH93 0076 2011 6238 5295 (too short)',
    'Projekt AB12 CDEF GHIJ',
    'TRL 4 and Q3 2026',
  ])('rejects %j', (text) => {
    expect(findIbans(text)).toEqual([]);
  });
});

describe('findAhvNumbers', () => {
  it.each([
    ['AHV-Nr. 756.1234.5678.97', '756.1234.5678.97'],
    ['No AVS : 7561234567897', '7561234567897'],
    ['numero AVS 756 1234 5678 97.', '756 1234 5678 97'],
  ])('finds the number in %j', (text, expected) => {
    expect(texts(findAhvNumbers(text))).toEqual([expected]);
  });

  it.each(['756.1234.5678.98', '756.1234.5678.971', 'CHF 756.1234 total'])('rejects %j', (text) => {
    expect(findAhvNumbers(text)).toEqual([]);
  });
});

describe('findCreditCards', () => {
  it.each([
    ['Visa 4111 1111 1111 1111 exp 12/27', '4111 1111 1111 1111'],
    ['Karte 5555-5555-5555-4444', '5555-5555-5555-4444'],
    ['Amex 378282246310005.', '378282246310005'],
    // Outside the known issuer ranges, but Luhn-valid and announced as a card.
    ['I lost my credit card 3590123456789015 yesterday.', '3590123456789015'],
    ['Kreditkarte Nr. 3590 1234 5678 9015', '3590 1234 5678 9015'],
  ])('finds the card in %j', (text, expected) => {
    expect(texts(findCreditCards(text))).toEqual([expected]);
  });

  it.each(['4111 1111 1111 1112', 'Order 1234 5678 9012 3456', "CHF 1'200'000.00", 'Reference 3590123456789015'])(
    'rejects %j',
    (text) => {
      expect(findCreditCards(text)).toEqual([]);
    },
  );
});

describe('findIpAddresses', () => {
  it.each([
    ['Server 192.168.1.20 logged in', '192.168.1.20'],
    ['IPv6 2001:db8::8a2e:370:7334 seen', '2001:db8::8a2e:370:7334'],
  ])('finds the address in %j', (text, expected) => {
    expect(texts(findIpAddresses(text))).toEqual([expected]);
  });

  it.each(['Version 1.2.3.4', 'at 12:30:45 today', 'ratio 3:2', '999.1.1.1'])('rejects %j', (text) => {
    expect(findIpAddresses(text)).toEqual([]);
  });
});
