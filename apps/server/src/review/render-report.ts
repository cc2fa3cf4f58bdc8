/**
 * The review report as the chat message's Markdown (which the Word export turns into real headings, tables and
 * lists). Plain Markdown only: no HTML, no emoji (they show as empty boxes where no emoji font is installed).
 * The report's own wording never contains a placeholder token, so putting real values back for the owner only
 * touches what came from the documents.
 */
import {
  CRITERION_RATINGS,
  FINDING_SEVERITIES,
  type TCriterionRating,
  type TEvidence,
  type TFinding,
  type TFindingSeverity,
  type TReadinessLevel,
  type TReviewReport,
} from '@grant-review/contract';
import { getFunderCriteria } from './criteria/index.js';
import { table } from './markdown.js';

export const READINESS_LABELS: Record<TReadinessLevel, string> = {
  ready: 'Ready',
  'nearly-ready': 'Nearly ready',
  'needs-work': 'Needs work',
  'not-ready': 'Not ready',
};

export const RATING_LABELS: Record<TCriterionRating, string> = {
  strong: 'Strong',
  adequate: 'Adequate',
  weak: 'Weak',
  missing: 'Missing',
};

export const SEVERITY_LABELS: Record<TFindingSeverity, { title: string; meaning: string }> = {
  blocker: { title: 'Blockers', meaning: 'the application is likely refused, or a criterion fails, until fixed' },
  important: { title: 'Important', meaning: 'costs points with the experts' },
  minor: { title: 'Minor', meaning: 'polish' },
};

export const REVIEWER_NOTICES = {
  builtin:
    "Built-in offline reviewer: rule-based checks against the funder's criteria, with no AI model. It reads your documents' sections, tables and figures, so read its findings as pointers, not as the funder's judgement.",
  model:
    "Written by an AI model from your anonymized documents and the funder's criteria, with the rule checks of the built-in reviewer given to it as facts.",
} as const;

const MASKING_NOTE =
  'Personal data was masked before the review; in this view the real values are shown again. Only you see them.';

function slotName(report: TReviewReport, slot: string): string {
  return report.documents.find((document) => document.slot === slot)?.slot_name ?? slot;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const PLACEHOLDER_TOKEN = /(\[[A-Z][A-Z_]*_\d+\])/;

/**
 * Document text as literal Markdown text: a `*`, `_`, `<sub>` or `[…]` in a quote stays what the document says
 * instead of turning into emphasis, HTML or a link. Placeholder tokens are left whole, so the owner's view can
 * still put the real values back.
 */
export const escapeMarkdownText = (text: string): string =>
  text
    .split(PLACEHOLDER_TOKEN)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/[\\`*_[\]<>#|~]/g, '\\$&')))
    .join('');

function renderEvidence(report: TReviewReport, evidence: TEvidence): string {
  const where = evidence.section
    ? `${slotName(report, evidence.slot)}, section "${escapeMarkdownText(oneLine(evidence.section))}"`
    : slotName(report, evidence.slot);
  return `> "${escapeMarkdownText(oneLine(evidence.quote)).replace(/"/g, '”')}" — *${where}*`;
}

/** One finding as a numbered subsection, with up to three quotes or what was looked for. */
export function renderFinding(report: TReviewReport, finding: TFinding, index: number): string[] {
  const lines = [`#### ${index}. ${finding.title}`, '', finding.explanation, ''];
  for (const evidence of finding.evidence.slice(0, 3)) lines.push(renderEvidence(report, evidence), '');
  if (finding.evidence.length === 0 && finding.looked_for) lines.push(`*Looked for:* ${finding.looked_for}`, '');
  lines.push(`**What to do:** ${finding.suggestion}`, '');
  return lines;
}

/** The scale every criterion is rated on, as one sentence. */
export const RATING_SCALE = `Each criterion is rated on one scale: ${Object.entries(CRITERION_RATINGS)
  .map(([rating, meaning]) => `**${RATING_LABELS[rating as TCriterionRating]}**, ${meaning}`)
  .join('; ')}.`;

/** How each section was read, as a table under its heading; nothing when no section was read. */
export function renderReadings(report: TReviewReport): string[] {
  if (report.readings.length === 0) return [];
  return [
    '## How your documents were read',
    '',
    table(
      ['Document', 'Section', 'Read as'],
      report.readings.map((reading) => [
        slotName(report, reading.slot),
        `${reading.numbering ? `${reading.numbering} ` : ''}${reading.heading}`,
        reading.target_title
          ? `${reading.target_title}${reading.method === 'content' ? ' (from its content)' : ''}`
          : 'not mapped',
      ]),
    ),
    '',
  ];
}

/** The closing notes: masking, dropped quotes, assumptions, sources. */
export function renderAbout(report: TReviewReport): string[] {
  const lines = ['## About this review', '', `- ${MASKING_NOTE}`];
  if (report.quotes_dropped > 0) {
    lines.push(`- ${report.quotes_dropped} quote(s) the model gave were not in your documents and were left out.`);
  }
  const assumed = report.criteria.filter((item) => item.is_assumption).map((item) => item.title);
  if (assumed.length > 0)
    lines.push(`- Assumed criteria (not verified against an official source): ${assumed.join(', ')}.`);
  lines.push(`- Sources: ${getFunderCriteria(report.project_type).sources.join('; ')}.`);
  return lines;
}

/** The criteria table as every rendering shows it (chat Markdown, Word): columns and one row per criterion. */
export const CRITERIA_COLUMNS = ['Criterion', 'Rating', 'Why'];
export const criteriaRows = (report: TReviewReport): string[][] =>
  report.criteria.map((item) => [
    `${item.title}${item.is_assumption ? ' (assumed)' : ''}`,
    RATING_LABELS[item.rating],
    item.rationale,
  ]);

export function renderReportMarkdown(report: TReviewReport): string {
  const funder = getFunderCriteria(report.project_type);
  const lines: string[] = [];
  const push = (...items: string[]) => lines.push(...items);

  push(`# Pre-submission review: ${funder.programmeName}`, '');
  push(`> ${REVIEWER_NOTICES[report.reviewer]}`, '');
  push(`**Overall readiness: ${READINESS_LABELS[report.readiness.level]}** — ${report.readiness.summary}`, '');
  push(
    report.documents.length > 0
      ? `Documents reviewed: ${report.documents.map((document) => document.slot_name).join(', ')}.`
      : 'No documents with text were provided.',
    '',
  );

  push('## Criteria', '');
  push(RATING_SCALE, '');
  push(table(CRITERIA_COLUMNS, criteriaRows(report)), '');

  push('## Findings', '');
  if (report.findings.length === 0) push('No findings: every check passed.', '');
  let number = 0;
  for (const severity of FINDING_SEVERITIES) {
    const findings = report.findings.filter((finding) => finding.severity === severity);
    if (findings.length === 0) continue;
    const label = SEVERITY_LABELS[severity];
    push(`### ${label.title} (${findings.length}): ${label.meaning}`, '');
    for (const finding of findings) push(...renderFinding(report, finding, ++number));
  }

  push(...renderReadings(report), ...renderAbout(report));
  return (
    lines
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trimEnd() + '\n'
  );
}
