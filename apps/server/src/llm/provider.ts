/**
 * What an AI provider is given and gives back. The request holds anonymized text only: document
 * text from `anonymized_content`, and chat turns passed through the revision's placeholder map.
 */
import type { TProjectType, TReportLanguage, TReviewReport, TRevisionComparison } from '@grant-review/contract';
import type { TChatTurn } from '../review/index.js';
import type { TReviewDocument } from '../review/types.js';

export interface TLlmRequest {
  kind: 'analysis' | 'chat';
  projectType: TProjectType;
  documents: readonly TReviewDocument[];
  /** The user's question (chat only), anonymized. */
  question?: string;
  /** Earlier turns of the chat, anonymized. */
  history?: readonly TChatTurn[];
  /** Chat only: the report of the chat's latest analysis, when it has one (quotes in anonymized text). */
  report?: TReviewReport;
  /**
   * Chat only, when the question asks what changed since an earlier revision: the comparison of the latest earlier
   * analysed revision with this one, in this revision's anonymized text; null when there is none to compare with.
   * Only the built-in reviewer gets it; files appear under neutral names made from their slot.
   */
  comparison?: TRevisionComparison | null;
  /** Analysis only: the language the user chose for the report; without it, the documents' main language. */
  language?: TReportLanguage;
}

/** What an analysis yields: the Markdown of the report as it is written, then the report as data (if any). */
export type TAnalysisPart = { type: 'text'; text: string } | { type: 'report'; report: TReviewReport };

export interface TLlmProvider {
  readonly name: string;
  /** Streams the answer in chunks; stops when `signal` aborts. Throws ProviderError on failure. */
  stream(request: TLlmRequest, signal: AbortSignal): AsyncIterable<string>;
  /**
   * Streams an analysis (`request.kind` is 'analysis'): the report's Markdown in chunks, then the report. Stops when
   * `signal` aborts. Throws ProviderError on failure.
   */
  analyze(request: TLlmRequest, signal: AbortSignal): AsyncIterable<TAnalysisPart>;
}

/** A failure of the provider, with a message fit for the user (no keys, URLs or stack traces). */
export class ProviderError extends Error {
  override name = 'ProviderError';
  constructor(
    readonly userMessage: string,
    options?: { cause?: unknown },
  ) {
    super(userMessage, options);
  }
}
