/** The default provider: the built-in offline reviewer, streamed in chunks like a model's answer. */
import { renderReportMarkdown, streamText } from '../review/index.js';
import { type ReviewWorkers, sharedReviewWorkers } from '../review/worker/review-workers.js';
import type { TLlmProvider } from './provider.js';

/** `workers`: where the engine runs, off the event loop (the server passes its own, closed when it stops). */
export function createBuiltinProvider(options: { chunkDelayMs?: number; workers?: ReviewWorkers } = {}): TLlmProvider {
  const workers = options.workers ?? sharedReviewWorkers();
  const streamOptions = (signal: AbortSignal) => ({
    signal,
    ...(options.chunkDelayMs === undefined ? {} : { chunkDelayMs: options.chunkDelayMs }),
  });
  return {
    name: 'builtin',
    async *stream(request, signal) {
      const markdown = await workers.answer({
        projectType: request.projectType,
        documents: request.documents,
        question: request.question ?? '',
        history: request.history ?? [],
        ...(request.report ? { report: request.report } : {}),
        ...(request.comparison === undefined ? {} : { comparison: request.comparison }),
      });
      yield* streamText(markdown, streamOptions(signal));
    },
    async *analyze(request, signal) {
      const report = await workers.review({
        projectType: request.projectType,
        documents: request.documents,
        ...(request.language ? { language: request.language } : {}),
      });
      for await (const text of streamText(renderReportMarkdown(report), streamOptions(signal))) {
        yield { type: 'text', text };
      }
      if (!signal.aborted) yield { type: 'report', report };
    },
  };
}
