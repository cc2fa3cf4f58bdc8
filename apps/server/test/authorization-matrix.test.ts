/**
 * Every route × {no token, forged token, another user, non-admin, terms not accepted, temporary password}:
 * each gets its 401, 403 or 404, and the rightful caller gets a 2xx (so a refusal is never a typo in a path).
 */
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinProvider } from '../src/llm/builtin-provider.js';
import { createTestUser, type TTestUser } from './support/factories.js';
import { createClient, type TClient, type TRequestOptions } from './support/http.js';
import {
  createProjectResources,
  NEWCOMER_EMAIL,
  PROJECT_ROUTES,
  type TProjectResources,
} from './support/project-routes.js';
import { startTestServer, type TTestServer } from './support/server.js';

interface TOwnedResources extends TProjectResources {
  /** A user for the admin routes to act on. */
  user: string;
}

type TAccess = 'signed-in' | 'terms' | 'owner' | 'admin';

interface TRouteCase {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: (ids: TOwnedResources) => string;
  /** signed-in: any user; terms: any user who accepted the terms; owner: the resource's owner; admin: admins. */
  access: TAccess;
  body?: (ids: TOwnedResources) => TRequestOptions;
  /** Answers a user who must still change a temporary password (every other route refuses them). */
  allowsTemporaryPassword?: boolean;
  /** Tells apart two cases of one route with different request shapes. */
  variant?: string;
}

/** The password of the matrix's newcomers, so that the change-password route can be called rightfully. */
const KNOWN_PASSWORD = 'matrix-known-password-41';

const ROUTES: TRouteCase[] = [
  { method: 'GET', path: () => '/api/auth/me', access: 'signed-in', allowsTemporaryPassword: true },
  {
    method: 'POST',
    path: () => '/api/auth/change-password',
    access: 'signed-in',
    body: () => ({ json: { current_password: KNOWN_PASSWORD, new_password: 'matrix-fresh-password-97' } }),
    allowsTemporaryPassword: true,
  },
  { method: 'POST', path: () => '/api/auth/logout', access: 'signed-in', allowsTemporaryPassword: true },
  {
    method: 'PATCH',
    path: () => '/api/auth/me',
    access: 'signed-in',
    body: () => ({ json: { language: 'de' } }),
    allowsTemporaryPassword: true,
  },
  { method: 'POST', path: () => '/api/auth/accept-disclaimer', access: 'signed-in' },
  { method: 'GET', path: () => '/api/projects/dashboard', access: 'signed-in' },
  { method: 'GET', path: () => '/api/projects/', access: 'terms' },
  {
    method: 'POST',
    path: () => '/api/projects/',
    access: 'terms',
    body: () => ({ json: { name: 'Matrix', project_type: 'INNOSUISSE_PROJECT' } }),
  },
  // Every route of a project, for its owner (project-roles.test.ts walks them with every role).
  ...PROJECT_ROUTES.filter((route) => route.kind !== 'leave').map((route): TRouteCase => ({
    method: route.method,
    path: (ids) => route.path(ids, ''),
    access: 'owner',
    ...(route.body ? { body: route.body } : {}),
    ...(route.variant ? { variant: route.variant } : {}),
  })),
  { method: 'GET', path: () => '/api/admin/users', access: 'admin' },
  {
    method: 'POST',
    path: () => '/api/admin/users',
    access: 'admin',
    body: () => ({
      json: {
        email: `m-${Date.now()}-${Math.random()}@example.com`,
        first_name: 'M',
        password: 'matrix-admin-chosen-73',
      },
    }),
  },
  { method: 'POST', path: (ids) => `/api/admin/users/${ids.user}/toggle-disclaimer`, access: 'admin' },
  { method: 'POST', path: (ids) => `/api/admin/users/${ids.user}/reset-password`, access: 'admin' },
  { method: 'GET', path: (ids) => `/api/admin/users/${ids.user}/deletion-preview`, access: 'admin' },
  {
    method: 'POST',
    path: (ids) => `/api/admin/users/${ids.user}/project-types`,
    access: 'admin',
    body: () => ({ json: ['INNOSUISSE_PROJECT'] }),
  },
  { method: 'DELETE', path: (ids) => `/api/admin/users/${ids.user}`, access: 'admin' },
];

