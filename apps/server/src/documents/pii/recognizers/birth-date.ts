import { wordsOfAllPacks } from '../language-packs/index.js';
import { createEntity, type TDetectedEntity } from '../types.js';
import type { TRecognizer } from '../recognizer.js';
import { cellsAfter, findColumnCells } from './table-columns.js';

/*
 * A date is personal data here only when a cue marks it as a birth date; project dates and milestones
 * ("by 31 March 2027", "Q3 2026") are what reviewers analyse and stay visible. Month names come from the language
 * packs.
 */
let pattern: RegExp | undefined;

function datePattern(): string {
  const months = [...wordsOfAllPacks('months')].sort((a, b) => b.length - a.length).join('|');
  return String.raw`(?:\d{1,2}[./-]\d{1,2}[./-](?:\d{4}|\d{2})|\d{4}-\d{2}-\d{2}|(?:\d{1,2}(?:er|st|nd|rd|th|\.|°|º)?[ ]+(?:${months})\.?,?[ ]+\d{4})|(?:(?:${months})\.?[ ]+\d{1,2}(?:st|nd|rd|th)?,?[ ]+\d{4}))`;
}

const MIN_AGE_YEARS = 14;

function isLongAgo(date: string): boolean {
  const year = Number(/(?:19|20)\d\d/.exec(date)?.[0] ?? '9999');
  return year <= new Date().getFullYear() - MIN_AGE_YEARS;
}

function buildPattern(): RegExp {
  const date = datePattern();
  // A label's words may be wrapped onto the next line ("Data di\nnascita:"), as narrow table cells and forms do.
  const gap = String.raw`(?:[ ]+|[ ]*\n[ \t]*)`;
  const cue = String.raw`(?:born(?:[ ]+on)?|date${gap}of${gap}birth|birth[ ]?date|d\.?o\.?b\.?|geboren(?:[ ]+am)?|geb\.[ ]?-?[ ]?datum|geb\.|geburtsdatum|né(?:\(e\))?(?:[ ]+le)?|née(?:[ ]+le)?|date${gap}(?:et${gap}lieu${gap})?de${gap}naissance|date${gap}and${gap}place${gap}of${gap}birth|data${gap}e${gap}luogo${gap}di${gap}nascita|nato(?:\/a)?(?:[ ]+il)?|nata(?:[ ]+il)?|data${gap}di${gap}nascita)`;
  // Cue, then a short gap without digits on the same line — a colon, a table cell ("Geburtsdatum | 07.06.1991"), the
  // rest of a column label ("Geburtsdatum, -ort  1993-08-21"), dot leaders, a parenthesis, a place ("born in Bern on")
  // — or the next line of a two-column table or of wrapped prose ("nato\nil 11.11.1987"), then the date.
  return new RegExp(
    String.raw`(?<![\p{L}])(${cue})[^\n\d]{0,40}?(?:\n[ \t]*(?:(?:il|le|am|on)[ ]+)?)?(${date})(?![\p{N}])`,
    'giu',
  );
}

// A year of birth alone, after the cues that give only a year: "Jg. 1989", "Jahrgang 1975", "classe 1979", "né en 1990",
// "nato nel 1988", "born in 1984", "b. 1988", "geb. 1990", "(*1989)", or the genealogical star before a date
// ("*12.4.1989").
const BIRTH_YEAR =
  /(?<![\p{L}])(jg\.|jahrgang|classe|née? en|nat[oa] nel|born in|b\.|geb\.|\*)(?:[ ]?|[ \t]*:?[ \t]+)((?:19|20)\d\d)(?![\p{N}./-]\d)(?![\p{N}])/giu;
const STAR_DATE = /(?<![\p{L}\p{N}])\*[ ]?(\d{1,2}\.\d{1,2}\.(?:\d{4}|\d{2}))(?![\p{N}])/gu;

// German puts the verb last: "Ich wurde am 3. März 1991 in Samedan geboren".
let dateBeforeVerb: RegExp | undefined;

function findDatesBeforeVerb(text: string): TDetectedEntity[] {
  if (!/geboren/i.test(text)) return [];
  dateBeforeVerb ??= new RegExp(
    String.raw`(?<![\p{N}])(${datePattern()})[^\n\d.;:!?]{0,40}?[ ]geboren(?![\p{L}])`,
    'giu',
  );
  // A birth date lies in the past: "am 31.03.2027 … geboren" is no one's birthday.
  const isPast = (date: string): boolean =>
    Number(/(?:19|20)\d\d/.exec(date)?.[0] ?? '9999') <= new Date().getFullYear();
  return [...text.matchAll(dateBeforeVerb)]
    .filter((match) => isPast(match[1] ?? ''))
    .map((match) =>
      createEntity(text, 'DATE_TIME', match.index, match.index + (match[1] ?? '').length, 0.85, [
        "a date before 'geboren'",
      ]),
    );
}

