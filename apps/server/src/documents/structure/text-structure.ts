/**
 * The document model read from the text alone: for plain text, for files whose format gives nothing, and for
 * files processed before the model existed. Headings are lines that look like headings: Markdown "#" lines,
 * numbered titles ("3.2 Marktanalyse"), "Label:" lines and short lines without end punctuation that stand alone
 * before body text. Tables are runs of lines split into cells by " | " (DOCX tables as extracted) or tabs (aligned
 * PDF columns); lists are runs of "- ", "•", "a)" lines.
 */
import type { TDocumentList, TTableCell, TTextRange } from '@grant-review/contract';
import { isTitleLike, readNumbering, type THeadingMark } from './headings.js';

export interface TTableDraft {
  range: TTextRange;
  rows: TTableCell[][];
  header_rows: number;
}

export interface TStructureParts {
  headings: THeadingMark[];
  paragraphs: TTextRange[];
  lists: TDocumentList[];
  tables: TTableDraft[];
}

interface TLine {
  start: number;
  end: number;
  text: string;
}

const MARKDOWN_HEADING = /^(#{1,6})[ \t]+(?=\S)/;
const LIST_MARKER = /^[ \t]*(?:[-•*–▪◦·]|\(?[a-z0-9]{1,2}[.)])[ \t]+(?=\S)/;
const LABEL_LINE = /^[\p{Lu}][^.!?;|\t]{1,58}:$/u;
const MAX_LABEL_WORDS = 6;
const MAX_STANDALONE_TITLE = 80;
const MAX_STANDALONE_WORDS = 10;
const CELL_SEPARATORS = [' | ', '\t'] as const;

function splitLines(content: string): TLine[] {
  const lines: TLine[] = [];
  let start = 0;
  while (start <= content.length) {
    const newline = content.indexOf('\n', start);
    const end = newline === -1 ? content.length : newline;
    lines.push({ start, end, text: content.slice(start, end) });
    if (newline === -1) break;
    start = newline + 1;
  }
  return lines;
}

const isBlank = (line: TLine | undefined) => line === undefined || line.text.trim().length === 0;

/** Cells of a table row line, or null when the line is not one. Offsets index the whole text. */
export function splitCells(line: TLine, separator: string): TTableCell[] | null {
  if (!line.text.includes(separator)) return null;
  const cells: TTableCell[] = [];
  let cellStart = 0;
  for (;;) {
    const next = line.text.indexOf(separator, cellStart);
    const cellEnd = next === -1 ? line.text.length : next;
    const raw = line.text.slice(cellStart, cellEnd);
    const leading = raw.length - raw.trimStart().length;
    const text = raw.trim();
    const start = line.start + cellStart + (text.length === 0 ? 0 : leading);
    cells.push({ text, start, end: start + text.length });
    if (next === -1) break;
    cellStart = next + separator.length;
  }
  return cells.filter((cell) => cell.text.length > 0).length >= 2 ? cells : null;
}

const NUMERIC_CELL = /^[\s\p{Sc}A-Z]{0,4}[-+–]?[\d'’ .,]*\d[\d'’ .,]*\s*(?:%|[kKmM]|Mio\.?|CHF|EUR|€)?$/u;

/** The first row is a header when it has no figures and a later row has some. */
export function guessHeaderRows(rows: readonly TTableCell[][]): number {
  if (rows.length < 2) return 0;
  const hasFigure = (row: readonly TTableCell[]) => row.some((cell) => NUMERIC_CELL.test(cell.text));
  const [first, ...rest] = rows;
  return first && !hasFigure(first) && rest.some(hasFigure) ? 1 : 0;
}

function findTables(lines: readonly TLine[], taken: Uint8Array): TTableDraft[] {
  const tables: TTableDraft[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index];
    const separator = line && CELL_SEPARATORS.find((candidate) => splitCells(line, candidate));
    if (!line || !separator) {
      index++;
      continue;
    }
    const rows: TTableCell[][] = [];
    let last = index;
    for (let next = index; next < lines.length; next++) {
      const candidate = lines[next];
      const cells = candidate ? splitCells(candidate, separator) : null;
      // Aligned PDF columns must agree on their number; DOCX rows may differ where cells are merged.
      if (!cells || (separator === '\t' && rows[0] && rows[0].length !== cells.length)) break;
      rows.push(cells);
      last = next;
    }
    const first = lines[index];
    const end = lines[last];
    if (rows.length >= 2 && first && end) {
      taken.fill(1, index, last + 1);
      tables.push({ range: { start: first.start, end: end.end }, rows, header_rows: guessHeaderRows(rows) });
    }
    index = last + 1;
  }
  return tables;
}

/** "1. Introduction" is a heading, not the first item of a numbered list. */
function isNumberedTitle(text: string): boolean {
  const numbering = readNumbering(text);
  return numbering !== null && isTitleLike(text.slice(numbering.length));
}

