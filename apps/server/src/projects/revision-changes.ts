/**
 * What changed in a revision since its analysis started, so that the analysis can say it is outdated and why
 * (issue 13). Uploads, replacements, deletions, finished processing and masking corrections each record a row; a
 * completed analysis deletes the rows from before it started. A change made while an analysis runs stays: that
 * analysis read the documents before it.
 */
import type { TRevisionChange, TRevisionChangeKind } from '@grant-review/contract';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import { nowIso } from '../lib/time.js';

type TDatabase = Kysely<DB> | Transaction<DB>;

export async function recordRevisionChange(
  db: TDatabase,
  revisionId: string,
  kind: TRevisionChangeKind,
  slot: string | null = null,
  at: string = nowIso(),
): Promise<void> {
  await db
    .insertInto('revision_changes')
    .values({ id: newId(), revision_id: revisionId, kind, slot, created_at: at })
    .execute();
}

/** Forgets the changes an analysis that started at `startedAt` has seen. */
export async function forgetChangesBefore(db: TDatabase, revisionId: string, startedAt: string): Promise<void> {
  await db
    .deleteFrom('revision_changes')
    .where('revision_id', '=', revisionId)
    .where('created_at', '<=', startedAt)
    .execute();
}

/**
 * The changes of each revision still on record, one per kind and slot (the latest), oldest first. A document added
 * then replaced shows both; a second replacement only moves the date.
 */
export async function loadRevisionChanges(
  db: TDatabase,
  revisionIds: readonly string[],
): Promise<Map<string, TRevisionChange[]>> {
  const changes = new Map<string, TRevisionChange[]>();
  if (revisionIds.length === 0) return changes;
  const rows = await db
    .selectFrom('revision_changes')
    .select(['revision_id', 'kind', 'slot', (eb) => eb.fn.max<string>('created_at').as('changed_at')])
    .where('revision_id', 'in', revisionIds)
    .groupBy(['revision_id', 'kind', 'slot'])
    .orderBy('changed_at')
    .execute();
  for (const row of rows) {
    const change = { kind: row.kind as TRevisionChangeKind, slot: row.slot, changed_at: row.changed_at };
    const list = changes.get(row.revision_id);
    if (list) list.push(change);
    else changes.set(row.revision_id, [change]);
  }
  return changes;
}
