/**
 * The chat state machine: messages from the server plus the live stream. Analysis mode (no chat yet)
 * streams the analysis; after it completes the chat id is looked up and the panel switches to chat mode.
 */
import type { TChatMessage, TStreamEvent } from '@grant-review/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, FALLBACK_ERROR_MESSAGE } from '@/lib/api-client';
import { saveBlob } from '@/lib/download';
import { isAbortError } from '@/lib/sse';
import { notify } from '@/lib/toast';
import {
  chatKeys,
  createAnalysisChat,
  exportChat,
  streamAnalysis,
  streamChatReply,
  useMessages,
} from '../api/chat-api';

export const CHAT_ERRORS = {
  loadMessages: 'Failed to load messages',
  startStreaming: 'Failed to start streaming',
  startAnalysis: 'Failed to start analysis',
  exportChat: 'Failed to export chat',
  createAnalysisChat: 'Failed to create analysis chat',
} as const;

const LOCAL_ID_PREFIX = 'local-';

interface UseChatOptions {
  revisionId: string;
  chatId: string | null;
  /** Called once the analysis created the chat (the revision list should be refetched). */
  onChatCreated?: (chatId: string) => void;
}

function localMessage(
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

function appendUnique(messages: TChatMessage[], message: TChatMessage): TChatMessage[] {
  return messages.some((existing) => existing.id === message.id) ? messages : [...messages, message];
}

export function useChat({ revisionId, chatId: initialChatId, onChatCreated }: UseChatOptions) {
  const queryClient = useQueryClient();
  const [chatId, setChatId] = useState<string | null>(initialChatId);
  const [messages, setMessagesState] = useState<TChatMessage[]>([]);
  /** The list on screen, readable at once (a Stop writes it into the query cache before React renders it). */
  const messagesRef = useRef<TChatMessage[]>([]);
  const setMessages = useCallback((update: TChatMessage[] | ((current: TChatMessage[]) => TChatMessage[])) => {
    messagesRef.current = typeof update === 'function' ? update(messagesRef.current) : update;
    setMessagesState(messagesRef.current);
  }, []);
  const [streamingText, setStreamingText] = useState<string | null>(null);
  const [isStreaming, setIsStreaming] = useState(false);
  const [isExporting, setIsExporting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const streamingTextRef = useRef<string | null>(null);
  const isStreamingRef = useRef(false);

  const messagesQuery = useMessages(chatId);

  useEffect(() => {
    if (initialChatId && !chatId) setChatId(initialChatId);
  }, [initialChatId, chatId]);

  // Server data replaces the local list whenever it arrives and no stream is writing into it.
  useEffect(() => {
    if (messagesQuery.data && !isStreamingRef.current) setMessages(messagesQuery.data);
  }, [messagesQuery.data, setMessages]);

  const showError = useCallback((message: string) => {
    setError(message);
    notify.error(message);
  }, []);

  const hasLoadError = messagesQuery.isError;
  useEffect(() => {
    if (hasLoadError) showError(CHAT_ERRORS.loadMessages);
  }, [hasLoadError, showError]);

  // Abort a running stream when the panel goes away.
  useEffect(() => () => abortRef.current?.abort(), []);

  const updateStreamingText = (value: string | null) => {
    streamingTextRef.current = value;
    setStreamingText(value);
  };

  const handleEvent = useCallback(
    (event: TStreamEvent, context: { completedChatId: string | null }) => {
      switch (event.type) {
        case 'clear_messages':
          setMessages([]);
          break;
        case 'user_message':
          setMessages((current) => {
            const withoutLocal = current.filter(
              (message) => !(message.id.startsWith(LOCAL_ID_PREFIX) && message.message_type === 'USER'),
            );
            return appendUnique(withoutLocal, event.message);
          });
          break;
        case 'start_user':
          break;
        case 'start_assistant':
          updateStreamingText('');
          break;
        case 'chunk':
          updateStreamingText((streamingTextRef.current ?? '') + event.content);
          break;
        case 'complete':
          setMessages((current) => appendUnique(current, event.message));
          updateStreamingText(null);
          context.completedChatId = event.chat_id;
          break;
        case 'error':
          showError(event.message || FALLBACK_ERROR_MESSAGE);
          break;
        case 'stream_end':
          break;
      }
    },
    [showError, setMessages],
  );

  /** Keeps what was generated before Stop as an interrupted message until the server's copy arrives. */
  const keepPartialReply = (forChatId: string) => {
    const partial = streamingTextRef.current;
    if (partial) setMessages((current) => [...current, localMessage('ASSISTANT', partial, forChatId, true)]);
    updateStreamingText(null);
  };

  /**
   * After a Stop the server saves the partial reply only once it notices the closed connection, so a refetch now
   * could answer without it and wipe it from the screen. Instead the list on screen (with the interrupted reply)
   * becomes the cached messages; the server's copy replaces it at the next refetch (after the next reply, or a reload).
   */
  const cacheMessagesOnScreen = async (forChatId: string) => {
    const queryKey = chatKeys.messages(forChatId);
    await queryClient.cancelQueries({ queryKey });
    queryClient.setQueryData<TChatMessage[]>(queryKey, messagesRef.current);
  };

  const runStream = async (
    start: (signal: AbortSignal, context: { completedChatId: string | null }) => Promise<void>,
    failureMessage: string,
  ): Promise<{ completedChatId: string | null; wasAborted: boolean }> => {
    const controller = new AbortController();
    abortRef.current = controller;
    isStreamingRef.current = true;
    setIsStreaming(true);
    setError(null);
    const context = { completedChatId: null as string | null };
    let wasAborted = false;
    try {
      await start(controller.signal, context);
    } catch (streamError) {
      if (isAbortError(streamError) || controller.signal.aborted) wasAborted = true;
      else showError(errorMessage(streamError, failureMessage));
    } finally {
      if (wasAborted) keepPartialReply(context.completedChatId ?? chatId ?? '');
      else updateStreamingText(null);
      isStreamingRef.current = false;
      setIsStreaming(false);
      if (abortRef.current === controller) abortRef.current = null;
    }
    return { ...context, wasAborted };
  };

  const startAnalysis = async () => {
    if (isStreamingRef.current) return;
    const hadChat = chatId !== null;
    const { completedChatId, wasAborted } = await runStream(
      (signal, context) => streamAnalysis(revisionId, { signal, onEvent: (event) => handleEvent(event, context) }),
      CHAT_ERRORS.startAnalysis,
    );
    let resolvedChatId = chatId;
    if (!hadChat) {
      // The analysis created the chat: look its id up, then switch to chat mode.
      try {
        resolvedChatId = (await createAnalysisChat(revisionId)).chat_id;
      } catch (lookupError) {
        resolvedChatId = completedChatId;
        if (!resolvedChatId) showError(errorMessage(lookupError, CHAT_ERRORS.createAnalysisChat));
      }
      // Cached before the switch, so that the new chat's first fetch cannot replace the interrupted reply.
      if (resolvedChatId && wasAborted) await cacheMessagesOnScreen(resolvedChatId);
      if (resolvedChatId) {
        setChatId(resolvedChatId);
        onChatCreated?.(resolvedChatId);
      }
    } else if (resolvedChatId && wasAborted) {
      await cacheMessagesOnScreen(resolvedChatId);
    }
    if (resolvedChatId && !wasAborted) {
      await queryClient.invalidateQueries({ queryKey: chatKeys.messages(resolvedChatId) });
    }
    // A new analysis is no longer outdated by earlier masking corrections: refresh the revision lists that say so.
    await queryClient.invalidateQueries({
      predicate: ({ queryKey }) => queryKey[0] === 'projects' && queryKey[2] === 'revisions',
    });
  };

  const sendMessage = async (input: string): Promise<boolean> => {
    const text = input.trim();
    if (!text || !chatId || isStreamingRef.current) return false;
    setMessages((current) => [...current, localMessage('USER', text, chatId)]);
    const { wasAborted } = await runStream(
      (signal, context) => streamChatReply(chatId, text, { signal, onEvent: (event) => handleEvent(event, context) }),
      CHAT_ERRORS.startStreaming,
    );
    if (wasAborted) await cacheMessagesOnScreen(chatId);
    else await queryClient.invalidateQueries({ queryKey: chatKeys.messages(chatId) });
    return true;
  };

  const stop = () => abortRef.current?.abort();

  const exportCurrentChat = async () => {
    if (!chatId || isExporting) return;
    setIsExporting(true);
    try {
      const { blob, filename } = await exportChat(chatId);
      saveBlob(blob, filename);
      notify.success('Chat exported successfully');
    } catch (exportError) {
      showError(errorMessage(exportError, CHAT_ERRORS.exportChat));
    } finally {
      setIsExporting(false);
    }
  };

  return {
    chatId,
    messages,
    streamingText,
    isStreaming,
    isExporting,
    isLoadingMessages: chatId !== null && messagesQuery.isPending,
    error,
    dismissError: () => setError(null),
    startAnalysis,
    sendMessage,
    stop,
    exportChat: exportCurrentChat,
  };
}
