import type { TPiiEntity } from '@grant-review/contract';

const LABELS: Record<string, [singular: string, plural: string]> = {
  PERSON: ['name', 'names'],
  EMAIL_ADDRESS: ['email address', 'email addresses'],
  PHONE_NUMBER: ['phone number', 'phone numbers'],
  IBAN_CODE: ['IBAN', 'IBANs'],
  CREDIT_CARD: ['card number', 'card numbers'],
  IP_ADDRESS: ['IP address', 'IP addresses'],
  URL: ['URL', 'URLs'],
  LOCATION: ['location', 'locations'],
  DATE_TIME: ['date', 'dates'],
  CH_AHV_NUMBER: ['AHV number', 'AHV numbers'],
  STREET_ADDRESS: ['street address', 'street addresses'],
  TERM: ['masked term', 'masked terms'],
};

export function describeEntityCount(entityType: string, count: number): string {
  const [singular, plural] = LABELS[entityType] ?? [entityType, entityType];
  return `${count} ${count === 1 ? singular : plural}`;
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