function findLists(lines: readonly TLine[], taken: Uint8Array): TDocumentList[] {
  const lists: TDocumentList[] = [];
  let current: TDocumentList | null = null;
  lines.forEach((line, index) => {
    const marker = taken[index] || isNumberedTitle(line.text) ? null : LIST_MARKER.exec(line.text);
    if (!marker) {
      current = null;
      return;
    }
    taken[index] = 1;
    const item = { start: line.start + marker[0].length, end: line.end };
    if (current) {
      current.items.push(item);
      current.range.end = line.end;
    } else {
      current = {
        range: { start: line.start + (marker[0].length - marker[0].trimStart().length), end: line.end },
        items: [item],
      };
      lists.push(current);
    }
  });
  return lists;
}

/** A block that reads as body text: long enough, or ending a sentence. */
function isBodyBlock(lines: readonly TLine[], from: number): boolean {
  let length = 0;
  for (let index = from; index < lines.length; index++) {
    const line = lines[index];
    if (isBlank(line) || !line) break;
    length += line.text.length;
    if (length >= 60 || /[.!?:;]$/.test(line.text.trimEnd())) return true;
  }
  return false;
}

interface TCandidate {
  line: TLine;
  textStart: number;
  numbering: string | null;
  /** Depth from numbering or "#"; null for unnumbered titles. */
  depth: number | null;
}

function headingCandidate(
  lines: readonly TLine[],
  index: number,
  taken: Uint8Array,
  forced: ReadonlySet<number>,
): TCandidate | null {
  const line = lines[index];
  if (!line) return null;
  const text = line.text;
  const markdown = MARKDOWN_HEADING.exec(text);
  if (markdown?.[1]) {
    const rest = text.slice(markdown[0].length);
    const numbering = readNumbering(rest);
    return {
      line,
      textStart: line.start + markdown[0].length + (numbering?.length ?? 0),
      numbering: numbering?.numbering ?? null,
      depth: markdown[1].length,
    };
  }
  const numbering = readNumbering(text);
  if (numbering) {
    const title = text.slice(numbering.length);
    if (!isTitleLike(title)) return null;
    return { line, textStart: line.start + numbering.length, numbering: numbering.numbering, depth: numbering.depth };
  }
  const isStandalone = isBlank(lines[index - 1]) && isBlank(lines[index + 1]);
  const isTitle = isTitleLike(text, MAX_STANDALONE_TITLE) && text.trim().split(/\s+/).length <= MAX_STANDALONE_WORDS;
  const isLabel = LABEL_LINE.test(text.trim()) && text.trim().split(/\s+/).length <= MAX_LABEL_WORDS;
  if (!(isTitle || isLabel) || LIST_MARKER.test(text)) return null;
  const leading = text.length - text.trimStart().length;
  if (forced.has(line.start)) return { line, textStart: line.start + leading, numbering: null, depth: null };
  if (!isStandalone && !isLabel) return null;
  // Body text must follow (not another short line: an address, a signature), or a table or list.
  let next = index + 1;
  while (next < lines.length && isBlank(lines[next])) next++;
  if (next >= lines.length || !(taken[next] || isBodyBlock(lines, next))) return null;
  return { line, textStart: line.start + leading, numbering: null, depth: null };
}

/**
 * Levels: numbered and "#" headings by their depth; unnumbered ones one below the numbered heading before them
 * (a title above "1 Introduction", or a heading inside section 3), level 1 when nothing is numbered.
 */
function levelHeadings(candidates: readonly TCandidate[]): THeadingMark[] {
  let lastDepth = 0;
  return candidates.map((candidate) => {
    const level = candidate.depth ?? Math.min(lastDepth + 1, 6);
    if (candidate.depth !== null) lastDepth = candidate.depth;
    return {
      start: candidate.line.start + (candidate.line.text.length - candidate.line.text.trimStart().length),
      end: candidate.line.start + candidate.line.text.trimEnd().length,
      textStart: candidate.textStart,
      numbering: candidate.numbering,
      level,
    };
  });
}

export interface TTextStructureOptions {
  /** Line starts the format marks as headings (bold paragraphs of a DOCX): no need to stand before body text. */
  forcedHeadingStarts?: ReadonlySet<number>;
}

export function readTextStructure(content: string, options: TTextStructureOptions = {}): TStructureParts {
  const lines = splitLines(content);
  // Lines already read as table rows or list items are not headings or paragraphs.
  const taken = new Uint8Array(lines.length);
  const tables = findTables(lines, taken);
  const lists = findLists(lines, taken);
  const forced = options.forcedHeadingStarts ?? new Set<number>();
  const candidates: TCandidate[] = [];
  const paragraphs: TTextRange[] = [];
  let paragraph: TTextRange | null = null;
  lines.forEach((line, index) => {
    const candidate = taken[index] || isBlank(line) ? null : headingCandidate(lines, index, taken, forced);
    if (candidate) candidates.push(candidate);
    if (taken[index] || candidate || isBlank(line)) {
      paragraph = null;
      return;
    }
    if (paragraph) paragraph.end = line.end;
    else {
      paragraph = { start: line.start, end: line.end };
      paragraphs.push(paragraph);
    }
  });
  return { headings: levelHeadings(candidates), paragraphs, lists, tables };
}
