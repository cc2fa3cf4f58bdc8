/** Sign-in: the throttle decides whether the password is checked at all, then the credentials do. */
import type { TAppContext } from '../context.js';
import type { UserRow } from '../db/schema.js';
import { AppError } from '../errors.js';
import { authenticate, normalizeEmail } from '../users/users.service.js';
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
  if (!admission.isAllowed) throw tooManyAttempts(admission.rule, admission.retryAfterSeconds);
  // Admitted attempts are already counted as failures; only a success needs recording.
  const user = await authenticate(ctx.db, email, attempt.password);
  if (!user) throw new AppError('UNAUTHORIZED', 'Incorrect email or password', { 'www-authenticate': 'Bearer' });
  await ctx.loginThrottle.recordSuccess(admission.attempt, user.id);
  return user;
}

const REFUSALS: Record<TThrottleRule, (wait: string) => string> = {
  pair: (wait) => `Too many failed sign-in attempts. Try again in ${wait}.`,
  address: (wait) => `Too many failed sign-in attempts from your network. Try again in ${wait}.`,
  account: (wait) =>
    `Too many failed sign-in attempts on this account from new networks. Try again in ${wait}, or sign in from a network you have used before.`,
};

function tooManyAttempts(rule: TThrottleRule, retryAfterSeconds: number): AppError {
  return new AppError('TOO_MANY_REQUESTS', REFUSALS[rule](describeWait(retryAfterSeconds)), {
    'retry-after': String(retryAfterSeconds),
  });
}

function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
