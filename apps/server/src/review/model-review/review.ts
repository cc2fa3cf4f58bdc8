/**
 * A model's review, one criterion at a time on the criterion's own passages (Thorne et al. 2026 found this beats
 * single-pass reviews), with the engine's rule findings handed over as facts. A few criteria run at once; their
 * sections are streamed in the programme's order, each as soon as it and the ones before it are done, so the
 * message reads the same however the calls finish. The report is yielded last, only when every criterion has an
 * outcome: a review cut short (time limit, provider failure, client gone) never ends in a report.
 */
import { REPORT_VERSION, type TCriterionAssessment, type TFinding, type TReviewReport } from '@grant-review/contract';
import { ProviderError, type TAnalysisPart } from '../../llm/provider.js';
import type { TReviewFacts } from '../facts.js';
import type { TCriterion } from '../types.js';
import { locateEvidence } from './evidence.js';
import { buildCriterionPrompt, type TCriterionPrompt } from './prompt.js';
import { assessReadiness } from './readiness.js';
import { createFindingCounter, renderClosing, renderCriterion, renderOpening } from './render.js';
import type { TModelCriterionReview } from './schema.js';

/** The model's answer could not be parsed or did not match the schema: worth one more try. */
export class InvalidModelAnswerError extends Error {
  override name = 'InvalidModelAnswerError';
}

/** Asks the model about one criterion. Throws InvalidModelAnswerError for an unusable answer, ProviderError else. */
export type TCriterionCall = (prompt: TCriterionPrompt, signal: AbortSignal) => Promise<TModelCriterionReview>;

export const UNREADABLE_REVIEW_MESSAGE =
  "The AI model's answers could not be read as a review, for any criterion. Please try again, or ask your administrator to check that the model supports JSON output.";

export interface TModelReviewInput {
  facts: TReviewFacts;
  modelName: string;
  /** How many criteria are reviewed at the same time. */
  concurrency: number;
  callModel: TCriterionCall;
  signal: AbortSignal;
  generatedAt?: Date;
}

interface TCriterionOutcome {
  assessment: TCriterionAssessment;
  findings: TFinding[];
  quotesDropped: number;
  isAssessedByModel: boolean;
}

/** Runs at most `concurrency` tasks at once, in the order they were handed in. */
function createLimiter(concurrency: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    active += 1;
    try {
      return await task();
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  };
}

async function askWithOneRetry(
  callModel: TCriterionCall,
  prompt: TCriterionPrompt,
  signal: AbortSignal,
): Promise<TModelCriterionReview | null> {
  for (let attempt = 1; ; attempt++) {
    signal.throwIfAborted();
    try {
      return await callModel(prompt, signal);
    } catch (error) {
      if (!(error instanceof InvalidModelAnswerError)) throw error;
      if (attempt === 2) return null;
    }
  }
}

function fromModel(facts: TReviewFacts, criterion: TCriterion, answer: TModelCriterionReview): TCriterionOutcome {
  const { passages } = facts.contextFor(criterion.id);
  let quotesDropped = 0;
  const findings = answer.findings.map((finding, index): TFinding => {
    const { located, dropped } = locateEvidence(passages, facts.documents, finding.evidence);
    quotesDropped += dropped;
    return {
      id: `${criterion.id}-${finding.check}-${index + 1}`,
      check: finding.check,
      criterion: criterion.id,
      severity: finding.severity,
      title: finding.title,
      explanation: finding.explanation,
      evidence: located,
      looked_for: located.length > 0 ? null : (finding.looked_for ?? `the passages read as "${criterion.title}"`),
      suggestion: finding.suggestion,
    };
  });
  return {
    assessment: {
      criterion: criterion.id,
      title: criterion.title,
      rating: answer.assessment.rating,
      rationale: answer.assessment.rationale,
      is_assumption: criterion.isAssumption,
      source: criterion.source,
    },
    findings,
    quotesDropped,
    isAssessedByModel: true,
  };
}

