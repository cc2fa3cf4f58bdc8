/** The default provider: the built-in offline reviewer, streamed in chunks like a model's answer. */
import { answerQuestion, buildOfflineAnalysis, streamText } from '../review/index.js';
import type { TLlmProvider } from './provider.js';

export function createBuiltinProvider(options: { chunkDelayMs?: number } = {}): TLlmProvider {
  return {
    name: 'builtin',
    async *stream(request, signal) {
      // The review is synchronous and fast; yielding first lets the stream's headers go out at once.
      await Promise.resolve();
      const markdown =
        request.kind === 'analysis'
          ? buildOfflineAnalysis({ projectType: request.projectType, documents: request.documents })
          : answerQuestion({
              projectType: request.projectType,
              documents: request.documents,
              question: request.question ?? '',
              history: request.history ?? [],
            });
      yield* streamText(markdown, {
        signal,
        ...(options.chunkDelayMs === undefined ? {} : { chunkDelayMs: options.chunkDelayMs }),
      });
    },
  };
}
