/**
 * A server-sent event stream over a hijacked Fastify reply: one `data: <json>` line per event, a
 * `: keepalive` comment at an interval, and a signal that fires when the client goes away.
 */
import type { TStreamEvent } from '@grant-review/contract';
import type { FastifyReply } from 'fastify';

export interface TSseStream {
  send(event: TStreamEvent): void;
  /** Aborts when the client disconnects. */
  readonly signal: AbortSignal;
  readonly isOpen: boolean;
  end(): void;
}

export function openSseStream(
  reply: FastifyReply,
  options: { keepaliveMs: number; onKeepalive?: () => void },
): TSseStream {
  reply.hijack();
  const response = reply.raw;
  const headers: Record<string, string | number | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value;
  response.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store, no-transform',
    connection: 'keep-alive',
    // Tells nginx-style proxies not to buffer the stream.
    'x-accel-buffering': 'no',
  });
  response.flushHeaders();

  const disconnected = new AbortController();
  let isOpen = true;
  const keepalive = setInterval(() => {
    if (!isOpen) return;
    response.write(': keepalive\n\n');
    options.onKeepalive?.();
  }, options.keepaliveMs);
  response.on('close', () => {
    clearInterval(keepalive);
    if (isOpen) {
      isOpen = false;
      disconnected.abort(new Error('client disconnected'));
    }
  });

  return {
    send(event) {
      if (isOpen) response.write(`data: ${JSON.stringify(event)}\n\n`);
    },
    signal: disconnected.signal,
    get isOpen() {
      return isOpen;
    },
    end() {
      clearInterval(keepalive);
      if (!isOpen) return;
      isOpen = false;
      response.end();
    },
  };
}
