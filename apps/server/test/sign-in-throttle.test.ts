/**
 * The sign-in throttle over real HTTP: guessing is slowed per (account, address), per address and
 * per account, and nobody can lock the owner out. The test client plays the reverse proxy
 * (TRUST_PROXY=127.0.0.1) so each request can come from the address its X-Forwarded-For names, and
 * time moves on a clock the test holds instead of by sleeping.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOGIN_THROTTLE, type TLoginThrottleOptions } from '../src/auth/login-throttle.js';
import { createTestUser, type TTestUser } from './support/factories.js';
import { createClient, type TClient } from './support/http.js';
import { startTestServer, type TTestServer } from './support/server.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Small numbers, so each rule is reached in a few requests. As with the defaults, one address
 * alone (2 at once, then 1, 2, 4, 8, 16, 16 minutes apart: 8 in an hour) cannot use up the
 * account's budget.
 */
const OPTIONS: TLoginThrottleOptions = {
  pairFreeFailures: 2,
  pairFirstDelayMs: MINUTE,
  pairMaxDelayMs: 16 * MINUTE,
  pairMemoryMs: HOUR,
  addressMaxFailures: 12,
  addressWindowMs: HOUR,
  accountMaxFailures: 10,
  accountWindowMs: HOUR,
  knownAddressMs: 24 * HOUR,
  cleanupIntervalMs: MINUTE,
};

interface TSignInReply {
  access_token?: string;
  detail?: string;
}

