/**
 * Sharing a project (issue 18): adding members by e-mail, roles, handing over, leaving and removing, what the
 * dashboard shows and when, and what deleting an account does to the projects it owns.
 */
import type {
  TChatMessage,
  TDashboardResponse,
  TDeletionPreview,
  TProject,
  TProjectMember,
} from '@grant-review/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinProvider } from '../src/llm/builtin-provider.js';
import {
  addTestMember,
  createTestProject,
  createTestRevision,
  createTestUser,
  type TTestUser,
} from './support/factories.js';
import { createClient, type TClient } from './support/http.js';
import { buildPdf } from './support/documents.js';
import { addAnalysisReport, createOwnedData, listBlobKeys } from './support/owned-data.js';
import { startTestServer, type TTestServer } from './support/server.js';

type TDetail = { detail: string };

describe('project members', () => {
  let server: TTestServer;
  let client: TClient;
  let admin: TTestUser;

  beforeAll(async () => {
    server = await startTestServer({ llmProvider: createBuiltinProvider({ chunkDelayMs: 0 }), startJobs: false });
    client = createClient(server.baseUrl);
    admin = await createTestUser(server.ctx, { isAdmin: true });
  });
  afterAll(() => server.close());

  const members = async (projectId: string, token: string) =>
    (await client.get<TProjectMember[]>(`/api/projects/${projectId}/members`, { token })).body;
  const dashboard = async (user: TTestUser) =>
    (await client.get<TDashboardResponse>('/api/projects/dashboard', { token: user.token })).body.projects;

  /** A new owner's project with one new account per role given, added in that order. */
  async function projectWithMembers<const TRoles extends readonly ('editor' | 'viewer')[]>(roles: TRoles) {
    const owner = await createTestUser(server.ctx);
    const project = await createTestProject(client, owner.token);
    const added: TTestUser[] = [];
    for (const role of roles) {
      const member = await createTestUser(server.ctx);
      await addTestMember(client, owner.token, project.id, member.email, role);
      added.push(member);
    }
    return { owner, project, members: added as { [K in keyof TRoles]: TTestUser } };
  }

  it('adds an active account by e-mail with a role, and lists the owner first', async () => {
    const [owner, editor, viewer] = await Promise.all([
      createTestUser(server.ctx, { firstName: 'Olga' }),
      createTestUser(server.ctx, { firstName: 'Emil' }),
      createTestUser(server.ctx, { firstName: 'Vera' }),
    ]);
    const project = await createTestProject(client, owner.token);
    const added = await client.post<TProjectMember>(`/api/projects/${project.id}/members`, {
      token: owner.token,
      json: { email: `  ${viewer.email.toUpperCase()} `, role: 'viewer' },
    });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      user_id: viewer.user.id,
      email: viewer.email,
      name: 'Vera User',
      role: 'viewer',
      added_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
    });
    await addTestMember(client, owner.token, project.id, editor.email, 'editor');
    const listed = await members(project.id, viewer.token);
    expect(listed.map((member) => [member.name, member.role])).toEqual([
      ['Olga User', 'owner'],
      ['Emil User', 'editor'],
      ['Vera User', 'viewer'],
    ]);
  });

  it('answers 404 for an e-mail no active account uses, 409 for a member, 422 for a bad role', async () => {
    const [owner, member, inactive] = await Promise.all([
      createTestUser(server.ctx),
      createTestUser(server.ctx),
      createTestUser(server.ctx),
    ]);
    await server.ctx.db.updateTable('users').set({ is_active: 0 }).where('id', '=', inactive.user.id).execute();
    const project = await createTestProject(client, owner.token);
    const path = `/api/projects/${project.id}/members`;
    for (const email of ['nobody-here@example.com', inactive.email]) {
      const unknown = await client.post<TDetail>(path, { token: owner.token, json: { email, role: 'editor' } });
      expect(unknown.status).toBe(404);
      expect(unknown.body.detail).toBe('No active account uses this e-mail address');
    }
    await addTestMember(client, owner.token, project.id, member.email, 'viewer');
    for (const email of [member.email, owner.email]) {
      const twice = await client.post<TDetail>(path, { token: owner.token, json: { email, role: 'editor' } });
      expect(twice.status).toBe(409);
      expect(twice.body.detail).toBe('This person is already a member of the project');
    }
    for (const json of [
      { email: member.email, role: 'owner' },
      { email: member.email, role: 'admin' },
      { email: 'not an address', role: 'viewer' },
      { role: 'viewer' },
    ]) {
      const invalid = await client.post<TDetail>(path, { token: owner.token, json });
      expect(invalid.status, JSON.stringify(json)).toBe(422);
      expect(invalid.body.detail).toBeTruthy();
    }
    const unknownMember = await client.patch<TDetail>(`${path}/${admin.user.id}`, {
      token: owner.token,
      json: { role: 'editor' },
    });
    expect(unknownMember.status).toBe(404);
    expect(unknownMember.body.detail).toBe('Member not found');
  });

  it('slows down an owner who tries many e-mail addresses, so accounts cannot be mapped through the 404', async () => {
    const owner = await createTestUser(server.ctx);
    const project = await createTestProject(client, owner.token);
    const [first, second] = await Promise.all([createTestUser(server.ctx), createTestUser(server.ctx)]);
    // Real members never count: many can be added in a row.
    await addTestMember(client, owner.token, project.id, first.email, 'viewer');
    const statuses = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      const response = await client.post<{ detail: string }>(`/api/projects/${project.id}/members`, {
        token: owner.token,
        json: { email: `guess-${attempt}@example.com`, role: 'viewer' },
      });
      statuses.push(response.status);
      if (response.status === 429)
        expect(response.body.detail).toBe('Too many addresses without an account. Try again in 15 minutes.');
    }
    expect(statuses).toEqual([...Array<number>(20).fill(404), 429]);
    const refused = await client.post(`/api/projects/${project.id}/members`, {
      token: owner.token,
      json: { email: second.email, role: 'viewer' },
    });
    expect(refused.status).toBe(429);
  });

  it('refuses a role change by an owner who has just handed the project over', async () => {
    const {
      owner,
      project,
      members: [heir],
    } = await projectWithMembers(['editor', 'editor']);
    const memberPath = (user: { user: { id: string } }) => `/api/projects/${project.id}/members/${user.user.id}`;
    const [handOver, demote] = await Promise.all([
      client.patch(memberPath(heir), { token: owner.token, json: { role: 'owner' } }),
      client.patch(memberPath(heir), { token: owner.token, json: { role: 'viewer' } }),
    ]);
    const roles = (await members(project.id, heir.token)).map((member) => member.role).sort();
    // Whichever came first, the project has exactly one owner afterwards.
    expect(roles.filter((role) => role === 'owner')).toHaveLength(1);
    expect([handOver.status, demote.status]).toContain(200);
  });

  it('changes a role, and the new role decides at once', async () => {
    const [owner, member] = await Promise.all([createTestUser(server.ctx), createTestUser(server.ctx)]);
    const project = await createTestProject(client, owner.token);
    await addTestMember(client, owner.token, project.id, member.email, 'viewer');
    const asViewer = await client.post<TDetail>(`/api/projects/${project.id}/revisions`, { token: member.token });
    expect(asViewer.status).toBe(403);
    expect(asViewer.body.detail).toBe('Viewers cannot create revisions');
    const changed = await client.patch<TProjectMember>(`/api/projects/${project.id}/members/${member.user.id}`, {
      token: owner.token,
      json: { role: 'editor' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.role).toBe('editor');
    expect((await client.post(`/api/projects/${project.id}/revisions`, { token: member.token })).status).toBe(201);
    const rename = await client.put<TDetail>(`/api/projects/${project.id}`, {
      token: member.token,
      json: { name: 'Mine now' },
    });
    expect(rename.status).toBe(403);
    expect(rename.body.detail).toBe('Editors cannot rename or describe this project');
  });

  it('hands the project over: the member becomes the owner, the old owner an editor', async () => {
    const [owner, heir] = await Promise.all([createTestUser(server.ctx), createTestUser(server.ctx)]);
    const project = await createTestProject(client, owner.token);
    await addTestMember(client, owner.token, project.id, heir.email, 'viewer');
    const ownSelf = await client.patch<TDetail>(`/api/projects/${project.id}/members/${owner.user.id}`, {
      token: owner.token,
      json: { role: 'editor' },
    });
    expect(ownSelf.status).toBe(409);
    expect(ownSelf.body.detail).toBe('Your role changes only when you hand the project over to another member');

    const handOver = await client.patch<TProjectMember>(`/api/projects/${project.id}/members/${heir.user.id}`, {
      token: owner.token,
      json: { role: 'owner' },
    });
    expect(handOver.status).toBe(200);
    expect(handOver.body.role).toBe('owner');
    const seenByHeir = await client.get<TProject>(`/api/projects/${project.id}`, { token: heir.token });
    expect(seenByHeir.body.role).toBe('owner');
    expect(seenByHeir.body.owner.user_id).toBe(heir.user.id);
    const seenByFormer = await client.get<TProject>(`/api/projects/${project.id}`, { token: owner.token });
    expect(seenByFormer.body.role).toBe('editor');
    const stored = await server.ctx.db
      .selectFrom('projects')
      .select('user_id')
      .where('id', '=', project.id)
      .executeTakeFirstOrThrow();
    expect(stored.user_id).toBe(heir.user.id);
    const owners = await server.ctx.db
      .selectFrom('project_members')
      .select('user_id')
      .where('project_id', '=', project.id)
      .where('role', '=', 'owner')
      .execute();
    expect(owners).toEqual([{ user_id: heir.user.id }]);
    expect((await client.delete(`/api/projects/${project.id}`, { token: owner.token })).status).toBe(403);
    expect((await client.delete(`/api/projects/${project.id}`, { token: heir.token })).status).toBe(204);
  });

  it('lets a member leave, refuses the owner leaving, and lets the owner remove anyone else', async () => {
    const {
      owner,
      project,
      members: [leaver, removed],
    } = await projectWithMembers(['editor', 'viewer']);
    const ownerLeaves = await client.delete<TDetail>(`/api/projects/${project.id}/members/${owner.user.id}`, {
      token: owner.token,
    });
    expect(ownerLeaves.status).toBe(403);
    expect(ownerLeaves.body.detail).toBe('Owners cannot leave their project; hand it over to another member first');
    const removesOther = await client.delete<TDetail>(`/api/projects/${project.id}/members/${removed.user.id}`, {
      token: leaver.token,
    });
    expect(removesOther.status).toBe(403);
    expect(removesOther.body.detail).toBe('Editors cannot manage the members of this project');

    const leave = await client.delete(`/api/projects/${project.id}/members/${leaver.user.id}`, {
      token: leaver.token,
    });
    expect(leave.status).toBe(204);
    expect((await client.get(`/api/projects/${project.id}`, { token: leaver.token })).status).toBe(404);
    const remove = await client.delete(`/api/projects/${project.id}/members/${removed.user.id}`, {
      token: owner.token,
    });
    expect(remove.status).toBe(204);
    expect((await members(project.id, owner.token)).map((member) => member.user_id)).toEqual([owner.user.id]);
  });

  it("ends a removed member's access at once, streams included", async () => {
    const [owner, editor] = await Promise.all([createTestUser(server.ctx), createTestUser(server.ctx)]);
    const owned = await createOwnedData(server.ctx, client, owner);
    await addTestMember(client, owner.token, owned.project, editor.email, 'editor');
    const streamPath = `/api/chat/${owned.chat}/stream?user_input=${encodeURIComponent('What is missing?')}`;
    const before = await client.get(streamPath, { token: editor.token });
    expect(before.status).toBe(200);
    expect(before.text).toContain('"type":"complete"');
    const messages = await client.get<{ user_id: string; message_type: string }[]>(`/api/chat/${owned.chat}/messages`, {
      token: owner.token,
    });
    expect(messages.body.find((message) => message.message_type === 'USER')?.user_id).toBe(editor.user.id);

    await client.delete(`/api/projects/${owned.project}/members/${editor.user.id}`, { token: owner.token });
    const stream = await client.get<TDetail>(streamPath, { token: editor.token });
    expect(stream.status).toBe(404);
    expect(stream.body.detail).toBe('Chat not found');
    const analysis = await client.get<TDetail>(`/api/chat/revisions/${owned.revision}/analyze/stream`, {
      token: editor.token,
    });
    expect(analysis.status).toBe(404);
    expect(analysis.body.detail).toBe('Revision not found');
    expect((await client.get(`/api/files/${owned.file}`, { token: editor.token })).status).toBe(404);
  });

  it('shows shared projects on the dashboard with role and owner, fresh after every change', async () => {
    const [owner, member] = await Promise.all([
      createTestUser(server.ctx, { firstName: 'Olga' }),
      createTestUser(server.ctx),
    ]);
    const own = await createTestProject(client, member.token, { name: 'My own' });
    const shared = await createTestProject(client, owner.token, { name: 'Shared' });
    // The member's dashboard is cached before anything is shared.
    expect((await dashboard(member)).map((project) => project.name)).toEqual(['My own']);

    await addTestMember(client, owner.token, shared.id, member.email, 'viewer');
    const afterAdding = await dashboard(member);
    expect(afterAdding.map((project) => [project.name, project.role, project.owner.name])).toEqual([
      ['Shared', 'viewer', 'Olga User'],
      ['My own', 'owner', 'Test User'],
    ]);
    expect(afterAdding[1]?.owner.user_id).toBe(member.user.id);

    await client.patch(`/api/projects/${shared.id}/members/${member.user.id}`, {
      token: owner.token,
      json: { role: 'editor' },
    });
    expect((await dashboard(member))[0]?.role).toBe('editor');

    await client.put(`/api/projects/${shared.id}`, { token: owner.token, json: { name: 'Shared, renamed' } });
    expect((await dashboard(member))[0]?.name).toBe('Shared, renamed');

    await createTestRevision(client, member.token, shared.id);
    const ownerView = await dashboard(owner);
    expect(ownerView.find((project) => project.id === shared.id)?.revision_count).toBe(1);

    await client.delete(`/api/projects/${shared.id}/members/${member.user.id}`, { token: owner.token });
    expect((await dashboard(member)).map((project) => project.id)).toEqual([own.id]);
  });

  it('hands projects of a deleted account over to the longest-standing editor, else viewer, and deletes the rest', async () => {
    const [leaving, earlyViewer, editor, lateEditor, lonelyViewer] = await Promise.all([
      createTestUser(server.ctx),
      createTestUser(server.ctx),
      createTestUser(server.ctx),
      createTestUser(server.ctx),
      createTestUser(server.ctx),
    ]);
    const toEditor = await createOwnedData(server.ctx, client, leaving);
    await addTestMember(client, leaving.token, toEditor.project, earlyViewer.email, 'viewer');
    await addTestMember(client, leaving.token, toEditor.project, editor.email, 'editor');
    await addTestMember(client, leaving.token, toEditor.project, lateEditor.email, 'editor');
    const toViewer = await createTestProject(client, leaving.token, { name: 'Viewer inherits' });
    await addTestMember(client, leaving.token, toViewer.id, lonelyViewer.email, 'viewer');
    const alone = await createTestProject(client, leaving.token, { name: 'Nobody else' });
    const aloneRevision = await createTestRevision(client, leaving.token, alone.id);
    const form = new FormData();
    form.append('file', new Blob([buildPdf(['Draft'])]), 'draft.pdf');
    const upload = await client.post(
      `/api/projects/${alone.id}/revisions/${aloneRevision.id}/upload-slot/APPLICATION_DRAFT`,
      { token: leaving.token, body: form },
    );
    expect(upload.status).toBe(201);

    // The chat the leaving owner started, with the analysis they asked for, stays with the project.
    await addAnalysisReport(server.ctx, toEditor, leaving);

    const preview = await client.get<TDeletionPreview>(`/api/admin/users/${leaving.user.id}/deletion-preview`, {
      token: admin.token,
    });
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({ projects_handed_over: 2, projects_deleted: 1 });
    expect(
      (await client.get(`/api/admin/users/${leaving.user.id}/deletion-preview`, { token: editor.token })).status,
    ).toBe(403);

    const blobsBefore = await listBlobKeys(server.dataDir);
    expect(blobsBefore.some((key) => key.startsWith(`revisions/${aloneRevision.id}/`))).toBe(true);
    expect((await client.delete(`/api/admin/users/${leaving.user.id}`, { token: admin.token })).status).toBe(204);

    const inherited = await client.get<TProject>(`/api/projects/${toEditor.project}`, { token: editor.token });
    expect(inherited.body.role).toBe('owner');
    expect((await members(toEditor.project, editor.token)).map((member) => [member.user_id, member.role])).toEqual([
      [editor.user.id, 'owner'],
      [lateEditor.user.id, 'editor'],
      [earlyViewer.user.id, 'viewer'],
    ]);
    const viewerInherits = await client.get<TProject>(`/api/projects/${toViewer.id}`, { token: lonelyViewer.token });
    expect(viewerInherits.body.role).toBe('owner');
    const kept = await client.get<TChatMessage[]>(`/api/chat/${toEditor.chat}/messages`, { token: editor.token });
    expect(kept.body.map((message) => [message.message_type, message.user_id])).toEqual([
      ['ASSISTANT', editor.user.id],
    ]);
    expect((await client.get(`/api/files/${toEditor.file}`, { token: editor.token })).status).toBe(200);

    const left = await server.ctx.db.selectFrom('projects').select('id').where('id', '=', alone.id).execute();
    expect(left).toEqual([]);
    const blobsAfter = await listBlobKeys(server.dataDir);
    expect(blobsAfter.some((key) => key.startsWith(`revisions/${aloneRevision.id}/`))).toBe(false);
    const missing = await client.get<TDetail>(`/api/admin/users/${leaving.user.id}/deletion-preview`, {
      token: admin.token,
    });
    expect(missing.status).toBe(404);
  });

  it("keeps a deleted editor's masking corrections and chat in the project, recorded as the owner's", async () => {
    const [owner, editor] = await Promise.all([createTestUser(server.ctx), createTestUser(server.ctx)]);
    const owned = await createOwnedData(server.ctx, client, owner);
    await addTestMember(client, owner.token, owned.project, editor.email, 'editor');
    const correction = await client.post(`/api/projects/${owned.project}/pii-corrections`, {
      token: editor.token,
      json: { kind: 'mask', value: 'Projekt Lumen' },
    });
    expect(correction.status).toBe(201);
    await server.ctx.db.updateTable('chats').set({ user_id: editor.user.id }).where('id', '=', owned.chat).execute();

    expect((await client.delete(`/api/admin/users/${editor.user.id}`, { token: admin.token })).status).toBe(204);
    const corrections = await client.get<{ value: string }[]>(`/api/projects/${owned.project}/pii-corrections`, {
      token: owner.token,
    });
    expect(corrections.body.map((kept) => kept.value)).toEqual(['Projekt Lumen']);
    const stored = await server.ctx.db
      .selectFrom('pii_corrections')
      .select('created_by')
      .where('project_id', '=', owned.project)
      .execute();
    expect(stored).toEqual([{ created_by: owner.user.id }]);
    expect((await client.get(`/api/chat/${owned.chat}/messages`, { token: owner.token })).status).toBe(200);
  });
});
