import { describe, expect, it } from 'vitest';
import { detectPii } from '../apps/server/src/documents/pii/index.js';
import {
  charPrecision,
  evaluatePiiSet,
  isValidAhv,
  isValidIban,
  keptShare,
  LANGUAGES,
  loadPiiSet,
  maskedShare,
  parseSetDocument,
  scoreSetDocument,
  SET_PII_TYPES,
  SPLITS,
  type TSetPiiType,
} from './pii-set.js';
import { evaluateTargets } from './pii-set-report.js';

const documents = await loadPiiSet();

describe('the Swiss document set (bench/pii-set)', () => {
  it('has about 40 documents in four languages, each with a split, about 60/40 tuned/unseen', () => {
    expect(documents.length).toBeGreaterThanOrEqual(40);
    for (const document of documents) expect(SPLITS).toContain(document.split);
    for (const language of LANGUAGES) {
      const ofLanguage = documents.filter((document) => document.lang === language);
      expect(ofLanguage.filter((document) => document.split === 'holdout').length).toBeGreaterThanOrEqual(3);
      expect(ofLanguage.filter((document) => document.split === 'dev').length).toBeGreaterThanOrEqual(5);
    }
    expect(documents.filter((document) => document.lang === 'it').length).toBeGreaterThanOrEqual(8);
    // Holdout and fresh batches are only measured, never tuned on: together about 40 % of the set.
    const unseenShare = documents.filter((document) => document.split !== 'dev').length / documents.length;
    expect(unseenShare).toBeGreaterThan(0.3);
    expect(unseenShare).toBeLessThan(0.5);
  });

  it('labels spans that are non-empty, trimmed and match the text', () => {
    for (const document of documents) {
      expect(document.labels.length, document.id).toBeGreaterThan(0);
      for (const label of document.labels) {
        expect(label.end, `${document.id}: ${label.text}`).toBeGreaterThan(label.start);
        expect(document.text.slice(label.start, label.end)).toBe(label.text);
        expect(label.text.trim()).toBe(label.text);
      }
    }
  });

  it('has IBANs and AHV numbers with valid checksums', () => {
    const values = (type: string): string[] =>
      documents.flatMap((document) =>
        document.labels.filter((label) => label.kind === 'pii' && label.type === type).map((label) => label.text),
      );
    expect(values('IBAN_CODE').length).toBeGreaterThanOrEqual(10);
    for (const iban of values('IBAN_CODE')) expect(isValidIban(iban), iban).toBe(true);
    expect(values('CH_AHV_NUMBER').length).toBeGreaterThanOrEqual(6);
    for (const ahv of values('CH_AHV_NUMBER')) expect(isValidAhv(ahv), ahv).toBe(true);
  });

  // A home town may be personal data in an address and must-keep text in an institution's name ("Kantonsschule
  // Obwalden, Sarnen"): that is the point. A person's name is never both.
  it('never labels a name both as a person and as must-keep text', () => {
    for (const document of documents) {
      const pii = new Set(
        document.labels.filter((label) => label.kind === 'pii' && label.type === 'PERSON').map((label) => label.text),
      );
      const kept = document.labels.filter((label) => label.kind === 'keep' && pii.has(label.text));
      expect(kept, document.id).toEqual([]);
    }
  });
});

describe('parseSetDocument', () => {
  it('strips labels into text and spans', () => {
    const document = parseSetDocument(
      'example',
      'split: dev\nlang: de\nkind: cv\n---\n[[PERSON:Laura Meier]] arbeitet am {{ORG:Kantonsspital Aarau}}, {{ANY:Tellstrasse 25}}.',
    );
    expect(document.text).toBe('Laura Meier arbeitet am Kantonsspital Aarau, Tellstrasse 25.');
    expect(document.labels).toEqual([
      { kind: 'pii', type: 'PERSON', start: 0, end: 11, text: 'Laura Meier' },
      { kind: 'keep', type: 'ORG', start: 24, end: 43, text: 'Kantonsspital Aarau' },
      { kind: 'any', type: 'ANY', start: 45, end: 59, text: 'Tellstrasse 25' },
    ]);
  });

  it.each([
    ['unknown type', '[[NAME:Laura]]'],
    ['unknown keep category', '{{COMPANY:ACME}}'],
    ['padded value', '[[PERSON: Laura]]'],
    ['unbalanced brackets', '[[PERSON:Laura]'],
  ])('rejects an %s', (_name, body) => {
    expect(() => parseSetDocument('bad', `split: dev\nlang: de\n---\n${body}`)).toThrow(/bad/);
  });

  it('rejects a document without a split', () => {
    expect(() => parseSetDocument('bad', 'lang: de\n---\ntext')).toThrow(/split/);
  });
});

describe('checksums', () => {
  it('accepts valid and rejects altered IBANs and AHV numbers', () => {
    expect(isValidIban('CH74 3000 0001 2345 6789 1')).toBe(true);
    expect(isValidIban('CH74 3000 0001 2345 6789 2')).toBe(false);
    expect(isValidIban('CH74 3000 0001 2345 6789')).toBe(false);
    expect(isValidAhv('756.1234.5678.97')).toBe(true);
    expect(isValidAhv('756.1234.5678.98')).toBe(false);
  });
});

