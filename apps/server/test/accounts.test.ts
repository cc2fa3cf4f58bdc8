/**
 * Accounts: easily guessed passwords are refused wherever an account gets one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TTestUser } from './support/factories.js';
import { createClient, type TClient } from './support/http.js';
import { startTestServer, type TTestServer } from './support/server.js';

type TDetail = { detail: string };

describe('accounts', () => {
  let server: TTestServer;
  let client: TClient;

  beforeAll(async () => {
    server = await startTestServer();
    client = createClient(server.baseUrl);
  });
  afterAll(() => server.close());

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
