/**
 * Files in revision slots: upload (streamed to storage, content checked against the name), read,
 * delete and retry. Every function asks the access policy about the file's project first.
 */
import { finished, Transform, type Readable } from 'node:stream';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { findSlot, INVALID_FILE_TYPE_MESSAGE, SLOTS_BY_PROJECT_TYPE, type TProjectType } from '@grant-review/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { TAppContext } from '../context.js';
import { checkpointDeletions } from '../db/database.js';
import type { DB, FileRow, ProjectRow, RevisionRow, UserRow } from '../db/schema.js';
// Not the extract index: it loads pdf.js, which must stay off the server's main thread.
import { detectFileKind, isDocxZip, isEncryptedOfficeFile } from '../documents/extract/detect-file-kind.js';
import { AppError, badRequest, conflict, notFound } from '../errors.js';
import { isId, newId } from '../lib/ids.js';
import { nowIso } from '../lib/time.js';
import { authorizeProjectAction, type TProjectAction } from '../projects/access-policy.js';
import { getRevision, touchProject } from '../projects/projects.service.js';
import { recordRevisionChange } from '../projects/revision-changes.js';
import { deleteBlobs } from '../storage/storage.js';

export interface TOwnedFile {
  file: FileRow;
  revision: RevisionRow;
  project: ProjectRow;
}

/** The file with its revision and project, once the policy allows the caller `action` on its project. */
export async function getFile(
  db: Kysely<DB>,
  user: UserRow,
  fileId: string,
  action: TProjectAction = 'read',
): Promise<TOwnedFile> {
  if (!isId(fileId)) throw notFound('File');
  const row = await db
    .selectFrom('files')
    .innerJoin('revisions', 'revisions.id', 'files.revision_id')
    .innerJoin('projects', 'projects.id', 'revisions.project_id')
    .selectAll('files')
    .select([
      'revisions.seq as revision_seq',
      'revisions.created_at as revision_created_at',
      'projects.id as project_id',
      'projects.user_id as project_user_id',
      'projects.name as project_name',
      'projects.description as project_description',
      'projects.project_type as project_type',
      'projects.created_at as project_created_at',
      'projects.updated_at as project_updated_at',
    ])
    .where('files.id', '=', fileId)
    .executeTakeFirst();
  if (!row) throw notFound('File');
  await authorizeProjectAction(db, user, row.project_id, action, 'File');
  const {
    revision_seq,
    revision_created_at,
    project_id,
    project_user_id,
    project_name,
    project_description,
    project_type,
    project_created_at,
    project_updated_at,
    ...file
  } = row;
  return {
    file,
    revision: {
      id: file.revision_id,
      project_id,
      seq: revision_seq,
      created_at: revision_created_at,
    },
    project: {
      id: project_id,
      user_id: project_user_id,
      name: project_name,
      description: project_description,
      project_type,
      created_at: project_created_at,
      updated_at: project_updated_at,
    },
  };
}

export interface TUploadedPart {
  filename: string;
  stream: Readable & { truncated?: boolean };
  /** Reads whatever the request holds after the file; rejects when that is not allowed or malformed. */
  readRest?: () => Promise<void>;
}

export const INCOMPLETE_UPLOAD_MESSAGE = 'The upload ended before the file was complete';

const EXTENSION_TYPES: Record<string, 'pdf' | 'docx'> = { '.pdf': 'pdf', '.docx': 'docx' };

/** Keeps the first bytes of a stream for content sniffing while it flows on to storage. */
function captureHead(size: number): Transform & { head: () => Uint8Array } {
  const chunks: Buffer[] = [];
  let captured = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (captured < size) {
        chunks.push(chunk.subarray(0, size - captured));
        captured += Math.min(chunk.length, size - captured);
      }
      callback(null, chunk);
    },
  });
  return Object.assign(transform, { head: () => new Uint8Array(Buffer.concat(chunks)) });
}

/** A display-safe name: no path, no control characters, at most 255 characters. */
function cleanFilename(name: string): string {
  const printable = [...name.replaceAll('\\', '/')].filter((character) => character >= ' ' && character !== '\u007f');
  const base = path.basename(printable.join('')).trim();
  return (base || 'document').slice(-255);
}

