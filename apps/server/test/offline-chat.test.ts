/**
 * The offline chat over real HTTP: after the built-in analysis, questions are answered from its findings with their
 * quotes; the provider sees anonymized text only (the report included); real values go back into what the reviewer
 * quotes and never into its own wording.
 */
import type { TAnalyzeResponse, TChatMessage, TStreamEvent } from '@grant-review/contract';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendMessage } from '../src/chat/chat.service.js';
import { createBuiltinProvider } from '../src/llm/builtin-provider.js';
import type { TLlmProvider, TLlmRequest } from '../src/llm/provider.js';
import { buildDocx } from './support/documents.js';
import { createTestProject, createTestRevision, createTestUser, type TTestUser } from './support/factories.js';
import { createClient, type TClient } from './support/http.js';
import { readEventStream } from './support/sse-client.js';
import { startTestServer, type TTestServer } from './support/server.js';
import { uploadFile, waitForProcessing } from './support/uploads.js';

/** The built-in provider, keeping every request it is given. */
function recordingBuiltinProvider(requests: TLlmRequest[]): TLlmProvider {
  const builtin = createBuiltinProvider({ chunkDelayMs: 0 });
  return {
    name: builtin.name,
    stream: (request, signal) => (requests.push(request), builtin.stream(request, signal)),
    analyze: (request, signal) => (requests.push(request), builtin.analyze(request, signal)),
  };
}

const PERSON = 'Laura Meier';
const EMAIL = 'laura.meier@example.ch';
const DRAFT_LINES = [
  'Innovation project application: SolarSkin roof tiles',
  `Project lead: Dr. ${PERSON}, ${EMAIL}.`,
  'Budget',
  `The implementation partner Helio AG, represented by ${PERSON}, carries 25% of the total project costs of CHF 400000.`,
  'Cash contribution of Helio AG: CHF 4000 (1%).',
];

const completed = (events: readonly TStreamEvent[]) => {
  const complete = events.find((event) => event.type === 'complete');
  if (complete?.type !== 'complete') throw new Error('no complete event');
  return complete;
};
const streamed = (events: readonly TStreamEvent[]) =>
  events.map((event) => (event.type === 'chunk' ? event.content : '')).join('');
/** The text outside double-quoted spans: the reviewer's own wording. */
const ownWording = (text: string) => text.replace(/"[^"\n]*"/g, '""');

