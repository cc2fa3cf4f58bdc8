/**
 * Text the databases cannot store (U+0000, unpaired surrogates) is refused with 400 wherever it
 * comes in, on both databases, before any query; ids in paths that are not ours are 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TTestUser } from './support/factories.js';
import { createClient, type TClient } from './support/http.js';
import { createOwnedData, ownedIdFor, type TOwnedData } from './support/owned-data.js';
import { startTestServer, type TTestServer } from './support/server.js';

type TDetail = { detail: string };
const NULL_PROBLEM = 'Text must not contain null characters (U+0000)';

describe('input guards', () => {
  let server: TTestServer;
  let client: TClient;
  let owner: TTestUser;
  let admin: TTestUser;
  let owned: TOwnedData;
  const handledWidgetIds: string[] = [];

  beforeAll(async () => {
    server = await startTestServer({
      env: { ALLOW_REGISTRATION: 'true' },
      startJobs: false,
      beforeListen(app) {
        // A route that forgets to check its ids: the guard must check them for it.
        app.get('/api/test/widgets/:id/parts/:partId', async (request) => {
          handledWidgetIds.push(JSON.stringify(request.params));
          return { ok: true };
        });
      },
    });
    client = createClient(server.baseUrl);
    [owner, admin] = await Promise.all([createTestUser(server.ctx), createTestUser(server.ctx, { isAdmin: true })]);
    owned = await createOwnedData(server.ctx, client, owner);
  });
  afterAll(() => server.close());

  const expectRefused = (response: { status: number; body: unknown }, where: string, problem = NULL_PROBLEM) => {
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expect((response.body as TDetail).detail).toBe(`${where}: ${problem}`);
  };

  it('refuses a null character in project names and descriptions, and stores nothing', async () => {
    const before = await server.ctx.db.selectFrom('projects').select('id').execute();
    expectRefused(
      await client.post('/api/projects/', {
        token: owner.token,
        json: { name: 'Solar\u0000tiles', project_type: 'INNOSUISSE_PROJECT' },
      }),
      'name',
    );
    expectRefused(
      await client.post('/api/projects/', {
        token: owner.token,
        json: { name: 'Solar', description: 'Roof\u0000', project_type: 'INNOSUISSE_PROJECT' },
      }),
      'description',
    );
    expectRefused(
      await client.put(`/api/projects/${owned.project}`, { token: owner.token, json: { name: '\u0000' } }),
      'name',
    );
    expect(await server.ctx.db.selectFrom('projects').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses a null character in user names, at sign-in and at registration', async () => {
    expectRefused(
      await client.post('/api/admin/users', {
        token: admin.token,
        json: { email: 'nul@example.com', first_name: 'An\u0000na', password: 'a-long-password' },
      }),
      'first_name',
    );
    expectRefused(
      await client.post('/api/auth/register', {
        json: { email: 'nul2@example.com', last_name: 'Muster\u0000', password: 'a-long-password' },
      }),
      'last_name',
    );
    expectRefused(
      await client.post('/api/auth/token', { form: { username: `${owner.email}\u0000`, password: owner.password } }),
      'username',
    );
  });

  it('refuses a null character in chat input, query strings and path ids', async () => {
    const chat = await client.get(`/api/chat/${owned.chat}/stream?user_input=${encodeURIComponent('Why\u0000?')}`, {
      token: owner.token,
    });
    expectRefused(chat, 'query.user_input');
    const messages = await server.ctx.db
      .selectFrom('messages')
      .select('id')
      .where('chat_id', '=', owned.chat)
      .execute();
    expect(messages).toEqual([]);
    expectRefused(
      await client.get(`/api/projects/${owned.project}/revisions?include_content=%00`, { token: owner.token }),
      'query.include_content',
    );
    expectRefused(await client.get(`/api/projects/${owned.project}%00`, { token: owner.token }), 'path.id');
    expectRefused(await client.delete('/api/files/%00', { token: owner.token }), 'path.id');
  });

  it('refuses null characters in nested values and keys, and unpaired surrogates, but keeps real Unicode', async () => {
    expectRefused(
      await client.post(`/api/admin/users/${owner.user.id}/project-types`, {
        token: admin.token,
        json: ['INNOSUISSE_PROJECT', { nested: ['ok', 'no\u0000'] }],
      }),
      '1.nested.1',
    );
    expectRefused(
      await client.post('/api/projects/', {
        token: owner.token,
        json: { name: 'Solar', project_type: 'INNOSUISSE_PROJECT', 'bad\u0000key': 1 },
      }),
      'body',
    );
    expectRefused(
      await client.post('/api/projects/', {
        token: owner.token,
        json: { name: 'Solar \ud800 tiles', project_type: 'INNOSUISSE_PROJECT' },
      }),
      'name',
      'Text must be valid Unicode (it contains an unpaired surrogate)',
    );
    const unicode = await client.post<{ name: string }>('/api/projects/', {
      token: owner.token,
      json: { name: 'Zürich 🚀 Lösung — 日本', project_type: 'INNOSUISSE_PROJECT' },
    });
    expect(unicode.status).toBe(201);
    expect(unicode.body.name).toBe('Zürich 🚀 Lösung — 日本');
  });

  it('checks the ids of a route that forgets to, before its handler runs', async () => {
    const valid = '2f0c6a53-4b7e-4c1a-9d3e-8a1b2c3d4e5f';
    const widget = await client.get<TDetail>('/api/test/widgets/42/parts/' + valid);
    expect(widget.status).toBe(404);
    expect(widget.body.detail).toBe('Widget not found');
    const part = await client.get<TDetail>(`/api/test/widgets/${valid}/parts/abc`);
    expect(part.status).toBe(404);
    expect(part.body.detail).toBe('Part not found');
    expect(handledWidgetIds).toEqual([]);
    expect((await client.get(`/api/test/widgets/${valid}/parts/${valid}`)).status).toBe(200);
    expect(handledWidgetIds).toHaveLength(1);
  });

  it('answers every route with an id in its path 404 for a malformed id, as for an unknown one', async () => {
    const spec = await client.get<{ paths: Record<string, Record<string, unknown>> }>('/api/docs/json');
    const target = { ...owned, user: owner.user.id };
    const validIdFor = (path: string, param: string) => ownedIdFor(path, param, target) ?? owned.project;
    const checked: string[] = [];
    for (const [path, operations] of Object.entries(spec.body.paths)) {
      const params = [...path.matchAll(/\{(id|\w+Id)\}/g)].map((match) => match[1] ?? '');
      for (const method of Object.keys(operations).filter((name) => name !== 'parameters')) {
        for (const malformed of params) {
          for (const value of ['not-a-uuid', "1' OR '1'='1", '00000000-0000-0000-0000-00000000000g']) {
            const url = path
              .replaceAll(/\{(\w+)\}/g, (_match, name: string) =>
                name === malformed
                  ? encodeURIComponent(value)
                  : name === 'slot'
                    ? 'RISK_MATRIX'
                    : validIdFor(path, name),
              )
              .replace(/\?.*$/, '');
            const response = await client.request<TDetail>(method.toUpperCase(), url, {
              token: path.startsWith('/api/admin') ? admin.token : owner.token,
            });
            expect(response.status, `${method} ${url}`).toBe(404);
            expect(response.body.detail, `${method} ${url}`).toMatch(/^[A-Z][a-z]+ not found$/);
          }
          checked.push(`${method} ${path} {${malformed}}`);
        }
      }
    }
    expect(checked.length).toBeGreaterThanOrEqual(20);
  });
});
