import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectPii } from '../pii/detect-pii.js';
import { anonymize, anonymizeWithKnownValues, anonymizeWithMap, restorePlaceholders } from './anonymize.js';
import { PlaceholderMap, type TPlaceholderRow } from './placeholder-map.js';
import { normaliseValueKey } from './value-key.js';

describe('anonymize', () => {
  it('replaces entities with typed, numbered placeholders', () => {
    const text = 'Dr. Anna Muster (anna.muster@ethz.ch) and Hans Meier, hans.meier@ethz.ch';
    const map = new PlaceholderMap();
    const result = anonymize(text, detectPii(text), map);
    expect(result.text).toBe('Dr. [PERSON_1] ([EMAIL_ADDRESS_1]) and [PERSON_2], [EMAIL_ADDRESS_2]');
    expect(result.entities.map((entity) => entity.placeholder)).toEqual([
      '[PERSON_1]',
      '[EMAIL_ADDRESS_1]',
      '[PERSON_2]',
      '[EMAIL_ADDRESS_2]',
    ]);
  });

  it('gives a value the same placeholder in every file of a revision, through the persisted rows', () => {
    const firstFile = 'Kontakt: Anna Muster, Tel. +41 44 632 11 11';
    const secondFile = 'Contact: Hans Meier and ANNA MUSTER, phone 044 632 11 11';
    const stored: TPlaceholderRow[] = [];

    const firstMap = PlaceholderMap.fromRows(stored);
    const first = anonymize(firstFile, detectPii(firstFile), firstMap);
    stored.push(...firstMap.takeNewRows());

    const secondMap = PlaceholderMap.fromRows(stored);
    const second = anonymize(secondFile, detectPii(secondFile), secondMap);
    const newRows = secondMap.takeNewRows();

    expect(first.text).toBe('Kontakt: [PERSON_1], Tel. [PHONE_NUMBER_1]');
    expect(second.text).toBe('Contact: [PERSON_2] and [PERSON_1], phone [PHONE_NUMBER_1]');
    expect(newRows).toEqual([
      { entity_type: 'PERSON', value_key: 'hans meier', value: 'Hans Meier', placeholder: '[PERSON_2]' },
    ]);
    expect(secondMap.takeNewRows()).toEqual([]);
  });

  it('numbers on from the stored counters, so numbers of deleted rows are never issued again', () => {
    // PERSON_1..3 were issued once; only PERSON_2 is still stored.
    const map = PlaceholderMap.fromRows(
      [{ entity_type: 'PERSON', value_key: 'hans meier', value: 'Hans Meier', placeholder: '[PERSON_2]' }],
      new Map([['PERSON', 3]]),
    );
    expect(map.placeholderFor('PERSON', 'Lea Rossi')).toBe('[PERSON_4]');
    expect(map.placeholderFor('EMAIL_ADDRESS', 'lea@example.ch')).toBe('[EMAIL_ADDRESS_1]');
    expect(map.counterChanges()).toEqual([
      { entity_type: 'PERSON', stored: 3, last: 4 },
      { entity_type: 'EMAIL_ADDRESS', stored: null, last: 1 },
    ]);
    expect(PlaceholderMap.fromRows([], new Map([['PERSON', 3]])).counterChanges()).toEqual([]);
  });

  it('restores placeholders for the owner and leaves unknown ones alone', () => {
    const map = PlaceholderMap.fromRows([
      { entity_type: 'PERSON', value_key: 'anna muster', value: 'Anna Muster', placeholder: '[PERSON_1]' },
    ]);
    expect(restorePlaceholders('[PERSON_1] leads; [PERSON_9] does not exist.', map)).toBe(
      'Anna Muster leads; [PERSON_9] does not exist.',
    );
  });

  it('continues numbering after the highest stored placeholder', () => {
    const map = PlaceholderMap.fromRows([
      { entity_type: 'PERSON', value_key: 'x', value: 'X', placeholder: '[PERSON_7]' },
    ]);
    expect(map.placeholderFor('PERSON', 'Anna Muster')).toBe('[PERSON_8]');
    expect(map.placeholderFor('EMAIL_ADDRESS', 'a@b.ch')).toBe('[EMAIL_ADDRESS_1]');
  });

  it('replaces values already in the map in chat text, even where detection would not fire', () => {
    const map = PlaceholderMap.fromRows([
      { entity_type: 'PERSON', value_key: 'brunschwiler', value: 'Brunschwiler', placeholder: '[PERSON_3]' },
      { entity_type: 'STREET_ADDRESS', value_key: 'seeweg 4', value: 'Seeweg 4', placeholder: '[STREET_ADDRESS_1]' },
    ]);
    const result = anonymizeWithMap('Does brunschwiler still live at SEEWEG 4? Ask anna.muster@ethz.ch', map);
    expect(result.text).toBe('Does [PERSON_3] still live at [STREET_ADDRESS_1]? Ask [EMAIL_ADDRESS_1]');
  });

  it('anonymizeWithKnownValues masks values found in an earlier file where detection misses them', () => {
    const fileA = 'Projektleitung: Dr. Xaver Quellmatt, xaver.quellmatt@example.ch';
    const fileB = 'xaver quellmatt und XAVER QUELLMATT berichten; Mail an XAVER.QUELLMATT@EXAMPLE.CH.';
    const stored: TPlaceholderRow[] = [];

    const mapA = PlaceholderMap.fromRows(stored);
    const a = anonymizeWithKnownValues(fileA, detectPii(fileA), mapA);
    stored.push(...mapA.takeNewRows());
    expect(a.text).toBe('Projektleitung: Dr. [PERSON_1], [EMAIL_ADDRESS_1]');

    // The detector (running in a worker) found nothing in file B; the map still masks every spelling.
    const mapB = PlaceholderMap.fromRows(stored);
    const b = anonymizeWithKnownValues(fileB, [], mapB);
    expect(b.text).toBe('[PERSON_1] und [PERSON_1] berichten; Mail an [EMAIL_ADDRESS_1].');
    expect(mapB.takeNewRows()).toEqual([]);
  });

  it('masks a town only where it was detected, never again inside the names of institutions', () => {
    const cv = 'Heimatort: Sarnen. Arbeitgeber: Kantonsspital Sarnen.';
    const town = cv.indexOf('Sarnen');
    const map = PlaceholderMap.fromRows([]);
    const detected = [
      { entity_type: 'LOCATION' as const, text: 'Sarnen', start: town, end: town + 6, confidence: 0.8 },
    ];
    expect(anonymizeWithKnownValues(cv, detected, map).text).toBe(
      'Heimatort: [LOCATION_1]. Arbeitgeber: Kantonsspital Sarnen.',
    );
    // Nor in the revision's other files, where only the map knows the town.
    expect(anonymizeWithKnownValues('Partner: Kantonsspital Sarnen', [], map).text).toBe(
      'Partner: Kantonsspital Sarnen',
    );
  });

  it('anonymizeWithKnownValues masks detected entities, their repeats, and ignores offsets outside the text', () => {
    const text = 'Anna Muster meets Hans Meier. Later, Hans Meier calls.';
    const map = new PlaceholderMap();
    const detected = [
      { entity_type: 'PERSON' as const, text: 'Hans Meier', start: 18, end: 28, confidence: 0.8 },
      { entity_type: 'PERSON' as const, text: 'stale', start: 40, end: 400, confidence: 0.8 },
    ];
    const result = anonymizeWithKnownValues(text, detected, map);
    expect(result.text).toBe('Anna Muster meets [PERSON_1]. Later, [PERSON_1] calls.');
    expect(result.entities.map((entity) => [entity.text, entity.start])).toEqual([
      ['Hans Meier', 18],
      ['Hans Meier', 37],
    ]);
  });

  it('anonymizeWithMap and anonymizeWithKnownValues agree when given the same detection', () => {
    const text = 'Kontakt: Anna Muster, Tel. +41 44 632 11 11, Bahnhofstrasse 12, 8001 Zürich.';
    const viaMap = anonymizeWithMap(text, new PlaceholderMap());
    const viaKnown = anonymizeWithKnownValues(text, detectPii(text), new PlaceholderMap());
    expect(viaKnown).toEqual(viaMap);
  });

  it('leaves no detected value in the anonymized text', () => {
    const pieces = fc.constantFrom(
      'Dr. Anna Muster',
      'anna.muster@ethz.ch',
      '+41 44 632 11 11',
      '044 632 11 11',
      'CH93 0076 2011 6238 5295 7',
      'Bahnhofstrasse 12',
      '8001 Zürich',
      '756.1234.5678.97',
      'Hans Meier',
      'Projekt',
      'Q3 2026',
      "CHF 150'000",
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(pieces, fc.string({ maxLength: 10 })), { maxLength: 10 }), (parts) => {
        const text = parts.join(' ');
        const map = new PlaceholderMap();
        const result = anonymizeWithMap(text, map);
        // The placeholders' own letters ("[CH_AHV_NUMBER_1]" holds "ber") are no leaked value. Values of one or two
        // letters ("Yi") are masked where found but not searched for elsewhere: they would match inside words. A
        // town is masked where it was detected (an address line) and by design never searched for again.
        const unmasked = result.text.replace(/\[[A-Z_]+_\d+\]/g, ' ').toLowerCase();
        const searched = result.entities.filter(
          (found) => found.text.trim().length >= 3 && found.entity_type !== 'LOCATION',
        );
        for (const entity of searched) {
          expect(unmasked).not.toContain(entity.text.toLowerCase());
        }
        // Spelling variants share a placeholder, so restoring gives back the first spelling, never a placeholder.
        expect(restorePlaceholders(result.text, map)).not.toMatch(/\[[A-Z_]+_\d+\]/);
      }),
      { numRuns: 300 },
    );
  });
});

