/**
 * The active masking corrections of a project, as the anonymizer applies them. No access check: callers have asked
 * the access policy.
 */
import { PII_CORRECTION_KINDS, PII_ENTITY_TYPES, type TPiiEntityType } from '@grant-review/contract';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import type { TMaskingCorrection } from '../documents/anonymize/corrections.js';

type TDb = Kysely<DB> | Transaction<DB>;

const asEntityType = (value: string | null): TPiiEntityType | null =>
  PII_ENTITY_TYPES.find((type) => type === value) ?? null;

function toMaskingCorrections(
  rows: { kind: string; value: string; entity_type: string | null }[],
): TMaskingCorrection[] {
  return rows.flatMap((row) => {
    const kind = PII_CORRECTION_KINDS.find((known) => known === row.kind);
    return kind ? [{ kind, value: row.value, entity_type: asEntityType(row.entity_type) }] : [];
  });
}

export async function loadMaskingCorrections(db: TDb, projectId: string): Promise<TMaskingCorrection[]> {
  const rows = await db
    .selectFrom('pii_corrections')
    .select(['kind', 'value', 'entity_type'])
    .where('project_id', '=', projectId)
    .where('deleted_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return toMaskingCorrections(rows);
}

export async function loadMaskingCorrectionsOfRevision(db: TDb, revisionId: string): Promise<TMaskingCorrection[]> {
  const rows = await db
    .selectFrom('pii_corrections')
    .innerJoin('revisions', 'revisions.project_id', 'pii_corrections.project_id')
    .select(['pii_corrections.kind', 'pii_corrections.value', 'pii_corrections.entity_type'])
    .where('revisions.id', '=', revisionId)
    .where('pii_corrections.deleted_at', 'is', null)
    .orderBy('pii_corrections.created_at')
    .orderBy('pii_corrections.id')
    .execute();
  return toMaskingCorrections(rows);
}
