import type { TPiiEntity, TPiiEntityType } from '@grant-review/contract';
import type { TFunction } from 'i18next';

/** The translation of "N names", "N email addresses" … for each entity type of the contract (plural by count). */
const COUNT_KEYS = {
  PERSON: 'entity.PERSON',
  EMAIL_ADDRESS: 'entity.EMAIL_ADDRESS',
  PHONE_NUMBER: 'entity.PHONE_NUMBER',
  IBAN_CODE: 'entity.IBAN_CODE',
  CREDIT_CARD: 'entity.CREDIT_CARD',
  IP_ADDRESS: 'entity.IP_ADDRESS',
  URL: 'entity.URL',
  LOCATION: 'entity.LOCATION',
  DATE_TIME: 'entity.DATE_TIME',
  CH_AHV_NUMBER: 'entity.CH_AHV_NUMBER',
  STREET_ADDRESS: 'entity.STREET_ADDRESS',
  TERM: 'entity.TERM',
} as const satisfies Record<TPiiEntityType, string>;

function isKnownType(entityType: string): entityType is keyof typeof COUNT_KEYS {
  return Object.hasOwn(COUNT_KEYS, entityType);
}

/** '3 names', '1 email address'; a type without a translation keeps its code ('2 NRP'). */
export function describeEntityCount(entityType: string, count: number, t: TFunction<'anonymization'>): string {
  return isKnownType(entityType)
    ? t(COUNT_KEYS[entityType], { count })
    : t('entity.other', { count, type: entityType });
}

/** Counts of each type from a file's `pii_entity_counts`, most frequent first (ties by name). */
export function countsFromRecord(counts: Partial<Record<string, number>>): { entityType: string; count: number }[] {
  return Object.entries(counts)
    .filter((entry): entry is [string, number] => (entry[1] ?? 0) > 0)
    .map(([entityType, count]) => ({ entityType, count }))
    .sort((a, b) => b.count - a.count || a.entityType.localeCompare(b.entityType));
}

/** An entity with its position in the file's list. */
export interface TRankedEntity {
  entity: TPiiEntity;
  index: number;
}

/** Every entity, the least certain first (ties in text order): what the user checks first before the analysis. */
export function sortByConfidence(entities: readonly TPiiEntity[]): TRankedEntity[] {
  return entities
    .map((entity, index) => ({ entity, index }))
    .sort((a, b) => a.entity.confidence - b.entity.confidence || a.entity.start - b.entity.start);
}

/** The entities grouped by type (most frequent type first), each group the least certain first. */
export function groupByTypeLeastCertainFirst(
  entities: readonly TPiiEntity[],
): { entityType: string; lowestConfidence: number; items: TRankedEntity[] }[] {
  const groups = new Map<string, TRankedEntity[]>();
  for (const item of sortByConfidence(entities)) {
    const group = groups.get(item.entity.entity_type);
    if (group) group.push(item);
    else groups.set(item.entity.entity_type, [item]);
  }
  return [...groups.entries()]
    .map(([entityType, items]) => ({ entityType, lowestConfidence: items[0]?.entity.confidence ?? 1, items }))
    .sort((a, b) => b.items.length - a.items.length || a.entityType.localeCompare(b.entityType));
}
