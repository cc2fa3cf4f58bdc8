import type { TStreamEvent } from '@grant-review/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseStreamEvent, readStreamEvents, streamEvents } from './sse';

const message = {
  id: 'm1',
  chat_id: 'c1',
  user_id: 'u1',
  message_type: 'ASSISTANT',
  content: 'Grüezi — **Markdown** with "quotes", emoji 🇨🇭 and a newline\nsecond line',
  html_content: '',
  created_at: '2026-01-01T00:00:00.000Z',
  is_interrupted: false,
} as const;

const EVENTS: TStreamEvent[] = [
  { type: 'clear_messages' },
  { type: 'start_assistant' },
  { type: 'chunk', content: 'Hello, ' },
  { type: 'chunk', content: 'wörld: {"nested": [1, 2]}\n' },
  { type: 'complete', message, chat_id: 'c1' },
  { type: 'error', message: 'Something failed' },
  { type: 'stream_end' },
];

/** The server's format: one `data:` line per event and a blank line after it; a keepalive comment in between. */
function serialize(events: readonly TStreamEvent[], newline: string): string {
  return events
    .map((event, index) => {
      const comment = index === 2 ? `: keepalive${newline}${newline}` : '';
      return `${comment}data: ${JSON.stringify(event)}${newline}${newline}`;
    })
    .join('');
}

