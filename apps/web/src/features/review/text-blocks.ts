/**
 * A long text cut into blocks of a few thousand characters, so the review page renders only the blocks in view: the
 * 619-page PDF's 1.8 million characters and 12,000 marks would otherwise be one DOM tree that takes seconds to build.
 * Blocks are cut after a line break where one is near, and never inside a range that must stay whole (a detected
 * entity, the report's passage), so every mark lies in exactly one block.
 */
import type { TTextRange } from '@grant-review/contract';
import type { TextSegment } from './highlight';

/** About how many characters a block holds. */
export const BLOCK_SIZE = 3000;

/**
 * The blocks' ranges, in order, covering the whole text. `keepWhole` are ranges no cut may fall inside (in any
 * order; overlapping ones are fine).
 */
export function splitIntoBlocks(
  content: string,
  keepWhole: readonly TTextRange[] = [],
  blockSize: number = BLOCK_SIZE,
): TTextRange[] {
  const ranges = keepWhole.filter((range) => range.end > range.start).sort((a, b) => a.start - b.start);
  let rangeIndex = 0;
  /** The first position at or after `cut` that lies inside no range (cuts only move forward, so one pass). */
  const outsideRanges = (cut: number): number => {
    let position = cut;
    for (let index = rangeIndex; index < ranges.length; index++) {
      const range = ranges[index]!;
      if (range.start >= position) break;
      if (range.end > position) position = range.end;
    }
    while (rangeIndex < ranges.length && ranges[rangeIndex]!.end <= position) rangeIndex++;
    return position;
  };

  const blocks: TTextRange[] = [];
  let start = 0;
  while (start < content.length) {
    const target = start + blockSize;
    if (target >= content.length) break;
    // After the next line break within half a block; else after a space; else right there.
    const lineBreak = content.indexOf('\n', target);
    const space = content.indexOf(' ', target);
    let cut =
      lineBreak >= 0 && lineBreak < target + blockSize / 2
        ? lineBreak + 1
        : space >= 0 && space < target + blockSize / 2
          ? space + 1
          : target;
    cut = outsideRanges(cut);
    if (cut >= content.length) break;
    blocks.push({ start, end: cut });
    start = cut;
  }
  if (start < content.length || blocks.length === 0) blocks.push({ start, end: content.length });
  return blocks;
}

/** The index of the block holding `offset` (the last block for an offset past the end). */
export function findBlockIndex(blocks: readonly TTextRange[], offset: number): number {
  let low = 0;
  let high = blocks.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (blocks[middle]!.start <= offset) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The segments of each block: segments that cross a block's end (plain text only, by the cuts' rule) are split. */
export function splitSegmentsIntoBlocks(
  segments: readonly TextSegment[],
  blocks: readonly TTextRange[],
): TextSegment[][] {
  const result: TextSegment[][] = blocks.map(() => []);
  let blockIndex = 0;
  let offset = 0;
  for (const segment of segments) {
    let from = 0;
    while (from < segment.text.length) {
      while (blockIndex < blocks.length - 1 && offset + from >= blocks[blockIndex]!.end) blockIndex++;
      const to = Math.min(segment.text.length, blocks[blockIndex]!.end - offset);
      const text = to > from ? segment.text.slice(from, to) : segment.text.slice(from);
      result[blockIndex]!.push(from === 0 && text.length === segment.text.length ? segment : { ...segment, text });
      from += text.length;
    }
    offset += segment.text.length;
  }
  return result;
}

/**
 * How many rows of a monospace, wrapping text each block takes when a row holds `charactersPerRow` characters: the
 * height of a block not rendered yet. Words wrapping early make it a slight underestimate.
 */
export function estimateBlockRows(content: string, blocks: readonly TTextRange[], charactersPerRow: number): number[] {
  const perRow = Math.max(1, Math.floor(charactersPerRow));
  return blocks.map((block) => {
    let rows = 0;
    let lineStart = block.start;
    while (lineStart < block.end) {
      const lineBreak = content.indexOf('\n', lineStart);
      const lineEnd = lineBreak < 0 || lineBreak >= block.end ? block.end : lineBreak;
      rows += Math.max(1, Math.ceil((lineEnd - lineStart) / perRow));
      lineStart = lineEnd + 1;
    }
    return Math.max(1, rows);
  });
}
