export interface TextSegment {
  text: string;
  /** Set when the segment is a detected entity; `index` is its position in the original entity list. */
  entity?: { type: string; index: number; confidence: number };
}

/**
 * Splits the content at the entities' [start, end) offsets. Entities with offsets outside the text, empty
 * spans, or spans overlapping an earlier one are left unhighlighted.
 */
export function buildHighlightSegments(
  content: string,
  entities: readonly { entity_type: string; start: number; end: number; confidence: number }[],
): TextSegment[] {
  const spans = entities
    .map((entity, index) => ({ ...entity, index }))
    .filter(
      (entity) =>
        Number.isInteger(entity.start) &&
        Number.isInteger(entity.end) &&
        entity.start >= 0 &&
        entity.end > entity.start &&
        entity.end <= content.length,
    )
    .sort((a, b) => a.start - b.start || b.end - a.end);

  const segments: TextSegment[] = [];
  let cursor = 0;
  for (const span of spans) {
    if (span.start < cursor) continue;
    if (span.start > cursor) segments.push({ text: content.slice(cursor, span.start) });
    segments.push({
      text: content.slice(span.start, span.end),
      entity: { type: span.entity_type, index: span.index, confidence: span.confidence },
    });
    cursor = span.end;
  }
  if (cursor < content.length) segments.push({ text: content.slice(cursor) });
  return segments;
}
