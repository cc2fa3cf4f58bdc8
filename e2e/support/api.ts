/**
 * Direct API calls for test setup (users, projects, tokens), so that journeys only click through the part
 * they are about. Every call goes to the same server as the browser (the config's baseURL).
 */
import { createHmac, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

import { ADMIN } from '../playwright.config.js';

export { ADMIN };
export const TOKEN_KEY = 'access_token';

export type ProjectType = 'INNOSUISSE_PROJECT' | 'ETH_PIONEER_FELLOWSHIP';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** An e-mail address no earlier run has used (the data directory is fresh per run, but reruns may reuse it). */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${randomUUID().slice(0, 8)}@example.ch`;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  expect(response.ok(), `${what}: HTTP ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

export async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/auth/token', { form: { username: email, password } });
  const body = await json<{ access_token: string }>(response, `sign in as ${email}`);
  return body.access_token;
}

let adminToken: string | undefined;
export async function getAdminToken(request: APIRequestContext): Promise<string> {
  adminToken ??= await apiToken(request, ADMIN.email, ADMIN.password);
  return adminToken;
}

/**
 * Creates a user through the admin API and changes the admin's password the way the user must at the first
 * sign-in; terms not accepted unless `acceptTerms` is set. `token` is a session of the user.
 */
export async function createUser(
  request: APIRequestContext,
  options: {
    prefix?: string;
    acceptTerms?: boolean;
    projectTypes?: ProjectType[];
    firstName?: string;
    lastName?: string;
  } = {},
): Promise<TestUser & { token: string }> {
  const user = {
    email: uniqueEmail(options.prefix ?? 'user'),
    password: `pw-${randomUUID()}`,
    firstName: options.firstName ?? 'Lea',
    lastName: options.lastName ?? 'Tester',
  };
  const initialPassword = `initial-${randomUUID()}`;
  const response = await request.post('/api/admin/users', {
    headers: bearer(await getAdminToken(request)),
    data: {
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      password: initialPassword,
      is_admin: false,
      allowed_project_types: options.projectTypes ?? ['INNOSUISSE_PROJECT', 'ETH_PIONEER_FELLOWSHIP'],
    },
  });
  const created = await json<{ id: string }>(response, 'create user');
  const token = await changePassword(
    request,
    await apiToken(request, user.email, initialPassword),
    initialPassword,
    user.password,
  );
  if (options.acceptTerms) {
    const accepted = await request.post('/api/auth/accept-disclaimer', { headers: bearer(token) });
    expect(accepted.ok(), `accept terms: HTTP ${accepted.status()}`).toBe(true);
  }
  return { ...user, id: created.id, token };
}

/** Changes the password of the token's user; answers the new session's token. */
export async function changePassword(
  request: APIRequestContext,
  token: string,
  currentPassword: string,
  newPassword: string,
): Promise<string> {
  const response = await request.post('/api/auth/change-password', {
    headers: bearer(token),
    data: { current_password: currentPassword, new_password: newPassword },
  });
  return (await json<{ access_token: string }>(response, 'change password')).access_token;
}

/** An admin's password reset: answers the temporary password, which the user must change at the next sign-in. */
export async function resetPassword(request: APIRequestContext, userId: string): Promise<string> {
  const response = await request.post(`/api/admin/users/${userId}/reset-password`, {
    headers: bearer(await getAdminToken(request)),
  });
  return (await json<{ temporary_password: string }>(response, 'reset password')).temporary_password;
}

export async function createProject(
  request: APIRequestContext,
  token: string,
  name: string,
  projectType: ProjectType,
): Promise<string> {
  const response = await request.post('/api/projects/', {
    headers: bearer(token),
    data: { name, project_type: projectType },
  });
  return (await json<{ id: string }>(response, 'create project')).id;
}

export async function createRevision(request: APIRequestContext, token: string, projectId: string): Promise<string> {
  const response = await request.post(`/api/projects/${projectId}/revisions`, { headers: bearer(token) });
  return (await json<{ id: string }>(response, 'create revision')).id;
}

/** Stores the token before any page script runs, as a signed-in browser would have it. */
export async function useToken(page: Page, token: string): Promise<void> {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
}

/**
 * A copy of a real token with its expiry moved by `expiresInSeconds` (negative: already expired), re-signed with
 * the server's secret (generated into DATA_DIR/jwt-secret, as apps/server/src/auth/tokens.ts does).
 */
export function resignedCopyOf(token: string, expiresInSeconds: number): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (it is chosen in e2e/playwright.config.ts)');
  const secret = readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim();
  const [header, payload] = token.split('.');
  if (!header || !payload) throw new Error('not a JWT');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  const now = Math.floor(Date.now() / 1000);
  const newPayload = Buffer.from(JSON.stringify({ ...claims, iat: now - 7200, exp: now + expiresInSeconds })).toString(
    'base64url',
  );
  const signature = createHmac('sha256', secret).update(`${header}.${newPayload}`).digest('base64url');
  return `${header}.${newPayload}.${signature}`;
}
