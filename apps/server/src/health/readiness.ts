/**
 * Readiness for `GET /api/health`: is the database answering, and can the file storage be written? A load balancer
 * asks every few seconds and sends traffic only to instances that answer 200, so each check has a short time limit
 * (a hanging database must not hang the probe) and its failure is told apart from the other's.
 */
import { performance } from 'node:perf_hooks';
import type { THealthResponse, TStorageKind } from '@grant-review/contract';

export const READINESS_TIMEOUT_MS = 2000;

type TCheckResult = THealthResponse['database'];

/** A check's outcome: null when it passed, else what it threw (a promise of this never rejects). */
type TOutcome = { error: unknown } | null;

/** The two levels readiness logs at (the app's logger fits). */
export interface TReadinessLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

export interface TReadinessOptions {
  checkDatabase: () => Promise<unknown>;
  checkStorage: () => Promise<unknown>;
  storageKind: () => TStorageKind;
  log: TReadinessLog;
  timeoutMs?: number;
}

export interface TReadiness {
  check(): Promise<THealthResponse>;
}

/** Error codes are shown (`ECONNREFUSED`, `57P03`, `EACCES`, `AccessDenied`); messages, which may name paths or hosts, are only logged. */
const SHOWABLE_CODE = /^[A-Za-z0-9_]{2,40}$/;

function describeFailure(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return typeof code === 'string' && SHOWABLE_CODE.test(code) ? `failed (${code})` : 'failed';
}

class CheckTimeout extends Error {
  override name = 'CheckTimeout';
}

/** How many time limits a check that has not settled is waited for by later probes before one starts afresh. */
const JOIN_RUNNING_CHECK_FOR = 5;

/**
 * One dependency's check with a time limit. While a check is still running (a query waiting on a database that
 * does not answer), later probes wait for that one instead of starting another, so a hanging dependency holds one
 * connection, not one more at every probe; after five time limits a new check starts all the same, so a dependency
 * that comes back is seen even if the old check never settles. Logs when the dependency stops being ready and when
 * it is back.
 */
function createProbe(name: string, check: () => Promise<unknown>, log: TReadinessLog, timeoutMs: number) {
  let running: { outcome: Promise<TOutcome>; startedAt: number } | null = null;
  let wasReady = true;

  const startCheck = (now: number): Promise<TOutcome> => {
    const outcome = Promise.resolve()
      .then(check)
      .then(
        (): TOutcome => null,
        (error: unknown): TOutcome => ({ error }),
      );
    const current = { outcome, startedAt: now };
    running = current;
    void outcome.then(() => {
      if (running === current) running = null;
    });
    return outcome;
  };

  return async (): Promise<TCheckResult> => {
    const started = performance.now();
    const isJoinable = running !== null && started - running.startedAt < timeoutMs * JOIN_RUNNING_CHECK_FOR;
    const outcome = isJoinable && running ? running.outcome : startCheck(started);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<TOutcome>((resolve) => {
      timer = setTimeout(
        () => resolve({ error: new CheckTimeout(`${name} check timed out after ${timeoutMs} ms`) }),
        timeoutMs,
      );
    });
    const result = await Promise.race([outcome, timeout]);
    clearTimeout(timer);
    const latency_ms = Math.round(performance.now() - started);

    if (result === null) {
      if (!wasReady) log.info({ check: name }, `${name} is ready again`);
      wasReady = true;
      return { status: 'ok', latency_ms };
    }
    if (wasReady) log.warn({ check: name, err: result.error }, `${name} is not ready`);
    wasReady = false;
    const error =
      result.error instanceof CheckTimeout ? `timed out after ${timeoutMs} ms` : describeFailure(result.error);
    return { status: 'unavailable', latency_ms, error };
  };
}

export function createReadiness(options: TReadinessOptions): TReadiness {
  const timeoutMs = options.timeoutMs ?? READINESS_TIMEOUT_MS;
  const checkDatabase = createProbe('database', options.checkDatabase, options.log, timeoutMs);
  const checkStorage = createProbe('storage', options.checkStorage, options.log, timeoutMs);
  return {
    async check() {
      const [database, storage] = await Promise.all([checkDatabase(), checkStorage()]);
      const answer = { database, storage: { ...storage, kind: options.storageKind() } };
      if (database.status === 'ok' && storage.status === 'ok') return { status: 'ok', ...answer };
      return { status: 'unavailable', detail: describeUnavailable(database.status, storage.status), ...answer };
    },
  };
}

function describeUnavailable(database: string, storage: string): string {
  if (database !== 'ok' && storage !== 'ok') return 'Database and storage unavailable';
  return database !== 'ok' ? 'Database unavailable' : 'Storage unavailable';
}
