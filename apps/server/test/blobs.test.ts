/**
 * Deleted means gone from disk: blobs of deleted files leave no empty folders behind, and blobs
 * that no file row refers to (a crash mid-upload) are removed when the server starts.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { newId } from '../src/lib/ids.js';
import { removeOrphanBlobs } from '../src/storage/orphan-blobs.js';
import { buildPdf } from './support/documents.js';
import { createTestProject, createTestRevision, createTestUser } from './support/factories.js';
import { createClient } from './support/http.js';
import {
  dropSchema,
  localBlobPath,
  startTestServer,
  testDb,
  type TStartOptions,
  type TTestServer,
} from './support/server.js';
import { uploadFile } from './support/uploads.js';

describe('stored blobs', () => {
  const started: TTestServer[] = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((server) => server.close()));
  });

  async function start(options: TStartOptions = {}) {
    const server = await startTestServer({ startJobs: false, ...options });
    started.push(server);
    return server;
  }

  async function uploadTwoFiles(server: TTestServer) {
    const client = createClient(server.baseUrl);
    const owner = await createTestUser(server.ctx);
    const project = await createTestProject(client, owner.token);
    const revision = await createTestRevision(client, owner.token, project.id);
    const ids: string[] = [];
    for (const slot of ['APPLICATION_DRAFT', 'FUNDING_PROPOSAL']) {
      const upload = await uploadFile(
        client,
        owner.token,
        { projectId: project.id, revisionId: revision.id, slot },
        { name: `${slot}.pdf`, data: buildPdf([`The ${slot} text.`]) },
      );
      ids.push(upload.body.id);
    }
    const folder = path.join(server.dataDir, 'files', 'revisions', revision.id);
    return { client, token: owner.token, project, revision, ids, folder };
  }

  it('deleting the last file of a revision leaves no empty folder', async () => {
    const server = await start();
    const { client, token, ids, folder } = await uploadTwoFiles(server);
    expect((await client.delete(`/api/files/${ids[0]}`, { token })).status).toBe(204);
    expect(existsSync(folder)).toBe(true);
    expect((await client.delete(`/api/files/${ids[1]}`, { token })).status).toBe(204);
    expect(existsSync(folder)).toBe(false);
  });

  it('deleting a revision leaves no empty folder', async () => {
    const server = await start();
    const { client, token, project, revision, folder } = await uploadTwoFiles(server);
    const response = await client.delete(`/api/projects/${project.id}/revisions/${revision.id}`, { token });
    expect(response.status).toBe(204);
    expect(existsSync(folder)).toBe(false);
  });

  /** A blob as a crash between writing an upload and inserting its row leaves it. */
  async function plantOrphan(dataDir: string, ageMs: number): Promise<string> {
    const blob = path.join(dataDir, 'files', 'revisions', newId(), `${newId()}.pdf`);
    await mkdir(path.dirname(blob), { recursive: true });
    await writeFile(blob, buildPdf(['Nobody refers to this file.']));
    const writtenAt = new Date(Date.now() - ageMs);
    await utimes(blob, writtenAt, writtenAt);
    await utimes(path.dirname(blob), writtenAt, writtenAt);
    return blob;
  }

  it('removes blobs no file refers to when the server starts, keeping those in use', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'grant-review-blobs-'));
    const postgresSchema = testDb === 'postgres' ? `test_${randomBytes(6).toString('hex')}` : undefined;
    const shared = { dataDir, keepData: true, ...(postgresSchema ? { postgresSchema } : {}) };
    try {
      const first = await start(shared);
      const { ids } = await uploadTwoFiles(first);
      const kept = await first.ctx.db.selectFrom('files').select('storage_key').where('id', 'in', ids).execute();
      await first.close();
      started.splice(started.indexOf(first), 1);
      const oldOrphan = await plantOrphan(dataDir, 3_600_000);
      const newOrphan = await plantOrphan(dataDir, 0);

      await start(shared);
      expect(existsSync(oldOrphan)).toBe(false);
      expect(existsSync(path.dirname(oldOrphan))).toBe(false);
      // PostgreSQL: another instance may be writing that upload right now, so a young blob stays.
      expect(existsSync(newOrphan)).toBe(testDb === 'postgres');
      for (const { storage_key } of kept) expect(existsSync(path.join(dataDir, 'files', storage_key))).toBe(true);
    } finally {
      await Promise.all(started.splice(0).map((server) => server.close()));
      await rm(dataDir, { recursive: true, force: true });
      if (postgresSchema && process.env.TEST_DATABASE_URL)
        await dropSchema(process.env.TEST_DATABASE_URL, postgresSchema);
    }
  });

  it('the periodic sweep removes orphans older than its grace period only', async () => {
    const server = await start();
    const { ids } = await uploadTwoFiles(server);
    const oldOrphan = await plantOrphan(server.dataDir, 3_600_000);
    const newOrphan = await plantOrphan(server.dataDir, 0);
    expect(await removeOrphanBlobs(server.ctx, new Date(Date.now() - 15 * 60_000))).toBe(1);
    expect([existsSync(oldOrphan), existsSync(newOrphan)]).toEqual([false, true]);
    const rows = await server.ctx.db.selectFrom('files').select('storage_key').where('id', 'in', ids).execute();
    for (const { storage_key } of rows) expect(localBlobPath(server, storage_key)).toSatisfy(existsSync);
  });
});
