import { LIMITS } from '@grant-review/contract';

/** Distinct entity types in order of first appearance: up to 3 shown, the rest counted as '+N more'. */
export function summarizeEntityTypes(
  entities: readonly { entity_type: string }[],
  maxShown: number = LIMITS.maxEntityTypesShown,
): { shown: string[]; moreCount: number } {
  const types = [...new Set(entities.map((entity) => entity.entity_type))];
  return { shown: types.slice(0, maxShown), moreCount: Math.max(0, types.length - maxShown) };
}
