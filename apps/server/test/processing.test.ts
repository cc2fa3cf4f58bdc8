/**
 * The processing pipeline under failure: restarts, several instances, time and memory limits.
 * Everything goes through the real HTTP API, worker threads and database.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildPdfInflatingTo } from '../src/documents/extract/test-support/build-pdf.js';
import { APPLICATION_LINES, buildDocx, buildPdf } from './support/documents.js';
import { createTestProject, createTestRevision, createTestUser, type TTestUser } from './support/factories.js';
import { startChildServer, type TChildServer } from './support/child-servers.js';
import { createClient } from './support/http.js';
import { dropSchema, startTestServer, testDb, type TStartOptions, type TTestServer } from './support/server.js';
import { uploadFile, waitForProcessing } from './support/uploads.js';

const MB = 1024 * 1024;

describe('processing pipeline', () => {
  const started: TTestServer[] = [];
  let pdf: Buffer;
  let docx: Buffer;
  /** An honest PDF that keeps a worker busy for many seconds: 100 MB of text operators. */
  let slowPdf: Buffer;
  /** A few seconds of work: 20 MB of text operators. */
  let slowishPdf: Buffer;

  beforeAll(async () => {
    pdf = buildPdf(['A short budget with CHF 120000 in total.']);
    docx = await buildDocx(APPLICATION_LINES);
    slowPdf = await buildPdfInflatingTo(100 * MB);
    slowishPdf = await buildPdfInflatingTo(20 * MB);
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
      expect((await waitForProcessing(secondClient, token, waiting.body.id, 60_000)).processing_status).toBe(
        'PROCESSED',
      );
      expect((await waitForProcessing(secondClient, token, interrupted.body.id, 60_000)).processing_status).toBe(
        'PROCESSED',
      );
    } finally {
      await Promise.all(started.splice(0).map((server) => server.close()));
      await store.cleanup();
    }
  }, 120_000);

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
        // Each instance boots its own workers; on a loaded machine that alone takes seconds.
        expect((await waitForProcessing(client, owner.token, upload.body.id, 60_000)).processing_status).toBe(
          'PROCESSED',
        );
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
  }, 120_000);

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

  const SLOTS = ['APPLICATION_DRAFT', 'FUNDING_PROPOSAL', 'RISK_MATRIX', 'SUPPORTING_DOCS'];

  /** Uploads the PDFs into the slots of one new revision of the user's; returns the file ids. */
  async function uploadPdfs(server: TTestServer, user: TTestUser, files: readonly Buffer[]): Promise<string[]> {
    const { client, target } = await setUp(server, user);
    const ids: string[] = [];
    for (const [index, data] of files.entries()) {
      const upload = await uploadFile(
        client,
        user.token,
        { ...target, slot: SLOTS[index] ?? '' },
        {
          name: `document-${index}.pdf`,
          data,
        },
      );
      if (upload.status !== 200 && upload.status !== 201) throw new Error(`upload failed: ${upload.status}`);
      ids.push(upload.body.id);
    }
    return ids;
  }

  function readFileRow(server: TTestServer, fileId: string) {
    return server.ctx.db
      .selectFrom('files')
      .select(['status', 'attempts', 'claimed_by', 'error'])
      .where('id', '=', fileId)
      .executeTakeFirstOrThrow();
  }

  async function waitForRow(
    server: TTestServer,
    fileId: string,
    isWanted: (row: Awaited<ReturnType<typeof readFileRow>>) => boolean,
    timeoutMs = 20_000,
  ) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const row = await readFileRow(server, fileId);
      if (isWanted(row)) return row;
      if (Date.now() > deadline) throw new Error(`file ${fileId} is still ${JSON.stringify(row)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  const waitForStatus = (server: TTestServer, fileId: string, status: string) =>
    waitForRow(server, fileId, (row) => row.status === status);

  it('fails a flate bomb quickly with a message, instead of parsing it until the time limit', async () => {
    const server = await start({});
    const owner = await createTestUser(server.ctx);
    const [bombId = ''] = await uploadPdfs(server, owner, [await buildPdfInflatingTo(256 * MB)]);
    const file = await waitForProcessing(createClient(server.baseUrl), owner.token, bombId, 90_000);
    expect(file.processing_status).toBe('ERROR');
    expect(file.error).toMatch(/^This PDF is too large when unpacked/);
  }, 120_000);

  it("gives another user's file a worker while one user's slow files hold the others", async () => {
    const server = await start({ documentJobs: { workers: 2 } });
    const busyUser = await createTestUser(server.ctx);
    const otherUser = await createTestUser(server.ctx);
    const [firstSlowId = '', secondSlowId = ''] = await uploadPdfs(server, busyUser, [slowPdf, slowPdf]);
    await waitForStatus(server, firstSlowId, 'PROCESSING');
    const [smallId = ''] = await uploadPdfs(server, otherUser, [pdf]);

    // The busy user holds one of the two workers and waits for it; the other goes to the other user.
    await waitForStatus(server, smallId, 'PROCESSING');
    expect((await readFileRow(server, secondSlowId)).status).toBe('UPLOADED');
    const small = await waitForProcessing(createClient(server.baseUrl), otherUser.token, smallId, 90_000);
    expect(small.processing_status).toBe('PROCESSED');
    expect((await readFileRow(server, firstSlowId)).status).toBe('PROCESSING');
  }, 120_000);

  it('lets users take turns: the next file is the oldest of the user with the fewest in progress', async () => {
    const store = await sharedStore();
    try {
      const uploader = await start({ ...store.options, startJobs: false });
      const first = await createTestUser(uploader.ctx);
      const second = await createTestUser(uploader.ctx);
      const third = await createTestUser(uploader.ctx);
      const firstIds = await uploadPdfs(uploader, first, [slowPdf, slowPdf, slowPdf]);
      const [secondId = ''] = await uploadPdfs(uploader, second, [slowPdf]);
      const [thirdId = ''] = await uploadPdfs(uploader, third, [pdf]);
      await uploader.close();
      started.splice(started.indexOf(uploader), 1);

      // Three workers, at most two per user. By age alone the first user's second file would take
      // the second worker and the second user's file the third, leaving the third user waiting.
      const server = await start({ ...store.options, documentJobs: { workers: 3 } });
      await waitForStatus(server, thirdId, 'PROCESSING');
      const statuses = await Promise.all(
        [...firstIds, secondId].map(async (id) => (await readFileRow(server, id)).status),
      );
      expect(statuses).toEqual(['PROCESSING', 'UPLOADED', 'UPLOADED', 'PROCESSING']);
    } finally {
      await Promise.all(started.splice(0).map((server) => server.close()));
      await store.cleanup();
    }
  });

  it('hands files back uncounted on a graceful stop, however often the server restarts', async () => {
    const store = await sharedStore();
    try {
      const first = await start({ ...store.options, startJobs: false });
      const owner = await createTestUser(first.ctx);
      const [fileId = ''] = await uploadPdfs(first, owner, [slowishPdf]);
      await first.close();
      started.splice(started.indexOf(first), 1);

      for (let restart = 1; restart <= 4; restart++) {
        const server = await start(store.options);
        await waitForStatus(server, fileId, 'PROCESSING');
        await server.close();
        started.splice(started.indexOf(server), 1);
        const reader = await start({ ...store.options, startJobs: false });
        expect(await readFileRow(reader, fileId)).toEqual({
          status: 'UPLOADED',
          attempts: 0,
          claimed_by: null,
          error: null,
        });
        await reader.close();
        started.splice(started.indexOf(reader), 1);
      }

      const last = await start(store.options);
      const token = await last.ctx.tokens.sign({ userId: owner.user.id, tokenVersion: 0 });
      const file = await waitForProcessing(createClient(last.baseUrl), token, fileId, 90_000);
      expect(file.processing_status).toBe('PROCESSED');
    } finally {
      await Promise.all(started.splice(0).map((server) => server.close()));
      await store.cleanup();
    }
  }, 150_000);

  it('resumes a file whose server was killed (kill -9) while processing it', async () => {
    const store = await sharedStore();
    const jobSettings = { heartbeatIntervalMs: 250, instanceTimeoutMs: 1_500, pollIntervalMs: 100 };
    let killed: TChildServer | undefined;
    try {
      const observer = await start({ ...store.options, startJobs: false });
      const owner = await createTestUser(observer.ctx);
      killed = await startChildServer({ ...store.options, documentJobs: jobSettings });
      const { target } = await setUp(observer, owner);
      const upload = await uploadFile(
        createClient(killed.baseUrl),
        owner.token,
        { ...target, slot: 'APPLICATION_DRAFT' },
        {
          name: 'long.pdf',
          data: slowishPdf,
        },
      );
      await waitForStatus(observer, upload.body.id, 'PROCESSING');
      await killed.kill();

      const survivor = await start({ ...store.options, documentJobs: jobSettings });
      await waitForRow(survivor, upload.body.id, (row) => row.attempts === 2 && row.status === 'PROCESSING');
      const file = await waitForProcessing(createClient(survivor.baseUrl), owner.token, upload.body.id, 90_000);
      expect(file.processing_status).toBe('PROCESSED');
      // The claim of the killed server counts; it may have been this file's fault.
      expect((await readFileRow(survivor, upload.body.id)).attempts).toBe(2);
    } finally {
      await killed?.kill();
      await Promise.all(started.splice(0).map((server) => server.close()));
      await store.cleanup();
    }
  }, 150_000);

  it.runIf(testDb === 'postgres')(
    'takes over the files of an instance whose heartbeat stopped, long before their claim runs out',
    async () => {
      const store = await sharedStore();
      try {
        const first = await start({ ...store.options, startJobs: false });
        const owner = await createTestUser(first.ctx);
        const [fileId = ''] = await uploadPdfs(first, owner, [pdf]);
        // An instance that beat its heart a moment ago, holding the file for another hour, then died.
        await first.ctx.db
          .insertInto('job_instances')
          .values({ id: 'dead-instance', heartbeat_ms: Date.now() })
          .execute();
        await first.ctx.db
          .updateTable('files')
          .set({
            status: 'PROCESSING',
            claimed_by: 'dead-instance',
            claimed_until: new Date(Date.now() + 3_600_000).toISOString(),
            attempts: 1,
          })
          .where('id', '=', fileId)
          .execute();

        await start({ ...store.options, documentJobs: { heartbeatIntervalMs: 250, instanceTimeoutMs: 1_000 } });
        const file = await waitForStatus(first, fileId, 'PROCESSED');
        expect(file.attempts).toBe(2);
      } finally {
        await Promise.all(started.splice(0).map((server) => server.close()));
        await store.cleanup();
      }
    },
  );
});
