/** The default provider: the built-in offline reviewer, streamed in chunks like a model's answer. */
import { answerQuestion, renderReportMarkdown, reviewRevision, streamText } from '../review/index.js';
import type { TLlmProvider } from './provider.js';

export function createBuiltinProvider(options: { chunkDelayMs?: number } = {}): TLlmProvider {
  const streamOptions = (signal: AbortSignal) => ({
    signal,
    ...(options.chunkDelayMs === undefined ? {} : { chunkDelayMs: options.chunkDelayMs }),
  });
  return {
    name: 'builtin',
    async *stream(request, signal) {
      // The review is synchronous and fast; yielding first lets the stream's headers go out at once.
      await Promise.resolve();
      const markdown = answerQuestion({
        projectType: request.projectType,
        documents: request.documents,
        question: request.question ?? '',
        history: request.history ?? [],
        ...(request.report ? { report: request.report } : {}),
      });
      yield* streamText(markdown, streamOptions(signal));
    },
    async *analyze(request, signal) {
      await Promise.resolve();
      const report = reviewRevision({ projectType: request.projectType, documents: request.documents });
      for await (const text of streamText(renderReportMarkdown(report), streamOptions(signal))) {
        yield { type: 'text', text };
      }
      if (!signal.aborted) yield { type: 'report', report };
    },
  };
}
