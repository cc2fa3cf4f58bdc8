/** GET /api/health as a load balancer's readiness probe: the database and the file storage, each named. */
import { connect, createServer, type Server, type Socket } from 'node:net';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { THealthResponse } from '@grant-review/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type TClient } from './support/http.js';
import { startTestServer, testDb, type TTestServer } from './support/server.js';

/** Latencies vary; the answer must carry one. */
const anyLatency = expect.any(Number) as number;

const READY = {
  status: 'ok',
  database: { status: 'ok', latency_ms: anyLatency },
  storage: { status: 'ok', kind: 'local', latency_ms: anyLatency },
};

describe('health', () => {
  let server: TTestServer;
  let client: TClient;

  beforeAll(async () => {
    server = await startTestServer({ startJobs: false });
    client = createClient(server.baseUrl);
  });
  afterAll(() => server.close());

  it('answers 200 with the database and the storage each ready, and the liveness route', async () => {
    const response = await client.get<THealthResponse>('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual(READY);
    const live = await client.get('/api/health/live');
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ status: 'ok' });
  });

  it('answers 503 naming the storage when the files folder cannot be written, and 200 once it can again', async () => {
    const files = path.join(server.dataDir, 'files');
    await rm(files, { recursive: true, force: true });
    await writeFile(files, 'a file where the folder should be');
    try {
      const response = await client.get<THealthResponse>('/api/health');
      expect(response.status).toBe(503);
      expect(response.body).toEqual({
        status: 'unavailable',
        detail: 'Storage unavailable',
        database: { status: 'ok', latency_ms: anyLatency },
        storage: { status: 'unavailable', kind: 'local', latency_ms: anyLatency, error: 'failed (EEXIST)' },
      });
      expect(response.text).not.toContain(server.dataDir);
      expect((await client.get('/api/health/live')).status).toBe(200);
    } finally {
      await rm(files, { force: true });
    }
    await mkdir(files);
    expect((await client.get('/api/health')).status).toBe(200);
  });
});

describe('health without its database', () => {
  let server: TTestServer;

  beforeAll(async () => {
    server = await startTestServer({ startJobs: false });
    // The connection (SQLite) or the pool (PostgreSQL) is gone, as after losing the database; closing the server
    // later destroys it again, which Kysely allows.
    await server.ctx.db.destroy();
  });
  afterAll(() => server.close());

  it('answers 503 naming the database, the storage still ready, and stays live', async () => {
    const client = createClient(server.baseUrl);
    const response = await client.get<THealthResponse>('/api/health');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({
      status: 'unavailable',
      detail: 'Database unavailable',
      database: { status: 'unavailable', latency_ms: anyLatency, error: 'failed' },
      storage: { status: 'ok', kind: 'local', latency_ms: anyLatency },
    });
    expect((await client.get('/api/health/live')).status).toBe(200);
  });
});

/**
 * A TCP relay between the server and PostgreSQL that a test can stop (connections cut, port closed) or make
 * silent (connections accepted, nothing relayed): a database that is down, and one that hangs.
 */
async function startRelay(target: URL) {
  const sockets = new Set<Socket>();
  let mode: 'relay' | 'silent' = 'relay';
  let listener: Server | null = null;
  let port = 0;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };
  const relayConnection = (client: Socket) => {
    track(client);
    client.on('error', () => client.destroy());
    if (mode === 'silent') return;
    const database = connect(Number(target.port || 5432), target.hostname);
    track(database);
    database.on('error', () => client.destroy());
    client.on('close', () => database.destroy());
    database.on('close', () => client.destroy());
    client.pipe(database).pipe(client);
  };
  const listen = () =>
    new Promise<void>((resolve) => {
      const server = createServer(relayConnection);
      listener = server;
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        if (address && typeof address !== 'string') port = address.port;
        resolve();
      });
    });
  const cutAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  const stop = async () => {
    cutAll();
    const server = listener;
    listener = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  await listen();
  const url = new URL(target.href);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.href,
    stop,
    cutAll,
    async start(nextMode: 'relay' | 'silent') {
      mode = nextMode;
      if (!listener) await listen();
    },
  };
}

describe.runIf(testDb === 'postgres')('health with PostgreSQL going away', () => {
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let server: TTestServer;
  let client: TClient;

  beforeAll(async () => {
    relay = await startRelay(new URL(process.env.TEST_DATABASE_URL ?? ''));
    server = await startTestServer({ startJobs: false, env: { DATABASE_URL: relay.url } });
    client = createClient(server.baseUrl);
    expect((await client.get('/api/health')).status).toBe(200);
  });
  afterEach(() => relay.start('relay'));
  afterAll(async () => {
    await relay.start('relay');
    await server.close();
    await relay.stop();
  });

  it('answers 503 naming the database when it is down, without the process falling over, and 200 once it is back', async () => {
    await relay.stop(); // the pool's idle connections break: that must not end the process
    const response = await client.get<THealthResponse>('/api/health');
    expect(response.status).toBe(503);
    expect(response.body).toMatchObject({
      detail: 'Database unavailable',
      // ECONNREFUSED, or no code when the query took an idle connection before it saw the cut
      database: { status: 'unavailable', error: expect.stringMatching(/^failed( \(ECONNREFUSED\))?$/) as string },
      storage: { status: 'ok' },
    });
    expect(response.text).not.toContain(new URL(relay.url).port);
    await relay.start('relay');
    expect((await client.get('/api/health')).status).toBe(200);
  });

  it('answers 503 within its time limit when the database hangs', async () => {
    await relay.start('silent');
    relay.cutAll();
    // Let the pool see its connections close, so the probe opens a new one (the relay keeps it silent).
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = Date.now();
    const response = await client.get<THealthResponse>('/api/health');
    expect(Date.now() - started).toBeLessThan(3500);
    expect(response.status).toBe(503);
    expect(response.body.database).toMatchObject({ status: 'unavailable', error: 'timed out after 2000 ms' });
    // The silent connections are cut, as when the network comes back: the check settles and the next probe is ready.
    await relay.start('relay');
    relay.cutAll();
    await expect.poll(async () => (await client.get('/api/health')).status, { timeout: 10_000 }).toBe(200);
  });
});
