/**
 * Chats and their messages. A revision has at most one chat; everything here asks the access policy about the
 * chat's project first, so the chat of a project the caller is not a member of is not found.
 */
import {
  FILE_STATUSES,
  findSlot,
  parseFileErrorCode,
  ZReviewReport,
  type TProjectType,
  type TReviewReport,
  type TUnreadDocument,
} from '@grant-review/contract';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../db/database.js';
import {
  buildDocumentStructure,
  mapStructureToAnonymized,
  structureOfFile,
  type TReplacement,
} from '../documents/structure/index.js';
import type { ChatRow, DB, MessageRow, ProjectRow, RevisionRow, UserRow } from '../db/schema.js';
import { conflict, notFound } from '../errors.js';
import { isId, newId } from '../lib/ids.js';
import { nowIso } from '../lib/time.js';
import type { TReviewDocument } from '../review/types.js';
import { renderMarkdown } from './markdown.js';
import { forgetChangesBefore } from '../projects/revision-changes.js';
import { authorizeProjectAction, type TProjectAction } from '../projects/access-policy.js';

export interface TRevisionScope {
  revision: RevisionRow;
  project: ProjectRow;
}

export interface TChatScope extends TRevisionScope {
  chat: ChatRow;
}

/** The revision and its project, once the policy allows the caller `action` on the project. */
export async function getOwnedRevision(
  db: Kysely<DB>,
  user: UserRow,
  revisionId: string,
  action: TProjectAction = 'read',
): Promise<TRevisionScope> {
  const scope = isId(revisionId) ? await loadRevisionScope(db, revisionId) : undefined;
  if (!scope) throw notFound('Revision');
  await authorizeProjectAction(db, user, scope.project.id, action, 'Revision');
  return scope;
}

/** The chat with its revision and project, once the policy allows the caller `action` on the project. */
export async function getOwnedChat(
  db: Kysely<DB>,
  user: UserRow,
  chatId: string,
  action: TProjectAction = 'read',
): Promise<TChatScope> {
  if (!isId(chatId)) throw notFound('Chat');
  const chat = await db.selectFrom('chats').selectAll().where('id', '=', chatId).executeTakeFirst();
  const scope = chat ? await loadRevisionScope(db, chat.revision_id) : undefined;
  if (!chat || !scope) throw notFound('Chat');
  await authorizeProjectAction(db, user, scope.project.id, action, 'Chat');
  return { chat, ...scope };
}

