/**
 * The user's corrections of the masking, applied after detection and before placeholders are handed out
 * (DESIGN.md "user corrections"): `keep` takes an item that is not personal data out of the masking, `mask` adds
 * every occurrence of a term the detector missed.
 */
import { DEFAULT_MASK_ENTITY_TYPE, type TPiiCorrectionKind, type TPiiEntityType } from '@grant-review/contract';
import { createEntity, type TDetectedEntity } from '../pii/types.js';
import { normaliseValueKey } from './value-key.js';

export interface TMaskingCorrection {
  kind: TPiiCorrectionKind;
  value: string;
  /** The placeholder type of a `mask` term (default PERSON); ignored for `keep`. */
  entity_type?: TPiiEntityType | null | undefined;
}

/** The value as corrections compare it: Unicode-normalised, case and spacing ignored. */
export function normaliseCorrectionValue(value: string): string {
  return value.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

const escapeRegExp = (value: string): string => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every occurrence of `term` in `text`: case-insensitive, any spacing between its words, not inside a longer word. */
export function findTermOccurrences(text: string, term: string): { start: number; end: number }[] {
  const words = normaliseCorrectionValue(term).split(' ').filter(Boolean);
  if (words.length === 0) return [];
  const body = words.map(escapeRegExp).join('\\s+');
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}\\p{M}])${body}(?![\\p{L}\\p{N}\\p{M}])`, 'giu');
  return [...text.matchAll(pattern)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** True when the user said this detected value is not personal data (same value, any case, spacing or title). */
function isKept(entity: TDetectedEntity, keeps: readonly TMaskingCorrection[]): boolean {
  const plain = normaliseCorrectionValue(entity.text);
  const typed = normaliseValueKey(entity.entity_type, entity.text);
  return keeps.some(
    (keep) =>
      normaliseCorrectionValue(keep.value) === plain || normaliseValueKey(entity.entity_type, keep.value) === typed,
  );
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }): boolean =>
  a.start < b.end && b.start < a.end;

/**
 * Applies the corrections to the entities detected in `text`:
 * - an entity whose whole value is kept is dropped (a kept "Lumen" leaves "Anna Lumen" masked: the rest may be a
 *   person);
 * - every occurrence of a `mask` term becomes an entity of the term's type. An added term must never reach a
 *   provider, so where a detected entity overlaps it, the two become one entity of the term's type spanning both
 *   (the overlap rule of `mergeEntities` would otherwise keep the longer one and leave part of the term in clear).
 * The result may hold overlaps of detected entities among themselves; `anonymize` resolves those as before.
 */
export function applyCorrections(
  text: string,
  entities: readonly TDetectedEntity[],
  corrections: readonly TMaskingCorrection[],
): TDetectedEntity[] {
  if (corrections.length === 0) return [...entities];
  const keeps = corrections.filter((correction) => correction.kind === 'keep');
  const remaining = keeps.length ? entities.filter((entity) => !isKept(entity, keeps)) : [...entities];

  const masks: TDetectedEntity[] = [];
  for (const correction of corrections) {
    if (correction.kind !== 'mask') continue;
    const type = correction.entity_type ?? DEFAULT_MASK_ENTITY_TYPE;
    for (const { start, end } of findTermOccurrences(text, correction.value)) {
      masks.push(createEntity(text, type, start, end, 1));
    }
  }
  if (masks.length === 0) return remaining;

  // Grow each term's occurrences over every entity and every other occurrence they overlap, until nothing more does.
  let spans = masks.map((mask) => ({ start: mask.start, end: mask.end, type: mask.entity_type }));
  const absorbed = new Set<TDetectedEntity>();
  for (let isGrowing = true; isGrowing;) {
    isGrowing = false;
    for (const span of spans) {
      for (const entity of remaining) {
        if (absorbed.has(entity) || !overlaps(entity, span)) continue;
        absorbed.add(entity);
        span.start = Math.min(span.start, entity.start);
        span.end = Math.max(span.end, entity.end);
        isGrowing = true;
      }
    }
    spans.sort((a, b) => a.start - b.start || b.end - a.end);
    const joined: typeof spans = [];
    for (const span of spans) {
      const last = joined.at(-1);
      if (!last || !overlaps(last, span)) joined.push(span);
      else if (span.end > last.end) {
        last.end = span.end;
        isGrowing = true;
      }
    }
    spans = joined;
  }
  const grown = spans.map((span) => createEntity(text, span.type, span.start, span.end, 1));
  return [...remaining.filter((entity) => !absorbed.has(entity)), ...grown].sort((a, b) => a.start - b.start);
}
