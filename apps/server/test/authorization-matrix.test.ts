/**
 * Every route × {no token, forged token, another user, non-admin, terms not accepted, temporary password}:
 * each gets its 401, 403 or 404, and the rightful caller gets a 2xx (so a refusal is never a typo in a path).
 */
import { Readable } from 'node:stream';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/lib/ids.js';
import { createBuiltinProvider } from '../src/llm/builtin-provider.js';
import { buildPdf } from './support/documents.js';
import { createTestUser, type TTestUser } from './support/factories.js';
import { createClient, type TClient, type TRequestOptions } from './support/http.js';
import { addAnalysisReport, createOwnedData, type TOwnedData } from './support/owned-data.js';
import { startTestServer, type TTestServer } from './support/server.js';

interface TOwnedResources extends TOwnedData {
  /** A user for the admin routes to act on. */
  user: string;
  /** A masking correction of the project. */
  correction: string;
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
  { method: 'GET', path: (ids) => `/api/projects/${ids.project}`, access: 'owner' },
  {
    method: 'PUT',
    path: (ids) => `/api/projects/${ids.project}`,
    access: 'owner',
    body: () => ({ json: { name: 'Renamed' } }),
  },
  { method: 'GET', path: (ids) => `/api/projects/${ids.project}/revisions`, access: 'owner' },
  { method: 'POST', path: (ids) => `/api/projects/${ids.project}/revisions`, access: 'owner' },
  {
    method: 'POST',
    path: (ids) => `/api/projects/${ids.project}/revisions`,
    access: 'owner',
    body: (ids) => ({ json: { from_revision_id: ids.revision } }),
    variant: 'from an existing revision',
  },
  { method: 'DELETE', path: (ids) => `/api/projects/${ids.project}/revisions/${ids.revision}`, access: 'owner' },
  {
    method: 'GET',
    path: (ids) => `/api/projects/${ids.project}/compare?from=${ids.revision}&to=${ids.revision}`,
    access: 'owner',
  },
  {
    method: 'GET',
    path: (ids) => `/api/projects/${ids.project}/compare/export?from=${ids.revision}&to=${ids.revision}`,
    access: 'owner',
  },
  { method: 'GET', path: (ids) => `/api/projects/${ids.project}/pii-corrections`, access: 'owner' },
  {
    method: 'POST',
    path: (ids) => `/api/projects/${ids.project}/pii-corrections`,
    access: 'owner',
    body: () => ({ json: { kind: 'mask', value: 'Projekt Lumen' } }),
  },
  {
    method: 'DELETE',
    path: (ids) => `/api/projects/${ids.project}/pii-corrections/${ids.correction}`,
    access: 'owner',
  },
  {
    method: 'POST',
    path: (ids) => `/api/projects/${ids.project}/revisions/${ids.revision}/upload-slot/RISK_MATRIX`,
    access: 'owner',
    body: () => {
      const form = new FormData();
      form.append('file', new Blob([buildPdf(['Risk matrix'])]), 'risks.pdf');
      return { body: form };
    },
  },
  { method: 'GET', path: (ids) => `/api/files/${ids.file}`, access: 'owner' },
  { method: 'GET', path: (ids) => `/api/files/${ids.file}/structure`, access: 'owner' },
  { method: 'POST', path: (ids) => `/api/files/${ids.failedFile}/retry-processing`, access: 'owner' },
  { method: 'DELETE', path: (ids) => `/api/files/${ids.failedFile}`, access: 'owner' },
  { method: 'POST', path: (ids) => `/api/chat/revisions/${ids.revision}/analyze`, access: 'owner' },
  { method: 'GET', path: (ids) => `/api/chat/revisions/${ids.revision}/analyze/stream`, access: 'owner' },
  { method: 'GET', path: (ids) => `/api/chat/${ids.chat}/stream?user_input=What%20is%20missing%3F`, access: 'owner' },
  { method: 'GET', path: (ids) => `/api/chat/${ids.chat}/messages`, access: 'owner' },
  { method: 'GET', path: (ids) => `/api/chat/${ids.chat}/export`, access: 'owner' },
  { method: 'GET', path: (ids) => `/api/chat/${ids.chat}/report`, access: 'owner' },
  { method: 'DELETE', path: (ids) => `/api/projects/${ids.project}`, access: 'owner' },
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
    const [owned, target] = await Promise.all([createOwnedData(server.ctx, client, owner), createTestUser(server.ctx)]);
    await addAnalysisReport(server.ctx, owned, owner);
    // The file rows have no blobs; starting a revision from this one copies them, so they must exist.
    await writeBlobsOf(owned.revision);
    const correction = newId();
    await server.ctx.db
      .insertInto('pii_corrections')
      .values({
        id: correction,
        project_id: owned.project,
        kind: 'keep',
        entity_type: null,
        value: 'Solar',
        value_key: 'solar',
        created_by: owner.user.id,
        created_at: new Date().toISOString(),
      })
      .execute();
    return { ...owned, user: target.user.id, correction };
  }

  async function writeBlobsOf(revisionId: string): Promise<void> {
    const rows = await server.ctx.db
      .selectFrom('files')
      .select('storage_key')
      .where('revision_id', '=', revisionId)
      .execute();
    for (const row of rows) await server.ctx.storage.put(row.storage_key, Readable.from([buildPdf(['Blob.'])]));
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
