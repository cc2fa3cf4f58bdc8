/**
 * The detected entities as the review page lists them: grouped by type (most frequent type first, then by position
 * in the text), filtered by type and by text, and shown a page at a time: a large document has thousands.
 */
import type { TPiiEntity } from '@grant-review/contract';

/** An entity with its position in the file's list (the index its mark in the text is named after). */
export interface TIndexedEntity {
  entity: TPiiEntity;
  index: number;
}

export interface TEntityFilter {
  /** Only this type; null for every type. */
  type: string | null;
  /** Only entities whose text holds this (case-insensitive); blank for all. */
  query: string;
}

/** Each detected type with its count, most frequent first (ties by name). */
export function countByType(entities: readonly Pick<TPiiEntity, 'entity_type'>[]): { type: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const entity of entities) counts.set(entity.entity_type, (counts.get(entity.entity_type) ?? 0) + 1);
  return [...counts.entries()]
    .map(([type, count]) => ({ type, count }))
    .sort((a, b) => b.count - a.count || a.type.localeCompare(b.type));
}

/** The entities the filter keeps, grouped by type (the order of `countByType`), each group in text order. */
export function filterEntities(entities: readonly TPiiEntity[], filter: TEntityFilter): TIndexedEntity[] {
  const query = filter.query.trim().toLocaleLowerCase();
  const typeOrder = new Map(countByType(entities).map(({ type }, position) => [type, position]));
  return entities
    .map((entity, index) => ({ entity, index }))
    .filter(
      ({ entity }) =>
        (filter.type === null || entity.entity_type === filter.type) &&
        (query === '' || entity.text.toLocaleLowerCase().includes(query)),
    )
    .sort(
      (a, b) =>
        (typeOrder.get(a.entity.entity_type) ?? 0) - (typeOrder.get(b.entity.entity_type) ?? 0) ||
        a.entity.start - b.entity.start ||
        a.index - b.index,
    );
}

/** The first `limit` entities, cut into runs of one type (for a heading per type). */
export function groupRuns(
  entities: readonly TIndexedEntity[],
  limit: number,
): { type: string; items: TIndexedEntity[] }[] {
  const runs: { type: string; items: TIndexedEntity[] }[] = [];
  for (const item of entities.slice(0, limit)) {
    const last = runs.at(-1);
    if (last?.type === item.entity.entity_type) last.items.push(item);
    else runs.push({ type: item.entity.entity_type, items: [item] });
  }
  return runs;
}