export async function uploadToSlot(
  ctx: TAppContext,
  user: UserRow,
  target: { projectId: string; revisionId: string; slot: string },
  part: TUploadedPart,
  maxBytes: number,
): Promise<TOwnedFile> {
  const { project, revision } = await getRevision(ctx.db, user, target.projectId, target.revisionId, 'uploadDocument');
  const projectType = project.project_type as TProjectType;
  const slot = findSlot(projectType, target.slot);
  if (!slot) {
    const valid = SLOTS_BY_PROJECT_TYPE[projectType].map((candidate) => candidate.id).join(', ');
    part.stream.resume();
    throw badRequest(`Unknown slot ${target.slot} for this project type. Valid slots: ${valid}`);
  }
  const originalFilename = cleanFilename(part.filename);
  const fileType = EXTENSION_TYPES[path.extname(originalFilename).toLowerCase()];
  if (!fileType) {
    part.stream.resume();
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', INVALID_FILE_TYPE_MESSAGE);
  }

  const fileId = newId();
  const storedFilename = `${fileId}.${fileType}`;
  const storageKey = `revisions/${revision.id}/${storedFilename}`;
  const head = captureHead(1024);
  // `pipe` passes no errors on. The upload's own stream failing (cut short, malformed, client gone)
  // is the client's fault and must fail the write; a failing write is the server's.
  // `finished` also reports a stream that failed before this point (the whole body had arrived).
  let clientError: Error | undefined;
  finished(part.stream, (error) => {
    if (!error) return;
    clientError = error;
    head.destroy(error);
  });
  // Storage reports `head`'s errors once it reads from it; before that, an error with no listener
  // would be thrown out of the event loop and end the process.
  head.on('error', () => {});
  let fileSize: number;
  try {
    fileSize = await ctx.storage.put(storageKey, part.stream.pipe(head));
    if (part.stream.truncated) throw tooLarge(maxBytes);
    await part.readRest?.();
  } catch (error) {
    part.stream.resume();
    await ctx.storage.delete(storageKey);
    if (isFileTooLarge(error)) throw tooLarge(maxBytes);
    if (clientError && !(error instanceof AppError)) throw badRequest(INCOMPLETE_UPLOAD_MESSAGE);
    throw error;
  }

  const contentProblem = await checkContent(ctx, storageKey, fileType, head.head());
  if (contentProblem) {
    await ctx.storage.delete(storageKey);
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', contentProblem);
  }

  const now = nowIso();
  const row = uploadedFileRow(
    {
      id: fileId,
      revision_id: revision.id,
      slot: slot.id,
      original_filename: originalFilename,
      stored_filename: storedFilename,
      storage_key: storageKey,
      file_type: fileType,
      file_size: fileSize,
    },
    now,
  );
  let replacedKey: string | undefined;
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await lockRevisionForFiles(trx, project.id, revision.id);
      const previous = await trx
        .selectFrom('files')
        .select(['id', 'storage_key'])
        .where('revision_id', '=', revision.id)
        .where('slot', '=', slot.id)
        .executeTakeFirst();
      if (previous) {
        replacedKey = previous.storage_key;
        await trx.deleteFrom('files').where('id', '=', previous.id).execute();
        await pruneUnusedPlaceholders(trx, revision.id);
      }
      await trx.insertInto('files').values(row).execute();
      await recordRevisionChange(trx, revision.id, previous ? 'document_replaced' : 'document_added', slot.id, now);
    });
  } catch (error) {
    await ctx.storage.delete(storageKey);
    throw error;
  }
  if (replacedKey) {
    await checkpointDeletions(ctx.db, ctx.dialect);
    await deleteBlobs(ctx.storage, [replacedKey], logBlobError(ctx));
  }
  return { file: row, revision, project };
}

/**
 * Every transaction that adds or removes a revision's files or the revision itself starts by
 * updating its project row, so on PostgreSQL they take turns on that row lock (SQLite runs one
 * transaction at a time anyway). Two uploads into one slot then replace each other instead of
 * colliding on its unique key, and a revision deleted while an upload was written is seen as gone.
 */
async function lockRevisionForFiles(trx: Transaction<DB>, projectId: string, revisionId: string): Promise<void> {
  const touched = await trx
    .updateTable('projects')
    .set({ updated_at: nowIso() })
    .where('id', '=', projectId)
    .executeTakeFirst();
  const revision =
    Number(touched.numUpdatedRows) === 1
      ? await trx.selectFrom('revisions').select('id').where('id', '=', revisionId).executeTakeFirst()
      : undefined;
  if (!revision) throw notFound('Revision');
}

function isFileTooLarge(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';
}

export const tooLarge = (maxBytes: number) =>
  new AppError('PAYLOAD_TOO_LARGE', `File is too large. The maximum size is ${Math.round(maxBytes / 1024 / 1024)} MB.`);