describe('authorization matrix', () => {
  let server: TTestServer;
  let client: TClient;
  let owner: TTestUser;
  let stranger: TTestUser;
  let admin: TTestUser;
  let forgedToken: string;

  beforeAll(async () => {
    server = await startTestServer({ llmProvider: createBuiltinProvider({ chunkDelayMs: 0 }), startJobs: false });
    client = createClient(server.baseUrl);
    [owner, stranger, admin] = await Promise.all([
      createTestUser(server.ctx),
      createTestUser(server.ctx),
      createTestUser(server.ctx, { isAdmin: true }),
      createTestUser(server.ctx, { email: NEWCOMER_EMAIL }),
    ]);
    forgedToken = await new SignJWT({ tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(admin.user.id)
      .setIssuer('grant-review')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('an-attacker-guessed-secret-of-enough-length'));
  });
  afterAll(() => server.close());

  /** A user who has not accepted the terms; fresh each time, since one route accepts them. */
  const newcomerToken = async () =>
    (await createTestUser(server.ctx, { acceptedTerms: false, password: KNOWN_PASSWORD })).token;
  /** A user who signed in with a temporary password (an admin's reset) and has not changed it yet. */
  const temporaryPasswordToken = async () =>
    (await createTestUser(server.ctx, { mustChangePassword: true, password: KNOWN_PASSWORD })).token;

  /** Fresh resources for each check, since some routes delete what they touch. */
  async function freshResources(): Promise<TOwnedResources> {
    const target = await createTestUser(server.ctx);
    // The target is also a viewer of the project, for the member routes to act on.
    const resources = await createProjectResources(server.ctx, client, owner, target);
    return { ...resources, user: target.user.id };
  }

  const call = async (route: TRouteCase, token: string | undefined, ids: TOwnedResources) =>
    client.request<{ detail?: string }>(route.method, route.path(ids), { ...route.body?.(ids), token });

  for (const route of ROUTES) {
    const name = `${route.method} ${route.path({
      project: '{id}',
      revision: '{revisionId}',
      user: '{userId}',
      file: '{fileId}',
      failedFile: '{fileId}',
      chat: '{chatId}',
      correction: '{correctionId}',
      member: '{userId}',
    })}${route.variant ? ` (${route.variant})` : ''}`;

    it(`${name}: 401 without a token or with a forged one`, async () => {
      const ids = await freshResources();
      const missing = await call(route, undefined, ids);
      expect(missing.status).toBe(401);
      expect(missing.body.detail).toBeTruthy();
      expect((await call(route, forgedToken, ids)).status).toBe(401);
    });

    if (route.access === 'owner') {
      it(`${name}: 404 for another user, 403 before the terms, 2xx for the owner`, async () => {
        const ids = await freshResources();
        const other = await call(route, stranger.token, ids);
        expect(other.status).toBe(404);
        expect(other.body.detail).toMatch(/not found/);
        expect((await call(route, admin.token, ids)).status).toBe(404);
        expect((await call(route, await newcomerToken(), ids)).status).toBe(403);
        const own = await call(route, owner.token, ids);
        expect(own.status, JSON.stringify(own.body)).toBeGreaterThanOrEqual(200);
        expect(own.status).toBeLessThan(300);
      });
    }

    if (route.access === 'terms') {
      it(`${name}: 403 before the terms, 2xx after`, async () => {
        const ids = await freshResources();
        expect((await call(route, await newcomerToken(), ids)).status).toBe(403);
        const allowed = await call(route, stranger.token, ids);
        expect(allowed.status).toBeLessThan(300);
      });
    }

    if (route.access === 'admin') {
      it(`${name}: 403 for a non-admin, 2xx for an admin`, async () => {
        const ids = await freshResources();
        const refused = await call(route, owner.token, ids);
        expect(refused.status).toBe(403);
        expect(refused.body.detail).toBe('Admin privileges required');
        expect((await call(route, await newcomerToken(), ids)).status).toBe(403);
        const allowed = await call(route, admin.token, ids);
        expect(allowed.status, JSON.stringify(allowed.body)).toBeLessThan(300);
      });
    }

    it(`${name}: ${route.allowsTemporaryPassword ? '2xx' : '403'} with a temporary password`, async () => {
      const ids = await freshResources();
      const response = await call(route, await temporaryPasswordToken(), ids);
      if (route.allowsTemporaryPassword) {
        expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
      } else {
        expect(response.status).toBe(403);
        expect(response.body.detail).toBe('Change your temporary password first');
      }
    });

    if (route.access === 'signed-in') {
      it(`${name}: 2xx for any signed-in user, terms or not`, async () => {
        const ids = await freshResources();
        expect((await call(route, await newcomerToken(), ids)).status).toBeLessThan(300);
      });
    }
  }
});
