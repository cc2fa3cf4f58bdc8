/**
 * A passage the report quotes, shown on the review page. The report's offsets index the file's
 * `anonymized_content`; the page's Original tab shows `content`, where every placeholder is the longer or shorter
 * real value, so the offsets are carried across the placeholders that precede and cover the passage.
 */
import type { TTextRange } from '@grant-review/contract';
import type { TextSegment } from './highlight';

interface TAlignedPiece {
  anonymized: TTextRange;
  original: TTextRange;
  isPlaceholder: boolean;
}

const PLACEHOLDER = /\[[A-Z][A-Z_]*_\d+\]/y;

/**
 * Pairs the anonymized text with the original: the text between entities is the same in both, and each entity's
 * span is one placeholder ("[PERSON_1]") in the anonymized text. Null when the two do not line up that way (the
 * entities are not the ones that were replaced), so the caller can fall back to showing the anonymized text.
 */
function alignTexts(
  content: string,
  anonymized: string,
  entities: readonly { start: number; end: number }[],
): TAlignedPiece[] | null {
  const spans = [...entities].sort((a, b) => a.start - b.start);
  const pieces: TAlignedPiece[] = [];
  let original = 0;
  let masked = 0;
  const pushLiteral = (until: number): boolean => {
    const literal = content.slice(original, until);
    if (!anonymized.startsWith(literal, masked)) return false;
    pieces.push({
      anonymized: { start: masked, end: masked + literal.length },
      original: { start: original, end: until },
      isPlaceholder: false,
    });
    masked += literal.length;
    original = until;
    return true;
  };
  for (const span of spans) {
    if (span.start < original || span.end > content.length || span.end <= span.start) return null;
    if (!pushLiteral(span.start)) return null;
    PLACEHOLDER.lastIndex = masked;
    const placeholder = PLACEHOLDER.exec(anonymized);
    if (!placeholder) return null;
    pieces.push({
      anonymized: { start: masked, end: masked + placeholder[0].length },
      original: { start: span.start, end: span.end },
      isPlaceholder: true,
    });
    masked += placeholder[0].length;
    original = span.end;
  }
  if (!pushLiteral(content.length) || masked !== anonymized.length) return null;
  return pieces;
}

/**
 * The range of `content` that shows the same passage as `range` in `anonymized`. A bound inside a placeholder
 * widens to the whole real value. Null when the texts cannot be aligned or the range lies outside the text.
 */
export function mapAnonymizedRange(
  content: string,
  anonymized: string,
  entities: readonly { start: number; end: number }[],
  range: TTextRange,
): TTextRange | null {
  if (range.end > anonymized.length || range.start >= range.end) return null;
  const pieces = alignTexts(content, anonymized, entities);
  if (!pieces) return null;
  const startPiece = pieces.find(
    (piece) => piece.anonymized.start <= range.start && range.start < piece.anonymized.end,
  );
  const endPiece = pieces.find((piece) => piece.anonymized.start < range.end && range.end <= piece.anonymized.end);
  if (!startPiece || !endPiece) return null;
  const start = startPiece.isPlaceholder
    ? startPiece.original.start
    : startPiece.original.start + (range.start - startPiece.anonymized.start);
  const end = endPiece.isPlaceholder
    ? endPiece.original.end
    : endPiece.original.start + (range.end - endPiece.anonymized.start);
  return { start, end };
}

/** The segments split at the passage's bounds: what comes before it, what it holds, what follows. */
export function splitAtPassage(
  segments: readonly TextSegment[],
  passage: TTextRange,
): { before: TextSegment[]; inside: TextSegment[]; after: TextSegment[] } {
  const parts = { before: [] as TextSegment[], inside: [] as TextSegment[], after: [] as TextSegment[] };
  let offset = 0;
  for (const segment of segments) {
    const segmentStart = offset;
    offset += segment.text.length;
    const cut = (from: number, to: number) => segment.text.slice(from - segmentStart, to - segmentStart);
    const pieces: [keyof typeof parts, number, number][] = [
      ['before', segmentStart, Math.min(offset, passage.start)],
      ['inside', Math.max(segmentStart, passage.start), Math.min(offset, passage.end)],
      ['after', Math.max(segmentStart, passage.end), offset],
    ];
    for (const [part, from, to] of pieces) {
      if (to > from) parts[part].push({ ...segment, text: cut(from, to) });
    }
  }
  return parts;
}
