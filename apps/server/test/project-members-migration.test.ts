/**
 * Migration 0015 on a database made before it: every project gets its owner's membership, so its owner keeps every
 * route, and the dashboard triggers reach the members again after the down migration put 0001's back.
 */
import type { TDashboardResponse, TProject } from '@grant-review/contract';
import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import * as projectMembers from '../src/db/migrations/0015-project-members.js';
import { addTestMember, createTestProject, createTestUser } from './support/factories.js';
import { createClient } from './support/http.js';
import { keptDatabaseOf, openKeptDatabase, startTestServer } from './support/server.js';

describe('migration 0015 (project members)', () => {
  it("gives every existing project its owner's membership", async () => {
    const first = await startTestServer({ keepData: true, startJobs: false });
    const client = createClient(first.baseUrl);
    const owner = await createTestUser(first.ctx);
    const project = await createTestProject(client, owner.token, { name: 'Before sharing' });
    const kept = await keptDatabaseOf(first);
    await first.close();

    const database = await openKeptDatabase(kept);
    await projectMembers.down(database.db as unknown as Kysely<unknown>);
    await sql`delete from kysely_migration where name = ${'0015-project-members'}`.execute(database.db);
    // 0001's trigger is back: renaming the project still bumps its owner's dashboard version.
    const { data_version: before } = await database.db
      .selectFrom('users')
      .select('data_version')
      .where('id', '=', owner.user.id)
      .executeTakeFirstOrThrow();
    await database.db.updateTable('projects').set({ name: 'Renamed' }).where('id', '=', project.id).execute();
    const { data_version: after } = await database.db
      .selectFrom('users')
      .select('data_version')
      .where('id', '=', owner.user.id)
      .executeTakeFirstOrThrow();
    expect(after).toBe(before + 1);
    await database.close();

    const second = await startTestServer({ ...kept, startJobs: false });
    try {
      const again = createClient(second.baseUrl);
      const seen = await again.get<TProject>(`/api/projects/${project.id}`, { token: owner.token });
      expect(seen.status).toBe(200);
      expect(seen.body).toMatchObject({ name: 'Renamed', role: 'owner', owner: { user_id: owner.user.id } });
      const member = await createTestUser(second.ctx);
      await addTestMember(again, owner.token, project.id, member.email, 'viewer');
      const shared = await again.get<TDashboardResponse>('/api/projects/dashboard', { token: member.token });
      expect(shared.body.projects.map((entry) => [entry.id, entry.role])).toEqual([[project.id, 'viewer']]);
    } finally {
      await second.close();
    }
  });
});
