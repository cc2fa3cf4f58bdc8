import { ZDocumentStructure, type TDocumentStructure } from '@grant-review/contract';
import { expect } from 'vitest';

/** Every range inside the text, headings ending their heading line, cells holding their text. */
export function expectConsistent(structure: TDocumentStructure, text: string): void {
  expect(ZDocumentStructure.safeParse(structure).success).toBe(true);
  const inText = (range: { start: number; end: number }) => {
    expect(range.start).toBeGreaterThanOrEqual(0);
    expect(range.end).toBeGreaterThanOrEqual(range.start);
    expect(range.end).toBeLessThanOrEqual(text.length);
  };
  for (const section of structure.sections) {
    inText(section.range);
    inText(section.heading_range);
    expect(text.slice(section.heading_range.start, section.heading_range.end).endsWith(section.heading)).toBe(true);
    expect(section.range.start).toBe(section.heading_range.start);
    expect(section.range.end).toBeGreaterThanOrEqual(section.heading_range.end);
  }
  for (const table of structure.tables) {
    inText(table.range);
    for (const cell of table.rows.flat()) {
      inText(cell);
      expect(text.slice(cell.start, cell.end)).toBe(cell.text);
    }
  }
  structure.paragraphs.forEach(inText);
  for (const list of structure.lists) {
    inText(list.range);
    list.items.forEach(inText);
  }
}
