/** Text helpers shared by the reviewer, BM25 and the prompts: folding, keyword matching, sentences, tokens. */
import type { TKeywords, TLanguage } from './types.js';

const LANGUAGES: readonly TLanguage[] = ['en', 'de', 'fr', 'it'];
const COMBINING_MARKS = /\p{M}/gu;
const IS_ASCII = /^[\x20-\x7e\n\r\t]*$/;

/**
 * Lower-cases and strips accents while keeping every offset: a character whose folded form has another length
 * (e.g. "ß") stays as it is, so a match in the folded text points at the same place in the original.
 */
export function foldText(text: string): string {
  if (IS_ASCII.test(text)) return text.toLowerCase();
  return text.replace(FOLDABLE, foldCharacter);
}

/** ASCII capitals and every character outside printable ASCII; everything else folds to itself. */
const FOLDABLE = /[A-Z]|[^\t\n\r -~]/gu;
const foldedCharacters = new Map<string, string>();

function foldCharacter(char: string): string {
  let folded = foldedCharacters.get(char);
  if (folded === undefined) {
    folded = char.toLowerCase().normalize('NFD').replace(COMBINING_MARKS, '');
    if (folded === '’' || folded === '‘' || folded === '`') folded = "'";
    if (folded.length !== char.length) folded = char;
    foldedCharacters.set(char, folded);
  }
  return folded;
}

const escapeRegExp = (value: string): string => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Compiles one evidence hint (see TKeywords) into a regular expression over folded text. */
export function compileKeyword(keyword: string): RegExp {
  return new RegExp(keywordSource(keyword), 'gu');
}

function keywordSource(keyword: string): string {
  const isInfix = keyword.startsWith('*');
  const folded = foldedKeyword(keyword);
  const body = escapeRegExp(folded).replace(/\s+/g, '[\\s\\-]+');
  const start = isInfix ? '' : '(?<![\\p{L}\\p{N}])';
  const end = folded.length <= 3 ? '(?![\\p{L}\\p{N}])' : '';
  return start + body + end;
}

const foldedKeyword = (keyword: string): string =>
  foldText(keyword.startsWith('*') ? keyword.slice(1) : keyword).trim();

export interface TKeywordMatcher {
  keywords: readonly string[];
  /** Per keyword, how it is searched for (see TKeywordSearch). */
  searches: readonly TKeywordSearch[];
}

/**
 * A keyword's pattern, sticky, and the literal text every match of it starts with (the folded hint up to its first
 * space). The pattern is only tried where that text occurs: `indexOf` (or the word index of a long text) finds those
 * places far faster than the pattern's own search, which its look-behind slows down. The hits are the same.
 */
interface TKeywordSearch {
  lead: string;
  pattern: RegExp;
  /** Every match starts a word (not an infix hint, and the lead starts with a letter or digit). */
  isAtWordStart: boolean;
}

const matcherCache = new WeakMap<object, TKeywordMatcher>();

/** All languages' hints of one keyword set, compiled once. */
export function compileKeywords(keywords: TKeywords | readonly string[]): TKeywordMatcher {
  const cached = matcherCache.get(keywords);
  if (cached) return cached;
  const list = isKeywordList(keywords) ? keywords : LANGUAGES.flatMap((language) => keywords[language]);
  const unique = [...new Set(list)];
  const matcher = { keywords: unique, searches: unique.map(compileSearch) };
  matcherCache.set(keywords, matcher);
  return matcher;
}

function compileSearch(keyword: string): TKeywordSearch {
  const lead = foldedKeyword(keyword).split(/\s/, 1)[0] ?? '';
  return {
    lead,
    pattern: new RegExp(keywordSource(keyword), 'uy'),
    isAtWordStart: !keyword.startsWith('*') && WORD_CHARACTER.test(lead),
  };
}

const isKeywordList = (keywords: TKeywords | readonly string[]): keywords is readonly string[] =>
  Array.isArray(keywords);

export interface TKeywordHit {
  keyword: string;
  index: number;
  end: number;
}

const WORD_CHARACTER = /^[\p{L}\p{N}]/u;
const WORD_START = /(?<![\p{L}\p{N}])[\p{L}\p{N}]/gu;
/** Below this length a text is searched with `indexOf` per keyword; above it, through its word index. */
const WORD_INDEX_MIN_LENGTH = 20_000;

/** Where the words of a text start, by their first two characters (code units), in text order. */
interface TWordIndex {
  text: string;
  byKey: Map<string, number[]>;
  /** Word starts by first character, for one-character leads; filled when asked. */
  byFirst: Map<string, number[]>;
}

