import type { TAdminUser, TTemporaryPasswordResponse } from '@grant-review/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProject, createTestRevision, createTestUser, type TTestUser } from './support/factories.js';
import { createClient, type TClient } from './support/http.js';
import { startTestServer, type TTestServer } from './support/server.js';

type TDetail = { detail: string };

describe('admin API', () => {
  let server: TTestServer;
  let client: TClient;
  let admin: TTestUser;

  beforeAll(async () => {
    server = await startTestServer();
    client = createClient(server.baseUrl);
    admin = await createTestUser(server.ctx, { isAdmin: true });
  });
  afterAll(() => server.close());

  const findUser = async (email: string) => {
    const response = await client.get<TAdminUser[]>('/api/admin/users', { token: admin.token });
    expect(response.status).toBe(200);
    return response.body.find((user) => user.email === email);
  };

  it('creates a user with the spec defaults, and refuses a duplicate email with 409', async () => {
    const created = await client.post<TAdminUser>('/api/admin/users', {
      token: admin.token,
      json: { email: 'Carla@Example.com', first_name: 'Carla', password: 'cello-harbour-tundra-3' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      email: 'carla@example.com',
      first_name: 'Carla',
      last_name: '',
      is_admin: false,
      is_active: true,
      accepted_disclaimer: false,
      allowed_project_types: ['INNOSUISSE_PROJECT', 'ETH_PIONEER_FELLOWSHIP'],
      total_revisions_ever_created: 0,
      revisions_created_last_30_days: 0,
    });
    const login = await client.post('/api/auth/token', {
      form: { username: 'carla@example.com', password: 'cello-harbour-tundra-3' },
    });
    expect(login.status).toBe(200);
    const duplicate = await client.post<TDetail>('/api/admin/users', {
      token: admin.token,
      json: { email: 'carla@example.com', first_name: 'Other', password: 'pebble-saffron-canyon-8' },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.detail).toBe('A user with this email already exists');
  });

  it('validates the create-user payload', async () => {
    for (const json of [
      { email: 'bad', first_name: 'A', password: 'long-enough' },
      { email: 'a@b.ch', first_name: '', password: 'long-enough' },
      { email: 'a@b.ch', first_name: 'A', password: 'short' },
      { email: 'a@b.ch', first_name: 'A', password: 'long-enough', allowed_project_types: [] },
      { email: 'a@b.ch', first_name: 'A', password: 'long-enough', allowed_project_types: ['OTHER'] },
      { email: 'a@b.ch', first_name: 'A', password: 'long-enough', is_admin: 'yes' },
    ]) {
      const response = await client.post<TDetail>('/api/admin/users', { token: admin.token, json });
      expect(response.status, JSON.stringify(json)).toBe(422);
      expect(response.body.detail).toBeTruthy();
    }
  });

  it('counts revisions ever created, including deleted ones, and those of the last 30 days', async () => {
    const dora = await createTestUser(server.ctx);
    const project = await createTestProject(client, dora.token);
    const revisions = [];
    for (let index = 0; index < 3; index++) revisions.push(await createTestRevision(client, dora.token, project.id));
    await client.delete(`/api/projects/${project.id}/revisions/${revisions[0]!.id}`, { token: dora.token });
    await client.delete(`/api/projects/${project.id}`, { token: dora.token });
    // One old entry, outside the 30-day window.
    await server.ctx.db
      .insertInto('revision_log')
      .values({ id: crypto.randomUUID(), user_id: dora.user.id, created_at: '2020-01-01T00:00:00.000Z' })
      .execute();
    const listed = await findUser(dora.email);
    expect(listed).toMatchObject({ total_revisions_ever_created: 4, revisions_created_last_30_days: 3 });
  });

  it('toggles the disclaimer and returns the updated user', async () => {
    const erin = await createTestUser(server.ctx, { acceptedTerms: true });
    const off = await client.post<TAdminUser>(`/api/admin/users/${erin.user.id}/toggle-disclaimer`, {
      token: admin.token,
    });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ id: erin.user.id, accepted_disclaimer: false });
    expect((await client.get('/api/projects/', { token: erin.token })).status).toBe(403);
    const on = await client.post<TAdminUser>(`/api/admin/users/${erin.user.id}/toggle-disclaimer`, {
      token: admin.token,
    });
    expect(on.body.accepted_disclaimer).toBe(true);
  });

  it('resets a password: the temporary one works, the old one and old tokens stop at once', async () => {
    const fred = await createTestUser(server.ctx);
    const reset = await client.post<TTemporaryPasswordResponse>(`/api/admin/users/${fred.user.id}/reset-password`, {
      token: admin.token,
    });
    expect(reset.status).toBe(200);
    expect(reset.body.temporary_password.length).toBeGreaterThanOrEqual(12);
    const oldPassword = await client.post('/api/auth/token', {
      form: { username: fred.email, password: fred.password },
    });
    expect(oldPassword.status).toBe(401);
    expect((await client.get('/api/auth/me', { token: fred.token })).status).toBe(401);
    const newPassword = await client.post('/api/auth/token', {
      form: { username: fred.email, password: reset.body.temporary_password },
    });
    expect(newPassword.status).toBe(200);
  });

  it('sets project types from a JSON array and refuses an empty one', async () => {
    const gina = await createTestUser(server.ctx);
    const set = await client.post<TAdminUser>(`/api/admin/users/${gina.user.id}/project-types`, {
      token: admin.token,
      json: ['ETH_PIONEER_FELLOWSHIP', 'ETH_PIONEER_FELLOWSHIP'],
    });
    expect(set.status).toBe(200);
    expect(set.body.allowed_project_types).toEqual(['ETH_PIONEER_FELLOWSHIP']);
    const refused = await client.post<TDetail>('/api/admin/users/' + gina.user.id + '/project-types', {
      token: admin.token,
      json: [],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.detail).toMatch(/at least one project type/);
    const wrongShape = await client.post(`/api/admin/users/${gina.user.id}/project-types`, {
      token: admin.token,
      json: { project_types: ['ETH_PIONEER_FELLOWSHIP'] },
    });
    expect(wrongShape.status).toBe(422);
    const projectRefused = await client.post('/api/projects/', {
      token: gina.token,
      json: { name: 'X', project_type: 'INNOSUISSE_PROJECT' },
    });
    expect(projectRefused.status).toBe(403);
  });

  it('deletes a user with everything they own, but not the admin themself', async () => {
    const hank = await createTestUser(server.ctx);
    const project = await createTestProject(client, hank.token);
    await createTestRevision(client, hank.token, project.id);
    const deleted = await client.delete(`/api/admin/users/${hank.user.id}`, { token: admin.token });
    expect(deleted.status).toBe(204);
    expect(await findUser(hank.email)).toBeUndefined();
    expect((await client.get('/api/auth/me', { token: hank.token })).status).toBe(401);
    const leftovers = await server.ctx.db
      .selectFrom('projects')
      .select('id')
      .where('user_id', '=', hank.user.id)
      .execute();
    expect(leftovers).toEqual([]);
    expect((await client.delete(`/api/admin/users/${hank.user.id}`, { token: admin.token })).status).toBe(404);

    const self = await client.delete<TDetail>(`/api/admin/users/${admin.user.id}`, { token: admin.token });
    expect(self.status).toBe(403);
    expect(self.body.detail).toBe('You cannot delete your own account');
  });

  it('answers 404 for actions on unknown users', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [method, path] of [
      ['POST', `/api/admin/users/${unknown}/toggle-disclaimer`],
      ['POST', `/api/admin/users/${unknown}/reset-password`],
      ['DELETE', `/api/admin/users/${unknown}`],
      ['DELETE', '/api/admin/users/garbage'],
    ] as const) {
      expect((await client.request(method, path, { token: admin.token })).status, path).toBe(404);
    }
    const types = await client.post(`/api/admin/users/${unknown}/project-types`, {
      token: admin.token,
      json: ['INNOSUISSE_PROJECT'],
    });
    expect(types.status).toBe(404);
  });
});
