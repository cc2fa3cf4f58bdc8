import type { TDashboardResponse, TProject, TRevision } from '@grant-review/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProject, createTestRevision, createTestUser, type TTestUser } from './support/factories.js';
import { createClient, type TClient } from './support/http.js';
import { startTestServer, type TTestServer } from './support/server.js';

type TDetail = { detail: string };

describe('projects and revisions', () => {
  let server: TTestServer;
  let client: TClient;
  let alice: TTestUser;

  beforeAll(async () => {
    server = await startTestServer();
    client = createClient(server.baseUrl);
    alice = await createTestUser(server.ctx);
  });
  afterAll(() => server.close());

  it('refuses project routes with 403 until the terms are accepted', async () => {
    const { token } = await createTestUser(server.ctx, { acceptedTerms: false });
    const create = await client.post<TDetail>('/api/projects/', {
      token,
      json: { name: 'X', project_type: 'INNOSUISSE_PROJECT' },
    });
    expect(create.status).toBe(403);
    expect(create.body.detail).toMatch(/Terms of Service/);
    expect((await client.get('/api/projects/', { token })).status).toBe(403);
    expect((await client.get('/api/projects/dashboard', { token })).status).toBe(200);
  });

  it('creates a project: name and description trimmed, empty description omitted, 201', async () => {
    const response = await client.post<TProject>('/api/projects/', {
      token: alice.token,
      json: { name: '  Smart grid  ', description: '   ', project_type: 'ETH_PIONEER_FELLOWSHIP' },
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      name: 'Smart grid',
      description: null,
      project_type: 'ETH_PIONEER_FELLOWSHIP',
      revision_count: 0,
    });
    expect(response.body.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const withDescription = await createTestProject(client, alice.token, { description: '  A roof that pays back ' });
    expect(withDescription.description).toBe('A roof that pays back');
  });

  it('validates the project payload with 422 and a detail', async () => {
    const cases: unknown[] = [
      { name: '   ', project_type: 'INNOSUISSE_PROJECT' },
      { project_type: 'INNOSUISSE_PROJECT' },
      { name: 'X', project_type: 'HORIZON_EUROPE' },
      { name: 'X' },
      { name: 'x'.repeat(201), project_type: 'INNOSUISSE_PROJECT' },
      { name: 42, project_type: 'INNOSUISSE_PROJECT' },
      [],
      'just a string',
    ];
    for (const json of cases) {
      const response = await client.post<TDetail>('/api/projects/', { token: alice.token, json });
      expect(response.status, JSON.stringify(json)).toBe(422);
      expect(response.body.detail).toBeTruthy();
    }
    const empty = await client.post<TDetail>('/api/projects/', {
      token: alice.token,
      json: { name: ' ', project_type: 'INNOSUISSE_PROJECT' },
    });
    expect(empty.body.detail).toContain('Project name is required');
    const malformed = await client.post<TDetail>('/api/projects/', {
      token: alice.token,
      body: '{"name": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.detail).toBe('Request body is not valid JSON');
  });

  it('refuses a project type the user is not allowed with 403', async () => {
    const limited = await createTestUser(server.ctx, { projectTypes: ['ETH_PIONEER_FELLOWSHIP'] });
    const response = await client.post<TDetail>('/api/projects/', {
      token: limited.token,
      json: { name: 'Nope', project_type: 'INNOSUISSE_PROJECT' },
    });
    expect(response.status).toBe(403);
    const dashboard = await client.get<TDashboardResponse>('/api/projects/dashboard', { token: limited.token });
    expect(dashboard.body.user.allowed_project_types).toEqual(['ETH_PIONEER_FELLOWSHIP']);
  });

  it('gets, renames and deletes a project', async () => {
    const project = await createTestProject(client, alice.token);
    const fetched = await client.get<TProject>(`/api/projects/${project.id}`, { token: alice.token });
    expect(fetched.body).toEqual(project);

    await new Promise((resolve) => setTimeout(resolve, 5));
    const renamed = await client.put<TProject>(`/api/projects/${project.id}`, {
      token: alice.token,
      json: { name: ' Solar tiles v2 ' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Solar tiles v2');
    expect(renamed.body.updated_at > project.updated_at).toBe(true);

    const emptyName = await client.put<TDetail>(`/api/projects/${project.id}`, {
      token: alice.token,
      json: { name: '' },
    });
    expect(emptyName.status).toBe(422);

    const deleted = await client.delete(`/api/projects/${project.id}`, { token: alice.token });
    expect(deleted.status).toBe(204);
    expect((await client.get(`/api/projects/${project.id}`, { token: alice.token })).status).toBe(404);
    expect((await client.delete(`/api/projects/${project.id}`, { token: alice.token })).status).toBe(404);
  });

  it('lists the dashboard most recently changed first', async () => {
    const bob = await createTestUser(server.ctx);
    const first = await createTestProject(client, bob.token, { name: 'First' });
    const second = await createTestProject(client, bob.token, { name: 'Second' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await createTestRevision(client, bob.token, first.id);
    const dashboard = await client.get<TDashboardResponse>('/api/projects/dashboard', { token: bob.token });
    expect(dashboard.body.needs_disclaimer).toBe(false);
    expect(dashboard.body.projects.map((project) => project.name)).toEqual(['First', 'Second']);
    expect(dashboard.body.projects[0]?.revision_count).toBe(1);
    expect(dashboard.body.projects[1]?.id).toBe(second.id);
    expect(dashboard.body.user).toMatchObject({ email: bob.email, is_admin: false });
  });

  it('creates revisions newest first with files and chat, and keeps counts right', async () => {
    const project = await createTestProject(client, alice.token);
    const first = await createTestRevision(client, alice.token, project.id);
    expect(first).toMatchObject({ files: [], chat: null });
    const second = await createTestRevision(client, alice.token, project.id);
    const third = await createTestRevision(client, alice.token, project.id);

    const listed = await client.get<TRevision[]>(`/api/projects/${project.id}/revisions`, { token: alice.token });
    expect(listed.status).toBe(200);
    expect(listed.body.map((revision) => revision.id)).toEqual([third.id, second.id, first.id]);
    const afterCreate = await client.get<TProject>(`/api/projects/${project.id}`, { token: alice.token });
    expect(afterCreate.body.revision_count).toBe(3);
    expect(afterCreate.body.updated_at >= third.created_at).toBe(true);

    const deleted = await client.delete(`/api/projects/${project.id}/revisions/${second.id}`, { token: alice.token });
    expect(deleted.status).toBe(204);
    const afterDelete = await client.get<TRevision[]>(`/api/projects/${project.id}/revisions`, {
      token: alice.token,
    });
    expect(afterDelete.body.map((revision) => revision.id)).toEqual([third.id, first.id]);
    const project2 = await client.get<TProject>(`/api/projects/${project.id}`, { token: alice.token });
    expect(project2.body.revision_count).toBe(2);

    // A new revision after a deletion still sorts first.
    const fourth = await createTestRevision(client, alice.token, project.id);
    const final = await client.get<TRevision[]>(`/api/projects/${project.id}/revisions`, { token: alice.token });
    expect(final.body[0]?.id).toBe(fourth.id);
  });

  it('creates concurrent revisions without a conflict', async () => {
    const project = await createTestProject(client, alice.token);
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => client.post(`/api/projects/${project.id}/revisions`, { token: alice.token })),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(201));
    const listed = await client.get<TRevision[]>(`/api/projects/${project.id}/revisions`, { token: alice.token });
    expect(listed.body).toHaveLength(8);
  });

  it('answers 404 for unknown or malformed ids', async () => {
    const project = await createTestProject(client, alice.token);
    for (const path of [
      '/api/projects/00000000-0000-4000-8000-000000000000',
      '/api/projects/not-a-uuid',
      "/api/projects/' OR 1=1 --",
      `/api/projects/${project.id}/revisions/00000000-0000-4000-8000-000000000000`,
    ]) {
      const method = path.includes('/revisions/') ? 'DELETE' : 'GET';
      const response = await client.request<TDetail>(method, encodeURI(path), { token: alice.token });
      expect(response.status, path).toBe(404);
      expect(response.body.detail).toMatch(/not found/);
    }
  });

  it('never serves a stale dashboard: every change shows at once, and an unchanged one answers 304', async () => {
    const carol = await createTestUser(server.ctx);
    const dashboard = async () => {
      const response = await client.get<TDashboardResponse>('/api/projects/dashboard', { token: carol.token });
      expect(response.status).toBe(200);
      return response;
    };
    expect((await dashboard()).body.projects).toEqual([]);
    const project = await createTestProject(client, carol.token, { name: 'Cached' });
    expect((await dashboard()).body.projects.map((item) => item.name)).toEqual(['Cached']);

    await client.put(`/api/projects/${project.id}`, { token: carol.token, json: { name: 'Renamed' } });
    expect((await dashboard()).body.projects[0]?.name).toBe('Renamed');

    const revision = await createTestRevision(client, carol.token, project.id);
    expect((await dashboard()).body.projects[0]?.revision_count).toBe(1);
    await client.delete(`/api/projects/${project.id}/revisions/${revision.id}`, { token: carol.token });
    expect((await dashboard()).body.projects[0]?.revision_count).toBe(0);

    // Changes to the user row (here made behind the API's back) show too.
    await server.ctx.db
      .updateTable('users')
      .set({ allowed_project_types: '["ETH_PIONEER_FELLOWSHIP"]', updated_at: new Date().toISOString() })
      .where('id', '=', carol.user.id)
      .execute();
    const current = await dashboard();
    expect(current.body.user.allowed_project_types).toEqual(['ETH_PIONEER_FELLOWSHIP']);

    const etag = current.headers.get('etag');
    expect(etag).toBeTruthy();
    const unchanged = await client.get('/api/projects/dashboard', {
      token: carol.token,
      headers: { 'if-none-match': etag ?? '' },
    });
    expect(unchanged.status).toBe(304);

    await client.delete(`/api/projects/${project.id}`, { token: carol.token });
    const afterDelete = await client.get('/api/projects/dashboard', {
      token: carol.token,
      headers: { 'if-none-match': etag ?? '' },
    });
    expect(afterDelete.status).toBe(200);
    expect((afterDelete.body as TDashboardResponse).projects).toEqual([]);
  });

  it("keeps each user's dashboard to themselves", async () => {
    const [one, two] = await Promise.all([createTestUser(server.ctx), createTestUser(server.ctx)]);
    await createTestProject(client, one.token, { name: 'Only mine' });
    const first = await client.get<TDashboardResponse>('/api/projects/dashboard', { token: one.token });
    const second = await client.get<TDashboardResponse>('/api/projects/dashboard', { token: two.token });
    expect(first.body.projects).toHaveLength(1);
    expect(second.body.projects).toEqual([]);
    expect(second.body.user.email).toBe(two.email);
  });
});
