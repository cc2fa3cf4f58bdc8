/**
 * Chat answers of the built-in offline reviewer. It has no language model: it answers from a review report, that
 * of the chat's latest analysis or, when the chat has none yet, a review of the documents by the same engine made
 * for the answer (and says so). It recognises what a question is about (a topic such as the budget or the market,
 * the weakest part, what is missing, what to do next …) and answers with the report's findings, ratings and the
 * funding rules' figures (chat/report-answer.ts). The frame is in the question's language (EN/DE/FR/IT).
 */
import type { TProjectType, TReviewReport, TRevisionComparison } from '@grant-review/contract';
import { answerFromComparison, answerWithoutComparison, asksWhatChanged } from './chat/comparison-answer.js';
import { chatNotice, detectLanguage, FRAME } from './chat/language.js';
import { answerFromReport } from './chat/report-answer.js';
import { classifyQuestion, detectTopics } from './chat/topics.js';
import { establishFinancialFacts, type TFinancialFacts } from './engine/checks/financial.js';
import { buildReviewContext, runReviewEngine } from './engine/index.js';
import { foldText, tokenize } from './text.js';
import type { TReviewDocument } from './types.js';

export interface TChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface TAnswerInput {
  projectType: TProjectType;
  documents: readonly TReviewDocument[];
  question: string;
  history?: readonly TChatTurn[];
  /** The report of the chat's latest analysis; without it, the documents are reviewed for the answer. */
  report?: TReviewReport;
  /**
   * The comparison of the latest earlier analysed revision (before) with this chat's revision (after), for "what
   * improved since the last revision?"; null when the project has no earlier analysed revision, and left out by
   * callers that do not provide it (answered as null).
   */
  comparison?: TRevisionComparison | null;
}

/** Words that point back to what was asked before ("that", "das", "ça", "questo" …). */
const refersBack = (question: string): boolean =>
  /\b(that|this|it|them|those|das|dies\w*|es|ihn|ca|cela|ceci|le|la|les|questo|questa|quello|quella|lo|li)\b/.test(
    foldText(question),
  );

/** The report to answer from, and the engine's financial facts of the documents, made only when asked for. */
function reviewFor({ projectType, documents, report }: TAnswerInput): {
  report: TReviewReport;
  facts: () => TFinancialFacts;
} {
  if (report) {
    let facts: TFinancialFacts | undefined;
    return {
      report,
      facts: () => (facts ??= establishFinancialFacts(buildReviewContext({ projectType, documents }))),
    };
  }
  const review = runReviewEngine({ projectType, documents });
  return { report: review.report, facts: () => review.financial };
}

const joinLines = (lines: readonly string[]): string =>
  lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd() + '\n';

/** "What improved since the last revision?", answered from the comparison alone: no review is needed for it. */
function answerWhatChanged({ question, report, comparison }: TAnswerInput): string {
  const findingsLanguage = comparison?.after.report_language ?? report?.language ?? 'en';
  const language = detectLanguage(question) ?? findingsLanguage;
  return joinLines([
    chatNotice(language, findingsLanguage),
    '',
    ...(comparison ? answerFromComparison(comparison, language) : answerWithoutComparison(language)),
  ]);
}

export function answerQuestion(input: TAnswerInput): string {
  const { projectType, question, history = [] } = input;
  if (asksWhatChanged(question)) return answerWhatChanged(input);
  const { report, facts } = reviewFor(input);
  // A question too short to tell its language ("OK?", "Budget?") is answered in the report's.
  const language = detectLanguage(question) ?? report.language;
  const kind = classifyQuestion(question);
  // A short follow-up ("and how do I fix that?", "rewrite it") is about the previous question's topics.
  const previousQuestion = [...history].reverse().find((turn) => turn.role === 'user')?.content ?? '';
  let topics = detectTopics(question, projectType);
  let topicQuestion = question;
  const isFollowUp = tokenize(question).length <= 6 && (kind === 'model-only' || refersBack(question));
  if (topics.length === 0 && previousQuestion && isFollowUp) {
    topics = detectTopics(previousQuestion, projectType);
    if (topics.length > 0) topicQuestion = `${question} ${previousQuestion}`;
  }

  const answer = answerFromReport({
    report,
    facts,
    documents: input.documents,
    question: topicQuestion,
    language,
    kind,
    topics,
  });

  const frame = FRAME[language];
  const lines: string[] = [chatNotice(language, report.language), ''];
  const hasText = input.documents.some((document) => document.text.trim() !== '');
  if (!hasText) lines.push(frame.noDocuments, '');
  else if (!input.report && answer.isFromReport) lines.push(frame.noAnalysis, '');
  lines.push(...answer.lines);
  return joinLines(lines);
}
