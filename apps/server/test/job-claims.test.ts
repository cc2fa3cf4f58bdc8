/**
 * Claiming document jobs against the real database: on PostgreSQL a file another instance is taking (its row locked)
 * is skipped, not waited for, and the claimer gets the next file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beat, claimNextFile } from '../src/documents/pipeline/job-claims.js';
import { buildPdf } from './support/documents.js';
import { createTestProject, createTestRevision, createTestUser } from './support/factories.js';
import { createClient } from './support/http.js';
import { startTestServer, testDb, type TTestServer } from './support/server.js';
import { uploadFile } from './support/uploads.js';

describe('claimNextFile', () => {
  let server: TTestServer;
  const fileIds: string[] = [];

  beforeAll(async () => {
    server = await startTestServer({ startJobs: false });
    const client = createClient(server.baseUrl);
    const owner = await createTestUser(server.ctx);
    const project = await createTestProject(client, owner.token);
    const revision = await createTestRevision(client, owner.token, project.id);
    const target = { projectId: project.id, revisionId: revision.id };
    const pdf = buildPdf(['A short page of text.']);
    for (const slot of ['APPLICATION_DRAFT', 'FUNDING_PROPOSAL']) {
      const uploaded = await uploadFile(client, owner.token, { ...target, slot }, { name: `${slot}.pdf`, data: pdf });
      fileIds.push(uploaded.body.id);
    }
  });

  afterAll(() => server.close());

  // A live instance: without a heartbeat its claims would count as a dead instance's and be taken over at once.
  const claim = async (instanceId: string) => {
    await beat(server.ctx, instanceId);
    return claimNextFile(
      server.ctx,
      { instanceTimeoutMs: 6_000, skippedOwners: [] },
      { instanceId, until: new Date(Date.now() + 60_000).toISOString() },
    );
  };

  it.runIf(testDb === 'postgres')('skips a file whose row another instance holds and takes the next one', async () => {
    const [first, second] = fileIds;
    await server.ctx.db.transaction().execute(async (trx) => {
      // Another instance in the middle of taking the oldest file.
      await trx
        .selectFrom('files')
        .select('id')
        .where('id', '=', first ?? '')
        .forUpdate()
        .executeTakeFirstOrThrow();
      const claimed = await claim('instance-b');
      expect(claimed?.file.id).toBe(second);
      expect(claimed?.file).toMatchObject({ status: 'PROCESSING', claimed_by: 'instance-b', attempts: 1 });
    });
    expect((await claim('instance-a'))?.file.id).toBe(first);
    expect(await claim('instance-c')).toBeUndefined();
  });

  it.runIf(testDb === 'sqlite')('takes each waiting file once, then none', async () => {
    const taken = [(await claim('instance-a'))?.file.id, (await claim('instance-a'))?.file.id];
    expect(taken.sort()).toEqual([...fileIds].sort());
    expect(await claim('instance-a')).toBeUndefined();
  });
});
