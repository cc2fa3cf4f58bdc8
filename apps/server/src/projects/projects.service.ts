/**
 * Projects and their revisions. Every function asks the access policy first (`authorizeProjectAction`): a project
 * the caller is not a member of is not found, an action their role does not allow is refused.
 */
import type { TCreateProjectRequest, TProjectRole, TProjectType } from '@grant-review/contract';
import type { Kysely, Transaction } from 'kysely';
import type { TAppContext } from '../context.js';
import { checkpointDeletions } from '../db/database.js';
import type { DB, ProjectRow, RevisionRow, UserRow } from '../db/schema.js';
import { forbidden, notFound } from '../errors.js';
import { isId, newId } from '../lib/ids.js';
import { nowIso } from '../lib/time.js';
import { deleteBlobs } from '../storage/storage.js';
import { parseProjectTypes } from '../users/project-types.js';
import { authorizeProjectAction, type TProjectAction } from './access-policy.js';

/** A project as its member sees it: with its revision count, the member's role and the owner's name. */
export interface TProjectWithCount extends ProjectRow {
  revision_count: number;
  role: TProjectRole;
  owner_first_name: string;
  owner_last_name: string;
}

/** Projects with their revision count and owner, as the member `userId` sees them (their role included). */
function selectProjectsOfMember(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('projects')
    .innerJoin('project_members', (join) =>
      join.onRef('project_members.project_id', '=', 'projects.id').on('project_members.user_id', '=', userId),
    )
    .innerJoin('users as owner', 'owner.id', 'projects.user_id')
    .selectAll('projects')
    .select(['project_members.role', 'owner.first_name as owner_first_name', 'owner.last_name as owner_last_name'])
    .select((eb) =>
      eb
        .selectFrom('revisions')
        .select(eb.fn.countAll<number>().as('count'))
        .whereRef('revisions.project_id', '=', 'projects.id')
        .as('revision_count'),
    );
}

type TProjectQueryRow = Omit<TProjectWithCount, 'revision_count' | 'role'> & {
  revision_count: number | null;
  role: string;
};

const withNumericCount = (row: TProjectQueryRow): TProjectWithCount => ({
  ...row,
  role: row.role as TProjectRole,
  revision_count: Number(row.revision_count ?? 0),
});

/** The user's own projects and those shared with them, most recently changed first. */
export async function listProjects(db: Kysely<DB>, user: UserRow): Promise<TProjectWithCount[]> {
  const rows = await selectProjectsOfMember(db, user.id)
    .orderBy('projects.updated_at', 'desc')
    .orderBy('projects.id')
    .execute();
  return rows.map(withNumericCount);
}

/** The project, once the policy allows the caller `action` on it (reading, unless told otherwise). */
export async function getProject(
  db: Kysely<DB>,
  user: UserRow,
  projectId: string,
  action: TProjectAction = 'read',
): Promise<TProjectWithCount> {
  await authorizeProjectAction(db, user, projectId, action);
  const row = await selectProjectsOfMember(db, user.id).where('projects.id', '=', projectId).executeTakeFirst();
  if (!row) throw notFound('Project');
  return withNumericCount(row);
}

export function assertProjectTypeAllowed(user: UserRow, projectType: TProjectType): void {
  if (!parseProjectTypes(user.allowed_project_types).includes(projectType)) {
    throw forbidden('Your account is not allowed to create projects of this type');
  }
}

export async function createProject(
  db: Kysely<DB>,
  user: UserRow,
  input: { name: string; description?: string | undefined; project_type: TCreateProjectRequest['project_type'] },
): Promise<TProjectWithCount> {
  assertProjectTypeAllowed(user, input.project_type);
  const now = nowIso();
  const row: ProjectRow = {
    id: newId(),
    user_id: user.id,
    name: input.name,
    description: input.description ?? null,
    project_type: input.project_type,
    created_at: now,
    updated_at: now,
  };
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('projects').values(row).execute();
    await trx
      .insertInto('project_members')
      .values({ project_id: row.id, user_id: user.id, role: 'owner', added_at: now })
      .execute();
  });
  return {
    ...row,
    revision_count: 0,
    role: 'owner',
    owner_first_name: user.first_name,
    owner_last_name: user.last_name,
  };
}

export async function updateProject(
  db: Kysely<DB>,
  user: UserRow,
  projectId: string,
  changes: { name?: string | undefined; description?: string | undefined },
): Promise<TProjectWithCount> {
  const project = await getProject(db, user, projectId, 'updateProject');
  const update: Partial<ProjectRow> = {};
  if (changes.name !== undefined) update.name = changes.name;
  if ('description' in changes) update.description = changes.description ?? null;
  if (Object.keys(update).length === 0) return project;
  update.updated_at = nowIso();
  await db.updateTable('projects').set(update).where('id', '=', project.id).execute();
  return { ...project, ...update };
}

type TDeletionScope = { userId: string } | { projectId: string } | { revisionId: string };

/** Storage keys of every file under a set of revisions, read before their rows cascade away. */
async function storageKeysUnder(db: Kysely<DB>, scope: TDeletionScope): Promise<string[]> {
  let query = db
    .selectFrom('files')
    .innerJoin('revisions', 'revisions.id', 'files.revision_id')
    .innerJoin('projects', 'projects.id', 'revisions.project_id')
    .select('files.storage_key');
  if ('userId' in scope) query = query.where('projects.user_id', '=', scope.userId);
  else if ('projectId' in scope) query = query.where('projects.id', '=', scope.projectId);
  else query = query.where('revisions.id', '=', scope.revisionId);
  return (await query.execute()).map((row) => row.storage_key);
}

