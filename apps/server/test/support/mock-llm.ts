/**
 * A local HTTP server that speaks the OpenAI chat-completions streaming protocol and records every
 * request it gets, so tests can check exactly what a provider would have been sent.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export type TMockBehaviour =
  | { kind: 'stream'; chunks: string[]; delayMs?: number; firstChunkDelayMs?: number }
  | { kind: 'http-error'; status: number }
  | { kind: 'drop-connection' }
  | { kind: 'fail-mid-stream'; chunks: string[] }
  | { kind: 'hang' }
  /** Takes the request and never answers, not even with headers. */
  | { kind: 'no-response' };

export interface TRecordedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
  json: { model?: string; stream?: boolean; messages?: { role: string; content: string }[] };
  /** Set when the client closed the connection before the answer ended. */
  wasAborted: boolean;
}

export interface TMockLlm {
  baseUrl: string;
  requests: TRecordedRequest[];
  behaviour: TMockBehaviour;
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

async function respond(behaviour: TMockBehaviour, response: ServerResponse, record: TRecordedRequest): Promise<void> {
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
  const mock: TMockLlm = { baseUrl: '', requests: [], behaviour, close: () => Promise.resolve() };
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
      };
      mock.requests.push(record);
      response.on('close', () => {
        if (!response.writableFinished) record.wasAborted = true;
      });
      if (request.url !== '/v1/chat/completions' || request.method !== 'POST') {
        response.writeHead(404).end();
        return;
      }
      void respond(mock.behaviour, response, record);
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
