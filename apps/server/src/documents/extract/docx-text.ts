/**
 * Renders mammoth's document model (what its `transformDocument` option receives) as plain text.
 * mammoth's own `extractRawText` drops table structure and footnotes; walking the model keeps both:
 * - paragraphs are separated by a blank line; list items get "- " and two spaces per level, one
 *   item per line;
 * - a table row is one line, cells separated by " | " (a cell's paragraphs joined by spaces);
 * - note references become "[^1]", and the notes follow the body as "[^1]: text", numbered in the
 *   order they are first referenced (footnotes and endnotes share one sequence);
 * - checkboxes become "[x]" / "[ ]"; images and comments are left out (comments are reviewers'
 *   remarks, not the applicant's text).
 * The model is untyped in mammoth's typings, so nodes are read through guarded accessors, in place
 * (a large document's model is big; copying it would double that).
 */

import type { TDocxBlockHint, TDocxParagraphHint } from './structure-hints.js';

type TRecord = Record<string, unknown>;

function isRecord(value: unknown): value is TRecord {
  return typeof value === 'object' && value !== null;
}

function readType(node: unknown): string | undefined {
  return isRecord(node) && typeof node.type === 'string' ? node.type : undefined;
}

function readChildren(node: unknown): readonly unknown[] {
  return isRecord(node) && Array.isArray(node.children) ? (node.children as unknown[]) : [];
}

