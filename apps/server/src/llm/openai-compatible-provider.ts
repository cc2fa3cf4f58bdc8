/**
 * Any OpenAI-compatible chat-completions endpoint (OpenAI, Azure OpenAI, Ollama, vLLM, Swiss-hosted
 * services) through the Vercel AI SDK: streamed, with time limits, one retry on a connection error,
 * and cancellation when the client goes away.
 */
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { APICallError, streamText } from 'ai';
import { buildAnalysisMessages, buildChatMessages } from '../review/index.js';
import { ProviderError, type TLlmProvider } from './provider.js';

export interface TOpenAiCompatibleOptions {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  totalTimeoutMs: number;
  idleTimeoutMs: number;
}

function describeFailure(error: unknown): string {
  if (APICallError.isInstance(error)) {
    if (error.statusCode === 401 || error.statusCode === 403) {
      return 'The AI provider refused the request. Please ask your administrator to check the AI settings.';
    }
    if (error.statusCode === 429) return 'The AI provider is busy right now. Please try again in a minute.';
    if (error.statusCode && error.statusCode >= 500) {
      return 'The AI provider had a problem answering. Please try again in a moment.';
    }
  }
  if (error instanceof Error && /timeout|timed out/i.test(`${error.name} ${error.message}`)) {
    return 'The AI provider took too long to answer. Please try again.';
  }
  return 'The AI provider could not be reached. Please try again in a moment.';
}

export function createOpenAiCompatibleProvider(options: TOpenAiCompatibleOptions): TLlmProvider {
  const provider = createOpenAICompatible({
    name: 'openai-compatible',
    baseURL: options.baseUrl,
    ...(options.apiKey ? { apiKey: options.apiKey } : {}),
    includeUsage: true,
  });
  const model = provider.chatModel(options.model);

  return {
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
      const result = streamText({
        model,
        system,
        messages: conversation,
        abortSignal: signal,
        maxRetries: 1,
        timeout: { totalMs: options.totalTimeoutMs, chunkMs: options.idleTimeoutMs },
        // Errors arrive as stream parts below; the default handler would print them to the console.
        onError: () => undefined,
      });
      try {
        for await (const part of result.fullStream) {
          if (part.type === 'text-delta') {
            if (part.text) yield part.text;
          } else if (part.type === 'error') {
            throw part.error;
          } else if (part.type === 'abort' && !signal.aborted) {
            // The SDK ends a stream it timed out with an abort part rather than an error.
            throw new ProviderError('The AI provider took too long to answer. Please try again.');
          }
        }
      } catch (error) {
        if (signal.aborted) return;
        if (error instanceof ProviderError) throw error;
        throw new ProviderError(describeFailure(error), { cause: error });
      }
    },
  };
}
