import { evidence, personConfidence, type TPersonEvidence } from './person-evidence.js';

/*
 * Minutes, e-mails and letters name people by their initials once the people are known: "Présents : Pierre Chappuis
 * (PC), Nadia Bühler (NB)" and then "PC : …", "Actions: NB"; an attendance table with a column of short forms
 * ("Anna-Lena Gisler   ALG   ZHAW"); an action list ("NB / PCh   draft the budget   31.03."); the reference line of a
 * letter ("Unser Zeichen: mh/st").
 *  - Initials in parentheses right after a person's name, or in the next cell of a table row, that spell the name
 *    (see `spellsName`) are that person wherever they stand alone.
 *  - Short forms that stand alone elsewhere and spell the name of a person the text names in full are that person as
 *    well: the short forms of minutes are seldom introduced ("Gisler, Arbnora" … "AGi will send the contracts").
 *  - After a reference cue of a letter or a form ("Unser Zeichen", "N/réf.", "Dossier saisi par"), short letter
 *    groups are the initials of the clerk and the signatory.
 */

// "(ACB)", "(A.C.B.)", "(RBr)", "(TS-G)".
const INITIALS_AFTER_NAME =
  /^(?:[ \t]*\(|\t[ \t]*|[ ]{2,})((?:\p{Lu}\.){2,4}|\p{Lu}{2,4}|\p{Lu}{1,2}\p{Ll}{1,2}|\p{Lu}{1,2}-\p{Lu}{1,2})(?:\)|(?=[ ]{2,}|\t|[ \t]*$|[ \t]*\n))/u;

// A short form standing alone: two to four capitals, capitals with one or two letters of the surname ("AGi", "RBr",
// "MTh"), hyphenated ("TS-G"), or dotted ("Y. T.").
const SHORT_FORM =
  /(?<![\p{L}\p{N}.'’-])(?:\p{Lu}{2,4}|\p{Lu}{2,3}\p{Ll}{1,2}|\p{Lu}\p{Ll}\p{Lu}|\p{Lu}{1,2}-\p{Lu}{1,2}|\p{Lu}\.[ ]?\p{Lu}\.(?:[ ]?\p{Lu}\.)?)(?![\p{L}\p{N}'’]|-\p{L}|\.\p{L})/gu;

// Initials that are also the roles, codes, cantons and countries a text uses on their own.
const NOT_PERSONAL = new Set([
  'PI',
  'CEO',
  'CTO',
  'CFO',
  'COO',
  'CSO',
  'HR',
  'IT',
  'EU',
  'CH',
  'AG',
  'SA',
  'UK',
  'US',
  'USA',
  'PhD',
  'MSc',
  'BSc',
  'MBA',
  'MA',
  'BA',
  'CV',
  'PR',
  'AI',
  'KI',
  'ML',
  'IP',
  'QA',
  'RD',
  'OK',
  'PS',
  'PV',
  'TBD',
  'ETH',
  'EPFL',
  'SNF',
  'FNS',
  'SNSF',
  'HES',
  'HSLU',
  'FHNW',
  'ZHAW',
  'SUPSI',
  'CHF',
  'EUR',
  'USD',
  'VAT',
  'MWST',
  'TVA',
  'IVA',
  'AHV',
  'AVS',
  'IBAN',
  'GmbH',
  'Sàrl',
  'Sagl',
  'SpA',
  'Srl',
  'Ltd',
  'Inc',
]);

/** The parts of a name in the orders it may be abbreviated: as written, and with the surname moved. */
function nameOrders(name: string): string[][] {
  const words = name.split(/[\s,]+/u).filter((word) => /^\p{Lu}/u.test(word) || /^\p{Ll}+$/u.test(word));
  const capitalised = words.filter((word) => /^\p{Lu}/u.test(word));
  if (capitalised.length < 2) return [];
  const orders = [capitalised];
  // "Gartmann, Mirjam", "CADUFF Gian-Reto", "Sutter-Anthamatten Lorenz": the given name is last.
  orders.push([...capitalised.slice(1), capitalised[0] ?? '']);
  orders.push([capitalised[capitalised.length - 1] ?? '', ...capitalised.slice(0, -1)]);
  return orders.map((order) => order.flatMap((word) => word.split('-')).filter((part) => part.length > 0));
}

