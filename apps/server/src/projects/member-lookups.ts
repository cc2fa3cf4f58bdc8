/**
 * Adding a member answers 404 when no active account uses the address, so the route tells whether an account exists.
 * An owner who keeps hitting addresses without an account is slowed down: after `maxMisses` misses within `windowMs`
 * the route answers 429 until the window ends. Only misses count, so adding many real members is never held back.
 * Kept per instance (a first filter, like the sign-in flood guard): with N instances a caller gets N times as many.
 */
import { AppError } from '../errors.js';

export interface TMemberLookupLimiter {
  /** Throws 429 while `userId` has used up their misses. */
  check(userId: string): void;
  recordMiss(userId: string): void;
}

export function createMemberLookupLimiter(
  options: { maxMisses: number; windowMs: number; now?: () => number } = { maxMisses: 20, windowMs: 15 * 60_000 },
): TMemberLookupLimiter {
  const now = options.now ?? Date.now;
  const misses = new Map<string, { count: number; resetAt: number }>();
  const current = (userId: string) => {
    const entry = misses.get(userId);
    if (entry && entry.resetAt <= now()) {
      misses.delete(userId);
      return undefined;
    }
    return entry;
  };
  return {
    check(userId) {
      const entry = current(userId);
      if (!entry || entry.count < options.maxMisses) return;
      const seconds = Math.ceil((entry.resetAt - now()) / 1000);
      const minutes = Math.ceil(seconds / 60);
      throw new AppError(
        'TOO_MANY_REQUESTS',
        `Too many addresses without an account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        { 'retry-after': String(seconds) },
      );
    },
    recordMiss(userId) {
      const entry = current(userId);
      if (entry) entry.count++;
      else misses.set(userId, { count: 1, resetAt: now() + options.windowMs });
    },
  };
}
