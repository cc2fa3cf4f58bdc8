/**
 * Removes blobs that no file row refers to. They are left by a crash between writing an upload and
 * inserting its row, and by an upload that completes while its revision is being deleted (the
 * delete reads the revision's blobs before the new row exists, the cascade then removes the row).
 *
 * Runs at start-up and then every hour. Several instances may share the blob store (PostgreSQL),
 * and an upload in flight on any of them has a blob but no row yet, so only blobs not written to
 * for a while are taken. With SQLite there is one instance, and at start-up it has no upload in
 * flight: everything orphaned goes.
 */
import type { TAppContext } from '../context.js';

type TSweepContext = Pick<TAppContext, 'db' | 'storage' | 'log'>;

/** Keys per database query, well under SQLite's and PostgreSQL's parameter limits. */
const KEYS_PER_QUERY = 500;
export const ORPHAN_GRACE_MS = 15 * 60_000;
const SWEEP_INTERVAL_MS = 60 * 60_000;

/** Deletes the blobs last written before `olderThan` that no file row refers to; returns how many. */
export async function removeOrphanBlobs(ctx: TSweepContext, olderThan: Date): Promise<number> {
  let removed = 0;
  let batch: string[] = [];
  const removeUnreferenced = async () => {
    const rows = await ctx.db.selectFrom('files').select('storage_key').where('storage_key', 'in', batch).execute();
    const referenced = new Set(rows.map((row) => row.storage_key));
    for (const key of batch.filter((candidate) => !referenced.has(candidate))) {
      await ctx.storage.delete(key);
      removed++;
    }
    batch = [];
  };
  for await (const blob of ctx.storage.list()) {
    if (blob.modifiedAt >= olderThan) continue;
    batch.push(blob.key);
    if (batch.length >= KEYS_PER_QUERY) await removeUnreferenced();
  }
  if (batch.length > 0) await removeUnreferenced();
  await ctx.storage.removeEmptyFolders(olderThan);
  return removed;
}

/** The start-up sweep (awaited), then one every hour until `stop`. Failures are logged, never fatal. */
export async function startOrphanBlobSweeps(
  ctx: TSweepContext,
  options: { isSoleInstance: boolean },
): Promise<{ stop(): void }> {
  const sweep = async (olderThan: Date) => {
    try {
      const removed = await removeOrphanBlobs(ctx, olderThan);
      if (removed > 0) ctx.log.info({ removed }, 'removed blobs that no file refers to');
    } catch (error) {
      ctx.log.error({ err: error }, 'orphan blob sweep failed');
    }
  };
  await sweep(options.isSoleInstance ? new Date() : new Date(Date.now() - ORPHAN_GRACE_MS));
  const timer = setInterval(() => void sweep(new Date(Date.now() - ORPHAN_GRACE_MS)), SWEEP_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
