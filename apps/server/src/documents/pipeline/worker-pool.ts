/**
 * A pool of at most `size` worker threads, each running one task at a time, on piscina: its threads start when work
 * arrives and stop after `idleTimeoutMs` without any, so an idle server does not hold their memory; `resourceLimits`
 * caps each thread's heap; a task is cancelled by aborting it, which ends its thread. On top of piscina, this adds:
 * - a time limit per task, which the task's progress may move (a long scan asks for time page by page), ending in a
 *   `WorkerTaskError` that says why a task failed (`timeout`, `memory`, `crash`), so only that task fails;
 * - a spare thread: when a task runs long, one more thread (within `size`) is booted and left idle. Booting one takes
 *   seconds (pdf.js and the PII lexicons), and the next task, often another user's arriving while a long one runs,
 *   should not wait for that. (Started at once, it would slow the first thread's own boot on a small machine.)
 *
 * A worker module's default export is `workerTask(handler)` (worker-task.ts), which unwraps what the pool posts.
 */
import { fileURLToPath } from 'node:url';
import { MessageChannel, type MessagePort, type ResourceLimits } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { isTaskStarted } from './worker-task.js';

export type TWorkerFailureKind = 'timeout' | 'memory' | 'crash';

export class WorkerTaskError extends Error {
  override name = 'WorkerTaskError';
  constructor(
    readonly kind: TWorkerFailureKind,
    message: string,
  ) {
    super(message);
  }
}

export interface TWorkerPoolOptions {
  /** URL of the worker module (.js when built, .ts when running from source). */
  entry: URL;
  size: number;
  resourceLimits?: ResourceLimits;
  /** An idle worker stops after this long. */
  idleTimeoutMs?: number;
  /** A task running this long has a spare worker started beside it. Default 3 s. */
  spareWorkerAfterMs?: number;
}

/** What the pool posts to a worker: a task with the port its progress goes to, or a warm-up that only boots it. */
export type TWorkerEnvelope<TIn> = { input: TIn; progress: MessagePort } | { warmUp: true };

export interface TRunOptions {
  /** Called for each progress message; a number returned is the time the task may still take from now, in ms. */
  onProgress?: (progress: unknown) => number | undefined;
}

const BOOTSTRAP = new URL('./ts-worker-bootstrap.mjs', import.meta.url);

function isOutOfMemory(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'ERR_WORKER_OUT_OF_MEMORY';
}

export class WorkerPool<TIn, TOut> {
  readonly #piscina: Piscina<TWorkerEnvelope<TIn>, TOut | null>;
  readonly #size: number;
  readonly #spareWorkerAfterMs: number;
  /** Tasks posted and not settled (warm-ups included). */
  #active = 0;
  /** For each task not settled, what fails it if it is still waiting for a thread. */
  readonly #failIfWaiting = new Set<(error: WorkerTaskError) => void>();
  #isClosed = false;

  constructor(options: TWorkerPoolOptions) {
    const isSource = options.entry.pathname.endsWith('.ts');
    this.#size = options.size;
    this.#spareWorkerAfterMs = options.spareWorkerAfterMs ?? 3_000;
    this.#piscina = new Piscina({
      filename: fileURLToPath(isSource ? BOOTSTRAP : options.entry),
      ...(isSource ? { workerData: { entry: options.entry.href } } : {}),
      minThreads: 0,
      maxThreads: options.size,
      idleTimeout: options.idleTimeoutMs ?? 60_000,
      concurrentTasksPerWorker: 1,
      // Between tasks a thread waits on its message port, not in Atomics.wait: a task's own asynchronous clean-up
      // (closing the OCR engine) must be able to finish.
      atomics: 'disabled',
      ...(options.resourceLimits ? { resourceLimits: options.resourceLimits } : {}),
    });
    // A thread that dies with no task of its own died booting (a heap limit too small for the modules, a module that
    // fails to load). piscina then starts no thread for the tasks already waiting; they fail the way it did.
    this.#piscina.on('error', (error: unknown) => {
      const kind = isOutOfMemory(error) ? 'memory' : 'crash';
      const failure = new WorkerTaskError(kind, error instanceof Error ? error.message : String(error));
      for (const fail of this.#failIfWaiting) fail(failure);
    });
  }

  /** Worker threads alive now, busy or idle. */
  get workerCount(): number {
    return this.#piscina.threads.length;
  }

  async run(input: TIn, timeoutMs: number, options: TRunOptions = {}): Promise<TOut> {
    if (this.#isClosed) throw new Error('worker pool is closed');
    const abort = new AbortController();
    let failure: WorkerTaskError | undefined;
    const deadline = (ms: number) =>
      setTimeout(() => {
        failure = new WorkerTaskError('timeout', `task exceeded its ${ms} ms`);
        abort.abort(failure);
      }, ms);
    let timer = deadline(timeoutMs);
    const progress = new MessageChannel();
    let hasStarted = false;
    const failIfWaiting = (error: WorkerTaskError) => {
      if (hasStarted || failure) return;
      failure = error;
      abort.abort(error);
    };
    this.#failIfWaiting.add(failIfWaiting);
    progress.port1.on('message', (value: unknown) => {
      if (isTaskStarted(value)) {
        hasStarted = true;
        return;
      }
      const moreMs = options.onProgress?.(value);
      if (moreMs === undefined || failure) return;
      clearTimeout(timer);
      timer = deadline(moreMs);
    });
    const spareTimer = setTimeout(() => this.#startSpare(), this.#spareWorkerAfterMs);
    spareTimer.unref();
    this.#active++;
    try {
      return (await this.#piscina.run(
        { input, progress: progress.port2 },
        { signal: abort.signal, transferList: [progress.port2] },
      )) as TOut;
    } catch (error) {
      if (this.#isClosed) throw new Error('worker pool is closed', { cause: error });
      if (failure) throw failure;
      if (isOutOfMemory(error)) throw new WorkerTaskError('memory', (error as Error).message);
      throw new WorkerTaskError('crash', error instanceof Error ? error.message : String(error));
    } finally {
      this.#active--;
      this.#failIfWaiting.delete(failIfWaiting);
      clearTimeout(timer);
      clearTimeout(spareTimer);
      progress.port1.close();
    }
  }

  async close(): Promise<void> {
    this.#isClosed = true;
    await this.#piscina.destroy();
  }

  /** Boots one more thread when every thread is busy and the pool may grow: a warm-up task, left idle after. */
  #startSpare(): void {
    if (this.#isClosed || this.#active < this.workerCount || this.workerCount >= this.#size) return;
    this.#active++;
    this.#piscina
      .run({ warmUp: true })
      .catch(() => {}) // a warm-up that fails costs nothing; the next task boots its own thread
      .finally(() => this.#active--);
  }
}
