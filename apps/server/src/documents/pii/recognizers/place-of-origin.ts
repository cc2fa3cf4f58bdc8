import { phrasePattern, wordsOfAllPacks } from '../language-packs/index.js';
import type { TRecognizer } from '../recognizer.js';
import { createEntity, type TDetectedEntity } from '../types.js';
import { findBirthDates } from './birth-date.js';
import { isPlaceName } from '../data/large-lexicon.js';
import { classifyToken } from './person/name-lexicon.js';
import { cellsAfter, findColumnCells } from './table-columns.js';

/*
 * A person's home town, place of birth or place of origin (LOCATION): the place after a label of the language packs
 * ("Heimatort: Sarnen", "lieu d'origine : Vevey", "nato a Faido") or right after a birth date ("07.06.1991, Sarnen").
 * Towns elsewhere (markets, sites, institution names) are what a reviewer reads and stay.
 */

// After the label, a short gap without capitals or digits (": ", dot leaders, "/ de naissance", a tab, the end of the
// label's line in a form that puts the value below it; a year may stand in it: "heimatberechtigt seit 2015 in"), then
// one to
// three capitalised words joined by spaces, hyphens or a slash ("Disentis/Mustér", "Le Mouret"), with the postcode
// before them ("1724 Le Mouret") and a canton code ("Altdorf UR") after; a code or a country in parentheses after it
// ("Vevey (VD)", "Jaffna (Sri Lanka)") says which town is meant and is left in clear.
const PLACE =
  /^[^\n\p{Lu}\p{N}]{0,30}?(?:\n[ \t]*)?(?:(?:seit|since|depuis|dès|dal|da)[ \t]+\d{4}[ \t,]+)?(?:(?:in|à|a)[ \t]+)?((?:\d{4,5}[ ])?\p{Lu}[\p{L}\p{M}'’-]+(?:(?:[ /]|[ ]?[-/][ ]?)\p{Lu}[\p{L}\p{M}'’-]+){0,2}(?:[ \t]+[A-Z]{2}(?![\p{L}]))?)(?=[ \t]*(?:$|\n|[,;.()|\t/])|[ \t]+(?:il|le|am|on|el|in|en|nel|à|and|und|et|e|geboren|seit|since|depuis|dès|dal)(?![\p{L}]))/u;
// On a birth date's line, a place label of its own: "Data di nascita 04/11/1986   Luogo: Cantù".
const PLACE_LABEL_AFTER_DATE = /^[^\n]{0,40}?(?<![\p{L}])(?:luogo|lieu|ort|place)[ \t]*:/iu;

// A second place joined to the first: "Heimatort: Zürich und Bubikon", "originaire de Bulle et Vevey".
// A canton or country in parentheses may stand between them, and the preposition may be repeated: "originaire de
// Sainte-Croix (VD) et de Bulle".
const AND_ANOTHER = /^(?:[ \t]*\([^)\n]{1,30}\))?[ \t]+(?:und|and|et|e|ed)[ \t]+(?:(?:de|di|in|à|a|von|of)[ \t]+)?/u;
// Labels wrapped onto the next line ("attinente di\nPoschiavo", "grew\nup in") are still labels.
const WRAPPED_SPACE = '(?:[ \\t]+|[ \\t]*\\n[ \\t]*)';
// The cells of a form row that lists people side by side: "Lieu de naissance<TAB>Dakar (Sénégal)<TAB>Sion".
const TAB_SEPARATOR = /\t+/gu;
/** A form lists a few people side by side, not dozens. */
const MAX_LATER_CELLS = 6;
// Between a birth date and a place: a comma, "in", or the Swiss "von" of a place of citizenship ("geboren am
// 3.4.1990, von Trogen AR").
const GAP_AFTER_BIRTH_DATE = /^[ \t]*(?:,[ \t]*(?:von[ \t]+)?|(?:in|à|a|ad|von)[ \t]+)$/u;

let cuePattern: RegExp | undefined;

/** The place at the start of `after`, unless a word of it is an institution or an ordinary word. */
function readPlace(after: string): { offset: number; value: string } | undefined {
  const match = PLACE.exec(after);
  const value = match?.[1];
  if (!match || !value) return undefined;
  const words = value.split(/[ /]+/).filter((word) => /^\p{Lu}\p{Ll}/u.test(word));
  if (words.some((word) => ['organisation', 'title'].includes(classifyToken(word)))) return undefined;
  const offset = match[0].length - value.length;
  // On the line below its label, the value stands alone and is a town one knows, or has a postcode: an empty field
  // is followed by the next label or a heading ("Wohnort\nProjektbeschreibung"), never by a place.
  if (match[0].slice(0, offset).includes('\n') && !isWholeLineTown(after.slice(offset), value)) return undefined;
  return { offset, value };
}

