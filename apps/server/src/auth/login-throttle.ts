/**
 * Slows down password guessing without letting anyone lock the owner out. Locking an account after
 * a few failures hands every stranger a way to deny the owner access (OWASP's authentication cheat
 * sheet), so each attempt is judged by three rules, checked before the password is:
 *
 * - pair (account, address): a few free failures, then a wait that doubles with each failure up to
 *   a cap; a success clears it. This is what stops one address guessing one account.
 * - address: a budget of failures per window across all accounts (password spraying).
 * - account: a budget of failures per window from addresses that never signed in to it (one
 *   account guessed from many addresses).
 *
 * An address from which the account signed in before skips both budgets, so strangers can exhaust
 * neither for the owner at a known place, and one attacker address is stopped by its pair's backoff
 * long before it could use up the account's budget.
 *
 * A refused attempt is never evaluated, so a 429 says nothing about the password, and an unknown
 * email is throttled exactly like a known one. State lives in the database, so every instance
 * shares it; keys are HMACs of the email and of the client's network (IPv6 by /64, as the
 * per-instance rate limit groups them), never the values.
 */
import { createHmac, hkdfSync } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import type { Kysely, Transaction } from 'kysely';
import type { TDialectName } from '../db/database.js';
import type { DB } from '../db/schema.js';

