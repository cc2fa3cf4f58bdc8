import { describe, expect, it, vi } from 'vitest';
import { WorkerPool } from './worker-pool.js';

const ECHO_WORKER = new URL('./test-support/echo-worker.ts', import.meta.url);

describe('WorkerPool', () => {
  it('starts a spare worker beside a long task, within its size, for the next task', async () => {
    const pool = new WorkerPool<number, number>({ entry: ECHO_WORKER, size: 2, spareWorkerAfterMs: 0 });
    try {
      const long = pool.run(5_000, 60_000);
      expect(pool.workerCount).toBe(1);
      await vi.waitFor(() => expect(pool.workerCount).toBe(2), { timeout: 4_000 });
      // The next task takes the spare; no third worker starts beyond the size.
      expect(await pool.run(10, 60_000)).toBe(10);
      expect(pool.workerCount).toBe(2);
      expect(await long).toBe(5_000);
    } finally {
      await pool.close();
    }
  });

  it('starts no spare beside a short task', async () => {
    const pool = new WorkerPool<number, number>({ entry: ECHO_WORKER, size: 2, spareWorkerAfterMs: 20_000 });
    try {
      expect(await pool.run(50, 60_000)).toBe(50);
      expect(pool.workerCount).toBe(1);
    } finally {
      await pool.close();
    }
  });
});
