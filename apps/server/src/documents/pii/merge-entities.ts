import type { TPiiEntityType } from '@grant-review/contract';
import { createEntity, type TDetectedEntity } from './types.js';

/*
 * Overlap rule (precise):
 *  1. Entities of the SAME type that overlap are fused into one entity spanning both, with the higher
 *     confidence ("Dr. Anna" + "Anna Muster" → "Dr. Anna Muster").
 *  2. Between DIFFERENT types, candidates are taken greedily in this order and kept unless they overlap one
 *     already kept: values proven by a checksum or a strict format (IBAN, AHV, card, e-mail) first; then the longer
 *     span; on equal length, higher confidence; then the type order below; then the earlier start.
 *  3. A street address or a place that overlaps a kept value only at one edge keeps the rest ("IBAN CH64 … 2015 8,
 *     Avenue de la Gare 29" keeps the IBAN whole and the street after it).
 * The result is sorted by start offset and has no overlaps.
 */

const TYPE_ORDER: readonly TPiiEntityType[] = [
  'IBAN_CODE',
  'CH_AHV_NUMBER',
  'CREDIT_CARD',
  'EMAIL_ADDRESS',
  'IP_ADDRESS',
  'URL',
  'PHONE_NUMBER',
  'DATE_TIME',
  'STREET_ADDRESS',
  'PERSON',
  'LOCATION',
];

const VALIDATED_TYPES: ReadonlySet<TPiiEntityType> = new Set([
  'IBAN_CODE',
  'CH_AHV_NUMBER',
  'CREDIT_CARD',
  'EMAIL_ADDRESS',
]);
const TRIMMABLE_TYPES: ReadonlySet<TPiiEntityType> = new Set(['STREET_ADDRESS', 'LOCATION']);

const typeRank = (type: TPiiEntityType): number => {
  const rank = TYPE_ORDER.indexOf(type);
  return rank === -1 ? TYPE_ORDER.length : rank;
};

function fuseSameType(text: string, entities: readonly TDetectedEntity[]): TDetectedEntity[] {
  const byType = new Map<TPiiEntityType, TDetectedEntity[]>();
  for (const entity of entities) {
    const list = byType.get(entity.entity_type);
    if (list) list.push(entity);
    else byType.set(entity.entity_type, [entity]);
  }
  const fused: TDetectedEntity[] = [];
  for (const [type, list] of byType) {
    const sorted = [...list].sort((a, b) => a.start - b.start || b.end - a.end);
    let current: TDetectedEntity | undefined;
    for (const entity of sorted) {
      if (current && entity.start < current.end) {
        const end = Math.max(current.end, entity.end);
        current = createEntity(text, type, current.start, end, Math.max(current.confidence, entity.confidence), [
          ...(current.reasons ?? []),
          ...(entity.reasons ?? []),
        ]);
      } else {
        if (current) fused.push(current);
        current = entity;
      }
    }
    if (current) fused.push(current);
  }
  return fused;
}

/**
 * The free part of `start..end` when the taken characters sit only at one edge, trimmed of separators; undefined
 * when the candidate is taken in the middle or too little of it is left.
 */
function trimToFree(
  text: string,
  taken: Uint8Array,
  start: number,
  end: number,
): { start: number; end: number } | undefined {
  let freeStart = start;
  while (freeStart < end && taken[freeStart] === 1) freeStart += 1;
  let freeEnd = end;
  while (freeEnd > freeStart && taken[freeEnd - 1] === 1) freeEnd -= 1;
  if (taken.subarray(freeStart, freeEnd).includes(1)) return undefined;
  while (freeStart < freeEnd && /[\s,;.:]/u.test(text[freeStart] ?? '')) freeStart += 1;
  while (freeEnd > freeStart && /[\s,;:]/u.test(text[freeEnd - 1] ?? '')) freeEnd -= 1;
  const rest = text.slice(freeStart, freeEnd);
  return rest.length >= 4 && /\p{L}/u.test(rest) && /\p{L}{2}/u.test(rest)
    ? { start: freeStart, end: freeEnd }
    : undefined;
}

/** Resolves overlaps as described above. `text` is the analysed string (entities' `text` is re-sliced from it). */
export function mergeEntities(text: string, entities: readonly TDetectedEntity[]): TDetectedEntity[] {
  const candidates = fuseSameType(text, entities).sort(
    (a, b) =>
      Number(VALIDATED_TYPES.has(b.entity_type)) - Number(VALIDATED_TYPES.has(a.entity_type)) ||
      b.end - b.start - (a.end - a.start) ||
      b.confidence - a.confidence ||
      typeRank(a.entity_type) - typeRank(b.entity_type) ||
      a.start - b.start,
  );
  // One flag per character taken: checking a candidate costs its length, not the number of entities kept (a long
  // document has thousands).
  const taken = new Uint8Array(text.length);
  const kept: TDetectedEntity[] = [];
  for (const candidate of candidates) {
    const start = Math.max(0, candidate.start);
    const end = Math.min(text.length, candidate.end);
    if (taken.subarray(start, end).includes(1)) {
      const rest = TRIMMABLE_TYPES.has(candidate.entity_type) ? trimToFree(text, taken, start, end) : undefined;
      if (!rest) continue;
      taken.fill(1, rest.start, rest.end);
      kept.push(
        createEntity(text, candidate.entity_type, rest.start, rest.end, candidate.confidence, candidate.reasons),
      );
      continue;
    }
    taken.fill(1, start, end);
    kept.push(candidate);
  }
  return kept.sort((a, b) => a.start - b.start);
}
