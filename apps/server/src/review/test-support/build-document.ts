/**
 * Builds a review document with its document model from a short description (headings, paragraphs, tables), so
 * tests of the reviewer can say what a document looks like without a DOCX or PDF. Offsets are exact.
 */
import { DOCUMENT_STRUCTURE_VERSION, type TDocumentStructure } from '@grant-review/contract';
import type { TReviewDocument } from '../types.js';

export type TDocumentPart =
  | { heading: string; level?: number; numbering?: string }
  | { text: string }
  | { table: readonly (readonly string[])[]; headerRows?: number };

export function buildDocument(
  slot: string,
  slotName: string,
  parts: readonly TDocumentPart[],
  fileId = `file-${slot.toLowerCase()}`,
): TReviewDocument {
  let text = '';
  const structure: TDocumentStructure = {
    version: DOCUMENT_STRUCTURE_VERSION,
    language: null,
    sections: [],
    paragraphs: [],
    lists: [],
    tables: [],
  };
  const open: TDocumentStructure['sections'] = [];
  const append = (value: string) => {
    const start = text.length;
    text += value;
    const end = text.length;
    text += '\n';
    return { start, end };
  };
  for (const part of parts) {
    if ('heading' in part) {
      const level = part.level ?? 1;
      while (open.length && (open[open.length - 1]?.level ?? 0) >= level) {
        const closed = open.pop();
        if (closed) closed.range.end = text.length;
      }
      const line = part.numbering ? `${part.numbering} ${part.heading}` : part.heading;
      const range = append(line);
      const section = {
        id: `s${structure.sections.length + 1}`,
        heading: part.heading,
        numbering: part.numbering ?? null,
        level,
        parent_id: open[open.length - 1]?.id ?? null,
        heading_range: range,
        range: { start: range.start, end: range.end },
        language: null,
      };
      structure.sections.push(section);
      open.push(section);
    } else if ('text' in part) {
      structure.paragraphs.push(append(part.text));
    } else {
      const tableStart = text.length;
      const rows = part.table.map((row) => {
        const cells = row.map((cell, index) => {
          if (index > 0) text += ' | ';
          const start = text.length;
          text += cell;
          return { text: cell, start, end: text.length };
        });
        text += '\n';
        return cells;
      });
      structure.tables.push({
        id: `t${structure.tables.length + 1}`,
        section_id: open[open.length - 1]?.id ?? null,
        range: { start: tableStart, end: text.length - 1 },
        rows,
        header_rows: part.headerRows ?? 1,
      });
    }
  }
  for (const section of open) section.range.end = text.length;
  return { fileId, slot, slotName, fileName: `${slot.toLowerCase()}.docx`, text, structure };
}
