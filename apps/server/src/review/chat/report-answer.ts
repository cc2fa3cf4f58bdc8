/**
 * Chat answers from a review report (the chat's latest analysis, or a review of the documents made for the answer):
 * the findings a question is about, with their quotes (document and section named) and suggestions, most severe
 * first, and how the funding rules it touches stand; the weakest part from the criteria ratings and the blockers;
 * what is missing; what to do next; how the criteria were rated; the criterion an open question is about; an honest
 * answer to requests only a language model can do. The frame is in the user's language, the findings are the
 * report's (English).
 *
 * Document text (quotes, section headings, figure labels) is always written inside double quotes: that is where
 * real values are put back for the project's members, and nowhere else in the built-in reviewer's answers.
 */
import {
  FINDING_SEVERITIES,
  type TCriterionAssessment,
  type TCriterionRating,
  type TEvidence,
  type TFinding,
  type TReportFigure,
  type TReviewReport,
} from '@grant-review/contract';
import { createBm25Index } from '../bm25.js';
import { getFunderCriteria } from '../criteria/index.js';
import type { TFinancialFacts } from '../engine/checks/financial.js';
import type { TLanguage, TReviewDocument } from '../types.js';
import { fillFrame, FRAME, RATING_NAMES, READINESS_NAMES, SEVERITY_NAMES } from './language.js';
import { renderPassage, retrievePassages } from './passages.js';
import { answerRules } from './rule-answer.js';
import { asksHowToFix, findingAnswersTopic, type TQuestionKind, type TTopic } from './topics.js';

export interface TReportQuestion {
  report: TReviewReport;
  /** The engine's financial facts of the documents, made when a rule's figure is asked for. */
  facts: () => TFinancialFacts;
  documents: readonly TReviewDocument[];
  /** The question, or the question and the one before it for a short follow-up. */
  question: string;
  language: TLanguage;
  kind: TQuestionKind;
  topics: readonly TTopic[];
}

const FINDINGS_SHOWN = 6;
const QUOTES_PER_FINDING = 2;
const RATING_ORDER: readonly TCriterionRating[] = ['missing', 'weak', 'adequate', 'strong'];

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
/** Document text inside double quotes; quotes within it become typographic so the span cannot end early. */
const quoted = (text: string) => `"${oneLine(text).replace(/"/g, '”')}"`;

const bySeverity = (findings: readonly TFinding[]): TFinding[] =>
  FINDING_SEVERITIES.flatMap((severity) => findings.filter((finding) => finding.severity === severity));

function renderEvidence(report: TReviewReport, evidence: TEvidence, language: TLanguage): string {
  const slotName = report.documents.find((document) => document.slot === evidence.slot)?.slot_name ?? evidence.slot;
  const where = evidence.section ? `${slotName}, ${FRAME[language].section} ${quoted(evidence.section)}` : slotName;
  return `> ${quoted(evidence.quote)} — *${where}*`;
}

function renderFinding(report: TReviewReport, finding: TFinding, number: number, language: TLanguage): string[] {
  const frame = FRAME[language];
  const criterion = report.criteria.find((item) => item.criterion === finding.criterion)?.title;
  const lines = [
    `**${number}. ${finding.title}** — *${SEVERITY_NAMES[language][finding.severity]}${criterion ? ` · ${criterion}` : ''}*`,
    '',
    finding.explanation,
    '',
  ];
  for (const evidence of finding.evidence.slice(0, QUOTES_PER_FINDING)) {
    lines.push(renderEvidence(report, evidence, language), '');
  }
  if (finding.evidence.length === 0 && finding.looked_for)
    lines.push(`*${frame.lookedFor}:* ${finding.looked_for}`, '');
  lines.push(`*${frame.whatToDo}:* ${finding.suggestion}`, '');
  return lines;
}

function renderFindings(report: TReviewReport, findings: readonly TFinding[], language: TLanguage): string[] {
  const ordered = bySeverity(findings);
  const lines = ordered
    .slice(0, FINDINGS_SHOWN)
    .flatMap((finding, index) => renderFinding(report, finding, index + 1, language));
  if (ordered.length > FINDINGS_SHOWN) {
    lines.push(fillFrame(FRAME[language].more, { count: ordered.length - FINDINGS_SHOWN }), '');
  }
  return lines;
}

/** "CHF 850'000", "25 %", "24 months", with Swiss digit grouping. */
function formatFigure(figure: TReportFigure): string {
  const value = figure.value.toLocaleString('en-US', { maximumFractionDigits: 2 }).replace(/,/g, "'");
  return ['CHF', 'EUR', 'USD'].includes(figure.unit) ? `${figure.unit} ${value}` : `${value} ${figure.unit}`;
}

const renderRating = (item: TCriterionAssessment, language: TLanguage): string =>
  `- **${item.title}**: ${RATING_NAMES[language][item.rating]} — ${item.rationale}`;