/** A criterion the model could not assess: the built-in reviewer's rating and findings, said to be so. */
function fromBuiltin(facts: TReviewFacts, criterion: TCriterion): TCriterionOutcome {
  const builtin = facts.builtinReport.criteria.find((item) => item.criterion === criterion.id);
  return {
    assessment: {
      criterion: criterion.id,
      title: criterion.title,
      rating: builtin?.rating ?? 'missing',
      rationale: `Not assessed by the model. Built-in reviewer: ${builtin?.rationale ?? 'no evidence found.'}`,
      is_assumption: criterion.isAssumption,
      source: criterion.source,
    },
    findings: facts.builtinReport.findings.filter((finding) => finding.criterion === criterion.id),
    quotesDropped: 0,
    isAssessedByModel: false,
  };
}

export async function* reviewByCriterion(input: TModelReviewInput): AsyncGenerator<TAnalysisPart> {
  const { facts, callModel } = input;
  const stop = new AbortController();
  const signal = AbortSignal.any([input.signal, stop.signal]);
  const limit = createLimiter(Math.max(1, input.concurrency));
  let firstFailure: unknown = null;

  const criteria = facts.funder.criteria;
  const outcomes = criteria.map((criterion) =>
    limit(async () => {
      const answer = await askWithOneRetry(callModel, buildCriterionPrompt(facts, criterion.id), signal);
      return answer ? fromModel(facts, criterion, answer) : fromBuiltin(facts, criterion);
    }).catch((error: unknown) => {
      // The first failure stops the calls still running; theirs are only its consequence.
      if (firstFailure === null) firstFailure = error;
      stop.abort();
      throw error;
    }),
  );
  for (const outcome of outcomes) outcome.catch(() => undefined);

  const report: TReviewReport = {
    version: REPORT_VERSION,
    project_type: facts.projectType,
    reviewer: 'model',
    model: input.modelName,
    generated_at: (input.generatedAt ?? new Date()).toISOString(),
    language: 'en',
    readiness: { level: 'not-ready', summary: '' },
    documents: facts.documents.map((document) => ({
      file_id: document.fileId ?? document.slot,
      slot: document.slot,
      slot_name: document.slotName,
    })),
    criteria: [],
    findings: [...facts.ruleFindings],
    readings: facts.readings,
    figures: facts.figures,
    quotes_dropped: 0,
  };
  const render = createFindingCounter();
  const notAssessed: string[] = [];
  try {
    // Text is held until the model has assessed a criterion: a provider that fails at once, or never gives a
    // readable answer, leaves no half message behind.
    let held = renderOpening(report, facts.ruleFindings, render);
    for (const [index, pending] of outcomes.entries()) {
      let outcome: TCriterionOutcome;
      try {
        outcome = await pending;
      } catch (error) {
        if (input.signal.aborted) return;
        throw firstFailure ?? error;
      }
      report.criteria.push(outcome.assessment);
      report.findings.push(...outcome.findings);
      report.quotes_dropped += outcome.quotesDropped;
      if (!outcome.isAssessedByModel) notAssessed.push(outcome.assessment.title);
      held += renderCriterion(
        report,
        index + 1,
        outcome.assessment,
        outcome.findings,
        render,
        outcome.isAssessedByModel,
      );
      const isAnyAssessedByModel = notAssessed.length < index + 1;
      if (isAnyAssessedByModel) {
        yield { type: 'text', text: held };
        held = '';
      }
    }
    if (notAssessed.length === criteria.length) throw new ProviderError(UNREADABLE_REVIEW_MESSAGE);
    report.readiness = assessReadiness(report.criteria, report.findings, notAssessed.length);
    yield { type: 'text', text: renderClosing(report, notAssessed) };
    if (!input.signal.aborted) yield { type: 'report', report };
  } finally {
    // Also when the reader stops early: no call keeps running for a review nobody reads.
    stop.abort();
  }
}
