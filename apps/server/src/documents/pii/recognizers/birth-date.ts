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

export function findBirthDates(text: string): TDetectedEntity[] {
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
