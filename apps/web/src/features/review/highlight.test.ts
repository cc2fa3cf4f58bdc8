import { describe, expect, it } from 'vitest';
import { buildHighlightSegments } from './highlight';

const entity = (entity_type: string, start: number, end: number) => ({ entity_type, start, end, confidence: 0.9 });

describe('buildHighlightSegments', () => {
  const content = 'Contact Anna Muster at anna@example.ch today.';

  it('marks each entity span and keeps the text intact', () => {
    const segments = buildHighlightSegments(content, [entity('EMAIL_ADDRESS', 23, 38), entity('PERSON', 8, 19)]);
    expect(segments.map((segment) => segment.text).join('')).toBe(content);
    expect(segments.filter((segment) => segment.entity).map((segment) => [segment.entity?.type, segment.text])).toEqual(
      [
        ['PERSON', 'Anna Muster'],
        ['EMAIL_ADDRESS', 'anna@example.ch'],
      ],
    );
  });

  it('skips overlapping and out-of-range spans', () => {
    const segments = buildHighlightSegments(content, [
      entity('PERSON', 8, 19),
      entity('PERSON', 13, 19),
      entity('URL', 40, 400),
      entity('X', 5, 5),
    ]);
    expect(segments.map((segment) => segment.text).join('')).toBe(content);
    expect(segments.filter((segment) => segment.entity)).toHaveLength(1);
  });

  it('returns the whole text when there are no entities', () => {
    expect(buildHighlightSegments('abc', [])).toEqual([{ text: 'abc' }]);
  });
});
