import { createEntity, type TDetectedEntity, type TPiiDetector } from '../types.js';

/*
 * A date is personal data here only when a cue marks it as a birth date; project dates and milestones
 * ("by 31 March 2027", "Q3 2026") are what reviewers analyse and stay visible.
 */

const MONTHS = [
  'january|february|march|april|may|june|july|august|september|october|november|december',
  'jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec',
  'januar|jänner|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember',
  'janvier|février|fevrier|mars|avril|mai|juin|juillet|août|aout|septembre|octobre|novembre|décembre|decembre',
  'gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre',
].join('|');

const DATE = String.raw`(?:\d{1,2}[./-]\d{1,2}[./-](?:\d{4}|\d{2})|\d{4}-\d{2}-\d{2}|(?:\d{1,2}(?:er|st|nd|rd|th|\.|°|º)?[ ]+(?:${MONTHS})\.?,?[ ]+\d{4})|(?:(?:${MONTHS})\.?[ ]+\d{1,2}(?:st|nd|rd|th)?,?[ ]+\d{4}))`;

const CUE = String.raw`(?:born(?:[ ]+on)?|date[ ]+of[ ]+birth|birth[ ]?date|d\.?o\.?b\.?|geboren(?:[ ]+am)?|geb\.|geburtsdatum|né(?:\(e\))?(?:[ ]+le)?|née(?:[ ]+le)?|date[ ]+de[ ]+naissance|nato(?:\/a)?(?:[ ]+il)?|nata(?:[ ]+il)?|data[ ]+di[ ]+nascita)`;

// Cue, then at most a colon, a comma, a place ("born in Bern on") or a few words, then the date.
const BIRTH_DATE_PATTERN = new RegExp(
  String.raw`(?<![\p{L}])${CUE}[ \t]*[:,]?[ \t]*(?:(?:in|à|a|in)[ ]+\p{Lu}[\p{L}\p{M}-]*(?:[ ]+\p{Lu}[\p{L}\p{M}-]*)?,?[ ]+(?:on|am|le|il)?[ ]*)?(${DATE})(?![\p{N}])`,
  'giu',
);

export function findBirthDates(text: string): TDetectedEntity[] {
  const entities: TDetectedEntity[] = [];
  for (const match of text.matchAll(BIRTH_DATE_PATTERN)) {
    const date = match[1] ?? '';
    const start = match.index + match[0].length - date.length;
    entities.push(createEntity(text, 'DATE_TIME', start, start + date.length, 0.9));
  }
  return entities;
}

export const birthDateDetector: TPiiDetector = {
  name: 'birth-date',
  detect: (text) => findBirthDates(text),
};
