import { describe, expect, it, vi } from 'vitest';
import { WorkerPool, WorkerTaskError } from './worker-pool.js';

const ECHO_WORKER = new URL('./test-support/echo-worker.ts', import.meta.url);
const PROGRESS_WORKER = new URL('./test-support/progress-worker.ts', import.meta.url);
const HUNGRY_WORKER = new URL('./test-support/hungry-worker.ts', import.meta.url);
const UNBOOTABLE_WORKER = new URL('./test-support/unbootable-worker.ts', import.meta.url);

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

  it('passes progress to the task and lets it move the deadline, step by step', async () => {
    const pool = new WorkerPool<{ steps: number; stepMs: number }, number>({ entry: PROGRESS_WORKER, size: 1 });
    try {
      const seen: unknown[] = [];
      // 6 steps of 300 ms: far past the first deadline of 1 s, but each step gives 1 s more.
      const result = await pool.run({ steps: 6, stepMs: 300 }, 1_000, {
        onProgress: (progress) => {
          seen.push(progress);
          return 1_000;
        },
      });
      expect(result).toBe(6);
      expect(seen).toEqual([1, 2, 3, 4, 5, 6]);
    } finally {
      await pool.close();
    }
  });

  it('stops a task that stops reporting within the time its last progress gave it', async () => {
    const pool = new WorkerPool<{ steps: number; stepMs: number }, number>({ entry: PROGRESS_WORKER, size: 1 });
    try {
      // One step every 2 s, but each step gives only 500 ms.
      const run = pool.run({ steps: 3, stepMs: 2_000 }, 10_000, { onProgress: () => 500 });
      await expect(run).rejects.toBeInstanceOf(WorkerTaskError);
      await expect(run).rejects.toMatchObject({ kind: 'timeout' });
    } finally {
      await pool.close();
    }
  });

  it('ends the thread of a task past its time limit, and the next task gets a thread of its own', async () => {
    const pool = new WorkerPool<number, number>({ entry: ECHO_WORKER, size: 1 });
    try {
      const late = pool.run(10_000, 500);
      await expect(late).rejects.toMatchObject({ kind: 'timeout', message: 'task exceeded its 500 ms' });
      await vi.waitFor(() => expect(pool.workerCount).toBe(0), { timeout: 4_000 });
      expect(await pool.run(5, 60_000)).toBe(5);
    } finally {
      await pool.close();
    }
  });

  it('fails a task whose thread runs out of its heap as memory, and carries on', async () => {
    const pool = new WorkerPool<null, never>({
      entry: HUNGRY_WORKER,
      size: 1,
      resourceLimits: { maxOldGenerationSizeMb: 32 },
    });
    try {
      await expect(pool.run(null, 60_000)).rejects.toMatchObject({ name: 'WorkerTaskError', kind: 'memory' });
      await expect(pool.run(null, 60_000)).rejects.toMatchObject({ kind: 'memory' });
    } finally {
      await pool.close();
    }
  }, 60_000);

  it('fails the tasks waiting for a thread that dies while it boots, instead of leaving them waiting', async () => {
    const pool = new WorkerPool<number, number>({ entry: UNBOOTABLE_WORKER, size: 1 });
    try {
      await expect(pool.run(1, 60_000)).rejects.toMatchObject({ name: 'WorkerTaskError', kind: 'crash' });
      await expect(pool.run(1, 60_000)).rejects.toMatchObject({ kind: 'crash' });
    } finally {
      await pool.close();
    }
  });

  it('stops threads that stay idle past the idle timeout', async () => {
    const pool = new WorkerPool<number, number>({ entry: ECHO_WORKER, size: 2, idleTimeoutMs: 300 });
    try {
      expect(await pool.run(1, 60_000)).toBe(1);
      expect(pool.workerCount).toBe(1);
      await vi.waitFor(() => expect(pool.workerCount).toBe(0), { timeout: 5_000 });
    } finally {
      await pool.close();
    }
  });

  it('settles running and queued tasks, and refuses new ones, once closed', async () => {
    const pool = new WorkerPool<number, number>({ entry: ECHO_WORKER, size: 1 });
    const outcomes = Promise.allSettled([pool.run(5_000, 60_000), pool.run(5_000, 60_000)]);
    await pool.close();
    const reasons = (await outcomes).map((outcome) => outcome.status === 'rejected' && String(outcome.reason));
    expect(reasons).toEqual(['Error: worker pool is closed', 'Error: worker pool is closed']);
    await expect(pool.run(1, 60_000)).rejects.toThrow('worker pool is closed');
    expect(pool.workerCount).toBe(0);
  });
});
