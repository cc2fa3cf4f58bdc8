/**
 * Two server processes behind one PostgreSQL schema and one S3 bucket (s3rver), each with a data folder of its own,
 * as a deployment behind a load balancer runs them: whatever one instance does, the other sees.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TAnalyzeResponse, TDashboardResponse } from '@grant-review/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../src/db/database.js';
import { buildPdfInflatingTo } from '../src/documents/extract/test-support/build-pdf.js';
import { openS3Storage } from '../src/storage/s3-storage.js';
import type { TBlobStorage } from '../src/storage/storage.js';
import { createUser } from '../src/users/users.service.js';
import { startChildServer, type TChildServer } from './support/child-servers.js';
import { APPLICATION_LINES, buildDocx } from './support/documents.js';
import { createTestProject, createTestRevision } from './support/factories.js';
import { createClient, type TClient } from './support/http.js';
import { startMockLlm, type TMockLlm } from './support/mock-llm.js';
import { startS3Server, type TS3TestServer } from './support/s3-server.js';
import { dropSchema, openKeptDatabase, testDb } from './support/server.js';
import { readEventStream, waitForStreamLease } from './support/sse-client.js';
import { uploadFile, waitForProcessing } from './support/uploads.js';

const MB = 1024 * 1024;

describe.runIf(testDb === 'postgres')('two instances on PostgreSQL and S3', () => {
  const postgresSchema = `test_${randomBytes(6).toString('hex')}`;
  const jobSettings = { heartbeatIntervalMs: 250, instanceTimeoutMs: 1_500, pollIntervalMs: 100 };
  const dataDirs: string[] = [];
  let s3: TS3TestServer;
  /** The test's own view of the bucket. */
  let bucket: TBlobStorage | undefined;
  let llm: TMockLlm;
  let a: TChildServer;
  let b: TChildServer;
  let db: TDatabase;
  let token: string;
  let target: { projectId: string; revisionId: string };

  async function startInstance(): Promise<TChildServer> {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'grant-review-instance-'));
    dataDirs.push(dataDir);
    return startChildServer({
      dataDir,
      postgresSchema,
      keepData: true,
      documentJobs: jobSettings,
      env: {
        ...s3.env,
        JWT_SECRET: 'a-secret-that-both-instances-share-0123456789',
        LLM_PROVIDER: 'openai-compatible',
        LLM_BASE_URL: llm.baseUrl,
        LLM_MODEL: 'test-model',
      },
    });
  }

  const client = (instance: TChildServer): TClient => createClient(instance.baseUrl);

  async function signUp(password: string): Promise<{ email: string; password: string }> {
    const email = `member-${randomBytes(4).toString('hex')}@example.com`;
    await createUser(db.db, {
      email,
      password,
      first_name: 'Test',
      last_name: 'User',
      is_admin: false,
      accepted_disclaimer: true,
      must_change_password: false,
    });
    return { email, password };
  }

  const signIn = (instance: TChildServer, email: string, password: string) =>
    client(instance).post<{ access_token?: string; detail?: string }>('/api/auth/token', {
      form: { username: email, password },
    });

  async function readFileRow(fileId: string) {
    return db.db
      .selectFrom('files')
      .select(['status', 'claimed_by', 'attempts'])
      .where('id', '=', fileId)
      .executeTakeFirstOrThrow();
  }

  async function bucketKeys(): Promise<string[]> {
    bucket ??= await openS3Storage(s3.settings(path.join(dataDirs[0]!, 'tmp')), { info: () => {}, warn: () => {} });
    const keys = [];
    for await (const blob of bucket.list()) keys.push(blob.key);
    return keys;
  }

  beforeAll(async () => {
    s3 = await startS3Server();
    llm = await startMockLlm();
    a = await startInstance(); // migrates the schema first
    b = await startInstance();
    db = await openKeptDatabase({ dataDir: dataDirs[0]!, postgresSchema });
    const user = await signUp(`pw-${randomBytes(8).toString('hex')}`);
    token = (await signIn(a, user.email, user.password)).body.access_token!;
    const project = await createTestProject(client(b), token);
    const revision = await createTestRevision(client(a), token, project.id);
    target = { projectId: project.id, revisionId: revision.id };
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill()]);
    await db?.close();
    await llm?.close();
    await s3?.close();
    if (process.env.TEST_DATABASE_URL) await dropSchema(process.env.TEST_DATABASE_URL, postgresSchema);
    await Promise.all(dataDirs.map((dataDir) => rm(dataDir, { recursive: true, force: true })));
  });

  it('processes a file uploaded through A on whichever instance claims it, serves it from B, keeps it in the bucket', async () => {
    const upload = await uploadFile(
      client(a),
      token,
      { ...target, slot: 'APPLICATION_DRAFT' },
      { name: 'application.docx', data: await buildDocx(APPLICATION_LINES) },
    );
    expect(upload.status).toBe(201);
    const file = await waitForProcessing(client(b), token, upload.body.id, 60_000);
    expect(file.processing_status).toBe('PROCESSED');
    const served = await client(b).get<{ content: string }>(`/api/files/${upload.body.id}`, { token });
    expect(served.body.content).toContain('SolarSkin roof tiles');

    // The blob is in the bucket, and in neither instance's data folder.
    expect(await bucketKeys()).toEqual([`revisions/${target.revisionId}/${upload.body.id}.docx`]);
    expect(dataDirs.map((dataDir) => existsSync(path.join(dataDir, 'files')))).toEqual([false, false]);
    const health = await client(b).get<{ status: string; storage: { status: string; kind: string } }>('/api/health');
    expect(health.body).toMatchObject({ status: 'ok', storage: { status: 'ok', kind: 's3' } });
  }, 90_000);

  it('refuses an upload over the size limit with 413 and leaves no object in the bucket', async () => {
    const before = await bucketKeys();
    const tooLarge = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(26 * MB)]);
    const upload = await uploadFile(
      client(b),
      token,
      { ...target, slot: 'FUNDING_PROPOSAL' },
      { name: 'huge.pdf', data: tooLarge },
    );
    expect(upload.status).toBe(413);
    expect(await bucketKeys()).toEqual(before);
  }, 60_000);

  it('answers 409 on B for a chat whose stream runs on A', async () => {
    const created = await client(a).post<TAnalyzeResponse>(`/api/chat/revisions/${target.revisionId}/analyze`, {
      token,
    });
    expect(created.status).toBe(201);
    llm.behaviour = { kind: 'stream', chunks: ['Still', ' thinking', ' about', ' it.'], delayMs: 700 };
    const first = readEventStream(`${a.baseUrl}/api/chat/${created.body.chat_id}/stream?user_input=hello`, token);
    await waitForStreamLease(db.db, created.body.chat_id);
    const second = await readEventStream(`${b.baseUrl}/api/chat/${created.body.chat_id}/stream?user_input=hi`, token);
    expect(second.status).toBe(409);
    expect((await first).status).toBe(200);
  }, 60_000);

  it('shows on B a dashboard changed through A at once', async () => {
    const before = await client(b).get<TDashboardResponse>('/api/projects/dashboard', { token });
    const created = await createTestProject(client(a), token, { name: 'Made on A' });
    const after = await client(b).get<TDashboardResponse>('/api/projects/dashboard', { token });
    const names = (dashboard: TDashboardResponse) => dashboard.projects.map((project) => project.name);
    expect(names(before.body)).not.toContain('Made on A');
    expect(names(after.body)).toContain('Made on A');
    expect(after.body.projects.find((project) => project.id === created.id)).toBeDefined();
  });

  it('counts sign-in failures on A and on B together', async () => {
    const user = await signUp(`pw-${randomBytes(8).toString('hex')}`);
    // Five failures of one address and account are free (DEFAULT_LOGIN_THROTTLE); the sixth attempt is refused.
    const failures = [];
    for (const instance of [a, b, a, b, a]) failures.push((await signIn(instance, user.email, 'wrong')).status);
    expect(failures).toEqual([401, 401, 401, 401, 401]);
    const refused = await signIn(b, user.email, user.password);
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toMatch(/^Too many failed sign-in attempts/);
  });

  it('copies blobs in the bucket for a revision started from another, and deleting the project through B removes all of them', async () => {
    const project = await createTestProject(client(a), token, { name: 'Short-lived' });
    const revision = await createTestRevision(client(a), token, project.id);
    const upload = await uploadFile(
      client(a),
      token,
      { projectId: project.id, revisionId: revision.id, slot: 'APPLICATION_DRAFT' },
      { name: 'application.docx', data: await buildDocx(APPLICATION_LINES) },
    );
    await waitForProcessing(client(a), token, upload.body.id, 60_000);
    const next = await client(b).post<{ id: string }>(`/api/projects/${project.id}/revisions`, {
      token,
      json: { from_revision_id: revision.id },
    });
    expect(next.status).toBe(201);
    const ofProject = async () =>
      (await bucketKeys()).filter((key) =>
        [revision.id, next.body.id].some((id) => key.startsWith(`revisions/${id}/`)),
      );
    expect(await ofProject()).toHaveLength(2);

    expect((await client(b).delete(`/api/projects/${project.id}`, { token })).status).toBe(204);
    expect(await ofProject()).toEqual([]);
  }, 90_000);

  it('hands the file of an instance killed while processing it to the other within the lease', async () => {
    const upload = await uploadFile(
      client(a),
      token,
      { ...target, slot: 'FUNDING_PROPOSAL' },
      { name: 'budget.pdf', data: await buildPdfInflatingTo(20 * MB) },
    );
    expect(upload.status).toBe(201);
    await expect
      .poll(
        async () => {
          const row = await readFileRow(upload.body.id);
          return row.status === 'PROCESSING' && row.claimed_by !== null;
        },
        { timeout: 20_000, interval: 20 },
      )
      .toBe(true);
    const claimed = await readFileRow(upload.body.id);
    const [busy, other] = claimed.claimed_by?.includes(`:${a.child.pid}:`) ? [a, b] : [b, a];
    await busy.kill();
    const killedAt = Date.now();
    await expect
      .poll(async () => (await readFileRow(upload.body.id)).claimed_by ?? '', { timeout: 20_000, interval: 20 })
      .toContain(`:${other.child.pid}:`);
    // The lease: a silent instance's files go after instanceTimeoutMs, checked on the next poll.
    expect(Date.now() - killedAt).toBeLessThan(jobSettings.instanceTimeoutMs + 5_000);
    const file = await waitForProcessing(client(other), token, upload.body.id, 90_000);
    expect(file.processing_status).toBe('PROCESSED');
    expect((await readFileRow(upload.body.id)).attempts).toBe(2);
  }, 150_000);
});
