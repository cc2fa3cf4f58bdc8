/**
 * The review report as the chat message's Markdown (which the Word export turns into real headings, tables and
 * lists). Plain Markdown only: no HTML, no emoji (they show as empty boxes where no emoji font is installed).
 * The report's own wording never contains a placeholder token, so putting real values back for the project's
 * members only touches what came from the documents.
 */
import {
  CRITERION_RATINGS,
  FINDING_SEVERITIES,
  type TCriterionRating,
  type TEvidence,
  type TFinding,
  type TFindingSeverity,
  type TReadinessLevel,
  type TReportLanguage,
  type TReviewReport,
} from '@grant-review/contract';
import { getFunderCriteria } from './criteria/index.js';
import { table } from './markdown.js';
import { createMessages, type TMessages } from './messages/index.js';

const english = createMessages('en');

/** English labels, for the Word export and the prompts of a model (the report's Markdown uses its own language). */
export const READINESS_LABELS: Record<TReadinessLevel, string> = {
  ready: english.t('readiness.ready'),
  'nearly-ready': english.t('readiness.nearly-ready'),
  'needs-work': english.t('readiness.needs-work'),
  'not-ready': english.t('readiness.not-ready'),
};

export const RATING_LABELS: Record<TCriterionRating, string> = {
  strong: english.t('rating.strong'),
  adequate: english.t('rating.adequate'),
  weak: english.t('rating.weak'),
  missing: english.t('rating.missing'),
};

export const SEVERITY_LABELS: Record<TFindingSeverity, { title: string; meaning: string }> = {
  blocker: { title: english.t('severity.blocker'), meaning: english.t('severity.meaning.blocker') },
  important: { title: english.t('severity.important'), meaning: english.t('severity.meaning.important') },
  minor: { title: english.t('severity.minor'), meaning: english.t('severity.meaning.minor') },
};

export const REVIEWER_NOTICES = {
  builtin: english.t('report.notice.builtin'),
  model: english.t('report.notice.model'),
} as const;

/** The wording of a report in its own language (reports stored before it was recorded are English). */
export const messagesOf = (report: Pick<TReviewReport, 'language'>): TMessages => createMessages(report.language);

/** How the built-in reviewer's report opens, as a blockquote, in every language (see isBuiltinReviewerText). */
export const builtinNoticeOf = (language: TReportLanguage): string =>
  createMessages(language).t('report.notice.builtin');

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
  const document = slotName(report, evidence.slot);
  const where = evidence.section
    ? messagesOf(report).t('report.evidenceIn', { document, section: escapeMarkdownText(oneLine(evidence.section)) })
    : document;
  return `> "${escapeMarkdownText(oneLine(evidence.quote)).replace(/"/g, '”')}" — *${where}*`;
}

/** One finding as a numbered subsection, with up to three quotes or what was looked for. */
export function renderFinding(report: TReviewReport, finding: TFinding, index: number): string[] {
  const { t } = messagesOf(report);
  const lines = [`#### ${index}. ${finding.title}`, '', finding.explanation, ''];
  for (const evidence of finding.evidence.slice(0, 3)) lines.push(renderEvidence(report, evidence), '');
  if (finding.evidence.length === 0 && finding.looked_for) {
    lines.push(`*${t('report.label', { label: t('report.lookedFor') })}* ${finding.looked_for}`, '');
  }
  lines.push(`**${t('report.label', { label: t('report.whatToDo') })}** ${finding.suggestion}`, '');
  return lines;
}

/** The scale every criterion is rated on, as one sentence. */
export function ratingScale(messages: TMessages): string {
  const { t } = messages;
  const scale = (Object.keys(CRITERION_RATINGS) as TCriterionRating[])
    .map((rating) => `**${t(`rating.${rating}`)}**, ${t(`rating.meaning.${rating}`)}`)
    .join('; ');
  return t('report.ratingScale', { scale });
}

export const RATING_SCALE = ratingScale(english);

/** How each section was read, as a table under its heading; nothing when no section was read. */
export function renderReadings(report: TReviewReport): string[] {
  if (report.readings.length === 0) return [];
  const { t } = messagesOf(report);
  return [
    `## ${t('report.readings')}`,
    '',
    table(
      [t('report.readingsColumn.document'), t('report.readingsColumn.section'), t('report.readingsColumn.readAs')],
      report.readings.map((reading) => [
        slotName(report, reading.slot),
        `${reading.numbering ? `${reading.numbering} ` : ''}${reading.heading}`,
        reading.target_title
          ? reading.method === 'content'
            ? t('report.readFromContent', { title: reading.target_title })
            : reading.target_title
          : t('report.notMapped'),
      ]),
    ),
    '',
  ];
}

/** The closing notes: masking, dropped quotes, assumptions, sources. */
export function renderAbout(report: TReviewReport): string[] {
  const { t } = messagesOf(report);
  const lines = [`## ${t('report.about')}`, '', `- ${t('report.masking')}`];
  if (report.quotes_dropped > 0) lines.push(`- ${t('report.quotesDropped', { count: report.quotes_dropped })}`);
  const assumed = report.criteria.filter((item) => item.is_assumption).map((item) => item.title);
  if (assumed.length > 0) lines.push(`- ${t('report.assumedCriteria', { criteria: assumed.join(', ') })}`);
  lines.push(`- ${t('report.sources', { sources: getFunderCriteria(report.project_type).sources.join('; ') })}`);
  return lines;
}

/** The criteria table as every rendering shows it (chat Markdown, Word): columns and one row per criterion. */
export const criteriaColumns = (messages: TMessages): string[] => [
  messages.t('report.criteriaColumn.criterion'),
  messages.t('report.criteriaColumn.rating'),
  messages.t('report.criteriaColumn.why'),
];
export const CRITERIA_COLUMNS = criteriaColumns(english);
export const criteriaRows = (report: TReviewReport, messages: TMessages = messagesOf(report)): string[][] =>
  report.criteria.map((item) => [
    item.is_assumption ? messages.t('report.assumedCriterion', { title: item.title }) : item.title,
    messages.t(`rating.${item.rating}`),
    item.rationale,
  ]);

/** "Overall readiness: Ready" */
export const readinessLine = (report: TReviewReport): string => {
  const { t } = messagesOf(report);
  return `**${t('report.readiness', { level: t(`readiness.${report.readiness.level}`) })}** — ${report.readiness.summary}`;
};

export function renderReportMarkdown(report: TReviewReport): string {
  const messages = messagesOf(report);
  const { t } = messages;
  const lines: string[] = [];
  const push = (...items: string[]) => lines.push(...items);

  push(`# ${t('report.title', { programme: messages.programme(report.project_type) })}`, '');
  push(`> ${t(`report.notice.${report.reviewer}`)}`, '');
  push(readinessLine(report), '');
  push(
    report.documents.length > 0
      ? t('report.documents', { documents: report.documents.map((document) => document.slot_name).join(', ') })
      : t('report.noDocuments'),
    '',
  );

  push(`## ${t('report.criteria')}`, '');
  push(ratingScale(messages), '');
  push(table(criteriaColumns(messages), criteriaRows(report, messages)), '');

  push(`## ${t('report.findings')}`, '');
  if (report.findings.length === 0) push(t('report.noFindings'), '');
  let number = 0;
  for (const severity of FINDING_SEVERITIES) {
    const findings = report.findings.filter((finding) => finding.severity === severity);
    if (findings.length === 0) continue;
    push(
      `### ${t('report.severityHeading', {
        title: t(`severity.${severity}`),
        count: findings.length,
        meaning: t(`severity.meaning.${severity}`),
      })}`,
      '',
    );
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