function readString(node: unknown, key: string): string | undefined {
  if (!isRecord(node)) return undefined;
  const value = node[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/** List level (0-based) of a numbered or bulleted paragraph; undefined for ordinary paragraphs. */
function readListLevel(paragraph: unknown): number | undefined {
  if (!isRecord(paragraph) || !isRecord(paragraph.numbering)) return undefined;
  const level = Number(paragraph.numbering.level);
  return Number.isFinite(level) && level >= 0 ? level : 0;
}

/** True when every run with text in the paragraph is bold (and there is one). */
function isAllBold(node: unknown): boolean {
  let hasBold = false;
  const visit = (current: unknown): boolean => {
    for (const child of readChildren(current)) {
      if (readType(child) === 'run') {
        const hasText = readChildren(child).some((part) => (readString(part, 'value') ?? '').trim().length > 0);
        if (!hasText) continue;
        if (!isRecord(child) || child.isBold !== true) return false;
        hasBold = true;
      } else if (!visit(child)) {
        return false;
      }
    }
    return true;
  };
  return visit(node) && hasBold;
}

function readOrderedList(paragraph: unknown): boolean {
  return isRecord(paragraph) && isRecord(paragraph.numbering) && paragraph.numbering.isOrdered === true;
}

function flattenToLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}

class DocxTextRenderer {
  private readonly noteNumbers = new Map<string, number>();
  private readonly noteTexts: string[] = [];

  constructor(
    private readonly notes: unknown,
    /** Collects the body's top-level blocks for the document model, when given. */
    private readonly hints?: TDocxBlockHint[],
  ) {}

  renderDocument(document: unknown): string {
    const body = this.renderBlocks(readChildren(document), true);
    // Notes can reference further notes; noteTexts grows while it is being rendered.
    return [...body, ...this.noteTexts].join('\n\n');
  }

  private renderBlocks(nodes: readonly unknown[], isBody = false): string[] {
    const hints = isBody ? this.hints : undefined;
    const blocks: string[] = [];
    let isInList = false;
    for (const node of nodes) {
      const type = readType(node);
      if (type === 'paragraph') {
        const text = this.renderInline(readChildren(node));
        if (text.trim().length === 0) continue;
        const level = readListLevel(node);
        if (hints) hints.push(this.paragraphHint(node, text, level));
        if (level === undefined) {
          blocks.push(text);
          isInList = false;
          continue;
        }
        // Items of one list stay on consecutive lines instead of separate paragraphs.
        const item = `${'  '.repeat(Math.min(level, 8))}- ${text}`;
        const last = blocks.length - 1;
        if (isInList && last >= 0) blocks[last] = `${blocks[last]}\n${item}`;
        else blocks.push(item);
        isInList = true;
        continue;
      }
      isInList = false;
      if (type === 'table') {
        const rows = this.renderTableRows(node);
        if (rows.length > 0) blocks.push(rows.map((row) => row.cells.join(' | ')).join('\n'));
        if (hints && rows.length > 0) hints.push({ kind: 'table', rows });
      } else {
        // Unknown containers (e.g. from future mammoth versions): keep their content.
        blocks.push(...this.renderBlocks(readChildren(node), isBody));
      }
    }
    return blocks;
  }

  private paragraphHint(paragraph: unknown, text: string, listLevel: number | undefined): TDocxParagraphHint {
    const hint: TDocxParagraphHint = {
      kind: 'paragraph',
      text: listLevel === undefined ? text : `${'  '.repeat(Math.min(listLevel, 8))}- ${text}`,
      styleId: readString(paragraph, 'styleId') ?? null,
      styleName: readString(paragraph, 'styleName') ?? null,
      isBold: isAllBold(paragraph),
    };
    if (listLevel !== undefined) {
      hint.listLevel = listLevel;
      hint.isOrderedList = readOrderedList(paragraph);
    }
    return hint;
  }

  private renderTableRows(table: unknown): { cells: string[]; isHeader: boolean }[] {
    const rows: { cells: string[]; isHeader: boolean }[] = [];
    for (const row of readChildren(table)) {
      if (readType(row) !== 'tableRow') continue;
      const cells = readChildren(row)
        .filter((cell) => readType(cell) === 'tableCell')
        .map((cell) => flattenToLine(this.renderBlocks(readChildren(cell)).join(' ')));
      if (cells.some((cell) => cell.length > 0)) rows.push({ cells, isHeader: isRecord(row) && row.isHeader === true });
    }
    return rows;
  }

  private renderInline(nodes: readonly unknown[]): string {
    let text = '';
    for (const node of nodes) {
      switch (readType(node)) {
        case 'text':
          text += readString(node, 'value') ?? '';
          break;
        case 'tab':
          text += '\t';
          break;
        case 'break':
          text += '\n';
          break;
        case 'checkbox':
          text += isRecord(node) && node.checked === true ? '[x] ' : '[ ] ';
          break;
        case 'noteReference':
          text += this.renderNoteReference(node);
          break;
        case 'image':
        case 'commentReference':
        case 'comment':
        case 'bookmarkStart':
          break;
        case 'table':
        case 'paragraph':
          // Block content inside a run (text boxes): keep it, separated by line breaks.
          text += `\n${this.renderBlocks([node]).join('\n')}\n`;
          break;
        default:
          text += this.renderInline(readChildren(node));
      }
    }
    return text;
  }

  private resolveNoteBody(noteType: string, noteId: string): readonly unknown[] | null {
    const notes = this.notes;
    if (!isRecord(notes) || typeof notes.resolve !== 'function') return null;
    const resolve = notes.resolve as (this: unknown, reference: { noteType: string; noteId: string }) => unknown;
    const note = resolve.call(notes, { noteType, noteId });
    return isRecord(note) && Array.isArray(note.body) ? (note.body as unknown[]) : null;
  }

  private renderNoteReference(reference: unknown): string {
    const noteType = readString(reference, 'noteType');
    const noteId = readString(reference, 'noteId');
    if (noteType === undefined || noteId === undefined) return '';
    const key = `${noteType}:${noteId}`;
    const known = this.noteNumbers.get(key);
    if (known !== undefined) return `[^${known}]`;
    const body = this.resolveNoteBody(noteType, noteId);
    if (!body) return '';
    const number = this.noteNumbers.size + 1;
    this.noteNumbers.set(key, number);
    // Reserve the slot first: the note's own text may reference (and number) further notes.
    const slot = this.noteTexts.push('') - 1;
    this.noteTexts[slot] = `[^${number}]: ${flattenToLine(this.renderBlocks(body).join(' '))}`;
    return `[^${number}]`;
  }
}

/**
 * Text of the document model passed to mammoth's `transformDocument`; "" when it is not one. With
 * `hints`, the body's top-level paragraphs and tables are collected there as they are rendered.
 */
export function renderDocxDocument(document: unknown, hints?: TDocxBlockHint[]): string {
  if (readType(document) === undefined) return '';
  const notes = isRecord(document) ? document.notes : undefined;
  return new DocxTextRenderer(notes, hints).renderDocument(document);
}