/** The last few texts indexed: the checks of one review search the same documents again and again. */
const wordIndexes: TWordIndex[] = [];

function wordIndexOf(text: string): TWordIndex {
  const known = wordIndexes.find((index) => index.text === text);
  if (known) {
    // The same text in another string (the next review of the same document): keep this one, so the calls to come
    // find it by reference instead of comparing every character.
    known.text = text;
    return known;
  }
  const byKey = new Map<string, number[]>();
  for (const match of text.matchAll(WORD_START)) {
    const key = text.slice(match.index, match.index + 2);
    const positions = byKey.get(key);
    if (positions) positions.push(match.index);
    else byKey.set(key, [match.index]);
  }
  const index = { text, byKey, byFirst: new Map<string, number[]>() };
  wordIndexes.unshift(index);
  wordIndexes.length = Math.min(wordIndexes.length, 4);
  return index;
}

/** Word starts where `lead` may begin, in text order. */
function wordStartsFor(index: TWordIndex, lead: string): readonly number[] {
  if (lead.length >= 2) return index.byKey.get(lead.slice(0, 2)) ?? [];
  let positions = index.byFirst.get(lead);
  if (!positions) {
    positions = [...index.byKey]
      .filter(([key]) => key.startsWith(lead))
      .flatMap(([, starts]) => starts)
      .sort((a, b) => a - b);
    index.byFirst.set(lead, positions);
  }
  return positions;
}

/** First position in sorted `positions` greater than `value`. */
function firstAfter(positions: readonly number[], value: number): number {
  let low = 0;
  let high = positions.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((positions[middle] ?? 0) <= value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The places in `stretch` (offsets into it) where a match of `search` may start, in order. */
function* candidatesOf(
  foldedText: string,
  stretch: string,
  start: number,
  search: TKeywordSearch,
  words: TWordIndex | undefined,
): Generator<number> {
  const { lead } = search;
  if (!words || !search.isAtWordStart) {
    for (let at = stretch.indexOf(lead); at >= 0; at = stretch.indexOf(lead, at + 1)) yield at;
    return;
  }
  // The stretch's first character starts a word in the stretch, wherever it stands in the whole text.
  if (stretch.startsWith(lead)) yield 0;
  const positions = wordStartsFor(words, lead);
  const last = start + stretch.length - lead.length;
  for (let next = firstAfter(positions, start); next < positions.length; next++) {
    const position = positions[next] ?? 0;
    if (position > last) return;
    if (foldedText.startsWith(lead, position)) yield position - start;
  }
}

/**
 * Every hit of a matcher in folded text, in text order; with `range`, in that stretch of the text as if it were cut
 * out (so a word cut in two at its edge counts as a word), with offsets into the stretch.
 */
export function findKeywordHits(
  foldedText: string,
  matcher: TKeywordMatcher,
  range?: { start: number; end: number },
): TKeywordHit[] {
  const start = range?.start ?? 0;
  const stretch = range ? foldedText.slice(range.start, range.end) : foldedText;
  const words = foldedText.length >= WORD_INDEX_MIN_LENGTH ? wordIndexOf(foldedText) : undefined;
  const hits: TKeywordHit[] = [];
  matcher.searches.forEach((search, position) => {
    const keyword = matcher.keywords[position] ?? '';
    const { pattern } = search;
    // Like a global pattern's matches: each goes on where the last one ended (a match is never empty).
    let from = 0;
    for (const at of candidatesOf(foldedText, stretch, start, search, words)) {
      if (at < from) continue;
      pattern.lastIndex = at;
      const match = pattern.exec(stretch);
      if (!match) continue;
      hits.push({ keyword, index: at, end: at + match[0].length });
      from = at + match[0].length;
    }
  });
  return hits.sort((a, b) => a.index - b.index);
}

/** Placeholders such as [PERSON_1] carry digits that are not figures. */
const PLACEHOLDER = /\[[A-Z][A-Z_]*_\d+\]/g;
export const stripPlaceholders = (text: string): string => text.replace(PLACEHOLDER, ' ');

/** A sentence "has a figure" when it holds a digit outside placeholders. */
export const hasFigure = (text: string): boolean => /\d/.test(stripPlaceholders(text));

const countWords = (text: string): number => (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’\-.,]*/gu) ?? []).length;

// ----- Units: headings, bullets, table rows and sentences -----

