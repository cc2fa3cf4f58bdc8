import type { TStreamEvent } from '@grant-review/contract';
import { describe, expect, it, vi } from 'vitest';
import { createSseParser, createStreamEventParser } from './sse';

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

function serialize(events: readonly TStreamEvent[], newline: string, withBlankLines: boolean): string {
  return events
    .map((event, index) => {
      const comment = index === 2 ? `: keepalive${newline}` : '';
      return `${comment}data: ${JSON.stringify(event)}${newline}${withBlankLines ? newline : ''}`;
    })
    .join('');
}

function parseChunks(chunks: string[]): TStreamEvent[] {
  const received: TStreamEvent[] = [];
  const parser = createStreamEventParser((event) => received.push(event));
  for (const chunk of chunks) parser.push(chunk);
  parser.flush();
  return received;
}

describe('SSE parser', () => {
  const variants = [
    { name: 'LF with blank lines', text: serialize(EVENTS, '\n', true) },
    { name: 'LF without blank lines', text: serialize(EVENTS, '\n', false) },
    { name: 'CRLF with blank lines', text: serialize(EVENTS, '\r\n', true) },
    { name: 'CRLF without blank lines', text: serialize(EVENTS, '\r\n', false) },
    { name: 'CR only', text: serialize(EVENTS, '\r', true) },
  ];

  for (const { name, text } of variants) {
    it(`parses every event whole (${name})`, () => {
      expect(parseChunks([text])).toEqual(EVENTS);
    });

    it(`gives the same events for every single split point (${name})`, () => {
      for (let split = 0; split <= text.length; split += 1) {
        const events = parseChunks([text.slice(0, split), text.slice(split)]);
        expect(events, `split at ${split}`).toEqual(EVENTS);
      }
    });
  }

  it('gives the same events for every pair of split points (CRLF)', () => {
    const text = serialize(EVENTS.slice(0, 4), '\r\n', true);
    for (let first = 0; first <= text.length; first += 1) {
      for (let second = first; second <= text.length; second += 7) {
        const events = parseChunks([text.slice(0, first), text.slice(first, second), text.slice(second)]);
        expect(events, `splits at ${first}, ${second}`).toEqual(EVENTS.slice(0, 4));
      }
    }
  });

  it('survives one character per chunk', () => {
    const text = serialize(EVENTS, '\r\n', false);
    expect(parseChunks([...text])).toEqual(EVENTS);
  });

  it('handles a last event without a trailing newline', () => {
    expect(parseChunks(['data: {"type":"stream_end"}'])).toEqual([{ type: 'stream_end' }]);
  });

  it('ignores comments, other fields, non-JSON data and unknown events', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const text = [
      ': keepalive',
      'event: message',
      'id: 7',
      'retry: 1000',
      'data: [DONE]',
      '',
      'data: {"type":"unknown_type"}',
      'data: {"type":"chunk"}',
      'data:{"type":"start_user"}',
      '',
    ].join('\n');
    expect(parseChunks([text])).toEqual([{ type: 'start_user' }]);
    warn.mockRestore();
  });

  it("gives an error event without a usable message the spec's fallback 'An error occurred'", () => {
    const text = [
      'data: {"type":"error"}',
      'data: {"type":"error","message":""}',
      'data: {"type":"error","message":null}',
      'data: {"type":"error","message":"Model unavailable"}',
      '',
    ].join('\n');
    expect(parseChunks([text])).toEqual([
      { type: 'error', message: 'An error occurred' },
      { type: 'error', message: 'An error occurred' },
      { type: 'error', message: 'An error occurred' },
      { type: 'error', message: 'Model unavailable' },
    ]);
  });

  it('joins JSON split over several data lines at the blank line', () => {
    const values: unknown[] = [];
    const parser = createSseParser((value) => values.push(value));
    parser.push('data: {"type":\ndata: "stream_end"}\n\n');
    parser.flush();
    expect(values).toEqual([{ type: 'stream_end' }]);
  });
});
