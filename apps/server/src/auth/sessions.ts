/**
 * A session is one access token. Logout ends it by putting the token's id on a denylist in the database, so
 * every instance refuses it at once; the rows go once the token would have expired anyway. Ending all of a
 * user's sessions (password change or reset) bumps `users.token_version` instead.
 */
import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../db/schema.js';
import { isId } from '../lib/ids.js';
import { nowIso } from '../lib/time.js';
import type { TTokenClaims } from './tokens.js';

/**
 * The user behind a token whose session has not been ended, in the one query that authentication makes on
 * every request anyway. Version and active checks are the caller's.
 */
export async function findSessionUser(
  db: Kysely<DB>,
  claims: Pick<TTokenClaims, 'userId' | 'tokenId'>,
): Promise<UserRow | undefined> {
  if (!isId(claims.userId)) return undefined;
  return db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', claims.userId)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('revoked_tokens').select('jti').where('jti', '=', claims.tokenId))))
    .executeTakeFirst();
}

/** Ends this session only; the user's other devices stay signed in. Expired denylist rows are purged on the way. */
export async function endSession(db: Kysely<DB>, claims: TTokenClaims): Promise<void> {
  await db
    .insertInto('revoked_tokens')
    .values({ jti: claims.tokenId, user_id: claims.userId, expires_at: new Date(claims.expiresAtMs).toISOString() })
    .onConflict((conflict) => conflict.column('jti').doNothing())
    .execute();
  await db.deleteFrom('revoked_tokens').where('expires_at', '<', nowIso()).execute();
}