function readinessLine(report: TReviewReport, language: TLanguage): string[] {
  const level = READINESS_NAMES[language][report.readiness.level];
  return [`**${FRAME[language].readiness}: ${level}** — ${report.readiness.summary}`, ''];
}

const topicNames = (topics: readonly TTopic[], language: TLanguage): string =>
  topics.map((topic) => topic.names[language]).join(', ');

/** The passages of the documents closest to the question, for the user to check themselves. */
function passageLines(
  documents: readonly TReviewDocument[],
  question: string,
  count: number,
  frame: (typeof FRAME)[TLanguage],
): string[] {
  const passages = retrievePassages(documents, question, count);
  if (passages.length === 0) return [];
  return [
    `**${frame.passages}**`,
    '',
    ...passages.flatMap((passage, index) => [renderPassage(passage, index, frame.section), '']),
  ];
}

function answerTopics(input: TReportQuestion): string[] {
  const { report, language, topics } = input;
  const frame = FRAME[language];
  const names = topicNames(topics, language);
  const findings = report.findings.filter((finding) =>
    topics.some((topic) => findingAnswersTopic(finding, topic, report.project_type, report.language)),
  );
  const rules = answerRules(
    report,
    topics.flatMap((topic) => topic.checks),
    input.facts,
    language,
  );
  const lines = [...rules.lines];
  if (findings.length > 0) {
    lines.push(fillFrame(asksHowToFix(input.question) ? frame.fixesFor : frame.findingsAbout, { topics: names }), '');
    lines.push(...renderFindings(report, findings, language));
  } else if (!rules.isNotApplicable) {
    lines.push(fillFrame(frame.noFindingsAbout, { topics: names }), '');
  }

  const ratings = report.criteria.filter((item) => topics.some((topic) => topic.criteria.includes(item.criterion)));
  if (ratings.length > 0)
    lines.push(`**${frame.ratings}**`, '', ...ratings.map((item) => renderRating(item, language)), '');

  const roles = new Set(topics.flatMap((topic) => topic.figureRoles));
  const figures = report.figures.filter((figure) => roles.has(figure.role));
  if (figures.length > 0) {
    lines.push(`**${frame.figures}**`, '');
    for (const figure of figures.slice(0, 6)) lines.push(`- ${quoted(figure.label)}: ${formatFigure(figure)}`);
    lines.push('');
  }

  // Without a finding, what the documents say is the evidence the user can check themselves.
  if (findings.length === 0) {
    lines.push(...passageLines(input.documents, input.question, 2, frame));
  }
  return lines;
}

function answerWeakest(input: TReportQuestion): string[] {
  const { report, language } = input;
  const frame = FRAME[language];
  const lines = [`### ${frame.weakest}`, '', ...readinessLine(report, language)];
  if (report.findings.length === 0) return [...lines, frame.noFindings, ''];

  const blockers = report.findings.filter((finding) => finding.severity === 'blocker');
  let number = 0;
  if (blockers.length > 0) {
    lines.push(frame.blockersFirst, '');
    for (const finding of blockers.slice(0, 3)) lines.push(...renderFinding(report, finding, ++number, language));
  }
  const lowest = RATING_ORDER.slice(0, 3).find((rating) => report.criteria.some((item) => item.rating === rating));
  if (lowest) {
    lines.push(frame.lowestRated, '');
    for (const item of report.criteria.filter((criterion) => criterion.rating === lowest)) {
      lines.push(renderRating(item, language), '');
      const findings = bySeverity(
        report.findings.filter((finding) => finding.criterion === item.criterion && finding.severity !== 'blocker'),
      );
      for (const finding of findings.slice(0, 2)) lines.push(...renderFinding(report, finding, ++number, language));
    }
  } else if (blockers.length === 0) {
    lines.push(frame.allStrong, '', ...renderFindings(report, report.findings.slice(0, 3), language));
  }
  return lines;
}

function answerOverview(input: TReportQuestion): string[] {
  const { report, language } = input;
  const lines = readinessLine(report, language);
  if (report.findings.length === 0) return [...lines, FRAME[language].noFindings, ''];
  return [...lines, FRAME[language].overview, '', ...renderFindings(report, report.findings, language)];
}

/** A request to write, rewrite or translate: what the offline reviewer can do instead, and who can add a model. */
function answerModelOnly(input: TReportQuestion): string[] {
  const frame = FRAME[input.language];
  const lines = [frame.cannotWrite, '', frame.instead, ''];
  if (input.topics.length > 0) lines.push(...answerTopics(input));
  else lines.push(frame.whichPart, '');
  lines.push(frame.administrator, '');
  return lines;
}

const MISSING_CHECKS: readonly TFinding['check'][] = ['required-document', 'section-missing'];

