/**
 * Document processing jobs. Files waiting in the database are claimed one at a time, processed in
 * the worker pool, and saved with their anonymization in one transaction.
 *
 * - Claims are conditional updates, so two server instances never process the same file
 *   (job-claims.ts has the queries, the turn-taking between users, and the heartbeats).
 * - Fairness: a user holds at most `workers - 1` of an instance's workers (at least one), so
 *   another user's file never waits behind a batch of slow ones, and users take turns.
 * - An instance beats its heart every 2 s (one write per instance, not per file); files of an
 *   instance silent for 6 s are taken over at the next poll (2 s), so the work of a killed instance
 *   resumes within about 8 s. The heartbeat runs on the main thread, so the 6 s leave 4 s for a
 *   busy event loop (anonymizing the largest corpus document takes about 0.5 s); a live instance
 *   taken for dead only costs repeated work, as its late save no longer holds the claim.
 *   A graceful stop hands files back at once.
 * - Attempts count only what may be the file's fault: a crash of the instance while it held the
 *   file. A graceful stop gives the attempt back. After three, the file is marked ERROR.
 *   (A worker's own crash, timeout or memory overrun marks the file ERROR right away.)
 * - Scans: before each page it reads by OCR, the worker reports it; the page is saved for the status polling (at
 *   most once a second), the file's claim is moved to cover the scanned pages still to read, and its time limit
 *   becomes the page's (`ocrPageTimeoutMs` and a margin), so a long scan is not cut off by the limit meant for
 *   digital files and a page that hangs is stopped at its own limit, with the error that names it.
 */
