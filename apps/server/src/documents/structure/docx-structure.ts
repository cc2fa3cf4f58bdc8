/**
 * The document model of a DOCX from the document itself: headings from paragraph styles (styles.xml heading names
 * in several languages, outline levels, basedOn), list paragraphs (w:numPr), tables as rows and cells. When no
 * paragraph has a heading style, headings are read from the text, with wholly bold short paragraphs taken as
 * headings.
 */
import type { TDocumentList, TTableCell, TTextRange } from '@grant-review/contract';
import { normalizeText } from '../extract/normalize-text.js';
import type { TDocxHints, TDocxParagraphHint, TDocxTableHint } from '../extract/structure-hints.js';
import { isTitleLike, readNumbering, type THeadingMark } from './headings.js';
import { TextLocator } from './locate.js';
import { guessHeaderRows, readTextStructure, type TStructureParts, type TTableDraft } from './text-structure.js';

const HEADING_STYLE_NAME = /^(?:heading|überschrift|berschrift|titre|titolo|título|kop|rubrik)\s*([1-6])$/i;
// Longer "headings" are body text in a heading style (a misused template), not a heading.
const MAX_HEADING_LENGTH = 250;
const LIST_PREFIX = /^[ ]*- /;
const CELL_SEPARATOR = ' | ';

function headingLevel(hint: TDocxParagraphHint, styles: Readonly<Record<string, number>>): number | undefined {
  const byId = hint.styleId === null ? undefined : styles[hint.styleId];
  if (byId !== undefined) return byId;
  const byName = HEADING_STYLE_NAME.exec(hint.styleName?.trim() ?? '') ?? HEADING_STYLE_NAME.exec(hint.styleId ?? '');
  return byName ? Number(byName[1]) : undefined;
}

function locateTable(locator: TextLocator, hint: TDocxTableHint): TTableDraft | null {
  const rows: TTableCell[][] = [];
  let headerRows = 0;
  for (const row of hint.rows) {
    const found = locator.find(row.cells.join(CELL_SEPARATOR));
    if (!found) continue;
    let offset = found.start;
    const cells = row.cells.map((cell) => {
      const text = normalizeText(cell);
      const start = Math.min(offset, found.end);
      const end = Math.min(start + text.length, found.end);
      offset = start + text.length + CELL_SEPARATOR.length;
      return { text: found.text.slice(start - found.start, end - found.start), start, end };
    });
    if (rows.length === headerRows && row.isHeader) headerRows++;
    rows.push(cells);
  }
  const first = rows[0]?.[0];
  const last = rows.at(-1)?.at(-1);
  if (!first || !last) return null;
  return {
    range: { start: first.start, end: last.end },
    rows,
    header_rows: headerRows > 0 ? headerRows : guessHeaderRows(rows),
  };
}

interface TLocatedParagraph {
  hint: TDocxParagraphHint;
  range: TTextRange;
  /** Where the words start, after the list marker extraction wrote. */
  textStart: number;
}

/** Heading numbering Word generates (not in the text) counted per level: "2.1" for the first level-2 after the second level-1. */
class GeneratedNumbering {
  private readonly counters: number[] = [];

  next(level: number): string {
    this.counters[level - 1] = (this.counters[level - 1] ?? 0) + 1;
    this.counters.length = level;
    return Array.from(this.counters, (count) => count ?? 0).join('.');
  }
}

function readHeadings(
  content: string,
  paragraphs: readonly TLocatedParagraph[],
  styles: Readonly<Record<string, number>>,
): THeadingMark[] {
  const numbering = new GeneratedNumbering();
  const headings: THeadingMark[] = [];
  for (const { hint, range, textStart } of paragraphs) {
    const level = headingLevel(hint, styles);
    if (level === undefined || range.end - range.start > MAX_HEADING_LENGTH) continue;
    const typed = hint.listLevel === undefined ? readNumbering(content.slice(textStart, range.end)) : null;
    const generated = hint.isOrderedList ? numbering.next(level) : null;
    headings.push({
      start: range.start,
      end: range.end,
      textStart: textStart + (typed?.length ?? 0),
      numbering: typed?.numbering ?? generated,
      level,
    });
  }
  return headings;
}

export function readDocxStructure(content: string, hints: TDocxHints): TStructureParts {
  const bodyStart = hints.textBefore.trim().length > 0 ? normalizeText(hints.textBefore).length : 0;
  const locator = new TextLocator(content, bodyStart);
  const paragraphs: TLocatedParagraph[] = [];
  const tables: TTableDraft[] = [];
  const lists: TDocumentList[] = [];
  let list: TDocumentList | null = null;
  for (const hint of hints.blocks) {
    if (hint.kind === 'table') {
      list = null;
      const table = locateTable(locator, hint);
      if (table) tables.push(table);
      continue;
    }
    const found = locator.find(hint.text);
    if (!found) continue;
    const marker = hint.listLevel === undefined ? null : LIST_PREFIX.exec(found.text);
    const textStart = found.start + (marker?.[0].length ?? 0);
    paragraphs.push({ hint, range: { start: found.start, end: found.end }, textStart });
    if (!marker) {
      list = null;
      continue;
    }
    const item = { start: textStart, end: found.end };
    if (list) {
      list.items.push(item);
      list.range.end = found.end;
    } else {
      // The list starts at its first item's "- ", after the indentation.
      list = { range: { start: found.start + marker[0].indexOf('-'), end: found.end }, items: [item] };
      lists.push(list);
    }
  }
  if (paragraphs.length === 0 && tables.length === 0) return readTextStructure(content);

  let headings = readHeadings(content, paragraphs, hints.headingStyles);
  if (headings.length === 0) {
    const boldTitles = paragraphs.filter(
      ({ hint, range }) =>
        hint.isBold && hint.listLevel === undefined && isTitleLike(content.slice(range.start, range.end)),
    );
    // Table cells and list items the document itself marks are not headings, whatever their text looks like.
    const marked = [...tables.map((table) => table.range), ...lists.map((item) => item.range)];
    headings = readTextStructure(content, {
      forcedHeadingStarts: new Set(boldTitles.map(({ range }) => range.start)),
    }).headings.filter((heading) => !marked.some((range) => heading.start < range.end && range.start < heading.end));
  }
  const headingStarts = new Set(headings.map((heading) => heading.start));
  return {
    headings,
    paragraphs: paragraphs
      .filter(({ hint, range }) => hint.listLevel === undefined && !headingStarts.has(range.start))
      .map(({ range }) => range),
    lists,
    tables,
  };
}
