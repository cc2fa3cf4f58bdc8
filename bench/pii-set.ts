/**
 * The labelled Swiss document set (bench/pii-set/, see its README.md): loader and scorer.
 *
 * A document is a UTF-8 text file with a small header and inline labels, which the loader strips into plain text plus
 * spans, so offsets can never be wrong:
 *
 *   split: dev
 *   lang: it
 *   kind: cv
 *   ---
 *   Nome | [[PERSON:Chiara di Giacomo]], ricercatrice presso {{ORG:SUPSI}}
 *
 * `[[TYPE:value]]` is personal data the detector must mask; `{{CATEGORY:value}}` is text a reviewer needs and the
 * detector must keep; `{{ANY:value}}` is neither (for example an institution's postal address): it is left out of
 * every figure.
 *
 * Scoring (letters and digits only, so spaces and punctuation at the edges never decide anything):
 * - a PII value counts as **masked** when the union of all detected entities, of any type, covers every one of its
 *   letters and digits (for privacy any type will do); it is **type-correct** when entities of the type the app
 *   should report cover it alone (a birth date is reported as DATE_TIME, a home town as LOCATION or STREET_ADDRESS);
 * - a must-keep span counts as **kept** when no detected entity covers any of its letters or digits;
 * - **character precision** is the share of masked letters and digits (outside `ANY` spans) that lie inside labelled
 *   personal data.
 */
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { TDetectedEntity } from '../apps/server/src/documents/pii/index.js';

export const SET_DIRECTORY = fileURLToPath(new URL('./pii-set/documents/', import.meta.url));

/** Label names in the source files, mapped to the set's PII types. */
const PII_LABELS: Readonly<Record<string, string>> = {
  PERSON: 'PERSON',
  EMAIL: 'EMAIL_ADDRESS',
  PHONE: 'PHONE_NUMBER',
  IBAN: 'IBAN_CODE',
  AHV: 'CH_AHV_NUMBER',
  STREET: 'STREET_ADDRESS',
  BIRTH: 'BIRTH_DATE',
  LOC: 'LOCATION',
};

export const SET_PII_TYPES = [
  'PERSON',
  'EMAIL_ADDRESS',
  'PHONE_NUMBER',
  'IBAN_CODE',
  'CH_AHV_NUMBER',
  'STREET_ADDRESS',
  'BIRTH_DATE',
  'LOCATION',
] as const;
export type TSetPiiType = (typeof SET_PII_TYPES)[number];

/** Which detector types are the right report of each labelled type. */
const ACCEPTED_TYPES: Readonly<Record<TSetPiiType, readonly string[]>> = {
  PERSON: ['PERSON'],
  EMAIL_ADDRESS: ['EMAIL_ADDRESS'],
  PHONE_NUMBER: ['PHONE_NUMBER'],
  IBAN_CODE: ['IBAN_CODE'],
  CH_AHV_NUMBER: ['CH_AHV_NUMBER'],
  STREET_ADDRESS: ['STREET_ADDRESS'],
  BIRTH_DATE: ['DATE_TIME'],
  LOCATION: ['LOCATION', 'STREET_ADDRESS'],
};

/** Must-keep categories: what a reviewer needs in clear. */
export const KEEP_CATEGORIES = [
  'ORG', // institutions, companies, funders, schools, hospitals
  'PLACE', // towns and countries as markets, sites, or inside institution names
  'PRODUCT', // project, product, technology and method names
  'ROLE', // job titles and role words
  'EPONYM', // methods and laws named after people
  'TEXT', // greetings, headings, ordinary words
  'REF', // journal references, citations
  'PUBLIC', // public figures cited as such
  'AMOUNT', // money, quantities
  'DATE', // milestone and meeting dates
] as const;

/** `dev` is tuned on; `holdout` and `fresh` (batches written later by people who never read the rules) are only measured. */
export const SPLITS = ['dev', 'holdout', 'fresh'] as const;
export const LANGUAGES = ['de', 'fr', 'it', 'en'] as const;
export type TSplit = (typeof SPLITS)[number];

export const isSplit = (value: unknown): value is TSplit => SPLITS.includes(value as TSplit);

export interface TSetLabel {
  /** `pii`: must be masked; `keep`: must stay; `any`: not scored. */
  kind: 'pii' | 'keep' | 'any';
  /** A `SET_PII_TYPES` entry for `pii`, a `KEEP_CATEGORIES` entry for `keep`, `ANY` for `any`. */
  type: string;
  start: number;
  end: number;
  text: string;
}

export interface TSetDocument {
  id: string;
  split: TSplit;
  lang: string;
  kind: string;
  text: string;
  labels: TSetLabel[];
}