import { availableParallelism, hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { TFileErrorCode } from '@grant-review/contract';
import type { TAppContext } from '../../context.js';
import type { FileRow } from '../../db/schema.js';
import { nowIso } from '../../lib/time.js';
import {
  beat,
  claimNextFile,
  forgetInstance,
  forgetSilentInstances,
  handBackFiles,
  resumeInterruptedFiles,
} from './job-claims.js';
import { extractionErrors } from '../extract/extraction-error.js';
import { findOcrLanguages } from '../extract/ocr/ocr-languages.js';
import { saveProcessedFile } from './save-processed-file.js';
import { WorkerPool, WorkerTaskError } from './worker-pool.js';
import type { TWorkerProgress, TWorkerRequest, TWorkerResponse } from './worker-messages.js';

export const PROCESSING_MESSAGES = {
  timeout: (seconds: number) =>
    `Processing took longer than ${seconds} seconds and was stopped. Try a smaller or simpler file.`,
  memory: 'This document needs too much memory to process. Try splitting it or exporting it again as PDF.',
  crash: 'Processing failed unexpectedly. Please try again; contact support if it keeps failing.',
  repeated: 'Processing failed repeatedly for this file. Try exporting it again or contact support.',
} as const;

/** The stable code stored with each of the messages above (an extraction error brings its own). */
const PROCESSING_ERROR_CODES = {
  timeout: 'PROCESSING_TIMEOUT',
  memory: 'OUT_OF_MEMORY',
  crash: 'INTERNAL',
  repeated: 'REPEATED_FAILURE',
} as const satisfies Record<keyof typeof PROCESSING_MESSAGES, TFileErrorCode>;

export interface TDocumentJobsOptions {
  /**
   * Worker threads, each limited to `memoryLimitMb`. Default: one per core but one, at least 2
   * (so one user never holds them all) and at most 4.
   */
  workers?: number;
  timeoutMs?: number;
  memoryLimitMb?: number;
  pollIntervalMs?: number;
  /** How often this instance tells the others it is alive. */
  heartbeatIntervalMs?: number;
  /** Files of an instance silent for this long are taken over. */
  instanceTimeoutMs?: number;
  maxAttempts?: number;
  maxUnzippedBytes?: number;
  /** Scanned pages read by OCR per file at most; 0 reads none. Default 50. */
  ocrMaxPages?: number;
  /** Longest rendering and reading one scanned page may take. Default 60 s. */
  ocrPageTimeoutMs?: number;
}

/** Rows of instances silent for an hour are deleted at start-up. */
const FORGET_INSTANCES_AFTER_MS = 3_600_000;
/**
 * A claim lasts the time limit plus this margin for saving, then it may be taken over even from a
 * live instance: one that lost track of a file (say, its database was unreachable when it failed).
 */
const SAVE_MARGIN_MS = 60_000;
/** A scanned page's deadline in the pool: its own limit and this margin for handing over to the next page. */
const PAGE_DEADLINE_MARGIN_MS = 10_000;
/** The page a scan has got to is saved at most this often (the web app polls every 2 s). */
const PROGRESS_SAVE_INTERVAL_MS = 1_000;

function defaultWorkerCount(): number {
  return Math.max(2, Math.min(4, availableParallelism() - 1));
}

const WORKER_ENTRY = new URL(
  import.meta.url.endsWith('.ts') ? './document-worker.ts' : './document-worker.js',
  import.meta.url,
);

export class DocumentJobs {
  readonly instanceId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  readonly #ctx: TAppContext;
  readonly #options: Required<TDocumentJobsOptions>;
  readonly #maxFilesPerOwner: number;
  readonly #pool: WorkerPool<TWorkerRequest, TWorkerResponse>;
  /** Files being processed here, with their owners. */
  readonly #running = new Map<Promise<void>, string>();
  /** When the page of a file being read was last saved. */
  readonly #progressSavedAt = new Map<string, number>();
  #pollTimer: NodeJS.Timeout | undefined;
  #heartbeatTimer: NodeJS.Timeout | undefined;
  #heartbeat: Promise<void> | undefined;
  #polling: Promise<void> | undefined;
  #pollAgain = false;
  #isStarted = false;
  #isStopped = false;

  constructor(ctx: TAppContext, options: TDocumentJobsOptions = {}) {
    this.#ctx = ctx;
    this.#options = {
      workers: options.workers ?? defaultWorkerCount(),
      timeoutMs: options.timeoutMs ?? 120_000,
      memoryLimitMb: options.memoryLimitMb ?? 768,
      pollIntervalMs: options.pollIntervalMs ?? 2_000,
      heartbeatIntervalMs: options.heartbeatIntervalMs ?? 2_000,
      instanceTimeoutMs: options.instanceTimeoutMs ?? 6_000,
      maxAttempts: options.maxAttempts ?? 3,
      maxUnzippedBytes: options.maxUnzippedBytes ?? 200 * 1024 * 1024,
      ocrMaxPages: options.ocrMaxPages ?? 50,
      ocrPageTimeoutMs: options.ocrPageTimeoutMs ?? 60_000,
    };
    this.#maxFilesPerOwner = Math.max(1, this.#options.workers - 1);
    this.#pool = new WorkerPool({
      entry: WORKER_ENTRY,
      size: this.#options.workers,
      resourceLimits: { maxOldGenerationSizeMb: this.#options.memoryLimitMb },
    });
  }

  async start(): Promise<void> {
    this.#checkOcrLanguages();
    // Alive before the first claim, so no other instance takes this one's files for a dead one's.
    await beat(this.#ctx, this.instanceId);
    if (this.#ctx.dialect === 'sqlite') await resumeInterruptedFiles(this.#ctx);
    await forgetSilentInstances(this.#ctx, FORGET_INSTANCES_AFTER_MS);
    this.#isStarted = true;
    this.#heartbeatTimer = setInterval(() => this.#beat(), this.#options.heartbeatIntervalMs);
    this.#heartbeatTimer.unref();
    this.#pollTimer = setInterval(() => this.notify(), this.#options.pollIntervalMs);
    this.#pollTimer.unref();
    this.notify();
  }

  /** Says at start-up which languages scans are read in, and which language data is missing (nothing is fetched). */
  #checkOcrLanguages(): void {
    if (this.#options.ocrMaxPages <= 0) {
      this.#ctx.log.info('OCR is off (OCR_MAX_PAGES=0): scanned PDFs without text end in an error');
      return;
    }
    const { available, missing } = findOcrLanguages();
    const codes = available.map((language) => language.code);
    if (missing.length === 0) this.#ctx.log.info({ languages: codes }, 'OCR reads scanned pages offline');
    else
      this.#ctx.log.warn(
        { languages: codes, missing },
        `OCR language data missing (${missing.map((code) => `@tesseract.js-data/${code}`).join(', ')} not installed): ` +
          (codes.length ? 'scans are read with the other languages' : 'scanned PDFs without text end in an error'),
      );
  }

  /** Looks for work now (after an upload or a retry) instead of at the next poll. */
  notify(): void {
    if (!this.#isStarted || this.#isStopped) return;
    if (this.#polling) {
      this.#pollAgain = true;
      return;
    }
    this.#polling = this.#fillWorkers()
      .catch((error: unknown) => this.#ctx.log.error({ err: error }, 'document job polling failed'))
      .finally(() => {
        this.#polling = undefined;
        if (this.#pollAgain) {
          this.#pollAgain = false;
          this.notify();
        }
      });
  }

  /**
   * Stops claiming, cuts off running files and hands them back uncounted, so the next instance (or
   * this one restarted) takes them at once instead of after the heartbeat timeout.
   */
  async stop(): Promise<void> {
    if (this.#isStopped) return;
    this.#isStopped = true;
    clearInterval(this.#pollTimer);
    clearInterval(this.#heartbeatTimer);
    await this.#polling; // a claim under way lands before the files are handed back
    await this.#pool.close();
    await Promise.allSettled([...this.#running.keys()]);
    await this.#heartbeat;
    if (!this.#isStarted) return;
    await handBackFiles(this.#ctx, this.instanceId);
    await forgetInstance(this.#ctx, this.instanceId);
  }

  #beat(): void {
    if (this.#heartbeat) return; // the last one is still waiting for the database
    this.#heartbeat = beat(this.#ctx, this.instanceId)
      .catch((error: unknown) => this.#ctx.log.warn({ err: error }, 'could not record the job heartbeat'))
      .finally(() => {
        this.#heartbeat = undefined;
      });
  }

  async #fillWorkers(): Promise<void> {
    while (!this.#isStopped && this.#running.size < this.#options.workers) {
      const claimed = await this.#claimNext();
      if (!claimed || this.#isStopped) return; // stop() hands back a file claimed meanwhile
      const job = this.#process(claimed.file).finally(() => {
        this.#running.delete(job);
        this.#progressSavedAt.delete(claimed.file.id);
        this.notify();
      });
      this.#running.set(job, claimed.ownerId);
    }
  }

  /** Owners who already hold as many of this instance's workers as one user may. */
  #ownersAtLimit(): string[] {
    const counts = new Map<string, number>();
    for (const owner of this.#running.values()) counts.set(owner, (counts.get(owner) ?? 0) + 1);
    return [...counts].filter(([, count]) => count >= this.#maxFilesPerOwner).map(([owner]) => owner);
  }

  async #claimNext(): Promise<{ file: FileRow; ownerId: string } | undefined> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const until = new Date(Date.now() + this.#options.timeoutMs + SAVE_MARGIN_MS).toISOString();
      const claimed = await claimNextFile(
        this.#ctx,
        { instanceTimeoutMs: this.#options.instanceTimeoutMs, skippedOwners: this.#ownersAtLimit() },
        { instanceId: this.instanceId, until },
      );
      if (!claimed) return undefined;
      if (claimed.file.attempts > this.#options.maxAttempts) {
        await this.#fail(claimed.file, PROCESSING_MESSAGES.repeated, PROCESSING_ERROR_CODES.repeated);
        continue;
      }
      return claimed;
    }
    return undefined;
  }

  async #process(file: FileRow): Promise<void> {
    const { log, storage } = this.#ctx;
    /** The scanned page being read, if any: a time-out then is that page's. */
    let scannedPage: number | undefined;
    try {
      const response = await storage.withLocalFile(file.storage_key, (filePath) =>
        this.#pool.run(
          {
            filePath,
            fileType: file.file_type === 'docx' ? 'docx' : 'pdf',
            maxUnzippedBytes: this.#options.maxUnzippedBytes,
            ocrMaxPages: this.#options.ocrMaxPages,
            ocrPageTimeoutMs: this.#options.ocrPageTimeoutMs,
          },
          this.#options.timeoutMs,
          {
            onProgress: (progress) => {
              const page = progress as TWorkerProgress;
              scannedPage = page.page;
              return this.#onPage(file, page);
            },
          },
        ),
      );
      if (response.ok) {
        await saveProcessedFile(this.#ctx, file, this.instanceId, response);
      } else if (response.isUserError) {
        await this.#fail(file, response.message, response.code ?? 'UNSUPPORTED');
      } else {
        log.error({ fileId: file.id, error: response.message }, 'document processing failed');
        await this.#fail(file, PROCESSING_MESSAGES.crash, PROCESSING_ERROR_CODES.crash);
      }
    } catch (error) {
      if (this.#isStopped) return; // cut off by shutdown: stop() hands the file back
      const kind = error instanceof WorkerTaskError ? error.kind : 'crash';
      log.error({ err: error, fileId: file.id }, 'document processing failed');
      const failure =
        kind === 'timeout' && scannedPage !== undefined
          ? extractionErrors.ocrPageTimeout(scannedPage, this.#options.ocrPageTimeoutMs)
          : undefined;
      const message =
        failure?.message ??
        (kind === 'timeout'
          ? PROCESSING_MESSAGES.timeout(Math.round(this.#options.timeoutMs / 1000))
          : PROCESSING_MESSAGES[kind]);
      await this.#fail(file, message, failure?.code ?? PROCESSING_ERROR_CODES[kind]).catch((saveError: unknown) =>
        log.error({ err: saveError, fileId: file.id }, 'could not record the processing failure'),
      );
    }
  }

  /**
   * A scanned page is about to be read: saves it for the status polling (throttled) and returns the time the file may
   * still take: this page (the worker stops a page past its limit itself; this is the net for a render that hangs),
   * and after the last one what follows it (masking, saving). The claim is extended to cover the pages still to read.
   */
  #onPage(file: FileRow, progress: TWorkerProgress): number {
    const now = Date.now();
    const last = this.#progressSavedAt.get(file.id) ?? 0;
    const isLastPage = progress.scannedPagesLeft === 1;
    if (now - last >= PROGRESS_SAVE_INTERVAL_MS || isLastPage) {
      this.#progressSavedAt.set(file.id, now);
      const until = new Date(
        now + progress.scannedPagesLeft * this.#options.ocrPageTimeoutMs + this.#options.timeoutMs + SAVE_MARGIN_MS,
      ).toISOString();
      void this.#ctx.db
        .updateTable('files')
        .set({ progress_page: progress.page, progress_page_count: progress.pageCount, claimed_until: until })
        .where('id', '=', file.id)
        .where('claimed_by', '=', this.instanceId)
        .where('status', '=', 'PROCESSING')
        .execute()
        .catch((error: unknown) => this.#ctx.log.warn({ err: error, fileId: file.id }, 'could not save the progress'));
    }
    return this.#options.ocrPageTimeoutMs + (isLastPage ? this.#options.timeoutMs : PAGE_DEADLINE_MARGIN_MS);
  }

  /** Marks the file failed, unless it was deleted, replaced or reclaimed meanwhile. */
  async #fail(file: FileRow, message: string, code: TFileErrorCode): Promise<void> {
    await this.#ctx.db
      .updateTable('files')
      .set({
        status: 'ERROR',
        error: message,
        error_code: code,
        progress_page: null,
        progress_page_count: null,
        claimed_by: null,
        claimed_until: null,
        updated_at: nowIso(),
      })
      .where('id', '=', file.id)
      .where('claimed_by', '=', this.instanceId)
      .execute();
  }
}
