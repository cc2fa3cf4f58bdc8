import type { Kysely } from 'kysely';
import type { DB, FileRow, PiiEntityRow, RevisionRow } from '../db/schema.js';
import { loadRevisionChanges } from '../projects/revision-changes.js';
import type { TEntityCounts, TRevisionDetails } from '../presenters/projects.js';

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/**
 * Files, detected entities and chat of each revision, in three queries whatever the count. Without content (the
 * polled list) the entities are counted per type in the database instead of loaded: a large document has thousands.
 */
export async function loadRevisionDetails(
  db: Kysely<DB>,
  revisions: readonly RevisionRow[],
  options: { includeContent?: boolean } = {},
): Promise<TRevisionDetails[]> {
  if (revisions.length === 0) return [];
  const revisionIds = revisions.map((revision) => revision.id);
  const isSummary = options.includeContent === false;
  const [files, chats] = await Promise.all([
    isSummary ? loadFilesWithoutText(db, revisionIds) : loadFiles(db, revisionIds),
    db.selectFrom('chats').select(['id', 'revision_id']).where('revision_id', 'in', revisionIds).execute(),
  ]);
  const [entities, entityCounts, analysisTimes, changes] = await Promise.all([
    isSummary ? new Map<string, PiiEntityRow[]>() : loadEntities(db, files),
    isSummary ? countEntities(db, files) : undefined,
    loadAnalysisTimes(
      db,
      chats.map((chat) => chat.id),
    ),
    loadRevisionChanges(db, revisionIds),
  ]);
  const filesByRevision = groupBy(files, (file) => file.revision_id);
  const chatByRevision = new Map(chats.map((chat) => [chat.revision_id, chat.id]));
  return revisions.map((revision) => {
    const chatId = chatByRevision.get(revision.id) ?? null;
    return {
      revision,
      files: filesByRevision.get(revision.id) ?? [],
      entitiesByFile: entities,
      ...(entityCounts && { entityCountsByFile: entityCounts }),
      chatId,
      analysisCreatedAt: (chatId && analysisTimes.get(chatId)) ?? null,
      changes: changes.get(revision.id) ?? [],
    };
  });
}

/**
 * When each chat's analysis was written: its first answer (an analysis replaces the conversation, so the first
 * assistant message is always the current analysis).
 */
async function loadAnalysisTimes(db: Kysely<DB>, chatIds: readonly string[]): Promise<Map<string, string>> {
  if (chatIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('messages')
    .select((eb) => ['chat_id', eb.fn.min<string>('created_at').as('created_at')])
    .where('chat_id', 'in', chatIds)
    .where('message_type', '=', 'ASSISTANT')
    .groupBy('chat_id')
    .execute();
  return new Map(rows.map((row) => [row.chat_id, row.created_at]));
}

/** How many entities of each type every file holds, counted by the database. */
async function countEntities(db: Kysely<DB>, files: readonly FileRow[]): Promise<Map<string, TEntityCounts>> {
  const counts = new Map<string, Record<string, number>>();
  if (files.length === 0) return counts;
  const rows = await db
    .selectFrom('pii_entities')
    .select(['file_id', 'entity_type', (eb) => eb.fn.countAll().as('count')])
    .where(
      'file_id',
      'in',
      files.map((file) => file.id),
    )
    .groupBy(['file_id', 'entity_type'])
    .execute();
  for (const row of rows) {
    const fileCounts = counts.get(row.file_id) ?? {};
    // PostgreSQL returns count(*) as a bigint string, SQLite as a number.
    fileCounts[row.entity_type] = Number(row.count);
    counts.set(row.file_id, fileCounts);
  }
  return counts;
}

const loadFiles = (db: Kysely<DB>, revisionIds: readonly string[]) =>
  db.selectFrom('files').selectAll().where('revision_id', 'in', revisionIds).orderBy('created_at').execute();

/** The same rows without their text, which can be megabytes per file: for polling the processing state. */
async function loadFilesWithoutText(db: Kysely<DB>, revisionIds: readonly string[]): Promise<FileRow[]> {
  const rows = await db
    .selectFrom('files')
    .select([
      'id',
      'revision_id',
      'slot',
      'original_filename',
      'stored_filename',
      'storage_key',
      'file_type',
      'file_size',
      'status',
      'error',
      'error_code',
      'ocr',
      'progress_page',
      'progress_page_count',
      'attempts',
      'claimed_by',
      'claimed_until',
      'created_at',
      'updated_at',
    ])
    .where('revision_id', 'in', revisionIds)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({ ...row, content: null, structure: null, anonymized_content: null }));
}

export async function loadEntities(db: Kysely<DB>, files: readonly FileRow[]): Promise<Map<string, PiiEntityRow[]>> {
  if (files.length === 0) return new Map();
  const rows = await db
    .selectFrom('pii_entities')
    .selectAll()
    .where(
      'file_id',
      'in',
      files.map((file) => file.id),
    )
    .execute();
  return groupBy(rows, (row) => row.file_id);
}
