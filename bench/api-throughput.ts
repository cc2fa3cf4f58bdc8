/**
 * HTTP benchmark: GET /api/projects/dashboard for a user with 50 projects, at 50 connections,
 * beside a bare Fastify route, each server in its own process so autocannon does not share
 * their event loop. Prints requests/s, p99 latency and the ratio to the bare route.
 *
 * Targets: at least 40% of the bare route's throughput, and p99 under 20 ms on SQLite.
 * Run: npm run bench -- api   (BENCH_DURATION=seconds to change the 10 s default)
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { createBenchUser } from './support/bench-user.js';

const PROJECTS = 50;
const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);

interface TReady {
  port: number;
  token?: string;
}

async function serveApp(): Promise<void> {
  const { buildApp } = await import('../apps/server/src/app.js');
  const { loadConfig } = await import('../apps/server/src/config.js');
  const { createProject } = await import('../apps/server/src/projects/projects.service.js');
  const dataDir = process.env.BENCH_DATA_DIR ?? '';
  const schema = process.env.BENCH_PG_SCHEMA;
  const app = await buildApp({
    config: loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PORT: '0',
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    }),
    // A schema of its own on PostgreSQL, dropped afterwards, so runs never meet each other's data.
    ...(schema ? { postgresSchema: schema } : {}),
  });
  const { user, token } = await createBenchUser(app);
  for (let index = 0; index < PROJECTS; index++) {
    await createProject(app.ctx.db, user, {
      name: `Project ${index + 1}`,
      description: 'A realistic description of an innovation project, long enough to be clamped on the card.',
      project_type: index % 2 ? 'INNOSUISSE_PROJECT' : 'ETH_PIONEER_FELLOWSHIP',
    });
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0, token } satisfies TReady);
}

/** The baseline: Fastify sending a dashboard of the same size from memory, with no auth, DB or checks. */
async function serveBare(): Promise<void> {
  const payload = JSON.parse(process.env.BENCH_BARE_PAYLOAD ?? '{}') as unknown;
  const app = Fastify({ logger: false });
  app.get('/bare', async () => payload);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 } satisfies TReady);
}

function start(role: string, env: Record<string, string> = {}): Promise<{ child: ChildProcess; ready: TReady }> {
  const child = fork(fileURLToPath(import.meta.url), [role], { env: { ...process.env, ...env } });
  return new Promise((resolve, reject) => {
    child.once('message', (ready: TReady) => resolve({ child, ready }));
    child.once('exit', (code) => reject(new Error(`${role} server exited with ${code}`)));
  });
}

async function measure(url: string, headers: Record<string, string> = {}) {
  // A short warm-up lets V8 optimise the hot paths before the timed run.
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers });
  if (result.errors || result.non2xx) throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx`);
  return { requestsPerSecond: result.requests.average, p99: result.latency.p99, p50: result.latency.p50 };
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'grant-review-bench-'));
  const database = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
  const pgSchema = process.env.BENCH_DATABASE_URL ? `bench_${randomBytes(6).toString('hex')}` : '';
  const app = await start('serve-app', { BENCH_DATA_DIR: dataDir, BENCH_PG_SCHEMA: pgSchema });
  const sample = await fetch(`http://127.0.0.1:${app.ready.port}/api/projects/dashboard`, {
    headers: { authorization: `Bearer ${app.ready.token ?? ''}` },
  });
  const bare = await start('serve-bare', { BENCH_BARE_PAYLOAD: await sample.text() });
  try {
    const bareResult = await measure(`http://127.0.0.1:${bare.ready.port}/bare`);
    const dashboard = await measure(`http://127.0.0.1:${app.ready.port}/api/projects/dashboard`, {
      authorization: `Bearer ${app.ready.token ?? ''}`,
    });
    const ratio = dashboard.requestsPerSecond / bareResult.requestsPerSecond;
    console.log(
      `API throughput (${database}, ${CONNECTIONS} connections, ${DURATION_SECONDS} s, ${PROJECTS} projects)`,
    );
    console.table({
      'bare Fastify route, same payload': {
        'requests/s': Math.round(bareResult.requestsPerSecond),
        'p50 ms': bareResult.p50,
        'p99 ms': bareResult.p99,
      },
      'GET /api/projects/dashboard': {
        'requests/s': Math.round(dashboard.requestsPerSecond),
        'p50 ms': dashboard.p50,
        'p99 ms': dashboard.p99,
      },
    });
    const isRatioMet = ratio >= 0.4;
    const isLatencyMet = dashboard.p99 < 20;
    console.log(`ratio to bare route: ${(ratio * 100).toFixed(1)}% (target ≥ 40%: ${isRatioMet ? 'met' : 'MISSED'})`);
    console.log(`dashboard p99: ${dashboard.p99} ms (target < 20 ms: ${isLatencyMet ? 'met' : 'MISSED'})`);
  } finally {
    app.child.kill();
    bare.child.kill();
    await rm(dataDir, { recursive: true, force: true });
    if (pgSchema) await dropSchema(process.env.BENCH_DATABASE_URL ?? '', pgSchema);
  }
}

async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}

const role = process.argv[2];
// Servers leave on request, so profilers (--cpu-prof) can write their output.
process.on('message', (message) => {
  if (message === 'exit') process.exit(0);
});
const task = role === 'serve-app' ? serveApp() : role === 'serve-bare' ? serveBare() : main();
task.catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
