/**
 * Data a user owns, with files inserted as rows (no processing needed) so that every route of a
 * project can get past its 404: a processed file (the analysis needs one), a failed file (retry
 * needs one) and the revision's chat. Also what is left on disk, to check nothing is orphaned.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { TAppContext } from '../../src/context.js';
import { replaceConversation } from '../../src/chat/chat.service.js';
import { newId } from '../../src/lib/ids.js';
import { renderReportMarkdown, reviewRevision } from '../../src/review/index.js';
import { createTestProject, createTestRevision, type TTestUser } from './factories.js';
import type { TClient } from './http.js';

export interface TOwnedData {
  project: string;
  revision: string;
  file: string;
  failedFile: string;
  chat: string;
}

/** A file row with its text already extracted, as processing leaves it (no blob is written). */
export async function insertFileRow(
  ctx: TAppContext,
  revisionId: string,
  slot: string,
  status: 'PROCESSED' | 'ERROR',
  text = 'Market: the Swiss market for solar tiles is CHF 200 million.',
): Promise<string> {
  const id = newId();
  const now = new Date().toISOString();
  await ctx.db
    .insertInto('files')
    .values({
      id,
      revision_id: revisionId,
      slot,
      original_filename: `${slot}.pdf`,
      stored_filename: `${id}.pdf`,
      storage_key: `revisions/${revisionId}/${id}.pdf`,
      file_type: 'pdf',
      file_size: 100,
      status,
      error: status === 'ERROR' ? 'This PDF is damaged.' : null,
      content: text,
      anonymized_content: text,
      attempts: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

export async function createOwnedData(ctx: TAppContext, client: TClient, owner: TTestUser): Promise<TOwnedData> {
  const project = await createTestProject(client, owner.token);
  const revision = await createTestRevision(client, owner.token, project.id);
  const file = await insertFileRow(ctx, revision.id, 'APPLICATION_DRAFT', 'PROCESSED');
  const failedFile = await insertFileRow(ctx, revision.id, 'FUNDING_PROPOSAL', 'ERROR');
  const chat = newId();
  const now = new Date().toISOString();
  await ctx.db
    .insertInto('chats')
    .values({ id: chat, revision_id: revision.id, user_id: owner.user.id, created_at: now, updated_at: now })
    .execute();
  return { project: project.id, revision: revision.id, file, failedFile, chat };
}

/** Storage keys of every blob on disk (relative to the files folder). */
export async function listBlobKeys(dataDir: string): Promise<string[]> {
  const root = path.join(dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Blobs no file row names: what a deletion or a failed upload left behind. */
export async function findOrphanBlobs(ctx: TAppContext, dataDir: string): Promise<string[]> {
  const rows = await ctx.db.selectFrom('files').select('storage_key').execute();
  const named = new Set(rows.map((row) => row.storage_key));
  return (await listBlobKeys(dataDir)).filter((key) => !named.has(key));
}

/**
 * The owned id a path parameter should get so the route finds something: chosen by the
 * collection segment before it (`/projects/{id}` → the project, `{revisionId}` → the revision),
 * so routes added later are served without a list of routes. `user` is the user admin routes act on.
 */
export function ownedIdFor(path: string, param: string, owned: TOwnedData & { user: string }): string | undefined {
  const segments = path.split('/');
  const collection = segments[segments.indexOf(`{${param}}`) - 1] ?? '';
  if (param === 'revisionId' || collection === 'revisions') return owned.revision;
  const byCollection: Record<string, string> = {
    projects: owned.project,
    files: path.endsWith('/retry-processing') ? owned.failedFile : owned.file,
    chat: owned.chat,
    chats: owned.chat,
    users: owned.user,
  };
  return byCollection[collection];
}

/** Stores a completed analysis with its report in the owned chat, as the built-in reviewer does. */
export async function addAnalysisReport(ctx: TAppContext, owned: TOwnedData, owner: TTestUser): Promise<void> {
  const report = reviewRevision({ projectType: 'INNOSUISSE_PROJECT', documents: [] });
  await replaceConversation(
    ctx.db,
    { chatId: owned.chat, userId: owner.user.id, type: 'ASSISTANT', content: renderReportMarkdown(report) },
    report,
  );
}
