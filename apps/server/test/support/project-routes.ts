/**
 * Every route of a project and what is in it (revisions, files, chats, masking corrections, members), with the
 * kind of action the access policy sees in it: the authorization matrices walk this list, so a route added to a
 * project without a line here is missed by both (the fuzz test's OpenAPI walk is what lists them all).
 */
import { Readable } from 'node:stream';
import type { TAppContext } from '../../src/context.js';
import { newId } from '../../src/lib/ids.js';
import { buildPdf } from './documents.js';
import { addTestMember, type TTestUser } from './factories.js';
import type { TClient, TRequestOptions } from './http.js';
import { addAnalysisReport, createOwnedData, type TOwnedData } from './owned-data.js';

export interface TProjectResources extends TOwnedData {
  /** A masking correction of the project. */
  correction: string;
  /** A viewer of the project, whom the member routes act on. */
  member: string;
}

/**
 * read: any member; work: owners and editors; owner: the owner only; leave: a member other than the owner, on
 * themselves.
 */
export type TProjectRouteKind = 'read' | 'work' | 'owner' | 'leave';

export interface TProjectRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** `callerId`: the user calling, for the routes that name themselves. */
  path: (ids: TProjectResources, callerId: string) => string;
  kind: TProjectRouteKind;
  body?: (ids: TProjectResources) => TRequestOptions;
  /** Tells apart two cases of one route with different request shapes. */
  variant?: string;
}

const uploadForm = (): TRequestOptions => {
  const form = new FormData();
  form.append('file', new Blob([buildPdf(['Risk matrix'])]), 'risks.pdf');
  return { body: form };
};

export const PROJECT_ROUTES: TProjectRoute[] = [
  { method: 'GET', path: (ids) => `/api/projects/${ids.project}`, kind: 'read' },
  {
    method: 'PUT',
    path: (ids) => `/api/projects/${ids.project}`,
    kind: 'owner',
    body: () => ({ json: { name: 'Renamed' } }),
  },
  { method: 'GET', path: (ids) => `/api/projects/${ids.project}/revisions`, kind: 'read' },
  { method: 'POST', path: (ids) => `/api/projects/${ids.project}/revisions`, kind: 'work' },
  {
    method: 'POST',
    path: (ids) => `/api/projects/${ids.project}/revisions`,
    kind: 'work',
    body: (ids) => ({ json: { from_revision_id: ids.revision } }),
    variant: 'from an existing revision',
  },
  { method: 'DELETE', path: (ids) => `/api/projects/${ids.project}/revisions/${ids.revision}`, kind: 'work' },
  {
    method: 'GET',
    path: (ids) => `/api/projects/${ids.project}/compare?from=${ids.revision}&to=${ids.revision}`,
    kind: 'read',
  },
  {
    method: 'GET',
    path: (ids) => `/api/projects/${ids.project}/compare/export?from=${ids.revision}&to=${ids.revision}`,
    kind: 'read',
  },
  { method: 'GET', path: (ids) => `/api/projects/${ids.project}/pii-corrections`, kind: 'read' },
  {
    method: 'POST',
    path: (ids) => `/api/projects/${ids.project}/pii-corrections`,
    kind: 'work',
    body: () => ({ json: { kind: 'mask', value: 'Projekt Lumen' } }),
  },
  {
    method: 'DELETE',
    path: (ids) => `/api/projects/${ids.project}/pii-corrections/${ids.correction}`,
    kind: 'work',
  },
  {
    method: 'POST',
    path: (ids) => `/api/projects/${ids.project}/revisions/${ids.revision}/upload-slot/RISK_MATRIX`,
    kind: 'work',
    body: uploadForm,
  },
  { method: 'GET', path: (ids) => `/api/files/${ids.file}`, kind: 'read' },
  { method: 'GET', path: (ids) => `/api/files/${ids.file}/structure`, kind: 'read' },
  { method: 'POST', path: (ids) => `/api/files/${ids.failedFile}/retry-processing`, kind: 'work' },
  { method: 'DELETE', path: (ids) => `/api/files/${ids.failedFile}`, kind: 'work' },
  { method: 'POST', path: (ids) => `/api/chat/revisions/${ids.revision}/analyze`, kind: 'work' },
  { method: 'GET', path: (ids) => `/api/chat/revisions/${ids.revision}/analyze/stream`, kind: 'work' },
  { method: 'GET', path: (ids) => `/api/chat/${ids.chat}/stream?user_input=What%20is%20missing%3F`, kind: 'work' },
  { method: 'GET', path: (ids) => `/api/chat/${ids.chat}/messages`, kind: 'read' },
  { method: 'GET', path: (ids) => `/api/chat/${ids.chat}/export`, kind: 'read' },
  { method: 'GET', path: (ids) => `/api/chat/${ids.chat}/report`, kind: 'read' },
  { method: 'GET', path: (ids) => `/api/projects/${ids.project}/members`, kind: 'read' },
  {
    method: 'POST',
    path: (ids) => `/api/projects/${ids.project}/members`,
    kind: 'owner',
    body: () => ({ json: { email: NEWCOMER_EMAIL, role: 'viewer' } }),
  },
  {
    method: 'PATCH',
    path: (ids) => `/api/projects/${ids.project}/members/${ids.member}`,
    kind: 'owner',
    body: () => ({ json: { role: 'editor' } }),
  },
  { method: 'DELETE', path: (ids) => `/api/projects/${ids.project}/members/${ids.member}`, kind: 'owner' },
  {
    method: 'DELETE',
    path: (ids, callerId) => `/api/projects/${ids.project}/members/${callerId}`,
    kind: 'leave',
    variant: 'leave',
  },
  { method: 'DELETE', path: (ids) => `/api/projects/${ids.project}`, kind: 'owner' },
];

/** The account the add-member route adds; the matrices create it once. */
export const NEWCOMER_EMAIL = 'matrix-newcomer@example.com';

/** "DELETE /api/projects/{id}/members/{userId} (leave)" */
export function describeProjectRoute(route: TProjectRoute): string {
  const placeholders: TProjectResources = {
    project: '{id}',
    revision: '{revisionId}',
    file: '{fileId}',
    failedFile: '{fileId}',
    chat: '{chatId}',
    correction: '{correctionId}',
    member: '{userId}',
  };
  return `${route.method} ${route.path(placeholders, '{userId}')}${route.variant ? ` (${route.variant})` : ''}`;
}

/**
 * A project of `owner` with everything its routes need: a processed and a failed file (with blobs, since starting
 * a revision from this one copies them), a chat with an analysis, a masking correction, and `member` as a viewer.
 */
export async function createProjectResources(
  ctx: TAppContext,
  client: TClient,
  owner: TTestUser,
  member: TTestUser,
): Promise<TProjectResources> {
  const owned = await createOwnedData(ctx, client, owner);
  await addAnalysisReport(ctx, owned, owner);
  const files = await ctx.db
    .selectFrom('files')
    .select('storage_key')
    .where('revision_id', '=', owned.revision)
    .execute();
  for (const file of files) await ctx.storage.put(file.storage_key, Readable.from([buildPdf(['Blob.'])]));
  const correction = newId();
  await ctx.db
    .insertInto('pii_corrections')
    .values({
      id: correction,
      project_id: owned.project,
      kind: 'keep',
      entity_type: null,
      value: 'Solar',
      value_key: 'solar',
      created_by: owner.user.id,
      created_at: new Date().toISOString(),
    })
    .execute();
  await addTestMember(client, owner.token, owned.project, member.email, 'viewer');
  return { ...owned, correction, member: member.user.id };
}
