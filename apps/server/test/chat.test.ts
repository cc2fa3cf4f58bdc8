/**
 * Analysis, chat, messages and export over real HTTP, with the built-in reviewer and with an
 * OpenAI-compatible provider played by a local recording server.
 */
import {
  ZReviewReport,
  type TAnalyzeResponse,
  type TChatMessage,
  type TDocumentFile,
  type TReviewReport,
  type TStreamEvent,
} from '@grant-review/contract';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INNOSUISSE_CRITERIA } from '../src/review/criteria/innosuisse.js';
import { APPLICATION_LINES, BUDGET_LINES, buildDocx, buildPdf } from './support/documents.js';
import { createTestProject, createTestRevision, createTestUser, type TTestUser } from './support/factories.js';
import { type TClient } from './support/http.js';
import type { TMockLlm } from './support/mock-llm.js';
import { startMockLlmServer } from './support/mock-llm-server.js';
import { reviewingModel } from './support/mock-review.js';
import { readEventStream, waitForStreamLease } from './support/sse-client.js';
import { startReviewServer } from './support/review-server.js';
import { type TTestServer } from './support/server.js';
import { uploadFile, waitForProcessing } from './support/uploads.js';

const types = (events: readonly TStreamEvent[]) =>
  events.map((event) => event.type).filter((type, index, all) => type !== 'chunk' || all[index - 1] !== 'chunk');

async function prepareRevision(client: TClient, user: TTestUser, name = 'SolarSkin') {
  const project = await createTestProject(client, user.token, { name });
  const revision = await createTestRevision(client, user.token, project.id);
  const target = { projectId: project.id, revisionId: revision.id };
  const draft = await uploadFile(
    client,
    user.token,
    { ...target, slot: 'APPLICATION_DRAFT' },
    {
      name: 'Anna Muster application.docx',
      data: await buildDocx(APPLICATION_LINES),
    },
  );
  const budget = await uploadFile(
    client,
    user.token,
    { ...target, slot: 'FUNDING_PROPOSAL' },
    {
      name: 'budget.pdf',
      data: buildPdf(BUDGET_LINES),
    },
  );
  const files: TDocumentFile[] = [
    await waitForProcessing(client, user.token, draft.body.id),
    await waitForProcessing(client, user.token, budget.body.id),
  ];
  return { project, revision, files };
}

