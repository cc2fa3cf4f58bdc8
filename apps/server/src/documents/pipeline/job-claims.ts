/**
 * The database side of document jobs, shared by every server instance: which file to take next,
 * taking it, handing it back, and the heartbeats that tell instances apart from dead ones.
 *
 * - A file is claimable when it is UPLOADED, or PROCESSING by an instance that has gone silent
 *   (no heartbeat for `instanceTimeoutMs`) or whose claim ran out (a live instance that lost track).
 * - Users take turns: the next file is the oldest of the owner with the fewest files PROCESSING,
 *   and an instance skips owners that already hold as many of its workers as they may.
 * - Times that instances compare (heartbeats) come from the database's clock, so instances on
 *   machines whose clocks differ by a second still agree on who is alive.
 */
import { sql, type ExpressionBuilder, type Kysely, type RawBuilder } from 'kysely';
import type { TAppContext } from '../../context.js';
import type { TDialectName } from '../../db/database.js';
import type { DB, FileRow } from '../../db/schema.js';
import { nowIso } from '../../lib/time.js';

type TJobsContext = Pick<TAppContext, 'db' | 'dialect'>;

export interface TClaimCandidate {
  id: string;
  status: string;
  attempts: number;
  ownerId: string;
}

/** The database's clock, in milliseconds since 1970. */
function databaseNowMs(dialect: TDialectName): RawBuilder<number> {
  return dialect === 'postgres'
    ? sql<number>`(extract(epoch from clock_timestamp()) * 1000)::bigint`
    : sql<number>`cast((julianday('now') - 2440587.5) * 86400000 as integer)`;
}

/** Records that this instance is alive (and creates its row on the first beat). */
export async function beat(ctx: TJobsContext, instanceId: string): Promise<void> {
  const now = databaseNowMs(ctx.dialect);
  await ctx.db
    .insertInto('job_instances')
    .values({ id: instanceId, heartbeat_ms: now })
    .onConflict((conflict) => conflict.column('id').doUpdateSet({ heartbeat_ms: now }))
    .execute();
}

export async function forgetInstance(ctx: TJobsContext, instanceId: string): Promise<void> {
  await ctx.db.deleteFrom('job_instances').where('id', '=', instanceId).execute();
}

/** Rows of instances silent for `silentForMs` (killed long ago) are of no more use. */
export async function forgetSilentInstances(ctx: TJobsContext, silentForMs: number): Promise<void> {
  await ctx.db
    .deleteFrom('job_instances')
    .where('heartbeat_ms', '<', sql<number>`${databaseNowMs(ctx.dialect)} - ${silentForMs}`)
    .execute();
}

function isHolderSilent(eb: ExpressionBuilder<DB, 'files'>, dialect: TDialectName, instanceTimeoutMs: number) {
  return eb.not(
    eb.exists(
      eb
        .selectFrom('job_instances')
        .select('job_instances.id')
        .whereRef('job_instances.id', '=', 'files.claimed_by')
        .where('job_instances.heartbeat_ms', '>', sql<number>`${databaseNowMs(dialect)} - ${instanceTimeoutMs}`),
    ),
  );
}

interface TClaimOptions {
  instanceTimeoutMs: number;
  skippedOwners: readonly string[];
}

function claimableFiles(db: Kysely<DB>, dialect: TDialectName, options: TClaimOptions) {
  const now = nowIso();
  return db
    .selectFrom('files')
    .innerJoin('revisions', 'revisions.id', 'files.revision_id')
    .innerJoin('projects', 'projects.id', 'revisions.project_id')
    .select(['files.id', 'files.status', 'files.attempts', 'projects.user_id as ownerId'])
    .select((eb) =>
      eb
        .selectFrom('files as busy')
        .innerJoin('revisions as busy_revisions', 'busy_revisions.id', 'busy.revision_id')
        .innerJoin('projects as busy_projects', 'busy_projects.id', 'busy_revisions.project_id')
        .whereRef('busy_projects.user_id', '=', 'projects.user_id')
        .where('busy.status', '=', 'PROCESSING')
        .select((count) => count.fn.countAll<number>().as('count'))
        .as('owner_processing'),
    )
    .where((eb) =>
      eb.or([
        eb('files.status', '=', 'UPLOADED'),
        eb.and([
          eb('files.status', '=', 'PROCESSING'),
          eb.or([eb('files.claimed_until', '<', now), isHolderSilent(eb, dialect, options.instanceTimeoutMs)]),
        ]),
      ]),
    )
    .$if(options.skippedOwners.length > 0, (query) => query.where('projects.user_id', 'not in', options.skippedOwners))
    .orderBy('owner_processing')
    .orderBy('files.created_at')
    .orderBy('files.id')
    .limit(1);
}

/**
 * Finds the next claimable file and takes it, counting the attempt; undefined when there is none or another
 * instance took it first. On PostgreSQL the file's row is locked with FOR UPDATE SKIP LOCKED while it is taken, so
 * instances polling at once each get a different file instead of racing for the same one; SQLite has one writer.
 */
export async function claimNextFile(
  ctx: TJobsContext,
  options: TClaimOptions,
  claim: { instanceId: string; until: string },
): Promise<{ file: FileRow; ownerId: string } | undefined> {
  if (ctx.dialect !== 'postgres') {
    const candidate = await claimableFiles(ctx.db, ctx.dialect, options).executeTakeFirst();
    const file = candidate && (await claimFile(ctx.db, candidate, claim));
    return candidate && file ? { file, ownerId: candidate.ownerId } : undefined;
  }
  return ctx.db.transaction().execute(async (trx) => {
    const candidate = await claimableFiles(trx, ctx.dialect, options)
      .forUpdate(['files'])
      .skipLocked()
      .executeTakeFirst();
    const file = candidate && (await claimFile(trx, candidate, claim));
    return candidate && file ? { file, ownerId: candidate.ownerId } : undefined;
  });
}

/** Takes the file unless another instance was faster (the row no longer as it was found); counts the attempt. */
async function claimFile(
  db: Kysely<DB>,
  candidate: TClaimCandidate,
  claim: { instanceId: string; until: string },
): Promise<FileRow | undefined> {
  return db
    .updateTable('files')
    .set({
      status: 'PROCESSING',
      progress_page: null,
      progress_page_count: null,
      claimed_by: claim.instanceId,
      claimed_until: claim.until,
      attempts: candidate.attempts + 1,
      updated_at: nowIso(),
    })
    .where('id', '=', candidate.id)
    .where('status', '=', candidate.status)
    .where('attempts', '=', candidate.attempts)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Gives this instance's files back as waiting, without counting the attempt: a restart is not a
 * failure of the file, so any number of them never marks a file as failing repeatedly.
 */
export async function handBackFiles(ctx: TJobsContext, instanceId: string): Promise<void> {
  await ctx.db
    .updateTable('files')
    .set((eb) => ({ status: 'UPLOADED', claimed_by: null, claimed_until: null, attempts: eb('attempts', '-', 1) }))
    .where('status', '=', 'PROCESSING')
    .where('claimed_by', '=', instanceId)
    .execute();
}

/**
 * SQLite means one server: whatever is PROCESSING at start-up was cut off when the previous one
 * died without handing its files back. The attempt stays counted: a file that kills the server
 * every time must not restart it forever.
 */
export async function resumeInterruptedFiles(ctx: TJobsContext): Promise<void> {
  await ctx.db
    .updateTable('files')
    .set({ status: 'UPLOADED', claimed_by: null, claimed_until: null })
    .where('status', '=', 'PROCESSING')
    .execute();
}
