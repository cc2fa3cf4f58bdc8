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
};

export function describeEntityCount(entityType: string, count: number): string {
  const [singular, plural] = LABELS[entityType] ?? [entityType, entityType];
  return `${count} ${count === 1 ? singular : plural}`;
}

/** Counts of each detected entity type, most frequent first. */
export function countEntitiesByType(
  entities: readonly Pick<TPiiEntity, 'entity_type'>[],
): { entityType: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const entity of entities) counts.set(entity.entity_type, (counts.get(entity.entity_type) ?? 0) + 1);
  return [...counts.entries()]
    .map(([entityType, count]) => ({ entityType, count }))
    .sort((a, b) => b.count - a.count || a.entityType.localeCompare(b.entityType));
}