/** Marks the projects of a scope as changed, which locks their rows on PostgreSQL. */
async function touchProjectsUnder(trx: Transaction<DB>, scope: TDeletionScope): Promise<void> {
  let query = trx.updateTable('projects').set({ updated_at: nowIso() });
  if ('userId' in scope) query = query.where('user_id', '=', scope.userId);
  else if ('projectId' in scope) query = query.where('id', '=', scope.projectId);
  else {
    const revisionId = scope.revisionId;
    query = query.where('id', 'in', (eb) =>
      eb.selectFrom('revisions').select('project_id').where('id', '=', revisionId),
    );
  }
  await query.execute();
}

/**
 * Deletes rows, then their blobs. The keys are read in the deleting transaction after the
 * projects concerned are locked, the lock every upload takes before it writes its file row
 * (files.service), so a file uploaded meanwhile is either deleted with its blob or not written.
 * `beforeKeysAreRead` runs once the projects are locked: what it takes out of the scope (a
 * project handed over to another member) keeps its blobs.
 */
export async function removeBlobsAfter<T>(
  ctx: Pick<TAppContext, 'db' | 'dialect' | 'storage' | 'log'>,
  scope: TDeletionScope,
  deleteRows: (trx: Transaction<DB>) => Promise<T>,
  beforeKeysAreRead: (trx: Transaction<DB>) => Promise<void> = async () => {},
): Promise<T> {
  const { keys, result } = await ctx.db.transaction().execute(async (trx) => {
    await touchProjectsUnder(trx, scope);
    await beforeKeysAreRead(trx);
    const keys = await storageKeysUnder(trx, scope);
    return { keys, result: await deleteRows(trx) };
  });
  await checkpointDeletions(ctx.db, ctx.dialect);
  await deleteBlobs(ctx.storage, keys, (key, error) => ctx.log.warn({ err: error, key }, 'blob not deleted'));
  return result;
}

export async function deleteProject(ctx: TAppContext, user: UserRow, projectId: string): Promise<void> {
  const project = await getProject(ctx.db, user, projectId, 'deleteProject');
  await removeBlobsAfter(ctx, { projectId: project.id }, (trx) =>
    trx.deleteFrom('projects').where('id', '=', project.id).execute(),
  );
}

// ─── revisions ──────────────────────────────────────────────────────────────

/** The project's revisions, newest first; `project` comes from `getProject`, which checked the caller's access. */
export async function listRevisions(db: Kysely<DB>, project: Pick<ProjectRow, 'id'>): Promise<RevisionRow[]> {
  return db.selectFrom('revisions').selectAll().where('project_id', '=', project.id).orderBy('seq', 'desc').execute();
}

export async function getRevision(
  db: Kysely<DB>,
  user: UserRow,
  projectId: string,
  revisionId: string,
  action: TProjectAction = 'read',
): Promise<{ project: TProjectWithCount; revision: RevisionRow }> {
  const project = await getProject(db, user, projectId, action);
  if (!isId(revisionId)) throw notFound('Revision');
  const revision = await db
    .selectFrom('revisions')
    .selectAll()
    .where('id', '=', revisionId)
    .where('project_id', '=', project.id)
    .executeTakeFirst();
  if (!revision) throw notFound('Revision');
  return { project, revision };
}

export async function createRevision(db: Kysely<DB>, user: UserRow, projectId: string): Promise<RevisionRow> {
  const project = await getProject(db, user, projectId, 'createRevision');
  return db.transaction().execute((trx) => insertRevision(trx, user, project.id));
}

/**
 * Adds the next revision of a project inside `trx`, and counts it for the admin's activity figures.
 * Updating the project first locks its row on PostgreSQL, so concurrent creates get distinct numbers
 * (and a concurrent revision delete or upload waits for this transaction).
 */
export async function insertRevision(
  trx: Transaction<DB>,
  user: UserRow,
  projectId: string,
  revisionId: string = newId(),
): Promise<RevisionRow> {
  const now = nowIso();
  const touched = await trx
    .updateTable('projects')
    .set({ updated_at: now })
    .where('id', '=', projectId)
    .executeTakeFirst();
  if (Number(touched.numUpdatedRows) === 0) throw notFound('Project');
  const { max } = await trx
    .selectFrom('revisions')
    .select((eb) => eb.fn.max<number>('seq').as('max'))
    .where('project_id', '=', projectId)
    .executeTakeFirstOrThrow();
  const revision: RevisionRow = {
    id: revisionId,
    project_id: projectId,
    seq: Number(max ?? 0) + 1,
    created_at: now,
  };
  await trx.insertInto('revisions').values(revision).execute();
  await trx.insertInto('revision_log').values({ id: newId(), user_id: user.id, created_at: now }).execute();
  return revision;
}

export async function deleteRevision(
  ctx: TAppContext,
  user: UserRow,
  projectId: string,
  revisionId: string,
): Promise<void> {
  const { revision } = await getRevision(ctx.db, user, projectId, revisionId, 'deleteRevision');
  await removeBlobsAfter(ctx, { revisionId: revision.id }, (trx) =>
    trx.deleteFrom('revisions').where('id', '=', revision.id).execute(),
  );
}

/** Marks a project as changed (a file was uploaded, replaced or deleted). */
export async function touchProject(db: Kysely<DB>, projectId: string): Promise<void> {
  await db.updateTable('projects').set({ updated_at: nowIso() }).where('id', '=', projectId).execute();
}
