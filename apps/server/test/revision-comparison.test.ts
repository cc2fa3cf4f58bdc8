/**
 * Comparing two analysed revisions (issue 13), over real HTTP with the built-in reviewer: a planted flaw fixed in the
 * later revision shows as resolved, with the formal check and the figure that changed and the document replaced; a
 * revision compared with itself shows no change; a revision without analysis, or not the caller's, is refused.
 */
import type { TRevision, TRevisionComparison } from '@grant-review/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paragraphsOf, readDocumentXml } from '../src/export/test-support/docx-xml.js';
import { buildDocx } from './support/documents.js';
import { createTestProject, createTestRevision, createTestUser, type TTestUser } from './support/factories.js';
import { type TClient } from './support/http.js';
import { readEventStream, runAnalysis } from './support/sse-client.js';
import { startReviewServer } from './support/review-server.js';
import { type TTestServer } from './support/server.js';
import { uploadProcessed } from './support/uploads.js';

const DRAFT = [
  'Innovation project: SolarSkin roof tiles',
  'Research partner: Institute for Building Technology, OST. Implementation partner: Helio AG.',
  'The implementation partner Helio AG carries 50% of the total project costs of CHF 400000.',
  'Milestone M1 (month 6): tile efficiency of 21% measured on 20 prototypes.',
];
/** The planted flaw: a cash contribution of 1 % of the total costs, where Innosuisse asks for at least 5 %. */
const FLAWED_BUDGET = ['Budget', 'Total project costs: CHF 400000. Cash contribution of Helio AG: CHF 4000 (1%).'];
const FIXED_BUDGET = ['Budget', 'Total project costs: CHF 400000. Cash contribution of Helio AG: CHF 30000 (7.5%).'];

type TDetail = { detail: string };

