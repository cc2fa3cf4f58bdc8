/**
 * Who may do what in a project: the one place that decides it. Every operation on a project, or on anything in
 * it (revisions, files, chats, masking corrections, members), starts with `authorizeProjectAction`, which looks up
 * the caller's membership: no membership (another user's project, an admin who is not a member, a removed member,
 * a project that does not exist) is the operation's usual 404; a role without the action is a 403 that says what
 * the role may not do. Routes never decide access themselves.
 */
import { isActionAllowed, type TProjectAction, type TProjectRole } from '@grant-review/contract';
import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../db/schema.js';
import { forbidden, notFound } from '../errors.js';
import { isId } from '../lib/ids.js';

/** Completes "Viewers cannot …" in the refusal of each action; the roles allowed are the contract's table. */
const REFUSALS: Record<TProjectAction, string> = {
  read: 'read this project',
  export: 'export from this project',
  updateProject: 'rename or describe this project',
  deleteProject: 'delete this project',
  manageMembers: 'manage the members of this project',
  leave: 'leave their project; hand it over to another member first',
  createRevision: 'create revisions',
  deleteRevision: 'delete revisions',
  uploadDocument: 'upload documents',
  deleteDocument: 'delete documents',
  retryDocument: 'retry processing documents',
  correctMasking: 'change the masking',
  runAnalysis: 'run analyses',
  sendChatMessage: 'send chat messages',
};

export type { TProjectAction };

const ROLE_PLURALS: Record<TProjectRole, string> = { owner: 'Owners', editor: 'Editors', viewer: 'Viewers' };

/** The 403 detail for a role refused an action: "Viewers cannot upload documents". */
export const refusalFor = (role: TProjectRole, action: TProjectAction): string =>
  `${ROLE_PLURALS[role]} cannot ${REFUSALS[action]}`;

/** The user's role in the project, or undefined when they are not a member. */
export async function findProjectRole(
  db: Kysely<DB>,
  userId: string,
  projectId: string,
): Promise<TProjectRole | undefined> {
  if (!isId(projectId)) return undefined;
  const row = await db
    .selectFrom('project_members')
    .select('role')
    .where('project_id', '=', projectId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.role as TProjectRole | undefined;
}

/**
 * The caller's role, once it is known to allow `action` on the project. `missing` names what the 404 says is not
 * found ("Revision" for a revision route), so a non-member hears exactly what a wrong id gets.
 */
export async function authorizeProjectAction(
  db: Kysely<DB>,
  user: UserRow,
  projectId: string,
  action: TProjectAction,
  missing = 'Project',
): Promise<TProjectRole> {
  const role = await findProjectRole(db, user.id, projectId);
  if (!role) throw notFound(missing);
  if (!isActionAllowed(role, action)) throw forbidden(refusalFor(role, action));
  return role;
}
