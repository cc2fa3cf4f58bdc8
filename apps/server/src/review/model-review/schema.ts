/**
 * What the model answers for one criterion, derived from the contract's report schema: the criterion's rating and
 * rationale, and findings with quotes. Quotes are located in the anonymized text afterwards; the model never gives
 * offsets or file ids. The checks the engine decides by rule are not offered to the model, so it cannot re-judge them.
 */
import { REVIEW_CHECK_IDS, ZCriterionAssessment, ZFinding, type TReviewCheckId } from '@grant-review/contract';
import { z } from 'zod';
import { RULE_CHECKS } from '../engine/index.js';

export const JUDGEMENT_CHECK_IDS = REVIEW_CHECK_IDS.filter((check) => !RULE_CHECKS.has(check)) as [
  TReviewCheckId,
  ...TReviewCheckId[],
];

export const ZModelEvidence = z.object({
  document: z.string().describe('The document id the passage is labelled with, e.g. "APPLICATION_DRAFT"'),
  quote: z.string().describe('Verbatim text from that passage, one sentence or a short part of one'),
});

export const ZModelFinding = ZFinding.pick({
  severity: true,
  title: true,
  explanation: true,
  suggestion: true,
}).extend({
  check: z.enum(JUDGEMENT_CHECK_IDS),
  evidence: z.array(ZModelEvidence),
  looked_for: z.string().nullable().describe('When there is no quote: what you looked for, and where'),
});
export type TModelFinding = z.infer<typeof ZModelFinding>;

export const ZModelCriterionReview = z.object({
  assessment: ZCriterionAssessment.pick({ rating: true, rationale: true }),
  findings: z.array(ZModelFinding),
});
export type TModelCriterionReview = z.infer<typeof ZModelCriterionReview>;
