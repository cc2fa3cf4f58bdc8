/**
 * What extraction knows about a document's layout beyond its text, handed to the document model
 * (documents/structure). Hints carry the text of each block as extraction wrote it, not offsets:
 * normalisation runs after extraction and moves offsets, so the model finds each block in the final
 * text instead, and its offsets are exact.
 */

/** A top-level body paragraph of a DOCX (list items one by one), as rendered into the text. */
export interface TDocxParagraphHint {
  kind: 'paragraph';
  text: string;
  styleId: string | null;
  styleName: string | null;
  /** 0-based list level of a numbered or bulleted paragraph (w:numPr); undefined otherwise. */
  listLevel?: number;
  isOrderedList?: boolean;
  /** Every run with text is bold: a heading written by hand rather than with a heading style. */
  isBold: boolean;
}

export interface TDocxTableHint {
  kind: 'table';
  /** Rows as rendered (rows without any text are left out there, and here); cells as in the text. */
  rows: { cells: string[]; isHeader: boolean }[];
}

export type TDocxBlockHint = TDocxParagraphHint | TDocxTableHint;

export interface TDocxHints {
  format: 'docx';
  blocks: TDocxBlockHint[];
  /** Heading level (1–6) of each paragraph style that is a heading, from styles.xml (names, outline levels, basedOn). */
  headingStyles: Record<string, number>;
  /** The header texts placed before the body in the text, so the body's blocks are searched after them. */
  textBefore: string;
}

/** One visual line of a PDF page as laid out into the text. */
export interface TPdfLineHint {
  text: string;
  /** 1-based page number. */
  page: number;
  /** Font size (the line's largest). */
  size: number;
  /** pdf.js's name of the line's font; different faces (bold, italic) of one family have different names. */
  font: string | null;
  /** The line mixes fonts (a bold word in a sentence), so its font says nothing about the whole line. */
  isMixedFont: boolean;
  /** First line of a laid-out paragraph. */
  isParagraphStart: boolean;
  /** Where the line starts in the text before normalisation, an upper bound of where it is after. */
  rawOffset: number;
}

export interface TPdfHints {
  format: 'pdf';
  lines: TPdfLineHint[];
  /**
   * Length of the raw text the lines' offsets point into, before normalisation; pages read by OCR have no lines, so
   * the last line's end does not tell it.
   */
  rawLength?: number;
}

export type TStructureHints = TDocxHints | TPdfHints;
