/**
 * An analysis knows when it is outdated (issue 13), over real HTTP: a document added, replaced, removed or retried
 * after the analysis read the documents marks it outdated, with the analysis's date and what changed since (kind and
 * slot, never a file name); running the analysis again clears the list; the report made before stays readable.
 */
import type { TRevision, TRevisionChange, TReviewReport } from '@grant-review/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocx } from './support/documents.js';
import { createTestProject, createTestRevision, type TTestUser } from './support/factories.js';
import { type TClient } from './support/http.js';
import { runAnalysis } from './support/sse-client.js';
import { startReviewServer } from './support/review-server.js';
import { type TTestServer } from './support/server.js';
import { uploadFile, waitForProcessing } from './support/uploads.js';

const DRAFT = [
  'Innovation project: SolarSkin roof tiles',
  'The implementation partner Helio AG carries 50% of the total project costs of CHF 400000.',
  'Milestone M1 (month 6): tile efficiency of 21% measured on 20 prototypes.',
];
const BUDGET = ['Budget', 'Total project costs: CHF 400000. Cash contribution of Helio AG: CHF 30000 (7.5%).'];

describe('an outdated analysis', () => {
  let server: TTestServer;
  let client: TClient;
  let owner: TTestUser;

  beforeAll(async () => {
    ({ server, client, owner } = await startReviewServer());
  });
  afterAll(() => server.close());

  async function upload(target: { projectId: string; revisionId: string }, slot: string, lines: string[]) {
    const uploaded = await uploadFile(
      client,
      owner.token,
      { ...target, slot },
      { name: `${slot.toLowerCase()}-secret-name.docx`, data: await buildDocx(lines) },
    );
    expect(uploaded.status, uploaded.text).toBe(201);
    await waitForProcessing(client, owner.token, uploaded.body.id);
    return uploaded.body.id;
  }

  async function analysedRevision(name: string) {
    const project = await createTestProject(client, owner.token, { name });
    const revision = await createTestRevision(client, owner.token, project.id);
    const target = { projectId: project.id, revisionId: revision.id };
    const draftId = await upload(target, 'APPLICATION_DRAFT', DRAFT);
    const analysis = await analyse(revision.id);
    return { target, draftId, chatId: analysis.chat_id };
  }

  const analyse = (revisionId: string) => runAnalysis(server.baseUrl, owner.token, revisionId);

  async function revisionOf(target: { projectId: string; revisionId: string }) {
    const { body } = await client.get<TRevision[]>(`/api/projects/${target.projectId}/revisions`, {
      token: owner.token,
    });
    const revision = body.find((candidate) => candidate.id === target.revisionId);
    if (!revision) throw new Error('revision not listed');
    return revision;
  }

  const kinds = (changes: readonly TRevisionChange[]) => changes.map((change) => `${change.kind} ${change.slot}`);

  it('is current right after it was written, with its date and no change since', async () => {
    const { target } = await analysedRevision('Current');
    const revision = await revisionOf(target);
    expect(revision.is_analysis_outdated).toBe(false);
    expect(revision.analysis).toMatchObject({ changes_since: [] });
    expect(Date.parse(revision.analysis?.created_at ?? '')).not.toBeNaN();
  });

  it('has no analysis block before the first analysis, whatever was uploaded', async () => {
    const project = await createTestProject(client, owner.token, { name: 'Never analysed' });
    const created = await createTestRevision(client, owner.token, project.id);
    const target = { projectId: project.id, revisionId: created.id };
    await upload(target, 'APPLICATION_DRAFT', DRAFT);
    const revision = await revisionOf(target);
    expect(revision.analysis).toBeNull();
    expect(revision.is_analysis_outdated).toBe(false);
  });

  it('lists a document added, replaced and removed since, by slot, and forgets them once analysed again', async () => {
    const { target, draftId, chatId } = await analysedRevision('Changed');
    const before = await revisionOf(target);

    await upload(target, 'FUNDING_PROPOSAL', BUDGET);
    await upload(target, 'APPLICATION_DRAFT', [...DRAFT, 'Milestone M2 (month 12): pilot on three roofs.']);
    let revision = await revisionOf(target);
    expect(revision.is_analysis_outdated).toBe(true);
    expect(revision.analysis?.created_at).toBe(before.analysis?.created_at);
    expect(kinds(revision.analysis?.changes_since ?? [])).toEqual(
      expect.arrayContaining(['document_added FUNDING_PROPOSAL', 'document_replaced APPLICATION_DRAFT']),
    );
    // Names of what changed stay out: slots only.
    expect(JSON.stringify(revision.analysis)).not.toContain('secret-name');
    // The old report stays readable while the analysis is outdated.
    const report = await client.get<TReviewReport>(`/api/chat/${chatId}/report`, { token: owner.token });
    expect(report.status).toBe(200);

    const budget = revision.files.find((file) => file.file_role === 'FUNDING_PROPOSAL');
    const removed = await client.delete(`/api/files/${budget?.id}`, { token: owner.token });
    expect(removed.status).toBe(204);
    revision = await revisionOf(target);
    expect(kinds(revision.analysis?.changes_since ?? [])).toContain('document_removed FUNDING_PROPOSAL');
    // The replaced draft is a new file: the one analysed is gone.
    expect(revision.files.map((file) => file.id)).not.toContain(draftId);

    await analyse(target.revisionId);
    revision = await revisionOf(target);
    expect(revision.is_analysis_outdated).toBe(false);
    expect(revision.analysis?.changes_since).toEqual([]);
    expect(Date.parse(revision.analysis?.created_at ?? '')).toBeGreaterThan(
      Date.parse(before.analysis?.created_at ?? ''),
    );
  });

  it('keeps a change made after the analysis read the documents, even if the analysis completes later', async () => {
    const { target } = await analysedRevision('Racing');
    // A change stamped after the moment the next analysis reads the documents, as an upload during its stream is.
    const { recordRevisionChange } = await import('../src/projects/revision-changes.js');
    const later = new Date(Date.now() + 60_000).toISOString();
    await recordRevisionChange(server.ctx.db, target.revisionId, 'document_added', 'RISK_MATRIX', later);
    await analyse(target.revisionId);
    const revision = await revisionOf(target);
    expect(revision.is_analysis_outdated).toBe(true);
    expect(kinds(revision.analysis?.changes_since ?? [])).toEqual(['document_added RISK_MATRIX']);
  });

  it('goes with its revision: deleting the revision deletes what changed in it', async () => {
    const { target } = await analysedRevision('Deleted');
    await upload(target, 'FUNDING_PROPOSAL', BUDGET);
    const deleted = await client.delete(`/api/projects/${target.projectId}/revisions/${target.revisionId}`, {
      token: owner.token,
    });
    expect(deleted.status).toBe(204);
    const left = await server.ctx.db
      .selectFrom('revision_changes')
      .select('id')
      .where('revision_id', '=', target.revisionId)
      .execute();
    expect(left).toEqual([]);
  });
});
