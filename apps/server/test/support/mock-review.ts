/**
 * Answers for the recording mock when it plays a model that reviews: the model review asks one question per
 * criterion with a JSON schema in `response_format`; the chat asks for text.
 */
import type { TModelCriterionReview } from '../../src/review/model-review/index.js';
import type { TMockBehaviour, TPlainBehaviour, TRecordedRequest } from './mock-llm.js';

export const isReviewRequest = (request: TRecordedRequest): boolean => request.json.response_format !== undefined;

/** A JSON answer (or any text standing for one) streamed in two chunks, as a model writes it. */
export function jsonAnswer(content: TModelCriterionReview | string, delayMs = 0): TPlainBehaviour {
  const json = typeof content === 'string' ? content : JSON.stringify(content);
  const middle = Math.floor(json.length / 2);
  return { kind: 'stream', chunks: [json.slice(0, middle), json.slice(middle)], delayMs };
}

/** A criterion rated adequate with `rationale` and no findings. */
export const plainReview = (rationale: string): TModelCriterionReview => ({
  assessment: { rating: 'adequate', rationale },
  findings: [],
});

/**
 * Reviews every criterion with `rationale` and answers a chat with `chatChunks`. `override` picks another behaviour
 * for a request (by its index among all requests), e.g. a failure after the first criteria.
 */
export function reviewingModel(
  options: {
    rationale?: string;
    chatChunks?: string[];
    delayMs?: number;
    override?: (index: number) => TPlainBehaviour | undefined;
  } = {},
): TMockBehaviour {
  return {
    kind: 'per-request',
    respond: (request, index) =>
      options.override?.(index) ??
      (isReviewRequest(request)
        ? jsonAnswer(plainReview(options.rationale ?? 'Addressed.'), options.delayMs)
        : {
            kind: 'stream',
            chunks: options.chatChunks ?? ['An answer.'],
            ...(options.delayMs ? { delayMs: options.delayMs } : {}),
          }),
  };
}
