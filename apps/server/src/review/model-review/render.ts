/**
 * The model review's Markdown, written in pieces as the review goes: the opening with the rule findings, one
 * section per criterion as it completes, then the readiness and the closing notes. Same headings, labels, finding
 * layout and notes as the built-in reviewer's report (render-report.ts), in the order a streamed review allows.
 */
import type { TCriterionAssessment, TFinding, TReviewReport } from '@grant-review/contract';
import { getFunderCriteria } from '../criteria/index.js';
import {
  RATING_LABELS,
  RATING_SCALE,
  READINESS_LABELS,
  REVIEWER_NOTICES,
  renderAbout,
  renderFinding,
  renderReadings,
} from '../render-report.js';

const finish = (lines: readonly string[]) =>
  `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n\n`;

/** Numbers findings across the whole message, as the built-in report does. */
export function createFindingCounter() {
  let number = 0;
  return (report: TReviewReport, finding: TFinding) => renderFinding(report, finding, ++number);
}
export type TFindingRenderer = ReturnType<typeof createFindingCounter>;

export function renderOpening(report: TReviewReport, ruleFindings: readonly TFinding[], render: TFindingRenderer) {
  const lines = [`# Pre-submission review: ${getFunderCriteria(report.project_type).programmeName}`, ''];
  lines.push(`> ${REVIEWER_NOTICES.model}`, '');
  lines.push(
    report.documents.length > 0
      ? `Documents reviewed: ${report.documents.map((document) => document.slot_name).join(', ')}.`
      : 'No documents with text were provided.',
    '',
  );
  lines.push('## Formal and financial rules', '');
  if (ruleFindings.length === 0) lines.push('Every formal and financial rule check passed.', '');
  for (const finding of ruleFindings) lines.push(...render(report, finding));
  lines.push('## Criteria', '', RATING_SCALE, '');
  return finish(lines);
}

export const NOT_ASSESSED_NOTE =
  "Not assessed by the model: its answer was not the review asked for, twice. The built-in reviewer's rating and findings are shown instead.";

export function renderCriterion(
  report: TReviewReport,
  position: number,
  assessment: TCriterionAssessment,
  findings: readonly TFinding[],
  render: TFindingRenderer,
  isAssessedByModel: boolean,
) {
  const lines = [
    `### ${position}. ${assessment.title}${assessment.is_assumption ? ' (assumed)' : ''} — ${RATING_LABELS[assessment.rating]}`,
    '',
  ];
  if (!isAssessedByModel) lines.push(`*${NOT_ASSESSED_NOTE}*`, '');
  lines.push(assessment.rationale, '');
  for (const finding of findings) lines.push(...render(report, finding));
  return finish(lines);
}

export function renderClosing(report: TReviewReport, notAssessed: readonly string[]) {
  const lines = [
    '## Overall readiness',
    '',
    `**Overall readiness: ${READINESS_LABELS[report.readiness.level]}** — ${report.readiness.summary}`,
    '',
    ...renderReadings(report),
    ...renderAbout(report),
  ];
  if (notAssessed.length > 0) {
    lines.push(`- Not assessed by the model, shown from the built-in reviewer: ${notAssessed.join(', ')}.`);
  }
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}
