/**
 * Who may do what in a project: the one place that decides it. Every operation on a project, or on anything in
 * it (revisions, files, chats, masking corrections, members), starts with `authorizeProjectAction`, which looks up
 * the caller's membership: no membership (another user's project, an admin who is not a member, a removed member,
 * a project that does not exist) is the operation's usual 404; a role without the action is a 403 that says what
 * the role may not do. Routes never decide access themselves.
 */
import type { TProjectRole } from '@grant-review/contract';
import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../db/schema.js';
import { forbidden, notFound } from '../errors.js';
import { isId } from '../lib/ids.js';

const EVERY_MEMBER = ['owner', 'editor', 'viewer'] as const;
const WORKERS = ['owner', 'editor'] as const;
const OWNER = ['owner'] as const;

interface TRule {
  roles: readonly TProjectRole[];
  /** Completes "Viewers cannot …" in the refusal. */
  refusal: string;
}

export const PROJECT_POLICY = {
  read: { roles: EVERY_MEMBER, refusal: 'read this project' },
  export: { roles: EVERY_MEMBER, refusal: 'export from this project' },
  updateProject: { roles: OWNER, refusal: 'rename or describe this project' },
  deleteProject: { roles: OWNER, refusal: 'delete this project' },
  manageMembers: { roles: OWNER, refusal: 'manage the members of this project' },
  /** The owner hands the project over before leaving it. */
  leave: { roles: ['editor', 'viewer'], refusal: 'leave their project; hand it over to another member first' },
  createRevision: { roles: WORKERS, refusal: 'create revisions' },
  deleteRevision: { roles: WORKERS, refusal: 'delete revisions' },
  uploadDocument: { roles: WORKERS, refusal: 'upload documents' },
  deleteDocument: { roles: WORKERS, refusal: 'delete documents' },
  retryDocument: { roles: WORKERS, refusal: 'retry processing documents' },
  correctMasking: { roles: WORKERS, refusal: 'change the masking' },
  runAnalysis: { roles: WORKERS, refusal: 'run analyses' },
  sendChatMessage: { roles: WORKERS, refusal: 'send chat messages' },
} as const satisfies Record<string, TRule>;

export type TProjectAction = keyof typeof PROJECT_POLICY;

const ROLE_PLURALS: Record<TProjectRole, string> = { owner: 'Owners', editor: 'Editors', viewer: 'Viewers' };

export function canRole(role: TProjectRole, action: TProjectAction): boolean {
  const allowed: readonly TProjectRole[] = PROJECT_POLICY[action].roles;
  return allowed.includes(role);
}

/** The 403 detail for a role refused an action: "Viewers cannot upload documents". */
export const refusalFor = (role: TProjectRole, action: TProjectAction): string =>
  `${ROLE_PLURALS[role]} cannot ${PROJECT_POLICY[action].refusal}`;

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
  if (!canRole(role, action)) throw forbidden(refusalFor(role, action));
  return role;
}
