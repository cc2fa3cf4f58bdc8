/**
 * The chat state machine. Stored messages live in the TanStack Query cache only: the events that carry one
 * (user_message, complete, clear_messages) are written into the chat's cached list. What only this client knows
 * (the streaming reply, the question until the server confirms it, an error) is a reducer over the stream events.
 * Analysis mode (no chat yet) streams the analysis; after it completes the chat id is looked up and the panel
 * switches to chat mode.
 */
import type { TChatMessage, TReportLanguage, TStreamEvent } from '@grant-review/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, FALLBACK_ERROR_MESSAGE } from '@/lib/api-client';
import { saveBlob } from '@/lib/download';
import { isAbortError } from '@/lib/sse';
import { revisionKeys } from '@/lib/query-keys';
import { notify } from '@/lib/toast';
import {
  chatKeys,
  createAnalysisChat,
  exportChat,
  streamAnalysis,
  streamChatReply,
  useMessages,
} from '../api/chat-api';

const LOCAL_ID_PREFIX = 'local-';

export interface ChatState {
  /** The chat an analysis created, once looked up (until then the `chatId` the panel was given is used). */
  chatId: string | null;
  isStreaming: boolean;
  /** The assistant's reply as it streams in; null while no reply is being written. */
  streamingText: string | null;
  /**
   * Messages on screen that the chat's cached list does not hold: the question until the server confirms it
   * (user_message), and in analysis mode, where no chat is known yet, the analysis or what a Stop kept of it.
   */
  localMessages: TChatMessage[];
  error: string | null;
}

export type ChatAction =
  | { type: 'stream_started'; question: TChatMessage | null }
  | { type: 'stream_event'; event: TStreamEvent }
  /** Messages to keep on screen until the chat they belong to is known. */
  | { type: 'messages_kept'; messages: TChatMessage[] }
  /** Stop: `keptMessages` stay on screen as local messages ([] when they went into the cache). */
  | { type: 'stream_stopped'; keptMessages: TChatMessage[] }
  | { type: 'stream_failed'; message: string }
  | { type: 'stream_finished' }
  /** The analysis's chat is known; the local messages were written into its cache. */
  | { type: 'chat_resolved'; chatId: string }
  | { type: 'error_shown'; message: string }
  | { type: 'error_dismissed' };

export const initialChatState: ChatState = {
  chatId: null,
  isStreaming: false,
  streamingText: null,
  localMessages: [],
  error: null,
};

function appendUnique(messages: readonly TChatMessage[], added: readonly TChatMessage[]): TChatMessage[] {
  const ids = new Set(messages.map((message) => message.id));
  return [...messages, ...added.filter((message) => !ids.has(message.id))];
}

function isLocalQuestion(message: TChatMessage): boolean {
  return message.id.startsWith(LOCAL_ID_PREFIX) && message.message_type === 'USER';
}

function reduceStreamEvent(state: ChatState, event: TStreamEvent): ChatState {
  switch (event.type) {
    case 'user_message':
      // The server stored the question: its copy goes into the cache, the local one goes.
      return { ...state, localMessages: state.localMessages.filter((message) => !isLocalQuestion(message)) };
    case 'start_assistant':
      return { ...state, streamingText: '' };
    case 'chunk':
      return { ...state, streamingText: (state.streamingText ?? '') + event.content };
    case 'complete':
      return { ...state, streamingText: null };
    case 'error':
      return { ...state, error: event.message };
    case 'clear_messages':
    case 'start_user':
    case 'stream_end':
      return state;
  }
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'stream_started':
      return {
        ...state,
        isStreaming: true,
        streamingText: null,
        error: null,
        localMessages: action.question ? [action.question] : [],
      };
    case 'stream_event':
      return state.isStreaming ? reduceStreamEvent(state, action.event) : state;
    case 'messages_kept':
      return { ...state, localMessages: appendUnique(state.localMessages, action.messages) };
    case 'stream_stopped':
      return { ...state, isStreaming: false, streamingText: null, localMessages: action.keptMessages };
    case 'stream_failed':
      return { ...state, isStreaming: false, streamingText: null, error: action.message };
    case 'stream_finished':
      return { ...state, isStreaming: false, streamingText: null };
    case 'chat_resolved':
      return { ...state, chatId: action.chatId, localMessages: [] };
    case 'error_shown':
      return { ...state, error: action.message };
    case 'error_dismissed':
      return { ...state, error: null };
  }
}

