import { describe, expect, it } from 'vitest';
import { createReadiness, type TReadinessLog, type TReadinessOptions } from './readiness.js';

/** Latencies vary; the answer must carry one. */
const anyLatency = expect.any(Number) as number;

function capturingLog() {
  const lines: [string, string][] = [];
  const log: TReadinessLog = {
    info: (_fields, message) => void lines.push(['info', message]),
    warn: (_fields, message) => void lines.push(['warn', message]),
  };
  return { log, lines };
}

function readiness(overrides: Partial<TReadinessOptions>) {
  const { log, lines } = capturingLog();
  const instance = createReadiness({
    checkDatabase: () => Promise.resolve(),
    checkStorage: () => Promise.resolve(),
    storageKind: () => 'local',
    log,
    timeoutMs: 100,
    ...overrides,
  });
  return { readiness: instance, lines };
}

const never = () => new Promise<void>(() => {});

describe('readiness', () => {
  it('is ok with each check and its latency when both parts are ready', async () => {
    const { readiness: health } = readiness({});
    const answer = await health.check();
    expect(answer).toEqual({
      status: 'ok',
      database: { status: 'ok', latency_ms: anyLatency },
      storage: { status: 'ok', kind: 'local', latency_ms: anyLatency },
    });
  });

  it('names the part that failed, with its error code but never its message', async () => {
    const failure = Object.assign(new Error('connect ECONNREFUSED db.internal:5432 password=hunter2'), {
      code: 'ECONNREFUSED',
    });
    const { readiness: health } = readiness({ checkDatabase: () => Promise.reject(failure) });
    const answer = await health.check();
    expect(answer).toMatchObject({
      status: 'unavailable',
      detail: 'Database unavailable',
      database: { status: 'unavailable', error: 'failed (ECONNREFUSED)' },
      storage: { status: 'ok', kind: 'local' },
    });
    expect(JSON.stringify(answer)).not.toMatch(/db\.internal|hunter2/);

    const odd = readiness({
      checkStorage: () => Promise.reject(Object.assign(new Error('x'), { code: '/srv/data/files' })),
      checkDatabase: () => Promise.reject(new Error('down')),
    });
    expect(await odd.readiness.check()).toMatchObject({
      detail: 'Database and storage unavailable',
      database: { error: 'failed' },
      storage: { error: 'failed' },
    });
  });

  it('answers within its time limit when a check hangs, and starts no second check while the first still runs', async () => {
    let started = 0;
    const { readiness: health } = readiness({
      checkDatabase: () => {
        started++;
        return never();
      },
    });
    const before = Date.now();
    const answers = await Promise.all([health.check(), health.check()]);
    expect(Date.now() - before).toBeLessThan(1000);
    for (const answer of answers) {
      expect(answer).toMatchObject({
        status: 'unavailable',
        detail: 'Database unavailable',
        database: { status: 'unavailable', error: 'timed out after 100 ms' },
        storage: { status: 'ok' },
      });
      expect(answer.database.latency_ms).toBeGreaterThanOrEqual(90);
    }
    await health.check();
    expect(started).toBe(1);
    // Five time limits after it started, a check that never settled is given up and a new one starts.
    await new Promise((resolve) => setTimeout(resolve, 400));
    await health.check();
    expect(started).toBe(2);
  });

  it('starts a new check once the previous one has settled', async () => {
    let calls = 0;
    const { readiness: health } = readiness({ checkStorage: () => Promise.resolve(calls++) });
    await health.check();
    await health.check();
    expect(calls).toBe(2);
  });

  it('logs when a part stops being ready and when it is back, not at every probe', async () => {
    let isDown = true;
    const { readiness: health, lines } = readiness({
      checkStorage: () => (isDown ? Promise.reject(new Error('read-only file system')) : Promise.resolve()),
    });
    await health.check();
    await health.check();
    isDown = false;
    await health.check();
    await health.check();
    expect(lines).toEqual([
      ['warn', 'storage is not ready'],
      ['info', 'storage is ready again'],
    ]);
  });

  it('counts a check that throws before returning a promise as failed', async () => {
    const { readiness: health } = readiness({
      checkDatabase: () => {
        throw Object.assign(new Error('boom'), { code: '57P03' });
      },
    });
    expect((await health.check()).database).toMatchObject({ status: 'unavailable', error: 'failed (57P03)' });
  });
});
