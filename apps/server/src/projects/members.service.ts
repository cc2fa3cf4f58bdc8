/**
 * The members of a project: list, add by e-mail, change a role, hand over, remove and leave. Like every project
 * operation, each asks the access policy first; the rules here are those a role cannot express (the owner's own
 * role changes only by a hand-over, nobody is added twice).
 */
import type { TProjectRole } from '@grant-review/contract';
import type { Kysely, Transaction } from 'kysely';
import { isForeignKeyViolation, isUniqueViolation } from '../db/database.js';
import type { DB, UserRow } from '../db/schema.js';
import { AppError, conflict, notFound } from '../errors.js';
import { isId } from '../lib/ids.js';
import { nowIso } from '../lib/time.js';
import { normalizeEmail } from '../users/users.service.js';
import { authorizeProjectAction } from './access-policy.js';

export interface TMember {
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: TProjectRole;
  added_at: string;
}

export const NO_ACCOUNT_MESSAGE = 'No active account uses this e-mail address';
export const ALREADY_MEMBER_MESSAGE = 'This person is already a member of the project';
export const OWN_ROLE_MESSAGE = 'Your role changes only when you hand the project over to another member';
export const ROLE_CHANGED_MESSAGE = 'This member now owns the project. Reload the members and try again';

const ROLE_ORDER: Record<TProjectRole, number> = { owner: 0, editor: 1, viewer: 2 };

function selectMembers(db: Kysely<DB>, projectId: string) {
  return db
    .selectFrom('project_members')
    .innerJoin('users', 'users.id', 'project_members.user_id')
    .select([
      'project_members.user_id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'project_members.role',
      'project_members.added_at',
    ])
    .where('project_members.project_id', '=', projectId);
}

const asMember = (row: Omit<TMember, 'role'> & { role: string }): TMember => ({
  ...row,
  role: row.role as TProjectRole,
});

/** The owner first, then editors and viewers, each longest-standing first. */
export async function listMembers(db: Kysely<DB>, user: UserRow, projectId: string): Promise<TMember[]> {
  await authorizeProjectAction(db, user, projectId, 'read');
  const rows = await selectMembers(db, projectId).orderBy('project_members.added_at').execute();
  return rows.map(asMember).sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role]);
}

async function getMember(db: Kysely<DB>, projectId: string, userId: string): Promise<TMember> {
  const row = isId(userId)
    ? await selectMembers(db, projectId).where('project_members.user_id', '=', userId).executeTakeFirst()
    : undefined;
  if (!row) throw notFound('Member');
  return asMember(row);
}

export async function addMember(
  db: Kysely<DB>,
  user: UserRow,
  projectId: string,
  input: { email: string; role: 'editor' | 'viewer' },
): Promise<TMember> {
  await authorizeProjectAction(db, user, projectId, 'manageMembers');
  const account = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', normalizeEmail(input.email))
    .where('is_active', '=', 1)
    .executeTakeFirst();
  if (!account) throw new AppError('NOT_FOUND', NO_ACCOUNT_MESSAGE);
  try {
    await db
      .insertInto('project_members')
      .values({ project_id: projectId, user_id: account.id, role: input.role, added_at: nowIso() })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ALREADY_MEMBER_MESSAGE);
    if (isForeignKeyViolation(error)) throw notFound('Project'); // deleted meanwhile
    throw error;
  }
  return getMember(db, projectId, account.id);
}

/**
 * Gives a member another role. `owner` hands the project over: the member becomes its owner (also in
 * `projects.user_id`) and the caller an editor, in one transaction.
 */
export async function changeMemberRole(
  db: Kysely<DB>,
  user: UserRow,
  projectId: string,
  memberId: string,
  role: TProjectRole,
): Promise<TMember> {
  await authorizeProjectAction(db, user, projectId, 'manageMembers');
  const member = await getMember(db, projectId, memberId);
  if (member.user_id === user.id) {
    if (role === 'owner') return member;
    throw conflict(OWN_ROLE_MESSAGE);
  }
  await db.transaction().execute(async (trx) => {
    // Locks the project row first (see "Lock order" in ARCHITECTURE.md), then asks again: a hand-over that committed
    // meanwhile (a second tab, a double submit) has made the caller an editor, or the member the owner.
    await trx.updateTable('projects').set({ updated_at: nowIso() }).where('id', '=', projectId).execute();
    await authorizeProjectAction(trx, user, projectId, 'manageMembers');
    if (role === 'owner') return handOverProject(trx, projectId, user.id, member.user_id, 'editor');
    const changed = await trx
      .updateTable('project_members')
      .set({ role })
      .where('project_id', '=', projectId)
      .where('user_id', '=', member.user_id)
      .where('role', '!=', 'owner')
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) throw conflict(ROLE_CHANGED_MESSAGE);
  });
  return getMember(db, projectId, member.user_id);
}

/**
 * Makes `newOwnerId` (a member) the project's owner inside `trx`; the former owner keeps `formerOwnerRole`, or
 * leaves the project when it is null (their account is being deleted). The project row is updated first, which
 * locks it on PostgreSQL like every change to a project's contents (see "Lock order" in ARCHITECTURE.md); the old
 * owner row goes before the new one is written, for the index that allows one owner per project.
 */
export async function handOverProject(
  trx: Transaction<DB>,
  projectId: string,
  formerOwnerId: string,
  newOwnerId: string,
  formerOwnerRole: 'editor' | null,
): Promise<void> {
  const moved = await trx
    .updateTable('projects')
    .set({ user_id: newOwnerId, updated_at: nowIso() })
    .where('id', '=', projectId)
    .where('user_id', '=', formerOwnerId)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) throw conflict('The project changed hands meanwhile. Reload and try again.');
  if (formerOwnerRole) {
    await trx
      .updateTable('project_members')
      .set({ role: formerOwnerRole })
      .where('project_id', '=', projectId)
      .where('user_id', '=', formerOwnerId)
      .execute();
  } else {
    await trx
      .deleteFrom('project_members')
      .where('project_id', '=', projectId)
      .where('user_id', '=', formerOwnerId)
      .execute();
  }
  const promoted = await trx
    .updateTable('project_members')
    .set({ role: 'owner' })
    .where('project_id', '=', projectId)
    .where('user_id', '=', newOwnerId)
    .executeTakeFirst();
  if (Number(promoted.numUpdatedRows) === 0) throw notFound('Member');
}

/** The owner removes a member; a member removing themselves leaves (the owner hands the project over first). */
export async function removeMember(db: Kysely<DB>, user: UserRow, projectId: string, memberId: string): Promise<void> {
  const isLeaving = memberId === user.id;
  await authorizeProjectAction(db, user, projectId, isLeaving ? 'leave' : 'manageMembers');
  const member = await getMember(db, projectId, memberId);
  await db
    .deleteFrom('project_members')
    .where('project_id', '=', projectId)
    .where('user_id', '=', member.user_id)
    .where('role', '!=', 'owner')
    .execute();
}
