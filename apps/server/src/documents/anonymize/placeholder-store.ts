/**
 * A revision's placeholder map in the database: its rows (`placeholder_maps`) and how far each type's numbering
 * went (`placeholder_counters`). Everything that hands out placeholders (a processed file, a chat message) loads
 * the map, uses it and saves it in one transaction; when another writer saved first, it starts again from the
 * fresh rows. So one value has one placeholder, and a number, once issued in a revision, never means another value.
 */
import type { TPiiEntityType } from '@grant-review/contract';
import type { Kysely, Transaction } from 'kysely';
import { isUniqueViolation } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { batches } from '../../lib/batches.js';
import { newId } from '../../lib/ids.js';
import { nowIso } from '../../lib/time.js';
import { PlaceholderMap } from './placeholder-map.js';

const MAX_ATTEMPTS = 8;

/** Another writer advanced the revision's numbering after this map was loaded. */
export class PlaceholderConflictError extends Error {
  override name = 'PlaceholderConflictError';
}

/** True when saving lost a race with another writer of the same revision's map: load it again and redo the work. */
export const isPlaceholderRace = (error: unknown): boolean =>
  error instanceof PlaceholderConflictError || isUniqueViolation(error);

export async function loadPlaceholderMap(db: Kysely<DB>, revisionId: string): Promise<PlaceholderMap> {
  const [rows, counters] = await Promise.all([
    db
      .selectFrom('placeholder_maps')
      .select(['entity_type', 'value_key', 'value', 'placeholder'])
      .where('revision_id', '=', revisionId)
      .execute(),
    db
      .selectFrom('placeholder_counters')
      .select(['entity_type', 'last_number'])
      .where('revision_id', '=', revisionId)
      .execute(),
  ]);
  return PlaceholderMap.fromRows(
    rows.map((row) => ({ ...row, entity_type: row.entity_type as TPiiEntityType })),
    new Map(counters.map((counter) => [counter.entity_type as TPiiEntityType, Number(counter.last_number)])),
  );
}

/**
 * Saves the map's new rows and counters inside `trx`. Throws PlaceholderConflictError (or a unique violation)
 * when another writer saved first; the caller's transaction then rolls back and the work is redone.
 */
export async function savePlaceholderMap(trx: Transaction<DB>, revisionId: string, map: PlaceholderMap): Promise<void> {
  for (const change of map.counterChanges()) {
    if (change.stored === null) {
      await trx
        .insertInto('placeholder_counters')
        .values({ revision_id: revisionId, entity_type: change.entity_type, last_number: change.last })
        .execute();
      continue;
    }
    const result = await trx
      .updateTable('placeholder_counters')
      .set({ last_number: change.last })
      .where('revision_id', '=', revisionId)
      .where('entity_type', '=', change.entity_type)
      .where('last_number', '=', change.stored)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1)
      throw new PlaceholderConflictError(`${change.entity_type} numbering moved`);
  }
  const now = nowIso();
  for (const rows of batches(map.takeNewRows())) {
    await trx
      .insertInto('placeholder_maps')
      .values(rows.map((row) => ({ id: newId(), revision_id: revisionId, created_at: now, ...row })))
      .execute();
  }
}

/**
 * Runs `use` with the revision's map inside a transaction and saves what it added; on a race with another writer
 * it runs `use` again on the reloaded map. Returns `use`'s result and the map as saved.
 */
export async function withPlaceholderMap<T>(
  db: Kysely<DB>,
  revisionId: string,
  use: (map: PlaceholderMap, trx: Transaction<DB>) => T | Promise<T>,
): Promise<{ result: T; map: PlaceholderMap }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        const map = await loadPlaceholderMap(trx, revisionId);
        const result = await use(map, trx);
        await savePlaceholderMap(trx, revisionId, map);
        return { result, map };
      });
    } catch (error) {
      if (!isPlaceholderRace(error) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}
