/**
 * From Tesseract's blocks to the page's text: the words it is sure enough of, in reading order. Pure, so the rules are
 * tested with hand-made words and boxes.
 * - Noise (speckles, stamps, rules) comes out as unsure runs of punctuation and is left out.
 * - Columns of prose that Tesseract ran together line by line are read one after the other; a label and its value on
 *   one row stay together.
 * - A table cell that wrapped onto a line of its own is put back into its row.
 * - Lines of prose that wrapped are joined with a space, so a name or a phone number broken across two lines is one
 *   again for the masking; lines that ended by themselves (an address, a list) keep their line break.
 * - An e-mail address that OCR split after a dot is joined again.
 */
import type { TOcrPageResult } from './ocr-engine.js';

/** Words read with less confidence than this are noise (speckles, stamps, signatures) unless they are real words. */
const MIN_WORD_CONFIDENCE = 40;

interface TBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
interface TWordLike {
  text: string;
  confidence: number;
  bbox?: TBox;
}
interface TLineLike {
  words: TWordLike[];
}
interface TParagraphLike {
  lines: TLineLike[];
}
interface TBlockLike {
  paragraphs: TParagraphLike[];
}

const alphanumerics = (text: string): number => text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;

/**
 * Keeps the words Tesseract is reasonably sure of, and the unsure ones that still look like words (mostly letters or
 * digits): speckles and pen strokes come out as unsure runs of punctuation.
 */
function isKeptWord(word: TWordLike): boolean {
  if (word.confidence >= MIN_WORD_CONFIDENCE) return true;
  const letters = alphanumerics(word.text);
  return letters >= 2 && letters >= word.text.length * 0.6;
}

interface TKeptLine {
  words: TWordLike[];
  /** Which paragraph of Tesseract's the line was in. */
  paragraph: number;
}

/** A gap between two words wider than this many line heights is a gutter between columns, not a space. */
const GUTTER_LINE_HEIGHTS = 2.5;
/** Columns are read one after the other only from this many lines on, and when they hold prose (words per line). */
const MIN_COLUMN_LINES = 3;
const MIN_PROSE_WORDS = 4;

/** A line's words split where the gap between two is wide enough to be a gutter (columns, table cells). */
function cellsOf(words: readonly TWordLike[]): TWordLike[][] {
  const boxes = words.map((word) => word.bbox).filter((box): box is TBox => box !== undefined);
  if (boxes.length < 2 || boxes.length !== words.length) return [words.slice()];
  const heights = boxes.map((box) => box.y1 - box.y0).sort((a, b) => a - b);
  const minGap = GUTTER_LINE_HEIGHTS * (heights[Math.floor(heights.length / 2)] ?? 0);
  const cells: TWordLike[][] = [[words[0]!]];
  for (let index = 1; index < words.length; index++) {
    if (boxes[index]!.x0 - boxes[index - 1]!.x1 >= minGap) cells.push([]);
    cells.at(-1)!.push(words[index]!);
  }
  return cells;
}

/** The widest gap between a line's words, when it is wide enough to be a gutter: where it starts and ends. */
function gutterOf(words: readonly TWordLike[]): { from: number; to: number } | undefined {
  const cells = cellsOf(words);
  let widest: { from: number; to: number } | undefined;
  for (let index = 1; index < cells.length; index++) {
    const from = cells[index - 1]!.at(-1)!.bbox!.x1;
    const to = cells[index]![0]!.bbox!.x0;
    if (!widest || to - from > widest.to - widest.from) widest = { from, to };
  }
  return widest;
}

/** The most white space between a table row and the next line of one of its cells, in line heights. */
const WRAPPED_CELL_GAP_LINE_HEIGHTS = 1.2;

const left = (words: readonly TWordLike[]) => words[0]?.bbox?.x0 ?? 0;
const right = (words: readonly TWordLike[]) => words.at(-1)?.bbox?.x1 ?? 0;

/**
 * Puts table cells that wrapped back into their rows: a line without gutters that starts where a cell of the row
 * above starts and ends before the next cell does ("Reisen und | 9'600 …" then "Konferenzen") joins that cell.
 */
