/**
 * Server-sent events over fetch (EventSource cannot send a bearer header).
 * The parser accepts chunks split anywhere: mid-line, mid-JSON, between CR and LF.
 */
import { ZStreamEvent, type TStreamEvent } from '@grant-review/contract';
import { apiFetch, FALLBACK_ERROR_MESSAGE } from './api-client';

export interface SseParser {
  /** Feeds the next decoded piece of the stream. */
  push(chunk: string): void;
  /** Ends the stream: dispatches whatever complete data is still buffered. */
  flush(): void;
}

/**
 * Parses `data: <json>` lines into raw JSON values. A data line that is complete JSON by itself is dispatched
 * at once (the server sends one line per event, with or without a blank line after it); otherwise data lines
 * accumulate until a blank line, as the SSE format allows. Comment lines (`: keepalive`) and other fields
 * (`event:`, `id:`, `retry:`) are ignored.
 */
export function createSseParser(onData: (value: unknown) => void): SseParser {
  let buffer = '';
  let dataLines: string[] = [];

  const dispatch = () => {
    if (dataLines.length === 0) return;
    const payload = dataLines.join('\n');
    dataLines = [];
    try {
      onData(JSON.parse(payload));
    } catch {
      // Not JSON (for example "[DONE]"): ignore.
    }
  };

  const handleLine = (line: string) => {
    if (line === '') {
      dispatch();
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    if (field !== 'data') return;
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    dataLines.push(value);
    try {
      const parsed: unknown = JSON.parse(dataLines.join('\n'));
      dataLines = [];
      onData(parsed);
    } catch {
      // Incomplete: wait for more data lines or the blank line.
    }
  };

  const drainLines = (isFinal: boolean) => {
    for (;;) {
      const match = /\r\n|\r|\n/.exec(buffer);
      if (!match) break;
      // A CR at the very end may be the first half of a CRLF split across chunks: wait for the next chunk.
      if (!isFinal && match[0] === '\r' && match.index === buffer.length - 1) break;
      handleLine(buffer.slice(0, match.index));
      buffer = buffer.slice(match.index + match[0].length);
    }
  };

  return {
    push(chunk: string) {
      buffer += chunk;
      drainLines(false);
    },
    flush() {
      drainLines(true);
      if (buffer !== '') {
        handleLine(buffer);
        buffer = '';
      }
      dispatch();
    },
  };
}

/**
 * An `error` event whose message is missing, empty or not text still reports an error: with the spec's fallback
 * 'An error occurred' (section 8, "Stream error event"), rather than being dropped as an invalid event.
 */
function withErrorFallback(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || (value as { type?: unknown }).type !== 'error') return value;
  const { message } = value as { message?: unknown };
  return typeof message === 'string' && message.trim() !== '' ? value : { ...value, message: FALLBACK_ERROR_MESSAGE };
}

/** Parses and validates stream events; values that are not a known event are skipped. */
export function createStreamEventParser(onEvent: (event: TStreamEvent) => void): SseParser {
  return createSseParser((value) => {
    const result = ZStreamEvent.safeParse(withErrorFallback(value));
    if (result.success) onEvent(result.data);
    else console.warn('Ignoring an unknown stream event', value);
  });
}

export interface StreamOptions {
  signal?: AbortSignal;
  onEvent: (event: TStreamEvent) => void;
}

/** Opens an SSE endpoint with the bearer token and feeds each event to `onEvent` until the stream ends. */
export async function streamEvents(path: string, { signal, onEvent }: StreamOptions): Promise<void> {
  const response = await apiFetch(path, { signal, headers: { Accept: 'text/event-stream' } });
  const parser = createStreamEventParser(onEvent);
  if (!response.body) {
    parser.push(await response.text());
    parser.flush();
    return;
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
    }
    parser.push(decoder.decode());
    parser.flush();
  } finally {
    reader.releaseLock();
  }
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
