/**
 * Chat answers from the report of the chat's latest analysis: the findings a question is about, with their quotes
 * (document and section named) and suggestions, most severe first; the weakest part from the criteria ratings and
 * the blockers; an honest answer to requests only a language model can do. The frame is in the user's language,
 * the findings are the report's (English).
 *
 * Document text (quotes, section headings, figure labels) is always written inside double quotes: that is where
 * real values are put back for the owner, and nowhere else in the built-in reviewer's answers.
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
import type { TReviewDocument } from '../types.js';
import type { TLanguage } from '../types.js';
import { fillFrame, FRAME, RATING_NAMES, READINESS_NAMES, SEVERITY_NAMES } from './language.js';
import { renderPassage, retrievePassages } from './passages.js';
import { asksHowToFix, findingAnswersTopic, type TQuestionKind, type TTopic } from './topics.js';

export interface TReportQuestion {
  report: TReviewReport;
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

function answerTopics(input: TReportQuestion): string[] {
  const { report, language, topics } = input;
  const frame = FRAME[language];
  const names = topicNames(topics, language);
  const findings = report.findings.filter((finding) =>
    topics.some((topic) => findingAnswersTopic(finding, topic, report.project_type)),
  );
  const lines: string[] = [];
  if (findings.length > 0) {
    lines.push(fillFrame(asksHowToFix(input.question) ? frame.fixesFor : frame.findingsAbout, { topics: names }), '');
    lines.push(...renderFindings(report, findings, language));
  } else {
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
    const passages = retrievePassages(input.documents, input.question, 2);
    if (passages.length > 0) {
      lines.push(
        `**${frame.passages}**`,
        '',
        ...passages.flatMap((passage, index) => [renderPassage(passage, index, frame.section), '']),
      );
    }
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
export function answerModelOnly(input: Omit<TReportQuestion, 'report'> & { report?: TReviewReport }): string[] {
  const frame = FRAME[input.language];
  const lines = [frame.cannotWrite, '', frame.instead, ''];
  if (!input.report) lines.push(frame.noAnalysis, '');
  else if (input.topics.length > 0) lines.push(...answerTopics({ ...input, report: input.report }));
  else lines.push(frame.whichPart, '');
  lines.push(frame.administrator, '');
  return lines;
}

/** The answer's body for a question about the analysis, or null when the report does not answer it. */
export function answerFromReport(input: TReportQuestion): string[] | null {
  if (input.kind === 'model-only') return answerModelOnly(input);
  if (input.topics.length > 0) return answerTopics(input);
  if (input.kind === 'weakest') return answerWeakest(input);
  if (input.kind === 'overview') return answerOverview(input);
  return null;
}
