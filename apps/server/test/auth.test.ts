import type { TCurrentUser, TTokenResponse } from '@grant-review/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from './support/factories.js';
import { createClient, type TClient } from './support/http.js';
import { startTestServer, type TTestServer } from './support/server.js';

describe('auth', () => {
  let server: TTestServer;
  let client: TClient;

  beforeAll(async () => {
    server = await startTestServer();
    client = createClient(server.baseUrl);
  });
  afterAll(() => server.close());

  const signIn = (username: string, password: string) =>
    client.post<TTokenResponse & { detail?: string }>('/api/auth/token', { form: { username, password } });

  it('signs in with form-encoded email and password, case-insensitively on the email', async () => {
    const { email, password } = await createTestUser(server.ctx);
    const response = await signIn(email.toUpperCase(), password);
    expect(response.status).toBe(200);
    expect(response.body.token_type).toBe('bearer');
    const me = await client.get<TCurrentUser>('/api/auth/me', { token: response.body.access_token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email, name: 'Test User', first_name: 'Test', is_admin: false });
    expect(me.body).not.toHaveProperty('password_hash');
    expect(me.body.allowed_project_types).toEqual(['INNOSUISSE_PROJECT', 'ETH_PIONEER_FELLOWSHIP']);
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    const { email } = await createTestUser(server.ctx);
    const wrongPassword = await signIn(email, 'not-the-password');
    const unknownEmail = await signIn('nobody@example.com', 'not-the-password');
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual({ detail: 'Incorrect email or password' });
    expect(unknownEmail.body).toEqual(wrongPassword.body);
  });

  it('refuses missing fields with 422 and a JSON body with 415', async () => {
    const missing = await client.post<{ detail: string }>('/api/auth/token', { form: { username: 'a@b.ch' } });
    expect(missing.status).toBe(422);
    expect(missing.body.detail).toMatch(/password/i);
    const json = await client.post<{ detail: string }>('/api/auth/token', {
      json: { username: 'a@b.ch', password: 'x' },
    });
    expect([415, 422]).toContain(json.status);
    expect(json.body.detail).toBeTruthy();
  });

  it('refuses missing, malformed, forged and expired tokens with 401', async () => {
    const { user, token } = await createTestUser(server.ctx);
    expect((await client.get('/api/auth/me')).status).toBe(401);
    expect((await client.get('/api/auth/me', { headers: { authorization: 'Basic abc' } })).status).toBe(401);
    expect((await client.get('/api/auth/me', { token: 'not-a-jwt' })).status).toBe(401);
    const [header, payload] = token.split('.');
    expect((await client.get('/api/auth/me', { token: `${header}.${payload}.forgedsignature` })).status).toBe(401);

    const { SignJWT } = await import('jose');
    const otherSecret = new TextEncoder().encode('another-secret-that-is-long-enough-123456');
    const forged = await new SignJWT({ tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('grant-review')
      .setExpirationTime('1h')
      .sign(otherSecret);
    expect((await client.get('/api/auth/me', { token: forged })).status).toBe(401);

    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    expect((await client.get('/api/auth/me', { token: unsigned })).status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const { user } = await createTestUser(server.ctx);
    const { createTokenService } = await import('../src/auth/tokens.js');
    const { loadOrCreateSecret } = await import('../src/auth/tokens.js');
    const secret = loadOrCreateSecret(undefined, server.dataDir);
    const { SignJWT } = await import('jose');
    const expired = await new SignJWT({ tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('grant-review')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(secret);
    const response = await client.get<{ detail: string }>('/api/auth/me', { token: expired });
    expect(response.status).toBe(401);
    expect(response.body.detail).toBe('Invalid or expired token');
    // The same secret signs valid tokens, so the refusal above is about expiry.
    const valid = await createTokenService(secret, 3600).sign({ userId: user.id, tokenVersion: 0 });
    expect((await client.get('/api/auth/me', { token: valid })).status).toBe(200);
  });

  it('refuses the token of a deleted or deactivated user', async () => {
    const deleted = await createTestUser(server.ctx);
    await server.ctx.db.deleteFrom('users').where('id', '=', deleted.user.id).execute();
    expect((await client.get('/api/auth/me', { token: deleted.token })).status).toBe(401);

    const deactivated = await createTestUser(server.ctx);
    await server.ctx.db.updateTable('users').set({ is_active: 0 }).where('id', '=', deactivated.user.id).execute();
    expect((await client.get('/api/auth/me', { token: deactivated.token })).status).toBe(401);
    expect((await signIn(deactivated.email, deactivated.password)).status).toBe(401);
  });

  it('accepts the terms and reports it on me and the dashboard', async () => {
    const { token } = await createTestUser(server.ctx, { acceptedTerms: false });
    const before = await client.get<{ needs_disclaimer: boolean; projects: unknown[] }>('/api/projects/dashboard', {
      token,
    });
    expect(before.status).toBe(200);
    expect(before.body.needs_disclaimer).toBe(true);
    expect(before.body.projects).toEqual([]);
    const accepted = await client.post<TCurrentUser>('/api/auth/accept-disclaimer', { token });
    expect(accepted.status).toBe(200);
    expect(accepted.body.accepted_disclaimer).toBe(true);
    const after = await client.get<{ needs_disclaimer: boolean }>('/api/projects/dashboard', { token });
    expect(after.body.needs_disclaimer).toBe(false);
    // Accepting twice is harmless.
    expect((await client.post('/api/auth/accept-disclaimer', { token })).status).toBe(200);
  });

  it("keeps the user's interface language on the account, and refuses a language the app does not have", async () => {
    const { token } = await createTestUser(server.ctx);
    expect((await client.get<TCurrentUser>('/api/auth/me', { token })).body.language).toBeNull();

    const changed = await client.patch<TCurrentUser>('/api/auth/me', { token, json: { language: 'de' } });
    expect(changed.status).toBe(200);
    expect(changed.body.language).toBe('de');
    expect((await client.get<TCurrentUser>('/api/auth/me', { token })).body.language).toBe('de');
    const dashboard = await client.get<{ user: TCurrentUser }>('/api/projects/dashboard', { token });
    expect(dashboard.body.user.language).toBe('de');

    for (const json of [{ language: 'rm' }, { language: 'DE' }, {}, { language: 'fr', is_admin: true }]) {
      const refused = await client.patch<{ detail: string }>('/api/auth/me', { token, json });
      expect(refused.status, JSON.stringify(json)).toBe(422);
      expect(refused.body.detail, JSON.stringify(json)).toBeTruthy();
    }
    const after = await client.get<TCurrentUser>('/api/auth/me', { token });
    expect(after.body).toMatchObject({ language: 'de', is_admin: false });
    expect((await client.patch('/api/auth/me', { json: { language: 'fr' } })).status).toBe(401);
  });

  it('keeps registration closed unless ALLOW_REGISTRATION is set', async () => {
    const response = await client.post<{ detail: string }>('/api/auth/register', {
      json: { email: 'new@example.com', password: 'long-enough-password' },
    });
    expect(response.status).toBe(403);
    expect(response.body.detail).toMatch(/invitation/);
  });

  it('registers when open: both project types, terms not yet accepted, duplicate refused', async () => {
    const open = await startTestServer({ env: { ALLOW_REGISTRATION: 'true' } });
    try {
      const openClient = createClient(open.baseUrl);
      const created = await openClient.post<TCurrentUser>('/api/auth/register', {
        json: { email: ' New@Example.com ', password: 'long-enough-password', first_name: 'Nina' },
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        email: 'new@example.com',
        name: 'Nina',
        accepted_disclaimer: false,
        allowed_project_types: ['INNOSUISSE_PROJECT', 'ETH_PIONEER_FELLOWSHIP'],
      });
      const login = await openClient.post<TTokenResponse>('/api/auth/token', {
        form: { username: 'new@example.com', password: 'long-enough-password' },
      });
      expect(login.status).toBe(200);
      const duplicate = await openClient.post('/api/auth/register', {
        json: { email: 'new@example.com', password: 'pebble-saffron-canyon-8' },
      });
      expect(duplicate.status).toBe(409);
      const invalid = await openClient.post<{ detail: string }>('/api/auth/register', {
        json: { email: 'not-an-email', password: 'short' },
      });
      expect(invalid.status).toBe(422);
      expect(invalid.body.detail).toMatch(/email/);
    } finally {
      await open.close();
    }
  });
});