describe('normaliseValueKey', () => {
  it.each([
    ['PHONE_NUMBER', '+41 44 632 11 11', '044 632 11 11'],
    ['PHONE_NUMBER', '0041 79 123 45 67', '079 123 45 67'],
    ['IBAN_CODE', 'CH93 0076 2011 6238 5295 7', 'ch9300762011623852957'],
    ['CREDIT_CARD', '4111-1111-1111-1111', '4111 1111 1111 1111'],
    ['CH_AHV_NUMBER', '756.1234.5678.97', '7561234567897'],
    ['EMAIL_ADDRESS', 'Anna.Muster@ETHZ.ch', 'anna.muster@ethz.ch'],
    ['PERSON', 'Dr. Anna  Muster', 'anna muster'],
    ['STREET_ADDRESS', 'Bahnhofstr. 12', 'Bahnhofstrasse 12'],
    ['URL', 'https://www.linkedin.com/in/amuster/', 'linkedin.com/in/amuster'],
  ] as const)('%s: %j and %j share a key', (type, left, right) => {
    expect(normaliseValueKey(type, left)).toBe(normaliseValueKey(type, right));
  });
});

describe('anonymizeWithKnownValues with several spellings of one value', () => {
  it('masks every occurrence of each detected spelling, even where the detector misses one', () => {
    const text = '044 632 11 11 +41 44 632 11 11 0 +41 44 632 11 11';
    const first = text.indexOf('044');
    const second = text.indexOf('+41');
    const detected = [
      { entity_type: 'PHONE_NUMBER' as const, text: '044 632 11 11', start: first, end: first + 13, confidence: 0.9 },
      {
        entity_type: 'PHONE_NUMBER' as const,
        text: '+41 44 632 11 11',
        start: second,
        end: second + 16,
        confidence: 0.9,
      },
    ];
    const result = anonymizeWithKnownValues(text, detected, new PlaceholderMap());
    expect(result.text).toBe('[PHONE_NUMBER_1] [PHONE_NUMBER_1] 0 [PHONE_NUMBER_1]');
  });
});