function findBirthYears(text: string, dates: readonly TDetectedEntity[]): TDetectedEntity[] {
  const found: TDetectedEntity[] = [];
  for (const match of text.matchAll(STAR_DATE)) {
    const start = match.index + match[0].length - (match[1] ?? '').length;
    found.push(
      createEntity(text, 'DATE_TIME', start, start + (match[1] ?? '').length, 0.85, ["a date after '*' (born)"]),
    );
  }
  // Applicants are at least in their teens: a later year after "b." is a budget year, not a birth year.
  const latestBirthYear = new Date().getFullYear() - 14;
  for (const match of text.matchAll(BIRTH_YEAR)) {
    if (Number(match[2]) > latestBirthYear) continue;
    const start = match.index + match[0].length - (match[2] ?? '').length;
    if ([...dates, ...found].some((date) => date.start <= start && start < date.end)) continue;
    found.push(createEntity(text, 'DATE_TIME', start, start + 4, 0.8, [`a year of birth after '${match[1] ?? ''}'`]));
  }
  return found;
}

// The header of a table column of birth dates or years: "Geburtsdatum", "Jahrgang", "Born / origin", "Data di nascita".
const BIRTH_HEADER =
  /^(?:born|date of birth|birth ?date|year of birth|d\.?o\.?b\.?|geboren|geb\.|geburtsdatum|geburtsjahr|jahrgang|jg\.|né(?:\(e\))?|date de naissance|année de naissance|nato|nata|data di nascita|anno di nascita|classe)(?![\p{L}])/iu;
let cellDate: RegExp | undefined;

/** Dates and years heading the cells of a birth-date column. */
function findBirthDatesInColumns(text: string): TDetectedEntity[] {
  cellDate ??= new RegExp(String.raw`^(?:${datePattern()}|(?:19|20)\d\d)(?![\p{N}./-]\d)(?![\p{N}])`, 'iu');
  const latestBirthYear = new Date().getFullYear() - 14;
  const found: TDetectedEntity[] = [];
  for (const cell of findColumnCells(text, (header) => BIRTH_HEADER.test(header))) {
    const date = cellDate.exec(cell.value)?.[0];
    if (!date || Number(/(?:19|20)\d\d/.exec(date)?.[0] ?? '9999') > latestBirthYear) continue;
    found.push(
      createEntity(text, 'DATE_TIME', cell.start, cell.start + date.length, 0.8, [
        'in a table column headed as birth dates',
      ]),
    );
  }
  return found;
}

export function findBirthDates(text: string): TDetectedEntity[] {
  const cued = [...findFullBirthDates(text)];
  for (const date of findBirthDatesInColumns(text)) {
    if (!cued.some((other) => other.start <= date.start && date.start < other.end)) cued.push(date);
  }
  const dates = [
    ...cued,
    ...findDatesBeforeVerb(text).filter((date) => !cued.some((other) => other.start === date.start)),
  ];
  return [...dates, ...findBirthYears(text, dates)];
}

function findFullBirthDates(text: string): TDetectedEntity[] {
  pattern ??= buildPattern();
  const entities: TDetectedEntity[] = [];
  for (const match of text.matchAll(pattern)) {
    const cue = match[1] ?? '';
    const date = match[2] ?? '';
    const start = match.index + match[0].length - date.length;
    // Across a line break the cue may belong to something else ("Il progetto è nato\nil 11.11.2019"): only a date at
    // least 14 years back is someone's birth date there.
    if (match[0].slice(cue.length).includes('\n') && !isLongAgo(date)) continue;
    const label = cue.replace(/\s+/g, ' ');
    entities.push(createEntity(text, 'DATE_TIME', start, start + date.length, 0.9, [`a date after '${label}'`]));
    // "Date of birth / date of PhD<TAB>…": the later cells hold the other kind of date.
    const namesAnotherDate = /(?<![\p{L}])(?:date|datum|data)(?![\p{L}])/iu.test(match[0].slice(cue.length));
    if (!namesAnotherDate) entities.push(...findDatesInLaterCells(text, start + date.length, label));
  }
  return entities;
}

let wholeDate: RegExp | undefined;
// A tab, or a pipe with the spaces around it: columns set with spaces are a CV's timeline, not a form's cells
// ("12.03.1980      01.09.2008 Beginn Doktorat").
const FORM_CELL_SEPARATOR = /\t+|[ ]*\|[ ]*/gu;
/** A form lists a few people side by side, not dozens. */
const MAX_LATER_CELLS = 6;

/**
 * A form that lists two or more people side by side gives each a column: "Date de naissance<TAB>14.02.1983<TAB>
 * 30.09.1977". The later cells of the cue's row that hold a date and nothing else are birth dates too, if they lie far
 * enough back; the first cell that does not ends the row's dates.
 */
function findDatesInLaterCells(text: string, from: number, cue: string): TDetectedEntity[] {
  wholeDate ??= new RegExp(String.raw`^(?:${datePattern()})$`, 'iu');
  const { rest, cells } = cellsAfter(text, from, FORM_CELL_SEPARATOR, MAX_LATER_CELLS);
  if (rest !== '') return [];
  const found: TDetectedEntity[] = [];
  for (const cell of cells) {
    if (!wholeDate.test(cell.value) || !isLongAgo(cell.value)) break;
    found.push(
      createEntity(text, 'DATE_TIME', cell.start, cell.start + cell.value.length, 0.85, [
        `a date in a later cell of the '${cue}' row`,
      ]),
    );
  }
  return found;
}

export const birthDateRecognizer: TRecognizer = {
  name: 'birth-date',
  entityTypes: ['DATE_TIME'],
  languages: 'all',
  detect: (text) => findBirthDates(text),
};
