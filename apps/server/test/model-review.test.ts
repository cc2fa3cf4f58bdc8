/**
 * The model reviewer over real HTTP: an analysis with LLM_PROVIDER=openai-compatible asks the model one criterion at
 * a time for a structured answer (played by the local chat-completions mock), streams the Markdown as criteria
 * complete, and stores the report. Covers a good model, one that invents a quote, one that returns invalid JSON,
 * one that stops answering half-way, the order of streamed criteria under concurrency, and that no personal data
 * or file name reaches the model.
 */
import {
  ZReviewReport,
  type TAnalyzeResponse,
  type TChatMessage,
  type TDocumentFile,
  type TReviewReport,
  type TStreamEvent,
} from '@grant-review/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INNOSUISSE_CRITERIA } from '../src/review/criteria/innosuisse.js';
import { NOT_ASSESSED_NOTE } from '../src/review/model-review/render.js';
import { UNREADABLE_REVIEW_MESSAGE, type TModelCriterionReview } from '../src/review/model-review/index.js';
import { APPLICATION_LINES, BUDGET_LINES, buildDocx, buildPdf } from './support/documents.js';
import { createTestProject, createTestRevision } from './support/factories.js';
import type { TRecordedRequest } from './support/mock-llm.js';
import { startMockLlmServer, type TMockLlmServer } from './support/mock-llm-server.js';
import { jsonAnswer } from './support/mock-review.js';
import { readEventStream } from './support/sse-client.js';
import { uploadFile, waitForProcessing } from './support/uploads.js';

const CRITERIA = INNOSUISSE_CRITERIA.criteria;
const REAL_QUOTE = 'tile efficiency of 21% measured on 20 prototypes';
const INVENTED_QUOTE = 'We already have 500 paying customers in Germany';

/** The criterion a review request asks about, from the first line of its prompt. */
function criterionOf(request: TRecordedRequest): string {
  const prompt = request.json.messages?.find((message) => message.role === 'user')?.content ?? '';
  const title = /^# Criterion: (.+)$/m.exec(prompt)?.[1] ?? '';
  const criterion = CRITERIA.find((item) => title.startsWith(item.title));
  if (!criterion) throw new Error(`no criterion in the request: ${prompt.slice(0, 80)}`);
  return criterion.id;
}

function review(criterionId: string, quotes: string[] = [REAL_QUOTE]): TModelCriterionReview {
  return {
    assessment: { rating: 'adequate', rationale: `Rationale for ${criterionId}, written by the model.` },
    findings: [
      {
        check: 'milestones',
        severity: 'important',
        title: `Finding for ${criterionId}`,
        explanation: 'Only one milestone is measurable.',
        evidence: quotes.map((quote) => ({ document: 'APPLICATION_DRAFT', quote })),
        looked_for: null,
        suggestion: 'Give every milestone a measurable target and a month.',
      },
    ],
  };
}

const goodModel = (request: TRecordedRequest) => jsonAnswer(review(criterionOf(request)));

const types = (events: readonly TStreamEvent[]) =>
  events.map((event) => event.type).filter((type, index, all) => type !== 'chunk' || all[index - 1] !== 'chunk');
const streamedText = (events: readonly TStreamEvent[]) =>
  events.map((event) => (event.type === 'chunk' ? event.content : '')).join('');

