/**
 * A local HTTP server that speaks the OpenAI chat-completions streaming protocol and records every
 * request it gets, so tests can check exactly what a provider would have been sent. A behaviour can be chosen per
 * request (the model review asks one question per criterion, each with a JSON schema in `response_format`).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export type TMockBehaviour =
  | { kind: 'stream'; chunks: string[]; delayMs?: number; firstChunkDelayMs?: number }
  | { kind: 'http-error'; status: number }
  | { kind: 'drop-connection' }
  | { kind: 'fail-mid-stream'; chunks: string[] }
  | { kind: 'hang' }
  /** Takes the request and never answers, not even with headers. */
  | { kind: 'no-response' }
  /** Chooses the behaviour from the request: `index` counts the requests this mock has had, from 0. */
  | { kind: 'per-request'; respond: (request: TRecordedRequest, index: number) => TPlainBehaviour };

export type TPlainBehaviour = Exclude<TMockBehaviour, { kind: 'per-request' }>;

/** The structured-output part of a request, as the AI SDK sends it for object generation. */
export interface TResponseFormat {
  type: 'json_schema' | 'json_object' | 'text';
  json_schema?: { name?: string; strict?: boolean; schema?: { properties?: Record<string, unknown> } };
}

export interface TRecordedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
  json: {
    model?: string;
    stream?: boolean;
    messages?: { role: string; content: string }[];
    response_format?: TResponseFormat;
  };
  /** Set when the client closed the connection before the answer ended. */
  wasAborted: boolean;
  /** 1 for the first answer that ended (or was cut off), 2 for the next …; null while it runs. */
  endedAs: number | null;
}

export interface TMockLlm {
  baseUrl: string;
  requests: TRecordedRequest[];
  behaviour: TMockBehaviour;
  /** The most requests that were being answered at the same time. */
  maxConcurrent: number;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function chunkEvent(content: string | null, finishReason: string | null = null): string {
  const payload = {
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model: 'test-model',
    choices: [{ index: 0, delta: content === null ? {} : { role: 'assistant', content }, finish_reason: finishReason }],
  };
  return `data: ${JSON.stringify(payload)}\n\n`;
}

async function respond(behaviour: TPlainBehaviour, response: ServerResponse, record: TRecordedRequest): Promise<void> {
  if (behaviour.kind === 'http-error') {
    response.writeHead(behaviour.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: { message: 'mock failure', type: 'server_error' } }));
    return;
  }
  if (behaviour.kind === 'drop-connection') {
    response.socket?.destroy();
    return;
  }
  if (behaviour.kind === 'no-response') return; // the client's abort (or the test's end) closes it
  if (behaviour.kind === 'hang') {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    response.flushHeaders();
    return; // never answers; the client's abort ends it
  }
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  response.flushHeaders();
  if (behaviour.kind === 'stream' && behaviour.firstChunkDelayMs) await sleep(behaviour.firstChunkDelayMs);
  for (const chunk of behaviour.chunks) {
    if (record.wasAborted) return;
    response.write(chunkEvent(chunk));
    if (behaviour.kind === 'stream' && behaviour.delayMs) await sleep(behaviour.delayMs);
  }
  if (behaviour.kind === 'fail-mid-stream') {
    await sleep(100); // let the written chunks reach the client first
    response.socket?.destroy();
    return;
  }
  response.write(chunkEvent(null, 'stop'));
  response.write(
    `data: ${JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion.chunk', created: 0, model: 'test-model', choices: [], usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 } })}\n\n`,
  );
  response.end('data: [DONE]\n\n');
}

export async function startMockLlm(behaviour: TMockBehaviour = { kind: 'stream', chunks: ['Hello', ' world'] }) {
  const mock: TMockLlm = { baseUrl: '', requests: [], behaviour, maxConcurrent: 0, close: () => Promise.resolve() };
  let active = 0;
  let ended = 0;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const record: TRecordedRequest = {
        path: request.url ?? '',
        headers: request.headers,
        body,
        json: body ? (JSON.parse(body) as TRecordedRequest['json']) : {},
        wasAborted: false,
        endedAs: null,
      };
      const index = mock.requests.push(record) - 1;
      active += 1;
      mock.maxConcurrent = Math.max(mock.maxConcurrent, active);
      response.on('close', () => {
        active -= 1;
        record.endedAs = ++ended;
        if (!response.writableFinished) record.wasAborted = true;
      });
      if (request.url !== '/v1/chat/completions' || request.method !== 'POST') {
        response.writeHead(404).end();
        return;
      }
      const chosen = mock.behaviour.kind === 'per-request' ? mock.behaviour.respond(record, index) : mock.behaviour;
      void respond(chosen, response, record);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('mock LLM did not bind');
  mock.baseUrl = `http://127.0.0.1:${address.port}/v1`;
  mock.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return mock;
}
