import type { TChatMessage, TStreamEvent } from '@grant-review/contract';
import { describe, expect, it } from 'vitest';
import {
  chatReducer,
  createLocalMessage,
  initialChatState,
  messagesKeptAtStop,
  type ChatAction,
  type ChatState,
} from './use-chat';

const stored = (id: string, type: TChatMessage['message_type'], content: string): TChatMessage => ({
  id,
  chat_id: 'chat-1',
  user_id: 'u1',
  message_type: type,
  content,
  html_content: '',
  created_at: '2026-01-01T00:00:00.000Z',
  is_interrupted: false,
});

const question = createLocalMessage('USER', 'Is the budget OK?', 'chat-1');

function run(actions: readonly ChatAction[], from: ChatState = initialChatState): ChatState {
  return actions.reduce(chatReducer, from);
}

const event = (streamEvent: TStreamEvent): ChatAction => ({ type: 'stream_event', event: streamEvent });

const streaming = run([{ type: 'stream_started', question }]);

describe('chatReducer', () => {
  it('starts a stream: streaming, the question shown locally, an earlier error cleared', () => {
    const state = run([
      { type: 'error_shown', message: 'Failed to load messages' },
      { type: 'stream_started', question },
    ]);
    expect(state).toEqual({ ...initialChatState, isStreaming: true, localMessages: [question] });
    expect(run([{ type: 'stream_started', question: null }]).localMessages).toEqual([]);
  });

  it('drops a question left from a failed send when the next stream starts', () => {
    const next = createLocalMessage('USER', 'Second try', 'chat-1');
    const failed = run([
      { type: 'stream_started', question },
      { type: 'stream_failed', message: 'Busy' },
    ]);
    expect(failed.localMessages).toEqual([question]);
    expect(run([{ type: 'stream_started', question: next }], failed).localMessages).toEqual([next]);
  });

  it('user_message: the server has the question, so the local copy goes', () => {
    const state = run(
      [event({ type: 'user_message', message: stored('u-1', 'USER', 'Is the budget OK?') })],
      streaming,
    );
    expect(state.localMessages).toEqual([]);
    expect(state.isStreaming).toBe(true);
  });

  it('start_assistant, then chunks, build the streaming reply; complete ends it', () => {
    const started = run([event({ type: 'start_assistant' })], streaming);
    expect(started.streamingText).toBe('');
    const chunked = run(
      [event({ type: 'chunk', content: 'The budget ' }), event({ type: 'chunk', content: 'is fine.' })],
      started,
    );
    expect(chunked.streamingText).toBe('The budget is fine.');
    const completed = run(
      [event({ type: 'complete', message: stored('a-1', 'ASSISTANT', 'The budget is fine.'), chat_id: 'chat-1' })],
      chunked,
    );
    expect(completed.streamingText).toBeNull();
    expect(completed.isStreaming).toBe(true);
  });

  it('a chunk without start_assistant still shows', () => {
    expect(run([event({ type: 'chunk', content: 'Hello' })], streaming).streamingText).toBe('Hello');
  });

  it('clear_messages, start_user and stream_end change nothing local (the cache holds stored messages)', () => {
    for (const streamEvent of [{ type: 'clear_messages' }, { type: 'start_user' }, { type: 'stream_end' }] as const) {
      expect(run([event(streamEvent)], streaming)).toBe(streaming);
    }
  });

  it('an error event shows its message and keeps the stream (and the text so far) going', () => {
    const state = run(
      [event({ type: 'chunk', content: 'Partial' }), event({ type: 'error', message: 'An error occurred' })],
      streaming,
    );
    expect(state.error).toBe('An error occurred');
    expect(state.streamingText).toBe('Partial');
    expect(state.isStreaming).toBe(true);
  });

  it('ignores events that arrive when no stream runs (after a Stop)', () => {
    const stopped = run([{ type: 'stream_stopped', keptMessages: [] }], streaming);
    expect(run([event({ type: 'chunk', content: 'late' }), event({ type: 'error', message: 'x' })], stopped)).toBe(
      stopped,
    );
  });

  it('done: stream_finished ends the stream and the streaming reply', () => {
    const state = run([event({ type: 'chunk', content: 'Partial' }), { type: 'stream_finished' }], streaming);
    expect(state.isStreaming).toBe(false);
    expect(state.streamingText).toBeNull();
  });

  it('a failed stream (the 409 of a busy chat, a network error) ends it with the error shown', () => {
    const state = run(
      [{ type: 'stream_failed', message: 'An answer is still being written in this chat.' }],
      run([event({ type: 'chunk', content: 'x' })], streaming),
    );
    expect(state).toMatchObject({
      isStreaming: false,
      streamingText: null,
      error: 'An answer is still being written in this chat.',
      localMessages: [question],
    });
  });

  it('Stop ends the stream at once and keeps the given messages on screen', () => {
    const partial = run(
      [event({ type: 'start_assistant' }), event({ type: 'chunk', content: 'The budget is' })],
      streaming,
    );
    const kept = messagesKeptAtStop(partial, '');
    const state = run([{ type: 'stream_stopped', keptMessages: kept }], partial);
    expect(state.isStreaming).toBe(false);
    expect(state.streamingText).toBeNull();
    expect(state.localMessages).toBe(kept);
    // Written into the cache instead: nothing local stays.
    expect(run([{ type: 'stream_stopped', keptMessages: [] }], partial).localMessages).toEqual([]);
  });

  it('keeps a first analysis locally until its chat is known, then lets the cache show it', () => {
    const analysis = stored('a-1', 'ASSISTANT', 'Review');
    const kept = run([
      { type: 'stream_started', question: null },
      { type: 'messages_kept', messages: [analysis] },
    ]);
    expect(kept.localMessages).toEqual([analysis]);
    expect(run([{ type: 'messages_kept', messages: [analysis] }], kept).localMessages).toEqual([analysis]);
    const resolved = run([{ type: 'stream_finished' }, { type: 'chat_resolved', chatId: 'chat-1' }], kept);
    expect(resolved).toMatchObject({ chatId: 'chat-1', localMessages: [], isStreaming: false });
  });

  it('shows and dismisses an error', () => {
    const shown = run([{ type: 'error_shown', message: 'Failed to export chat' }]);
    expect(shown.error).toBe('Failed to export chat');
    expect(run([{ type: 'error_dismissed' }], shown).error).toBeNull();
  });
});

describe('messagesKeptAtStop', () => {
  it('keeps the local messages and the reply so far, marked as interrupted', () => {
    const partial = run([event({ type: 'chunk', content: 'The budget is' })], streaming);
    const kept = messagesKeptAtStop(partial, 'chat-1');
    expect(kept.map((message) => [message.message_type, message.content, message.is_interrupted])).toEqual([
      ['USER', 'Is the budget OK?', false],
      ['ASSISTANT', 'The budget is', true],
    ]);
    expect(kept[1]?.chat_id).toBe('chat-1');
  });

  it('adds no empty reply when nothing was streamed yet', () => {
    expect(messagesKeptAtStop(streaming, 'chat-1')).toEqual([question]);
    expect(messagesKeptAtStop(run([event({ type: 'start_assistant' })], streaming), 'chat-1')).toEqual([question]);
  });
});