const LABEL = /\[\[([A-Z_]+):([^\]]*?)\]\]|\{\{([A-Z_]+):([^}]*?)\}\}/g;

/** Parses one source file (header, `---`, labelled text). Throws with the file name on any malformed label. */
export function parseSetDocument(id: string, source: string): TSetDocument {
  const divider = source.indexOf('\n---\n');
  if (divider < 0) throw new Error(`${id}: header must end with a line "---"`);
  const header = new Map<string, string>();
  for (const line of source.slice(0, divider).split('\n')) {
    const match = /^(\w+):\s*(.+?)\s*$/.exec(line);
    if (match?.[1] && match[2]) header.set(match[1], match[2]);
  }
  const split = header.get('split');
  if (!isSplit(split)) throw new Error(`${id}: split must be one of ${SPLITS.join(', ')}`);
  const lang = header.get('lang') ?? '';
  if (!(LANGUAGES as readonly string[]).includes(lang))
    throw new Error(`${id}: lang must be one of ${LANGUAGES.join(', ')}`);
  const body = source.slice(divider + 5);
  const labels: TSetLabel[] = [];
  let text = '';
  let last = 0;
  for (const match of body.matchAll(LABEL)) {
    text += body.slice(last, match.index);
    const [, piiName, piiValue, keepName, keepValue] = match;
    const value = piiValue ?? keepValue ?? '';
    if (!value.trim() || value !== value.trim()) throw new Error(`${id}: empty or padded label "${match[0]}"`);
    let label: Omit<TSetLabel, 'start' | 'end' | 'text'>;
    if (piiName) {
      const type = PII_LABELS[piiName];
      if (!type) throw new Error(`${id}: unknown PII label "${piiName}"`);
      label = { kind: 'pii', type };
    } else if (keepName === 'ANY') {
      label = { kind: 'any', type: 'ANY' };
    } else {
      if (!(KEEP_CATEGORIES as readonly string[]).includes(keepName ?? '')) {
        throw new Error(`${id}: unknown keep category "${keepName}"`);
      }
      label = { kind: 'keep', type: keepName ?? '' };
    }
    labels.push({ ...label, start: text.length, end: text.length + value.length, text: value });
    text += value;
    last = (match.index ?? 0) + match[0].length;
  }
  text += body.slice(last);
  if (/\[\[|\]\]|\{\{|\}\}/.test(text)) throw new Error(`${id}: unbalanced label brackets remain in the text`);
  return { id, split, lang, kind: header.get('kind') ?? 'other', text, labels };
}

export async function loadPiiSet(directory = SET_DIRECTORY): Promise<TSetDocument[]> {
  const names = (await readdir(directory)).filter((name) => name.endsWith('.txt')).sort();
  return Promise.all(
    names.map(async (name) => parseSetDocument(name.replace(/\.txt$/, ''), await readFile(directory + name, 'utf8'))),
  );
}

// ── checksums (used by the integrity test) ──────────────────────────────────────────────────────────────────────

const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  CH: 21,
  LI: 21,
  DE: 22,
  AT: 20,
  FR: 27,
  IT: 27,
  ES: 24,
  PT: 25,
  NL: 18,
  BE: 16,
  GB: 22,
};

