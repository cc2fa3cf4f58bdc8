/**
 * Finds what extraction wrote (a paragraph, a table row) in the final, normalised text. Blocks are searched in
 * order, each after the previous one and only as whole lines, so offsets are exact; a block normalisation changed
 * beyond recognition is not found and left out rather than guessed.
 */
import { normalizeText } from '../extract/normalize-text.js';

export class TextLocator {
  private cursor: number;

  constructor(
    private readonly content: string,
    start = 0,
    /** How far past the cursor a block may be; bounds the cost of a block that is not there. */
    private readonly window = 20_000,
  ) {
    this.cursor = Math.min(Math.max(0, start), content.length);
  }

  /**
   * The block's range, searched from the cursor (or `bounds.from`, when later) to `bounds.limit` (the latest
   * start it may have); moves the cursor past it.
   */
  find(
    rawText: string,
    bounds: { from?: number; limit?: number } = {},
  ): { start: number; end: number; text: string } | null {
    const text = normalizeText(rawText);
    if (text.length === 0) return null;
    const bound = Math.min(this.content.length, bounds.limit ?? this.cursor + this.window);
    let from = Math.max(this.cursor, bounds.from ?? 0);
    while (from <= bound) {
      const start = this.content.indexOf(text, from);
      if (start === -1 || start > bound) return null;
      const end = start + text.length;
      const isLineStart = start === 0 || this.content[start - 1] === '\n';
      const isLineEnd = end === this.content.length || this.content[end] === '\n';
      if (isLineStart && isLineEnd) {
        this.cursor = end;
        return { start, end, text };
      }
      from = start + 1;
    }
    return null;
  }
}
