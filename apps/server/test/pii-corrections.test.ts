/**
 * The user corrects the masking (issue 11): an item kept in clear and a term added to the masking apply to every
 * file of the project's revisions, present and future, are recomputed from the stored text without extracting
 * again, mark an existing analysis as outdated, survive reprocessing, and decide what a provider receives.
 */
import type { TDocumentFile, TPiiCorrection, TPiiCorrectionChange, TRevision } from '@grant-review/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocx } from './support/documents.js';
import { createTestProject, createTestRevision, createTestUser, type TTestUser } from './support/factories.js';
import type { TClient } from './support/http.js';
import type { TMockLlm } from './support/mock-llm.js';
import { startMockLlmServer } from './support/mock-llm-server.js';
import { reviewingModel } from './support/mock-review.js';
import { readEventStream } from './support/sse-client.js';
import type { TTestServer } from './support/server.js';
import { uploadFile, waitForProcessing } from './support/uploads.js';

const DRAFT = [
  'Projekt Lumen: solar roof tiles',
  'Project lead: Dr. Corinne Vuilleumier, corinne.vuilleumier@example.ch',
  'PROJEKT LUMEN reaches the Swiss market in 2027.',
];
const BUDGET = [
  'Budget of projekt  lumen',
  'Personnel: Dr. Corinne Vuilleumier, 40 %',
  'Partner contact: Marco Bernasconi, +41 44 632 11 11',
];

