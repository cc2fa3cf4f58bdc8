/** Review knowledge, the built-in reviewer (engine/) and its chat, the chunk streamer and the prompts for real models. */
export { answerQuestion, type TAnswerInput, type TChatTurn } from './chat.js';
export { isBuiltinReviewerText } from './chat/builtin-text.js';
export {
  CRITERIA_BY_PROJECT_TYPE,
  ETH_PIONEER_CRITERIA,
  getFunderCriteria,
  INNOSUISSE_CRITERIA,
  REVIEW_PRACTICE,
  SOURCES,
} from './criteria/index.js';
export {
  buildChatMessages,
  buildSystemPrompt,
  DEFAULT_DOCUMENT_TOKEN_BUDGET,
  estimateTokens,
  fitDocumentsToBudget,
  type TPromptMessage,
} from './prompts.js';
export { DEFAULT_CHUNK_DELAY_MS, streamText, type TStreamTextOptions } from './stream-text.js';
export { renderReportMarkdown } from './render-report.js';
export { createMessages, isReportLanguageAvailable, REPORT_LANGUAGE_NAMES } from './messages/index.js';
export { gatherFacts, type TCriterionContext, type TPassage, type TReviewFacts } from './facts.js';
export { locateQuote } from './locate-quote.js';
export type * from './types.js';

import type { TReviewReport } from '@grant-review/contract';
import { runReviewEngine } from './engine/index.js';
import type { TReviewInput } from './types.js';

/**
 * The built-in reviewer's review of a revision as a report (the contract's data shape), on the calling thread. The
 * server reviews in a worker thread instead (`ReviewWorkers` in review/worker/): a long document takes seconds.
 */
export const reviewRevision = (input: TReviewInput, generatedAt = new Date()): TReviewReport =>
  runReviewEngine(input, generatedAt).report;