/**
 * True when `short` spells `parts`: its first capital is the initial of the first part, every later capital the
 * initial of a later part (parts may be skipped: "ACB" for Anne-Catherine Bonvin-Rey), and every lower-case letter the
 * next letter of the part it follows ("AGi" for Arbnora Gisler). At least two parts must be used.
 */
function spellsParts(short: string, parts: readonly string[]): boolean {
  const letters = [...short.replace(/[.\s-]/gu, '')];
  const first = letters[0];
  if (!first || parts.length < 2 || parts[0]?.[0]?.toLowerCase() !== first.toLowerCase()) return false;
  let part = 0;
  let position = 1;
  let used = 1;
  for (const letter of letters.slice(1)) {
    if (letter === letter.toLowerCase()) {
      const current = parts[part] ?? '';
      if (current[position]?.toLowerCase() !== letter) return false;
      position++;
      continue;
    }
    let next = part + 1;
    while (next < parts.length && parts[next]?.[0]?.toUpperCase() !== letter) next++;
    if (next >= parts.length) return false;
    part = next;
    position = 1;
    used++;
  }
  return used >= 2;
}

export function spellsName(short: string, name: string): boolean {
  return nameOrders(name).some((parts) => spellsParts(short, parts));
}

const escapeRegExp = (value: string): string => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface TSpanWithEvidence {
  start: number;
  end: number;
  evidence: TPersonEvidence[];
}

interface TPersonSpan {
  start: number;
  end: number;
  evidence: readonly TPersonEvidence[];
}

const isPersonal = (short: string): boolean => !NOT_PERSONAL.has(short.replace(/[.\s]/gu, ''));

/** Short forms given right after a person's name, in parentheses or in the next cell of the row. */
function findIntroducedShortForms(text: string, people: readonly TPersonSpan[]): Map<string, string> {
  const aliases = new Map<string, string>();
  for (const person of people) {
    const match = INITIALS_AFTER_NAME.exec(text.slice(person.end, person.end + 24));
    const short = match?.[1];
    if (!short || !isPersonal(short)) continue;
    const name = text.slice(person.start, person.end);
    if (spellsName(short, name)) aliases.set(short, name);
  }
  return aliases;
}

// "Buchs SG", "Wettingen AG": capitals after a place name are its canton; "AP 2", "WP3": a work package.
const TOWN_BEFORE = /\p{Lu}\p{Ll}+[ ]$/u;
const NUMBER_AFTER = /^[ ]?\d/u;
// "ÉQUIPE DU PROJET ET COMPÉTENCES": a short word between words in capitals belongs to a heading.
const CAPITALS_BEFORE = /\p{Lu}{3,}[ ]$/u;
const CAPITALS_AFTER = /^[ ]\p{Lu}{3}/u;

const wordsOf = (name: string): string[] =>
  name
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length > 2);

/** Two spellings of one person share a word of three letters or more (the surname). */
function sharesWord(one: string, other: string): boolean {
  const words = new Set(wordsOf(one));
  return wordsOf(other).some((word) => words.has(word));
}

/** Short forms standing alone that spell the name of a person named in full (with good evidence) in the text. */
function findUnintroducedShortForms(text: string, people: readonly TPersonSpan[], aliases: Map<string, string>): void {
  const names = [
    ...new Set(
      people
        .filter((person) => personConfidence(person.evidence) >= 0.5)
        .map((person) => text.slice(person.start, person.end))
        .filter((name) => /[\s,]/u.test(name)),
    ),
  ];
  if (!names.length) return;
  const rejected = new Set<string>();
  for (const match of text.matchAll(SHORT_FORM)) {
    const short = match[0];
    if (aliases.has(short) || rejected.has(short)) continue;
    const before = text.slice(Math.max(0, match.index - 30), match.index);
    const after = text.slice(match.index + short.length, match.index + short.length + 4);
    const isOtherUse =
      TOWN_BEFORE.test(before) ||
      NUMBER_AFTER.test(after) ||
      CAPITALS_BEFORE.test(before) ||
      CAPITALS_AFTER.test(after);
    if (!isPersonal(short) || isOtherUse) {
      rejected.add(short);
      continue;
    }
    const spelled = names.filter((name) => spellsName(short, name));
    // A short form that spells two different people is ambiguous ("A. Gisler" and "GISLER Arbnora" are one).
    if (spelled[0] && spelled.every((name) => sharesWord(name, spelled[0] ?? ''))) aliases.set(short, spelled[0]);
    else rejected.add(short);
  }
}

