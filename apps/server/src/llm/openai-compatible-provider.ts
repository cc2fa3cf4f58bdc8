/**
 * Any OpenAI-compatible chat-completions endpoint (OpenAI, Azure OpenAI, Ollama, vLLM, Swiss-hosted
 * services) through the Vercel AI SDK: streamed, with time limits (a pause longer than LLM_IDLE_TIMEOUT_S,
 * from the request on, or an answer longer than LLM_TIMEOUT_S), cancellation when the client goes
 * away, and failures told as what they are (rate limit, server error, refused, silent, unreachable).
 */
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { APICallError, RetryError, streamText } from 'ai';
import { buildAnalysisMessages, buildChatMessages } from '../review/index.js';
import { ProviderError, type TLlmProvider } from './provider.js';

export interface TOpenAiCompatibleOptions {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  totalTimeoutMs: number;
  idleTimeoutMs: number;
}

const formatSeconds = (seconds: number): string => {
  const whole = Math.max(1, Math.round(seconds));
  return `${whole} second${whole === 1 ? '' : 's'}`;
};

export const PROVIDER_MESSAGES = {
  refused: 'The AI provider refused the request. Please ask your administrator to check the AI settings.',
  rateLimited: 'The AI provider is busy (rate limit); try again in a minute.',
  serverError: (status: number) => `The AI provider had a problem (HTTP ${status}); try again in a moment.`,
  rejected: (status: number) =>
    `The AI provider rejected the request (HTTP ${status}). Please ask your administrator to check the AI settings.`,
  silent: (seconds: number) =>
    `The AI provider sent nothing for ${formatSeconds(seconds)} and was stopped; try again in a moment.`,
  tooLong: (seconds: number) => `The AI provider's answer took longer than ${formatSeconds(seconds)} and was stopped.`,
  unreachable: 'The AI provider could not be reached. Please try again in a moment.',
} as const;

/** The provider's own failure behind the SDK's wrappers (a RetryError holds the last attempt's error). */
function innermostFailure(error: unknown): unknown {
  let current = error;
  for (let depth = 0; depth < 5 && RetryError.isInstance(current); depth++) current = current.lastError;
  return current;
}

function describeFailure(error: unknown): string {
  const failure = innermostFailure(error);
  if (APICallError.isInstance(failure) && failure.statusCode) {
    const status = failure.statusCode;
    if (status === 401 || status === 403) return PROVIDER_MESSAGES.refused;
    if (status === 429) return PROVIDER_MESSAGES.rateLimited;
    if (status >= 500) return PROVIDER_MESSAGES.serverError(status);
    return PROVIDER_MESSAGES.rejected(status);
  }
  return PROVIDER_MESSAGES.unreachable;
}

/**
 * Aborts a provider call that sends nothing for `idleMs` (from the start: a server that never sends its headers
 * is stopped too) or runs longer than `totalMs`. `touch()` marks progress.
 */
function createWatchdog(idleMs: number, totalMs: number) {
  const controller = new AbortController();
  let reason: 'silent' | 'too-long' | null = null;
  const stop = (why: 'silent' | 'too-long') => {
    reason ??= why;
    controller.abort(new Error(`provider ${why}`));
  };
  let idleTimer = setTimeout(() => stop('silent'), idleMs);
  const totalTimer = setTimeout(() => stop('too-long'), totalMs);
  return {
    signal: controller.signal,
    get reason() {
      return reason;
    },
    touch() {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => stop('silent'), idleMs);
    },
    dispose() {
      clearTimeout(idleTimer);
      clearTimeout(totalTimer);
    },
  };
}

export function createOpenAiCompatibleProvider(options: TOpenAiCompatibleOptions): TLlmProvider {
  const endpoint = createOpenAICompatible({
    name: 'openai-compatible',
    baseURL: options.baseUrl,
    ...(options.apiKey ? { apiKey: options.apiKey } : {}),
    includeUsage: true,
  });
  const model = endpoint.chatModel(options.model);

  const provider: TLlmProvider = {
    name: 'openai-compatible',
    async *stream(request, signal) {
      const messages =
        request.kind === 'analysis'
          ? buildAnalysisMessages({ projectType: request.projectType, documents: request.documents })
          : buildChatMessages({
              projectType: request.projectType,
              documents: request.documents,
              question: request.question ?? '',
              history: request.history ?? [],
            });
      // The instructions go in `system`; the SDK warns about system messages inside `messages`.
      const system = messages
        .filter((message) => message.role === 'system')
        .map((message) => message.content)
        .join('\n\n');
      const conversation = messages.flatMap((message) =>
        message.role === 'system' ? [] : [{ role: message.role, content: message.content }],
      );
      // The SDK's own chunk timeout starts with the first chunk; ours also covers a server that never answers.
      const watchdog = createWatchdog(options.idleTimeoutMs, options.totalTimeoutMs);
      const timedOut = () => {
        return new ProviderError(
          watchdog.reason === 'too-long'
            ? PROVIDER_MESSAGES.tooLong(options.totalTimeoutMs / 1000)
            : PROVIDER_MESSAGES.silent(options.idleTimeoutMs / 1000),
        );
      };
      const result = streamText({
        model,
        system,
        messages: conversation,
        abortSignal: AbortSignal.any([signal, watchdog.signal]),
        // No silent retries: a rate limit or an outage is reported at once as what it is, and the user retries.
        maxRetries: 0,
        // Errors arrive as stream parts below; the default handler would print them to the console.
        onError: () => undefined,
      });
      try {
        for await (const part of result.fullStream) {
          watchdog.touch();
          if (part.type === 'text-delta') {
            if (part.text) yield part.text;
          } else if (part.type === 'error') {
            throw part.error;
          } else if (part.type === 'abort' && !signal.aborted) {
            // The SDK ends an aborted stream with an abort part rather than an error.
            throw timedOut();
          }
        }
      } catch (error) {
        if (signal.aborted) return;
        if (error instanceof ProviderError) throw error;
        if (watchdog.reason) throw timedOut();
        throw new ProviderError(describeFailure(error), { cause: error });
      } finally {
        watchdog.dispose();
      }
    },
    // The model writes the analysis as Markdown; a structured report per criterion is the next step.
    async *analyze(request, signal) {
      for await (const text of provider.stream(request, signal)) yield { type: 'text', text };
    },
  };
  return provider;
}
