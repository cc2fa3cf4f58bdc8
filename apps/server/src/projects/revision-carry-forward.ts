/**
 * A new revision started from an existing one (issue 13): the source's files are carried over without being uploaded
 * or extracted again.
 *
 * - Blobs are copied, not shared: every file row owns exactly one blob under its revision's folder, so deleting a
 *   file, a revision or a project deletes its own blobs and never one another revision still needs, and "deleted
 *   means gone from disk" keeps holding per revision. (Sharing would need reference counting across revisions.)
 * - The copies are made before the rows are written, outside the transaction, so a large copy never holds the
 *   database's write lock. If a copy or the transaction fails, the copies made so far are removed, and no row exists.
 * - Text, document model, anonymized text, entities (with their reasons) and the revision's placeholder map and
 *   counters are copied as they are in the transaction, so a value keeps its placeholder in the new revision.
 * - A file not processed yet (UPLOADED or PROCESSING) is carried as UPLOADED, without text: the document job queue
 *   picks it up like a fresh upload.
 * - The user's masking corrections belong to the project (pii_corrections.project_id), not to a revision: the new
 *   revision has them without copying anything, and the carried anonymized text already reflects them.
 */
import type { Transaction } from 'kysely';
import type { TAppContext } from '../context.js';
import type { DB, FileRow, RevisionRow, UserRow } from '../db/schema.js';
import { conflict, notFound } from '../errors.js';
import { pruneUnusedPlaceholders, uploadedFileRow } from '../files/files.service.js';
import { batches } from '../lib/batches.js';
import { newId } from '../lib/ids.js';
import { nowIso } from '../lib/time.js';
import { deleteBlobs } from '../storage/storage.js';
import { getRevision, insertRevision } from './projects.service.js';

export interface TCarriedRevision {
  revision: RevisionRow;
  /** Some carried file waits for processing: the caller should wake the document job queue. */
  needsProcessing: boolean;
}

interface TBlobCopy {
  sourceFileId: string;
  fileId: string;
  storageKey: string;
}

const UNPROCESSED = new Set(['UPLOADED', 'PROCESSING']);

export async function createRevisionFrom(
  ctx: Pick<TAppContext, 'db' | 'storage' | 'log'>,
  user: UserRow,
  projectId: string,
  sourceRevisionId: string,
): Promise<TCarriedRevision> {
  const { project, revision: source } = await getRevision(ctx.db, user, projectId, sourceRevisionId, 'createRevision');
  const revisionId = newId();
  const copies = await copyBlobs(ctx, source.id, revisionId);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const revision = await insertRevision(trx, user, project.id, revisionId);
      // The project row is locked now: the source cannot be deleted, nor its files replaced, until this commits.
      const sourceStillThere = await trx
        .selectFrom('revisions')
        .select('id')
        .where('id', '=', source.id)
        .executeTakeFirst();
      if (!sourceStillThere) throw notFound('Revision');
      const needsProcessing = await insertCarriedFiles(trx, source.id, revisionId, copies);
      return { revision, needsProcessing };
    });
  } catch (error) {
    await removeCopies(ctx, copies);
    throw error;
  }
}

/** Copies the blob of every file of the source into the new revision's folder; all or none. */
async function copyBlobs(
  ctx: Pick<TAppContext, 'db' | 'storage' | 'log'>,
  sourceRevisionId: string,
  revisionId: string,
): Promise<TBlobCopy[]> {
  const files = await ctx.db
    .selectFrom('files')
    .select(['id', 'file_type', 'storage_key'])
    .where('revision_id', '=', sourceRevisionId)
    .orderBy('slot')
    .execute();
  const copies: TBlobCopy[] = [];
  try {
    for (const file of files) {
      const fileId = newId();
      const storageKey = `revisions/${revisionId}/${fileId}.${file.file_type}`;
      await ctx.storage.copy(file.storage_key, storageKey);
      copies.push({ sourceFileId: file.id, fileId, storageKey });
    }
  } catch (error) {
    await removeCopies(ctx, copies);
    // The source (or one of its files) was deleted while it was being copied: it is not found any more.
    const source = await ctx.db
      .selectFrom('revisions')
      .select('id')
      .where('id', '=', sourceRevisionId)
      .executeTakeFirst();
    if (!source) throw notFound('Revision');
    throw error;
  }
  return copies;
}

