/** Test data built through the domain layer; sign-in tokens minted the way the token route does. */
import { randomBytes } from 'node:crypto';
import type { TProject, TProjectMember, TProjectType, TRevision } from '@grant-review/contract';
import type { TAppContext } from '../../src/context.js';
import type { UserRow } from '../../src/db/schema.js';
import { createUser } from '../../src/users/users.service.js';
import type { TClient } from './http.js';

export interface TTestUser {
  user: UserRow;
  email: string;
  password: string;
  token: string;
}

export async function createTestUser(
  ctx: TAppContext,
  options: {
    isAdmin?: boolean;
    acceptedTerms?: boolean;
    projectTypes?: TProjectType[];
    email?: string;
    firstName?: string;
    password?: string;
    /** A temporary password (admin reset): only me, change-password and logout answer until it is changed. */
    mustChangePassword?: boolean;
  } = {},
): Promise<TTestUser> {
  const email = options.email ?? `user-${randomBytes(4).toString('hex')}@example.com`;
  const password = options.password ?? `pw-${randomBytes(8).toString('hex')}`;
  const user = await createUser(ctx.db, {
    email,
    password,
    first_name: options.firstName ?? 'Test',
    last_name: 'User',
    is_admin: options.isAdmin ?? false,
    accepted_disclaimer: options.acceptedTerms ?? true,
    must_change_password: options.mustChangePassword ?? false,
    ...(options.projectTypes ? { allowed_project_types: options.projectTypes } : {}),
  });
  const token = await ctx.tokens.sign({ userId: user.id, tokenVersion: user.token_version });
  return { user, email, password, token };
}

export async function createTestProject(
  client: TClient,
  token: string,
  body: { name?: string; description?: string; project_type?: TProjectType } = {},
): Promise<TProject> {
  const response = await client.post<TProject>('/api/projects/', {
    token,
    json: { name: 'Solar roof tiles', project_type: 'INNOSUISSE_PROJECT', ...body },
  });
  if (response.status !== 201) throw new Error(`project not created: ${response.status} ${response.text}`);
  return response.body;
}

export async function createTestRevision(client: TClient, token: string, projectId: string): Promise<TRevision> {
  const response = await client.post<TRevision>(`/api/projects/${projectId}/revisions`, { token });
  if (response.status !== 201) throw new Error(`revision not created: ${response.status} ${response.text}`);
  return response.body;
}

/** Adds the account with `email` to the project through the owner's member route. */
export async function addTestMember(
  client: TClient,
  ownerToken: string,
  projectId: string,
  email: string,
  role: 'editor' | 'viewer',
): Promise<TProjectMember> {
  const response = await client.post<TProjectMember>(`/api/projects/${projectId}/members`, {
    token: ownerToken,
    json: { email, role },
  });
  if (response.status !== 201) throw new Error(`member not added: ${response.status} ${response.text}`);
  return response.body;
}
