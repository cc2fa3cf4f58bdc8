/**
 * What stays on disk: the SQLite file and its write-ahead log keep nothing of deleted personal data, and the data
 * folder is private to the server's user. (PostgreSQL manages its own files; these checks are SQLite's.)
 */
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocx } from './support/documents.js';
import { createTestProject, createTestRevision, createTestUser } from './support/factories.js';
import { createClient } from './support/http.js';
import { startTestServer, testDb, type TTestServer } from './support/server.js';
import { uploadFile, waitForProcessing } from './support/uploads.js';

const DATABASE_FILES = ['grant-review.sqlite', 'grant-review.sqlite-wal', 'grant-review.sqlite-shm'];

async function readDatabaseBytes(dataDir: string): Promise<string> {
  const parts = await Promise.all(
    DATABASE_FILES.map((name) => readFile(path.join(dataDir, name)).catch(() => Buffer.alloc(0))),
  );
  return Buffer.concat(parts).toString('latin1');
}

const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

describe.runIf(testDb === 'sqlite')('data at rest (SQLite)', () => {
  let parent: string;
  let server: TTestServer;

  beforeAll(async () => {
    parent = await mkdtemp(path.join(tmpdir(), 'grant-review-at-rest-'));
    server = await startTestServer({ dataDir: path.join(parent, 'data', 'nested') });
  });
  afterAll(async () => {
    await server.close();
    await rm(parent, { recursive: true, force: true });
  });

  it('creates the data folder for the server user only, and the database files private', async () => {
    expect(await modeOf(server.dataDir)).toBe(0o700);
    for (const name of DATABASE_FILES) expect(await modeOf(path.join(server.dataDir, name)), name).toBe(0o600);
  });

  it('closes an existing data folder that holds the database', async () => {
    const dataDir = path.join(parent, 'older');
    const first = await startTestServer({ dataDir, keepData: true });
    await first.close();
    await chmod(dataDir, 0o755);
    const second = await startTestServer({ dataDir });
    expect(await modeOf(dataDir)).toBe(0o700);
    await second.close();
  });

  it('leaves no trace of a deleted project in the database file or its log', async () => {
    const client = createClient(server.baseUrl);
    const owner = await createTestUser(server.ctx);
    const marker = `Vuilleumier${randomBytes(6).toString('hex')}`;
    const project = await createTestProject(client, owner.token, { name: `Lab ${marker}`, description: marker });
    const revision = await createTestRevision(client, owner.token, project.id);
    const uploaded = await uploadFile(
      client,
      owner.token,
      { projectId: project.id, revisionId: revision.id, slot: 'APPLICATION_DRAFT' },
      { name: 'draft.docx', data: await buildDocx(['Team', `Project lead: Corinne ${marker}`, 'x'.repeat(6000)]) },
    );
    await waitForProcessing(client, owner.token, uploaded.body.id);
    expect(await readDatabaseBytes(server.dataDir)).toContain(marker);

    expect((await client.delete(`/api/projects/${project.id}`, { token: owner.token })).status).toBe(204);
    expect(await readDatabaseBytes(server.dataDir)).not.toContain(marker);
  });

  it('leaves no trace of a replaced file', async () => {
    const client = createClient(server.baseUrl);
    const owner = await createTestUser(server.ctx);
    const marker = `Favre${randomBytes(6).toString('hex')}`;
    const project = await createTestProject(client, owner.token);
    const revision = await createTestRevision(client, owner.token, project.id);
    const target = { projectId: project.id, revisionId: revision.id, slot: 'APPLICATION_DRAFT' };
    const first = await uploadFile(client, owner.token, target, {
      name: 'draft.docx',
      data: await buildDocx(['Team', `Kontakt: Lea ${marker}`]),
    });
    await waitForProcessing(client, owner.token, first.body.id);
    expect(await readDatabaseBytes(server.dataDir)).toContain(marker);
    const second = await uploadFile(client, owner.token, target, {
      name: 'draft.docx',
      data: await buildDocx(['Team', 'Kontakt: nobody']),
    });
    await waitForProcessing(client, owner.token, second.body.id);
    expect(await readDatabaseBytes(server.dataDir)).not.toContain(marker);
  });

  it('leaves no trace of a deleted file either', async () => {
    const client = createClient(server.baseUrl);
    const owner = await createTestUser(server.ctx);
    const marker = `Bernasconi${randomBytes(6).toString('hex')}`;
    const project = await createTestProject(client, owner.token);
    const revision = await createTestRevision(client, owner.token, project.id);
    const uploaded = await uploadFile(
      client,
      owner.token,
      { projectId: project.id, revisionId: revision.id, slot: 'APPLICATION_DRAFT' },
      { name: 'draft.docx', data: await buildDocx(['Team', `Kontakt: Marco ${marker}`]) },
    );
    await waitForProcessing(client, owner.token, uploaded.body.id);
    expect(await readDatabaseBytes(server.dataDir)).toContain(marker);
    expect((await client.delete(`/api/files/${uploaded.body.id}`, { token: owner.token })).status).toBe(204);
    expect(await readDatabaseBytes(server.dataDir)).not.toContain(marker);
  });

  it('leaves no trace of masking corrections once their project, or their user, is deleted', async () => {
    const client = createClient(server.baseUrl);
    const admin = await createTestUser(server.ctx, { isAdmin: true });
    for (const deletion of ['project', 'user'] as const) {
      const owner = await createTestUser(server.ctx);
      const masked = `Lumen${randomBytes(6).toString('hex')}`;
      const kept = `Keller${randomBytes(6).toString('hex')}`;
      const project = await createTestProject(client, owner.token);
      const revision = await createTestRevision(client, owner.token, project.id);
      const uploaded = await uploadFile(
        client,
        owner.token,
        { projectId: project.id, revisionId: revision.id, slot: 'APPLICATION_DRAFT' },
        { name: 'draft.docx', data: await buildDocx(['Team', 'Kontakt: Lea Favre', 'x'.repeat(6000)]) },
      );
      await waitForProcessing(client, owner.token, uploaded.body.id);
      for (const correction of [
        { kind: 'mask', value: masked },
        { kind: 'keep', value: kept },
      ]) {
        const added = await client.post(`/api/projects/${project.id}/pii-corrections`, {
          token: owner.token,
          json: correction,
        });
        expect(added.status).toBe(201);
      }
      const stored = await readDatabaseBytes(server.dataDir);
      expect(stored).toContain(masked);
      expect(stored).toContain(kept);

      const path = deletion === 'project' ? `/api/projects/${project.id}` : `/api/admin/users/${owner.user.id}`;
      const deleted = await client.delete(path, { token: deletion === 'project' ? owner.token : admin.token });
      expect(deleted.status, deletion).toBeLessThan(300);
      const left = await readDatabaseBytes(server.dataDir);
      expect(left, deletion).not.toContain(masked);
      expect(left, deletion).not.toContain(kept);
    }
  });
});