async function removeCopies(ctx: Pick<TAppContext, 'storage' | 'log'>, copies: readonly TBlobCopy[]): Promise<void> {
  await deleteBlobs(
    ctx.storage,
    copies.map((copy) => copy.storageKey),
    (key, error) => ctx.log.warn({ err: error, key }, 'copied blob not removed'),
  );
}

/**
 * Writes the new revision's file rows, entities and placeholder map from the source as it is now (locked). A source
 * file uploaded, replaced or deleted since the blobs were copied makes the request fail with 409 (the caller's catch
 * removes the copies): carrying a mix of before and after would be neither revision.
 */
async function insertCarriedFiles(
  trx: Transaction<DB>,
  sourceRevisionId: string,
  revisionId: string,
  copies: readonly TBlobCopy[],
): Promise<boolean> {
  const sourceFiles = await trx.selectFrom('files').selectAll().where('revision_id', '=', sourceRevisionId).execute();
  const byId = new Map(sourceFiles.map((file) => [file.id, file]));
  const carried = copies.filter((copy) => byId.has(copy.sourceFileId));
  if (carried.length !== copies.length || sourceFiles.length !== copies.length) {
    throw conflict('The revision changed while it was being copied. Please try again.');
  }
  const now = nowIso();
  const rows = carried.map((copy) => carriedFileRow(byId.get(copy.sourceFileId)!, copy, revisionId, now));
  for (const batch of batches(rows, 50)) await trx.insertInto('files').values(batch).execute();
  await copyEntities(trx, rows, carried);
  await copyPlaceholders(trx, sourceRevisionId, revisionId, now);
  return rows.some((row) => row.status === 'UPLOADED');
}

function carriedFileRow(source: FileRow, copy: TBlobCopy, revisionId: string, now: string): FileRow {
  const uploaded = uploadedFileRow(
    {
      id: copy.fileId,
      revision_id: revisionId,
      slot: source.slot,
      original_filename: source.original_filename,
      stored_filename: copy.storageKey.slice(copy.storageKey.lastIndexOf('/') + 1),
      storage_key: copy.storageKey,
      file_type: source.file_type,
      file_size: source.file_size,
    },
    now,
  );
  if (UNPROCESSED.has(source.status)) return uploaded;
  const { status, error, error_code, content, structure, anonymized_content } = source;
  return { ...uploaded, status, error, error_code, content, structure, anonymized_content };
}

async function copyEntities(trx: Transaction<DB>, rows: readonly FileRow[], copies: readonly TBlobCopy[]) {
  const processed = new Set(rows.filter((row) => row.status !== 'UPLOADED').map((row) => row.id));
  for (const copy of copies) {
    if (!processed.has(copy.fileId)) continue; // an unprocessed file has no entities yet
    const entities = await trx
      .selectFrom('pii_entities')
      .selectAll()
      .where('file_id', '=', copy.sourceFileId)
      .execute();
    for (const batch of batches(entities)) {
      await trx
        .insertInto('pii_entities')
        .values(batch.map((entity) => ({ ...entity, id: newId(), file_id: copy.fileId })))
        .execute();
    }
  }
}

/**
 * The map and the counters go over whole, then entries no carried file uses are pruned as everywhere else (those of
 * the source's chat answers, say): personal data with no purpose in the new revision. The counters keep their numbers
 * taken, so a value first found later never gets a number that meant someone else in the source.
 */
async function copyPlaceholders(trx: Transaction<DB>, sourceRevisionId: string, revisionId: string, now: string) {
  const entries = await trx
    .selectFrom('placeholder_maps')
    .selectAll()
    .where('revision_id', '=', sourceRevisionId)
    .execute();
  for (const batch of batches(entries)) {
    await trx
      .insertInto('placeholder_maps')
      .values(batch.map((entry) => ({ ...entry, id: newId(), revision_id: revisionId, created_at: now })))
      .execute();
  }
  const counters = await trx
    .selectFrom('placeholder_counters')
    .selectAll()
    .where('revision_id', '=', sourceRevisionId)
    .execute();
  for (const batch of batches(counters)) {
    await trx
      .insertInto('placeholder_counters')
      .values(batch.map((counter) => ({ ...counter, revision_id: revisionId })))
      .execute();
  }
  await pruneUnusedPlaceholders(trx, revisionId);
}
