import { describe, expect, it } from 'vitest';
import { passageLink, readPassageRange } from './passage-link';

describe('passage links', () => {
  it('round-trips the range through the query string', () => {
    const link = passageLink('file 1', { start: 12, end: 40 });
    expect(link).toBe('/review/file%201?start=12&end=40');
    expect(readPassageRange(new URL(link, 'http://x').searchParams)).toEqual({ start: 12, end: 40 });
  });

  it('ignores a missing, reversed or non-numeric range', () => {
    expect(readPassageRange(new URLSearchParams(''))).toBeNull();
    expect(readPassageRange(new URLSearchParams('start=9&end=3'))).toBeNull();
    expect(readPassageRange(new URLSearchParams('start=a&end=3'))).toBeNull();
  });
});
