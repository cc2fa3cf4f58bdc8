/**
 * Streaming benchmark against a local OpenAI-compatible recording server:
 *  1. the server's added time to first chunk: first `chunk` event through the API minus the first
 *     chunk straight from the provider (median of sequential runs). Target: at most 20 ms.
 *  2. 200 concurrent analysis streams: errors, duration and the server's peak RSS. Target: no error,
 *     RSS under 300 MB.
 * The server runs from its build (`apps/server/dist`, built first if missing) in its own process.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SqliteDatabase from 'better-sqlite3';
import { startMockLlm } from '../apps/server/test/support/mock-llm.js';
import { api, freePort } from './support/http.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const STREAMS = Number(process.env.BENCH_STREAMS ?? 200);
const SAMPLES = 30;
const ADMIN = { email: 'bench-admin@example.com', password: 'streaming-lantern-quartz-42' };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Milliseconds until the first `chunk` event, and whether the stream completed cleanly. */
async function timeStream(url: string, token: string): Promise<{ firstChunkMs: number; isOk: boolean }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok || !response.body) return { firstChunkMs: NaN, isOk: false };
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let firstChunkMs = NaN;
  for (;;) {
    const result = await reader.read();
    if (result.done) break;
    text += decoder.decode(result.value as Uint8Array, { stream: true });
    if (Number.isNaN(firstChunkMs) && text.includes('"type":"chunk"')) firstChunkMs = performance.now() - started;
  }
  return { firstChunkMs, isOk: text.includes('"type":"complete"') && !text.includes('"type":"error"') };
}

async function directFirstChunkMs(baseUrl: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'bench', stream: true, messages: [{ role: 'user', content: 'hi' }] }),
  });
  if (!response.body) throw new Error('provider answered without a body');
  const reader = response.body.getReader();
  await reader.read();
  const elapsed = performance.now() - started;
  await reader.cancel();
  return elapsed;
}

async function main(): Promise<void> {
  if (!existsSync(path.join(root, 'apps/server/dist/main.js'))) {
    const built = spawnSync('node_modules/.bin/tsc', ['-b', 'tsconfig.json'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('server build failed');
  }
  const mock = await startMockLlm({ kind: 'stream', chunks: ['First', ' chunk.'] });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'grant-review-stream-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  try {
    server = spawn(process.execPath, ['apps/server/dist/main.js'], {
      cwd: root,
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        LLM_PROVIDER: 'openai-compatible',
        LLM_BASE_URL: mock.baseUrl,
        LLM_MODEL: 'bench-model',
      },
    });
    for (let attempt = 0; ; attempt++) {
      try {
        await api(base, '/api/health');
        break;
      } catch (error) {
        if (attempt > 100) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    const login = (email: string, password: string) =>
      api<{ access_token: string }>(base, '/api/auth/token', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: email, password }).toString(),
      });
    const { access_token: token } = await login(ADMIN.email, ADMIN.password);
    await api(base, '/api/auth/accept-disclaimer', { method: 'POST', token });
    const project = await api<{ id: string }>(base, '/api/projects/', {
      method: 'POST',
      token,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Benchmark', project_type: 'INNOSUISSE_PROJECT' }),
    });
    const revisions: string[] = [];
    for (let index = 0; index < STREAMS; index++) {
      revisions.push(
        (await api<{ id: string }>(base, `/api/projects/${project.id}/revisions`, { method: 'POST', token })).id,
      );
    }
    // A processed document in each revision, written straight to the database (processing is not measured here).
    const sqlite = new SqliteDatabase(path.join(dataDir, 'grant-review.sqlite'));
    const text = 'Market: the Swiss market for solar roof tiles is CHF 200 million. '.repeat(200);
    const insert = sqlite.prepare(
      `insert into files (id, revision_id, slot, original_filename, stored_filename, storage_key, file_type, file_size,
        status, content, anonymized_content, attempts, created_at, updated_at)
       values (?, ?, 'APPLICATION_DRAFT', 'draft.pdf', ?, ?, 'pdf', 1000, 'PROCESSED', ?, ?, 1, ?, ?)`,
    );
    const now = new Date().toISOString();
    for (const revision of revisions) {
      const id = crypto.randomUUID();
      insert.run(id, revision, `${id}.pdf`, `revisions/${revision}/${id}.pdf`, text, text, now, now);
    }
    sqlite.close();

    // 1. Added time to first chunk.
    const streamUrl = (revision: string) => `${base}/api/chat/revisions/${revision}/analyze/stream`;
    await timeStream(streamUrl(revisions[0]!), token);
    const throughServer: number[] = [];
    const direct: number[] = [];
    for (let sample = 0; sample < SAMPLES; sample++) {
      direct.push(await directFirstChunkMs(mock.baseUrl));
      throughServer.push((await timeStream(streamUrl(revisions[sample % revisions.length]!), token)).firstChunkMs);
    }
    const added = median(throughServer) - median(direct);
    console.log(`Time to first chunk (median of ${SAMPLES}, sequential)`);
    console.table({
      'provider directly': { 'median ms': median(direct).toFixed(1), 'p95 ms': percentile(direct, 0.95).toFixed(1) },
      'through the server': {
        'median ms': median(throughServer).toFixed(1),
        'p95 ms': percentile(throughServer, 0.95).toFixed(1),
      },
    });
    console.log(
      `server's added time to first chunk: ${added.toFixed(1)} ms (target ≤ 20 ms: ${added <= 20 ? 'met' : 'MISSED'})`,
    );

    // 2. Concurrent streams.
    mock.behaviour = { kind: 'stream', chunks: Array.from({ length: 40 }, (_, index) => `word${index} `), delayMs: 25 };
    const pid = server.pid!;
    const idleRss = rssMb(pid);
    let peakRss = idleRss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(pid))), 25);
    const started = performance.now();
    const results = await Promise.all(revisions.map((revision) => timeStream(streamUrl(revision), token)));
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const failures = results.filter((result) => !result.isOk).length;
    console.log(`\n${STREAMS} concurrent analysis streams (40 chunks each, 25 ms apart)`);
    console.table({
      result: {
        streams: STREAMS,
        errors: failures,
        'wall time s': seconds.toFixed(2),
        'first chunk p95 ms': percentile(
          results.map((result) => result.firstChunkMs),
          0.95,
        ).toFixed(0),
        'idle RSS MB': idleRss.toFixed(0),
        'peak RSS MB': peakRss.toFixed(0),
      },
    });
    console.log(`errors: ${failures} (target 0: ${failures === 0 ? 'met' : 'MISSED'})`);
    console.log(`peak server RSS: ${peakRss.toFixed(0)} MB (target < 300 MB: ${peakRss < 300 ? 'met' : 'MISSED'})`);
  } finally {
    server?.kill('SIGTERM');
    await mock.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
