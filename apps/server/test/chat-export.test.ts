/**
 * The Word export of an analysis over real HTTP: the analysis with a report is written from the report (Word
 * headings, a criteria table, findings with their quotes as lists), real values are back inside the quotes only, no
 * markup shows as text, and the user's line breaks survive; the export speaks the report's language, or the user's
 * interface language while the chat has no report.
 */
import type { TReviewReport, TStreamEvent } from '@grant-review/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paragraphsOf, readDocumentXml } from '../src/export/test-support/docx-xml.js';
import { APPLICATION_LINES, buildDocx } from './support/documents.js';
import { createTestProject, createTestRevision, createTestUser, type TTestUser } from './support/factories.js';
import { type TClient } from './support/http.js';
import { readEventStream } from './support/sse-client.js';
import { startReviewServer } from './support/review-server.js';
import { type TTestServer } from './support/server.js';
import { uploadFile, waitForProcessing } from './support/uploads.js';

const completedChatId = (events: readonly TStreamEvent[]) => {
  const complete = events.find((event) => event.type === 'complete');
  if (complete?.type !== 'complete') throw new Error('the stream did not complete');
  return complete.chat_id;
};

describe('GET /api/chat/{id}/export of an analysis with a report', () => {
  let server: TTestServer;
  let client: TClient;
  let owner: TTestUser;

  beforeAll(async () => {
    ({ server, client, owner } = await startReviewServer());
  });
  afterAll(() => server.close());

  const askQuestion = (chatId: string, question: string) =>
    readEventStream(
      `${server.baseUrl}/api/chat/${chatId}/stream?user_input=${encodeURIComponent(question)}`,
      owner.token,
    );

  it('has the structure of the report view, real values only inside quotes, and no markup as text', async () => {
    const project = await createTestProject(client, owner.token, { name: 'Export' });
    const revision = await createTestRevision(client, owner.token, project.id);
    const upload = await uploadFile(
      client,
      owner.token,
      { projectId: project.id, revisionId: revision.id, slot: 'APPLICATION_DRAFT' },
      { name: 'application.docx', data: await buildDocx(APPLICATION_LINES) },
    );
    const file = await waitForProcessing(client, owner.token, upload.body.id);
    expect(file.anonymized_content).toContain('[PERSON_');
    const analysis = await readEventStream(
      `${server.baseUrl}/api/chat/revisions/${revision.id}/analyze/stream`,
      owner.token,
    );
    const chatId = completedChatId(analysis.events);
    // Typed with Shift+Enter, and with Markdown-like stars the app shows as typed (a user's message is plain text).
    const question = 'First line of my question\nsecond line after Shift+Enter, **as typed**';
    // Sent the moment the analysis ends: the chat's lock is released before stream_end, so it is never "busy".
    const answer = await askQuestion(chatId, question);
    expect({ status: answer.status, body: answer.body }).toEqual({ status: 200, body: undefined });
    expect(completedChatId(answer.events)).toBe(chatId);
    const report = await client.get<TReviewReport>(`/api/chat/${chatId}/report`, { token: owner.token });
    expect(report.status).toBe(200);

    const exported = await fetch(`${server.baseUrl}/api/chat/${chatId}/export`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(exported.status).toBe(200);
    const xml = await readDocumentXml(new Uint8Array(await exported.arrayBuffer()));
    const paragraphs = paragraphsOf(xml);
    const styled = (style: string) => paragraphs.filter((paragraph) => paragraph.style === style);
    const texts = paragraphs.map((paragraph) => paragraph.text);

    expect(styled('Heading2').map((paragraph) => paragraph.text)).toEqual([
      expect.stringMatching(/^Pre-submission review: /),
    ]);
    expect(styled('Heading3').map((paragraph) => paragraph.text)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Overall readiness: /), 'Criteria', 'Findings']),
    );
    const findingHeadings = styled('Heading5').map((paragraph) => paragraph.text);
    expect(findingHeadings).toEqual(report.body.findings.map((finding, index) => `${index + 1}. ${finding.title}`));
    const cells = paragraphs.filter((paragraph) => paragraph.isInTable).map((paragraph) => paragraph.text);
    expect(cells.slice(0, 3)).toEqual(['Criterion', 'Rating', 'Why']);
    for (const criterion of report.body.criteria) expect(cells).toContain(criterion.rationale);

    // Quotes carry the real values, as the report the owner reads does; nothing else is touched.
    const quotes = report.body.findings.flatMap((finding) => finding.evidence.map((evidence) => evidence.quote));
    for (const quote of quotes) {
      expect(texts.some((text) => text.startsWith(`“${quote.replace(/\s+/g, ' ').trim()}”`))).toBe(true);
    }
    expect(texts).toContain(
      'Personal data was masked before the review; in this export the real values are shown again inside the quotes from your documents.',
    );
    const body = texts.filter((text) => text !== question).join('\n');
    expect(body).not.toMatch(/\[[A-Z][A-Z_]*_\d+\]/);
    expect(body).not.toMatch(/\*\*|<\/?[a-z]+>|^#+ /m);
    expect(texts).toContain(question);
    // One paragraph, the line break a <w:br/>, the stars kept as text and no run of it bold.
    const questionXml = [...xml.matchAll(/<w:p>[\s\S]*?<\/w:p>|<w:p [\s\S]*?<\/w:p>/g)]
      .map((match) => match[0])
      .find((paragraph) => paragraph.includes('First line of my question'));
    expect(questionXml).toContain('<w:br/>');
    expect(questionXml).toContain('**as typed**');
    expect(questionXml).not.toMatch(/<w:b\/>|<w:b w:val="(true|1)"\/>/);
  });

  it("speaks the report's language, else the user's interface language", async () => {
    const user = await createTestUser(server.ctx);
    const setLanguage = await client.patch('/api/auth/me', { token: user.token, json: { language: 'fr' } });
    expect(setLanguage.status).toBe(200);
    const project = await createTestProject(client, user.token, { name: 'Sprache' });
    const exportTexts = async (chatId: string) => {
      const exported = await fetch(`${server.baseUrl}/api/chat/${chatId}/export`, {
        headers: { authorization: `Bearer ${user.token}` },
      });
      expect(exported.status).toBe(200);
      return paragraphsOf(await readDocumentXml(new Uint8Array(await exported.arrayBuffer()))).map(({ text }) => text);
    };

    const revision = await createTestRevision(client, user.token, project.id);
    const upload = await uploadFile(
      client,
      user.token,
      { projectId: project.id, revisionId: revision.id, slot: 'APPLICATION_DRAFT' },
      { name: 'application.docx', data: await buildDocx(APPLICATION_LINES) },
    );
    await waitForProcessing(client, user.token, upload.body.id);

    // A chat with no report yet: the user's interface language.
    const created = await client.post<{ chat_id: string }>(`/api/chat/revisions/${revision.id}/analyze`, {
      token: user.token,
    });
    expect(created.status).toBe(201);
    const french = await exportTexts(created.body.chat_id);
    expect(french.slice(0, 4)).toEqual([
      "Chat d'examen de la requête",
      'Projet : Sprache',
      'Type : Projet Innosuisse',
      expect.stringMatching(/^Révision : Révision 1, créée le \d{1,2} \p{L}+ \d{4}$/u),
    ]);
    expect(french[4]).toMatch(/^Date de l'export : \d{1,2} \p{L}+ \d{4} à \d{2}:\d{2}$/u);

    // Its analysis wrote the report in German: now the whole export is German, whatever the interface language.
    const analysis = await readEventStream(
      `${server.baseUrl}/api/chat/revisions/${revision.id}/analyze/stream?language=de`,
      user.token,
    );
    expect(completedChatId(analysis.events)).toBe(created.body.chat_id);
    const german = await exportTexts(created.body.chat_id);
    expect(german.slice(0, 4)).toEqual([
      'Chat zur Gesuchsprüfung',
      'Projekt: Sprache',
      'Typ: Innosuisse-Projekt',
      expect.stringMatching(/^Revision: Revision 1, erstellt am \d{1,2}\. \p{L}+ \d{4}$/u),
    ]);
    expect(german[4]).toMatch(/^Exportiert: \d{1,2}\. \p{L}+ \d{4} um \d{2}:\d{2}$/u);
    expect(german).toEqual(expect.arrayContaining(['Befunde', 'Zu dieser Prüfung']));
    expect(german.join('\n')).not.toMatch(/Grant review chat|Findings|About this review/);
  });
});
