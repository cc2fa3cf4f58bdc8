/**
 * Scoring for the OCR benchmark (bench/ocr-quality.ts): character accuracy of what OCR read against the known text,
 * and whether the personal data printed on a page ends up covered by a detected entity of its kind.
 */

/** Collapses every run of whitespace to one space, so line breaks and paragraph gaps do not count as errors. */
export function normalizeWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Edit distance (insertions, deletions, substitutions of UTF-16 units) in two rows: O(n·m) time, O(m) memory. */
export function levenshtein(a: string, b: string): number {
  if (a.length < b.length) return levenshtein(b, a);
  if (b.length === 0) return a.length;
  let previous = new Uint32Array(b.length + 1);
  let current = new Uint32Array(b.length + 1);
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    const code = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (code === b.charCodeAt(j - 1) ? 0 : 1);
      const deletion = (previous[j] ?? 0) + 1;
      const insertion = (current[j - 1] ?? 0) + 1;
      current[j] = Math.min(substitution, deletion, insertion);
    }
    [previous, current] = [current, previous];
  }
  return previous[b.length] ?? 0;
}

export interface TAccuracy {
  /** Edits between the read text and the reference, after whitespace normalisation. */
  distance: number;
  /** Characters of the normalised reference. */
  length: number;
}

export function scoreAccuracy(read: string, reference: string): TAccuracy {
  const expected = normalizeWhitespace(reference);
  return { distance: levenshtein(normalizeWhitespace(read), expected), length: expected.length };
}

/** 1 − distance / reference length over all the scores, weighted by length; can go below 0 for garbage. */
export function characterAccuracy(scores: readonly TAccuracy[]): number {
  const length = scores.reduce((sum, score) => sum + score.length, 0);
  const distance = scores.reduce((sum, score) => sum + score.distance, 0);
  return length === 0 ? 1 : 1 - distance / length;
}

export interface TEntitySpan {
  entity_type: string;
  start: number;
  end: number;
}

/** `found`: the value occurs in the text (OCR may have misread it); `masked`: every occurrence is covered. */
export interface TValueMasking {
  found: boolean;
  masked: boolean;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether `value` (as printed) is covered wherever it occurs in `text` by an entity of `type`. Any whitespace in the
 * value matches any whitespace run, since OCR breaks lines where the page did.
 */
export function scoreValueMasking(
  text: string,
  value: string,
  type: string,
  entities: readonly TEntitySpan[],
): TValueMasking {
  const pattern = new RegExp(value.split(/\s+/).map(escapeRegExp).join('\\s+'), 'gu');
  const occurrences = [...text.matchAll(pattern)];
  const isCovered = (start: number, end: number) =>
    entities.some((entity) => entity.entity_type === type && entity.start <= start && entity.end >= end);
  return {
    found: occurrences.length > 0,
    masked:
      occurrences.length > 0 &&
      occurrences.every((occurrence) => isCovered(occurrence.index, occurrence.index + occurrence[0].length)),
  };
}
