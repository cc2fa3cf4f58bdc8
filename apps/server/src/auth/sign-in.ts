/**
 * Sign-in, and the other place a password is guessed (the current password of a password change): the throttle decides
 * whether the password is checked at all, then the credentials do. The throttle lives in the database, so its counts
 * hold across instances.
 */
import type { TAppContext } from '../context.js';
import type { UserRow } from '../db/schema.js';
import { AppError, tooManyRequests } from '../errors.js';
import { authenticate, changePassword, normalizeEmail, type TPasswordChange } from '../users/users.service.js';
import type { TThrottleRule } from './login-throttle.js';

export interface TSignInAttempt {
  email: string;
  password: string;
  /** The client's address as Fastify resolved it under TRUST_PROXY. */
  address: string;
}

export async function signIn(
  ctx: Pick<TAppContext, 'db' | 'loginThrottle'>,
  attempt: TSignInAttempt,
): Promise<UserRow> {
  const email = normalizeEmail(attempt.email);
  const admission = await ctx.loginThrottle.admit(email, attempt.address);
  if (!admission.isAllowed) throw tooManyRequests(REFUSALS[admission.rule], admission.retryAfterSeconds);
  // Admitted attempts are already counted as failures; only a success needs recording.
  const user = await authenticate(ctx.db, email, attempt.password);
  if (!user) throw new AppError('UNAUTHORIZED', 'Incorrect email or password', { 'www-authenticate': 'Bearer' });
  await ctx.loginThrottle.recordSuccess(admission.attempt, user.id);
  return user;
}

/**
 * A password change by a signed-in user. A wrong current password is a guess like a failed sign-in of that account
 * from that address and is counted with them, so whoever holds a session guesses no faster than at the sign-in form.
 */
export async function changeOwnPassword(
  ctx: Pick<TAppContext, 'db' | 'loginThrottle'>,
  user: UserRow,
  change: TPasswordChange,
  address: string,
): Promise<UserRow> {
  const admission = await ctx.loginThrottle.admit(user.email, address);
  if (!admission.isAllowed) {
    throw tooManyRequests((wait) => `Too many incorrect passwords. Try again in ${wait}.`, admission.retryAfterSeconds);
  }
  return changePassword(ctx.db, user, change, async (isCorrect) => {
    if (isCorrect) await ctx.loginThrottle.recordSuccess(admission.attempt, user.id);
  });
}

const REFUSALS: Record<TThrottleRule, (wait: string) => string> = {
  pair: (wait) => `Too many failed sign-in attempts. Try again in ${wait}.`,
  address: (wait) => `Too many failed sign-in attempts from your network. Try again in ${wait}.`,
  account: (wait) =>
    `Too many failed sign-in attempts on this account from new networks. Try again in ${wait}, or sign in from a network you have used before.`,
};
