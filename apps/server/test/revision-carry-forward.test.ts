/** Issue 13: a new revision started from an existing one carries its files over, through the real HTTP API. */
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { TDocumentFile, TRevision } from '@grant-review/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/lib/ids.js';
import { loadMaskingCorrectionsOfRevision } from '../src/projects/pii-corrections.queries.js';
import { APPLICATION_LINES, BUDGET_LINES, buildDocx, buildPdf } from './support/documents.js';
import { createTestProject, createTestRevision, createTestUser, type TTestUser } from './support/factories.js';
import { createClient, type TClient } from './support/http.js';
import { localBlobPath, startTestServer, type TTestServer } from './support/server.js';
import { listRevisions, uploadFile, waitForProcessing } from './support/uploads.js';

type TDetail = { detail: string };

describe('new revision from an existing one', () => {
  let server: TTestServer;
  let client: TClient;
  let owner: TTestUser;
  let stranger: TTestUser;
  let docx: Buffer;
  let pdf: Buffer;

  beforeAll(async () => {
    server = await startTestServer();
    client = createClient(server.baseUrl);
    [owner, stranger] = await Promise.all([createTestUser(server.ctx), createTestUser(server.ctx)]);
    docx = await buildDocx(APPLICATION_LINES);
    pdf = buildPdf(BUDGET_LINES);
  });
  afterAll(() => server.close());

  /** A project with one revision holding a processed DOCX draft and a processed PDF budget. */
  async function processedSource(user = owner) {
    const project = await createTestProject(client, user.token);
    const revision = await createTestRevision(client, user.token, project.id);
    const target = { projectId: project.id, revisionId: revision.id };
    const draft = await uploadFile(
      client,
      user.token,
      { ...target, slot: 'APPLICATION_DRAFT' },
      { name: 'draft.docx', data: docx },
    );
    const budget = await uploadFile(
      client,
      user.token,
      { ...target, slot: 'FUNDING_PROPOSAL' },
      { name: 'budget.pdf', data: pdf },
    );
    expect([draft.status, budget.status]).toEqual([201, 201]);
    const files = [
      await waitForProcessing(client, user.token, draft.body.id),
      await waitForProcessing(client, user.token, budget.body.id),
    ];
    return { projectId: project.id, revisionId: revision.id, files };
  }

  const carryForward = (projectId: string, body: unknown, token = owner.token) =>
    client.post<TRevision & TDetail>(`/api/projects/${projectId}/revisions`, { token, json: body });

  const blobPathOf = async (fileId: string) => {
    const row = await server.ctx.db
      .selectFrom('files')
      .select('storage_key')
      .where('id', '=', fileId)
      .executeTakeFirstOrThrow();
    return localBlobPath(server, row.storage_key);
  };

  const getFile = (fileId: string) =>
    client.get<TDocumentFile & TDetail>(`/api/files/${fileId}`, { token: owner.token });

  /** What a carried file must keep: everything but its identity and creation time. */
  const carriedFields = ({ id: _id, filename: _filename, created_at: _created, ...rest }: TDocumentFile) => rest;

  const placeholderMap = async (revisionId: string) =>
    (
      await server.ctx.db
        .selectFrom('placeholder_maps')
        .select(['entity_type', 'value_key', 'value', 'placeholder'])
        .where('revision_id', '=', revisionId)
        .orderBy('placeholder')
        .execute()
    ).map((entry) => ({ ...entry }));

  const counters = async (revisionId: string) =>
    (
      await server.ctx.db
        .selectFrom('placeholder_counters')
        .select(['entity_type', 'last_number'])
        .where('revision_id', '=', revisionId)
        .orderBy('entity_type')
        .execute()
    ).map((counter) => ({ ...counter, last_number: Number(counter.last_number) }));

  it('copies the files with their text, entities and placeholders, and their blobs into the new revision', async () => {
    const source = await processedSource();
    const created = await carryForward(source.projectId, { from_revision_id: source.revisionId });
    expect(created.status, created.text).toBe(201);
    expect(created.body.id).not.toBe(source.revisionId);
    expect(created.body.chat).toBeNull();

    const revisions = await listRevisions(client, owner.token, source.projectId);
    expect(revisions.map((revision) => revision.id)).toEqual([created.body.id, source.revisionId]);
    const carried = [...created.body.files].sort((left, right) => left.file_role.localeCompare(right.file_role));
    const originals = [...source.files].sort((left, right) => left.file_role.localeCompare(right.file_role));
    expect(carried.map((file) => file.file_role)).toEqual(['APPLICATION_DRAFT', 'FUNDING_PROPOSAL']);
    for (const [index, file] of carried.entries()) {
      const original = originals[index]!;
      expect(file.id).not.toBe(original.id);
      expect(file.processing_status).toBe('PROCESSED');
      expect(file.pii_entities.length).toBeGreaterThan(0);
      expect(carriedFields(file)).toEqual(carriedFields(original));
      expect(file.anonymized_content).toContain('[EMAIL_ADDRESS_1]');

      // Its own blob, with the same bytes, under the new revision's folder.
      const [copy, originalBlob] = [await blobPathOf(file.id), await blobPathOf(original.id)];
      expect(copy).not.toBe(originalBlob);
      expect(copy).toContain(created.body.id);
      expect(await readFile(copy)).toEqual(await readFile(originalBlob));
    }
    expect(await placeholderMap(created.body.id)).toEqual(await placeholderMap(source.revisionId));
    expect((await placeholderMap(created.body.id)).length).toBeGreaterThan(0);
    expect(await counters(created.body.id)).toEqual(await counters(source.revisionId));

    // Reviewable: the document model came over too.
    const structure = await client.get(`/api/files/${carried[0]!.id}/structure`, { token: owner.token });
    expect(structure.status).toBe(200);
  });

  it('needs no copying for masking corrections: they belong to the project, so the new revision has them', async () => {
    const source = await processedSource();
    await server.ctx.db
      .insertInto('pii_corrections')
      .values({
        id: newId(),
        project_id: source.projectId,
        kind: 'keep',
        entity_type: null,
        value: 'Helio AG',
        value_key: 'helio ag',
        created_by: owner.user.id,
        created_at: new Date().toISOString(),
      })
      .execute();
    const created = await carryForward(source.projectId, { from_revision_id: source.revisionId });
    expect(created.status).toBe(201);
    const corrections = await loadMaskingCorrectionsOfRevision(server.ctx.db, created.body.id);
    expect(corrections).toEqual(await loadMaskingCorrectionsOfRevision(server.ctx.db, source.revisionId));
    expect(corrections.map((correction) => correction.value)).toContain('Helio AG');
  });

  it('keeps a carried file in one revision when it is deleted in the other, and removes only that side’s blob', async () => {
    const source = await processedSource();
    const created = await carryForward(source.projectId, { from_revision_id: source.revisionId });
    const [oldDraft, newDraft] = [source.files, created.body.files].map((files) =>
      files.find((file) => file.file_role === 'APPLICATION_DRAFT')!,
    );
    const [oldBlob, newBlob] = [await blobPathOf(oldDraft!.id), await blobPathOf(newDraft!.id)];

    // Deleted in the new revision: still there, reviewable and on disk in the old one.
    expect((await client.delete(`/api/files/${newDraft!.id}`, { token: owner.token })).status).toBe(204);
    expect(existsSync(newBlob)).toBe(false);
    expect(existsSync(oldBlob)).toBe(true);
    const kept = await getFile(oldDraft!.id);
    expect(kept.status).toBe(200);
    expect(kept.body.content).toBe(oldDraft!.content);
    expect((await client.get(`/api/files/${oldDraft!.id}/structure`, { token: owner.token })).status).toBe(200);

    // And the other way round: the budget deleted in the old revision stays in the new one.
    const [oldBudget, newBudget] = [source.files, created.body.files].map((files) =>
      files.find((file) => file.file_role === 'FUNDING_PROPOSAL')!,
    );
    const [oldBudgetBlob, newBudgetBlob] = [await blobPathOf(oldBudget!.id), await blobPathOf(newBudget!.id)];
    expect((await client.delete(`/api/files/${oldBudget!.id}`, { token: owner.token })).status).toBe(204);
    expect(existsSync(oldBudgetBlob)).toBe(false);
    expect(existsSync(newBudgetBlob)).toBe(true);
    const stays = await getFile(newBudget!.id);
    expect(stays.status).toBe(200);
    expect(stays.body.anonymized_content).toBe(oldBudget!.anonymized_content);
  });

  it('leaves the new revision intact when the whole source revision is deleted', async () => {
    const source = await processedSource();
    const created = await carryForward(source.projectId, { from_revision_id: source.revisionId });
    const sourceBlobs = await Promise.all(source.files.map((file) => blobPathOf(file.id)));
    const deleted = await client.delete(`/api/projects/${source.projectId}/revisions/${source.revisionId}`, {
      token: owner.token,
    });
    expect(deleted.status).toBe(204);
    for (const blob of sourceBlobs) expect(existsSync(blob)).toBe(false);
    for (const file of created.body.files) {
      const response = await getFile(file.id);
      expect(response.status).toBe(200);
      expect(response.body.content).toBe(file.content);
      expect(existsSync(await blobPathOf(file.id))).toBe(true);
    }
    expect(await placeholderMap(created.body.id)).not.toEqual([]);
    expect(await placeholderMap(source.revisionId)).toEqual([]);
  });

  it('carries a file not processed yet as uploaded, and the job queue processes it again', async () => {
    const source = await processedSource();
    const draft = source.files.find((file) => file.file_role === 'APPLICATION_DRAFT')!;
    // As if the source's draft were still waiting: the carried copy must be processed, not copied half-done.
    await server.ctx.db
      .updateTable('files')
      .set({ status: 'UPLOADED', content: null, structure: null, anonymized_content: null })
      .where('id', '=', draft.id)
      .execute();
    await server.ctx.db.deleteFrom('pii_entities').where('file_id', '=', draft.id).execute();
    const created = await carryForward(source.projectId, { from_revision_id: source.revisionId });
    expect(created.status).toBe(201);
    const carried = created.body.files.find((file) => file.file_role === 'APPLICATION_DRAFT')!;
    expect(['UPLOADED', 'PROCESSING']).toContain(carried.processing_status);
    expect(carried.content).toBeNull();
    const processed = await waitForProcessing(client, owner.token, carried.id);
    expect(processed.processing_status).toBe('PROCESSED');
    expect(processed.content).toBe(draft.content);
    // The budget, carried processed, and the reprocessed draft still share the e-mail address's placeholder.
    expect(processed.anonymized_content).toContain('[EMAIL_ADDRESS_1]');
  });

  it('answers 404 for a revision of another project or of another user, and for an unknown id', async () => {
    const source = await processedSource();
    const otherProject = await createTestProject(client, owner.token);
    const notHere = await carryForward(otherProject.id, { from_revision_id: source.revisionId });
    expect(notHere.status).toBe(404);
    expect(notHere.body.detail).toBe('Revision not found');

    const strangersProject = await createTestProject(client, stranger.token);
    const strangersRevision = await createTestRevision(client, stranger.token, strangersProject.id);
    const foreign = await carryForward(source.projectId, { from_revision_id: strangersRevision.id });
    expect(foreign.status).toBe(404);
    expect(foreign.body.detail).toBe('Revision not found');
    // Nor can the stranger start a revision of their own project from the owner's revision.
    const stolen = await carryForward(strangersProject.id, { from_revision_id: source.revisionId }, stranger.token);
    expect(stolen.status).toBe(404);

    for (const unknown of [newId(), 'not-an-id']) {
      const response = await carryForward(source.projectId, { from_revision_id: unknown });
      expect(response.status).toBe(404);
      expect(response.body.detail).toBe('Revision not found');
    }
    // None of the refusals created a revision.
    expect(await listRevisions(client, owner.token, otherProject.id)).toEqual([]);
    expect((await listRevisions(client, owner.token, source.projectId)).length).toBe(1);
  });

  it('refuses unknown keys with 422 and still creates an empty revision without a body or with an empty one', async () => {
    const source = await processedSource();
    const unknownKey = await carryForward(source.projectId, { from_revision_id: source.revisionId, files: 'all' });
    expect(unknownKey.status).toBe(422);
    expect(unknownKey.body.detail).toBeTruthy();
    const wrongType = await carryForward(source.projectId, { from_revision_id: 42 });
    expect(wrongType.status).toBe(422);

    const noBody = await client.post<TRevision>(`/api/projects/${source.projectId}/revisions`, { token: owner.token });
    expect(noBody.status).toBe(201);
    expect(noBody.body.files).toEqual([]);
    const emptyBody = await carryForward(source.projectId, {});
    expect(emptyBody.status).toBe(201);
    expect(emptyBody.body.files).toEqual([]);
    expect((await listRevisions(client, owner.token, source.projectId)).length).toBe(3);
  });

  it('leaves nothing behind when a blob copy fails: no revision, no rows, no copied blobs', async () => {
    const source = await processedSource();
    const revisionsFolder = path.join(server.dataDir, 'files', 'revisions');
    const foldersBefore = (await readdir(revisionsFolder)).sort();
    const storage = server.ctx.storage;
    const realCopy = storage.copy.bind(storage);
    let calls = 0;
    storage.copy = async (from, to) => {
      calls++;
      if (calls === 2) throw new Error('disk full');
      return realCopy(from, to);
    };
    try {
      const failed = await carryForward(source.projectId, { from_revision_id: source.revisionId });
      expect(failed.status).toBe(500);
    } finally {
      storage.copy = realCopy;
    }
    expect(calls).toBe(2);
    expect((await listRevisions(client, owner.token, source.projectId)).map((revision) => revision.id)).toEqual([
      source.revisionId,
    ]);
    expect((await readdir(revisionsFolder)).sort()).toEqual(foldersBefore);
    const fileCount = await server.ctx.db
      .selectFrom('files')
      .innerJoin('revisions', 'revisions.id', 'files.revision_id')
      .select('files.id')
      .where('revisions.project_id', '=', source.projectId)
      .execute();
    expect(fileCount.length).toBe(2);
  });
});
