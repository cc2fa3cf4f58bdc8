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

/**
 * `found`: the value occurs in the text as printed; `masked`: every occurrence is covered, or, when OCR misread it,
 * the closest passage (a few characters' difference) is.
 */
export interface TValueMasking {
  found: boolean;
  masked: boolean;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A misread value still counts as the same value up to this share of its characters differing. */
const MISREAD_TOLERANCE = 0.2;

/** Where a misread `value` is in `text`: the run of as many words that differs least, if it differs little enough. */
export function findMisread(text: string, value: string): { start: number; end: number } | undefined {
  const words = [...text.matchAll(/\S+/gu)];
  const size = value.split(/\s+/).length;
  let best: { start: number; end: number; distance: number } | undefined;
  for (let index = 0; index + size <= words.length; index++) {
    const first = words[index]!;
    const last = words[index + size - 1]!;
    const start = first.index;
    const end = last.index + last[0].length;
    // Punctuation OCR attached to the run's ends ("(Élodie", "Favre,") is not part of the value.
    const trimmed = text.slice(start, end).replace(/^[^\p{L}\p{N}+]+|[^\p{L}\p{N}]+$/gu, '');
    const distance = levenshtein(normalizeWhitespace(trimmed), value);
    if (!best || distance < best.distance) best = { start, end, distance };
  }
  return best && best.distance <= Math.max(1, Math.floor(value.length * MISREAD_TOLERANCE)) ? best : undefined;
}

/**
 * Whether `value` (as printed) is covered wherever it occurs in `text` by an entity of `type`. Any whitespace in the
 * value matches any whitespace run, since OCR breaks lines where the page did. A value OCR misread is looked for as
 * read ("Elodie" for "Élodie"): what matters to the user is whether what the text holds is masked.
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
  if (occurrences.length === 0) {
    const misread = findMisread(text, value);
    // The covering entity may leave out punctuation OCR glued to the value's ends.
    const covered =
      misread !== undefined &&
      entities.some(
        (entity) =>
          entity.entity_type === type &&
          entity.start <= misread.start + 1 &&
          entity.end >= misread.end - 1 &&
          entity.end - entity.start >= (misread.end - misread.start) * 0.8,
      );
    return { found: false, masked: covered };
  }
  return {
    found: true,
    masked: occurrences.every((occurrence) => isCovered(occurrence.index, occurrence.index + occurrence[0].length)),
  };
}