function createClock() {
  let time = Date.now();
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

let nextAddress = 0;
/** A documentation-range address no other test in this file has used. */
const freshAddress = () => `203.0.${113 + Math.floor(nextAddress / 250)}.${1 + (nextAddress++ % 250)}`;

function signInFrom(client: TClient, address: string, username: string, password: string) {
  return client.post<TSignInReply>('/api/auth/token', {
    form: { username, password },
    headers: { 'x-forwarded-for': address },
  });
}

describe('sign-in throttle', () => {
  const clock = createClock();
  let server: TTestServer;
  let client: TClient;

  beforeAll(async () => {
    server = await startTestServer({
      env: { TRUST_PROXY: '127.0.0.1' },
      loginThrottle: { ...OPTIONS, now: clock.now },
    });
    client = createClient(server.baseUrl);
  });
  afterAll(() => server.close());

  it('lets the owner sign in from another address while an attacker keeps failing from one', async () => {
    const owner = await createTestUser(server.ctx);
    const attacker = freshAddress();
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push((await signInFrom(client, attacker, owner.email, 'guess')).status);
    }
    expect(statuses).toEqual([401, 401, 429, 429, 429, 429]);

    // A refused attempt is not evaluated: the right password gets the same answer.
    const refused = await signInFrom(client, attacker, owner.email, owner.password);
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toBe('Too many failed sign-in attempts. Try again in 1 minute.');
    expect(refused.headers.get('retry-after')).toBe('60');

    const fromElsewhere = await signInFrom(client, freshAddress(), owner.email, owner.password);
    expect(fromElsewhere.status).toBe(200);
    expect(fromElsewhere.body.access_token).toBeTruthy();
  });

  it('doubles the wait with each failure of a pair, up to the cap, and a success clears it', async () => {
    const owner = await createTestUser(server.ctx);
    const address = freshAddress();
    const waits = [];
    for (let failure = 1; failure <= 8; failure++) {
      let response = await signInFrom(client, address, owner.email, 'typo');
      if (response.status === 429) {
        const wait = Number(response.headers.get('retry-after'));
        waits.push(wait);
        clock.advance(wait * 1000);
        response = await signInFrom(client, address, owner.email, 'typo');
      } else {
        waits.push(0);
      }
      expect(response.status).toBe(401);
    }
    // Failures 1 and 2 are free; then 1, 2, 4 and 8 minutes, and 16 (the cap) from there on.
    expect(waits).toEqual([0, 0, 60, 120, 240, 480, 960, 960]);
    clock.advance(960_000);

    expect((await signInFrom(client, address, owner.email, owner.password)).status).toBe(200);
    expect((await signInFrom(client, address, owner.email, 'typo')).status).toBe(401);
    expect((await signInFrom(client, address, owner.email, 'typo')).status).toBe(401);
    expect((await signInFrom(client, address, owner.email, 'typo')).status).toBe(429);
  });

  it('counts wrong current passwords of a password change as failed sign-ins, and a right one clears them', async () => {
    const owner = await createTestUser(server.ctx);
    const address = freshAddress();
    const changeFrom = (current: string) =>
      client.post<TSignInReply>('/api/auth/change-password', {
        token: owner.token,
        json: { current_password: current, new_password: `new-${owner.password}-Quokka` },
        headers: { 'x-forwarded-for': address },
      });
    expect([(await changeFrom('guess')).status, (await changeFrom('guess')).status]).toEqual([400, 400]);
    const refused = await changeFrom(owner.password);
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toBe('Too many incorrect passwords. Try again in 1 minute.');
    expect(refused.headers.get('retry-after')).toBe('60');
    // The guesses count at the sign-in form too: they were made on the same secret from the same address.
    expect((await signInFrom(client, address, owner.email, owner.password)).status).toBe(429);

    clock.advance(60_000);
    expect((await changeFrom(owner.password)).status).toBe(200);
    expect((await signInFrom(client, address, owner.email, 'typo')).status).toBe(401);
    expect((await signInFrom(client, address, owner.email, 'typo')).status).toBe(401);
  });

  it('throttles an unknown email exactly like a known one', async () => {
    const owner = await createTestUser(server.ctx);
    const replies = async (email: string) => {
      const address = freshAddress();
      const answers = [];
      for (let attempt = 0; attempt < 4; attempt++) {
        const response = await signInFrom(client, address, email, 'guess');
        answers.push({ status: response.status, body: response.body, retryAfter: response.headers.get('retry-after') });
      }
      return answers;
    };
    const forKnown = await replies(owner.email);
    const forUnknown = await replies(`nobody-${randomBytes(4).toString('hex')}@example.com`);
    expect(forUnknown).toEqual(forKnown);
    expect(forKnown.map((answer) => answer.status)).toEqual([401, 401, 429, 429]);
  });

  it('lets the owner in from a known address while many addresses fail on the account', async () => {
    const owner = await createTestUser(server.ctx);
    const home = freshAddress();
    expect((await signInFrom(client, home, owner.email, owner.password)).status).toBe(200);

    const statuses = [];
    for (let attacker = 0; attacker < OPTIONS.accountMaxFailures + 3; attacker++) {
      statuses.push((await signInFrom(client, freshAddress(), owner.email, 'guess')).status);
    }
    expect(statuses).toEqual([...Array<number>(OPTIONS.accountMaxFailures).fill(401), 429, 429, 429]);
    const fromNewAddress = await signInFrom(client, freshAddress(), owner.email, owner.password);
    expect(fromNewAddress.status).toBe(429);
    expect(fromNewAddress.body.detail).toBe(
      'Too many failed sign-in attempts on this account from new networks. Try again in 60 minutes, or sign in from a network you have used before.',
    );

    expect((await signInFrom(client, home, owner.email, owner.password)).status).toBe(200);
  });

  it('never evaluates more guesses on one account than its budget, even when they arrive at once', async () => {
    const owner = await createTestUser(server.ctx);
    const guessAtOnce = async () => {
      const responses = await Promise.all(
        Array.from({ length: 2 * OPTIONS.accountMaxFailures }, () =>
          signInFrom(client, freshAddress(), owner.email, 'guess'),
        ),
      );
      return responses.filter((response) => response.status === 401).length;
    };
    expect(await guessAtOnce()).toBe(OPTIONS.accountMaxFailures);
    clock.advance(OPTIONS.accountWindowMs / 2);
    expect(await guessAtOnce()).toBe(0);
    clock.advance(OPTIONS.accountWindowMs / 2);
    expect(await guessAtOnce()).toBe(OPTIONS.accountMaxFailures);
  });

  it('stops one address spraying many accounts, except those that signed in from it before', async () => {
    const office = freshAddress();
    const colleague = await createTestUser(server.ctx);
    expect((await signInFrom(client, office, colleague.email, colleague.password)).status).toBe(200);

    const victims: TTestUser[] = [];
    for (let index = 0; index < OPTIONS.addressMaxFailures + 1; index++) victims.push(await createTestUser(server.ctx));
    const statuses = [];
    for (const victim of victims) statuses.push((await signInFrom(client, office, victim.email, 'guess')).status);
    expect(statuses).toEqual([...Array<number>(OPTIONS.addressMaxFailures).fill(401), 429]);
    const sprayed = await signInFrom(client, office, `nobody@example.com`, 'guess');
    expect(sprayed.status).toBe(429);
    expect(sprayed.body.detail).toMatch(
      /^Too many failed sign-in attempts from your network\. Try again in \d+ minutes\.$/,
    );

    expect((await signInFrom(client, office, colleague.email, colleague.password)).status).toBe(200);
    // The victims themselves can still sign in from anywhere else.
    const victim = victims.at(-1) as TTestUser;
    expect((await signInFrom(client, freshAddress(), victim.email, victim.password)).status).toBe(200);
  });

  it('does not spend the budgets on successful sign-ins', async () => {
    const office = freshAddress();
    for (let index = 0; index < OPTIONS.addressMaxFailures + 2; index++) {
      const user = await createTestUser(server.ctx);
      expect((await signInFrom(client, office, user.email, user.password)).status).toBe(200);
    }
    expect((await signInFrom(client, office, 'nobody@example.com', 'guess')).status).toBe(401);
  });

  it('deletes expired rows, and the addresses it remembers for a user with the user', async () => {
    const owner = await createTestUser(server.ctx);
    const address = freshAddress();
    await signInFrom(client, address, owner.email, 'typo');
    expect((await signInFrom(client, address, owner.email, owner.password)).status).toBe(200);
    const known = () =>
      server.ctx.db
        .selectFrom('sign_in_known_addresses')
        .select('user_id')
        .where('user_id', '=', owner.user.id)
        .execute();
    expect(await known()).toHaveLength(1);

    clock.advance(OPTIONS.knownAddressMs + OPTIONS.cleanupIntervalMs);
    await signInFrom(client, freshAddress(), 'someone@example.com', 'guess');
    const rows = await server.ctx.db.selectFrom('sign_in_throttle').select('key').execute();
    // Only the attempt just made: its pair, its address and its account.
    expect(rows).toHaveLength(3);
    expect(await known()).toHaveLength(0);

    expect((await signInFrom(client, address, owner.email, owner.password)).status).toBe(200);
    expect(await known()).toHaveLength(1);
    await server.ctx.db.deleteFrom('users').where('id', '=', owner.user.id).execute();
    expect(await known()).toHaveLength(0);
  });

  it('keeps neither emails nor addresses in its tables', async () => {
    const owner = await createTestUser(server.ctx);
    const address = freshAddress();
    await signInFrom(client, address, owner.email, 'typo');
    const rows = await server.ctx.db.selectFrom('sign_in_throttle').selectAll().execute();
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(owner.email);
    expect(stored).not.toContain(address);
  });
});

