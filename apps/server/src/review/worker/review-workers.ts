/**
 * The engine off the event loop: reviews, facts and built-in chat answers run in a pool of worker threads, so a
 * 600-page document taking a second or more to review never holds up the server's other requests. Workers start
 * with the first task and stop when idle (the pool, shared with document processing, does both); a worker that
 * crashes fails its task only and is replaced by the next task's. Errors thrown by the engine come back as errors
 * with the same name and message.
 */
import { availableParallelism } from 'node:os';
import type { TReviewReport } from '@grant-review/contract';
import { WorkerPool } from '../../documents/pipeline/worker-pool.js';
import type { TAnswerInput } from '../chat.js';
import { factsFromData, type TFactsData, type TFactsInput, type TReviewFacts } from '../facts.js';
import type { TReviewTask, TReviewTaskResult } from './review-tasks.js';

const REVIEW_WORKER_ENTRY = new URL(
  import.meta.url.endsWith('.ts') ? './review-worker.ts' : './review-worker.js',
  import.meta.url,
);

export interface TReviewWorkersOptions {
  /** The worker module; tests pass one of their own. */
  entry?: URL;
  size?: number;
  timeoutMs?: number;
  memoryLimitMb?: number;
}

/** An error the engine threw in a worker, rebuilt with its name, message and stack. */
function rebuildError(error: { name: string; message: string; stack?: string }): Error {
  const rebuilt = new Error(error.message);
  rebuilt.name = error.name;
  if (error.stack) rebuilt.stack = error.stack;
  return rebuilt;
}

export class ReviewWorkers {
  readonly #pool: WorkerPool<TReviewTask, TReviewTaskResult>;
  readonly #timeoutMs: number;

  constructor(options: TReviewWorkersOptions = {}) {
    this.#timeoutMs = options.timeoutMs ?? 120_000;
    this.#pool = new WorkerPool({
      entry: options.entry ?? REVIEW_WORKER_ENTRY,
      // The engine is quick on an application; two workers keep one user's long document from holding up another's.
      size: options.size ?? Math.max(2, Math.min(4, availableParallelism() - 1)),
      resourceLimits: { maxOldGenerationSizeMb: options.memoryLimitMb ?? 1024 },
    });
  }

  /** Worker threads alive now. */
  get workerCount(): number {
    return this.#pool.workerCount;
  }

  async #run(task: TReviewTask): Promise<unknown> {
    const result = await this.#pool.run(task, this.#timeoutMs);
    if (!result.ok) throw rebuildError(result.error);
    return result.value;
  }

  /** The built-in reviewer's report on a revision. */
  async review(input: TFactsInput, generatedAt = new Date()): Promise<TReviewReport> {
    return (await this.#run({ kind: 'review', input, generatedAt: generatedAt.toISOString() })) as TReviewReport;
  }

  /** What the engine establishes for a model reviewer (see facts.ts). */
  async gatherFacts(input: TFactsInput, generatedAt = new Date()): Promise<TReviewFacts> {
    const data = (await this.#run({ kind: 'facts', input, generatedAt: generatedAt.toISOString() })) as TFactsData;
    return factsFromData(input, data);
  }

  /** The built-in chat's answer (Markdown). */
  async answer(input: TAnswerInput): Promise<string> {
    return (await this.#run({ kind: 'answer', input })) as string;
  }

  close(): Promise<void> {
    return this.#pool.close();
  }
}

let shared: ReviewWorkers | undefined;

/** Review workers for a provider built without its server's (a test's, a script's), created on first use. */
export function sharedReviewWorkers(): ReviewWorkers {
  shared ??= new ReviewWorkers();
  return shared;
}
