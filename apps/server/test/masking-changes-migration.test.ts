/**
 * Migration 0013 on a database made before it: a masking change later than a revision's analysis still outdates it,
 * as a `masking_changed` row of `revision_changes`; one older than the analysis does not; the column is gone.
 */
import type { TRevision } from '@grant-review/contract';
import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import * as maskingChanges from '../src/db/migrations/0013-masking-changes.js';
import { createTestUser } from './support/factories.js';
import { createClient } from './support/http.js';
import { addAnalysisReport, createOwnedData } from './support/owned-data.js';
import { keptDatabaseOf, openKeptDatabase, startTestServer } from './support/server.js';

describe('migration 0013 (masking changes)', () => {
  it('turns a masking change after the analysis into a change since it, and drops the column', async () => {
    const first = await startTestServer({ keepData: true, startJobs: false });
    const client = createClient(first.baseUrl);
    const owner = await createTestUser(first.ctx);
    const outdated = await createOwnedData(first.ctx, client, owner);
    const current = await createOwnedData(first.ctx, client, owner);
    await addAnalysisReport(first.ctx, outdated, owner);
    await addAnalysisReport(first.ctx, current, owner);
    const kept = await keptDatabaseOf(first);
    await first.close();

    // Turn the database back into one before 0013: the column holds the dates, no change rows.
    const database = await openKeptDatabase(kept);
    await maskingChanges.down(database.db as unknown as Kysely<unknown>);
    await sql`delete from kysely_migration where name = ${'0013-masking-changes'}`.execute(database.db);
    await sql`delete from revision_changes`.execute(database.db);
    await sql`update revisions set masking_changed_at = ${'2999-01-01T00:00:00.000Z'} where id = ${outdated.revision}`.execute(
      database.db,
    );
    await sql`update revisions set masking_changed_at = ${'2000-01-01T00:00:00.000Z'} where id = ${current.revision}`.execute(
      database.db,
    );
    await database.close();

    const second = await startTestServer({ ...kept, startJobs: false });
    try {
      const revisionOf = async (projectId: string) =>
        (
          await createClient(second.baseUrl).get<TRevision[]>(`/api/projects/${projectId}/revisions`, {
            token: owner.token,
          })
        ).body[0];
      const stale = await revisionOf(outdated.project);
      expect(stale?.is_analysis_outdated).toBe(true);
      expect(stale?.analysis?.changes_since).toEqual([
        { kind: 'masking_changed', slot: null, changed_at: '2999-01-01T00:00:00.000Z' },
      ]);
      const fresh = await revisionOf(current.project);
      expect(fresh?.is_analysis_outdated).toBe(false);
      expect(fresh?.analysis?.changes_since).toEqual([]);
      await expect(sql`select masking_changed_at from revisions`.execute(second.ctx.db)).rejects.toThrow();
    } finally {
      await second.close();
    }
  });
});
