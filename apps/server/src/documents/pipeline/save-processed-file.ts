/**
 * Saves a processed file: its text, its document model, its anonymized text and its entities, and any new entries of the
 * revision's placeholder map, in one transaction. Placeholders are shared by all files of a revision,
 * so a conflict with a file of the same revision saved at the same moment (another instance) is
 * resolved by reloading the map and trying again (withPlaceholderMap).
 */
import type { TDocumentStructure } from '@grant-review/contract';
import type { TAppContext } from '../../context.js';
import type { FileRow } from '../../db/schema.js';
import { batches } from '../../lib/batches.js';
import { newId } from '../../lib/ids.js';
import { nowIso } from '../../lib/time.js';
import { anonymizeWithKnownValues } from '../anonymize/index.js';
import { withPlaceholderMap } from '../anonymize/placeholder-store.js';
import type { TDetectedEntity } from '../pii/index.js';

export interface TProcessedDocument {
  content: string;
  entities: readonly TDetectedEntity[];
  /** Offsets into `content`. */
  structure: TDocumentStructure;
}

const spanKey = (entity: Pick<TDetectedEntity, 'entity_type' | 'start' | 'end'>): string =>
  `${entity.entity_type}:${entity.start}:${entity.end}`;

/**
 * The detector's reasons by span. The anonymizer rebuilds entities (merging, and adding values known from other
 * files), so reasons are joined back by type and offsets; an entity the detector did not report here was masked
 * because its value is in the revision's map.
 */
function collectReasons(detected: readonly TDetectedEntity[]): Map<string, string[]> {
  const reasons = new Map<string, string[]>();
  for (const entity of detected) reasons.set(spanKey(entity), entity.reasons ?? []);
  return reasons;
}

/** Detected without reasons: none stored; not detected in this file: its value is in the revision's map. */
function presentStoredReasons(reasons: readonly string[] | undefined): string | null {
  if (!reasons) return JSON.stringify(['the same value was taken for personal data elsewhere in this revision']);
  return reasons.length ? JSON.stringify(reasons) : null;
}

export async function saveProcessedFile(
  ctx: Pick<TAppContext, 'db'>,
  file: FileRow,
  claimedBy: string,
  { content, entities: detected, structure }: TProcessedDocument,
): Promise<void> {
  await withPlaceholderMap(ctx.db, file.revision_id, async (map, trx) => {
    const current = await trx
      .selectFrom('files')
      .select(['id'])
      .where('id', '=', file.id)
      .where('claimed_by', '=', claimedBy)
      .where('status', '=', 'PROCESSING')
      .executeTakeFirst();
    if (!current) return; // deleted, replaced or reclaimed while it was processed

    // Values already found in another file of the revision are masked here too, even where the detectors miss them.
    const { text: anonymizedContent, entities } = anonymizeWithKnownValues(content, detected, map);
    const reasonsBySpan = collectReasons(detected);
    const now = nowIso();
    await trx.deleteFrom('pii_entities').where('file_id', '=', file.id).execute();
    for (const rows of batches(entities)) {
      await trx
        .insertInto('pii_entities')
        .values(
          rows.map((entity) => ({
            id: newId(),
            file_id: file.id,
            entity_type: entity.entity_type,
            text: entity.text,
            start_offset: entity.start,
            end_offset: entity.end,
            confidence: entity.confidence,
            placeholder: entity.placeholder,
            reasons: presentStoredReasons(reasonsBySpan.get(spanKey(entity))),
          })),
        )
        .execute();
    }
    await trx
      .updateTable('files')
      .set({
        status: 'PROCESSED',
        error: null,
        content,
        structure: JSON.stringify(structure),
        anonymized_content: anonymizedContent,
        claimed_by: null,
        claimed_until: null,
        updated_at: now,
      })
      .where('id', '=', file.id)
      .execute();
  });
}
