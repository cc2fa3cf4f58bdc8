/**
 * Server-sent events over fetch (EventSource cannot send a bearer header). The bytes are decoded as UTF-8 and cut
 * into events by eventsource-parser, which follows the SSE format: an event ends at a blank line, its `data:`
 * lines are joined with newlines, lines may end in LF, CR or CRLF, and chunks may split anywhere.
 */
import { ZStreamEvent, type TStreamEvent } from '@grant-review/contract';
import { createParser } from 'eventsource-parser';
import { apiFetch, FALLBACK_ERROR_MESSAGE } from './api-client';

/**
 * An `error` event whose message is missing, empty or not text still reports an error: with the spec's fallback
 * 'An error occurred' (section 8, "Stream error event"), rather than being dropped as an invalid event.
 */
function withErrorFallback(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || (value as { type?: unknown }).type !== 'error') return value;
  const { message } = value as { message?: unknown };
  return typeof message === 'string' && message.trim() !== '' ? value : { ...value, message: FALLBACK_ERROR_MESSAGE };
}

/** One event's data as a stream event, or null when it is not JSON (such as "[DONE]") or not a known event. */
export function parseStreamEvent(data: string): TStreamEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  const result = ZStreamEvent.safeParse(withErrorFallback(value));
  if (result.success) return result.data;
  console.warn('Ignoring an unknown stream event', value);
  return null;
}

/**
 * Reads an SSE body to its end and hands each valid stream event to `onEvent`. An event still open when the body
 * ends (no blank line after it) is dropped, as the SSE format says. Rejects with the body's error, for example an
 * AbortError when the request's signal is aborted.
 */
export async function readStreamEvents(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: TStreamEvent) => void,
): Promise<void> {
  const parser = createParser({
    onEvent: ({ data }) => {
      const event = parseStreamEvent(data);
      if (event) onEvent(event);
    },
  });
  const reader = body.getReader();
  // `stream: true` keeps a character whose UTF-8 bytes are split between chunks for the next one.
  const decoder = new TextDecoder();
  let isLastCr = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      const text = done ? decoder.decode() : decoder.decode(value, { stream: true });
      if (text !== '') {
        parser.feed(text);
        isLastCr = text.endsWith('\r');
      }
      if (done) break;
    }
  } finally {
    reader.releaseLock();
  }
  // The parser holds back a CR at the end of a chunk as possibly the first half of a CRLF; at the end of the body
  // it is a whole line end (a blank line, when it follows another one).
  if (isLastCr) parser.feed('\n');
}

export interface StreamOptions {
  signal?: AbortSignal;
  onEvent: (event: TStreamEvent) => void;
}

/** Opens an SSE endpoint with the bearer token and feeds each event to `onEvent` until the stream ends. */
export async function streamEvents(path: string, { signal, onEvent }: StreamOptions): Promise<void> {
  const response = await apiFetch(path, { signal, headers: { Accept: 'text/event-stream' } });
  if (response.body) await readStreamEvents(response.body, onEvent);
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
