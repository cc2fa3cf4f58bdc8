import { describe, expect, it } from 'vitest';
import { buildHighlightSegments } from './highlight';
import { estimateBlockRows, findBlockIndex, splitIntoBlocks, splitSegmentsIntoBlocks } from './text-blocks';

const lines = Array.from({ length: 400 }, (_, line) => `Line ${line}: Laura Meier met Marco Rossi in Bern.`);
const content = lines.join('\n');

describe('splitIntoBlocks', () => {
  it('covers the text with contiguous blocks cut after line breaks', () => {
    const blocks = splitIntoBlocks(content, [], 1000);
    expect(blocks.length).toBeGreaterThan(10);
    expect(blocks[0]?.start).toBe(0);
    expect(blocks.at(-1)?.end).toBe(content.length);
    for (const [index, block] of blocks.entries()) {
      if (index > 0) expect(block.start).toBe(blocks[index - 1]?.end);
      if (index < blocks.length - 1) expect(content[block.end - 1]).toBe('\n');
      expect(block.end - block.start).toBeLessThan(2000);
    }
  });

  it('never cuts inside a range to keep whole, even one spanning many lines', () => {
    const passage = { start: content.indexOf('Line 30:'), end: content.indexOf('Line 90:') };
    const entities = lines.map((_, line) => {
      const start = content.indexOf(`Line ${line}:`) + `Line ${line}: `.length;
      return { start, end: start + 'Laura Meier'.length };
    });
    const blocks = splitIntoBlocks(content, [...entities, passage], 500);
    for (const block of blocks.slice(0, -1)) {
      for (const range of [...entities, passage]) {
        expect(
          block.end <= range.start || block.end >= range.end,
          `${block.end} inside ${range.start}-${range.end}`,
        ).toBe(true);
      }
    }
    const holding = blocks[findBlockIndex(blocks, passage.start)]!;
    expect(holding.end).toBeGreaterThanOrEqual(passage.end);
  });

  it('cuts a text without line breaks at spaces, and keeps a short text whole', () => {
    const prose = 'word '.repeat(2000);
    const blocks = splitIntoBlocks(prose, [], 1000);
    expect(blocks.length).toBeGreaterThan(5);
    for (const block of blocks.slice(0, -1)) expect(prose[block.end - 1]).toBe(' ');
    expect(splitIntoBlocks('short', [], 1000)).toEqual([{ start: 0, end: 5 }]);
    expect(splitIntoBlocks('', [], 1000)).toEqual([{ start: 0, end: 0 }]);
  });
});

describe('findBlockIndex', () => {
  it('finds the block holding an offset', () => {
    const blocks = [
      { start: 0, end: 10 },
      { start: 10, end: 25 },
      { start: 25, end: 30 },
    ];
    expect([0, 9, 10, 24, 25, 29, 40].map((offset) => findBlockIndex(blocks, offset))).toEqual([0, 0, 1, 1, 2, 2, 2]);
  });
});

describe('splitSegmentsIntoBlocks', () => {
  it('gives each block its own segments, marks whole, and loses no text', () => {
    const entities = [
      { entity_type: 'PERSON', start: content.indexOf('Laura'), end: content.indexOf('Laura') + 11, confidence: 0.9 },
      {
        entity_type: 'PERSON',
        start: content.lastIndexOf('Marco'),
        end: content.lastIndexOf('Marco') + 11,
        confidence: 0.8,
      },
    ];
    const blocks = splitIntoBlocks(content, entities, 700);
    const perBlock = splitSegmentsIntoBlocks(buildHighlightSegments(content, entities), blocks);
    expect(perBlock).toHaveLength(blocks.length);
    perBlock.forEach((segments, index) => {
      const block = blocks[index]!;
      expect(segments.map((segment) => segment.text).join('')).toBe(content.slice(block.start, block.end));
    });
    const marks = perBlock.flat().filter((segment) => segment.entity);
    expect(marks.map((segment) => [segment.text, segment.entity?.index])).toEqual([
      ['Laura Meier', 0],
      ['Marco Rossi', 1],
    ]);
  });
});

describe('estimateBlockRows', () => {
  it('counts a row per line and more for lines longer than a row', () => {
    const text = 'ab\n' + 'x'.repeat(25) + '\n\nend';
    expect(estimateBlockRows(text, [{ start: 0, end: text.length }], 10)).toEqual([1 + 3 + 1 + 1]);
  });
});