describe('masking corrections', () => {
  let mock: TMockLlm;
  let server: TTestServer;
  let client: TClient;
  let owner: TTestUser;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ mock, server, client, owner, close } = await startMockLlmServer({ behaviour: reviewingModel() }));
  });
  afterAll(() => close());

  async function upload(target: { projectId: string; revisionId: string }, slot: string, lines: string[]) {
    const uploaded = await uploadFile(
      client,
      owner.token,
      { ...target, slot },
      { name: `${slot.toLowerCase()}.docx`, data: await buildDocx(lines) },
    );
    expect(uploaded.status, uploaded.text).toBe(201);
    const file = await waitForProcessing(client, owner.token, uploaded.body.id);
    expect(file.processing_status).toBe('PROCESSED');
    return file;
  }

  async function projectWithTwoFiles(name: string) {
    const project = await createTestProject(client, owner.token, { name });
    const revision = await createTestRevision(client, owner.token, project.id);
    const target = { projectId: project.id, revisionId: revision.id };
    const draft = await upload(target, 'APPLICATION_DRAFT', DRAFT);
    const budget = await upload(target, 'FUNDING_PROPOSAL', BUDGET);
    return { project, revision, target, draft, budget };
  }

  const getFile = async (id: string) =>
    (await client.get<TDocumentFile>(`/api/files/${id}`, { token: owner.token })).body;
  const addCorrection = (projectId: string, json: object, token = owner.token) =>
    client.post<TPiiCorrectionChange & { detail?: string }>(`/api/projects/${projectId}/pii-corrections`, {
      token,
      json,
    });
  const listCorrections = async (projectId: string) =>
    (await client.get<TPiiCorrection[]>(`/api/projects/${projectId}/pii-corrections`, { token: owner.token })).body;
  const revisionOf = async (projectId: string, revisionId: string) =>
    (await client.get<TRevision[]>(`/api/projects/${projectId}/revisions`, { token: owner.token })).body.find(
      (revision) => revision.id === revisionId,
    );
  /** The placeholder a file's value was replaced with (the map stays on the server: read from the database). */
  const placeholderOf = async (file: TDocumentFile, value: string | RegExp) =>
    (
      await server.ctx.db
        .selectFrom('pii_entities')
        .select(['text', 'placeholder'])
        .where('file_id', '=', file.id)
        .execute()
    ).find((entity) => (typeof value === 'string' ? entity.text.includes(value) : value.test(entity.text)))
      ?.placeholder;

  async function analyse(revisionId: string) {
    const analysis = await readEventStream(
      `${server.baseUrl}/api/chat/revisions/${revisionId}/analyze/stream`,
      owner.token,
    );
    expect(analysis.events.map((event) => event.type)).toContain('complete');
  }

  it('adds, lists and undoes corrections, recording who and when, and refuses bad input with a detail', async () => {
    const { project } = await projectWithTwoFiles('CRUD');
    const added = await addCorrection(project.id, { kind: 'mask', value: '  Projekt   Lumen ' });
    expect(added.status, added.text).toBe(201);
    expect(added.body.correction).toMatchObject({
      kind: 'mask',
      value: 'Projekt Lumen',
      entity_type: 'PERSON',
      created_by: owner.user.id,
    });
    expect(Date.parse(added.body.correction.created_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(await listCorrections(project.id)).toEqual([added.body.correction]);

    for (const body of [{ kind: 'mask', value: ' ' }, { kind: 'forget', value: 'Lumen' }, { kind: 'keep' }]) {
      const refused = await addCorrection(project.id, body);
      expect(refused.status).toBe(422);
      expect(refused.body.detail).toBeTruthy();
    }
    const typed = await addCorrection(project.id, { kind: 'mask', value: 'Lumen AG', entity_type: 'SECRET' });
    expect(typed.status).toBe(422);

    const again = await addCorrection(project.id, { kind: 'mask', value: 'projekt lumen' });
    expect(again.status).toBe(409);
    expect(again.body.detail).toMatch(/already masked/);
    const contrary = await addCorrection(project.id, { kind: 'keep', value: 'PROJEKT LUMEN' });
    expect(contrary.status).toBe(409);
    expect(contrary.body.detail).toMatch(/undo that correction first/);

    const stranger = await createTestUser(server.ctx);
    const foreign = await addCorrection(project.id, { kind: 'keep', value: 'Solar' }, stranger.token);
    expect(foreign.status).toBe(404);
    expect((await client.get(`/api/projects/${project.id}/pii-corrections`, { token: stranger.token })).status).toBe(
      404,
    );
    const path = `/api/projects/${project.id}/pii-corrections/${added.body.correction.id}`;
    expect((await client.delete(path, { token: stranger.token })).status).toBe(404);
    expect(
      (await client.delete(`/api/projects/${project.id}/pii-corrections/nope`, { token: owner.token })).status,
    ).toBe(404);

    const undone = await client.delete<TPiiCorrectionChange>(path, { token: owner.token });
    expect(undone.status).toBe(200);
    expect(undone.body.recomputed_file_ids.length).toBe(2);
    expect(await listCorrections(project.id)).toEqual([]);
    expect((await client.delete(path, { token: owner.token })).status).toBe(404);
    // The undo is recorded, not erased: who added it, who undid it and when.
    const record = await server.ctx.db
      .selectFrom('pii_corrections')
      .selectAll()
      .where('id', '=', added.body.correction.id)
      .executeTakeFirstOrThrow();
    expect(record).toMatchObject({ created_by: owner.user.id, deleted_by: owner.user.id });
    expect(record.deleted_at).toBeTruthy();
  });

  it('recomputes every file of the revision from its stored text, with one placeholder per value', async () => {
    const { project, draft, budget } = await projectWithTwoFiles('Recompute');
    expect(draft.anonymized_content).toContain('Projekt Lumen');
    const personBefore = await placeholderOf(draft, 'Vuilleumier');
    expect(personBefore).toMatch(/^\[PERSON_\d+\]$/);
    expect(await placeholderOf(budget, 'Vuilleumier')).toBe(personBefore);

    // No blob is left: a recompute that extracted again could not succeed.
    for (const file of [draft, budget]) {
      const row = await server.ctx.db
        .selectFrom('files')
        .select('storage_key')
        .where('id', '=', file.id)
        .executeTakeFirstOrThrow();
      await server.ctx.storage.delete(row.storage_key);
    }

    const masked = await addCorrection(project.id, { kind: 'mask', value: 'Projekt Lumen', entity_type: 'TERM' });
    expect(masked.status, masked.text).toBe(201);
    expect(masked.body.recomputed_file_ids.sort()).toEqual([draft.id, budget.id].sort());
    const [draftAfter, budgetAfter] = [await getFile(draft.id), await getFile(budget.id)];
    for (const [before, after] of [
      [draft, draftAfter],
      [budget, budgetAfter],
    ] as const) {
      expect(after.processing_status).toBe('PROCESSED');
      expect(after.content).toBe(before.content);
      expect(after.anonymized_content?.toLowerCase()).not.toContain('lumen');
    }
    const term = await placeholderOf(draftAfter, 'Projekt Lumen');
    expect(term).toMatch(/^\[TERM_\d+\]$/);
    expect(draftAfter.pii_entities.find((entity) => entity.text === 'Projekt Lumen')?.reasons).toEqual([
      'you asked to mask this term',
    ]);
    expect(term).not.toBe(personBefore);
    expect(await placeholderOf(budgetAfter, /^projekt\s+lumen$/)).toBe(term);
    expect(draftAfter.anonymized_content).toContain(`${term}: solar roof tiles`);
    expect(draftAfter.anonymized_content).toContain(`${term} reaches`);
    // The person keeps the number they had.
    expect(await placeholderOf(draftAfter, 'Vuilleumier')).toBe(personBefore);
    expect(await placeholderOf(budgetAfter, 'Vuilleumier')).toBe(personBefore);

    const kept = await addCorrection(project.id, { kind: 'keep', value: 'Corinne Vuilleumier', entity_type: 'PERSON' });
    expect(kept.status).toBe(201);
    for (const id of [draft.id, budget.id]) {
      const file = await getFile(id);
      expect(file.anonymized_content).toContain('Corinne Vuilleumier');
      expect(file.anonymized_content).not.toContain(personBefore);
    }
    // The kept name's map entry has no use left: it is pruned.
    const map = await server.ctx.db
      .selectFrom('placeholder_maps')
      .innerJoin('revisions', 'revisions.id', 'placeholder_maps.revision_id')
      .select('placeholder_maps.value')
      .where('revisions.project_id', '=', project.id)
      .execute();
    expect(map.map((row) => row.value)).not.toContain('Corinne Vuilleumier');

    // Undoing the keep masks the name again, in both files with one placeholder.
    await client.delete(`/api/projects/${project.id}/pii-corrections/${kept.body.correction.id}`, {
      token: owner.token,
    });
    const [draftUndone, budgetUndone] = [await getFile(draft.id), await getFile(budget.id)];
    expect(draftUndone.anonymized_content).not.toContain('Vuilleumier');
    expect(await placeholderOf(draftUndone, 'Vuilleumier')).toBe(await placeholderOf(budgetUndone, 'Vuilleumier'));
    // A change that changes nothing recomputes nothing.
    const noop = await addCorrection(project.id, { kind: 'keep', value: 'Nobody Here' });
    expect(noop.body.recomputed_file_ids).toEqual([]);
  });

  it('marks an analysis made before a correction as outdated, until the analysis runs again', async () => {
    const { project, revision } = await projectWithTwoFiles('Outdated');
    expect((await revisionOf(project.id, revision.id))?.is_analysis_outdated).toBe(false);
    await analyse(revision.id);
    expect((await revisionOf(project.id, revision.id))?.is_analysis_outdated).toBe(false);
    await addCorrection(project.id, { kind: 'mask', value: 'solar roof tiles' });
    expect((await revisionOf(project.id, revision.id))?.is_analysis_outdated).toBe(true);
    await analyse(revision.id);
    expect((await revisionOf(project.id, revision.id))?.is_analysis_outdated).toBe(false);
  });

  it('applies the corrections when a file is processed again, replaced, or added to a new revision', async () => {
    const { project, target, draft } = await projectWithTwoFiles('Reprocess');
    await addCorrection(project.id, { kind: 'mask', value: 'Projekt Lumen' });
    await addCorrection(project.id, { kind: 'keep', value: 'Marco Bernasconi' });

    // Processed again from the upload (a retry after a failure extracts the file anew).
    await server.ctx.db.updateTable('files').set({ status: 'ERROR' }).where('id', '=', draft.id).execute();
    expect((await client.post(`/api/files/${draft.id}/retry-processing`, { token: owner.token })).status).toBe(200);
    const reprocessed = await waitForProcessing(client, owner.token, draft.id);
    expect(reprocessed.processing_status).toBe('PROCESSED');
    expect(reprocessed.anonymized_content?.toLowerCase()).not.toContain('lumen');

    // Replaced in its slot.
    const replaced = await upload(target, 'FUNDING_PROPOSAL', [...BUDGET, 'Projekt Lumen closes in 2028.']);
    expect(replaced.anonymized_content?.toLowerCase()).not.toContain('lumen');
    expect(replaced.anonymized_content).toContain('Marco Bernasconi');

    // A new revision of the project inherits them.
    const next = await createTestRevision(client, owner.token, project.id);
    const inherited = await upload({ projectId: project.id, revisionId: next.id }, 'APPLICATION_DRAFT', [
      ...DRAFT,
      'Partner: Marco Bernasconi',
    ]);
    expect(inherited.anonymized_content?.toLowerCase()).not.toContain('lumen');
    expect(inherited.anonymized_content).toContain('Marco Bernasconi');
    expect(inherited.anonymized_content).not.toContain('Vuilleumier');
  });

  it('never sends an added term to the provider, and sends a kept item only once it was kept', async () => {
    const { project, revision } = await projectWithTwoFiles('Privacy');
    const sentSince = (from: number) => mock.requests.slice(from).map((request) => request.body);

    let from = mock.requests.length;
    await analyse(revision.id);
    const beforeKeep = sentSince(from);
    expect(beforeKeep.length).toBeGreaterThan(0);
    expect(beforeKeep.join('\n')).not.toContain('Vuilleumier');

    await addCorrection(project.id, { kind: 'mask', value: 'Projekt Lumen' });
    await addCorrection(project.id, { kind: 'keep', value: 'Corinne Vuilleumier' });
    from = mock.requests.length;
    await analyse(revision.id);
    const { chat } = (await revisionOf(project.id, revision.id)) ?? {};
    expect(chat).toBeTruthy();
    const answer = await readEventStream(
      `${server.baseUrl}/api/chat/${chat?.id}/stream?user_input=${encodeURIComponent('Is projekt lumen ready for Corinne Vuilleumier?')}`,
      owner.token,
    );
    expect(answer.events.map((event) => event.type)).toContain('complete');
    const afterKeep = sentSince(from).join('\n');
    expect(afterKeep).toContain('Corinne Vuilleumier');
    expect(afterKeep.toLowerCase()).not.toContain('lumen');
  });
});
