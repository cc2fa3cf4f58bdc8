/**
 * The processing pipeline under failure: restarts, several instances, time and memory limits.
 * Everything goes through the real HTTP API, worker threads and database.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_LINES, buildDocx, buildPdf } from './support/documents.js';
import { createTestProject, createTestRevision, createTestUser, type TTestUser } from './support/factories.js';
import { createClient } from './support/http.js';
import { dropSchema, startTestServer, testDb, type TStartOptions, type TTestServer } from './support/server.js';
import { uploadFile, waitForProcessing } from './support/uploads.js';

describe('processing pipeline', () => {
  const started: TTestServer[] = [];
  let pdf: Buffer;
  let docx: Buffer;

  beforeAll(async () => {
    pdf = buildPdf(['A short budget with CHF 120000 in total.']);
    docx = await buildDocx(APPLICATION_LINES);
  });
  afterEach(async () => {
    await Promise.all(started.splice(0).map((server) => server.close()));
  });

  async function start(options: TStartOptions) {
    const server = await startTestServer(options);
    started.push(server);
    return server;
  }

  /** A shared place (data dir and PostgreSQL schema) that several server lifetimes reuse. */
  async function sharedStore() {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'grant-review-restart-'));
    const postgresSchema = testDb === 'postgres' ? `test_${randomBytes(6).toString('hex')}` : undefined;
    return {
      options: { dataDir, keepData: true, ...(postgresSchema ? { postgresSchema } : {}) } satisfies TStartOptions,
      async cleanup() {
        await rm(dataDir, { recursive: true, force: true });
        if (postgresSchema && process.env.TEST_DATABASE_URL)
          await dropSchema(process.env.TEST_DATABASE_URL, postgresSchema);
      },
    };
  }

  async function setUp(server: TTestServer, user?: TTestUser) {
    const client = createClient(server.baseUrl);
    const owner = user ?? (await createTestUser(server.ctx));
    const project = await createTestProject(client, owner.token);
    const revision = await createTestRevision(client, owner.token, project.id);
    return { client, owner, target: { projectId: project.id, revisionId: revision.id } };
  }

  it('resumes files left UPLOADED or PROCESSING when the server restarts', async () => {
    const store = await sharedStore();
    try {
      const first = await start({ ...store.options, startJobs: false });
      const { client, owner, target } = await setUp(first);
      const waiting = await uploadFile(
        client,
        owner.token,
        { ...target, slot: 'APPLICATION_DRAFT' },
        {
          name: 'draft.docx',
          data: docx,
        },
      );
      const interrupted = await uploadFile(
        client,
        owner.token,
        { ...target, slot: 'FUNDING_PROPOSAL' },
        {
          name: 'budget.pdf',
          data: pdf,
        },
      );
      // As if the server died while processing the second one, with a lease that has run out.
      await first.ctx.db
        .updateTable('files')
        .set({
          status: 'PROCESSING',
          claimed_by: 'dead-instance',
          claimed_until: '2000-01-01T00:00:00.000Z',
          attempts: 1,
        })
        .where('id', '=', interrupted.body.id)
        .execute();
      await first.close();
      started.splice(started.indexOf(first), 1);

      const second = await start(store.options);
      const secondClient = createClient(second.baseUrl);
      const token = await second.ctx.tokens.sign({ userId: owner.user.id, tokenVersion: 0 });
      expect((await waitForProcessing(secondClient, token, waiting.body.id)).processing_status).toBe('PROCESSED');
      expect((await waitForProcessing(secondClient, token, interrupted.body.id)).processing_status).toBe('PROCESSED');
    } finally {
      await Promise.all(started.splice(0).map((server) => server.close()));
      await store.cleanup();
    }
  });

  it('never lets two server instances process the same file', async () => {
    const store = await sharedStore();
    try {
      const one = await start({ ...store.options, documentJobs: { pollIntervalMs: 50 } });
      const two = await start({ ...store.options, documentJobs: { pollIntervalMs: 50 } });
      const { client, owner } = await setUp(one);
      const uploads = [];
      for (let index = 0; index < 6; index++) {
        const project = await createTestProject(client, owner.token);
        const revision = await createTestRevision(client, owner.token, project.id);
        const target = { projectId: project.id, revisionId: revision.id, slot: 'APPLICATION_DRAFT' };
        uploads.push(await uploadFile(client, owner.token, target, { name: `d${index}.pdf`, data: pdf }));
      }
      two.ctx.jobs.notify();
      for (const upload of uploads) {
        expect((await waitForProcessing(client, owner.token, upload.body.id)).processing_status).toBe('PROCESSED');
      }
      const rows = await one.ctx.db
        .selectFrom('files')
        .select(['attempts'])
        .where(
          'id',
          'in',
          uploads.map((upload) => upload.body.id),
        )
        .execute();
      expect(rows.map((row) => row.attempts)).toEqual(Array(6).fill(1));
    } finally {
      await Promise.all(started.splice(0).map((server) => server.close()));
      await store.cleanup();
    }
  });

  /** Uploads the test DOCX to a server with these job limits and waits until processing has ended. */
  async function processDraftWith(documentJobs: TStartOptions['documentJobs']) {
    const server = await start({ documentJobs });
    const { client, owner, target } = await setUp(server);
    const upload = await uploadFile(
      client,
      owner.token,
      { ...target, slot: 'APPLICATION_DRAFT' },
      { name: 'draft.docx', data: docx },
    );
    return { client, file: await waitForProcessing(client, owner.token, upload.body.id) };
  }

  it('stops a file that runs past the time limit and says so', async () => {
    const { file } = await processDraftWith({ timeoutMs: 1 });
    expect(file.processing_status).toBe('ERROR');
    expect(file.error).toMatch(/took longer than/);
  });

  it('stops a file that needs more memory than the limit and says so, then keeps serving', async () => {
    const { client, file } = await processDraftWith({ memoryLimitMb: 4 });
    expect(file.processing_status).toBe('ERROR');
    expect(file.error).toMatch(/too much memory|failed unexpectedly/);
    expect((await client.get('/api/health')).status).toBe(200);
  });
});