function bodyOf(chunks: readonly (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
}

async function parseChunks(chunks: readonly (string | Uint8Array)[]): Promise<TStreamEvent[]> {
  const received: TStreamEvent[] = [];
  await readStreamEvents(bodyOf(chunks), (event) => received.push(event));
  return received;
}

describe('readStreamEvents', () => {
  afterEach(() => vi.restoreAllMocks());

  const variants = [
    { name: 'LF', text: serialize(EVENTS, '\n') },
    { name: 'CRLF', text: serialize(EVENTS, '\r\n') },
    { name: 'CR only', text: serialize(EVENTS, '\r') },
  ];

  for (const { name, text } of variants) {
    it(`parses every event whole (${name})`, async () => {
      expect(await parseChunks([text])).toEqual(EVENTS);
    });

    it(`gives the same events for every single split point (${name})`, async () => {
      // Split the bytes, as the network does: also inside a character's UTF-8 bytes.
      const bytes = new TextEncoder().encode(text);
      for (let split = 0; split <= bytes.length; split += 1) {
        const events = await parseChunks([bytes.slice(0, split), bytes.slice(split)]);
        expect(events, `split at ${split}`).toEqual(EVENTS);
      }
    });
  }

  it('gives the same events for every pair of split points (CRLF)', async () => {
    const bytes = new TextEncoder().encode(serialize(EVENTS.slice(0, 4), '\r\n'));
    for (let first = 0; first <= bytes.length; first += 1) {
      for (let second = first; second <= bytes.length; second += 7) {
        const events = await parseChunks([bytes.slice(0, first), bytes.slice(first, second), bytes.slice(second)]);
        expect(events, `splits at ${first}, ${second}`).toEqual(EVENTS.slice(0, 4));
      }
    }
  });

  it('survives one byte per chunk, splitting multi-byte characters (ö, —, 🇨🇭)', async () => {
    const bytes = new TextEncoder().encode(serialize(EVENTS, '\r\n'));
    expect(await parseChunks([...bytes].map((byte) => Uint8Array.of(byte)))).toEqual(EVENTS);
  });

  it('dispatches an event only at the blank line that ends it', async () => {
    const received: TStreamEvent[] = [];
    let source: ReadableStreamDefaultController<Uint8Array> | undefined;
    const body = new ReadableStream<Uint8Array>({ start: (controller) => void (source = controller) });
    const push = (text: string) => source?.enqueue(new TextEncoder().encode(text));
    const reading = readStreamEvents(body, (event) => received.push(event));
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

    // A line that is whole JSON by itself is not yet an event: another data line could follow.
    push('data: {"type":"start_assistant"}\n');
    await settle();
    expect(received).toEqual([]);
    push('\n');
    await settle();
    expect(received).toEqual([{ type: 'start_assistant' }]);
    source?.close();
    await reading;
  });

  it('joins the data lines of one event with newlines (JSON split over several lines)', async () => {
    const text = 'data: {"type":\ndata: "chunk",\ndata:"content":"a"}\n\n';
    expect(await parseChunks([text])).toEqual([{ type: 'chunk', content: 'a' }]);
  });

  it('keeps a newline inside the data as the joint between two data lines', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // Two JSON lines in one event are one payload, "{...}\n{...}", which is not JSON: nothing is dispatched.
    const text = 'data: {"type":"start_user"}\ndata: {"type":"stream_end"}\n\ndata: {"type":"stream_end"}\n\n';
    expect(await parseChunks([text])).toEqual([{ type: 'stream_end' }]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('drops an event that the body ends before its blank line', async () => {
    expect(await parseChunks(['data: {"type":"start_user"}\n\ndata: {"type":"stream_end"}'])).toEqual([
      { type: 'start_user' },
    ]);
    expect(await parseChunks(['data: {"type":"start_user"}\n\ndata: {"type":"stream_end"}\n'])).toEqual([
      { type: 'start_user' },
    ]);
  });

  it('ignores comments, other fields, non-JSON data and unknown events', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const text = [
      ': keepalive',
      'event: message',
      'id: 7',
      'retry: 1000',
      'unknown-field: x',
      'data: [DONE]',
      '',
      'data: {"type":"unknown_type"}',
      '',
      'data: {"type":"chunk"}',
      '',
      ':another comment',
      'data:{"type":"start_user"}',
      '',
    ].join('\n');
    expect(await parseChunks([text + '\n'])).toEqual([{ type: 'start_user' }]);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it("gives an error event without a usable message the spec's fallback 'An error occurred'", async () => {
    const text = [
      'data: {"type":"error"}',
      '',
      'data: {"type":"error","message":""}',
      '',
      'data: {"type":"error","message":null}',
      '',
      'data: {"type":"error","message":"Model unavailable"}',
      '',
      '',
    ].join('\n');
    expect(await parseChunks([text])).toEqual([
      { type: 'error', message: 'An error occurred' },
      { type: 'error', message: 'An error occurred' },
      { type: 'error', message: 'An error occurred' },
      { type: 'error', message: 'Model unavailable' },
    ]);
  });

  it("rejects with the body's error (an abort) after the events before it", async () => {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('data: {"type":"start_assistant"}\n\n'));
        setTimeout(() => controller.error(new DOMException('Aborted', 'AbortError')), 0);
      },
    });
    const received: TStreamEvent[] = [];
    await expect(readStreamEvents(body, (event) => received.push(event))).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(received).toEqual([{ type: 'start_assistant' }]);
  });
});

describe('parseStreamEvent', () => {
  it('parses a known event and returns null for anything else', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseStreamEvent('{"type":"chunk","content":"x"}')).toEqual({ type: 'chunk', content: 'x' });
    expect(parseStreamEvent('[DONE]')).toBeNull();
    expect(parseStreamEvent('{"type":"chunk"}')).toBeNull();
    vi.restoreAllMocks();
  });
});

describe('streamEvents', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for an event stream with the signal and reads the events of the response body', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(
      new Response(bodyOf(['data: {"type":"start_assistant"}\n\n', 'data: {"type":"stream_end"}\n\n']), {
        status: 200,
        headers: { 'Content-Type': 'text/event-stream' },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const controller = new AbortController();
    const received: TStreamEvent[] = [];
    await streamEvents('/api/chat/c1/stream?user_input=hi', {
      signal: controller.signal,
      onEvent: (event) => received.push(event),
    });
    expect(received).toEqual([{ type: 'start_assistant' }, { type: 'stream_end' }]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/chat/c1/stream?user_input=hi');
    expect(new Headers(init?.headers).get('Accept')).toBe('text/event-stream');
    expect(init?.signal).toBe(controller.signal);
  });
});
