/**
 * Document processing jobs. Files waiting in the database are claimed one at a time with a lease,
 * processed in the worker pool, and saved with their anonymization in one transaction.
 *
 * - Claims are conditional updates, so two server instances never process the same file.
 * - A lease is renewed while a file is processed; a file whose lease ran out (its instance died)
 *   is claimed again. SQLite means one instance, so at start-up its PROCESSING files resume at once.
 * - A file that keeps failing (it crashed its worker three times) is marked ERROR.
 */
import { availableParallelism, hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { TAppContext } from '../../context.js';
import type { FileRow } from '../../db/schema.js';
import { nowIso } from '../../lib/time.js';
import { saveProcessedFile } from './save-processed-file.js';
import { WorkerPool, WorkerTaskError } from './worker-pool.js';
import type { TWorkerRequest, TWorkerResponse } from './worker-messages.js';

export const PROCESSING_MESSAGES = {
  timeout: (seconds: number) =>
    `Processing took longer than ${seconds} seconds and was stopped. Try a smaller or simpler file.`,
  memory: 'This document needs too much memory to process. Try splitting it or exporting it again as PDF.',
  crash: 'Processing failed unexpectedly. Please try again; contact support if it keeps failing.',
  repeated: 'Processing failed repeatedly for this file. Try exporting it again or contact support.',
} as const;

export interface TDocumentJobsOptions {
  workers?: number;
  timeoutMs?: number;
  memoryLimitMb?: number;
  leaseMs?: number;
  pollIntervalMs?: number;
  maxAttempts?: number;
  maxUnzippedBytes?: number;
}

const WORKER_ENTRY = new URL(
  import.meta.url.endsWith('.ts') ? './document-worker.ts' : './document-worker.js',
  import.meta.url,
);

export class DocumentJobs {
  readonly instanceId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  readonly #ctx: TAppContext;
  readonly #options: Required<TDocumentJobsOptions>;
  readonly #pool: WorkerPool<TWorkerRequest, TWorkerResponse>;
  readonly #inFlight = new Set<Promise<void>>();
  #timer: NodeJS.Timeout | undefined;
  #isStarted = false;
  #isStopped = false;
  #isPolling = false;
  #pollAgain = false;

  constructor(ctx: TAppContext, options: TDocumentJobsOptions = {}) {
    this.#ctx = ctx;
    this.#options = {
      workers: options.workers ?? Math.max(1, Math.min(4, availableParallelism() - 1)),
      timeoutMs: options.timeoutMs ?? 120_000,
      memoryLimitMb: options.memoryLimitMb ?? 768,
      leaseMs: options.leaseMs ?? 60_000,
      pollIntervalMs: options.pollIntervalMs ?? 2_000,
      maxAttempts: options.maxAttempts ?? 3,
      maxUnzippedBytes: options.maxUnzippedBytes ?? 200 * 1024 * 1024,
    };
    this.#pool = new WorkerPool({
      entry: WORKER_ENTRY,
      size: this.#options.workers,
      resourceLimits: { maxOldGenerationSizeMb: this.#options.memoryLimitMb },
    });
  }

  async start(): Promise<void> {
    if (this.#ctx.dialect === 'sqlite') {
      // One SQLite file means one server: whatever was PROCESSING was cut off by a restart.
      await this.#ctx.db
        .updateTable('files')
        .set({ status: 'UPLOADED', claimed_by: null, claimed_until: null })
        .where('status', '=', 'PROCESSING')
        .execute();
    }
    this.#isStarted = true;
    this.#timer = setInterval(() => this.notify(), this.#options.pollIntervalMs);
    this.#timer.unref();
    this.notify();
  }

  /** Looks for work now (after an upload or a retry) instead of at the next poll. */
  notify(): void {
    if (!this.#isStarted || this.#isStopped) return;
    if (this.#isPolling) {
      this.#pollAgain = true;
      return;
    }
    this.#isPolling = true;
    void this.#fillWorkers()
      .catch((error: unknown) => this.#ctx.log.error({ err: error }, 'document job polling failed'))
      .finally(() => {
        this.#isPolling = false;
        if (this.#pollAgain) {
          this.#pollAgain = false;
          this.notify();
        }
      });
  }

  /**
   * Stops claiming, cuts off running files and hands them back, so the next instance (or this one
   * restarted) takes them at once instead of waiting for their lease to run out.
   */
  async stop(): Promise<void> {
    this.#isStopped = true;
    clearInterval(this.#timer);
    await this.#pool.close();
    await Promise.allSettled([...this.#inFlight]);
    await this.#ctx.db
      .updateTable('files')
      .set({ status: 'UPLOADED', claimed_by: null, claimed_until: null })
      .where('status', '=', 'PROCESSING')
      .where('claimed_by', '=', this.instanceId)
      .execute();
  }

  async #fillWorkers(): Promise<void> {
    while (!this.#isStopped && this.#inFlight.size < this.#options.workers) {
      const file = await this.#claimNext();
      if (!file) return;
      const job = this.#process(file).finally(() => {
        this.#inFlight.delete(job);
        this.notify();
      });
      this.#inFlight.add(job);
    }
  }

  async #claimNext(): Promise<FileRow | undefined> {
    const { db } = this.#ctx;
    for (let attempt = 0; attempt < 5; attempt++) {
      const now = nowIso();
      const candidate = await db
        .selectFrom('files')
        .select(['id', 'status', 'attempts'])
        .where((eb) =>
          eb.or([
            eb('status', '=', 'UPLOADED'),
            eb.and([eb('status', '=', 'PROCESSING'), eb('claimed_until', '<', now)]),
          ]),
        )
        .orderBy('created_at')
        .limit(1)
        .executeTakeFirst();
      if (!candidate) return undefined;
      const claimed = await db
        .updateTable('files')
        .set({
          status: 'PROCESSING',
          claimed_by: this.instanceId,
          claimed_until: new Date(Date.now() + this.#options.leaseMs).toISOString(),
          attempts: candidate.attempts + 1,
          updated_at: now,
        })
        .where('id', '=', candidate.id)
        .where('status', '=', candidate.status)
        .where('attempts', '=', candidate.attempts)
        .returningAll()
        .executeTakeFirst();
      if (!claimed) continue; // another instance was faster
      if (claimed.attempts > this.#options.maxAttempts) {
        await this.#fail(claimed, PROCESSING_MESSAGES.repeated);
        continue;
      }
      return claimed;
    }
    return undefined;
  }

  async #process(file: FileRow): Promise<void> {
    const { log, storage } = this.#ctx;
    const heartbeat = setInterval(() => void this.#renewLease(file.id), this.#options.leaseMs / 3);
    try {
      const filePath = storage.localPath(file.storage_key);
      if (!filePath) throw new Error('document processing needs a local file path');
      const response = await this.#pool.run(
        {
          filePath,
          fileType: file.file_type === 'docx' ? 'docx' : 'pdf',
          maxUnzippedBytes: this.#options.maxUnzippedBytes,
        },
        this.#options.timeoutMs,
      );
      if (response.ok) {
        await saveProcessedFile(this.#ctx, file, this.instanceId, response.content, response.entities);
      } else if (response.isUserError) {
        await this.#fail(file, response.message);
      } else {
        log.error({ fileId: file.id, error: response.message }, 'document processing failed');
        await this.#fail(file, PROCESSING_MESSAGES.crash);
      }
    } catch (error) {
      if (this.#isStopped) return; // cut off by shutdown: the lease lets it resume later
      const message =
        error instanceof WorkerTaskError
          ? error.kind === 'timeout'
            ? PROCESSING_MESSAGES.timeout(Math.round(this.#options.timeoutMs / 1000))
            : PROCESSING_MESSAGES[error.kind]
          : PROCESSING_MESSAGES.crash;
      log.error({ err: error, fileId: file.id }, 'document processing failed');
      await this.#fail(file, message).catch((saveError: unknown) =>
        log.error({ err: saveError, fileId: file.id }, 'could not record the processing failure'),
      );
    } finally {
      clearInterval(heartbeat);
    }
  }

  async #renewLease(fileId: string): Promise<void> {
    try {
      await this.#ctx.db
        .updateTable('files')
        .set({ claimed_until: new Date(Date.now() + this.#options.leaseMs).toISOString() })
        .where('id', '=', fileId)
        .where('claimed_by', '=', this.instanceId)
        .execute();
    } catch (error) {
      this.#ctx.log.warn({ err: error, fileId }, 'could not renew a document lease');
    }
  }

  /** Marks the file failed, unless it was deleted, replaced or reclaimed meanwhile. */
  async #fail(file: FileRow, message: string): Promise<void> {
    await this.#ctx.db
      .updateTable('files')
      .set({ status: 'ERROR', error: message, claimed_by: null, claimed_until: null, updated_at: nowIso() })
      .where('id', '=', file.id)
      .where('claimed_by', '=', this.instanceId)
      .execute();
  }
}
