/** Reads a server-sent event stream the way the web app does: fetch with a bearer token, `data:` lines. */
import type { TStreamEvent } from '@grant-review/contract';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { DB } from '../../src/db/schema.js';

export interface TStreamResult {
  status: number;
  events: TStreamEvent[];
  raw: string;
  /** JSON body when the server refused before streaming. */
  body?: { detail?: string };
}

export async function readEventStream(
  url: string,
  token: string,
  options: { abortAfterChunks?: number; onEvent?: (event: TStreamEvent) => void } = {},
): Promise<TStreamResult> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  if (!response.headers.get('content-type')?.startsWith('text/event-stream')) {
    const text = await response.text();
    return {
      status: response.status,
      events: [],
      raw: text,
      body: text ? (JSON.parse(text) as { detail?: string }) : {},
    };
  }
  const events: TStreamEvent[] = [];
  let raw = '';
  let buffer = '';
  let chunks = 0;
  const decoder = new TextDecoder();
  if (!response.body) throw new Error('event stream without a body');
  const reader = response.body.getReader();
  try {
    for (;;) {
      const result = await reader.read();
      if (result.done) break;
      const text = decoder.decode(result.value as Uint8Array, { stream: true });
      raw += text;
      buffer += text;
      let newline: number;
      while ((newline = buffer.indexOf('\n')) !== -1) {
        const line = buffer.slice(0, newline).trimEnd();
        buffer = buffer.slice(newline + 1);
        if (!line.startsWith('data: ')) continue;
        const event = JSON.parse(line.slice(6)) as TStreamEvent;
        events.push(event);
        options.onEvent?.(event);
        if (event.type === 'chunk' && options.abortAfterChunks !== undefined && ++chunks >= options.abortAfterChunks) {
          controller.abort();
          return { status: response.status, events, raw };
        }
      }
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  }
  return { status: response.status, events, raw };
}

/** Runs a revision's analysis over the stream route and returns its `complete` event. */
export async function runAnalysis(
  baseUrl: string,
  token: string,
  revisionId: string,
): Promise<Extract<TStreamEvent, { type: 'complete' }>> {
  const { events } = await readEventStream(`${baseUrl}/api/chat/revisions/${revisionId}/analyze/stream`, token);
  const complete = events.find(
    (event): event is Extract<TStreamEvent, { type: 'complete' }> => event.type === 'complete',
  );
  if (!complete) throw new Error(`no complete event: ${JSON.stringify(events.map((event) => event.type))}`);
  return complete;
}

/**
 * Resolves once a stream holds the chat (its lease is in the `chats` row). Waiting for the lease instead of retrying a
 * request keeps a retry from starting a stream of its own on a slow machine.
 */
export async function waitForStreamLease(db: Kysely<DB>, chatId: string): Promise<void> {
  await expect
    .poll(
      async () =>
        (await db.selectFrom('chats').select('stream_lock_until').where('id', '=', chatId).executeTakeFirst())
          ?.stream_lock_until ?? null,
      { timeout: 10_000, interval: 20 },
    )
    .not.toBeNull();
}
