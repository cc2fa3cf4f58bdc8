import { describe, expect, it } from 'vitest';
import { buildHighlightSegments } from './highlight';
import { mapAnonymizedRange, splitAtPassage } from './passage';

const content = 'Lead: Laura Meier (20 %). Contact laura@example.ch for the pilot with Stadler AG.';
const anonymized = 'Lead: [PERSON_1] (20 %). Contact [EMAIL_ADDRESS_1] for the pilot with [ORGANIZATION_1].';
const entities = [
  { start: 6, end: 17 },
  { start: 34, end: 50 },
  { start: 70, end: 80 },
];
const rangeOf = (text: string, passage: string) => {
  const start = text.indexOf(passage);
  return { start, end: start + passage.length };
};

describe('mapAnonymizedRange', () => {
  it('moves a passage after placeholders to the same words in the original', () => {
    const range = mapAnonymizedRange(content, anonymized, entities, rangeOf(anonymized, 'for the pilot'));
    expect(range && content.slice(range.start, range.end)).toBe('for the pilot');
  });

  it('covers the real values of the placeholders inside the passage', () => {
    const passage = 'Contact [EMAIL_ADDRESS_1] for the pilot with [ORGANIZATION_1]';
    const range = mapAnonymizedRange(content, anonymized, entities, rangeOf(anonymized, passage));
    expect(range && content.slice(range.start, range.end)).toBe(
      'Contact laura@example.ch for the pilot with Stadler AG',
    );
  });

  it('widens a bound that falls inside a placeholder to the whole value', () => {
    const range = mapAnonymizedRange(content, anonymized, entities, rangeOf(anonymized, 'SON_1] (20 %'));
    expect(range && content.slice(range.start, range.end)).toBe('Laura Meier (20 %');
  });

  it('maps offsets one to one when nothing was masked', () => {
    expect(mapAnonymizedRange('plain text', 'plain text', [], { start: 6, end: 10 })).toEqual({ start: 6, end: 10 });
  });

  it('gives up when the entities are not the ones that were replaced', () => {
    expect(mapAnonymizedRange(content, anonymized, entities.slice(1), { start: 0, end: 4 })).toBeNull();
    expect(mapAnonymizedRange(content, anonymized, entities, { start: 0, end: anonymized.length + 1 })).toBeNull();
  });
});

describe('splitAtPassage', () => {
  it('cuts entity segments at the passage bounds and keeps their entity', () => {
    const segments = buildHighlightSegments(content, [{ entity_type: 'PERSON', start: 6, end: 17, confidence: 1 }]);
    const parts = splitAtPassage(segments, { start: 12, end: 25 });
    expect(parts.before.map((segment) => segment.text).join('')).toBe('Lead: Laura ');
    expect(parts.inside).toEqual([
      { text: 'Meier', entity: { type: 'PERSON', index: 0, confidence: 1 } },
      { text: ' (20 %).' },
    ]);
    expect(parts.after.map((segment) => segment.text).join('')).toBe(content.slice(25));
  });
});