async function loadRevisionScope(db: Kysely<DB>, revisionId: string): Promise<TRevisionScope | undefined> {
  const row = await db
    .selectFrom('revisions')
    .innerJoin('projects', 'projects.id', 'revisions.project_id')
    .selectAll('projects')
    .select([
      'revisions.id as revision_id',
      'revisions.seq as revision_seq',
      'revisions.created_at as revision_created_at',
    ])
    .where('revisions.id', '=', revisionId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { revision_id, revision_seq, revision_created_at, ...project } = row;
  return {
    project,
    revision: { id: revision_id, project_id: project.id, seq: revision_seq, created_at: revision_created_at },
  };
}

export const NO_PROCESSED_FILE_MESSAGE =
  'Upload at least one document and wait until it is processed before starting the analysis.';

async function hasProcessedFile(db: Kysely<DB>, revisionId: string): Promise<boolean> {
  const file = await db
    .selectFrom('files')
    .select('id')
    .where('revision_id', '=', revisionId)
    .where('status', '=', 'PROCESSED')
    .limit(1)
    .executeTakeFirst();
  return Boolean(file);
}

/** The revision's chat, created if missing. A new chat needs a processed document to analyse. */
export async function getOrCreateChat(db: Kysely<DB>, user: UserRow, scope: TRevisionScope): Promise<ChatRow> {
  const existing = await db
    .selectFrom('chats')
    .selectAll()
    .where('revision_id', '=', scope.revision.id)
    .executeTakeFirst();
  if (existing) return existing;
  await assertHasProcessedFile(db, scope.revision.id);
  const now = nowIso();
  const chat: ChatRow = {
    id: newId(),
    revision_id: scope.revision.id,
    user_id: user.id,
    stream_lock_id: null,
    stream_lock_until: null,
    created_at: now,
    updated_at: now,
  };
  try {
    await db.insertInto('chats').values(chat).execute();
    return chat;
  } catch (error) {
    // Two requests created it at once: the revision's one chat is the other's.
    if (!isUniqueViolation(error)) throw error;
    return db.selectFrom('chats').selectAll().where('revision_id', '=', scope.revision.id).executeTakeFirstOrThrow();
  }
}

/** 409 when the revision has no processed file yet; 404 when it was deleted while the request ran. */
export async function assertHasProcessedFile(db: Kysely<DB>, revisionId: string): Promise<void> {
  if (await hasProcessedFile(db, revisionId)) return;
  const revision = await db.selectFrom('revisions').select('id').where('id', '=', revisionId).executeTakeFirst();
  if (!revision) throw notFound('Revision');
  throw conflict(NO_PROCESSED_FILE_MESSAGE);
}

export async function listMessages(db: Kysely<DB>, chatId: string): Promise<MessageRow[]> {
  return db.selectFrom('messages').selectAll().where('chat_id', '=', chatId).orderBy('seq').execute();
}

type TNewMessage = {
  chatId: string;
  userId: string;
  type: 'USER' | 'ASSISTANT';
  content: string;
  isInterrupted?: boolean;
};

function buildMessage(input: TNewMessage, seq: number, now: string): MessageRow {
  return {
    id: newId(),
    chat_id: input.chatId,
    user_id: input.userId,
    seq,
    message_type: input.type,
    content: input.content,
    html_content: renderMarkdown(input.content),
    is_interrupted: input.isInterrupted ? 1 : 0,
    created_at: now,
  };
}

export async function appendMessage(db: Kysely<DB>, input: TNewMessage): Promise<MessageRow> {
  for (let attempt = 1; ; attempt++) {
    const { max } = await db
      .selectFrom('messages')
      .select((eb) => eb.fn.max<number>('seq').as('max'))
      .where('chat_id', '=', input.chatId)
      .executeTakeFirstOrThrow();
    const now = nowIso();
    const message = buildMessage(input, Number(max ?? 0) + 1, now);
    try {
      await db.insertInto('messages').values(message).execute();
      await db.updateTable('chats').set({ updated_at: now }).where('id', '=', input.chatId).execute();
      return message;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}

/**
 * Deletes the chat's messages and saves `input` as its only one, with the analysis report it was rendered from, in
 * one transaction (a completed new analysis). `seen`: the revision's changes up to when the analysis read its
 * documents are forgotten, so that only later ones mark it outdated.
 */
export async function replaceConversation(
  db: Kysely<DB>,
  input: TNewMessage,
  report?: TReviewReport,
  seen?: { revisionId: string; documentsReadAt: string },
): Promise<{ message: MessageRow; replacedCount: number }> {
  return db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom('messages').where('chat_id', '=', input.chatId).executeTakeFirst();
    if (seen) await forgetChangesBefore(trx, seen.revisionId, seen.documentsReadAt);
    const now = nowIso();
    const message = buildMessage(input, 1, now);
    await trx.insertInto('messages').values(message).execute();
    if (report) {
      await trx
        .insertInto('review_reports')
        .values({
          id: newId(),
          chat_id: input.chatId,
          message_id: message.id,
          reviewer: report.reviewer,
          report: JSON.stringify(report),
          created_at: now,
        })
        .execute();
    }
    await trx.updateTable('chats').set({ updated_at: now }).where('id', '=', input.chatId).execute();
    return { message, replacedCount: Number(deleted.numDeletedRows) };
  });
}

/** The report of the chat's latest analysis, or undefined when it has none (none run yet, or by a model). */
export async function findLatestReport(db: Kysely<DB>, chatId: string): Promise<TReviewReport | undefined> {
  const row = await db
    .selectFrom('review_reports')
    .select('report')
    .where('chat_id', '=', chatId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? ZReviewReport.parse(JSON.parse(row.report)) : undefined;
}

export async function countMessages(db: Kysely<DB>, chatId: string): Promise<number> {
  const { count } = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('chat_id', '=', chatId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

// ─── the stream lock ────────────────────────────────────────────────────────

export const STREAM_BUSY_MESSAGE = 'An answer is still being written in this chat. Wait for it to finish or stop it.';

/** Takes the chat's stream lock for `leaseMs`; false when another stream holds it. */
export async function acquireStreamLock(
  db: Kysely<DB>,
  chatId: string,
  lockId: string,
  leaseMs: number,
): Promise<boolean> {
  const now = nowIso();
  const result = await db
    .updateTable('chats')
    .set({ stream_lock_id: lockId, stream_lock_until: new Date(Date.now() + leaseMs).toISOString() })
    .where('id', '=', chatId)
    .where((eb) => eb.or([eb('stream_lock_until', 'is', null), eb('stream_lock_until', '<', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function renewStreamLock(db: Kysely<DB>, chatId: string, lockId: string, leaseMs: number): Promise<void> {
  await db
    .updateTable('chats')
    .set({ stream_lock_until: new Date(Date.now() + leaseMs).toISOString() })
    .where('id', '=', chatId)
    .where('stream_lock_id', '=', lockId)
    .execute();
}

export async function releaseStreamLock(db: Kysely<DB>, chatId: string, lockId: string): Promise<void> {
  await db
    .updateTable('chats')
    .set({ stream_lock_id: null, stream_lock_until: null })
    .where('id', '=', chatId)
    .where('stream_lock_id', '=', lockId)
    .execute();
}

// ─── what a provider may see ────────────────────────────────────────────────

/**
 * The revision's processed documents as a provider may see them: anonymized text only, labelled with their
 * slot. The user's file name never goes out ("Lebenslauf Corinne Vuilleumier 1979-05-02.pdf" is personal data
 * that no detector reliably masks): the provider gets a neutral name made from the slot and the file type. Each
 * document carries its model with offsets into the anonymized text, moved through the file's stored replacements
 * (headings and cells carry the placeholders); when those do not account for the anonymized text, the model is
 * read from the anonymized text itself.
 */
export async function loadAnonymizedDocuments(db: Kysely<DB>, scope: TRevisionScope): Promise<TReviewDocument[]> {
  const files = (
    await db
      .selectFrom('files')
      .select(['id', 'slot', 'content', 'structure', 'anonymized_content', 'file_type'])
      .where('revision_id', '=', scope.revision.id)
      .where('status', '=', 'PROCESSED')
      .orderBy('created_at')
      .execute()
  ).filter((file) => file.anonymized_content);
  const replacements = await loadReplacements(
    db,
    files.map((file) => file.id),
  );
  const projectType = scope.project.project_type as TProjectType;
  return files.map((file) => {
    const text = file.anonymized_content ?? '';
    const content = file.content ?? '';
    const structure =
      mapStructureToAnonymized(
        structureOfFile({ content, structure: file.structure }),
        content.length,
        replacements.get(file.id) ?? [],
        text,
      ) ?? buildDocumentStructure(text);
    return {
      fileId: file.id,
      slot: file.slot,
      slotName: findSlot(projectType, file.slot)?.name ?? file.slot,
      fileName: neutralFileName(file.slot, file.file_type),
      text,
      structure,
    };
  });
}

async function loadReplacements(db: Kysely<DB>, fileIds: readonly string[]): Promise<Map<string, TReplacement[]>> {
  const byFile = new Map<string, TReplacement[]>();
  if (fileIds.length === 0) return byFile;
  const rows = await db
    .selectFrom('pii_entities')
    .select(['file_id', 'start_offset', 'end_offset', 'placeholder'])
    .where('file_id', 'in', fileIds)
    .execute();
  for (const row of rows) {
    let list = byFile.get(row.file_id);
    if (!list) byFile.set(row.file_id, (list = []));
    list.push({ start: row.start_offset, end: row.end_offset, placeholder: row.placeholder });
  }
  return byFile;
}

export const UNREAD_REASONS = {
  pending: 'It was still being processed when the analysis started. Run the analysis again once it is processed.',
  failed: 'Its processing failed.',
  empty: 'No text could be read from it.',
} as const;

/**
 * The revision's files that `loadAnonymizedDocuments` leaves out, with the reason the user is shown: the stored
 * processing error of a failed file, else why it had no text to read. Slot names only: this goes into the report,
 * which a model sees again when the user asks about it, and a file name can be personal data.
 */
export async function loadUnreadDocuments(db: Kysely<DB>, scope: TRevisionScope): Promise<TUnreadDocument[]> {
  const files = await db
    .selectFrom('files')
    .select(['id', 'slot', 'status', 'error', 'error_code', 'anonymized_content'])
    .where('revision_id', '=', scope.revision.id)
    .orderBy('created_at')
    .execute();
  const projectType = scope.project.project_type as TProjectType;
  return files
    .filter((file) => file.status !== 'PROCESSED' || !file.anonymized_content)
    .map((file) => {
      const status = FILE_STATUSES.find((known) => known === file.status) ?? 'UPLOADED';
      const reason =
        status === 'ERROR'
          ? (file.error ?? UNREAD_REASONS.failed)
          : status === 'PROCESSED'
            ? UNREAD_REASONS.empty
            : UNREAD_REASONS.pending;
      return {
        file_id: file.id,
        slot: file.slot,
        slot_name: findSlot(projectType, file.slot)?.name ?? file.slot,
        status,
        reason,
        error_code: status === 'ERROR' ? parseFileErrorCode(file.error_code) : null,
      };
    });
}

/** "APPLICATION_DRAFT" and "pdf" make "application-draft.pdf". */
export const neutralFileName = (slot: string, fileType: string): string =>
  `${slot.toLowerCase().replaceAll('_', '-')}.${fileType}`;
