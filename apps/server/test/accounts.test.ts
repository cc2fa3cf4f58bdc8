/**
 * Accounts: logout ends the token on the server (on every instance), users change their own password,
 * temporary passwords must be changed before anything else, and easily guessed passwords are refused.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type {
  TAdminUser,
  TCurrentUser,
  TDashboardResponse,
  TTemporaryPasswordResponse,
  TTokenResponse,
} from '@grant-review/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TTestUser } from './support/factories.js';
import { createClient, type TClient } from './support/http.js';
import { dropSchema, startTestServer, testDb, type TTestServer } from './support/server.js';

type TDetail = { detail: string };

const NEW_PASSWORD = 'quartz-lantern-meadow-42';
const TEMPORARY_PASSWORD_DETAIL = 'Change your temporary password first';

describe('accounts', () => {
  let server: TTestServer;
  let client: TClient;

  beforeAll(async () => {
    server = await startTestServer();
    client = createClient(server.baseUrl);
  });
  afterAll(() => server.close());

  const signIn = async (email: string, password: string) => {
    const response = await client.post<TTokenResponse & TDetail>('/api/auth/token', {
      form: { username: email, password },
    });
    return { status: response.status, token: response.body.access_token };
  };
  const me = (token: string) => client.get<TCurrentUser & TDetail>('/api/auth/me', { token });
  const changePassword = (token: string, current_password: string, new_password: string) =>
    client.post<TTokenResponse & TDetail>('/api/auth/change-password', {
      token,
      json: { current_password, new_password },
    });

  describe('logout', () => {
    it('ends this token only: it is refused afterwards, other sessions of the user go on', async () => {
      const user = await createTestUser(server.ctx);
      const otherDevice = await signIn(user.email, user.password);
      expect((await me(user.token)).status).toBe(200);

      const logout = await client.post('/api/auth/logout', { token: user.token });
      expect(logout.status).toBe(204);
      expect(logout.text).toBe('');

      const refused = await me(user.token);
      expect(refused.status).toBe(401);
      expect(refused.body.detail).toBe('Invalid or expired token');
      expect((await client.get('/api/projects/dashboard', { token: user.token })).status).toBe(401);
      expect((await client.post('/api/auth/logout', { token: user.token })).status).toBe(401);
      expect((await me(otherDevice.token)).status).toBe(200);
    });

    it('needs a valid token', async () => {
      expect((await client.post('/api/auth/logout')).status).toBe(401);
      expect((await client.post('/api/auth/logout', { token: 'not-a-jwt' })).status).toBe(401);
    });

    it('purges denylist entries of tokens that have expired anyway', async () => {
      const user = await createTestUser(server.ctx);
      const { db } = server.ctx;
      await db
        .insertInto('revoked_tokens')
        .values({ jti: 'long-expired', user_id: user.user.id, expires_at: '2000-01-01T00:00:00.000Z' })
        .execute();
      expect((await client.post('/api/auth/logout', { token: user.token })).status).toBe(204);
      const rows = await db.selectFrom('revoked_tokens').select('jti').where('user_id', '=', user.user.id).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]?.jti).not.toBe('long-expired');
    });

    it('is refused at once by another instance that had the token verified and cached', async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'grant-review-logout-'));
      const postgresSchema = testDb === 'postgres' ? `test_${randomBytes(6).toString('hex')}` : undefined;
      const shared = { dataDir, keepData: true, ...(postgresSchema ? { postgresSchema } : {}) };
      const one = await startTestServer(shared);
      const two = await startTestServer(shared);
      try {
        const user = await createTestUser(one.ctx);
        const clientTwo = createClient(two.baseUrl);
        expect((await clientTwo.get('/api/auth/me', { token: user.token })).status).toBe(200);
        expect((await createClient(one.baseUrl).post('/api/auth/logout', { token: user.token })).status).toBe(204);
        expect((await clientTwo.get('/api/auth/me', { token: user.token })).status).toBe(401);
      } finally {
        await Promise.all([one.close(), two.close()]);
        await rm(dataDir, { recursive: true, force: true });
        if (postgresSchema && process.env.TEST_DATABASE_URL) {
          await dropSchema(process.env.TEST_DATABASE_URL, postgresSchema);
        }
      }
    });
  });

  describe('change password', () => {
    it('needs the current password; a wrong one is a 400 that keeps the session', async () => {
      const user = await createTestUser(server.ctx);
      const wrong = await changePassword(user.token, 'not-the-password', NEW_PASSWORD);
      expect(wrong.status).toBe(400);
      expect(wrong.body.detail).toBe('Current password is incorrect');
      expect((await me(user.token)).status).toBe(200);
      expect((await signIn(user.email, user.password)).status).toBe(200);
    });

    it('applies the password rules to the new password', async () => {
      const user = await createTestUser(server.ctx, { email: 'lena.brunner@example.com' });
      const cases: [string, number, RegExp][] = [
        ['short', 422, /at least 10 characters/],
        ['Summer2024!', 422, /single word with numbers or symbols/],
        ['Password123!', 422, /commonly used password/],
        ['LenaBrunner2024', 422, /must not contain your name or email address/],
        [user.password, 422, /differs from the current one/],
      ];
      for (const [newPassword, status, detail] of cases) {
        const response = await changePassword(user.token, user.password, newPassword);
        expect(response.status, newPassword).toBe(status);
        expect(response.body.detail, newPassword).toMatch(detail);
      }
      expect((await signIn(user.email, user.password)).status).toBe(200);
    });

    it('replaces the password, ends the other sessions and returns a token that keeps this one going', async () => {
      const user = await createTestUser(server.ctx);
      const otherDevice = await signIn(user.email, user.password);
      const changed = await changePassword(user.token, user.password, NEW_PASSWORD);
      expect(changed.status).toBe(200);
      expect(changed.body.token_type).toBe('bearer');

      expect((await me(changed.body.access_token)).status).toBe(200);
      expect((await me(user.token)).status).toBe(401);
      expect((await me(otherDevice.token)).status).toBe(401);
      expect((await signIn(user.email, user.password)).status).toBe(401);
      expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(200);
    });

    it('lets only one of two simultaneous changes through', async () => {
      const user = await createTestUser(server.ctx);
      const results = await Promise.all([
        changePassword(user.token, user.password, NEW_PASSWORD),
        changePassword(user.token, user.password, 'harbour-violet-cactus-77'),
      ]);
      const succeeded = results.filter((result) => result.status === 200);
      expect(succeeded).toHaveLength(1);
      for (const failed of results.filter((result) => result.status !== 200)) {
        expect([401, 409]).toContain(failed.status);
      }
      const winner = results.indexOf(succeeded[0]!) === 0 ? NEW_PASSWORD : 'harbour-violet-cactus-77';
      expect((await signIn(user.email, winner)).status).toBe(200);
    });

    it('is throttled per user like sign-in: five wrong current passwords, then a wait', async () => {
      const user = await createTestUser(server.ctx);
      const statuses = [];
      for (let attempt = 0; attempt < 6; attempt++) {
        statuses.push((await changePassword(user.token, `guess-number-${attempt}`, NEW_PASSWORD)).status);
      }
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
      const refused = await changePassword(user.token, user.password, NEW_PASSWORD);
      expect(refused.status).toBe(429);
      expect(refused.body.detail).toBe('Too many incorrect passwords. Try again in 30 seconds.');
      // Another user from the same address is not held back.
      const other = await createTestUser(server.ctx);
      expect((await changePassword(other.token, other.password, NEW_PASSWORD)).status).toBe(200);
    });
  });

  describe('temporary passwords', () => {
    let admin: TTestUser;
    beforeAll(async () => {
      admin = await createTestUser(server.ctx, { isAdmin: true });
    });

    it('after an admin reset: only me, change-password and logout answer until the password is changed', async () => {
      const user = await createTestUser(server.ctx);
      const reset = await client.post<TTemporaryPasswordResponse>(`/api/admin/users/${user.user.id}/reset-password`, {
        token: admin.token,
      });
      expect(reset.status).toBe(200);
      const temporaryPassword = reset.body.temporary_password;
      const { token } = await signIn(user.email, temporaryPassword);

      const current = await me(token);
      expect(current.status).toBe(200);
      expect(current.body.must_change_password).toBe(true);
      for (const [method, url] of [
        ['GET', '/api/projects/dashboard'],
        ['GET', '/api/projects/'],
        ['POST', '/api/auth/accept-disclaimer'],
      ] as const) {
        const refused = await client.request<TDetail>(method, url, { token });
        expect(refused.status, url).toBe(403);
        expect(refused.body.detail, url).toBe(TEMPORARY_PASSWORD_DETAIL);
      }

      const changed = await changePassword(token, temporaryPassword, NEW_PASSWORD);
      expect(changed.status).toBe(200);
      const after = await me(changed.body.access_token);
      expect(after.body.must_change_password).toBe(false);
      const dashboard = await client.get<TDashboardResponse>('/api/projects/dashboard', {
        token: changed.body.access_token,
      });
      expect(dashboard.status).toBe(200);
      expect(dashboard.body.user.must_change_password).toBe(false);
    });

    it('admin-created accounts must change the password the admin chose; self-registered ones need not', async () => {
      const created = await client.post<TAdminUser>('/api/admin/users', {
        token: admin.token,
        json: { email: 'ines@example.com', first_name: 'Ines', password: 'given-by-the-admin-7' },
      });
      expect(created.status).toBe(201);
      const invited = await signIn('ines@example.com', 'given-by-the-admin-7');
      expect((await me(invited.token)).body.must_change_password).toBe(true);

      const open = await startTestServer({ env: { ALLOW_REGISTRATION: 'true' } });
      try {
        const openClient = createClient(open.baseUrl);
        const registered = await openClient.post<TCurrentUser>('/api/auth/register', {
          json: { email: 'selma@example.com', password: NEW_PASSWORD },
        });
        expect(registered.status).toBe(201);
        expect(registered.body.must_change_password).toBe(false);
      } finally {
        await open.close();
      }
    });

    it('lets a user with a temporary password sign out', async () => {
      const user = await createTestUser(server.ctx, { mustChangePassword: true });
      expect((await client.post('/api/auth/logout', { token: user.token })).status).toBe(204);
      expect((await me(user.token)).status).toBe(401);
    });
  });

  describe('password rules on account creation', () => {
    let admin: TTestUser;
    beforeAll(async () => {
      admin = await createTestUser(server.ctx, { isAdmin: true });
    });

    it('refuses short, common and personal passwords when an admin creates a user', async () => {
      for (const [password, detail] of [
        ['nine-char', /at least 10 characters/],
        ['Password123!', /commonly used password/],
        ['qwertzuiop', /commonly used password|Keyboard patterns/],
        ['Summer2024!', /single word with numbers or symbols/],
        ['gian.caduff@example.com', /must not contain your name or email address/],
      ] as const) {
        const response = await client.post<TDetail>('/api/admin/users', {
          token: admin.token,
          json: { email: 'gian.caduff@example.com', first_name: 'Gian', password },
        });
        expect(response.status, password).toBe(422);
        expect(response.body.detail, password).toMatch(detail);
      }
    });

    it('refuses them on registration too', async () => {
      const open = await startTestServer({ env: { ALLOW_REGISTRATION: 'true' } });
      try {
        const response = await createClient(open.baseUrl).post<TDetail>('/api/auth/register', {
          json: { email: 'new@example.com', password: 'password' },
        });
        expect(response.status).toBe(422);
        expect(response.body.detail).toMatch(/Password must be at least 10 characters/);
        const common = await createClient(open.baseUrl).post<TDetail>('/api/auth/register', {
          json: { email: 'new@example.com', password: 'Password123!' },
        });
        expect(common.status).toBe(422);
        expect(common.body.detail).toMatch(/commonly used password/);
      } finally {
        await open.close();
      }
    });
  });
});
