/**
 * A session is one access token. Logout ends it by putting the token's id on a denylist in the database, so
 * every instance refuses it at once; the rows go once the token would have expired anyway. Ending all of a
 * user's sessions (password change or reset) bumps `users.token_version` instead.
 */
import { CompiledQuery, type Kysely } from 'kysely';
import type { DB, UserRow } from '../db/schema.js';
import { isId } from '../lib/ids.js';
import { nowIso } from '../lib/time.js';
import type { TTokenClaims } from './tokens.js';

/**
 * The user behind a token whose session has not been ended, in the one query that authentication makes on
 * every request anyway. Version and active checks are the caller's.
 *
 * The query is compiled once per database: building it with Kysely on each request cost about a fifth of a
 * dashboard request's time. Its two parameters are the user id and the token id, in that order.
 */
const compiledSessionQueries = new WeakMap<Kysely<DB>, CompiledQuery>();

function sessionUserQuery(db: Kysely<DB>): CompiledQuery {
  let compiled = compiledSessionQueries.get(db);
  if (!compiled) {
    compiled = db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', ':userId')
      .where((eb) => eb.not(eb.exists(eb.selectFrom('revoked_tokens').select('jti').where('jti', '=', ':tokenId'))))
      .compile();
    compiledSessionQueries.set(db, compiled);
  }
  return compiled;
}

export async function findSessionUser(
  db: Kysely<DB>,
  claims: Pick<TTokenClaims, 'userId' | 'tokenId'>,
): Promise<UserRow | undefined> {
  if (!isId(claims.userId)) return undefined;
  const { sql } = sessionUserQuery(db);
  const result = await db.executeQuery<UserRow>(CompiledQuery.raw(sql, [claims.userId, claims.tokenId]));
  return result.rows[0];
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
