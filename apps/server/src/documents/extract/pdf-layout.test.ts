import { describe, expect, it } from 'vitest';
import { layoutPageText, type TPdfTextItem } from './pdf-layout.js';

/** A text item at (x, baseline y) in a font of `size`; width estimated from the character count. */
function item(str: string, x: number, y: number, size = 10, width = str.length * size * 0.5): TPdfTextItem {
  return { str, transform: [size, 0, 0, size, x, y], width, height: size, hasEOL: false, dir: 'ltr' };
}

/** Lines of a column: each string on its own baseline, `leading` apart, starting at `top`. */
function column(lines: readonly string[], x: number, top: number, leading = 12, size = 10): TPdfTextItem[] {
  return lines.map((line, index) => item(line, x, top - index * leading, size));
}

describe('layoutPageText', () => {
  it('joins items on one baseline and breaks lines when the baseline changes', () => {
    const items = [item('Hello', 72, 700), item('world', 102, 700), item('Next line', 72, 688)];
    expect(layoutPageText(items)).toBe('Hello world\nNext line');
  });

  it('does not add a space between items that touch (kerning, split words)', () => {
    const items = [item('Inno', 72, 700, 10, 20), item('vation', 92.5, 700)];
    expect(layoutPageText(items)).toBe('Innovation');
  });

  it('uses explicit space items from pdf.js without doubling them', () => {
    const items = [item('Hello', 72, 700, 10, 25), { ...item(' ', 97, 700), height: 0 }, item('world', 100, 700)];
    expect(layoutPageText(items)).toBe('Hello world');
  });

  it('keeps superscripts on their line even when pdf.js marks an end of line there', () => {
    const items = [
      item('Andreas Gal', 72, 700, 11, 55),
      item('∗', 127, 704, 8, 4),
      { ...item('', 131, 700), hasEOL: true, width: 0 },
      item(', Brendan Eich', 131, 700, 11, 65),
    ];
    expect(layoutPageText(items)).toBe('Andreas Gal∗, Brendan Eich');
  });

  it('separates paragraphs by a blank line when the vertical gap is larger than the line spacing', () => {
    const items = [
      ...column(['First paragraph line one', 'line two ends here.'], 72, 700),
      ...column(['Second paragraph starts', 'and continues.'], 72, 670),
    ];
    expect(layoutPageText(items)).toBe(
      'First paragraph line one\nline two ends here.\n\nSecond paragraph starts\nand continues.',
    );
  });

  it('starts a paragraph at an indented first line after a sentence end (LaTeX style)', () => {
    const full = 'x'.repeat(40);
    const items = [
      item(full, 72, 700),
      item('short end.', 72, 688),
      item(full.slice(0, 37), 87, 676),
      item(full, 72, 664),
    ];
    expect(layoutPageText(items).split('\n\n')).toHaveLength(2);
  });

  it('keeps centred lines of one block together', () => {
    const items = [item('A long centred title line here', 100, 700), item('subtitle', 150, 688)];
    expect(layoutPageText(items)).toBe('A long centred title line here\nsubtitle');
  });

  it('starts a new paragraph when the font size changes (headings)', () => {
    const items = [item('1 Introduction', 72, 700, 14), item('Body text follows', 72, 684, 10)];
    expect(layoutPageText(items)).toBe('1 Introduction\n\nBody text follows');
  });

  it('keeps two columns apart when the stream gives them column by column', () => {
    const left = column(['Left one', 'Left two', 'Left three'], 72, 700);
    const right = column(['Right one', 'Right two', 'Right three'], 320, 700);
    expect(layoutPageText([...left, ...right])).toBe(
      'Left one\nLeft two\nLeft three\n\nRight one\nRight two\nRight three',
    );
  });

  it('separates widely spaced cells on one line with a tab', () => {
    const items = [item('Budget', 72, 700, 10, 30), item('CHF 120 000', 300, 700)];
    expect(layoutPageText(items)).toBe('Budget\tCHF 120 000');
  });

  it('handles rotated text by measuring along its own direction', () => {
    // Text running up the page (90°): x is the baseline, y advances.
    const up = (str: string, x: number, y: number): TPdfTextItem => ({
      str,
      transform: [0, 10, -10, 0, x, y],
      width: str.length * 5,
      height: 10,
      hasEOL: false,
      dir: 'ltr',
    });
    expect(layoutPageText([up('Rotated', 50, 100), up('label', 50, 140), up('next', 62, 100)])).toBe(
      'Rotated label\nnext',
    );
  });

  it('ignores empty and malformed items', () => {
    const items = [
      item('', 72, 700),
      { ...item('bad', 72, 700), transform: [Number.NaN, 0, 0, 10, 72, 700] },
      item('good', 72, 700),
    ];
    expect(layoutPageText(items)).toBe('good');
    expect(layoutPageText([])).toBe('');
  });
});
