/**
 * The worker side of `WorkerPool`: a worker module's default export is `workerTask(handler)`. The handler gets the
 * task's input and a function that reports progress to the task's `onProgress`; what it returns is the task's result.
 */
import type { TWorkerEnvelope } from './worker-pool.js';

/** Sent on a task's progress port when a thread takes it: until then the task is waiting for a thread. */
export const TASK_STARTED = { workerTaskStarted: true } as const;

export function isTaskStarted(message: unknown): boolean {
  return typeof message === 'object' && message !== null && 'workerTaskStarted' in message;
}

export function workerTask<TIn, TOut, TProgress = never>(
  handle: (input: TIn, reportProgress: (progress: TProgress) => void) => TOut | Promise<TOut>,
): (envelope: TWorkerEnvelope<TIn>) => Promise<TOut | null> {
  return async (envelope) => {
    if ('warmUp' in envelope) return null; // booting the thread (loading this module) was the point
    envelope.progress.postMessage(TASK_STARTED);
    try {
      return await handle(envelope.input, (progress) => envelope.progress.postMessage(progress));
    } finally {
      envelope.progress.close();
    }
  };
}
