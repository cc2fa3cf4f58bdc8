/**
 * The report's language over real HTTP: by default the documents' main language, or the one the analysis stream's
 * `language` parameter asks for; anything else is refused with a 422 before the stream opens.
 */
import type { TReviewReport, TStreamEvent } from '@grant-review/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocx } from './support/documents.js';
import { createTestProject, createTestRevision, type TTestUser } from './support/factories.js';
import { type TClient } from './support/http.js';
import { readEventStream } from './support/sse-client.js';
import { startReviewServer } from './support/review-server.js';
import { type TTestServer } from './support/server.js';
import { uploadFile, waitForProcessing } from './support/uploads.js';

const GERMAN_DRAFT = [
  'Innovationsprojekt: SolarZiegel für Dächer',
  'Zusammenfassung',
  'Der Umsetzungspartner Helio AG und der Forschungspartner, das Institut für Solartechnik, entwickeln einen Dachziegel, der Strom erzeugt und sich wie ein gewöhnlicher Ziegel verlegen lässt.',
  'Budget',
  'Der Umsetzungspartner Helio AG trägt 25% der gesamten Projektkosten von CHF 400000. Der Barbeitrag der Helio AG beträgt CHF 4000 (1%).',
  'Das Projekt dauert 18 Monate und wird von der Helio AG und dem Institut gemeinsam geleitet.',
];

const completed = (events: readonly TStreamEvent[]) => {
  const complete = events.find((event) => event.type === 'complete');
  if (complete?.type !== 'complete') throw new Error('no complete event');
  return complete;
};

describe("the analysis report's language", () => {
  let server: TTestServer;
  let client: TClient;
  let owner: TTestUser;
  let revisionId: string;

  beforeAll(async () => {
    ({ server, client, owner } = await startReviewServer());
    const project = await createTestProject(client, owner.token, { name: 'SolarZiegel' });
    const revision = await createTestRevision(client, owner.token, project.id);
    const uploaded = await uploadFile(
      client,
      owner.token,
      { projectId: project.id, revisionId: revision.id, slot: 'APPLICATION_DRAFT' },
      { name: 'gesuch.docx', data: await buildDocx(GERMAN_DRAFT) },
    );
    await waitForProcessing(client, owner.token, uploaded.body.id);
    revisionId = revision.id;
  });
  afterAll(() => server.close());

  const analyze = (query = '') =>
    readEventStream(`${server.baseUrl}/api/chat/revisions/${revisionId}/analyze/stream${query}`, owner.token);
  const reportOf = async (chatId: string) =>
    (await client.get<TReviewReport>(`/api/chat/${chatId}/report`, { token: owner.token })).body;

  it('writes the report in the language of the documents by default', async () => {
    const complete = completed((await analyze()).events);
    const report = await reportOf(complete.chat_id);
    expect(report.language).toBe('de');
    expect(complete.message.content).toContain('# Prüfung vor der Einreichung:');
    expect(complete.message.content).toContain('**Was zu tun ist:**');
    expect(report.findings.map((finding) => finding.title)).toContain(
      'Der Anteil des Umsetzungspartners beträgt 25\u00a0% der gesamten Projektkosten',
    );
  });

  it('writes it in the language the user asks for', async () => {
    const complete = completed((await analyze('?language=en')).events);
    const report = await reportOf(complete.chat_id);
    expect(report.language).toBe('en');
    expect(complete.message.content).toContain('# Pre-submission review:');
    expect(report.findings.map((finding) => finding.title)).toContain(
      "Implementation partner's share is 25% of the total project costs",
    );
    const italian = completed((await analyze('?language=it')).events);
    expect((await reportOf(italian.chat_id)).language).toBe('it');
    expect(italian.message.content).toContain('# Verifica prima della presentazione:');
  });

  it('refuses a language it does not write, before the stream opens', async () => {
    for (const language of ['es', 'DE', '']) {
      const result = await analyze(`?language=${language}`);
      expect(result.status, language).toBe(422);
      expect(result.body?.detail, language).toMatch(/language/);
      expect(result.events).toEqual([]);
    }
  });
});
