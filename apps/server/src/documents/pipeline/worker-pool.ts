/**
 * A pool of at most `size` worker threads, each running one task at a time. Workers start when work
 * arrives and stop after a while without any, so an idle server does not hold their memory. When
 * a task runs long, one more worker (within `size`) is started and kept idle: booting one takes
 * seconds (pdf.js and the PII lexicons), and the next task, often another user's arriving while a
 * long one runs, should not wait for that. (Started at once, it would slow the first worker's own
 * boot on a small machine.) A task that runs past its time limit, or a worker that dies (out of
 * memory, crash), fails that task only.
 *
 * A task may report progress before its result: a message `{ workerProgress }` goes to the task's `onProgress`, which
 * may move the task's deadline (a long scan asks for time page by page); any other message is the result.
 */
import { Worker, type ResourceLimits } from 'node:worker_threads';

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

/** A message a worker sends before its result. */
export interface TWorkerProgressMessage<TProgress> {
  workerProgress: TProgress;
}

function isProgressMessage(value: unknown): value is TWorkerProgressMessage<unknown> {
  return typeof value === 'object' && value !== null && 'workerProgress' in value;
}

export interface TRunOptions {
  /** Called for each progress message; a number returned is the time the task may still take from now, in ms. */
  onProgress?: (progress: unknown) => number | undefined;
}

interface TTask<TIn> {
  input: TIn;
  timeoutMs: number;
  onProgress: TRunOptions['onProgress'];
  resolve: (value: unknown) => void;
  reject: (reason: Error) => void;
}

interface TRunning<TIn> {
  task: TTask<TIn>;
  timer: NodeJS.Timeout;
  spareTimer: NodeJS.Timeout;
}

const BOOTSTRAP = new URL('./ts-worker-bootstrap.mjs', import.meta.url);

export class WorkerPool<TIn, TOut> {
  readonly #options: TWorkerPoolOptions;
  readonly #queue: TTask<TIn>[] = [];
  readonly #workers = new Set<Worker>();
  readonly #idle = new Map<Worker, NodeJS.Timeout>();
  readonly #running = new Map<Worker, TRunning<TIn>>();
  #isClosed = false;

  constructor(options: TWorkerPoolOptions) {
    this.#options = options;
  }

  /** Worker threads alive now, busy or idle. */
  get workerCount(): number {
    return this.#workers.size;
  }

  run(input: TIn, timeoutMs: number, options: TRunOptions = {}): Promise<TOut> {
    if (this.#isClosed) return Promise.reject(new Error('worker pool is closed'));
    return new Promise<TOut>((resolve, reject) => {
      this.#queue.push({
        input,
        timeoutMs,
        onProgress: options.onProgress,
        resolve: resolve as (value: unknown) => void,
        reject,
      });
      this.#dispatch();
    });
  }

  async close(): Promise<void> {
    this.#isClosed = true;
    for (const task of this.#queue.splice(0)) task.reject(new Error('worker pool is closed'));
    for (const { task, timer, spareTimer } of this.#running.values()) {
      clearTimeout(timer);
      clearTimeout(spareTimer);
      task.reject(new Error('worker pool is closed'));
    }
    this.#running.clear();
    for (const timer of this.#idle.values()) clearTimeout(timer);
    this.#idle.clear();
    await Promise.all([...this.#workers].map((worker) => worker.terminate()));
    this.#workers.clear();
  }

  #dispatch(): void {
    while (this.#queue.length > 0 && !this.#isClosed) {
      const worker = this.#takeIdle() ?? (this.#workers.size < this.#options.size ? this.#spawn() : undefined);
      if (!worker) return;
      const task = this.#queue.shift();
      if (task) this.#start(worker, task);
    }
  }

  #takeIdle(): Worker | undefined {
    const [entry] = this.#idle;
    if (!entry) return undefined;
    const [worker, timer] = entry;
    clearTimeout(timer);
    this.#idle.delete(worker);
    return worker;
  }

  #spawn(): Worker {
    const { entry, resourceLimits } = this.#options;
    const limits = resourceLimits ? { resourceLimits } : {};
    const worker = entry.pathname.endsWith('.ts')
      ? new Worker(BOOTSTRAP, { workerData: { entry: entry.href }, ...limits })
      : new Worker(entry, limits);
    // Idle workers must not keep a finished process (a test, a CLI run) alive.
    worker.unref();
    worker.on('message', (value: unknown) => {
      if (isProgressMessage(value)) this.#progress(worker, value.workerProgress);
      else this.#finish(worker, { value });
    });
    worker.on('error', (error: Error & { code?: string }) => {
      const kind = error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'crash';
      this.#finish(worker, { error: new WorkerTaskError(kind, error.message) }, true);
    });
    worker.on('exit', (code) => {
      this.#finish(worker, { error: new WorkerTaskError('crash', `worker exited with code ${code}`) }, true);
    });
    this.#workers.add(worker);
    return worker;
  }

  #deadline(worker: Worker, timeoutMs: number): NodeJS.Timeout {
    return setTimeout(() => {
      this.#finish(worker, { error: new WorkerTaskError('timeout', `task exceeded its ${timeoutMs} ms`) }, true);
    }, timeoutMs);
  }

  #progress(worker: Worker, progress: unknown): void {
    const running = this.#running.get(worker);
    const timeoutMs = running?.task.onProgress?.(progress);
    if (running && timeoutMs !== undefined) {
      clearTimeout(running.timer);
      running.timer = this.#deadline(worker, timeoutMs);
    }
  }

  #start(worker: Worker, task: TTask<TIn>): void {
    const timer = this.#deadline(worker, task.timeoutMs);
    const spareTimer = setTimeout(() => this.#startSpare(), this.#options.spareWorkerAfterMs ?? 3_000);
    spareTimer.unref();
    this.#running.set(worker, { task, timer, spareTimer });
    worker.postMessage(task.input);
  }

  #startSpare(): void {
    if (!this.#isClosed && this.#idle.size === 0 && this.#workers.size < this.#options.size) this.#park(this.#spawn());
  }

  /** Keeps a worker waiting for the next task, and stops it after a while without one. */
  #park(worker: Worker): void {
    const idleTimer = setTimeout(() => {
      this.#idle.delete(worker);
      this.#workers.delete(worker);
      void worker.terminate();
    }, this.#options.idleTimeoutMs ?? 60_000);
    idleTimer.unref();
    this.#idle.set(worker, idleTimer);
  }

  /** Settles the worker's task, if any; a dead or timed-out worker is dropped, a healthy one waits idle. */
  #finish(worker: Worker, outcome: { value: unknown } | { error: Error }, isWorkerLost = false): void {
    const running = this.#running.get(worker);
    this.#running.delete(worker);
    if (running) {
      clearTimeout(running.timer);
      clearTimeout(running.spareTimer);
      if ('error' in outcome) running.task.reject(outcome.error);
      else running.task.resolve(outcome.value);
    }
    if (isWorkerLost) {
      this.#workers.delete(worker);
      clearTimeout(this.#idle.get(worker));
      this.#idle.delete(worker);
      void worker.terminate();
    } else if (!this.#isClosed) {
      this.#park(worker);
    }
    this.#dispatch();
  }
}
