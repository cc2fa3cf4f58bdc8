/**
 * Upload throughput: the upload route writing into the local files folder versus an S3 bucket. The S3 server is s3rver
 * in a process of its own on this machine, so the figure is our side of S3 (multipart parts, signing, HTTP), not a
 * provider's network. Each server runs in a child process with document processing off, so only the upload is timed.
 * Prints MB/s for one upload at a time and for four at once, and the server's peak memory above its idle size (an
 * upload streams, so that stays near the S3 parts in flight whatever the file's size).
 *
 * Run: npm run bench -- storage   (BENCH_UPLOAD_MB=size of each file, 20 by default)
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBenchUser } from './support/bench-user.js';

const FILE_MB = Number(process.env.BENCH_UPLOAD_MB ?? 20);
const ROUNDS = 6;
const MB = 1024 * 1024;

type TReady = { port: number; token?: string } | { endpoint: string; bucket: string };
type TMemoryReply = { peakRss: number; idleRss: number };

/** The S3 server: s3rver with one bucket, in this child process. */
async function serveS3(): Promise<void> {
  const { startS3Server } = await import('../apps/server/test/support/s3-server.js');
  const s3 = await startS3Server();
  process.send?.({ endpoint: s3.endpoint, bucket: s3.bucket } satisfies TReady);
  process.on('disconnect', () => void s3.close().then(() => process.exit(0)));
}

/** The app with the storage `BENCH_STORAGE` names, a user, a project and a revision; reports its peak memory. */
async function serveApp(): Promise<void> {
  const { buildApp } = await import('../apps/server/src/app.js');
  const { loadConfig } = await import('../apps/server/src/config.js');
  const s3Env = process.env.BENCH_S3_ENDPOINT
    ? {
        S3_ENDPOINT: process.env.BENCH_S3_ENDPOINT,
        S3_BUCKET: process.env.BENCH_S3_BUCKET ?? '',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: 'true',
      }
    : {};
  const app = await buildApp({
    config: loadConfig({
      DATA_DIR: process.env.BENCH_DATA_DIR ?? '',
      LOG_LEVEL: 'error',
      PORT: '0',
      MAX_UPLOAD_MB: String(FILE_MB + 1),
      ...s3Env,
    }),
    startJobs: false,
  });
  const { token } = await createBenchUser(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  global.gc?.();
  const idleRss = process.memoryUsage().rss;
  let peakRss = idleRss;
  setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 20).unref();
  process.on('message', () => process.send?.({ peakRss, idleRss } satisfies TMemoryReply));
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0, token } satisfies TReady);
}

function start(role: string, env: Record<string, string> = {}): Promise<{ child: ChildProcess; ready: TReady }> {
  const child = fork(fileURLToPath(import.meta.url), [role], {
    env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', ...env },
    execArgv: [...process.execArgv, '--expose-gc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (ready: TReady) => resolve({ child, ready }));
    child.once('exit', (code) => reject(new Error(`${role} exited with ${code}`)));
  });
}

async function api<T>(base: string, route: string, token: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${base}${route}`, {
    ...init,
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body instanceof FormData ? {} : { 'content-type': 'application/json' }),
    },
  });
  if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Uploads `ROUNDS × parallel` files of FILE_MB into fresh revisions, `parallel` at a time; returns MB/s. */
async function measure(base: string, token: string, parallel: number, file: Blob): Promise<number> {
  const project = await api<{ id: string }>(base, '/api/projects/', token, {
    method: 'POST',
    body: JSON.stringify({ name: 'Bench', project_type: 'INNOSUISSE_PROJECT' }),
  });
  const started = performance.now();
  for (let round = 0; round < ROUNDS; round++) {
    await Promise.all(
      Array.from({ length: parallel }, async () => {
        const revision = await api<{ id: string }>(base, `/api/projects/${project.id}/revisions`, token, {
          method: 'POST',
          body: '{}',
        });
        const form = new FormData();
        form.append('file', file, 'budget.pdf');
        await api(base, `/api/projects/${project.id}/revisions/${revision.id}/upload-slot/FUNDING_PROPOSAL`, token, {
          method: 'POST',
          body: form,
        });
      }),
    );
  }
  const seconds = (performance.now() - started) / 1000;
  return (ROUNDS * parallel * FILE_MB) / seconds;
}

async function run(): Promise<void> {
  // Only the head is checked at upload (a PDF header); the rest is filler of the size asked.
  const file = new Blob([Buffer.from('%PDF-1.7\n'), Buffer.alloc(FILE_MB * MB - 9, 0x20)]);
  const s3 = await start('s3');
  const rows: string[] = [];
  try {
    for (const kind of ['local folder', 'S3 (s3rver)'] as const) {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'grant-review-bench-'));
      const s3Ready = s3.ready as { endpoint: string; bucket: string };
      const app = await start('app', {
        BENCH_DATA_DIR: dataDir,
        ...(kind === 'S3 (s3rver)' ? { BENCH_S3_ENDPOINT: s3Ready.endpoint, BENCH_S3_BUCKET: s3Ready.bucket } : {}),
      });
      try {
        const { port, token = '' } = app.ready as { port: number; token?: string };
        const base = `http://127.0.0.1:${port}`;
        const single = await measure(base, token, 1, file);
        const four = await measure(base, token, 4, file);
        const memory = await new Promise<TMemoryReply>((resolve) => {
          app.child.once('message', resolve);
          app.child.send('memory');
        });
        rows.push(
          `${kind.padEnd(14)} ${single.toFixed(0).padStart(8)} MB/s ${four.toFixed(0).padStart(8)} MB/s ` +
            `${((memory.peakRss - memory.idleRss) / MB).toFixed(0).padStart(8)} MB`,
        );
      } finally {
        app.child.kill();
        await rm(dataDir, { recursive: true, force: true });
      }
    }
  } finally {
    s3.child.disconnect();
  }
  console.log(`Uploads of ${FILE_MB} MB through the upload route (${ROUNDS} rounds each):`);
  console.log(
    `${'storage'.padEnd(14)} ${'1 at a time'.padStart(13)} ${'4 at once'.padStart(13)} ${'peak memory'.padStart(11)}`,
  );
  for (const row of rows) console.log(row);
}

const role = process.argv[2];
if (role === 's3') await serveS3();
else if (role === 'app') await serveApp();
else await run();
