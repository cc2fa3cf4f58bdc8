/** The model reviewer: one criterion at a time, with the engine's facts, as the contract's report. */
export { buildCriterionPrompt, buildCriterionSystemPrompt, type TCriterionPrompt } from './prompt.js';
export {
  InvalidModelAnswerError,
  reviewByCriterion,
  UNREADABLE_REVIEW_MESSAGE,
  type TCriterionCall,
  type TModelReviewInput,
} from './review.js';
export { ZModelCriterionReview, type TModelCriterionReview } from './schema.js';
