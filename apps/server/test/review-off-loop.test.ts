/**
 * The built-in review runs in a worker thread: while a long document is reviewed, the server answers other
 * requests. The server runs in this test's process, so the provider below notes when the review is done (its first
 * part comes straight after the report): a health check and the dashboard that complete before that note were
 * answered during the review. With the review on the event loop, nothing else could run until it returned, and the
 * note would come first. No timing is asserted: the review of a 1.5-million-character document takes a second or
 * more, a health check milliseconds.
 */
import type { TStreamEvent } from '@grant-review/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinProvider } from '../src/llm/builtin-provider.js';
import type { TLlmProvider } from '../src/llm/provider.js';
import { ReviewWorkers } from '../src/review/worker/review-workers.js';
import { createTestProject, createTestRevision, createTestUser, type TTestUser } from './support/factories.js';
import { createClient } from './support/http.js';
import { insertFileRow } from './support/owned-data.js';
import { readEventStream } from './support/sse-client.js';
import { startTestServer, type TTestServer } from './support/server.js';

/** An application draft of about 1.5 million characters: numbered sections of prose with figures. */
function longDraft(): string {
  const topics = ['Market analysis', 'Work plan', 'Team', 'Innovation', 'Risks', 'Budget'];
  const sections: string[] = [];
  for (let index = 0, length = 0; length < 1_500_000; index++) {
    const topic = topics[index % topics.length] ?? 'Notes';
    const section =
      `${index + 1}. ${topic} ${index + 1}\n\n` +
      `In phase ${index + 1} the team builds and tests prototype ${index + 1} with the implementation partner. ` +
      `The Swiss market for this product is CHF ${200 + index} million, growing by ${(index % 9) + 2}% a year ` +
      `according to a study by the federal statistics office. Milestone M${(index % 12) + 1} (month ` +
      `${(index % 24) + 1}): a working prototype reaches ${80 + (index % 15)}% accuracy in field trials. ` +
      'The main risk is a supplier delay; we mitigate it with a second supplier under contract. '.repeat(3);
    sections.push(section);
    length += section.length + 2;
  }
  return sections.join('\n\n');
}

describe('the server during a long built-in review', () => {
  const order: string[] = [];
  const workers = new ReviewWorkers({ size: 1 });
  let server: TTestServer;
  let owner: TTestUser;
  let revisionId: string;

  /** The built-in provider, noting when the review of an analysis is done. */
  function notingProvider(): TLlmProvider {
    const builtin = createBuiltinProvider({ chunkDelayMs: 0, workers });
    return {
      name: builtin.name,
      stream: (request, signal) => builtin.stream(request, signal),
      async *analyze(request, signal) {
        let isFirst = true;
        for await (const part of builtin.analyze(request, signal)) {
          if (isFirst) order.push('review done');
          isFirst = false;
          yield part;
        }
      },
    };
  }

  beforeAll(async () => {
    server = await startTestServer({ llmProvider: notingProvider() });
    const client = createClient(server.baseUrl);
    owner = await createTestUser(server.ctx);
    const project = await createTestProject(client, owner.token, { name: 'Long draft' });
    const revision = await createTestRevision(client, owner.token, project.id);
    revisionId = revision.id;
    await insertFileRow(server.ctx, revision.id, 'APPLICATION_DRAFT', 'PROCESSED', longDraft());
  });

  afterAll(async () => {
    await server.close();
    await workers.close();
  });

  it('answers a health check and the dashboard before the review of a long document is done', async () => {
    const get = async (path: string, name: string) => {
      const response = await fetch(`${server.baseUrl}${path}`, { headers: { authorization: `Bearer ${owner.token}` } });
      await response.text();
      order.push(`${name} ${response.status}`);
    };
    let requests: Promise<void> | undefined;
    const analysis = await readEventStream(
      `${server.baseUrl}/api/chat/revisions/${revisionId}/analyze/stream`,
      owner.token,
      {
        onEvent: (event: TStreamEvent) => {
          // Sent just before the provider starts the review.
          if (event.type === 'start_assistant') {
            requests = get('/api/health', 'health').then(() => get('/api/projects/dashboard', 'dashboard'));
          }
        },
      },
    );
    await requests;
    expect(analysis.status).toBe(200);
    expect(analysis.events.map((event) => event.type)).toContain('complete');
    expect(order).toEqual(['health 200', 'dashboard 200', 'review done']);
  });
});

describe('an analysis whose review worker dies', () => {
  const workers = new ReviewWorkers({
    entry: new URL('../src/review/worker/test-support/crashing-review-worker.ts', import.meta.url),
    size: 1,
  });
  let server: TTestServer;
  let owner: TTestUser;
  let client: ReturnType<typeof createClient>;

  /** A revision whose draft has this text. */
  async function revisionWith(text: string): Promise<string> {
    const project = await createTestProject(client, owner.token, { name: 'Draft' });
    const revision = await createTestRevision(client, owner.token, project.id);
    await insertFileRow(server.ctx, revision.id, 'APPLICATION_DRAFT', 'PROCESSED', text);
    return revision.id;
  }

  const analyze = (revisionId: string) =>
    readEventStream(`${server.baseUrl}/api/chat/revisions/${revisionId}/analyze/stream`, owner.token);

  beforeAll(async () => {
    server = await startTestServer({ llmProvider: createBuiltinProvider({ chunkDelayMs: 0, workers }) });
    client = createClient(server.baseUrl);
    owner = await createTestUser(server.ctx);
  });

  afterAll(async () => {
    await server.close();
    await workers.close();
  });

  it('ends with the error event, and the next analysis gets a new worker', async () => {
    // The test worker exits when a document's text is CRASH (see crashing-review-worker.ts).
    const crashed = await analyze(await revisionWith('CRASH'));
    expect(crashed.events).toEqual([
      { type: 'start_assistant' },
      { type: 'error', message: 'The answer could not be completed. Please try again.' },
      { type: 'stream_end' },
    ]);
    expect(workers.workerCount).toBe(0);

    const next = await analyze(await revisionWith('Market: the Swiss market for solar tiles is CHF 200 million.'));
    expect(next.events.map((event) => event.type)).toContain('complete');
    expect(workers.workerCount).toBe(1);
  });
});
