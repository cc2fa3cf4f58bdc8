/**
 * Deleting a user, project or revision removes every row under it (files, entities, the
 * placeholder map, chats, messages) on both databases, and the stored blobs.
 */
import { existsSync } from 'node:fs';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/lib/ids.js';
import { nowIso } from '../src/lib/time.js';
import { createTestProject, createTestRevision, createTestUser, type TTestUser } from './support/factories.js';
import { createClient, type TClient } from './support/http.js';
import { localBlobPath, startTestServer, type TTestServer } from './support/server.js';

describe('cascading deletes', () => {
  let server: TTestServer;
  let client: TClient;
  let admin: TTestUser;

  beforeAll(async () => {
    server = await startTestServer();
    client = createClient(server.baseUrl);
    admin = await createTestUser(server.ctx, { isAdmin: true });
  });
  afterAll(() => server.close());

  /** A revision with one stored file, an entity, a placeholder, a chat and a message. */
  async function populate(user: TTestUser) {
    const project = await createTestProject(client, user.token);
    const revision = await createTestRevision(client, user.token, project.id);
    const { db, storage } = server.ctx;
    const now = nowIso();
    const fileId = newId();
    const storageKey = `${revision.id}/${fileId}.pdf`;
    await storage.put(storageKey, Readable.from([Buffer.from('%PDF-1.4 test')]));
    await db
      .insertInto('files')
      .values({
        id: fileId,
        revision_id: revision.id,
        slot: 'APPLICATION_DRAFT',
        original_filename: 'draft.pdf',
        stored_filename: `${fileId}.pdf`,
        storage_key: storageKey,
        file_type: 'pdf',
        file_size: 13,
        status: 'PROCESSED',
        error: null,
        content: 'Anna Muster',
        anonymized_content: '[PERSON_1]',
        attempts: 1,
        claimed_by: null,
        claimed_until: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db
      .insertInto('pii_entities')
      .values({
        id: newId(),
        file_id: fileId,
        entity_type: 'PERSON',
        text: 'Anna Muster',
        start_offset: 0,
        end_offset: 11,
        confidence: 0.9,
        placeholder: '[PERSON_1]',
      })
      .execute();
    await db
      .insertInto('placeholder_maps')
      .values({
        id: newId(),
        revision_id: revision.id,
        entity_type: 'PERSON',
        value_key: 'anna muster',
        value: 'Anna Muster',
        placeholder: '[PERSON_1]',
        created_at: now,
      })
      .execute();
    await db
      .insertInto('placeholder_counters')
      .values({ revision_id: revision.id, entity_type: 'PERSON', last_number: 1 })
      .execute();
    const chatId = newId();
    await db
      .insertInto('chats')
      .values({ id: chatId, revision_id: revision.id, user_id: user.user.id, created_at: now, updated_at: now })
      .execute();
    const messageId = newId();
    await db
      .insertInto('messages')
      .values({
        id: messageId,
        chat_id: chatId,
        user_id: user.user.id,
        seq: 1,
        message_type: 'ASSISTANT',
        content: 'Review',
        html_content: '<p>Review</p>',
        is_interrupted: 0,
        created_at: now,
      })
      .execute();
    await db
      .insertInto('review_reports')
      .values({
        id: newId(),
        chat_id: chatId,
        message_id: messageId,
        reviewer: 'builtin',
        report: '{}',
        created_at: now,
      })
      .execute();
    return { project, revision, fileId, chatId, blobPath: localBlobPath(server, storageKey) };
  }

  async function countRows(scope: { fileId: string; revisionId: string; chatId: string }) {
    const { db } = server.ctx;
    const count = async (query: Promise<unknown[]>) => (await query).length;
    return {
      files: await count(db.selectFrom('files').select('id').where('id', '=', scope.fileId).execute()),
      entities: await count(db.selectFrom('pii_entities').select('id').where('file_id', '=', scope.fileId).execute()),
      placeholders: await count(
        db.selectFrom('placeholder_maps').select('id').where('revision_id', '=', scope.revisionId).execute(),
      ),
      chats: await count(db.selectFrom('chats').select('id').where('id', '=', scope.chatId).execute()),
      counters: await count(
        db
          .selectFrom('placeholder_counters')
          .select('revision_id')
          .where('revision_id', '=', scope.revisionId)
          .execute(),
      ),
      messages: await count(db.selectFrom('messages').select('id').where('chat_id', '=', scope.chatId).execute()),
      reports: await count(db.selectFrom('review_reports').select('id').where('chat_id', '=', scope.chatId).execute()),
    };
  }
  const nothing = { files: 0, entities: 0, placeholders: 0, counters: 0, chats: 0, messages: 0, reports: 0 };

  it('deleting a revision removes its files, entities, map, chat, messages and blobs', async () => {
    const user = await createTestUser(server.ctx);
    const data = await populate(user);
    const scope = { fileId: data.fileId, revisionId: data.revision.id, chatId: data.chatId };
    expect(await countRows(scope)).toEqual({
      files: 1,
      entities: 1,
      placeholders: 1,
      counters: 1,
      chats: 1,
      messages: 1,
      reports: 1,
    });
    expect(existsSync(data.blobPath)).toBe(true);
    const response = await client.delete(`/api/projects/${data.project.id}/revisions/${data.revision.id}`, {
      token: user.token,
    });
    expect(response.status).toBe(204);
    expect(await countRows(scope)).toEqual(nothing);
    expect(existsSync(data.blobPath)).toBe(false);
  });

  it('deleting a project removes its revisions and everything under them', async () => {
    const user = await createTestUser(server.ctx);
    const data = await populate(user);
    expect((await client.delete(`/api/projects/${data.project.id}`, { token: user.token })).status).toBe(204);
    const revisions = await server.ctx.db
      .selectFrom('revisions')
      .select('id')
      .where('project_id', '=', data.project.id)
      .execute();
    expect(revisions).toEqual([]);
    expect(await countRows({ fileId: data.fileId, revisionId: data.revision.id, chatId: data.chatId })).toEqual(
      nothing,
    );
    expect(existsSync(data.blobPath)).toBe(false);
  });

  it('deleting a user removes their projects, activity log, ended sessions and everything under them', async () => {
    const user = await createTestUser(server.ctx);
    const data = await populate(user);
    const endedSession = await server.ctx.tokens.sign({ userId: user.user.id, tokenVersion: 0 });
    expect((await client.post('/api/auth/logout', { token: endedSession })).status).toBe(204);
    expect((await client.delete(`/api/admin/users/${user.user.id}`, { token: admin.token })).status).toBe(204);
    const { db } = server.ctx;
    expect(await db.selectFrom('revoked_tokens').select('jti').where('user_id', '=', user.user.id).execute()).toEqual(
      [],
    );
    expect(await db.selectFrom('projects').select('id').where('user_id', '=', user.user.id).execute()).toEqual([]);
    expect(await db.selectFrom('revision_log').select('id').where('user_id', '=', user.user.id).execute()).toEqual([]);
    expect(await countRows({ fileId: data.fileId, revisionId: data.revision.id, chatId: data.chatId })).toEqual(
      nothing,
    );
    expect(existsSync(data.blobPath)).toBe(false);
  });
});
