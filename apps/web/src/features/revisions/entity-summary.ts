import { LIMITS } from '@grant-review/contract';

/**
 * The detected entity types, most frequent first (ties by name), from a file's `pii_entity_counts` (the polled
 * revision list carries counts, not entities): up to 3 shown, the rest counted as '+N more'.
 */
export function summarizeEntityTypes(
  counts: Partial<Record<string, number>>,
  maxShown: number = LIMITS.maxEntityTypesShown,
): { shown: string[]; moreCount: number } {
  const types = Object.entries(counts)
    .filter((entry): entry is [string, number] => (entry[1] ?? 0) > 0)
    .sort(([typeA, countA], [typeB, countB]) => countB - countA || typeA.localeCompare(typeB))
    .map(([type]) => type);
  return { shown: types.slice(0, maxShown), moreCount: Math.max(0, types.length - maxShown) };
}