/** ISO 13616: known country length and mod-97 remainder 1. */
export function isValidIban(value: string): boolean {
  const compact = value.replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(compact)) return false;
  if (IBAN_LENGTHS[compact.slice(0, 2)] !== compact.length) return false;
  const digits = (compact.slice(4) + compact.slice(0, 4)).replace(/[A-Z]/g, (letter) =>
    String(letter.charCodeAt(0) - 55),
  );
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/** AHV/AVS number: 756, 9 digits, EAN-13 check digit. */
export function isValidAhv(value: string): boolean {
  const digits = value.replace(/[.\s]/g, '');
  if (!/^756\d{10}$/.test(digits)) return false;
  const sum = [...digits.slice(0, 12)].reduce((total, digit, index) => total + Number(digit) * (index % 2 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === Number(digits[12]);
}

// ── scoring ─────────────────────────────────────────────────────────────────────────────────────────────────────

export interface TDetected {
  type: string;
  start: number;
  end: number;
}

export interface TTypeScore {
  values: number;
  masked: number;
  typeCorrect: number;
}

export interface TSetScore {
  documents: number;
  pii: Record<TSetPiiType, TTypeScore>;
  keep: Record<string, { spans: number; kept: number }>;
  /** Letters and digits masked outside `ANY` spans, and those of them inside labelled PII. */
  maskedChars: number;
  maskedPiiChars: number;
}

export interface TDocumentFindings {
  id: string;
  misses: { type: string; text: string; covered: string }[];
  wrongType: { type: string; text: string; detected: string }[];
  brokenKeeps: { category: string; text: string; by: string }[];
  overMasks: { type: string; text: string }[];
}

const isSignificant = (character: string): boolean => /[\p{L}\p{N}]/u.test(character);

function emptyScore(): TSetScore {
  return {
    documents: 0,
    pii: Object.fromEntries(SET_PII_TYPES.map((type) => [type, { values: 0, masked: 0, typeCorrect: 0 }])) as Record<
      TSetPiiType,
      TTypeScore
    >,
    keep: Object.fromEntries(KEEP_CATEGORIES.map((category) => [category, { spans: 0, kept: 0 }])),
    maskedChars: 0,
    maskedPiiChars: 0,
  };
}

/** Adds `from` into `into` (used to build split and language totals from per-document scores). */
function addScore(into: TSetScore, from: TSetScore): void {
  into.documents += from.documents;
  for (const type of SET_PII_TYPES) {
    into.pii[type].values += from.pii[type].values;
    into.pii[type].masked += from.pii[type].masked;
    into.pii[type].typeCorrect += from.pii[type].typeCorrect;
  }
  for (const [category, value] of Object.entries(from.keep)) {
    const target = (into.keep[category] ??= { spans: 0, kept: 0 });
    target.spans += value.spans;
    target.kept += value.kept;
  }
  into.maskedChars += from.maskedChars;
  into.maskedPiiChars += from.maskedPiiChars;
}

/** The value with the parts the detector did mask in brackets: "[Beat] und Vreni Gerber-Lüthi". */
function describeCoverage(text: string, start: number, covered: Uint8Array): string {
  let result = '';
  let isOpen = false;
  for (let index = start; index < start + text.length; index += 1) {
    const isCovered = covered[index] === 1;
    if (isCovered !== isOpen) result += isCovered ? '[' : ']';
    isOpen = isCovered;
    result += text[index - start] ?? '';
  }
  return isOpen ? `${result}]` : result;
}

/** Scores one document against the entities a detector returned for its text. */
export function scoreSetDocument(
  document: TSetDocument,
  detected: readonly TDetected[],
): { score: TSetScore; findings: TDocumentFindings } {
  const { text } = document;
  const covered = new Uint8Array(text.length);
  for (const entity of detected) covered.fill(1, entity.start, entity.end);
  const inPii = new Uint8Array(text.length);
  const inAny = new Uint8Array(text.length);
  for (const label of document.labels) {
    if (label.kind === 'pii') inPii.fill(1, label.start, label.end);
    if (label.kind === 'any') inAny.fill(1, label.start, label.end);
  }
  const score = emptyScore();
  score.documents = 1;
  const findings: TDocumentFindings = { id: document.id, misses: [], wrongType: [], brokenKeeps: [], overMasks: [] };
  const coversAll = (start: number, end: number, mask: Uint8Array): boolean => {
    for (let index = start; index < end; index += 1) {
      if (isSignificant(text[index] ?? '') && !mask[index]) return false;
    }
    return true;
  };
  const touches = (start: number, end: number, mask: Uint8Array): boolean => {
    for (let index = start; index < end; index += 1) {
      if (isSignificant(text[index] ?? '') && mask[index]) return true;
    }
    return false;
  };
  for (const label of document.labels) {
    if (label.kind === 'pii') {
      const type = label.type as TSetPiiType;
      const row = score.pii[type];
      row.values += 1;
      if (coversAll(label.start, label.end, covered)) {
        row.masked += 1;
        const typed = new Uint8Array(text.length);
        for (const entity of detected) {
          if (ACCEPTED_TYPES[type].includes(entity.type)) typed.fill(1, entity.start, entity.end);
        }
        if (coversAll(label.start, label.end, typed)) {
          row.typeCorrect += 1;
        } else {
          const types = detected
            .filter((entity) => entity.start < label.end && label.start < entity.end)
            .map((entity) => entity.type);
          findings.wrongType.push({ type, text: label.text, detected: [...new Set(types)].join('+') });
        }
      } else {
        findings.misses.push({ type, text: label.text, covered: describeCoverage(label.text, label.start, covered) });
      }
    } else if (label.kind === 'keep') {
      const row = (score.keep[label.type] ??= { spans: 0, kept: 0 });
      row.spans += 1;
      if (touches(label.start, label.end, covered)) {
        const by = detected
          .filter((entity) => entity.start < label.end && label.start < entity.end)
          .map((entity) => `${entity.type} "${text.slice(entity.start, entity.end)}"`);
        findings.brokenKeeps.push({ category: label.type, text: label.text, by: by.join(', ') });
      } else {
        row.kept += 1;
      }
    }
  }
  for (let index = 0; index < text.length; index += 1) {
    if (!covered[index] || inAny[index] || !isSignificant(text[index] ?? '')) continue;
    score.maskedChars += 1;
    if (inPii[index]) score.maskedPiiChars += 1;
  }
  for (const entity of detected) {
    let outside = false;
    for (let index = entity.start; index < entity.end && !outside; index += 1) {
      outside = isSignificant(text[index] ?? '') && !inPii[index] && !inAny[index];
    }
    if (outside) findings.overMasks.push({ type: entity.type, text: text.slice(entity.start, entity.end) });
  }
  return { score, findings };
}

export interface TSetReport {
  /** Totals per group: `dev`, `holdout`, `all`, and `lang:de`… per language over the selected split. */
  groups: Record<string, TSetScore>;
  findings: TDocumentFindings[];
}

/** Runs `detect` on every document and sums the scores per split and per language. */
export function evaluatePiiSet(
  documents: readonly TSetDocument[],
  detect: (text: string) => readonly Pick<TDetectedEntity, 'entity_type' | 'start' | 'end'>[],
  split: TSplit | 'all' = 'all',
): TSetReport {
  const groups: Record<string, TSetScore> = {
    dev: emptyScore(),
    holdout: emptyScore(),
    fresh: emptyScore(),
    all: emptyScore(),
  };
  for (const language of LANGUAGES) groups[`lang:${language}`] = emptyScore();
  const findings: TDocumentFindings[] = [];
  for (const document of documents) {
    const detected = detect(document.text).map((entity) => ({
      type: entity.entity_type,
      start: entity.start,
      end: entity.end,
    }));
    const result = scoreSetDocument(document, detected);
    const splitScore = groups[document.split];
    if (splitScore) addScore(splitScore, result.score);
    addScore(groups.all ?? emptyScore(), result.score);
    if (split === 'all' || document.split === split) {
      const languageScore = groups[`lang:${document.lang}`];
      if (languageScore) addScore(languageScore, result.score);
      findings.push(result.findings);
    }
  }
  return { groups, findings };
}

const share = (numerator: number, denominator: number): number | undefined =>
  denominator === 0 ? undefined : numerator / denominator;

export function maskedShare(score: TSetScore, type: TSetPiiType): number | undefined {
  return share(score.pii[type].masked, score.pii[type].values);
}

export function typeCorrectShare(score: TSetScore, type: TSetPiiType): number | undefined {
  return share(score.pii[type].typeCorrect, score.pii[type].values);
}

export function keptShare(score: TSetScore, category?: string): number | undefined {
  const rows = category ? [score.keep[category] ?? { spans: 0, kept: 0 }] : Object.values(score.keep);
  return share(
    rows.reduce((sum, row) => sum + row.kept, 0),
    rows.reduce((sum, row) => sum + row.spans, 0),
  );
}

export function charPrecision(score: TSetScore): number | undefined {
  return share(score.maskedPiiChars, score.maskedChars);
}

export interface TTarget {
  name: string;
  /** Minimum share, 0..1. */
  floor: number;
  measure: (score: TSetScore) => number | undefined;
}

/** Issue 11's targets on this set. */
export const SET_TARGETS: readonly TTarget[] = [
  { name: 'EMAIL_ADDRESS masked', floor: 1, measure: (score) => maskedShare(score, 'EMAIL_ADDRESS') },
  { name: 'IBAN_CODE masked', floor: 1, measure: (score) => maskedShare(score, 'IBAN_CODE') },
  { name: 'CH_AHV_NUMBER masked', floor: 1, measure: (score) => maskedShare(score, 'CH_AHV_NUMBER') },
  { name: 'PHONE_NUMBER masked', floor: 1, measure: (score) => maskedShare(score, 'PHONE_NUMBER') },
  { name: 'PERSON masked', floor: 0.98, measure: (score) => maskedShare(score, 'PERSON') },
  { name: 'STREET_ADDRESS masked', floor: 0.95, measure: (score) => maskedShare(score, 'STREET_ADDRESS') },
  { name: 'BIRTH_DATE masked', floor: 0.95, measure: (score) => maskedShare(score, 'BIRTH_DATE') },
  { name: 'must-keep text kept', floor: 0.98, measure: (score) => keptShare(score) },
  { name: 'character precision', floor: 0.95, measure: (score) => charPrecision(score) },
];
