/**
 * Turns pdf.js text items of one page into lines and paragraphs. Pure (no pdf.js import), so the
 * heuristics are unit-tested with hand-made items.
 *
 * Reading order is the content-stream order pdf.js reports. Typesetters (LaTeX, Word, InDesign,
 * browsers) write a multi-column page column by column, so keeping that order keeps columns apart;
 * sorting by position would interleave them line by line. Positions are used only to decide where a
 * line or paragraph ends:
 * - a new line starts when an item sits on a different baseline (more than half a font size away),
 *   changes writing direction, or jumps back to the left on the same baseline. pdf.js's `hasEOL` is
 *   not trusted on its own: it also fires around superscripts ("Name∗, Name") inside one line;
 * - a new paragraph starts when the gap to the previous line is clearly larger than the page's usual
 *   line spacing, the font size changes (headings), the text moves up or sideways past the previous
 *   line (next column, side box), or the line is indented after a line that ended a sentence or
 *   stopped short of the column's right edge (LaTeX-style paragraphs without extra spacing).
 * If a PDF writes two columns row by row instead, each visual row stays one line with the columns
 * separated by a tab: not ideal, but nothing is lost or mixed within a line.
 */

export interface TPdfTextItem {
  str: string;
  /** pdf.js text matrix [a, b, c, d, e, f]: (a, b) is the writing direction scaled by the font size. */
  transform: readonly number[];
  width: number;
  height: number;
  hasEOL?: boolean;
  dir?: string;
  /** pdf.js's name of the item's font (one per face: bold and regular differ). */
  fontName?: string;
}

/** A laid-out line with what the document model reads from it (see structure-hints.ts). */
export interface TLaidOutLine {
  text: string;
  size: number;
  font: string | null;
  isMixedFont: boolean;
  isParagraphStart: boolean;
  /** Where the line starts in the page's text. */
  offset: number;
}

interface TLine {
  parts: string[];
  /** Baseline position across the writing direction (page y for ordinary text). */
  perpendicular: number;
  /** Extent along the writing direction (page x for ordinary text). */
  start: number;
  end: number;
  lastStart: number;
  lastEnd: number;
  size: number;
  cos: number;
  sin: number;
  isRightToLeft: boolean;
  hasPendingSpace: boolean;
  font: string | null;
  isMixedFont: boolean;
}

interface TPlacedItem {
  str: string;
  perpendicular: number;
  along: number;
  width: number;
  size: number;
  cos: number;
  sin: number;
  isRightToLeft: boolean;
  font: string | null;
}

// Word spaces are about a quarter to a third of the font size; kerning gaps stay well below.
const SPACE_GAP_RATIO = 0.18;
// Gaps wider than this are layout (table cells, tab stops, side-by-side blocks), not a word space.
const TAB_GAP_RATIO = 2;
const SAME_BASELINE_RATIO = 0.5;
const PARAGRAPH_GAP_FACTOR = 1.3;
const DEFAULT_LINE_SPACING_RATIO = 1.2;

function placeItem(item: TPdfTextItem): TPlacedItem | null {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = item.transform;
  if (![a, b, c, d, e, f].every(Number.isFinite)) return null;
  const scale = Math.hypot(a, b);
  const cos = scale > 0 ? a / scale : 1;
  const sin = scale > 0 ? b / scale : 0;
  const size = item.height > 0 && Number.isFinite(item.height) ? item.height : Math.hypot(c, d) || scale || 1;
  return {
    str: item.str,
    perpendicular: -sin * e + cos * f,
    along: cos * e + sin * f,
    width: Number.isFinite(item.width) && item.width > 0 ? item.width : 0,
    size,
    cos,
    sin,
    isRightToLeft: item.dir === 'rtl',
    font: item.fontName ?? null,
  };
}

function startLine(item: TPlacedItem): TLine {
  return {
    parts: [item.str],
    perpendicular: item.perpendicular,
    start: item.along,
    end: item.along + item.width,
    lastStart: item.along,
    lastEnd: item.along + item.width,
    size: item.size,
    cos: item.cos,
    sin: item.sin,
    isRightToLeft: item.isRightToLeft,
    hasPendingSpace: false,
    font: item.font,
    isMixedFont: false,
  };
}

function hasSameDirection(a: { cos: number; sin: number }, b: { cos: number; sin: number }): boolean {
  return Math.abs(a.cos - b.cos) < 0.02 && Math.abs(a.sin - b.sin) < 0.02;
}

function isOnLine(line: TLine, item: TPlacedItem): boolean {
  if (!hasSameDirection(line, item)) return false;
  const tolerance = SAME_BASELINE_RATIO * Math.max(line.size, item.size);
  if (Math.abs(item.perpendicular - line.perpendicular) > tolerance) return false;
  // Going back to the left on the same baseline is overprinting or a new block, not the next word.
  const isBackwards = item.along + item.width < line.lastStart - line.size;
  return line.isRightToLeft || item.isRightToLeft || !isBackwards;
}