describe('sign-in throttle with its default numbers', () => {
  it('gives one address 12 guesses at an account in the first hour and 4 an hour after, never the whole account budget', async () => {
    const clock = createClock();
    const server = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1' }, loginThrottle: { now: clock.now } });
    try {
      const client = createClient(server.baseUrl);
      const owner = await createTestUser(server.ctx);
      const start = clock.now();
      // 16 guesses and 12 refusals: under the per-instance flood guard's 30 requests a minute.
      const guessesPerHour = [0, 0];
      while (clock.now() < start + 2 * HOUR) {
        const response = await signInFrom(client, '198.51.100.9', owner.email, 'guess');
        if (response.status === 401) {
          const hour = Math.floor((clock.now() - start) / HOUR);
          guessesPerHour[hour] = (guessesPerHour[hour] ?? 0) + 1;
        } else {
          expect(response.status).toBe(429);
          expect(response.body.detail).toMatch(
            /^Too many failed sign-in attempts\. Try again in \d+ (seconds|minutes?)\.$/,
          );
          clock.advance(Number(response.headers.get('retry-after')) * 1000);
        }
      }
      expect(guessesPerHour).toEqual([12, 4]);
      expect(guessesPerHour[0]).toBeLessThan(DEFAULT_LOGIN_THROTTLE.accountMaxFailures);
      expect((await signInFrom(client, '192.0.2.1', owner.email, owner.password)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('sign-in throttle across instances', () => {
  it('is shared by two servers on one database', async () => {
    const clock = createClock();
    const shared = {
      env: { TRUST_PROXY: '127.0.0.1' },
      loginThrottle: { ...OPTIONS, now: clock.now },
      postgresSchema: `test_${randomBytes(6).toString('hex')}`,
      startJobs: false,
    };
    const first = await startTestServer({ ...shared, keepData: true });
    const second = await startTestServer({ ...shared, dataDir: first.dataDir });
    try {
      const firstClient = createClient(first.baseUrl);
      const secondClient = createClient(second.baseUrl);
      const owner = await createTestUser(first.ctx);
      const attacker = '198.51.100.7';
      expect((await signInFrom(firstClient, attacker, owner.email, 'guess')).status).toBe(401);
      expect((await signInFrom(secondClient, attacker, owner.email, 'guess')).status).toBe(401);
      expect((await signInFrom(firstClient, attacker, owner.email, 'guess')).status).toBe(429);
      expect((await signInFrom(secondClient, attacker, owner.email, owner.password)).status).toBe(429);

      // A sign-in on one instance makes the address known on the other.
      const home = '192.0.2.44';
      expect((await signInFrom(secondClient, home, owner.email, owner.password)).status).toBe(200);
      let evaluated = 2;
      for (let index = 0; index < OPTIONS.accountMaxFailures; index++) {
        const instance = index % 2 ? firstClient : secondClient;
        const response = await signInFrom(instance, `192.0.2.${100 + index}`, owner.email, 'guess');
        if (response.status === 401) evaluated++;
      }
      expect(evaluated).toBe(OPTIONS.accountMaxFailures);
      expect((await signInFrom(firstClient, '192.0.2.200', owner.email, owner.password)).status).toBe(429);
      expect((await signInFrom(firstClient, home, owner.email, owner.password)).status).toBe(200);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