function joinWrappedCells(lines: readonly TKeptLine[]): TKeptLine[] {
  const joined: TKeptLine[] = [];
  let row: { line: TKeptLine; cells: TWordLike[][] } | undefined;
  for (const line of lines) {
    const cells = cellsOf(line.words);
    if (cells.length >= 2) {
      row = { line, cells };
      joined.push(line);
      continue;
    }
    const height = line.words[0]?.bbox ? line.words[0].bbox.y1 - line.words[0].bbox.y0 : 0;
    const top = Math.min(...line.words.map((word) => word.bbox?.y0 ?? Infinity));
    const rowBottom = Math.max(...(row?.line.words ?? []).map((word) => word.bbox?.y1 ?? -Infinity));
    // Right under the row, as the next line of a cell is; a paragraph after the table starts further down.
    const isUnderRow = top - rowBottom <= WRAPPED_CELL_GAP_LINE_HEIGHTS * height;
    const cell = row?.cells.findIndex(
      (candidate, index) =>
        Math.abs(left(candidate) - left(line.words)) <= height &&
        right(line.words) < (row?.cells[index + 1] ? left(row.cells[index + 1]!) : Infinity),
    );
    if (row && isUnderRow && cell !== undefined && cell >= 0 && line.words.every((word) => word.bbox)) {
      row.cells[cell]!.push(...line.words);
      row.line.words = row.cells.flat();
      continue;
    }
    row = undefined;
    joined.push(line);
  }
  return joined;
}

type TLineGroup = { lines: TKeptLine[] } | { columns: [TWordLike[][], TWordLike[][]] };

/**
 * Tesseract sometimes reads two columns of prose as one, each line running across the gutter. Consecutive lines
 * that share a gutter and hold prose on its left are split there and read column by column. Lines that share a
 * gutter with a label on its left (a CV's "Geburtsdatum     07.06.1991") stay rows: the label belongs to its value.
 */
function groupColumns(lines: readonly TKeptLine[]): TLineGroup[] {
  const groups: TLineGroup[] = [];
  let index = 0;
  while (index < lines.length) {
    let gutter = gutterOf(lines[index]!.words);
    let end = index + 1;
    while (gutter && end < lines.length) {
      const next = gutterOf(lines[end]!.words);
      if (!next || next.from >= gutter.to || next.to <= gutter.from) break;
      gutter = { from: Math.max(gutter.from, next.from), to: Math.min(gutter.to, next.to) };
      end++;
    }
    const run = lines.slice(index, end);
    const split = gutter && run.length >= MIN_COLUMN_LINES ? splitAt(run, gutter) : undefined;
    const isProse =
      split !== undefined &&
      split[0].reduce((sum, words) => sum + words.length, 0) / split[0].length >= MIN_PROSE_WORDS;
    if (split && isProse) {
      groups.push({ columns: split });
      index = end;
    } else {
      const last = groups.at(-1);
      if (last && 'lines' in last) last.lines.push(lines[index]!);
      else groups.push({ lines: [lines[index]!] });
      index++;
    }
  }
  return groups;
}

function splitAt(run: readonly TKeptLine[], gutter: { from: number; to: number }): [TWordLike[][], TWordLike[][]] {
  const middle = (gutter.from + gutter.to) / 2;
  const left: TWordLike[][] = [];
  const right: TWordLike[][] = [];
  for (const { words } of run) {
    left.push(words.filter((word) => (word.bbox?.x1 ?? 0) <= middle));
    right.push(words.filter((word) => (word.bbox?.x1 ?? 0) > middle));
  }
  return [left.filter((words) => words.length > 0), right.filter((words) => words.length > 0)];
}

/** Two lines side by side are on one row when they overlap by this share of the lower one's height. */
const SAME_ROW_OVERLAP = 0.5;
/** A block is zipped into another when this share of its lines (and at least two) sit on rows of the other. */
const MIN_ZIPPED_SHARE = 0.3;