describe('comparing two revisions', () => {
  let server: TTestServer;
  let client: TClient;
  let owner: TTestUser;
  let stranger: TTestUser;

  beforeAll(async () => {
    ({ server, client, owner } = await startReviewServer());
    stranger = await createTestUser(server.ctx);
  });
  afterAll(() => server.close());

  const compare = (projectId: string, from: string, to: string, token = owner.token) =>
    client.get<TRevisionComparison & TDetail>(
      `/api/projects/${projectId}/compare?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
      { token },
    );

  async function upload(
    target: { projectId: string; revisionId: string },
    slot: string,
    name: string,
    lines: string[],
  ) {
    return uploadProcessed(client, owner.token, { ...target, slot }, { name, data: await buildDocx(lines) });
  }

  /** Revision 1 with the flaw, analysed; revision 2 carried forward from it with the budget fixed, analysed. */
  async function fixedInRevisionTwo() {
    const project = await createTestProject(client, owner.token, { name: 'SolarSkin' });
    const first = await createTestRevision(client, owner.token, project.id);
    const one = { projectId: project.id, revisionId: first.id };
    await upload(one, 'APPLICATION_DRAFT', 'draft.docx', DRAFT);
    await upload(one, 'FUNDING_PROPOSAL', 'budget-v1.docx', FLAWED_BUDGET);
    await runAnalysis(server.baseUrl, owner.token, first.id);

    const carried = await client.post<TRevision>(`/api/projects/${project.id}/revisions`, {
      token: owner.token,
      json: { from_revision_id: first.id },
    });
    expect(carried.status, carried.text).toBe(201);
    const two = { projectId: project.id, revisionId: carried.body.id };
    await upload(two, 'FUNDING_PROPOSAL', 'budget-v2.docx', FIXED_BUDGET);
    const analysis = await runAnalysis(server.baseUrl, owner.token, carried.body.id);
    return { projectId: project.id, first: first.id, second: carried.body.id, chatId: analysis.chat_id };
  }

  it('shows a fixed planted flaw as resolved, with the check, the figure and the document that changed', async () => {
    const { projectId, first, second } = await fixedInRevisionTwo();
    // Given in either order, the earlier revision is `before`.
    const { status, body, text } = await compare(projectId, second, first);
    expect(status, text).toBe(200);

    expect(body.before).toMatchObject({ revision_id: first, number: 1, is_analysis_outdated: false });
    expect(body.after).toMatchObject({ revision_id: second, number: 2, is_analysis_outdated: false });
    for (const side of [body.before, body.after]) {
      expect(Date.parse(side.created_at)).not.toBeNaN();
      expect(Date.parse(side.analysed_at)).not.toBeNaN();
    }

    expect(body.findings.resolved.map((finding) => finding.check)).toContain('cash-contribution');
    expect(body.findings.new.map((finding) => finding.check)).not.toContain('cash-contribution');
    expect(body.formal_checks).toContainEqual(
      expect.objectContaining({ check: 'cash-contribution', after: 'passed', change: 'improved' }),
    );
    expect(body.figures).toContainEqual(expect.objectContaining({ role: 'cash-contribution' }));
    expect(body.documents).toEqual([
      expect.objectContaining({ slot: 'APPLICATION_DRAFT', change: 'unchanged', before: 'draft.docx' }),
      expect.objectContaining({
        slot: 'FUNDING_PROPOSAL',
        slot_name: 'Funding Proposal',
        change: 'replaced',
        before: 'budget-v1.docx',
        after: 'budget-v2.docx',
      }),
    ]);
    // Every criterion of the later report is there with both ratings.
    expect(body.criteria.length).toBeGreaterThan(0);
    expect(body.criteria.every((row) => row.after !== null)).toBe(true);
  });

  it('compares a revision with itself as unchanged', async () => {
    const { projectId, first } = await fixedInRevisionTwo();
    const { status, body, text } = await compare(projectId, first, first);
    expect(status, text).toBe(200);
    expect(body.before.revision_id).toBe(first);
    expect(body.after.revision_id).toBe(first);
    expect(body.readiness_change).toBe('unchanged');
    expect(body.findings.resolved).toEqual([]);
    expect(body.findings.new).toEqual([]);
    expect(body.findings.open.length).toBeGreaterThan(0);
    expect(body.findings.open.every((pair) => pair.severity_change === 'unchanged')).toBe(true);
    expect(body.criteria.every((row) => row.change === 'unchanged')).toBe(true);
    expect(body.formal_checks).toEqual([]);
    expect(body.figures).toEqual([]);
    expect(body.documents.every((row) => row.change === 'unchanged')).toBe(true);
  });

  it('marks a side whose documents changed after its analysis as outdated', async () => {
    const { projectId, first, second } = await fixedInRevisionTwo();
    await upload({ projectId, revisionId: first }, 'RISK_MATRIX', 'risks.docx', [
      'Risk matrix',
      'Risk: supplier delay.',
    ]);
    const { body } = await compare(projectId, first, second);
    expect(body.before.is_analysis_outdated).toBe(true);
    expect(body.after.is_analysis_outdated).toBe(false);
  });

  it('refuses a revision without analysis with 409 and names it', async () => {
    const { projectId, first } = await fixedInRevisionTwo();
    const fresh = await createTestRevision(client, owner.token, projectId);
    const { status, body } = await compare(projectId, first, fresh.id);
    expect(status).toBe(409);
    expect(body.detail).toBe(
      'Revision 3 has no analysis yet: run its analysis before comparing it with another revision.',
    );
  });

  it('answers 404 for revisions the caller may not see and 422 without both revisions', async () => {
    const { projectId, first, second } = await fixedInRevisionTwo();
    const other = await createTestProject(client, owner.token, { name: 'Other project' });
    const otherRevision = await createTestRevision(client, owner.token, other.id);

    expect((await compare(projectId, first, second, stranger.token)).status).toBe(404);
    expect((await compare(projectId, first, otherRevision.id)).status).toBe(404);
    expect((await compare(other.id, first, second)).status).toBe(404);
    expect((await compare(projectId, first, 'not-an-id')).status).toBe(404);

    const missing = await client.get<TDetail>(`/api/projects/${projectId}/compare?from=${first}`, {
      token: owner.token,
    });
    expect(missing.status).toBe(422);
    expect(missing.body.detail).toEqual(expect.any(String));
  });

  it('exports the comparison to Word with both revisions and their dates', async () => {
    const { projectId, first, second } = await fixedInRevisionTwo();
    const comparison = (await compare(projectId, first, second)).body;
    const response = await fetch(
      `${server.baseUrl}/api/projects/${projectId}/compare/export?from=${first}&to=${second}`,
      {
        headers: { authorization: `Bearer ${owner.token}` },
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('wordprocessingml');
    const day = (iso: string) => iso.slice(0, 10);
    expect(response.headers.get('content-disposition')).toContain(
      `SolarSkin-revision-1-${day(comparison.before.created_at)}-vs-revision-2-${day(comparison.after.created_at)}_comparison.docx`,
    );
    const text = paragraphsOf(await readDocumentXml(Buffer.from(await response.arrayBuffer())))
      .map((paragraph) => paragraph.text)
      .join('\n');
    expect(text).toContain('SolarSkin');
    expect(text).toContain(comparison.findings.resolved[0]?.title ?? 'a resolved finding');

    const refused = await fetch(
      `${server.baseUrl}/api/projects/${projectId}/compare/export?from=${first}&to=${second}`,
      {
        headers: { authorization: `Bearer ${stranger.token}` },
      },
    );
    expect(refused.status).toBe(404);
  });

  it('lets the offline chat answer what improved since the last revision, and say when there is none', async () => {
    const { projectId, first, second, chatId } = await fixedInRevisionTwo();
    const comparison = (await compare(projectId, first, second)).body;
    const ask = async (chat: string, question: string) => {
      const { events } = await readEventStream(
        `${server.baseUrl}/api/chat/${chat}/stream?user_input=${encodeURIComponent(question)}`,
        owner.token,
      );
      const complete = events.find((event) => event.type === 'complete');
      return complete?.type === 'complete' ? complete.message.content : '';
    };
    const answer = await ask(chatId, 'What improved since the last revision?');
    expect(answer).toContain('Revision 1');
    expect(answer).toContain('Revision 2');
    expect(answer).toContain(comparison.findings.resolved[0]?.title ?? 'a resolved finding');
    // File names can name people: the reviewer sees the documents under names made from their slot.
    expect(answer).not.toContain('budget-v1.docx');
    expect(answer).toContain('funding-proposal.docx');

    const firstChat = (await runAnalysis(server.baseUrl, owner.token, first)).chat_id;
    expect(await ask(firstChat, 'Was hat sich seit der letzten Revision verbessert?')).toMatch(
      /keine frühere analysierte Revision/,
    );
  });
});