export interface TLoginThrottleOptions {
  /** Failures of one account from one address before any wait. */
  pairFreeFailures: number;
  /** Wait after the first failure beyond the free ones; it doubles with each further failure. */
  pairFirstDelayMs: number;
  pairMaxDelayMs: number;
  /** A pair's failures are forgotten this long after its last one. */
  pairMemoryMs: number;
  addressMaxFailures: number;
  addressWindowMs: number;
  accountMaxFailures: number;
  accountWindowMs: number;
  /** How long after a successful sign-in the address still counts as known to the account. */
  knownAddressMs: number;
  /** Expired rows are deleted at most this often, by whichever instance handles a sign-in. */
  cleanupIntervalMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * One address alone gets 5 guesses at once, then waits of 30 s, 1, 2, 4, 8 and 15 minutes: 12 in
 * its first hour, 4 an hour after that, below the account's 20 an hour. An office behind one NAT
 * has 100 failures an hour to spend on accounts not yet signed in from there.
 */
export const DEFAULT_LOGIN_THROTTLE: TLoginThrottleOptions = {
  pairFreeFailures: 5,
  pairFirstDelayMs: 30_000,
  pairMaxDelayMs: 15 * MINUTE,
  pairMemoryMs: 24 * HOUR,
  addressMaxFailures: 100,
  addressWindowMs: HOUR,
  accountMaxFailures: 20,
  accountWindowMs: HOUR,
  knownAddressMs: 30 * 24 * HOUR,
  cleanupIntervalMs: 10 * MINUTE,
};

/** The rule that refused an attempt: it decides what the user is told. */
export type TThrottleRule = 'pair' | 'address' | 'account';

/** An admitted attempt: counted as a failure until `recordSuccess` says otherwise. */
export interface TAdmittedAttempt {
  readonly pairKey: string;
  readonly addressKey: string;
  /** Budget rows this attempt counted in, with the expiry that identifies their window. */
  readonly budgetCounts: readonly { key: string; expiresAt: string }[];
}

export type TAdmission =
  { isAllowed: true; attempt: TAdmittedAttempt } | { isAllowed: false; rule: TThrottleRule; retryAfterSeconds: number };

export interface TLoginThrottle {
  /** Whether the password of this attempt may be checked now; if so, it is counted before it is. */
  admit(email: string, address: string): Promise<TAdmission>;
  /** Clears the pair, gives back the budget counts and remembers the address for the user. */
  recordSuccess(attempt: TAdmittedAttempt, userId: string): Promise<void>;
}

export interface TLoginThrottleDependencies {
  db: Kysely<DB>;
  dialect: TDialectName;
  /** The instances' shared secret (the JWT secret); the HMAC key is derived from it. */
  secret: Uint8Array;
  options: TLoginThrottleOptions;
  now?: () => number;
}

interface TCount {
  failures: number;
  blockedUntil: number;
  expiresAt: number;
}

const NO_COUNT: TCount = { failures: 0, blockedUntil: 0, expiresAt: 0 };
const iso = (ms: number) => new Date(ms).toISOString();

export function createLoginThrottle({
  db,
  dialect,
  secret,
  options,
  now = () => Date.now(),
}: TLoginThrottleDependencies): TLoginThrottle {
  const hmacKey = Buffer.from(hkdfSync('sha256', secret, '', 'grant-review sign-in throttle', 32));
  const hash = (value: string) => createHmac('sha256', hmacKey).update(value).digest('base64url');
  let nextCleanupAt = 0;

  async function isKnownAddress(email: string, addressKey: string, at: number): Promise<boolean> {
    const known = await db
      .selectFrom('sign_in_known_addresses')
      .innerJoin('users', 'users.id', 'sign_in_known_addresses.user_id')
      .select('sign_in_known_addresses.user_id')
      .where('users.email', '=', email)
      .where('sign_in_known_addresses.address_key', '=', addressKey)
      .where('sign_in_known_addresses.expires_at', '>', iso(at))
      .executeTakeFirst();
    return known !== undefined;
  }

  /**
   * Deletes expired rows. On PostgreSQL it passes over rows a sign-in holds instead of waiting for
   * them, so it can never be half of a deadlock.
   */
  async function deleteExpiredRows(at: number): Promise<void> {
    const cutoff = iso(at);
    await db
      .deleteFrom('sign_in_throttle')
      .where('key', 'in', (eb) =>
        eb
          .selectFrom('sign_in_throttle')
          .select('key')
          .where('expires_at', '<=', cutoff)
          .$if(dialect === 'postgres', (query) => query.forUpdate().skipLocked()),
      )
      .execute();
    await db.deleteFrom('sign_in_known_addresses').where('expires_at', '<=', cutoff).execute();
  }

  return {
    async admit(email, address) {
      const at = now();
      if (at >= nextCleanupAt) {
        nextCleanupAt = at + options.cleanupIntervalMs;
        await deleteExpiredRows(at);
      }
      const accountKey = `account:${hash(`account:${email}`)}`;
      const addressKey = `address:${hash(`address:${normalizeIP(address)}`)}`;
      const pairKey = `pair:${hash(`${accountKey} ${addressKey}`)}`;
      const isKnown = await isKnownAddress(email, addressKey, at);
      const budgets = isKnown
        ? []
        : [
            {
              key: addressKey,
              rule: 'address' as const,
              max: options.addressMaxFailures,
              windowMs: options.addressWindowMs,
            },
            {
              key: accountKey,
              rule: 'account' as const,
              max: options.accountMaxFailures,
              windowMs: options.accountWindowMs,
            },
          ];

      return db.transaction().execute(async (tx): Promise<TAdmission> => {
        const counts = await lockCounts(tx, [pairKey, ...budgets.map((budget) => budget.key)], at);
        const pair = counts.get(pairKey) ?? NO_COUNT;
        const waits: { rule: TThrottleRule; ms: number }[] = [{ rule: 'pair', ms: pair.blockedUntil - at }];
        for (const budget of budgets) {
          const count = counts.get(budget.key) ?? NO_COUNT;
          if (count.failures >= budget.max) waits.push({ rule: budget.rule, ms: count.expiresAt - at });
        }
        const longest = waits.reduce((longer, wait) => (wait.ms > longer.ms ? wait : longer));
        if (longest.ms > 0) {
          return { isAllowed: false, rule: longest.rule, retryAfterSeconds: Math.ceil(longest.ms / 1000) };
        }

        const pairFailures = pair.failures + 1;
        const delayMs =
          pairFailures < options.pairFreeFailures
            ? 0
            : Math.min(
                options.pairMaxDelayMs,
                options.pairFirstDelayMs * 2 ** Math.min(pairFailures - options.pairFreeFailures, 30),
              );
        await writeCount(tx, pairKey, {
          failures: pairFailures,
          blockedUntil: at + delayMs,
          expiresAt: at + Math.max(options.pairMemoryMs, delayMs),
        });
        const budgetCounts = [];
        for (const budget of budgets) {
          const count = counts.get(budget.key) ?? NO_COUNT;
          const expiresAt = count.failures === 0 ? at + budget.windowMs : count.expiresAt;
          await writeCount(tx, budget.key, { failures: count.failures + 1, blockedUntil: 0, expiresAt });
          budgetCounts.push({ key: budget.key, expiresAt: iso(expiresAt) });
        }
        return { isAllowed: true, attempt: { pairKey, addressKey, budgetCounts } };
      });
    },

    async recordSuccess(attempt, userId) {
      await db.deleteFrom('sign_in_throttle').where('key', '=', attempt.pairKey).execute();
      for (const { key, expiresAt } of attempt.budgetCounts) {
        await db
          .updateTable('sign_in_throttle')
          .set((eb) => ({ failures: eb('failures', '-', 1) }))
          .where('key', '=', key)
          .where('expires_at', '=', expiresAt)
          .where('failures', '>', 0)
          .execute();
      }
      const expiresAt = iso(now() + options.knownAddressMs);
      await db
        .insertInto('sign_in_known_addresses')
        .values({ user_id: userId, address_key: attempt.addressKey, expires_at: expiresAt })
        .onConflict((conflict) => conflict.columns(['user_id', 'address_key']).doUpdateSet({ expires_at: expiresAt }))
        .execute();
    },
  };
}

/**
 * Reads the counts of these keys, creating missing rows, and holds them until the transaction
 * ends: concurrent attempts on one key are decided one after another, on every instance. Keys are
 * taken in sorted order so two attempts never wait for each other's rows. Expired rows read as empty.
 */
async function lockCounts(tx: Transaction<DB>, keys: readonly string[], at: number): Promise<Map<string, TCount>> {
  const rows = await tx
    .insertInto('sign_in_throttle')
    .values([...keys].sort().map((key) => ({ key, failures: 0, blocked_until: null, expires_at: iso(at) })))
    .onConflict((conflict) =>
      // A no-op update, so that the existing row is returned and locked on PostgreSQL.
      conflict.column('key').doUpdateSet((eb) => ({ failures: eb.ref('sign_in_throttle.failures') })),
    )
    .returningAll()
    .execute();
  const counts = new Map<string, TCount>();
  for (const row of rows) {
    const expiresAt = Date.parse(row.expires_at);
    if (expiresAt <= at) continue;
    counts.set(row.key, {
      failures: row.failures,
      blockedUntil: row.blocked_until ? Date.parse(row.blocked_until) : 0,
      expiresAt,
    });
  }
  return counts;
}

async function writeCount(tx: Transaction<DB>, key: string, count: TCount): Promise<void> {
  await tx
    .updateTable('sign_in_throttle')
    .set({
      failures: count.failures,
      blocked_until: count.blockedUntil > 0 ? iso(count.blockedUntil) : null,
      expires_at: iso(count.expiresAt),
    })
    .where('key', '=', key)
    .execute();
}
