/** Slot uploads and the processing pipeline, through the real HTTP API and worker threads. */
import { existsSync } from 'node:fs';
import type { TDocumentFile, TRevision } from '@grant-review/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_LINES, BUDGET_LINES, buildDocx, buildPdf } from './support/documents.js';
import { createTestProject, createTestRevision, createTestUser, type TTestUser } from './support/factories.js';
import { createClient, type TClient } from './support/http.js';
import { localBlobPath, startTestServer, type TTestServer } from './support/server.js';
import { listRevisions, uploadFile, waitForProcessing } from './support/uploads.js';

type TDetail = { detail: string };

describe('files', () => {
  let server: TTestServer;
  let client: TClient;
  let owner: TTestUser;
  let docx: Buffer;
  let pdf: Buffer;

  beforeAll(async () => {
    server = await startTestServer({ env: { MAX_UPLOAD_MB: '1' } });
    client = createClient(server.baseUrl);
    owner = await createTestUser(server.ctx);
    docx = await buildDocx(APPLICATION_LINES);
    pdf = buildPdf(BUDGET_LINES);
  });
  afterAll(() => server.close());

  async function newRevision(
    user = owner,
    projectType: 'INNOSUISSE_PROJECT' | 'ETH_PIONEER_FELLOWSHIP' = 'INNOSUISSE_PROJECT',
  ) {
    const project = await createTestProject(client, user.token, { project_type: projectType });
    const revision = await createTestRevision(client, user.token, project.id);
    return { projectId: project.id, revisionId: revision.id };
  }

  it('uploads a DOCX and a PDF, extracts their text and masks the same person the same way in both', async () => {
    const target = await newRevision();
    const draft = await uploadFile(
      client,
      owner.token,
      { ...target, slot: 'APPLICATION_DRAFT' },
      {
        name: 'Application Draft.DOCX',
        data: docx,
      },
    );
    expect(draft.status).toBe(201);
    expect(draft.body).toMatchObject({
      original_filename: 'Application Draft.DOCX',
      file_role: 'APPLICATION_DRAFT',
      role: 'Application Draft',
      processing_status: 'UPLOADED',
      file_type: 'docx',
      file_size: docx.length,
      content: null,
      pii_entities: [],
      pii_entity_counts: {},
      error: null,
    });
    expect(draft.body.filename).toMatch(/^[0-9a-f-]{36}\.docx$/);
    const budget = await uploadFile(
      client,
      owner.token,
      { ...target, slot: 'FUNDING_PROPOSAL' },
      {
        name: 'budget.pdf',
        data: pdf,
      },
    );
    expect(budget.status).toBe(201);

    const processedDraft = await waitForProcessing(client, owner.token, draft.body.id);
    const processedBudget = await waitForProcessing(client, owner.token, budget.body.id);
    expect(processedDraft.processing_status).toBe('PROCESSED');
    expect(processedBudget.processing_status).toBe('PROCESSED');
    expect(processedDraft.content).toContain('SolarSkin roof tiles');
    expect(processedBudget.content).toContain('Total project costs: CHF 400000');

    for (const file of [processedDraft, processedBudget]) {
      for (const entity of file.pii_entities) {
        expect(file.content?.slice(entity.start, entity.end)).toBe(entity.text);
        expect(file.anonymized_content).not.toContain(entity.text);
      }
    }
    const types = processedDraft.pii_entities.map((entity) => entity.entity_type);
    expect(types).toEqual(expect.arrayContaining(['PERSON', 'EMAIL_ADDRESS', 'PHONE_NUMBER']));
    expect(processedDraft.anonymized_content).toContain('[EMAIL_ADDRESS_1]');
    // Every entity says why it was masked, and the reasons survive the database and the presenter.
    for (const entity of processedDraft.pii_entities) expect(entity.reasons?.length).toBeGreaterThan(0);
    const email = processedDraft.pii_entities.find((entity) => entity.entity_type === 'EMAIL_ADDRESS');
    expect(email?.reasons).toContain('e-mail address format');
    expect(processedDraft.anonymized_content).toContain('Helio AG');
    expect(processedDraft.anonymized_content).toContain('CHF 400000');
    // The same e-mail address gets the same placeholder in the other file of the revision.
    expect(processedBudget.anonymized_content).toContain('Contact for questions: [EMAIL_ADDRESS_1]');

    const [revision] = await listRevisions(client, owner.token, target.projectId);
    expect(revision?.files.map((file) => file.file_role).sort()).toEqual(['APPLICATION_DRAFT', 'FUNDING_PROPOSAL']);
    expect(revision?.files.every((file) => file.processing_status === 'PROCESSED')).toBe(true);
    expect(revision?.files.find((file) => file.id === draft.body.id)?.content).toBe(processedDraft.content);

    // For polling, the list can leave out the text and the entities, and keep everything else with their counts.
    const light = await client.get<TRevision[]>(`/api/projects/${target.projectId}/revisions?include_content=false`, {
      token: owner.token,
    });
    const lightDraft = light.body[0]?.files.find((file) => file.id === draft.body.id);
    expect(lightDraft).toMatchObject({ content: null, anonymized_content: null, processing_status: 'PROCESSED' });
    expect(lightDraft?.pii_entities).toEqual([]);
    const counts: Record<string, number> = {};
    for (const entity of processedDraft.pii_entities)
      counts[entity.entity_type] = (counts[entity.entity_type] ?? 0) + 1;
    expect(Object.keys(counts).length).toBeGreaterThan(0);
    expect(lightDraft?.pii_entity_counts).toEqual(counts);
    expect(processedDraft.pii_entity_counts).toEqual(counts);
    expect(revision?.files.find((file) => file.id === draft.body.id)?.pii_entity_counts).toEqual(counts);
    const invalid = await client.get(`/api/projects/${target.projectId}/revisions?include_content=maybe`, {
      token: owner.token,
    });
    expect(invalid.status).toBe(422);
  });

  it('refuses other extensions with 415 and the spec message, checked case-insensitively', async () => {
    const target = await newRevision();
    for (const name of ['notes.txt', 'draft.doc', 'draft.pdf.exe', 'no-extension', '.docx.zip']) {
      const response = await uploadFile(
        client,
        owner.token,
        { ...target, slot: 'APPLICATION_DRAFT' },
        {
          name,
          data: pdf,
        },
      );
      expect(response.status, name).toBe(415);
      expect(response.body.detail).toBe('Invalid file type. Accepted types: .pdf, .docx');
    }
    const upper = await uploadFile(
      client,
      owner.token,
      { ...target, slot: 'APPLICATION_DRAFT' },
      {
        name: 'DRAFT.PDF',
        data: pdf,
      },
    );
    expect(upper.status).toBe(201);
  });

  it('refuses content that does not match the name', async () => {
    const target = await newRevision();
    const cases = [
      { name: 'fake.pdf', data: Buffer.from('just some text pretending to be a PDF'), message: /not a valid PDF/ },
      { name: 'fake.docx', data: pdf, message: /not a valid DOCX/ },
      { name: 'zip.docx', data: Buffer.from('PK\x03\x04 broken zip'), message: /not a valid DOCX/ },
    ];
    for (const { name, data, message } of cases) {
      const response = await uploadFile(client, owner.token, { ...target, slot: 'APPLICATION_DRAFT' }, { name, data });
      expect(response.status, name).toBe(415);
      expect(response.body.detail).toMatch(message);
    }
    expect((await listRevisions(client, owner.token, target.projectId))[0]?.files).toEqual([]);
  });

  it('accepts only the slots of the project type', async () => {
    const innosuisse = await newRevision();
    const wrongSlot = await uploadFile(
      client,
      owner.token,
      { ...innosuisse, slot: 'CV' },
      { name: 'cv.pdf', data: pdf },
    );
    expect(wrongSlot.status).toBe(400);
    expect(wrongSlot.body.detail).toContain('APPLICATION_DRAFT');
    const eth = await newRevision(owner, 'ETH_PIONEER_FELLOWSHIP');
    const cv = await uploadFile(client, owner.token, { ...eth, slot: 'CV' }, { name: 'cv.pdf', data: pdf });
    expect(cv.status).toBe(201);
    expect(cv.body.role).toBe('CV');
  });

  it('refuses a request without a multipart field named file', async () => {
    const target = await newRevision();
    const wrongField = await uploadFile(
      client,
      owner.token,
      { ...target, slot: 'APPLICATION_DRAFT' },
      {
        name: 'draft.pdf',
        data: pdf,
        field: 'document',
      },
    );
    expect(wrongField.status).toBe(400);
    const json = await client.post<TDetail>(
      `/api/projects/${target.projectId}/revisions/${target.revisionId}/upload-slot/APPLICATION_DRAFT`,
      { token: owner.token, json: { file: 'x' } },
    );
    expect(json.status).toBe(415);
  });

  it('refuses a file above MAX_UPLOAD_MB with 413 and keeps nothing of it', async () => {
    const target = await newRevision();
    const big = Buffer.concat([pdf, Buffer.alloc(1024 * 1024 + 10, 0x20)]);
    const response = await uploadFile(
      client,
      owner.token,
      { ...target, slot: 'APPLICATION_DRAFT' },
      {
        name: 'big.pdf',
        data: big,
      },
    );
    expect(response.status).toBe(413);
    expect(response.body.detail).toMatch(/maximum size is 1 MB/);
    expect((await listRevisions(client, owner.token, target.projectId))[0]?.files).toEqual([]);
  });

  it('replaces the file of a filled slot: the old file, blob and data go', async () => {
    const target = await newRevision();
    const first = await uploadFile(
      client,
      owner.token,
      { ...target, slot: 'APPLICATION_DRAFT' },
      {
        name: 'v1.docx',
        data: docx,
      },
    );
    await waitForProcessing(client, owner.token, first.body.id);
    const firstRow = await server.ctx.db
      .selectFrom('files')
      .selectAll()
      .where('id', '=', first.body.id)
      .executeTakeFirstOrThrow();
    const firstBlob = localBlobPath(server, firstRow.storage_key);
    expect(existsSync(firstBlob)).toBe(true);

    const second = await uploadFile(
      client,
      owner.token,
      { ...target, slot: 'APPLICATION_DRAFT' },
      {
        name: 'v2.pdf',
        data: buildPdf(['A second draft without personal data.']),
      },
    );
    expect(second.status).toBe(201);
    expect((await client.get(`/api/files/${first.body.id}`, { token: owner.token })).status).toBe(404);
    expect(existsSync(firstBlob)).toBe(false);
    const processed = await waitForProcessing(client, owner.token, second.body.id);
    expect(processed.original_filename).toBe('v2.pdf');
    const [revision] = await listRevisions(client, owner.token, target.projectId);
    expect(revision?.files.map((file) => file.id)).toEqual([second.body.id]);
    // The old file's placeholders are personal data with no use any more.
    const map = await server.ctx.db
      .selectFrom('placeholder_maps')
      .select('value')
      .where('revision_id', '=', target.revisionId)
      .execute();
    expect(map).toEqual([]);
  });

  it('deletes a file with its blob, entities and unused placeholders', async () => {
    const target = await newRevision();
    const uploaded = await uploadFile(
      client,
      owner.token,
      { ...target, slot: 'APPLICATION_DRAFT' },
      {
        name: 'draft.docx',
        data: docx,
      },
    );
    await waitForProcessing(client, owner.token, uploaded.body.id);
    const row = await server.ctx.db
      .selectFrom('files')
      .selectAll()
      .where('id', '=', uploaded.body.id)
      .executeTakeFirstOrThrow();
    const deleted = await client.delete(`/api/files/${uploaded.body.id}`, { token: owner.token });
    expect(deleted.status).toBe(204);
    expect((await client.get(`/api/files/${uploaded.body.id}`, { token: owner.token })).status).toBe(404);
    expect(existsSync(localBlobPath(server, row.storage_key))).toBe(false);
    const entities = await server.ctx.db
      .selectFrom('pii_entities')
      .select('id')
      .where('file_id', '=', row.id)
      .execute();
    expect(entities).toEqual([]);
    const map = await server.ctx.db
      .selectFrom('placeholder_maps')
      .select('id')
      .where('revision_id', '=', target.revisionId)
      .execute();
    expect(map).toEqual([]);
    expect((await client.delete(`/api/files/${uploaded.body.id}`, { token: owner.token })).status).toBe(404);
  });

  it('marks an unreadable file ERROR with a clear message, and retries only failed files', async () => {
    const target = await newRevision();
    const broken = await uploadFile(
      client,
      owner.token,
      { ...target, slot: 'APPLICATION_DRAFT' },
      {
        name: 'broken.pdf',
        data: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n garbage garbage'),
      },
    );
    expect(broken.status).toBe(201);
    const failed = await waitForProcessing(client, owner.token, broken.body.id);
    expect(failed.processing_status).toBe('ERROR');
    expect(failed.error).toBeTruthy();
    expect(failed.error).not.toMatch(/at .*\.(ts|js):\d+/);
    expect(failed).toMatchObject({ error_code: 'CORRUPT', can_retry: false });

    // The spec lets a failed file be retried whatever the cause; a damaged one fails the same way again.
    const retried = await client.post<TDocumentFile>(`/api/files/${broken.body.id}/retry-processing`, {
      token: owner.token,
    });
    expect(retried.status).toBe(200);
    expect(retried.body.processing_status).toBe('UPLOADED');
    expect(retried.body.error).toBeNull();
    expect((await waitForProcessing(client, owner.token, broken.body.id)).processing_status).toBe('ERROR');

    const good = await uploadFile(
      client,
      owner.token,
      { ...target, slot: 'FUNDING_PROPOSAL' },
      {
        name: 'budget.pdf',
        data: pdf,
      },
    );
    await waitForProcessing(client, owner.token, good.body.id);
    const refused = await client.post<TDetail>(`/api/files/${good.body.id}/retry-processing`, { token: owner.token });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toMatch(/failed/);
  });

  it("answers 404 for another user's file and revision", async () => {
    const target = await newRevision();
    const uploaded = await uploadFile(
      client,
      owner.token,
      { ...target, slot: 'APPLICATION_DRAFT' },
      {
        name: 'draft.pdf',
        data: pdf,
      },
    );
    const stranger = await createTestUser(server.ctx);
    expect((await client.get(`/api/files/${uploaded.body.id}`, { token: stranger.token })).status).toBe(404);
    expect((await client.delete(`/api/files/${uploaded.body.id}`, { token: stranger.token })).status).toBe(404);
    expect(
      (await client.post(`/api/files/${uploaded.body.id}/retry-processing`, { token: stranger.token })).status,
    ).toBe(404);
    const intoOthers = await uploadFile(
      client,
      stranger.token,
      { ...target, slot: 'APPLICATION_DRAFT' },
      {
        name: 'x.pdf',
        data: pdf,
      },
    );
    expect(intoOthers.status).toBe(404);
    expect((await client.get(`/api/files/${uploaded.body.id}`, { token: owner.token })).status).toBe(200);
  });
});