/** A value that reads as a town on its own: a postcode, or every word part of a known town's name. */
function isKnownTown(value: string): boolean {
  if (/^\d{4,5} /u.test(value)) return true;
  const name = value.replace(/[ \t]+[A-Z]{2}$/u, '');
  return isPlaceName(name) || name.split(/[ /-]+/).every((word) => isPlaceName(word));
}

function isWholeLineTown(rest: string, value: string): boolean {
  const after = rest.slice(value.length);
  return /^[ \t]*(?:\([^)\n]{1,30}\)[ \t]*)?(?:$|\n)/u.test(after) && isKnownTown(value);
}

/** The place at `start`, and a second one joined to it by "and" (both are someone's). */
function placesFrom(text: string, start: number, value: string, score: number, reason: string): TDetectedEntity[] {
  const places = [createEntity(text, 'LOCATION', start, start + value.length, score, [reason])];
  const end = start + value.length;
  const and = AND_ANOTHER.exec(text.slice(end, end + 50));
  const next = and ? readPlace(text.slice(end + and[0].length, end + and[0].length + 80)) : undefined;
  if (and && next?.offset === 0) {
    const nextStart = end + and[0].length;
    places.push(
      createEntity(text, 'LOCATION', nextStart, nextStart + next.value.length, score, [`${reason}, joined by 'and'`]),
    );
  }
  return places;
}

/**
 * The places that start the later cells of a labelled row, one after the other: the first cell that is not a town one
 * knows ends the row's places ("Heimatort<TAB>Sarnen<TAB>Zivilstand<TAB>ledig" has one).
 */
function placesInLaterCells(text: string, from: number, cue: string): TDetectedEntity[] {
  const found: TDetectedEntity[] = [];
  for (const cell of cellsAfter(text, from, TAB_SEPARATOR, MAX_LATER_CELLS).cells) {
    const place = readPlace(cell.value);
    if (!place || place.offset !== 0 || !isKnownTown(place.value)) break;
    found.push(
      createEntity(text, 'LOCATION', cell.start, cell.start + place.value.length, 0.7, [
        `a later cell of the '${cue}' row`,
      ]),
    );
  }
  return found;
}

export function findPlacesOfOrigin(text: string): TDetectedEntity[] {
  cuePattern ??= phrasePattern(wordsOfAllPacks('originCues'), 'giu', WRAPPED_SPACE);
  const found: TDetectedEntity[] = [];
  // "Luogo di nascita" or "Heimatort" heading a table column: every place below it.
  const originCues = [...wordsOfAllPacks('originCues')];
  const isOriginHeader = (header: string): boolean =>
    originCues.some((cue) => header.toLowerCase().startsWith(cue) && !/^\p{L}/u.test(header.slice(cue.length)));
  const columnCells = findColumnCells(text, isOriginHeader);
  const headers = columnCells.map((cell) => cell.header);
  for (const match of text.matchAll(cuePattern)) {
    const end = match.index + match[0].length;
    // A header cell's neighbour is the next header ("Lieu de naissance<TAB>Fonction"), not a place.
    if (headers.some((header) => header.start <= end && end <= header.end)) continue;
    const place = readPlace(text.slice(end, end + 80));
    if (!place) continue;
    const cue = match[0].replace(/\s+/g, ' ');
    found.push(...placesFrom(text, end + place.offset, place.value, 0.75, `a place after '${cue}'`));
    if (text[end] === '\t') found.push(...placesInLaterCells(text, end + place.offset + place.value.length, cue));
  }
  for (const cell of columnCells) {
    const place = readPlace(cell.value);
    if (!place || place.offset !== 0) continue;
    found.push(
      ...placesFrom(text, cell.start, place.value, 0.7, 'in a table column headed as places of birth or origin'),
    );
  }
  for (const date of findBirthDates(text)) {
    const place = readPlace(text.slice(date.end, date.end + 80));
    const label = PLACE_LABEL_AFTER_DATE.exec(text.slice(date.end, date.end + 60));
    if (label) {
      const labelled = readPlace(text.slice(date.end + label[0].length, date.end + label[0].length + 80));
      if (labelled) {
        const start = date.end + label[0].length + labelled.offset;
        const reason = `a place labelled '${label[0].trim()}' beside a birth date`;
        found.push(...placesFrom(text, start, labelled.value, 0.7, reason));
        continue;
      }
    }
    // Right after the date, only after a comma, "in" or "von": "15.03.1985, Sarnen", "3.5.1978 in Altdorf" (not
    // "1989, kommt von Hilti").
    const gap = text.slice(date.end, date.end + (place?.offset ?? 0));
    if (!place || !GAP_AFTER_BIRTH_DATE.test(gap)) continue;
    found.push(...placesFrom(text, date.end + place.offset, place.value, 0.7, 'a place right after a birth date'));
  }
  return found;
}

export const placeOfOriginRecognizer: TRecognizer = {
  name: 'place-of-origin',
  entityTypes: ['LOCATION'],
  languages: 'all',
  detect: (text) => findPlacesOfOrigin(text),
};