/** The bytes must match the name: a PDF header, or a ZIP that holds `word/document.xml`. */
async function checkContent(
  ctx: TAppContext,
  storageKey: string,
  fileType: 'pdf' | 'docx',
  head: Uint8Array,
): Promise<string | null> {
  const kind = detectFileKind(head);
  if (fileType === 'pdf') return kind === 'pdf' ? null : 'The file is not a valid PDF document.';
  return ctx.storage.withLocalFile(storageKey, async (filePath) => {
    if (kind === 'zip' && (await isDocxZip(filePath))) return null;
    if (isEncryptedOfficeFile(new Uint8Array(await readFile(filePath)))) {
      return 'This DOCX is password-protected. Remove the password in Word and upload it again.';
    }
    return 'The file is not a valid DOCX document.';
  });
}

const logBlobError = (ctx: TAppContext) => (key: string, error: unknown) =>
  ctx.log.warn({ err: error, key }, 'blob not deleted');

/**
 * Placeholder entries that neither a file of the revision nor a stored chat answer uses any more are personal data
 * with no purpose: they go. Their numbers stay taken (placeholder_counters), so a later value never inherits one.
 */
export async function pruneUnusedPlaceholders(trx: Transaction<DB> | Kysely<DB>, revisionId: string): Promise<void> {
  await trx
    .deleteFrom('placeholder_maps')
    .where('revision_id', '=', revisionId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('pii_entities')
            .innerJoin('files', 'files.id', 'pii_entities.file_id')
            .select('pii_entities.id')
            .whereRef('files.revision_id', '=', 'placeholder_maps.revision_id')
            .whereRef('pii_entities.placeholder', '=', 'placeholder_maps.placeholder'),
        ),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('messages')
            .innerJoin('chats', 'chats.id', 'messages.chat_id')
            .select('messages.id')
            .whereRef('chats.revision_id', '=', 'placeholder_maps.revision_id')
            // `_` in a placeholder is a LIKE wildcard: it may keep an entry too many, never one too few.
            .where(
              sql<boolean>`${sql.ref('messages.content')} like '%' || ${sql.ref('placeholder_maps.placeholder')} || '%'`,
            ),
        ),
      ),
    )
    .execute();
}

export async function deleteFile(ctx: TAppContext, user: UserRow, fileId: string): Promise<void> {
  const { file, project } = await getFile(ctx.db, user, fileId, 'deleteDocument');
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('files').where('id', '=', file.id).execute();
    await pruneUnusedPlaceholders(trx, file.revision_id);
    await recordRevisionChange(trx, file.revision_id, 'document_removed', file.slot);
  });
  await checkpointDeletions(ctx.db, ctx.dialect);
  await touchProject(ctx.db, project.id);
  await deleteBlobs(ctx.storage, [file.storage_key], logBlobError(ctx));
}

export async function retryProcessing(ctx: TAppContext, user: UserRow, fileId: string): Promise<TOwnedFile> {
  const owned = await getFile(ctx.db, user, fileId, 'retryDocument');
  if (owned.file.status !== 'ERROR') throw conflict('Only a file whose processing failed can be retried');
  // The spec lets the user retry any failed file; `can_retry` only tells the web app whether to offer it.
  const now = nowIso();
  const result = await ctx.db
    .updateTable('files')
    .set({
      status: 'UPLOADED',
      error: null,
      error_code: null,
      attempts: 0,
      claimed_by: null,
      claimed_until: null,
      updated_at: now,
    })
    .where('id', '=', owned.file.id)
    .where('status', '=', 'ERROR')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw conflict('Only a file whose processing failed can be retried');
  return {
    ...owned,
    file: { ...owned.file, status: 'UPLOADED', error: null, error_code: null, attempts: 0, updated_at: now },
  };
}

/** A file row as an upload makes it: its blob stored, waiting for the document job queue, with no text yet. */
export function uploadedFileRow(
  stored: Pick<
    FileRow,
    'id' | 'revision_id' | 'slot' | 'original_filename' | 'stored_filename' | 'storage_key' | 'file_type' | 'file_size'
  >,
  now: string,
): FileRow {
  return {
    ...stored,
    status: 'UPLOADED',
    error: null,
    error_code: null,
    content: null,
    structure: null,
    anonymized_content: null,
    ocr: null,
    progress_page: null,
    progress_page_count: null,
    attempts: 0,
    claimed_by: null,
    claimed_until: null,
    created_at: now,
    updated_at: now,
  };
}
