/**
 * Any OpenAI-compatible chat-completions endpoint (OpenAI, Azure OpenAI, Ollama, vLLM, Swiss-hosted
 * services) through the Vercel AI SDK: streamed, with time limits per call (a pause longer than
 * LLM_IDLE_TIMEOUT_S, from the request on, or an answer longer than LLM_TIMEOUT_S), cancellation when the
 * client goes away, and failures told as what they are (rate limit, server error, refused, silent,
 * unreachable). The chat is streamed text; the analysis is the model review, one structured call per
 * criterion (review/model-review).
 */
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import {
  APICallError,
  NoObjectGeneratedError,
  Output,
  RetryError,
  streamText,
  type StreamTextResult,
  type TextStreamPart,
  type ToolSet,
} from 'ai';
import { buildChatMessages } from '../review/index.js';
import { type ReviewWorkers, sharedReviewWorkers } from '../review/worker/review-workers.js';
import {
  InvalidModelAnswerError,
  reviewByCriterion,
  ZModelCriterionReview,
  type TCriterionCall,
} from '../review/model-review/index.js';
import { ProviderError, type TLlmProvider } from './provider.js';

export interface TOpenAiCompatibleOptions {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  totalTimeoutMs: number;
  idleTimeoutMs: number;
  /** How many criteria of an analysis are reviewed at the same time. */
  reviewConcurrency: number;
  /** Where the engine gathers the facts, off the event loop (the server passes its own, closed when it stops). */
  workers?: ReviewWorkers;
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
    // The review's answers are asked for with their JSON schema (response_format json_schema), not only as JSON.
    supportsStructuredOutputs: true,
  });
  const model = endpoint.chatModel(options.model);

  /**
   * Runs one provider call under the watchdog and yields its text as it comes. Every failure becomes a
   * ProviderError with a message for the user; when `signal` (the client) stops it, it just ends.
   */
  async function* watchedCall(
    start: (abortSignal: AbortSignal) => { fullStream: AsyncIterable<TextStreamPart<ToolSet>> },
    signal: AbortSignal,
  ): AsyncGenerator<string> {
    // The SDK's own chunk timeout starts with the first chunk; ours also covers a server that never answers.
    const watchdog = createWatchdog(options.idleTimeoutMs, options.totalTimeoutMs);
    const timedOut = () =>
      new ProviderError(
        watchdog.reason === 'too-long'
          ? PROVIDER_MESSAGES.tooLong(options.totalTimeoutMs / 1000)
          : PROVIDER_MESSAGES.silent(options.idleTimeoutMs / 1000),
      );
    try {
      for await (const part of start(AbortSignal.any([signal, watchdog.signal])).fullStream) {
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
  }

  /** One criterion of the review: its JSON answer streamed under the watchdog, then validated with the schema. */
  const callCriterion: TCriterionCall = async ({ system, prompt }, signal) => {
    const output = Output.object({
      schema: ZModelCriterionReview,
      name: 'criterion_review',
      description: "One criterion's rating with its rationale, and the findings with verbatim quotes",
    });
    let result: StreamTextResult<ToolSet, typeof output> | undefined;
    const start = (abortSignal: AbortSignal) =>
      (result = streamText({ model, system, prompt, output, abortSignal, maxRetries: 0, onError: () => undefined }));
    // The JSON text only counts whole: it is read here under the watchdog, then parsed and validated by the SDK.
    for await (const text of watchedCall(start, signal)) void text;
    signal.throwIfAborted();
    try {
      return await (result as NonNullable<typeof result>).output;
    } catch (error) {
      if (NoObjectGeneratedError.isInstance(error)) throw new InvalidModelAnswerError(error.message, { cause: error });
      throw new ProviderError(describeFailure(error), { cause: error });
    }
  };

  return {
    name: 'openai-compatible',
    async *stream(request, signal) {
      const messages = buildChatMessages({
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
      const start = (abortSignal: AbortSignal) =>
        streamText({
          model,
          system,
          messages: conversation,
          abortSignal,
          // No silent retries: a rate limit or an outage is reported at once as what it is, and the user retries.
          maxRetries: 0,
          // Errors arrive as stream parts; the default handler would print them to the console.
          onError: () => undefined,
        });
      yield* watchedCall(start, signal);
    },
    // A generator, so the engine behind the facts runs when the stream reads, inside its error handling.
    async *analyze(request, signal) {
      const workers = options.workers ?? sharedReviewWorkers();
      yield* reviewByCriterion({
        facts: await workers.gatherFacts({ projectType: request.projectType, documents: request.documents }),
        modelName: options.model,
        concurrency: options.reviewConcurrency,
        callModel: callCriterion,
        signal,
      });
    },
  };
}
