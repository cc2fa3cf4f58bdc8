/**
 * What a heading line looks like, shared by every format: its numbering as written ("3.2", "A.1", "IV")
 * and whether the rest reads like a title rather than a sentence.
 */

export interface THeadingMark {
  /** The heading line, numbering included. */
  start: number;
  end: number;
  /** Where the heading's own words start (after numbering or a list marker). */
  textStart: number;
  numbering: string | null;
  level: number;
}

// "3.2 Title", "3.2. Title", "3) Title", "A.1 Title", "B. Title", "IV. Title"; a tab may follow the number.
const NUMBERING =
  /^(?:(\d{1,2}(?:\.\d{1,2}){0,5})[.)]?|([A-H](?:\.\d{1,2}){1,5})\.?|([A-H])[.)]|([IVX]{1,5})[.)])[ \t]+(?=\S)/;

export interface TNumbering {
  numbering: string;
  depth: number;
  /** Length of the numbering and the space after it. */
  length: number;
}

export function readNumbering(line: string): TNumbering | null {
  const match = NUMBERING.exec(line);
  if (!match) return null;
  const numbering = match[1] ?? match[2] ?? match[3] ?? match[4] ?? '';
  const components = numbering.split('.').length;
  // A single letter or roman numeral is the first level; "A.1" is the second.
  return { numbering, depth: Math.min(components, 6), length: match[0].length };
}

const MAX_TITLE_LENGTH = 120;
const MAX_TITLE_WORDS = 14;

// A table of contents' dot leaders ("Market ........ 4"): an entry pointing at a heading, not the heading.
const DOT_LEADER = /\.{4,}|…{2,}|(?:\. ){3,}/;

/**
 * Reads like a title: short, starts with a letter, no sentence punctuation at the end, no table cells, not a line
 * of a table of contents.
 */
export function isTitleLike(title: string, maxLength = MAX_TITLE_LENGTH): boolean {
  const trimmed = title.trim();
  if (trimmed.length < 2 || trimmed.length > maxLength || DOT_LEADER.test(trimmed)) return false;
  if (!/^[\p{Lu}\p{Lt}"„«“(]/u.test(trimmed)) return false;
  if (/[.,;]$/.test(trimmed) || /\t| \| /.test(trimmed)) return false;
  return trimmed.split(/\s+/).length <= MAX_TITLE_WORDS;
}
