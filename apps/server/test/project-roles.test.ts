/**
 * Every route of a project × every kind of caller (issue 18): the owner, an editor, a viewer, a user who is not a
 * member, an admin who is not a member, a removed member and the former owner (an editor since the hand-over).
 * Each gets its status: 2xx where the role allows the action, 403 naming what the role may not do, 404 for anyone
 * who is not a member, exactly as for a project that does not exist.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinProvider } from '../src/llm/builtin-provider.js';
import { addTestMember, createTestUser, type TTestUser } from './support/factories.js';
import { createClient, type TClient } from './support/http.js';
import {
  createProjectResources,
  describeProjectRoute,
  NEWCOMER_EMAIL,
  PROJECT_ROUTES,
  type TProjectResources,
  type TProjectRoute,
  type TProjectRouteKind,
} from './support/project-routes.js';
import { startTestServer, type TTestServer } from './support/server.js';

type TCaller = 'owner' | 'editor' | 'viewer' | 'stranger' | 'admin' | 'removed' | 'formerOwner';

type TExpected = 'ok' | 'forbidden' | 'not-found';

/** Whoever is not a member: never told that the project exists. */
const OUTSIDERS = { stranger: 'not-found', admin: 'not-found', removed: 'not-found' } as const;

/** What each caller gets for each kind of route; the former owner is an editor now. */
const EXPECTED: Record<TProjectRouteKind, Record<TCaller, TExpected>> = {
  read: {
    owner: 'ok',
    editor: 'ok',
    viewer: 'ok',
    formerOwner: 'ok',
    ...OUTSIDERS,
  },
  work: {
    owner: 'ok',
    editor: 'ok',
    viewer: 'forbidden',
    formerOwner: 'ok',
    ...OUTSIDERS,
  },
  owner: {
    owner: 'ok',
    editor: 'forbidden',
    viewer: 'forbidden',
    formerOwner: 'forbidden',
    ...OUTSIDERS,
  },
  leave: {
    owner: 'forbidden',
    editor: 'ok',
    viewer: 'ok',
    formerOwner: 'ok',
    ...OUTSIDERS,
  },
};

const CALLERS = Object.keys(EXPECTED.read) as TCaller[];
const REFUSED_ROLE: Partial<Record<TCaller, string>> = {
  owner: 'Owners',
  editor: 'Editors',
  viewer: 'Viewers',
  formerOwner: 'Editors',
};

describe('project roles: every project route for every kind of caller', () => {
  let server: TTestServer;
  let client: TClient;
  let users: Record<TCaller, TTestUser>;

  beforeAll(async () => {
    server = await startTestServer({ llmProvider: createBuiltinProvider({ chunkDelayMs: 0 }), startJobs: false });
    client = createClient(server.baseUrl);
    const [owner, editor, viewer, stranger, admin, removed, formerOwner] = await Promise.all([
      createTestUser(server.ctx),
      createTestUser(server.ctx),
      createTestUser(server.ctx),
      createTestUser(server.ctx),
      createTestUser(server.ctx, { isAdmin: true }),
      createTestUser(server.ctx),
      createTestUser(server.ctx),
      createTestUser(server.ctx, { email: NEWCOMER_EMAIL }),
    ]);
    users = { owner, editor, viewer, stranger, admin, removed, formerOwner };
  });
  afterAll(() => server.close());

  /**
   * A project the former owner created and handed over to the owner, with an editor and a viewer, and a member who
   * was removed. The member routes act on a second viewer.
   */
  async function sharedProject(): Promise<TProjectResources> {
    const target = await createTestUser(server.ctx);
    const ids = await createProjectResources(server.ctx, client, users.formerOwner, target);
    const creator = users.formerOwner.token;
    await addTestMember(client, creator, ids.project, users.owner.email, 'editor');
    await addTestMember(client, creator, ids.project, users.editor.email, 'editor');
    await addTestMember(client, creator, ids.project, users.viewer.email, 'viewer');
    await addTestMember(client, creator, ids.project, users.removed.email, 'viewer');
    const handOver = await client.patch(`/api/projects/${ids.project}/members/${users.owner.user.id}`, {
      token: creator,
      json: { role: 'owner' },
    });
    expect(handOver.status).toBe(200);
    const removal = await client.delete(`/api/projects/${ids.project}/members/${users.removed.user.id}`, {
      token: users.owner.token,
    });
    expect(removal.status).toBe(204);
    return ids;
  }

  const call = (route: TProjectRoute, caller: TCaller, ids: TProjectResources) =>
    client.request<{ detail?: string }>(route.method, route.path(ids, users[caller].user.id), {
      ...route.body?.(ids),
      token: users[caller].token,
    });

  for (const route of PROJECT_ROUTES) {
    it(`${describeProjectRoute(route)}: ${route.kind} route`, async () => {
      // Refusals change nothing, so they share one project; each allowed call gets a fresh one.
      const shared = await sharedProject();
      for (const caller of CALLERS) {
        const expected = EXPECTED[route.kind][caller];
        const ids = expected === 'ok' ? await sharedProject() : shared;
        const response = await call(route, caller, ids);
        const context = `${caller}: ${response.status} ${response.text.slice(0, 200)}`;
        if (expected === 'ok') {
          expect(response.status, context).toBeGreaterThanOrEqual(200);
          expect(response.status, context).toBeLessThan(300);
        } else if (expected === 'forbidden') {
          expect(response.status, context).toBe(403);
          expect(response.body.detail, context).toMatch(new RegExp(`^${REFUSED_ROLE[caller]} cannot `));
        } else {
          expect(response.status, context).toBe(404);
          expect(response.body.detail, context).toMatch(/ not found$/);
        }
      }
    });
  }

  it('answers a non-member exactly as for a project that does not exist', async () => {
    const ids = await sharedProject();
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const [path, absentPath] of [
      [`/api/projects/${ids.project}`, `/api/projects/${missing}`],
      [`/api/projects/${ids.project}/members`, `/api/projects/${missing}/members`],
      [`/api/files/${ids.file}`, `/api/files/${missing}`],
      [`/api/chat/${ids.chat}/messages`, `/api/chat/${missing}/messages`],
    ] as const) {
      const stranger = await client.get(path, { token: users.stranger.token });
      const absent = await client.get(absentPath, { token: users.owner.token });
      expect(stranger.status).toBe(404);
      expect(stranger.text).toBe(absent.text);
    }
  });
});
