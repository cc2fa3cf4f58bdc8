import type { TPiiEntityType } from '@grant-review/contract';
import { createEntity, type TDetectedEntity } from './types.js';

/*
 * Overlap rule (precise):
 *  1. Entities of the SAME type that overlap are fused into one entity spanning both, with the higher
 *     confidence ("Dr. Anna" + "Anna Muster" → "Dr. Anna Muster").
 *  2. Between DIFFERENT types, candidates are taken greedily in this order and kept unless they overlap one
 *     already kept: longer span first; on equal length, higher confidence; then the type order below (validated
 *     formats before guesses); then the earlier start.
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

/** Resolves overlaps as described above. `text` is the analysed string (entities' `text` is re-sliced from it). */
export function mergeEntities(text: string, entities: readonly TDetectedEntity[]): TDetectedEntity[] {
  const candidates = fuseSameType(text, entities).sort(
    (a, b) =>
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
    if (taken.subarray(start, end).includes(1)) continue;
    taken.fill(1, start, end);
    kept.push(candidate);
  }
  return kept.sort((a, b) => a.start - b.start);
}
