/**
 * Counts failed sign-ins per IP and per email in a sliding window.
 *
 * Scale-out note: the counts live in this process. Behind a load balancer each instance counts
 * its own share, which still bounds guessing per instance; a shared store (the database or
 * Redis) can implement the same interface.
 */
export interface TLoginThrottle {
  /** Seconds until the key may try again, or 0 when it is not blocked. */
  retryAfterSeconds(keys: readonly string[]): number;
  recordFailure(keys: readonly string[]): void;
  reset(key: string): void;
}

export interface TLoginThrottleOptions {
  windowMs: number;
  maxFailuresPerEmail: number;
  maxFailuresPerIp: number;
}

export const DEFAULT_LOGIN_THROTTLE: TLoginThrottleOptions = {
  windowMs: 15 * 60_000,
  maxFailuresPerEmail: 5,
  maxFailuresPerIp: 20,
};

export function createLoginThrottle(options: TLoginThrottleOptions, now = () => Date.now()): TLoginThrottle {
  const failures = new Map<string, number[]>();

  const recent = (key: string): number[] => {
    const cutoff = now() - options.windowMs;
    const times = (failures.get(key) ?? []).filter((time) => time > cutoff);
    if (times.length) failures.set(key, times);
    else failures.delete(key);
    return times;
  };
  const limitOf = (key: string) => (key.startsWith('ip:') ? options.maxFailuresPerIp : options.maxFailuresPerEmail);

  return {
    retryAfterSeconds(keys) {
      let waitMs = 0;
      for (const key of keys) {
        const times = recent(key);
        const limit = limitOf(key);
        if (times.length >= limit) {
          const oldestCounted = times[times.length - limit] ?? now();
          waitMs = Math.max(waitMs, oldestCounted + options.windowMs - now());
        }
      }
      return Math.ceil(waitMs / 1000);
    },
    recordFailure(keys) {
      for (const key of keys) failures.set(key, [...recent(key), now()]);
      // Bound memory under a spray of random emails.
      if (failures.size > 100_000) failures.clear();
    },
    reset(key) {
      failures.delete(key);
    },
  };
}