describe('chat with the built-in reviewer', () => {
  let server: TTestServer;
  let client: TClient;
  let owner: TTestUser;

  beforeAll(async () => {
    ({ server, client, owner } = await startReviewServer());
  });
  afterAll(() => server.close());

  it('refuses the analysis of a revision without a processed file with 409', async () => {
    const project = await createTestProject(client, owner.token);
    const revision = await createTestRevision(client, owner.token, project.id);
    const stream = await readEventStream(
      `${server.baseUrl}/api/chat/revisions/${revision.id}/analyze/stream`,
      owner.token,
    );
    expect(stream.status).toBe(409);
    expect(stream.body?.detail).toMatch(/Upload at least one document/);
    const create = await client.post<{ detail: string }>(`/api/chat/revisions/${revision.id}/analyze`, {
      token: owner.token,
    });
    expect(create.status).toBe(409);
  });

  it('streams the analysis, then answers a question, stores both and exports them to Word', async () => {
    const { project, revision } = await prepareRevision(client, owner);
    const analysis = await readEventStream(
      `${server.baseUrl}/api/chat/revisions/${revision.id}/analyze/stream`,
      owner.token,
    );
    expect(analysis.status).toBe(200);
    expect(types(analysis.events)).toEqual(['start_assistant', 'chunk', 'complete', 'stream_end']);
    const chunks = analysis.events.filter((event) => event.type === 'chunk');
    expect(chunks.length).toBeGreaterThan(20);
    const complete = analysis.events.find((event) => event.type === 'complete');
    if (complete?.type !== 'complete') throw new Error('no complete event');
    expect(complete.message.message_type).toBe('ASSISTANT');
    expect(complete.message.content).toContain('Pre-submission review');
    expect(complete.message.content).toContain('offline reviewer');
    expect(complete.message.html_content).toContain('<h1>');
    expect(chunks.map((event) => (event.type === 'chunk' ? event.content : '')).join('')).toBe(
      complete.message.content,
    );

    const chatId = complete.chat_id;
    const created = await client.post<TAnalyzeResponse>(`/api/chat/revisions/${revision.id}/analyze`, {
      token: owner.token,
    });
    expect(created.status).toBe(201);
    expect(created.body.chat_id).toBe(chatId);

    const question = 'What is my implementation partner share?';
    const answer = await readEventStream(
      `${server.baseUrl}/api/chat/${chatId}/stream?user_input=${encodeURIComponent(question)}`,
      owner.token,
    );
    expect(types(answer.events)).toEqual([
      'start_user',
      'user_message',
      'start_assistant',
      'chunk',
      'complete',
      'stream_end',
    ]);
    const userMessage = answer.events.find((event) => event.type === 'user_message');
    expect(userMessage?.type === 'user_message' && userMessage.message.content).toBe(question);
    const reply = answer.events.find((event) => event.type === 'complete');
    expect(reply?.type === 'complete' && reply.message.content).toMatch(/offline reviewer/i);
    expect(reply?.type === 'complete' && reply.message.content).toMatch(/50/);

    const messages = await client.get<TChatMessage[]>(`/api/chat/${chatId}/messages`, { token: owner.token });
    expect(messages.status).toBe(200);
    expect(messages.body.map((message) => message.message_type)).toEqual(['ASSISTANT', 'USER', 'ASSISTANT']);
    expect(messages.body.every((message) => !message.is_interrupted && message.html_content)).toBe(true);

    const revisions = await client.get<{ chat: { id: string } | null; created_at: string }[]>(
      `/api/projects/${project.id}/revisions`,
      {
        token: owner.token,
      },
    );
    expect(revisions.body[0]?.chat).toEqual({ id: chatId });

    const exported = await fetch(`${server.baseUrl}/api/chat/${chatId}/export`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(exported.status).toBe(200);
    // The revision's creation date (Zurich) keeps exports apart when deleting an older revision renumbers this one.
    const revisionCreated = new Date(revisions.body[0]?.created_at ?? '').toLocaleDateString('sv-SE', {
      timeZone: 'Europe/Zurich',
    });
    expect(exported.headers.get('content-disposition')).toContain(
      `filename="SolarSkin-revision-1-${revisionCreated}_export.docx"`,
    );
    const { value: text } = await mammoth.extractRawText({ buffer: Buffer.from(await exported.arrayBuffer()) });
    expect(text).toContain('Grant review chat');
    expect(text).toContain('SolarSkin');
    expect(text).toContain('Revision 1');
    expect(text).toContain(question);
    expect(text).toContain('Reviewer');
    expect(text).toContain('Pre-submission review');
  });

  it('keeps the analysis as a report with located evidence, served to the owner only', async () => {
    const { revision, files } = await prepareRevision(client, owner, 'Report');
    const created = await client.post<TAnalyzeResponse>(`/api/chat/revisions/${revision.id}/analyze`, {
      token: owner.token,
    });
    const chatId = created.body.chat_id;
    const before = await client.get<{ detail: string }>(`/api/chat/${chatId}/report`, { token: owner.token });
    expect(before.status).toBe(404);

    await readEventStream(`${server.baseUrl}/api/chat/revisions/${revision.id}/analyze/stream`, owner.token);
    const response = await client.get<TReviewReport>(`/api/chat/${chatId}/report`, { token: owner.token });
    expect(response.status).toBe(200);
    const report = ZReviewReport.parse(response.body);
    expect(report.reviewer).toBe('builtin');
    expect(report.documents.map((document) => document.file_id).sort()).toEqual(files.map((file) => file.id).sort());
    expect(report.findings.length).toBeGreaterThan(0);
    for (const finding of report.findings) {
      for (const evidence of finding.evidence) {
        const file = files.find((candidate) => candidate.id === evidence.file_id);
        // Offsets index the anonymized text; the quote the owner sees has the real values back.
        const anonymizedQuote = file?.anonymized_content?.slice(evidence.start, evidence.end) ?? '';
        expect(anonymizedQuote.length).toBeGreaterThan(0);
        expect(evidence.quote).not.toMatch(/\[[A-Z_]+_\d+\]/);
      }
    }
    // The chat message is the report's rendering.
    const messages = await client.get<TChatMessage[]>(`/api/chat/${chatId}/messages`, { token: owner.token });
    expect(messages.body[0]?.content).toContain('## Findings');

    const stranger = await createTestUser(server.ctx);
    expect((await client.get(`/api/chat/${chatId}/report`, { token: stranger.token })).status).toBe(404);
  });

  it('replaces the conversation when the analysis runs again and completes', async () => {
    const { revision } = await prepareRevision(client, owner, 'Rerun');
    const first = await readEventStream(
      `${server.baseUrl}/api/chat/revisions/${revision.id}/analyze/stream`,
      owner.token,
    );
    const complete = first.events.find((event) => event.type === 'complete');
    const chatId = complete?.type === 'complete' ? complete.chat_id : '';
    await readEventStream(`${server.baseUrl}/api/chat/${chatId}/stream?user_input=hello`, owner.token);
    const second = await readEventStream(
      `${server.baseUrl}/api/chat/revisions/${revision.id}/analyze/stream`,
      owner.token,
    );
    expect(types(second.events)).toEqual(['start_assistant', 'chunk', 'clear_messages', 'complete', 'stream_end']);
    const messages = await client.get<TChatMessage[]>(`/api/chat/${chatId}/messages`, { token: owner.token });
    expect(messages.body).toHaveLength(1);
  });

  it('validates the chat message', async () => {
    const { revision } = await prepareRevision(client, owner, 'Validation');
    const created = await client.post<TAnalyzeResponse>(`/api/chat/revisions/${revision.id}/analyze`, {
      token: owner.token,
    });
    for (const query of ['', '?user_input=', '?user_input=%20%20', `?user_input=${'x'.repeat(8001)}`]) {
      const response = await client.get<{ detail: string }>(`/api/chat/${created.body.chat_id}/stream${query}`, {
        token: owner.token,
      });
      expect(response.status, query).toBe(422);
      expect(response.body.detail).toBeTruthy();
    }
  });

  it("answers 404 on every chat route for another user's chat or revision", async () => {
    const { revision } = await prepareRevision(client, owner, 'Private');
    const created = await client.post<TAnalyzeResponse>(`/api/chat/revisions/${revision.id}/analyze`, {
      token: owner.token,
    });
    const chatId = created.body.chat_id;
    const stranger = await createTestUser(server.ctx);
    for (const path of [
      `/api/chat/${chatId}/messages`,
      `/api/chat/${chatId}/export`,
      `/api/chat/${chatId}/stream?user_input=hi`,
      `/api/chat/revisions/${revision.id}/analyze/stream`,
    ]) {
      const response = await client.get<{ detail: string }>(path, { token: stranger.token });
      expect(response.status, path).toBe(404);
    }
    expect((await client.post(`/api/chat/revisions/${revision.id}/analyze`, { token: stranger.token })).status).toBe(
      404,
    );
    for (const path of [`/api/chat/${chatId}/messages`, `/api/chat/revisions/${revision.id}/analyze`]) {
      expect((await client.request(path.includes('analyze') ? 'POST' : 'GET', path)).status).toBe(401);
    }
  });
});

describe('chat with an OpenAI-compatible provider', () => {
  let mock: TMockLlm;
  let server: TTestServer;
  let client: TClient;
  let owner: TTestUser;

  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ mock, server, client, owner, close } = await startMockLlmServer({
      env: { LLM_API_KEY: 'test-key', LLM_IDLE_TIMEOUT_S: '1' },
      streams: { keepaliveMs: 100 },
    }));
  });
  afterAll(() => close());

  const startAnalysis = (revisionId: string, options?: Parameters<typeof readEventStream>[2]) =>
    readEventStream(`${server.baseUrl}/api/chat/revisions/${revisionId}/analyze/stream`, owner.token, options);

  it('sends anonymized text only: no value found in the documents, and no PII typed into chat', async () => {
    mock.behaviour = reviewingModel({ rationale: 'The draft by [PERSON_1] looks solid.' });
    mock.requests.length = 0;
    const { revision, files } = await prepareRevision(client, owner, 'Privacy');
    const analysis = await startAnalysis(revision.id);
    expect(types(analysis.events)).toEqual(['start_assistant', 'chunk', 'complete', 'stream_end']);
    const complete = analysis.events.find((event) => event.type === 'complete');
    if (complete?.type !== 'complete') throw new Error('no complete event');
    // The owner sees the real name back; what is stored keeps the placeholder.
    expect(complete.message.content).toContain('The draft by Anna Muster looks solid.');
    const stored = await server.ctx.db
      .selectFrom('messages')
      .select('content')
      .where('id', '=', complete.message.id)
      .executeTakeFirstOrThrow();
    expect(stored.content).toContain('The draft by [PERSON_1] looks solid.');
    expect(stored.content).not.toContain('Anna Muster');
    const streamed = analysis.events.map((event) => (event.type === 'chunk' ? event.content : '')).join('');
    expect(streamed).toBe(complete.message.content);

    const typed = 'Please check the CV of Beat Keller, beat.keller@example.com, +41 79 555 66 77, and of Anna Muster.';
    await readEventStream(
      `${server.baseUrl}/api/chat/${complete.chat_id}/stream?user_input=${encodeURIComponent(typed)}`,
      owner.token,
    );

    // One request per criterion of the analysis, then the chat's.
    expect(mock.requests).toHaveLength(INNOSUISSE_CRITERIA.criteria.length + 1);
    expect(mock.requests.every((request) => request.path === '/v1/chat/completions')).toBe(true);
    expect(mock.requests[0]?.headers.authorization).toBe('Bearer test-key');
    expect(mock.requests[0]?.json.model).toBe('test-model');
    const sent = mock.requests.map((request) => request.body).join('\n');
    const originals = files.flatMap((file) => file.pii_entities.map((entity) => entity.text));
    expect(originals.length).toBeGreaterThanOrEqual(3);
    for (const value of [
      ...originals,
      'Anna',
      'Muster',
      'Beat Keller',
      'beat.keller@example.com',
      '+41 79 555 66 77',
      '555 66 77',
    ]) {
      expect(sent, value).not.toContain(value);
      expect(sent.toLowerCase(), value).not.toContain(value.toLowerCase());
    }
    // The documents did reach it, as anonymized text labelled with their slot.
    expect(sent).toContain('[EMAIL_ADDRESS_1]');
    expect(sent).toContain('Application Draft');
    expect(sent).toContain('Total project costs: CHF 400000');
    expect(mock.requests.at(-1)?.body).toContain('[PERSON_');
  });

  it('reports a provider that is down with an error event, then stream_end, saying what went wrong', async () => {
    const { revision } = await prepareRevision(client, owner, 'Down');
    const cases = [
      { behaviour: { kind: 'http-error', status: 429 }, message: /busy \(rate limit\); try again in a minute/ },
      { behaviour: { kind: 'http-error', status: 503 }, message: /had a problem \(HTTP 503\)/ },
      { behaviour: { kind: 'http-error', status: 401 }, message: /refused the request/ },
      { behaviour: { kind: 'drop-connection' }, message: /could not be reached/ },
    ] as const;
    for (const { behaviour, message } of cases) {
      mock.behaviour = behaviour;
      const stream = await startAnalysis(revision.id);
      expect(stream.status).toBe(200);
      expect(types(stream.events)).toEqual(['start_assistant', 'error', 'stream_end']);
      const error = stream.events.find((event) => event.type === 'error');
      expect(error?.type === 'error' && error.message, behaviour.kind).toMatch(message);
      expect(stream.raw).not.toContain(mock.baseUrl);
      expect(stream.raw).not.toContain('test-key');
    }
  });

  it('gives up on a provider that goes silent, and keeps the connection alive meanwhile', async () => {
    const { revision } = await prepareRevision(client, owner, 'Slow');
    mock.behaviour = { kind: 'stream', chunks: ['late'], firstChunkDelayMs: 3000 };
    const stream = await startAnalysis(revision.id);
    expect(types(stream.events)).toEqual(['start_assistant', 'error', 'stream_end']);
    const error = stream.events.find((event) => event.type === 'error');
    expect(error?.type === 'error' && error.message).toMatch(/sent nothing for 1 second /);
    expect(stream.raw).toContain(': keepalive');
  });

  it('stops a provider that never sends its response headers after the idle time, and frees the chat', async () => {
    const { revision } = await prepareRevision(client, owner, 'Mute');
    mock.behaviour = { kind: 'no-response' };
    const stream = await startAnalysis(revision.id);
    expect(types(stream.events)).toEqual(['start_assistant', 'error', 'stream_end']);
    const error = stream.events.find((event) => event.type === 'error');
    expect(error?.type === 'error' && error.message).toMatch(/sent nothing for 1 second /);

    mock.behaviour = reviewingModel();
    const again = await startAnalysis(revision.id);
    expect(again.status).toBe(200);
    expect(types(again.events)).toEqual(['start_assistant', 'chunk', 'complete', 'stream_end']);
  });

  it('keeps the conversation when the analysis is run again and the provider fails', async () => {
    const { revision } = await prepareRevision(client, owner, 'Rerun fails');
    mock.behaviour = reviewingModel({ rationale: 'First analysis.', chatChunks: ['An answer.'] });
    const first = await startAnalysis(revision.id);
    const complete = first.events.find((event) => event.type === 'complete');
    if (complete?.type !== 'complete') throw new Error('no complete event');
    const chatId = complete.chat_id;
    await readEventStream(`${server.baseUrl}/api/chat/${chatId}/stream?user_input=Is%20it%20ready%3F`, owner.token);
    const listMessages = async () =>
      (await client.get<TChatMessage[]>(`/api/chat/${chatId}/messages`, { token: owner.token })).body;
    const before = await listMessages();
    expect(before.map((message) => message.content)).toEqual([complete.message.content, 'Is it ready?', 'An answer.']);
    expect(before[0]?.content).toContain('First analysis.');

    mock.behaviour = { kind: 'http-error', status: 500 };
    const failed = await startAnalysis(revision.id);
    expect(types(failed.events)).toEqual(['start_assistant', 'error', 'stream_end']);
    const error = failed.events.find((event) => event.type === 'error');
    expect(error?.type === 'error' && error.message).toMatch(/Your earlier conversation is kept\./);
    expect(await listMessages()).toEqual(before);

    // Cut off half-way (two criteria reviewed, then the connection drops): the earlier conversation stays, and
    // what came is kept after it, marked as interrupted.
    mock.requests.length = 0;
    mock.behaviour = reviewingModel({
      rationale: 'Half of a new analysis.',
      override: (index) => (index < 2 ? undefined : { kind: 'fail-mid-stream', chunks: ['{"assessment": '] }),
    });
    const cut = await startAnalysis(revision.id);
    expect(types(cut.events)).toEqual(['start_assistant', 'chunk', 'error', 'stream_end']);
    const afterCut = await listMessages();
    expect(afterCut.slice(0, 3)).toEqual(before);
    expect(afterCut[3]).toMatchObject({ is_interrupted: true });
    expect(afterCut[3]?.content).toContain('Half of a new analysis.');

    mock.behaviour = reviewingModel({ rationale: 'Second analysis.' });
    const second = await startAnalysis(revision.id);
    expect(second.status, second.raw).toBe(200);
    expect(types(second.events)).toEqual(['start_assistant', 'chunk', 'clear_messages', 'complete', 'stream_end']);
    const afterSecond = await listMessages();
    expect(afterSecond).toHaveLength(1);
    expect(afterSecond[0]?.content).toContain('Second analysis.');
  });

  it("never sends a file's own name to the provider", async () => {
    mock.behaviour = reviewingModel({ chatChunks: ['Fine.'] });
    const { revision, project } = await prepareRevision(client, owner, 'Names');
    const cv = await uploadFile(
      client,
      owner.token,
      { projectId: project.id, revisionId: revision.id, slot: 'SUPPORTING_DOCS' },
      { name: 'Lebenslauf Corinne Vuilleumier 1979-05-02.pdf', data: buildPdf(['Curriculum vitae', 'Education']) },
    );
    expect((await waitForProcessing(client, owner.token, cv.body.id)).processing_status).toBe('PROCESSED');
    mock.requests.length = 0;
    await startAnalysis(revision.id);
    const chatId = (
      await client.post<TAnalyzeResponse>(`/api/chat/revisions/${revision.id}/analyze`, { token: owner.token })
    ).body.chat_id;
    await readEventStream(`${server.baseUrl}/api/chat/${chatId}/stream?user_input=Summarise%20the%20CV`, owner.token);
    expect(mock.requests).toHaveLength(INNOSUISSE_CRITERIA.criteria.length + 1);
    const sent = mock.requests.map((request) => request.body).join('\n');
    for (const part of ['Lebenslauf', 'Corinne', 'Vuilleumier', '1979-05-02', 'application.docx', 'budget.pdf']) {
      expect(sent, part).not.toContain(part);
    }
    expect(sent).toContain('supporting-docs.pdf');
    expect(sent).toContain('Curriculum vitae');
  });

  it('keeps what was written before a mid-stream failure, marked as interrupted', async () => {
    const { revision } = await prepareRevision(client, owner, 'Midway');
    mock.requests.length = 0;
    mock.behaviour = reviewingModel({
      rationale: 'First part.',
      override: (index) => (index < 2 ? undefined : { kind: 'fail-mid-stream', chunks: ['{"assessment": '] }),
    });
    const stream = await startAnalysis(revision.id);
    expect(types(stream.events)).toEqual(['start_assistant', 'chunk', 'error', 'stream_end']);
    const created = await client.post<TAnalyzeResponse>(`/api/chat/revisions/${revision.id}/analyze`, {
      token: owner.token,
    });
    const messages = await client.get<TChatMessage[]>(`/api/chat/${created.body.chat_id}/messages`, {
      token: owner.token,
    });
    expect(messages.body).toHaveLength(1);
    expect(messages.body[0]).toMatchObject({ is_interrupted: true });
    expect(messages.body[0]?.content).toContain('First part.');
    expect(messages.body[0]?.content).not.toContain('Overall readiness');
  });

  it('stops the provider call when the client disconnects and keeps the partial answer', async () => {
    const { revision } = await prepareRevision(client, owner, 'Abort');
    mock.requests.length = 0;
    // The first criterion is answered at once, the second slowly: the client leaves while it is being written.
    mock.behaviour = reviewingModel({
      rationale: 'One.',
      override: (index) =>
        index === 0
          ? undefined
          : { kind: 'stream', chunks: ['{"assessment": ', '{"rating": ', '"weak"'], delayMs: 300 },
    });
    await startAnalysis(revision.id, { abortAfterChunks: 1 });
    await expect.poll(() => mock.requests[1]?.wasAborted, { timeout: 5000 }).toBe(true);
    const created = await client.post<TAnalyzeResponse>(`/api/chat/revisions/${revision.id}/analyze`, {
      token: owner.token,
    });
    await expect
      .poll(async () => {
        const messages = await client.get<TChatMessage[]>(`/api/chat/${created.body.chat_id}/messages`, {
          token: owner.token,
        });
        return messages.body[0];
      })
      .toMatchObject({ is_interrupted: true, content: expect.stringContaining('One.') as unknown as string });
  });

  it('refuses a second stream of the same chat while one is running', async () => {
    const { revision } = await prepareRevision(client, owner, 'Busy');
    // Long enough that the second request lands while the first still runs on a loaded machine, and under the
    // 1 s idle timeout this suite sets.
    mock.behaviour = reviewingModel({ delayMs: 800 });
    const first = startAnalysis(revision.id);
    const created = await client.post<TAnalyzeResponse>(`/api/chat/revisions/${revision.id}/analyze`, {
      token: owner.token,
    });
    // Once the first stream holds the chat, a second one is refused.
    await waitForStreamLease(server.ctx.db, created.body.chat_id);
    const second = await readEventStream(
      `${server.baseUrl}/api/chat/${created.body.chat_id}/stream?user_input=hello`,
      owner.token,
    );
    expect(second.status).toBe(409);
    expect(types((await first).events)).toEqual(['start_assistant', 'chunk', 'complete', 'stream_end']);
    mock.behaviour = { kind: 'stream', chunks: ['Now free.'] };
    const after = await readEventStream(
      `${server.baseUrl}/api/chat/${created.body.chat_id}/stream?user_input=hello`,
      owner.token,
    );
    expect(after.status).toBe(200);
  });
});
