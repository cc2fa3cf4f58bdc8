import { PII_ENTITY_TYPES, type TPiiCorrection } from '@grant-review/contract';
import type { PiiCorrectionRow } from '../db/schema.js';

export function presentPiiCorrection(row: PiiCorrectionRow): TPiiCorrection {
  return {
    id: row.id,
    kind: row.kind === 'keep' ? 'keep' : 'mask',
    value: row.value,
    entity_type: PII_ENTITY_TYPES.find((type) => type === row.entity_type) ?? null,
    created_by: row.created_by,
    created_at: row.created_at,
  };
}