describe('the offline chat', () => {
  const requests: TLlmRequest[] = [];
  let server: TTestServer;
  let client: TClient;
  let owner: TTestUser;
  let chatId: string;

  /** A new project and revision with a draft uploaded and processed. */
  async function revisionWithDraft(name: string, lines = DRAFT_LINES) {
    const project = await createTestProject(client, owner.token, { name });
    const revision = await createTestRevision(client, owner.token, project.id);
    const uploaded = await uploadFile(
      client,
      owner.token,
      { projectId: project.id, revisionId: revision.id, slot: 'APPLICATION_DRAFT' },
      { name: 'draft.docx', data: await buildDocx(lines) },
    );
    return { revision, file: await waitForProcessing(client, owner.token, uploaded.body.id) };
  }

  beforeAll(async () => {
    server = await startTestServer({ llmProvider: recordingBuiltinProvider(requests) });
    client = createClient(server.baseUrl);
    owner = await createTestUser(server.ctx);
    const { revision, file } = await revisionWithDraft('SolarSkin');
    expect(file.anonymized_content).toContain('[PERSON_1]');
    const analysis = await readEventStream(
      `${server.baseUrl}/api/chat/revisions/${revision.id}/analyze/stream`,
      owner.token,
    );
    chatId = completed(analysis.events).chat_id;
  });
  afterAll(() => server.close());

  const ask = (question: string) =>
    readEventStream(
      `${server.baseUrl}/api/chat/${chatId}/stream?user_input=${encodeURIComponent(question)}`,
      owner.token,
    );

  it('answers a question about the budget with the finding, its quote and its suggestion', async () => {
    const { events } = await ask('What did you find about the budget?');
    const answer = completed(events).message.content;
    expect(answer).toContain('What the analysis found about the budget');
    expect(answer).toContain("Implementation partner's share is 25% of the total project costs");
    // The quote is the document's sentence, with the real name back for its owner.
    expect(answer).toContain(`> "The implementation partner Helio AG, represented by ${PERSON}, carries 25%`);
    expect(answer).toContain("*What to do:* Raise the partner's own contribution to at least 40%");
    expect(streamed(events)).toBe(answer);
  });

  it('answers in the question’s language', async () => {
    const answer = completed((await ask('Qu’avez-vous trouvé sur le budget ?')).events).message.content;
    expect(answer).toContain("Ce que l'analyse a trouvé sur le budget");
    expect(answer).toContain('*Bloquant*');
  });

  it('gives the provider the report and anonymized text only, never the personal data', () => {
    const chatRequests = requests.filter((request) => request.kind === 'chat');
    expect(chatRequests.length).toBeGreaterThan(0);
    expect(chatRequests.every((request) => request.report?.reviewer === 'builtin')).toBe(true);
    const sent = JSON.stringify(requests);
    expect(sent).toContain('[PERSON_1]');
    expect(sent).not.toContain('Meier');
    expect(sent).not.toContain(EMAIL);
  });

  it('puts real values back only into what the analysis quotes, never into its own wording', async () => {
    const messages = await client.get<TChatMessage[]>(`/api/chat/${chatId}/messages`, { token: owner.token });
    const analysis = messages.body[0]?.content ?? '';
    expect(analysis).toContain(`represented by ${PERSON}`);
    for (const message of messages.body.filter((item) => item.message_type === 'ASSISTANT')) {
      expect(ownWording(message.content)).not.toContain(PERSON);
    }
  });

  it('leaves a placeholder the reviewer’s own sentence mentions as written, in the messages and the export', async () => {
    await appendMessage(server.ctx.db, {
      chatId,
      userId: owner.user.id,
      type: 'ASSISTANT',
      content:
        '*Built-in offline reviewer: I am rule-based.*\n\nPlaceholders such as [PERSON_1] stand for personal data.\n\n> "[PERSON_1] leads." — *Application Draft*\n',
    });
    const messages = await client.get<TChatMessage[]>(`/api/chat/${chatId}/messages`, { token: owner.token });
    const shown = messages.body.at(-1);
    expect(shown?.content).toContain('Placeholders such as [PERSON_1] stand for personal data.');
    expect(shown?.content).toContain(`> "${PERSON} leads."`);
    expect(shown?.html_content).toContain('Placeholders such as [PERSON_1] stand');
    expect(shown?.html_content).toContain(`&quot;${PERSON} leads.&quot;`);

    const exported = await fetch(`${server.baseUrl}/api/chat/${chatId}/export`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const { value: text } = await mammoth.extractRawText({ buffer: Buffer.from(await exported.arrayBuffer()) });
    expect(text).toContain('Placeholders such as [PERSON_1] stand for personal data.');
    expect(text).toContain(`${PERSON} leads.`);
  });

  /** A chat on a new revision with the draft, without an analysis. */
  async function chatWithoutAnalysis(name: string, lines = DRAFT_LINES) {
    const { revision } = await revisionWithDraft(name, lines);
    const created = await client.post<TAnalyzeResponse>(`/api/chat/revisions/${revision.id}/analyze`, {
      token: owner.token,
    });
    return (question: string) =>
      readEventStream(
        `${server.baseUrl}/api/chat/${created.body.chat_id}/stream?user_input=${encodeURIComponent(question)}`,
        owner.token,
      ).then(({ events }) => completed(events).message.content);
  }

  it('says there is no analysis yet in a chat without one, and answers from a review of the documents', async () => {
    const askNew = await chatWithoutAnalysis('No analysis');
    const answer = await askNew('What is the weakest part?');
    expect(answer).toContain('There is no completed analysis in this chat yet, so I reviewed your documents just now');
    expect(answer).toContain('**Start Analysis**');
    // Only the draft is uploaded, and its 25% share breaks the rule: blockers, quoted with the real name back.
    expect(answer).toContain('**1. Funding Proposal is missing** — *Blocker*');
    expect(answer).toContain("Implementation partner's share is 25% of the total project costs");
    expect(answer).toContain(`> "The implementation partner Helio AG, represented by ${PERSON}, carries 25%`);
  });

  it('confirms a rule that is met and answers in German and French, without an analysis', async () => {
    const askNew = await chatWithoutAnalysis('Rules met', [
      'Innovation project application: SolarSkin roof tiles',
      'Budget',
      'The total project costs are CHF 600000.',
      'The implementation partner Helio AG contributes CHF 280200 in kind.',
      'Cash contribution of Helio AG to the research partner: CHF 30000.',
    ]);
    const german = await askNew('Ist der Anteil des Umsetzungspartners in Ordnung?');
    expect(german).toContain('In diesem Chat gibt es noch keine abgeschlossene Analyse');
    expect(german).toContain(
      'erfüllt — der Anteil des Umsetzungspartners von 51.7% liegt innerhalb von 40–60% der Gesamtprojektkosten.',
    );
    const french = await askNew('Notre contribution en espèces est-elle suffisante ?');
    expect(french).toContain("Ce chat n'a pas encore d'analyse terminée");
    expect(french).toContain(
      'respectée — la contribution en espèces de 5% des coûts totaux du projet atteint les 5% requis.',
    );
  });
});