describe('model reviewer (openai-compatible, one criterion at a time)', () => {
  let context: TMockLlmServer;

  beforeAll(async () => {
    context = await startMockLlmServer({
      env: { LLM_IDLE_TIMEOUT_S: '1', LLM_REVIEW_CONCURRENCY: '2' },
      streams: { keepaliveMs: 100 },
    });
  });
  afterAll(() => context.close());
  beforeEach(() => {
    context.mock.requests.length = 0;
    context.mock.maxConcurrent = 0;
  });

  async function prepareRevision(name: string) {
    const { client, owner } = context;
    const project = await createTestProject(client, owner.token, { name });
    const revision = await createTestRevision(client, owner.token, project.id);
    const target = { projectId: project.id, revisionId: revision.id };
    const uploads = [
      await uploadFile(
        client,
        owner.token,
        { ...target, slot: 'APPLICATION_DRAFT' },
        { name: 'Anna Muster Antrag 2026.docx', data: await buildDocx(APPLICATION_LINES) },
      ),
      await uploadFile(
        client,
        owner.token,
        { ...target, slot: 'FUNDING_PROPOSAL' },
        { name: 'Budget Helio Muster.pdf', data: buildPdf(BUDGET_LINES) },
      ),
    ];
    const files: TDocumentFile[] = [];
    for (const upload of uploads) files.push(await waitForProcessing(client, owner.token, upload.body.id));
    return { revision, files };
  }

  const analyze = (revisionId: string, options?: Parameters<typeof readEventStream>[2]) =>
    readEventStream(
      `${context.server.baseUrl}/api/chat/revisions/${revisionId}/analyze/stream`,
      context.owner.token,
      options,
    );

  async function chatOf(revisionId: string): Promise<string> {
    const created = await context.client.post<TAnalyzeResponse>(`/api/chat/revisions/${revisionId}/analyze`, {
      token: context.owner.token,
    });
    return created.body.chat_id;
  }

  const getReport = (chatId: string) =>
    context.client.get<TReviewReport>(`/api/chat/${chatId}/report`, { token: context.owner.token });
  const getMessages = async (chatId: string) =>
    (await context.client.get<TChatMessage[]>(`/api/chat/${chatId}/messages`, { token: context.owner.token })).body;

  it('reviews each criterion with a structured call, streams the Markdown and stores the report', async () => {
    context.mock.behaviour = { kind: 'per-request', respond: goodModel };
    const { revision, files } = await prepareRevision('Good model');
    const stream = await analyze(revision.id);
    expect(types(stream.events)).toEqual(['start_assistant', 'chunk', 'complete', 'stream_end']);

    // One request per criterion, each asking for the criterion's JSON schema.
    expect(context.mock.requests.map(criterionOf).sort()).toEqual(CRITERIA.map((item) => item.id).sort());
    for (const request of context.mock.requests) {
      expect(request.json.stream).toBe(true);
      expect(request.json.response_format?.type).toBe('json_schema');
      expect(Object.keys(request.json.response_format?.json_schema?.schema?.properties ?? {})).toEqual([
        'assessment',
        'findings',
      ]);
    }

    const chatId = await chatOf(revision.id);
    const response = await getReport(chatId);
    expect(response.status).toBe(200);
    const report = ZReviewReport.parse(response.body);
    expect(report).toMatchObject({ reviewer: 'model', model: 'test-model', quotes_dropped: 0 });
    expect(report.criteria.map((item) => item.criterion)).toEqual(CRITERIA.map((item) => item.id));
    expect(report.criteria[0]).toMatchObject({
      rating: 'adequate',
      rationale: 'Rationale for innovation, written by the model.',
    });
    // The engine's rule findings stand as facts in the model's report; a blocker among them makes it not ready.
    const hasBlocker = report.findings.some((finding) => finding.severity === 'blocker');
    expect(report.readiness.level).toBe(hasBlocker ? 'not-ready' : 'needs-work');
    // The mock model's findings, beside the engine's rule findings.
    const modelFindings = report.findings.filter((finding) => finding.title.startsWith('Finding for '));
    expect(report.findings.length).toBeGreaterThan(modelFindings.length);
    expect(modelFindings).toHaveLength(CRITERIA.length);
    const draft = files.find((file) => file.file_role === 'APPLICATION_DRAFT');
    for (const finding of modelFindings) {
      expect(finding.evidence).toHaveLength(1);
      const [evidence] = finding.evidence;
      expect(evidence?.file_id).toBe(draft?.id);
      expect(draft?.anonymized_content?.slice(evidence?.start, evidence?.end)).toBe(REAL_QUOTE);
    }

    // The streamed Markdown is the stored message: criteria in the programme's order, then the readiness.
    const [message] = await getMessages(chatId);
    expect(message?.content).toBe(streamedText(stream.events));
    const positions = CRITERIA.map((criterion, index) =>
      message?.content.indexOf(`### ${index + 1}. ${criterion.title}`),
    );
    expect(positions.every((position) => position !== undefined && position > 0)).toBe(true);
    expect([...positions].sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(positions);
    expect(message?.content).toContain(`**Overall readiness: ${hasBlocker ? 'Not ready' : 'Needs work'}**`);
    expect(message?.content).toContain(`> "${REAL_QUOTE}`);
  });

  it('sends only anonymized text: no personal data and no file name in any request', async () => {
    context.mock.behaviour = { kind: 'per-request', respond: goodModel };
    const { revision, files } = await prepareRevision('Privacy');
    await analyze(revision.id);
    expect(context.mock.requests).toHaveLength(CRITERIA.length);
    const sent = context.mock.requests.map((request) => request.body).join('\n');
    const originals = files.flatMap((file) => file.pii_entities.map((entity) => entity.text));
    expect(originals.length).toBeGreaterThanOrEqual(3);
    for (const value of [...originals, 'Anna', 'Muster', 'Antrag 2026', '.docx', 'Budget Helio', '.pdf']) {
      expect(sent.toLowerCase(), value).not.toContain(value.toLowerCase());
    }
    // The passages did reach the model, anonymized and labelled with their document.
    expect(sent).toContain('[EMAIL_ADDRESS_1]');
    expect(sent).toContain('document=\\"APPLICATION_DRAFT\\"');
    expect(sent).toContain('Total project costs: CHF 400000');
  });

  it('drops a quote the model invented and counts it', async () => {
    context.mock.behaviour = {
      kind: 'per-request',
      respond: (request) => {
        const criterion = criterionOf(request);
        return jsonAnswer(review(criterion, criterion === 'innovation' ? [INVENTED_QUOTE, REAL_QUOTE] : [REAL_QUOTE]));
      },
    };
    const { revision } = await prepareRevision('Invented quote');
    const stream = await analyze(revision.id);
    expect(types(stream.events)).toEqual(['start_assistant', 'chunk', 'complete', 'stream_end']);
    const report = ZReviewReport.parse((await getReport(await chatOf(revision.id))).body);
    expect(report.quotes_dropped).toBe(1);
    // The model's own finding; the engine's rule findings (missing sections of this short draft) sit beside it.
    const innovation = report.findings.find((finding) => finding.title === 'Finding for innovation');
    expect(innovation?.evidence.map((evidence) => evidence.quote)).toEqual([REAL_QUOTE]);
    const markdown = streamedText(stream.events);
    expect(markdown).not.toContain(INVENTED_QUOTE);
    expect(markdown).toContain('1 quote(s) the model gave were not in your documents and were left out.');
  });

  it('asks again after invalid JSON, and reports a criterion still unreadable as not assessed', async () => {
    const attempts = new Map<string, number>();
    context.mock.behaviour = {
      kind: 'per-request',
      respond: (request) => {
        const criterion = criterionOf(request);
        const attempt = (attempts.get(criterion) ?? 0) + 1;
        attempts.set(criterion, attempt);
        if (criterion === 'methodology') return jsonAnswer('{"assessment": {"rating": "strong", "rationale": ');
        if (criterion === 'expertise' && attempt === 1) return jsonAnswer('Here is my review: it is fine.');
        return jsonAnswer(review(criterion));
      },
    };
    const { revision } = await prepareRevision('Invalid JSON');
    const stream = await analyze(revision.id);
    expect(types(stream.events)).toEqual(['start_assistant', 'chunk', 'complete', 'stream_end']);
    expect(attempts.get('methodology')).toBe(2);
    expect(attempts.get('expertise')).toBe(2);
    expect(attempts.get('innovation')).toBe(1);

    const report = ZReviewReport.parse((await getReport(await chatOf(revision.id))).body);
    const byId = new Map(report.criteria.map((item) => [item.criterion, item]));
    expect(byId.get('expertise')?.rationale).toBe('Rationale for expertise, written by the model.');
    expect(byId.get('methodology')?.rationale).toMatch(/^Not assessed by the model\. Built-in reviewer: /);
    const markdown = streamedText(stream.events);
    expect(markdown).toContain(NOT_ASSESSED_NOTE);
    expect(markdown).toContain('Not assessed by the model, shown from the built-in reviewer: Methodological quality.');
  });

  it('fails with a clear message and stores no report when no criterion could be read', async () => {
    context.mock.behaviour = { kind: 'stream', chunks: ['I cannot answer in JSON.'] };
    const { revision } = await prepareRevision('All invalid');
    const stream = await analyze(revision.id);
    expect(types(stream.events)).toEqual(['start_assistant', 'error', 'stream_end']);
    const error = stream.events.find((event) => event.type === 'error');
    expect(error?.type === 'error' && error.message).toBe(UNREADABLE_REVIEW_MESSAGE);
    expect(context.mock.requests).toHaveLength(CRITERIA.length * 2);
    const chatId = await chatOf(revision.id);
    expect((await getReport(chatId)).status).toBe(404);
    expect(await getMessages(chatId)).toEqual([]);
  });

  it('stops a model that goes silent half-way with the time-limit message, keeping no report', async () => {
    context.mock.behaviour = {
      kind: 'per-request',
      respond: (request, index) => (index < 2 ? jsonAnswer(review(criterionOf(request))) : { kind: 'hang' }),
    };
    const { revision } = await prepareRevision('Half-way');
    const stream = await analyze(revision.id);
    expect(types(stream.events)).toEqual(['start_assistant', 'chunk', 'error', 'stream_end']);
    const error = stream.events.find((event) => event.type === 'error');
    expect(error?.type === 'error' && error.message).toMatch(/sent nothing for 1 second /);
    // The calls still running were stopped, and none was started after the failure.
    await expect.poll(() => context.mock.requests.slice(2).every((request) => request.wasAborted)).toBe(true);
    expect(context.mock.requests.length).toBeLessThan(CRITERIA.length);

    const chatId = await chatOf(revision.id);
    expect((await getReport(chatId)).status).toBe(404);
    const [message] = await getMessages(chatId);
    expect(message?.is_interrupted).toBe(true);
    expect(message?.content).toContain(`### 1. ${CRITERIA[0]?.title}`);
    expect(message?.content).not.toContain('Overall readiness');
  });

  it('reviews two criteria at a time and streams each in order as soon as it and those before it are done', async () => {
    // The first criterion answers after the second, the last one slowest of all.
    const delays = [300, 20, 20, 20, 600];
    context.mock.behaviour = {
      kind: 'per-request',
      respond: (request, index) => jsonAnswer(review(criterionOf(request)), delays[index]),
    };
    const { revision } = await prepareRevision('Order');
    const lastEndedWhenFirstCriterionCame: (number | null | undefined)[] = [];
    const stream = await analyze(revision.id, {
      onEvent: (event) => {
        if (event.type === 'chunk' && /^### 1\. /m.test(event.content)) {
          lastEndedWhenFirstCriterionCame.push(context.mock.requests[CRITERIA.length - 1]?.endedAs);
        }
      },
    });
    expect(types(stream.events)).toEqual(['start_assistant', 'chunk', 'complete', 'stream_end']);
    expect(context.mock.maxConcurrent).toBe(2);
    const [first, second] = context.mock.requests;
    expect(second?.endedAs).toBeLessThan(first?.endedAs ?? 0);
    // Criterion 1 was streamed while the last criterion was still being answered.
    expect(lastEndedWhenFirstCriterionCame).toHaveLength(1);
    expect(lastEndedWhenFirstCriterionCame[0] ?? null).toBeNull();
    const markdown = streamedText(stream.events);
    const positions = CRITERIA.map((criterion, index) => markdown.indexOf(`### ${index + 1}. ${criterion.title}`));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });
});