/** A message only this client has: the question just sent, or the reply a Stop interrupted. */
export function createLocalMessage(
  type: TChatMessage['message_type'],
  content: string,
  chatId: string,
  isInterrupted = false,
): TChatMessage {
  return {
    id: `${LOCAL_ID_PREFIX}${type}-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    chat_id: chatId,
    user_id: '',
    message_type: type,
    content,
    html_content: '',
    created_at: new Date().toISOString(),
    is_interrupted: isInterrupted,
  };
}

/** What a Stop keeps on screen: the local messages and the reply streamed so far, marked as interrupted. */
export function messagesKeptAtStop(state: ChatState, chatId: string): TChatMessage[] {
  const partial = state.streamingText;
  return partial
    ? [...state.localMessages, createLocalMessage('ASSISTANT', partial, chatId, true)]
    : state.localMessages;
}

interface UseChatOptions {
  revisionId: string;
  chatId: string | null;
  /** Called once the analysis created the chat (the revision list should be refetched). */
  onChatCreated?: (chatId: string) => void;
}

/** One stream: its abort controller, and what its Stop kept when no chat was known to cache it in. */
interface StreamRun {
  controller: AbortController;
  completedChatId: string | null;
  keptMessages: TChatMessage[];
}

export function useChat({ revisionId, chatId: givenChatId, onChatCreated }: UseChatOptions) {
  const { t } = useTranslation(['chat', 'common']);
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const chatId = state.chatId ?? givenChatId;
  const messagesQuery = useMessages(chatId);
  const runRef = useRef<StreamRun | null>(null);

  const showError = useCallback((message: string) => {
    dispatch({ type: 'error_shown', message });
    notify.error(message);
  }, []);

  const hasLoadError = messagesQuery.isError;
  useEffect(() => {
    if (hasLoadError) showError(t('error.loadMessages'));
  }, [hasLoadError, showError, t]);

  /**
   * Writes the chat's cached messages. Written and dispatched in the same task, the cache and the reducer reach
   * the screen in one render (useQuery reads the cache as it renders), so a message never blinks out.
   */
  const updateCachedMessages = (forChatId: string, update: (cached: TChatMessage[]) => TChatMessage[]) => {
    const queryKey = chatKeys.messages(forChatId);
    // A fetch still under way would overwrite this write when it lands; cancelling reverts it at once.
    void queryClient.cancelQueries({ queryKey });
    queryClient.setQueryData<TChatMessage[]>(queryKey, (cached) => update(cached ?? []));
  };

  const handleEvent = (run: StreamRun, event: TStreamEvent) => {
    // A chunk read just before a Stop arrives after it: the Stop already decided what stays on screen.
    if (run.controller.signal.aborted) return;
    switch (event.type) {
      case 'clear_messages':
        if (chatId) updateCachedMessages(chatId, () => []);
        break;
      case 'user_message':
        if (chatId) updateCachedMessages(chatId, (cached) => appendUnique(cached, [event.message]));
        break;
      case 'complete':
        run.completedChatId = event.chat_id;
        if (chatId) updateCachedMessages(chatId, (cached) => appendUnique(cached, [event.message]));
        else {
          run.keptMessages.push(event.message);
          dispatch({ type: 'messages_kept', messages: [event.message] });
        }
        break;
      case 'error': {
        // The spec's fallback for an error event without a message is shown in the interface language.
        const message = event.message === FALLBACK_ERROR_MESSAGE ? t('common:error.fallback') : event.message;
        notify.error(message);
        dispatch({ type: 'stream_event', event: { ...event, message } });
        return;
      }
      default:
        break;
    }
    dispatch({ type: 'stream_event', event });
  };

  const runStream = async (
    start: (signal: AbortSignal, onEvent: (event: TStreamEvent) => void) => Promise<void>,
    question: TChatMessage | null,
    failureMessage: string,
  ): Promise<StreamRun> => {
    const run: StreamRun = { controller: new AbortController(), completedChatId: null, keptMessages: [] };
    runRef.current = run;
    // Nothing refetches the list while the stream writes into it.
    if (chatId) void queryClient.cancelQueries({ queryKey: chatKeys.messages(chatId) });
    dispatch({ type: 'stream_started', question });
    try {
      await start(run.controller.signal, (event) => handleEvent(run, event));
      if (!run.controller.signal.aborted) dispatch({ type: 'stream_finished' });
    } catch (streamError) {
      if (!isAbortError(streamError) && !run.controller.signal.aborted) {
        const message = errorMessage(streamError, failureMessage);
        dispatch({ type: 'stream_failed', message });
        notify.error(message);
      }
    } finally {
      if (runRef.current === run) runRef.current = null;
    }
    return run;
  };

  /**
   * Stop keeps what was streamed so far on screen at once, marked as interrupted. The server saves the partial
   * reply only once it notices the closed connection, so a refetch now could answer without it: the messages on
   * screen become the cached list instead, and the server's copy replaces them at the next refetch.
   */
  const stop = () => {
    const run = runRef.current;
    if (!run || run.controller.signal.aborted) return;
    run.controller.abort();
    const kept = messagesKeptAtStop(state, chatId ?? '');
    if (chatId) {
      updateCachedMessages(chatId, (cached) => appendUnique(cached, kept));
      dispatch({ type: 'stream_stopped', keptMessages: [] });
    } else {
      // No chat to cache them in yet: kept on screen until the analysis's chat is looked up.
      run.keptMessages = kept;
      dispatch({ type: 'stream_stopped', keptMessages: kept });
    }
  };

  // A stream still running when the panel goes away is stopped, so that its reply is kept in the cache as well.
  const stopRef = useRef(stop);
  useEffect(() => {
    stopRef.current = stop;
  });
  useEffect(() => () => stopRef.current(), []);

  const startAnalysis = async (language?: TReportLanguage) => {
    if (runRef.current) return;
    const hadChat = chatId !== null;
    const run = await runStream(
      (signal, onEvent) => streamAnalysis(revisionId, { signal, onEvent }, language),
      null,
      t('error.startAnalysis'),
    );
    const wasAborted = run.controller.signal.aborted;
    let resolvedChatId = chatId;
    if (!hadChat) {
      // The analysis created the chat: look its id up, then switch to chat mode.
      try {
        resolvedChatId = (await createAnalysisChat(revisionId)).chat_id;
      } catch (lookupError) {
        resolvedChatId = run.completedChatId;
        if (!resolvedChatId) showError(errorMessage(lookupError, t('error.createAnalysisChat')));
      }
      if (resolvedChatId) {
        // Cached before the switch, so that the new chat's first render already shows them (no fetch replaces an
        // interrupted analysis the server has not saved yet).
        const chatOfKept = resolvedChatId;
        const kept = run.keptMessages.map((message) => ({ ...message, chat_id: chatOfKept }));
        updateCachedMessages(resolvedChatId, (cached) => appendUnique(cached, kept));
        dispatch({ type: 'chat_resolved', chatId: resolvedChatId });
        onChatCreated?.(resolvedChatId);
      }
    }
    if (resolvedChatId && !wasAborted) {
      await queryClient.invalidateQueries({ queryKey: chatKeys.messages(resolvedChatId) });
    }
    // A new analysis is no longer outdated by earlier masking corrections: refresh the revision lists that say so.
    await queryClient.invalidateQueries({
      predicate: ({ queryKey }) => revisionKeys.isList(queryKey),
    });
  };

  const sendMessage = async (input: string): Promise<boolean> => {
    const text = input.trim();
    if (!text || !chatId || runRef.current) return false;
    const run = await runStream(
      (signal, onEvent) => streamChatReply(chatId, text, { signal, onEvent }),
      createLocalMessage('USER', text, chatId),
      t('error.startStreaming'),
    );
    if (!run.controller.signal.aborted) await queryClient.invalidateQueries({ queryKey: chatKeys.messages(chatId) });
    return true;
  };

  const exportMutation = useMutation({
    mutationFn: exportChat,
    onSuccess: ({ blob, filename }) => {
      saveBlob(blob, filename);
      notify.success(t('exported'));
    },
    onError: (exportError) => showError(errorMessage(exportError, t('error.exportChat'))),
  });

  const exportCurrentChat = async () => {
    if (!chatId || exportMutation.isPending) return;
    await exportMutation.mutateAsync(chatId).catch(() => {
      // Shown by onError.
    });
  };

  const cachedMessages = messagesQuery.data;
  const messages = useMemo(
    () => appendUnique(cachedMessages ?? [], state.localMessages),
    [cachedMessages, state.localMessages],
  );

  return {
    chatId,
    messages,
    streamingText: state.streamingText,
    isStreaming: state.isStreaming,
    isExporting: exportMutation.isPending,
    isLoadingMessages: chatId !== null && messagesQuery.isPending,
    error: state.error,
    dismissError: () => dispatch({ type: 'error_dismissed' }),
    startAnalysis,
    sendMessage,
    stop,
    exportChat: exportCurrentChat,
  };
}