function answerMissing(input: TReportQuestion): string[] {
  const { report, language } = input;
  const frame = FRAME[language];
  const missing = report.findings.filter((finding) => MISSING_CHECKS.includes(finding.check));
  const thin = report.criteria.filter((item) => item.rating === 'missing' || item.rating === 'weak');
  const lines = readinessLine(report, language);
  if (missing.length === 0 && thin.length === 0) {
    lines.push(frame.nothingMissing, '');
  } else {
    lines.push(frame.missing, '', ...renderFindings(report, missing, language));
    if (thin.length > 0) {
      const ordered = RATING_ORDER.flatMap((rating) => thin.filter((item) => item.rating === rating));
      lines.push(`**${frame.thinCriteria}**`, '', ...ordered.map((item) => renderRating(item, language)), '');
    }
  }
  const others = report.findings.length - missing.length;
  if (others > 0) lines.push(fillFrame(frame.otherFindings, { count: others }), '');
  return lines;
}

const STEPS_SHOWN = 5;

function answerNextSteps(input: TReportQuestion): string[] {
  const { report, language } = input;
  const frame = FRAME[language];
  const lines = readinessLine(report, language);
  if (report.findings.length === 0) return [...lines, frame.noFindings, ''];
  const ordered = bySeverity(report.findings);
  lines.push(frame.nextSteps, '');
  ordered.slice(0, STEPS_SHOWN).forEach((finding, index) => {
    lines.push(
      `${index + 1}. **${finding.title}** (*${SEVERITY_NAMES[language][finding.severity]}*): ${finding.suggestion}`,
    );
  });
  lines.push('');
  if (ordered.length > STEPS_SHOWN) lines.push(fillFrame(frame.more, { count: ordered.length - STEPS_SHOWN }), '');
  return lines;
}

function answerCriteria(input: TReportQuestion): string[] {
  const { report, language } = input;
  const frame = FRAME[language];
  const { programmeName } = getFunderCriteria(report.project_type);
  return [
    ...readinessLine(report, language),
    fillFrame(frame.criteria, { programme: programmeName }),
    '',
    ...report.criteria.map((item) => renderRating(item, language)),
    '',
  ];
}

/** The criterion whose title, what reviewers look for and evidence words best match an open question. */
function findRelatedCriterion(report: TReviewReport, question: string): TCriterionAssessment | undefined {
  const { criteria } = getFunderCriteria(report.project_type);
  const rated = report.criteria.flatMap((item) => {
    const criterion = criteria.find((candidate) => candidate.id === item.criterion);
    return criterion ? [{ item, criterion }] : [];
  });
  const index = createBm25Index(rated, ({ criterion }) =>
    [
      criterion.title,
      ...criterion.lookFor,
      ...criterion.aspects.flatMap((aspect) => [aspect.label, ...Object.values(aspect.keywords).flat()]),
    ].join(' '),
  );
  return index.search(question, 1)[0]?.item.item;
}

/** An open question: the criterion it is about, with its rating, findings and the passages that match. */
function answerOpenQuestion(input: TReportQuestion): string[] | null {
  const { report, language } = input;
  const frame = FRAME[language];
  const related = findRelatedCriterion(report, input.question);
  if (!related) return null;
  const lines = [
    `**${frame.criterion}: ${related.title}** — ${RATING_NAMES[language][related.rating]}`,
    '',
    related.rationale,
    '',
    ...renderFindings(
      report,
      report.findings.filter((finding) => finding.criterion === related.criterion),
      language,
    ),
  ];
  lines.push(...passageLines(input.documents, input.question, 3, frame));
  return lines;
}

/**
 * The answer's body. `isFromReport` is false only when the question named nothing the report speaks to; the body
 * then says what can be asked, with the passages that match the question.
 */
export function answerFromReport(input: TReportQuestion): { lines: string[]; isFromReport: boolean } {
  const fromReport = (lines: string[]) => ({ lines, isFromReport: true });
  if (input.kind === 'model-only') return fromReport(answerModelOnly(input));
  if (input.topics.length > 0) return fromReport(answerTopics(input));
  if (input.kind === 'weakest') return fromReport(answerWeakest(input));
  if (input.kind === 'missing') return fromReport(answerMissing(input));
  if (input.kind === 'next-steps') return fromReport(answerNextSteps(input));
  if (input.kind === 'criteria') return fromReport(answerCriteria(input));
  if (input.kind === 'overview') return fromReport(answerOverview(input));
  const open = answerOpenQuestion(input);
  if (open) return fromReport(open);

  const frame = FRAME[input.language];
  const passages = retrievePassages(input.documents, input.question, 3);
  return {
    lines: [
      frame.fallback,
      '',
      ...(passages.length > 0 ? [`**${frame.passages}**`, ''] : []),
      ...passages.flatMap((passage, index) => [renderPassage(passage, index, frame.section), '']),
    ],
    isFromReport: false,
  };
}
