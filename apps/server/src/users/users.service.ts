/** Accounts: creation, sign-in, password changes, terms acceptance and the admin's operations on users. */
import { LIMITS, PROJECT_TYPES, type TProjectType, type TUpdateMeRequest } from '@grant-review/contract';
import type { Kysely } from 'kysely';
import type { TConfig } from '../config.js';
import { isUniqueViolation } from '../db/database.js';
import type { DB, UserRow } from '../db/schema.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../errors.js';
import { findPasswordProblem } from '../auth/password-rules.js';
import { generatePassword, getDecoyHash, hashPassword, verifyPassword } from '../auth/passwords.js';
import { newId, isId } from '../lib/ids.js';
import { daysAgoIso, nowIso } from '../lib/time.js';
import { serializeProjectTypes } from './project-types.js';

export interface TNewUserInput {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  is_admin?: boolean;
  accepted_disclaimer?: boolean;
  allowed_project_types?: readonly TProjectType[];
  /** A password someone else chose or generated: the user must replace it at the next sign-in. */
  must_change_password?: boolean;
}

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export async function createUser(db: Kysely<DB>, input: TNewUserInput): Promise<UserRow> {
  const now = nowIso();
  const row = {
    id: newId(),
    email: normalizeEmail(input.email),
    password_hash: await hashPassword(input.password),
    first_name: input.first_name.trim(),
    last_name: input.last_name.trim(),
    is_admin: input.is_admin ? 1 : 0,
    is_active: 1,
    accepted_disclaimer: input.accepted_disclaimer ? 1 : 0,
    accepted_disclaimer_at: input.accepted_disclaimer ? now : null,
    allowed_project_types: serializeProjectTypes(input.allowed_project_types ?? PROJECT_TYPES),
    token_version: 0,
    must_change_password: input.must_change_password ? 1 : 0,
    data_version: 0,
    language: null,
    created_at: now,
    updated_at: now,
  } as const;
  try {
    await db.insertInto('users').values(row).execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('A user with this email already exists');
    throw error;
  }
  return row;
}

/** Refuses a new password that is too short or easy to guess (422, with what to do instead). */
function assertAcceptablePassword(password: string, owner: Pick<TNewUserInput, 'email' | 'first_name' | 'last_name'>) {
  const problem = findPasswordProblem(password, owner);
  if (problem) throw new AppError('UNPROCESSABLE', problem);
}

/** Self-registration: the user chose the password, so it is theirs to keep. */
export async function registerUser(db: Kysely<DB>, input: TNewUserInput): Promise<UserRow> {
  assertAcceptablePassword(input.password, input);
  return createUser(db, { ...input, must_change_password: false });
}

/** An account an admin creates: the admin knows the password, so the user must replace it at the first sign-in. */
export async function createUserAsAdmin(db: Kysely<DB>, input: TNewUserInput): Promise<UserRow> {
  assertAcceptablePassword(input.password, input);
  return createUser(db, { ...input, must_change_password: true });
}

/** The user for these credentials, or null. Unknown emails cost as much time as wrong passwords. */
export async function authenticate(db: Kysely<DB>, email: string, password: string): Promise<UserRow | null> {
  const user = await db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
  if (!user) {
    await verifyPassword(await getDecoyHash(), password);
    return null;
  }
  const isValid = await verifyPassword(user.password_hash, password);
  return isValid && user.is_active ? user : null;
}

export async function findUserById(db: Kysely<DB>, userId: string): Promise<UserRow | undefined> {
  if (!isId(userId)) return undefined;
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}

async function getUserOrThrow(db: Kysely<DB>, userId: string): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound('User');
  return user;
}

export async function acceptDisclaimer(db: Kysely<DB>, user: UserRow): Promise<UserRow> {
  if (user.accepted_disclaimer) return user;
  const now = nowIso();
  await db
    .updateTable('users')
    .set({ accepted_disclaimer: 1, accepted_disclaimer_at: now, updated_at: now })
    .where('id', '=', user.id)
    .execute();
  return { ...user, accepted_disclaimer: 1, accepted_disclaimer_at: now, updated_at: now };
}

/** The user's own settings (PATCH /api/auth/me): today the interface language. */
export async function updateMe(db: Kysely<DB>, user: UserRow, changes: TUpdateMeRequest): Promise<UserRow> {
  const now = nowIso();
  await db
    .updateTable('users')
    .set({ language: changes.language, updated_at: now })
    .where('id', '=', user.id)
    .execute();
  return { ...user, language: changes.language, updated_at: now };
}

export interface TUserWithActivity extends UserRow {
  total_revisions_ever_created: number;
  revisions_created_last_30_days: number;
}

export async function listUsersWithActivity(db: Kysely<DB>): Promise<TUserWithActivity[]> {
  const since = daysAgoIso(LIMITS.activityWindowDays);
  const rows = await db
    .selectFrom('users')
    .leftJoin('revision_log', 'revision_log.user_id', 'users.id')
    .selectAll('users')
    .select((eb) => [
      eb.fn.count<number>('revision_log.id').as('total_revisions_ever_created'),
      eb.fn
        .sum<number>(eb.case().when('revision_log.created_at', '>=', since).then(1).else(0).end())
        .as('revisions_created_last_30_days'),
    ])
    .groupBy('users.id')
    .orderBy('users.created_at', 'asc')
    .execute();
  return rows.map((row) => ({
    ...row,
    total_revisions_ever_created: Number(row.total_revisions_ever_created),
    revisions_created_last_30_days: Number(row.revisions_created_last_30_days ?? 0),
  }));
}