/** `field` is a label with a value ("Duration: 24 months"), `table-row` a row of a table. */
export type TUnitKind = 'heading' | 'bullet' | 'field' | 'table-row' | 'sentence';

export interface TTextUnit {
  text: string;
  folded: string;
  kind: TUnitKind;
  /** Offset of the unit's paragraph or line in the document, for document order. */
  offset: number;
}

const BULLET = /^\s*(?:[-*•▪◦–]|\(?[a-z]\)|\(?\d{1,2}[.)](?!\d))\s+/i;
const NUMBERED_HEADING = /^\s*(?:#{1,6}\s+|(?:\d{1,2}(?:\.\d{1,2})*\.?|[IVX]{1,4}\.|[A-H]\.)\s+)/;
const SENTENCE_END = /[.!?…]["”»)]?$/;
const ABBREVIATIONS = new Set([
  'prof',
  'dr',
  'e.g',
  'i.e',
  'z.b',
  'ca',
  'approx',
  'fr',
  'nr',
  'no',
  'vs',
  'etc',
  'mio',
  'bzw',
  'inkl',
  'resp',
  'art',
  'para',
  'abs',
  'chf',
  'sfr',
  'st',
  'mr',
  'mrs',
  'ms',
  'al',
  'fig',
  'cf',
  'evtl',
  'ggf',
  'u.a',
  'd.h',
  'max',
  'min',
  'mt',
  'dipl',
  'ing',
  'sc',
  'phil',
  'tel',
  'mrd',
  'jan',
  'feb',
  'aug',
  'sept',
  'oct',
  'nov',
  'dec',
  'dez',
]);

/** A short line without a sentence end, and not a label with a value, reads as a heading. */
export function isHeadingLine(line: string): boolean {
  const trimmed = line.trim();
  if (trimmed.length < 3 || trimmed.length > 90) return false;
  if (/^#{1,6}\s+/.test(trimmed)) return true;
  if (/[.;,]$/.test(trimmed) || trimmed.includes('|') || trimmed.includes('\t')) return false;
  const withoutNumber = trimmed.replace(NUMBERED_HEADING, '');
  if (BULLET.test(trimmed) && !NUMBERED_HEADING.test(trimmed)) return false;
  if (/:\s*\S/.test(withoutNumber)) return false;
  if (/\d/.test(stripPlaceholders(withoutNumber)) && !/^(?:wp|ap|work package|arbeitspaket)\s*\d/i.test(withoutNumber))
    return false;
  if (!/^[\p{Lu}\p{N}#]/u.test(trimmed)) return false;
  return countWords(withoutNumber) <= 10;
}

const isTableRow = (line: string): boolean =>
  line.includes('|') || line.includes('\t') || /\S {3,}\S.* {3,}\S/.test(line);

/** Milestone lines ("M1 (month 6): …", "Meilenstein 2: …") stand alone even without a bullet. */
export const MILESTONE_LABEL =
  /^\s*(?:[-*•▪◦–]\s*)?(?:\*\*)?(?:m|ms|milestone|meilenstein|jalon|traguardo|milestone)\s*\d{1,2}(?:\.\d)?\b/i;

const isFieldLine = (line: string): boolean =>
  /^[\p{L}][\p{L}\p{N} ()/&'’.-]{1,48}:\s*\S/u.test(line) && line.length <= 160;

function classifyLine(line: string, trimmed: string, isContinuation: boolean): TUnitKind | undefined {
  if (isTableRow(line)) return 'table-row';
  if ((BULLET.test(trimmed) && !isHeadingLine(trimmed)) || MILESTONE_LABEL.test(trimmed)) return 'bullet';
  if (isContinuation) return undefined;
  if (isFieldLine(trimmed)) return 'field';
  if (isHeadingLine(trimmed)) return 'heading';
  return undefined;
}

/** Splits prose into sentences, without breaking after abbreviations such as "Prof." or "z.B.". */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  const boundary = /[.!?…]["”»)]?\s+(?=["„“«(]?[\p{Lu}\p{N}[])/gu;
  for (const match of text.matchAll(boundary)) {
    const end = match.index + 1;
    const before = text.slice(start, end);
    const lastWord = /([\p{L}.]+)\.$/u.exec(before)?.[1]?.toLowerCase();
    if (lastWord && (ABBREVIATIONS.has(lastWord) || lastWord.length === 1)) continue;
    const sentence = text.slice(start, match.index + match[0].length).trim();
    if (sentence) sentences.push(sentence);
    start = match.index + match[0].length;
  }
  const rest = text.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences;
}

/**
 * Cuts a document into units. Extracted PDF text wraps lines inside sentences, so consecutive prose lines are
 * joined into one paragraph before sentence splitting; headings, bullets and table rows stay on their own.
 */
export function splitUnits(text: string): TTextUnit[] {
  const units: TTextUnit[] = [];
  let paragraph = '';
  let paragraphOffset = 0;
  const flush = () => {
    for (const sentence of splitSentences(paragraph)) {
      units.push({ text: sentence, folded: foldText(sentence), kind: 'sentence', offset: paragraphOffset });
    }
    paragraph = '';
  };
  let offset = 0;
  for (const rawLine of text.split('\n')) {
    const lineOffset = offset;
    offset += rawLine.length + 1;
    const line = rawLine.replace(/\s+$/, '');
    const trimmed = line.trim();
    if (!trimmed) {
      flush();
      continue;
    }
    // A line that continues an unfinished sentence is prose, however it looks ("Switzerland (source: …").
    const isContinuation = paragraph !== '' && !/[.!?:;]["”)]?$/.test(paragraph);
    const kind = classifyLine(line, trimmed, isContinuation);
    if (kind) {
      flush();
      units.push({ text: trimmed, folded: foldText(trimmed), kind, offset: lineOffset });
      continue;
    }
    if (!paragraph) paragraphOffset = lineOffset;
    paragraph = paragraph ? joinWrappedLine(paragraph, trimmed) : trimmed;
    if (SENTENCE_END.test(trimmed) && trimmed.length < 50) flush();
  }
  flush();
  return units;
}

/** Rejoins a word hyphenated across a line break ("mea-\nsurable"), otherwise joins with a space. */
const joinWrappedLine = (paragraph: string, line: string): string =>
  /\p{Ll}-$/u.test(paragraph) && /^\p{Ll}/u.test(line) ? paragraph.slice(0, -1) + line : `${paragraph} ${line}`;

/** Shortens a quote around a position so it stays readable in a report. */
export function shortenQuote(text: string, focus = 0, maxLength = 240): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= maxLength) return clean;
  const start = Math.max(0, Math.min(focus - Math.floor(maxLength / 3), clean.length - maxLength));
  const end = start + maxLength;
  return `${start > 0 ? '…' : ''}${clean.slice(start, end).trim()}${end < clean.length ? '…' : ''}`;
}

// ----- Tokens for BM25 -----

const STOPWORDS = new Set(
  (
    'a an the and or of to in on for with by at from as is are was were be been it its this that these those our we you your ' +
    'i my me what which who how can could should would will do does did not no yes if than then so into about over ' +
    'der die das und oder ein eine einer eines einem einen zu im in am an auf fur mit von vom zum zur als ist sind war ' +
    'wir ihr sie es ich mein meine unser unsere was wie wo wer kann konnen soll sollte wird werden nicht kein keine auch ' +
    'le la les un une des du de et ou en au aux pour par avec sur est sont nous vous je mon ma mes notre nos que qui quoi comment ' +
    'il lo gli una di da e o per con su sono siamo noi voi io mio mia nostro nostra che chi come cosa'
  ).split(' '),
);

const SUFFIXES = [
  'ations',
  'ation',
  'ungen',
  'ement',
  'ments',
  'ment',
  'ing',
  'ung',
  'ies',
  'ers',
  'ern',
  'ens',
  'es',
  'en',
  'er',
  'ed',
  'ly',
  's',
  'e',
  'i',
  'o',
  'a',
];

const stripSuffix = (token: string): string => {
  for (const suffix of SUFFIXES) {
    if (token.endsWith(suffix) && token.length - suffix.length >= 4) return token.slice(0, -suffix.length);
  }
  return token;
};

/**
 * A light multilingual stemmer: strips one common ending, keeping at least four letters, so that "milestones"
 * and "milestone", "Meilensteine" and "Meilenstein", "costi" and "costo" meet.
 */
export function stemToken(token: string): string {
  if (token.length <= 4 || /\d/.test(token)) return token;
  return stripSuffix(token);
}

/** Lower-cases, folds accents, drops stop words and stems. Placeholders stay one token ("person_1"). */
export function tokenize(text: string): string[] {
  const tokens = foldText(text).match(/[\p{L}\p{N}]+(?:_[\p{L}\p{N}]+)*/gu) ?? [];
  return tokens.filter((token) => !STOPWORDS.has(token) && (token.length > 1 || /\d/.test(token))).map(stemToken);
}