const top = (words: readonly TWordLike[]) => Math.min(...words.map((word) => word.bbox?.y0 ?? Infinity));
const bottom = (words: readonly TWordLike[]) => Math.max(...words.map((word) => word.bbox?.y1 ?? -Infinity));

function isSameRow(a: readonly TWordLike[], b: readonly TWordLike[]): boolean {
  const overlap = Math.min(bottom(a), bottom(b)) - Math.max(top(a), top(b));
  const height = Math.min(bottom(a) - top(a), bottom(b) - top(b));
  return height > 0 && overlap >= SAME_ROW_OVERLAP * height && (right(a) < left(b) || right(b) < left(a));
}

/**
 * Tesseract sometimes cuts a table into column blocks and reads them one after the other: a CV's labels
 * ("Geburtsdatum", "Adresse") in one block, their values in the next, far apart in the text. A block whose lines
 * sit on the rows of an earlier block is zipped into it: lines on one row become one line (left to right), its other
 * lines go in by height. Blocks whose lines do not line up (columns with their own line spacing, a box beside the
 * text) stay as Tesseract read them.
 */
function zipSideBySideBlocks(blocks: readonly TKeptLine[][]): TKeptLine[][] {
  const zipped: TKeptLine[][] = [];
  for (const block of blocks) {
    if (!block.every((line) => line.words.every((word) => word.bbox))) {
      zipped.push(block);
      continue;
    }
    const target = zipped.find((earlier) => {
      const onRows = block.filter((line) => earlier.some((other) => isSameRow(line.words, other.words))).length;
      return onRows >= 2 && onRows >= MIN_ZIPPED_SHARE * block.length;
    });
    if (!target) {
      zipped.push(block.map((line) => ({ ...line, words: [...line.words] })));
      continue;
    }
    for (const line of block) {
      const row = target.find((other) => isSameRow(line.words, other.words));
      if (row) row.words = [...row.words, ...line.words].sort((a, b) => (a.bbox?.x0 ?? 0) - (b.bbox?.x0 ?? 0));
      else target.push(line);
    }
    target.sort((a, b) => top(a.words) - top(b.words));
  }
  return zipped;
}

/** A line's words joined by spaces; table cells (words apart by a gutter) by a tab, as digital PDFs' rows are. */
const lineText = (words: readonly TWordLike[]): string =>
  cellsOf(words)
    .map((cell) => cell.map((word) => word.text).join(' '))
    .join('\t');

/** How far short of the longest line a wrapped line may end, in spaces (ragged text ends anywhere near the edge). */
const WRAP_TOLERANCE_SPACES = 6;

/**
 * Where the lines of a block of prose wrap: the right edge of its text. An address block or a list of short items,
 * whose lines end where their content ends (few words a line), has none.
 */
function wrapEdge(lines: readonly (readonly TWordLike[])[]): number | undefined {
  const rights = lines.map((words) => words.at(-1)?.bbox?.x1).filter((x): x is number => x !== undefined);
  if (lines.length < 2 || rights.length !== lines.length) return undefined;
  const wordsPerLine = lines.reduce((sum, words) => sum + words.length, 0) / lines.length;
  return wordsPerLine >= MIN_PROSE_WORDS ? Math.max(...rights) : undefined;
}

/**
 * Joins a paragraph's lines: with a space where a line wrapped because the next word did not fit (a name or a phone
 * number broken across two lines is one again, for the masking), with a line break where the line ended by itself,
 * with a hyphen (rejoined with the rest of the text's hyphenation, see normalize-text.ts), or is a row of table cells
 * (a gap wider than a space between its words).
 */
