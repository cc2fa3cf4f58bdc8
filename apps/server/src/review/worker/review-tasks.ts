/**
 * The work a review worker does, as plain data in and out (what crosses a thread): the built-in review of a
 * revision, the facts a model reviewer is given, and the built-in chat's answer. Each runs the engine over whole
 * documents, which takes seconds for a long one.
 */
import type { TReviewReport } from '@grant-review/contract';
import { answerQuestion, type TAnswerInput } from '../chat.js';
import { runReviewEngine } from '../engine/index.js';
import { collectFacts, type TFactsData, type TFactsInput } from '../facts.js';

export type TReviewTask =
  | { kind: 'review'; input: TFactsInput; generatedAt: string }
  | { kind: 'facts'; input: TFactsInput; generatedAt: string }
  | { kind: 'answer'; input: TAnswerInput };

export type TReviewTaskValue = TReviewReport | TFactsData | string;

/** The task's value, or the error it threw, as the calling thread rebuilds it. */
export type TReviewTaskResult =
  { ok: true; value: TReviewTaskValue } | { ok: false; error: { name: string; message: string; stack?: string } };

export function runReviewTask(task: TReviewTask): TReviewTaskValue {
  switch (task.kind) {
    case 'review':
      return runReviewEngine(task.input, new Date(task.generatedAt)).report;
    case 'facts':
      return collectFacts(task.input, new Date(task.generatedAt));
    case 'answer':
      return answerQuestion(task.input);
  }
}

export function settleReviewTask(task: TReviewTask): TReviewTaskResult {
  try {
    return { ok: true, value: runReviewTask(task) };
  } catch (error) {
    const { name, message, stack } = error instanceof Error ? error : new Error(String(error));
    return { ok: false, error: { name, message, ...(stack ? { stack } : {}) } };
  }
}