function appendToLine(line: TLine, item: TPlacedItem): void {
  const gap = line.isRightToLeft ? line.lastStart - (item.along + item.width) : item.along - line.lastEnd;
  const previous = line.parts.at(-1) ?? '';
  const isSpaced = /\s$/.test(previous) || /^\s/.test(item.str);
  const size = Math.max(line.size, item.size);
  if (gap > TAB_GAP_RATIO * size) line.parts.push('\t');
  else if (!isSpaced && (line.hasPendingSpace || gap > SPACE_GAP_RATIO * size)) line.parts.push(' ');
  line.parts.push(item.str);
  if (item.font !== line.font) line.isMixedFont = true;
  line.hasPendingSpace = false;
  line.lastStart = item.along;
  line.lastEnd = item.along + item.width;
  line.start = Math.min(line.start, item.along);
  line.end = Math.max(line.end, item.along + item.width);
  // Superscripts and footnote marks must not shrink the line's font size or move its baseline.
  if (item.size > line.size) {
    line.size = item.size;
    line.perpendicular = item.perpendicular;
  }
}

/** Groups a page's items into visual lines, in content-stream order. */
export function groupLines(items: readonly TPdfTextItem[]): TLine[] {
  const lines: TLine[] = [];
  let current: TLine | null = null;
  for (const raw of items) {
    if (raw.str.length === 0) continue;
    if (raw.str.trim().length === 0) {
      // pdf.js emits explicit space items (often with zero height): remember them, place nothing.
      if (current) current.hasPendingSpace = true;
      continue;
    }
    const item = placeItem(raw);
    if (!item) continue;
    if (current && isOnLine(current, item)) {
      appendToLine(current, item);
    } else {
      current = startLine(item);
      lines.push(current);
    }
  }
  return lines;
}

function median(values: number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)];
}

/** The page's usual baseline distance as a multiple of the font size. */
function findLineSpacingRatio(lines: readonly TLine[]): number {
  const ratios: number[] = [];
  for (let index = 1; index < lines.length; index++) {
    const previous = lines[index - 1];
    const line = lines[index];
    if (!previous || !line || !hasSameDirection(previous, line)) continue;
    if (Math.abs(previous.size - line.size) > 0.1 * line.size) continue;
    const ratio = (previous.perpendicular - line.perpendicular) / line.size;
    if (ratio > 0.8 && ratio < 3) ratios.push(ratio);
  }
  return ratios.length >= 3 ? (median(ratios) ?? DEFAULT_LINE_SPACING_RATIO) : DEFAULT_LINE_SPACING_RATIO;
}

const SENTENCE_END = /[.!?:;)\]"'»”’]$/u;

/**
 * Lays out one page: lines joined by "\n", paragraphs separated by a blank line. With `laidOutLines`, each
 * line is also collected there with its font, size and place in the page's text.
 */
export function layoutPageText(items: readonly TPdfTextItem[], laidOutLines?: TLaidOutLine[]): string {
  const lines = groupLines(items);
  if (lines.length === 0) return '';
  const spacingRatio = findLineSpacingRatio(lines);
  const paragraphs: TLine[][] = [];
  let paragraph: TLine[] = [];
  // Right edge of the current column or block so far: a line stopping well short of it ended a paragraph.
  let blockRight = lines[0]?.end ?? 0;

  lines.forEach((line, index) => {
    const previous = index > 0 ? lines[index - 1] : undefined;
    if (previous) {
      const size = Math.max(previous.size, line.size);
      const drop = previous.perpendicular - line.perpendicular;
      const isNewBlock =
        !hasSameDirection(previous, line) ||
        drop < -SAME_BASELINE_RATIO * size ||
        line.start > previous.end + size ||
        line.end < previous.start - size;
      const previousText = previous.parts.join('');
      const isSizeChange = Math.abs(previous.size - line.size) > 0.2 * Math.min(previous.size, line.size);
      const isWideGap = drop > spacingRatio * PARAGRAPH_GAP_FACTOR * line.size;
      const indent = line.start - previous.start;
      // A first line indented but still running to the right edge; centred lines fail the last test.
      const isIndentedStart =
        indent > 0.6 * line.size &&
        indent < 6 * line.size &&
        line.end >= blockRight - 1.5 * line.size &&
        (SENTENCE_END.test(previousText.trimEnd()) || previous.end < blockRight - 1.5 * line.size);
      if (isNewBlock || isSizeChange || isWideGap || isIndentedStart) {
        paragraphs.push(paragraph);
        paragraph = [];
      }
      blockRight = isNewBlock ? line.end : Math.max(blockRight, line.end);
    }
    paragraph.push(line);
  });
  paragraphs.push(paragraph);
  const texts = paragraphs.filter((lines) => lines.length > 0).map((lines) => lines.map((line) => line.parts.join('')));
  if (laidOutLines) collectLines(paragraphs, texts, laidOutLines);
  return texts.map((lines) => lines.join('\n')).join('\n\n');
}

function collectLines(paragraphs: readonly TLine[][], texts: readonly string[][], into: TLaidOutLine[]): void {
  let offset = 0;
  paragraphs
    .filter((lines) => lines.length > 0)
    .forEach((lines, paragraphIndex) => {
      lines.forEach((line, index) => {
        const text = texts[paragraphIndex]?.[index] ?? '';
        into.push({
          text,
          size: line.size,
          font: line.font,
          isMixedFont: line.isMixedFont,
          isParagraphStart: index === 0,
          offset,
        });
        offset += text.length + 1;
      });
      offset += 1;
    });
}