function joinLines(lines: readonly (readonly TWordLike[])[], edge: number | undefined): string {
  let text = '';
  lines.forEach((words, index) => {
    text += lineText(words);
    const next = lines[index + 1]?.[0];
    if (!next) return;
    const last = words.at(-1);
    const end = last?.bbox?.x1;
    const nextWidth = next.bbox ? next.bbox.x1 - next.bbox.x0 : undefined;
    const space = last?.bbox ? (last.bbox.y1 - last.bbox.y0) * 0.3 : 0;
    // The edge is where the longest line ends; ragged lines end short of it, so a few spaces' slack.
    const isWrapped =
      edge !== undefined &&
      end !== undefined &&
      nextWidth !== undefined &&
      end + space + nextWidth > edge - WRAP_TOLERANCE_SPACES * space &&
      gutterOf(words) === undefined &&
      !/[-‐‑]$/u.test(last?.text ?? '');
    text += isWrapped ? ' ' : '\n';
  });
  return text;
}

/** Top-level domains of the addresses applicants write (Swiss, neighbouring, generic). */
const TOP_LEVEL_DOMAINS = 'ch|li|de|at|fr|it|eu|com|org|net|edu|info|swiss|io|uk|us|be|nl|es';
const SPACED_DOMAIN = new RegExp(
  `(@[\\p{L}\\p{N}-]+(?:\\.[\\p{L}\\p{N}-]+)*)\\. (?=(?:${TOP_LEVEL_DOMAINS})\\b)`,
  'gu',
);
const SPACED_LOCAL_PART = /(?<=^|\s)([a-z0-9_%+-]+(?:\.[a-z0-9_%+-]+)*)\. (?=[a-z0-9._%+-]+@)/gu;

/**
 * At low resolution Tesseract reads the dot in an e-mail address as the end of a sentence and puts a space after it
 * ("reto. baumgartner@hslu. ch"): such an address is joined again, where the part after the dot is a top-level domain
 * or the part before the `@` is lowercase, as addresses are written (a sentence that ends after an address, "… at
 * anna@firma.ch. It …", is left alone).
 */
export function repairEmailSpacing(text: string): string {
  if (!text.includes('@')) return text;
  return text.replace(SPACED_LOCAL_PART, '$1.').replace(SPACED_DOMAIN, '$1.');
}

/**
 * Paragraphs and lines from Tesseract's blocks, with the noise left out and columns of prose read one after the
 * other, and the kept words' confidence.
 */
export function textFromBlocks(blocks: readonly TBlockLike[]): TOcrPageResult {
  const paragraphs: string[] = [];
  let weightedConfidence = 0;
  let characters = 0;
  let paragraphNumber = 0;
  const keptBlocks: TKeptLine[][] = [];
  for (const block of blocks) {
    const kept: TKeptLine[] = [];
    for (const paragraph of block.paragraphs) {
      paragraphNumber++;
      for (const line of paragraph.lines) {
        const words = line.words.filter(isKeptWord);
        // A line of only punctuation ("|", "—", "..") is a rule or a smudge.
        if (!words.some((word) => alphanumerics(word.text) > 0)) continue;
        for (const word of words) {
          const weight = Math.max(1, alphanumerics(word.text));
          weightedConfidence += word.confidence * weight;
          characters += weight;
        }
        kept.push({ words, paragraph: paragraphNumber });
      }
    }
    if (kept.length > 0) keptBlocks.push(kept);
  }
  for (const kept of zipSideBySideBlocks(keptBlocks)) {
    const lines = joinWrappedCells(kept);
    const edge = wrapEdge(lines.map((line) => line.words));
    for (const group of groupColumns(lines)) {
      if ('columns' in group) {
        for (const column of group.columns) paragraphs.push(joinLines(column, wrapEdge(column)));
        continue;
      }
      let current: TWordLike[][] = [];
      let currentParagraph = group.lines[0]?.paragraph;
      for (const line of group.lines) {
        if (line.paragraph !== currentParagraph && current.length > 0) {
          paragraphs.push(joinLines(current, edge));
          current = [];
        }
        currentParagraph = line.paragraph;
        current.push(line.words);
      }
      if (current.length > 0) paragraphs.push(joinLines(current, edge));
    }
  }
  return {
    text: repairEmailSpacing(paragraphs.join('\n\n')),
    confidence: characters === 0 ? 0 : weightedConfidence / characters,
    characters,
  };
}