// "Unser Zeichen: mh/st", "N/réf. : JFJ", "Dossier saisi par : CBr", "Received by  sk", "…, visiert rgu": the
// reference line of a letter, the clerk's box of a form and the minute-taker's line hold initials.
const REFERENCE_CUE =
  /(?:^|\n|,)[ \t]*(?:unser(?:e)? zeichen|ihr(?:e)? zeichen|zeichen|visum|visa|visiert(?: von)?|protokoll(?:führung|führer|führerin)?|procès-verbal|verbale|minutes|sachbearbeit(?:er|erin|ung)|erfasst von|bearbeitet von|n\/réf\.?|v\/réf\.?|notre référence|votre référence|saisi par|dossier saisi par|traité par|ns\/rif\.?|vs\/rif\.?|nostro riferimento|vostro riferimento|registrato da|our ref(?:erence)?\.?|your ref(?:erence)?\.?|received by|entered by|processed by)[ \t]*:?[ \t]*/giu;
const REFERENCE_INITIALS = /^(\p{L}{2,4})(?=$|[ \t]*(?:\/|–|-|\t|\n|[ ]{2,}|,))/u;

// What a status column says after a date ("12.03.2026 / ok"): no initials.
const STATUS_WORDS = new Set([
  'ok',
  'ja',
  'nein',
  'neu',
  'offen',
  'erl',
  'oui',
  'non',
  'fait',
  'si',
  'sì',
  'no',
  'yes',
  'done',
  'open',
  'tbd',
]);

// "Uzwil, 14.01.2026 / agi": minutes and notes end with a line of place, date and the writer's initials (not a table
// cell such as "30.06.2026 / PDF" or "Kosten 2026 / kg").
const DATED_SIGN_OFF =
  /^[ \t]*\p{Lu}[\p{L}\p{M}.' -]{1,40},[ \t]*\d{1,2}\.[ ]?\d{1,2}\.[ ]?(?:\d{4}|\d{2})[ \t]*\/[ \t]*(\p{Ll}{2,4}|\p{Lu}{2,4})[ \t]*$/gmu;

function findReferenceInitials(text: string): TSpanWithEvidence[] {
  const found: TSpanWithEvidence[] = [];
  for (const match of text.matchAll(DATED_SIGN_OFF)) {
    const initials = match[1] ?? '';
    if (!isPersonal(initials) || STATUS_WORDS.has(initials.toLowerCase())) continue;
    const start = match.index + match[0].lastIndexOf(initials);
    found.push({
      start,
      end: start + initials.length,
      evidence: [evidence('cue', 'a date and a slash that close the text')],
    });
  }
  for (const cue of text.matchAll(REFERENCE_CUE)) {
    let offset = cue.index + cue[0].length;
    for (let count = 0; count < 3; count++) {
      const match = REFERENCE_INITIALS.exec(text.slice(offset, offset + 12));
      const initials = match?.[1];
      if (!initials || !isPersonal(initials) || !/^(?:\p{Lu}+\p{Ll}?|\p{Ll}+|\p{Lu}\p{Lu}\p{Ll}+)$/u.test(initials)) {
        break;
      }
      found.push({
        start: offset,
        end: offset + initials.length,
        evidence: [evidence('cue', cue[0].trim().replace(/:$/u, '').trim())],
      });
      const separator = /^[ \t]*\/[ \t]*/u.exec(text.slice(offset + initials.length));
      if (!separator) break;
      offset += initials.length + separator[0].length;
    }
  }
  return found;
}

export function findInitialsOfPeople(text: string, people: readonly TPersonSpan[]): TSpanWithEvidence[] {
  const aliases = findIntroducedShortForms(text, people);
  findUnintroducedShortForms(text, people, aliases);
  const found: TSpanWithEvidence[] = findReferenceInitials(text);
  for (const [initials, name] of aliases) {
    const pattern = new RegExp(
      `(?<![\\p{L}\\p{N}.'’-])${escapeRegExp(initials)}(?![\\p{L}\\p{N}'’]|-\\p{L}|\\.\\p{L})`,
      'gu',
    );
    for (const match of text.matchAll(pattern)) {
      found.push({
        start: match.index,
        end: match.index + initials.length,
        evidence: [evidence('initialsOfPerson', name)],
      });
    }
  }
  return found;
}
