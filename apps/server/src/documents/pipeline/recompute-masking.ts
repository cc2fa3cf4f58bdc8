/**
 * Recomputes the anonymized text of every processed file of a project after its masking corrections changed,
 * from the stored `content`: no file is extracted again. Detection runs again on the text (a removed correction
 * must bring back what the detectors found), then the corrections apply, then placeholders come from the
 * revision's map, so a value keeps its number and a stored answer still restores. Entries of the map no file and
 * no stored answer uses any more are pruned. A revision whose masking changed records a `masking_changed`
 * change, which marks an analysis made before it as outdated.
 */
import type { Transaction } from 'kysely';
import type { TAppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { pruneUnusedPlaceholders } from '../../files/files.service.js';
import { nowIso } from '../../lib/time.js';
import { loadMaskingCorrections } from '../../projects/pii-corrections.queries.js';
import { anonymizeWithKnownValues, applyCorrections, type TKnownValue } from '../anonymize/index.js';
import { withPlaceholderMap } from '../anonymize/placeholder-store.js';
import { detectPiiAsync, type TDetectedEntity } from '../pii/index.js';
import { replaceFileEntities } from './save-processed-file.js';
import { recordRevisionChange } from '../../projects/revision-changes.js';

interface TStoredFile {
  id: string;
  content: string;
  anonymized_content: string | null;
  updated_at: string;
}

/** Returns the ids of the files whose anonymized text or replacements changed. */
export async function recomputeProjectMasking(ctx: Pick<TAppContext, 'db'>, projectId: string): Promise<string[]> {
  const revisions = await ctx.db
    .selectFrom('revisions')
    .select('id')
    .where('project_id', '=', projectId)
    .orderBy('seq')
    .execute();
  const changed: string[] = [];
  for (const revision of revisions) changed.push(...(await recomputeRevisionMasking(ctx, projectId, revision.id)));
  return changed;
}

async function recomputeRevisionMasking(
  ctx: Pick<TAppContext, 'db'>,
  projectId: string,
  revisionId: string,
): Promise<string[]> {
  const files = (
    await ctx.db
      .selectFrom('files')
      .select(['id', 'content', 'anonymized_content', 'updated_at'])
      .where('revision_id', '=', revisionId)
      .where('status', '=', 'PROCESSED')
      .orderBy('created_at')
      .execute()
  ).filter((file): file is TStoredFile => file.content !== null);
  if (files.length === 0) return [];
  // Detection is the slow part: it runs before the transaction, which only anonymizes and writes.
  const detected = new Map<string, TDetectedEntity[]>();
  for (const file of files) detected.set(file.id, await detectPiiAsync(file.content));

  const { result } = await withPlaceholderMap(ctx.db, revisionId, async (map, trx) => {
    const corrections = await loadMaskingCorrections(trx, projectId);
    // Only files unchanged since they were read: one reprocessed meanwhile was saved with the corrections applied.
    const current = new Map(
      (
        await trx
          .selectFrom('files')
          .select(['id', 'updated_at', 'anonymized_content'])
          .where('revision_id', '=', revisionId)
          .where('status', '=', 'PROCESSED')
          .execute()
      ).map((file) => [file.id, file]),
    );
    const unchanged = files.filter((file) => current.get(file.id)?.updated_at === file.updated_at);
    // A value found in one file is masked in all of them, as when they were processed; the values searched for
    // are those the files still have after the corrections, so a removed term or a kept name is not searched.
    const knownValues: TKnownValue[] = unchanged.flatMap((file) =>
      applyCorrections(file.content, detected.get(file.id) ?? [], corrections).map((entity) => ({
        value: entity.text,
        type: entity.entity_type,
      })),
    );
    const storedEntities = await loadEntitySignatures(
      trx,
      unchanged.map((file) => file.id),
    );
    const now = nowIso();
    const changedIds: string[] = [];
    for (const file of unchanged) {
      const anonymized = anonymizeWithKnownValues(
        file.content,
        detected.get(file.id) ?? [],
        map,
        corrections,
        knownValues,
      );
      const signature = anonymized.entities.map(entitySignature).join('\n');
      if (anonymized.text === file.anonymized_content && signature === storedEntities.get(file.id)) continue;
      await replaceFileEntities(trx, file.id, anonymized.entities, {
        detected: detected.get(file.id) ?? [],
        corrections,
      });
      await trx
        .updateTable('files')
        .set({ anonymized_content: anonymized.text, updated_at: now })
        .where('id', '=', file.id)
        .execute();
      changedIds.push(file.id);
    }
    if (changedIds.length > 0) {
      await recordRevisionChange(trx, revisionId, 'masking_changed', null, now);
    }
    return changedIds;
  });
  if (result.length > 0) await pruneUnusedPlaceholders(ctx.db, revisionId);
  return result;
}

const entitySignature = (entity: { start: number; end: number; placeholder: string }): string =>
  `${entity.start}:${entity.end}:${entity.placeholder}`;

async function loadEntitySignatures(trx: Transaction<DB>, fileIds: readonly string[]): Promise<Map<string, string>> {
  if (fileIds.length === 0) return new Map();
  const rows = await trx
    .selectFrom('pii_entities')
    .select(['file_id', 'start_offset', 'end_offset', 'placeholder'])
    .where('file_id', 'in', fileIds)
    .orderBy('file_id')
    .orderBy('start_offset')
    .execute();
  const byFile = new Map<string, string[]>();
  for (const row of rows) {
    const list = byFile.get(row.file_id) ?? [];
    list.push(entitySignature({ start: row.start_offset, end: row.end_offset, placeholder: row.placeholder }));
    byFile.set(row.file_id, list);
  }
  return new Map([...byFile].map(([id, list]) => [id, list.join('\n')]));
}
