/**
 * Saves a processed file: its text, its anonymized text and its entities, and any new entries of the
 * revision's placeholder map, in one transaction. Placeholders are shared by all files of a revision,
 * so a conflict with a file of the same revision saved at the same moment (another instance) is
 * resolved by reloading the map and trying again.
 */
import type { TPiiEntityType } from '@grant-review/contract';
import type { TAppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/database.js';
import type { FileRow } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { nowIso } from '../../lib/time.js';
import { anonymizeWithKnownValues, PlaceholderMap } from '../anonymize/index.js';
import type { TDetectedEntity } from '../pii/index.js';

/** Rows per INSERT, well under SQLite's and PostgreSQL's parameter limits. */
const INSERT_BATCH = 500;

function* batches<T>(rows: readonly T[]): Generator<T[]> {
  for (let start = 0; start < rows.length; start += INSERT_BATCH) yield rows.slice(start, start + INSERT_BATCH);
}

export async function saveProcessedFile(
  ctx: Pick<TAppContext, 'db'>,
  file: FileRow,
  claimedBy: string,
  content: string,
  detected: readonly TDetectedEntity[],
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await saveOnce(ctx, file, claimedBy, content, detected);
      return;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}

async function saveOnce(
  ctx: Pick<TAppContext, 'db'>,
  file: FileRow,
  claimedBy: string,
  content: string,
  detected: readonly TDetectedEntity[],
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('files')
      .select(['id'])
      .where('id', '=', file.id)
      .where('claimed_by', '=', claimedBy)
      .where('status', '=', 'PROCESSING')
      .executeTakeFirst();
    if (!current) return; // deleted, replaced or reclaimed while it was processed

    const stored = await trx
      .selectFrom('placeholder_maps')
      .select(['entity_type', 'value_key', 'value', 'placeholder'])
      .where('revision_id', '=', file.revision_id)
      .execute();
    const map = PlaceholderMap.fromRows(
      stored.map((row) => ({ ...row, entity_type: row.entity_type as TPiiEntityType })),
    );
    // Values already found in another file of the revision are masked here too, even where the detectors miss them.
    const { text: anonymizedContent, entities } = anonymizeWithKnownValues(content, detected, map);

    const now = nowIso();
    for (const rows of batches(map.takeNewRows())) {
      await trx
        .insertInto('placeholder_maps')
        .values(rows.map((row) => ({ id: newId(), revision_id: file.revision_id, created_at: now, ...row })))
        .execute();
    }
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
        anonymized_content: anonymizedContent,
        claimed_by: null,
        claimed_until: null,
        updated_at: now,
      })
      .where('id', '=', file.id)
      .execute();
  });
}
