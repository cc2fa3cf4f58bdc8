/**
 * The document model for the anonymized text. Placeholders are longer or shorter than the values they replace,
 * so every offset after one moves; an offset inside a replaced value moves to the placeholder's edge (a range
 * never cuts a placeholder in half). Headings and cell texts are read again from the anonymized text, so they
 * carry the placeholders and never a real value.
 */
import type { TDocumentStructure, TTextRange } from '@grant-review/contract';
import type { TAnonymizeResult } from '../anonymize/index.js';

/** One replaced value: its range in the original text and the placeholder that stands in the anonymized one. */
export interface TReplacement {
  start: number;
  end: number;
  placeholder: string;
}

class OffsetMap {
  private readonly replacements: TReplacement[];
  /** shifts[k]: how far offsets after the first k replacements move. */
  private readonly shifts: number[];

  constructor(replacements: readonly TReplacement[]) {
    this.replacements = [...replacements].sort((a, b) => a.start - b.start);
    this.shifts = [0];
    for (const replacement of this.replacements) {
      const shift = this.shifts.at(-1) ?? 0;
      this.shifts.push(shift + replacement.placeholder.length - (replacement.end - replacement.start));
    }
  }

  /** Total change in length: the anonymized text's length minus the original's. */
  get lengthChange(): number {
    return this.shifts.at(-1) ?? 0;
  }

  /** `edge` says which edge of a placeholder an offset inside its value goes to. */
  map(offset: number, edge: 'start' | 'end'): number {
    // Replacements ending at or before the offset: binary search (they are sorted and do not overlap).
    let low = 0;
    let high = this.replacements.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((this.replacements[middle]?.end ?? 0) <= offset) low = middle + 1;
      else high = middle;
    }
    const shift = this.shifts[low] ?? 0;
    const inside = this.replacements[low];
    if (inside && inside.start < offset) {
      const placeholderStart = inside.start + shift;
      return edge === 'start' ? placeholderStart : placeholderStart + inside.placeholder.length;
    }
    return offset + shift;
  }

  range(range: TTextRange): TTextRange {
    const start = this.map(range.start, 'start');
    return { start, end: Math.max(start, this.map(range.end, 'end')) };
  }
}

/**
 * Maps a structure made for the original text through the replacements that made `anonymizedText`. Returns null
 * when the replacements do not account for the anonymized text's length (it was made another way), so a caller
 * reads the anonymized text afresh instead of trusting moved offsets.
 */
export function mapStructureToAnonymized(
  structure: TDocumentStructure,
  originalLength: number,
  replacements: readonly TReplacement[],
  anonymizedText: string,
): TDocumentStructure | null {
  const offsets = new OffsetMap(replacements);
  if (originalLength + offsets.lengthChange !== anonymizedText.length) return null;
  return {
    ...structure,
    sections: structure.sections.map((section) => {
      const headingRange = offsets.range(section.heading_range);
      // The heading's words end the heading line; numbering or a list marker comes before them.
      const headingStart = offsets.map(section.heading_range.end - section.heading.length, 'start');
      return {
        ...section,
        heading: anonymizedText.slice(headingStart, headingRange.end),
        heading_range: headingRange,
        range: offsets.range(section.range),
      };
    }),
    paragraphs: structure.paragraphs.map((paragraph) => offsets.range(paragraph)),
    lists: structure.lists.map((list) => ({
      range: offsets.range(list.range),
      items: list.items.map((item) => offsets.range(item)),
    })),
    tables: structure.tables.map((table) => ({
      ...table,
      range: offsets.range(table.range),
      rows: table.rows.map((row) =>
        row.map((cell) => {
          const range = offsets.range(cell);
          return { text: anonymizedText.slice(range.start, range.end), ...range };
        }),
      ),
    })),
  };
}

/**
 * The structure for the text `anonymize` made from `content` (for the benchmark and for anything that
 * anonymizes on the fly). Null when `result` was not made from `content`.
 */
export function structureForAnonymizedText(
  content: string,
  structure: TDocumentStructure,
  result: TAnonymizeResult,
): TDocumentStructure | null {
  return mapStructureToAnonymized(structure, content.length, result.entities, result.text);
}
