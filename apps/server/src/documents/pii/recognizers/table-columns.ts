/*
 * Tables flattened by text extraction keep their header line above the rows: "Nome<TAB>Data di nascita<TAB>Luogo di
 * nascita", then one line per person. The cells of a column whose header names a birth date or a place of origin are
 * personal data, although no cue stands beside them on their own line. Cells are separated by tabs or by two or more
 * spaces; a row belongs to the column when it has as many cells as the header, or, in a table aligned with spaces,
 * when one of its cells starts where the header cell starts.
 */

export interface TCell {
  value: string;
  start: number;
  end: number;
  /** Offset of the cell from the start of its line. */
  column: number;
}

const CELL_SEPARATOR = /\t+|[ ]{2,}|[ ]?\|[ ]?/gu;
// Rows of a table are at most this many lines below their header.
const MAX_ROWS = 40;
// Cells of one column, aligned with spaces, may start this many characters apart.
const ALIGNMENT_SLACK = 3;

/** The non-empty cells of one line, with their offsets into the text. */
export function splitCells(line: string, lineStart: number): TCell[] {
  const cells: TCell[] = [];
  let from = 0;
  const push = (to: number): void => {
    const raw = line.slice(from, to);
    const value = raw.trim();
    // Quote marks of a pasted e-mail and bullets are no cells.
    if (value && !/^[>•*–-]+$/u.test(value)) {
      const offset = from + raw.indexOf(value);
      cells.push({ value, start: lineStart + offset, end: lineStart + offset + value.length, column: offset });
    }
  };
  for (const separator of line.matchAll(CELL_SEPARATOR)) {
    push(separator.index);
    from = separator.index + separator[0].length;
  }
  push(line.length);
  return cells;
}

export interface TRowCells {
  /** What follows `from` in the cell it stands in (empty when a separator comes right after it). */
  rest: string;
  /** The next cells, as written up to trailing spaces, with their offsets into the text. */
  cells: { value: string; start: number }[];
}

/** How far along its line `cellsAfter` reads: a form row of a few people, not a whole flattened page. */
const ROW_WINDOW = 1_000;

/**
 * The cells after `from` on its line, split at `separator` (a global pattern): a form that lists people side by side
 * puts a label, then one cell per person ("Date de naissance<TAB>14.02.1983<TAB>30.09.1977"). At most `max` cells.
 */
export function cellsAfter(text: string, from: number, separator: RegExp, max: number): TRowCells {
  const lineEnd = text.indexOf('\n', from);
  const line = text.slice(from, Math.min(lineEnd < 0 ? text.length : lineEnd, from + ROW_WINDOW));
  const segments: { value: string; start: number }[] = [];
  let segmentStart = 0;
  for (const match of line.matchAll(separator)) {
    segments.push({ value: line.slice(segmentStart, match.index), start: from + segmentStart });
    segmentStart = match.index + match[0].length;
    if (segments.length > max) break;
  }
  if (segments.length <= max) segments.push({ value: line.slice(segmentStart), start: from + segmentStart });
  const [rest, ...cells] = segments;
  return {
    rest: rest?.value ?? '',
    cells: cells.slice(0, max).map((cell) => ({ value: cell.value.replace(/[ ]+$/u, ''), start: cell.start })),
  };
}

export interface TColumnCell extends TCell {
  /** The header cell above it. */
  header: TCell;
}

interface TLine {
  text: string;
  start: number;
}

function linesOf(text: string): TLine[] {
  const lines: TLine[] = [];
  let start = 0;
  for (const line of text.split('\n')) {
    lines.push({ text: line, start });
    start += line.length + 1;
  }
  return lines;
}

function cellBelow(header: readonly TCell[], index: number, row: readonly TCell[], line: string): TCell | undefined {
  if (row.length === header.length) return row[index];
  const headerCell = header[index];
  if (!headerCell || line.includes('\t')) return undefined;
  return row.find((cell) => Math.abs(cell.column - headerCell.column) <= ALIGNMENT_SLACK);
}

/**
 * The cells below every header cell that `isHeader` accepts, down to the first blank line or line that is no row
 * (fewer than two cells). `isHeader` receives the header cell's text.
 */
export function findColumnCells(text: string, isHeader: (cell: string) => boolean): TColumnCell[] {
  if (!/\t|[ ]{2}/u.test(text)) return [];
  const lines = linesOf(text);
  const found: TColumnCell[] = [];
  lines.forEach((line, lineIndex) => {
    if (!line.text.includes('\t') && !line.text.includes('  ') && !line.text.includes('|')) return;
    // A header line holds labels only; "Heimatort<TAB>Sarnen" is a label and its value, and the first column of a
    // table of people is their name.
    if (/\d/u.test(line.text)) return;
    const header = splitCells(line.text, line.start);
    if (header.length < 2) return;
    // "Geburtsort:" with its colon labels the value beside it, as forms do; a column header has none.
    const isColumnHeader = (cell: TCell, index: number): boolean =>
      index > 0 && !cell.value.endsWith(':') && isHeader(cell.value);
    const columns = header.flatMap((cell, index) => (isColumnHeader(cell, index) ? [index] : []));
    if (!columns.length) return;
    for (const below of lines.slice(lineIndex + 1, lineIndex + 1 + MAX_ROWS)) {
      if (/^[\s|:-]*$/u.test(below.text)) {
        // A ruler line ("|---|---|") belongs to the table; a blank line ends it.
        if (below.text.trim()) continue;
        break;
      }
      const row = splitCells(below.text, below.start);
      if (row.length < 2) break;
      for (const index of columns) {
        const cell = cellBelow(header, index, row, below.text);
        const headerCell = header[index];
        if (cell && headerCell) found.push({ ...cell, header: headerCell });
      }
    }
  });
  return found;
}
