import { wordsOfAllPacks } from '../language-packs/index.js';
import { createEntity, type TDetectedEntity } from '../types.js';
import type { TRecognizer } from '../recognizer.js';

/*
 * A date is personal data here only when a cue marks it as a birth date; project dates and milestones
 * ("by 31 March 2027", "Q3 2026") are what reviewers analyse and stay visible. Month names come from the language
 * packs.
 */
let pattern: RegExp | undefined;

function buildPattern(): RegExp {
  const months = [...wordsOfAllPacks('months')].sort((a, b) => b.length - a.length).join('|');
  const date = String.raw`(?:\d{1,2}[./-]\d{1,2}[./-](?:\d{4}|\d{2})|\d{4}-\d{2}-\d{2}|(?:\d{1,2}(?:er|st|nd|rd|th|\.|°|º)?[ ]+(?:${months})\.?,?[ ]+\d{4})|(?:(?:${months})\.?[ ]+\d{1,2}(?:st|nd|rd|th)?,?[ ]+\d{4}))`;
  const cue = String.raw`(?:born(?:[ ]+on)?|date[ ]+of[ ]+birth|birth[ ]?date|d\.?o\.?b\.?|geboren(?:[ ]+am)?|geb\.[ ]?-?[ ]?datum|geb\.|geburtsdatum|né(?:\(e\))?(?:[ ]+le)?|née(?:[ ]+le)?|date[ ]+de[ ]+naissance|nato(?:\/a)?(?:[ ]+il)?|nata(?:[ ]+il)?|data[ ]+di[ ]+nascita)`;
  // Cue, then a short gap without digits on the same line — a colon, a table cell ("Geburtsdatum | 07.06.1991"), the
  // rest of a column label ("Geburtsdatum, -ort  1993-08-21"), dot leaders, a parenthesis, a place ("born in Bern on")
  // — or the next line of a two-column table, then the date.
  return new RegExp(String.raw`(?<![\p{L}])(${cue})[^\n\d]{0,40}?(?:\n[ \t]*)?(${date})(?![\p{N}])`, 'giu');
}

// A year of birth alone, after the cues that give only a year: "Jg. 1989", "Jahrgang 1975", "classe 1979", "né en 1990",
// "nato nel 1988", "born in 1984", "b. 1988", "geb. 1990", "(*1989)", or the genealogical star before a date
// ("*12.4.1989").
const BIRTH_YEAR =
  /(?<![\p{L}])(jg\.|jahrgang|classe|née? en|nat[oa] nel|born in|b\.|geb\.|\*)[ ]?((?:19|20)\d\d)(?![\p{N}.\/-]\d)(?![\p{N}])/giu;
const STAR_DATE = /(?<![\p{L}\p{N}])\*[ ]?(\d{1,2}\.\d{1,2}\.(?:\d{4}|\d{2}))(?![\p{N}])/gu;

function findBirthYears(text: string, dates: readonly TDetectedEntity[]): TDetectedEntity[] {
  const found: TDetectedEntity[] = [];
  for (const match of text.matchAll(STAR_DATE)) {
    const start = match.index + match[0].length - (match[1] ?? '').length;
    found.push(
      createEntity(text, 'DATE_TIME', start, start + (match[1] ?? '').length, 0.85, ["a date after '*' (born)"]),
    );
  }
  for (const match of text.matchAll(BIRTH_YEAR)) {
    const start = match.index + match[0].length - (match[2] ?? '').length;
    if ([...dates, ...found].some((date) => date.start <= start && start < date.end)) continue;
    found.push(createEntity(text, 'DATE_TIME', start, start + 4, 0.8, [`a year of birth after '${match[1] ?? ''}'`]));
  }
  return found;
}

export function findBirthDates(text: string): TDetectedEntity[] {
  const dates = findFullBirthDates(text);
  return [...dates, ...findBirthYears(text, dates)];
}

function findFullBirthDates(text: string): TDetectedEntity[] {
  pattern ??= buildPattern();
  const entities: TDetectedEntity[] = [];
  for (const match of text.matchAll(pattern)) {
    const cue = match[1] ?? '';
    const date = match[2] ?? '';
    const start = match.index + match[0].length - date.length;
    entities.push(createEntity(text, 'DATE_TIME', start, start + date.length, 0.9, [`a date after '${cue}'`]));
  }
  return entities;
}

export const birthDateRecognizer: TRecognizer = {
  name: 'birth-date',
  entityTypes: ['DATE_TIME'],
  languages: 'all',
  detect: (text) => findBirthDates(text),
};