describe('scoreSetDocument', () => {
  const document = parseSetDocument(
    'score',
    'split: dev\nlang: en\n---\n[[PERSON:Anna Caflisch]] works at {{ORG:Kantonsspital Aarau}}; IBAN [[IBAN:CH74 3000 0001 2345 6789 1]].',
  );
  const [person, organisation, iban] = document.labels;

  it('counts a value masked when all its letters and digits are covered, by any type', () => {
    const { score, findings } = scoreSetDocument(document, [
      { type: 'LOCATION', start: person?.start ?? 0, end: (person?.start ?? 0) + 4 },
      { type: 'PERSON', start: (person?.start ?? 0) + 5, end: person?.end ?? 0 },
      { type: 'IBAN_CODE', start: (iban?.start ?? 0) - 1, end: iban?.end ?? 0 },
    ]);
    expect(score.pii.PERSON).toEqual({ values: 1, masked: 1, typeCorrect: 0 });
    expect(score.pii.IBAN_CODE).toEqual({ values: 1, masked: 1, typeCorrect: 1 });
    expect(findings.wrongType).toEqual([{ type: 'PERSON', text: 'Anna Caflisch', detected: 'LOCATION+PERSON' }]);
    expect(keptShare(score)).toBe(1);
    expect(charPrecision(score)).toBe(1);
  });

  it('counts a partly covered value as missed and a touched must-keep span as lost', () => {
    const { score, findings } = scoreSetDocument(document, [
      { type: 'PERSON', start: person?.start ?? 0, end: (person?.start ?? 0) + 4 },
      { type: 'LOCATION', start: (organisation?.end ?? 0) - 5, end: organisation?.end ?? 0 },
    ]);
    expect(maskedShare(score, 'PERSON')).toBe(0);
    expect(findings.misses[0]?.covered).toBe('[Anna] Caflisch');
    expect(keptShare(score)).toBe(0);
    // 4 letters inside the person, 5 in "Aarau": 4 of 9 masked characters were personal data.
    expect(charPrecision(score)).toBeCloseTo(4 / 9);
    expect(findings.overMasks).toEqual([{ type: 'LOCATION', text: 'Aarau' }]);
  });
});

/*
 * Floors on the dev split at the detector's figures when the set was written (issue 11's "before") minus a small
 * margin, so a regression fails. Raise them as the detector improves; the targets of issue 11 are printed by
 * `npm run bench -- pii`. The holdout split is never guarded here: it measures whether rules generalize.
 */
// A little below the dev split's figures after the first rules made from dev batch 61 (149 documents: persons
// 97.4 %, streets 98.1 %, birth dates 98.5 %, places 89.8 %, IBANs 100 %, kept 98.2 %, character precision 96.6 %), so
// that a change that loses ground fails here.
const DEV_FLOORS: Readonly<Record<TSetPiiType, number>> = {
  PERSON: 0.97,
  EMAIL_ADDRESS: 1,
  PHONE_NUMBER: 1,
  IBAN_CODE: 1,
  CH_AHV_NUMBER: 1,
  STREET_ADDRESS: 0.97,
  BIRTH_DATE: 0.98,
  LOCATION: 0.89,
};
const DEV_KEPT_FLOOR = 0.98;
const DEV_CHAR_PRECISION_FLOOR = 0.96;

describe('detectPii on the dev split', () => {
  const dev = evaluatePiiSet(documents, (text) => detectPii(text), 'dev').groups.dev;

  it.each(SET_PII_TYPES.map((type) => [type, DEV_FLOORS[type]] as const))(
    'masks %s values at or above %s',
    (type, floor) => {
      expect(dev && maskedShare(dev, type)).toBeGreaterThanOrEqual(floor);
    },
  );

  it(`keeps at least ${DEV_KEPT_FLOOR * 100} % of must-keep text`, () => {
    expect(dev && keptShare(dev)).toBeGreaterThanOrEqual(DEV_KEPT_FLOOR);
  });

  it(`masks with a character precision of at least ${DEV_CHAR_PRECISION_FLOOR * 100} %`, () => {
    expect(dev && charPrecision(dev)).toBeGreaterThanOrEqual(DEV_CHAR_PRECISION_FLOOR);
  });
});

describe('evaluateTargets', () => {
  it('passes a target only when every shown split meets it, and adds presidio-research rows', () => {
    const report = evaluatePiiSet(
      [
        parseSetDocument('a', 'split: dev\nlang: de\n---\n[[EMAIL:a@b.ch]] und [[PERSON:Anna Caflisch]]'),
        parseSetDocument('b', 'split: holdout\nlang: de\n---\n[[EMAIL:c@d.ch]]'),
      ],
      (text) => [{ entity_type: 'EMAIL_ADDRESS', start: 0, end: text.indexOf(' ') < 0 ? text.length : 6 }],
    );
    const results = evaluateTargets(report, 'all', {
      type: 'ALL',
      gold: 10,
      predicted: 10,
      matched: 9,
      credited: 9,
      precision: 0.9,
      recall: 0.9,
    });
    expect(results.find((result) => result.name === 'EMAIL_ADDRESS masked')).toMatchObject({
      values: { dev: 1, holdout: 1, all: 1 },
      isMet: true,
    });
    expect(results.find((result) => result.name === 'PERSON masked')).toMatchObject({
      values: { dev: 0, holdout: undefined, all: 0 },
      isMet: false,
    });
    expect(results.filter((result) => result.name.startsWith('presidio')).map((result) => result.isMet)).toEqual([
      true,
      true,
    ]);
  });
});