export async function getUserWithActivity(db: Kysely<DB>, userId: string): Promise<TUserWithActivity> {
  const user = (await listUsersWithActivity(db)).find((candidate) => candidate.id === userId);
  if (!user) throw notFound('User');
  return user;
}

export async function deleteUser(db: Kysely<DB>, actor: UserRow, userId: string): Promise<UserRow> {
  const user = await getUserOrThrow(db, userId);
  if (user.id === actor.id) throw forbidden('You cannot delete your own account');
  await db.deleteFrom('users').where('id', '=', user.id).execute();
  return user;
}

export async function toggleDisclaimer(db: Kysely<DB>, userId: string): Promise<void> {
  const user = await getUserOrThrow(db, userId);
  const accepted = user.accepted_disclaimer ? 0 : 1;
  const now = nowIso();
  await db
    .updateTable('users')
    .set({ accepted_disclaimer: accepted, accepted_disclaimer_at: accepted ? now : null, updated_at: now })
    .where('id', '=', user.id)
    .execute();
}

/**
 * Sets a new random password that the user must replace at the next sign-in. Every token issued before
 * stops working too.
 */
export async function resetPassword(db: Kysely<DB>, userId: string): Promise<string> {
  const user = await getUserOrThrow(db, userId);
  const temporaryPassword = generatePassword();
  await db
    .updateTable('users')
    .set({
      password_hash: await hashPassword(temporaryPassword),
      must_change_password: 1,
      token_version: user.token_version + 1,
      updated_at: nowIso(),
    })
    .where('id', '=', user.id)
    .execute();
  return temporaryPassword;
}

export interface TPasswordChange {
  current_password: string;
  new_password: string;
}

/**
 * The user replaces their password, knowing the current one. Their other sessions end (token_version);
 * the caller gives this session a fresh token for the returned user.
 */
/**
 * Changes the own password. `onCurrentPasswordChecked` hears whether the current password was right before anything
 * else is checked (the sign-in throttle counts the wrong ones as guesses).
 */
export async function changePassword(
  db: Kysely<DB>,
  user: UserRow,
  change: TPasswordChange,
  onCurrentPasswordChecked: (isCorrect: boolean) => Promise<void> = async () => {},
): Promise<UserRow> {
  const isCorrect = await verifyPassword(user.password_hash, change.current_password);
  await onCurrentPasswordChecked(isCorrect);
  // A wrong current password is bad input, not a failed authentication: a 401 would sign the user out.
  if (!isCorrect) throw badRequest('Current password is incorrect');
  if (change.new_password === change.current_password) {
    throw new AppError('UNPROCESSABLE', 'Choose a new password that differs from the current one');
  }
  assertAcceptablePassword(change.new_password, user);
  const changed = {
    password_hash: await hashPassword(change.new_password),
    must_change_password: 0,
    token_version: user.token_version + 1,
    updated_at: nowIso(),
  } as const;
  // Two changes at once from the same version: only the first one wins, so no older session survives.
  const result = await db
    .updateTable('users')
    .set(changed)
    .where('id', '=', user.id)
    .where('token_version', '=', user.token_version)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw conflict('Your password was just changed elsewhere. Sign in again.');
  return { ...user, ...changed };
}

export async function setProjectTypes(db: Kysely<DB>, userId: string, types: readonly TProjectType[]): Promise<void> {
  if (types.length === 0) throw new AppError('UNPROCESSABLE', 'Select at least one project type');
  const user = await getUserOrThrow(db, userId);
  await db
    .updateTable('users')
    .set({ allowed_project_types: serializeProjectTypes(types), updated_at: nowIso() })
    .where('id', '=', user.id)
    .execute();
}

export interface TInitialAdminResult {
  email: string;
  /** Set only when the password was generated here and must be shown once. */
  generatedPassword?: string;
}

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD create that admin if missing. With neither set and no user at all,
 * `admin@localhost` is created with a random password that the caller prints once.
 */
export async function ensureInitialAdmin(
  db: Kysely<DB>,
  config: Pick<TConfig, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>,
): Promise<TInitialAdminResult | null> {
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const email = normalizeEmail(config.ADMIN_EMAIL);
    const existing = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    if (existing) return null;
    await createAdminIgnoringRace(db, email, config.ADMIN_PASSWORD);
    return { email };
  }
  const anyUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) return null;
  const generatedPassword = generatePassword();
  // Printed on the console once, it is temporary: the admin chooses their own at the first sign-in.
  const created = await createAdminIgnoringRace(db, 'admin@localhost', generatedPassword, true);
  return created ? { email: 'admin@localhost', generatedPassword } : null;
}

/** Two instances starting together may both try; the second simply finds the account made. */
async function createAdminIgnoringRace(
  db: Kysely<DB>,
  email: string,
  password: string,
  isTemporary = false,
): Promise<boolean> {
  try {
    await createUser(db, {
      email,
      password,
      first_name: 'Admin',
      last_name: '',
      is_admin: true,
      must_change_password: isTemporary,
    });
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'CONFLICT') return false;
    throw error;
  }
}
