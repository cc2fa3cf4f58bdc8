/**
 * An analysis report in the Word export, built from the report's data rather than from its Markdown, with the
 * structure of the web app's report view: real Word headings, a table of the criteria and their ratings, findings
 * as headed items with their quotes and suggestions as lists, and the figures as a table. The text goes into runs as
 * it is, so nothing in it (a `*` in a quote, a `<sub>` a model wrote) can turn into markup or show as markup.
 */
import {
  CRITERION_RATINGS,
  FINDING_SEVERITIES,
  FORMAL_CRITERION,
  type TCriterionRating,
  type TFigureRole,
  type TReportFigure,
  type TReviewReport,
} from '@grant-review/contract';
import { HeadingLevel, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { getFunderCriteria } from '../review/criteria/index.js';
import {
  CRITERIA_COLUMNS,
  criteriaRows,
  RATING_LABELS,
  READINESS_LABELS,
  REVIEWER_NOTICES,
  SEVERITY_LABELS,
} from '../review/render-report.js';

export const FIGURE_ROLE_LABELS: Record<TFigureRole, string> = {
  'total-cost': 'Total project cost',
  'partner-contribution': "Partner's contribution",
  'partner-share': "Partner's share",
  'cash-contribution': 'Cash contribution',
  'requested-amount': 'Amount requested',
  'research-cost': 'Research partner cost',
  'revenue-forecast': 'Revenue forecast',
  'market-size': 'Market size',
  staffing: 'Staffing',
  duration: 'Duration',
  other: 'Other',
};

const MASKING_NOTE =
  'Personal data was masked before the review; in this export the real values are shown again inside the quotes from your documents.';

type TBlock = Paragraph | Table;

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const heading = (level: (typeof HeadingLevel)[keyof typeof HeadingLevel], text: string) =>
  new Paragraph({ heading: level, children: [new TextRun(text)] });

const paragraph = (...children: TextRun[]) => new Paragraph({ children, spacing: { after: 120 } });

const bullet = (...children: TextRun[]) => new Paragraph({ children, bullet: { level: 0 } });

const labelled = (label: string, text: string) => [new TextRun({ text: `${label}: `, bold: true }), new TextRun(text)];

function table(header: readonly string[], rows: readonly (readonly string[])[]): Table {
  const cell = (text: string, isHeader: boolean) =>
    new TableCell({ children: [new Paragraph({ children: [new TextRun({ text, bold: isHeader })] })] });
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({ tableHeader: true, children: header.map((text) => cell(text, true)) }),
      ...rows.map((row) => new TableRow({ children: row.map((text) => cell(text, false)) })),
    ],
  });
}

export function formatFigureValue(figure: Pick<TReportFigure, 'value' | 'unit'>): string {
  const number = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }).format(figure.value);
  switch (figure.unit) {
    case 'CHF':
    case 'EUR':
    case 'USD':
      return `${figure.unit} ${number}`;
    case '%':
      return `${number} %`;
    case 'months':
      return `${number} ${figure.value === 1 ? 'month' : 'months'}`;
    case 'FTE':
      return `${number} FTE`;
    case 'count':
      return number;
  }
}

export function reportToDocxBlocks(report: TReviewReport): TBlock[] {
  const funder = getFunderCriteria(report.project_type);
  const slotName = (slot: string) => report.documents.find((document) => document.slot === slot)?.slot_name ?? slot;
  const criterionTitle = (criterion: string) =>
    criterion === FORMAL_CRITERION
      ? 'Formal and financial rules'
      : (report.criteria.find((item) => item.criterion === criterion)?.title ?? criterion);
  const blocks: TBlock[] = [
    heading(HeadingLevel.HEADING_2, `Pre-submission review: ${funder.programmeName}`),
    paragraph(new TextRun({ text: REVIEWER_NOTICES[report.reviewer], italics: true })),
    heading(HeadingLevel.HEADING_3, `Overall readiness: ${READINESS_LABELS[report.readiness.level]}`),
    paragraph(new TextRun(report.readiness.summary)),
    paragraph(
      ...labelled(
        'Documents reviewed',
        report.documents.length > 0
          ? report.documents.map((document) => document.slot_name).join(', ')
          : 'no documents with text were provided',
      ),
    ),
    heading(HeadingLevel.HEADING_3, 'Criteria'),
    paragraph(new TextRun('Each criterion is rated on one scale:')),
    ...Object.entries(CRITERION_RATINGS).map(([rating, meaning]) =>
      bullet(...labelled(RATING_LABELS[rating as TCriterionRating], meaning)),
    ),
    new Paragraph({ text: '' }),
    table(CRITERIA_COLUMNS, criteriaRows(report)),
    heading(HeadingLevel.HEADING_3, 'Findings'),
  ];

  if (report.findings.length === 0) blocks.push(paragraph(new TextRun('No findings: every check passed.')));
  let number = 0;
  for (const severity of FINDING_SEVERITIES) {
    const findings = report.findings.filter((finding) => finding.severity === severity);
    if (findings.length === 0) continue;
    const label = SEVERITY_LABELS[severity];
    blocks.push(heading(HeadingLevel.HEADING_4, `${label.title} (${findings.length}): ${label.meaning}`));
    for (const finding of findings) {
      blocks.push(
        heading(HeadingLevel.HEADING_5, `${++number}. ${finding.title}`),
        paragraph(new TextRun({ text: `Criterion: ${criterionTitle(finding.criterion)}`, color: '555555' })),
        paragraph(new TextRun(finding.explanation)),
      );
      if (finding.evidence.length > 0) {
        blocks.push(paragraph(new TextRun({ text: 'Evidence', bold: true })));
        for (const evidence of finding.evidence) {
          const where = evidence.section
            ? `${slotName(evidence.slot)}, section “${oneLine(evidence.section)}”`
            : slotName(evidence.slot);
          blocks.push(
            bullet(
              new TextRun({ text: `“${oneLine(evidence.quote)}”`, italics: true }),
              new TextRun({ text: ` — ${where}`, color: '555555' }),
            ),
          );
        }
      } else if (finding.looked_for) {
        blocks.push(paragraph(...labelled('Looked for', finding.looked_for)));
      }
      blocks.push(paragraph(...labelled('What to do', finding.suggestion)));
    }
  }

  if (report.readings.length > 0) {
    blocks.push(heading(HeadingLevel.HEADING_3, 'How your documents were read'));
    for (const reading of report.readings) {
      const section = `${reading.numbering ? `${reading.numbering} ` : ''}${reading.heading}`;
      const sentence = reading.target_title
        ? `Your section “${section}” was read as ${reading.target_title}${reading.method === 'content' ? ' (from its content)' : ''}.`
        : `Your section “${section}” was not matched to anything the funder assesses.`;
      blocks.push(bullet(new TextRun({ text: `${slotName(reading.slot)}: `, bold: true }), new TextRun(sentence)));
    }
  }

  if (report.figures.length > 0) {
    const documentOf = (fileId: string) =>
      report.documents.find((document) => document.file_id === fileId)?.slot_name ?? '';
    blocks.push(
      heading(HeadingLevel.HEADING_3, 'Key figures'),
      table(
        ['Figure', 'Value', 'Read as', 'Document'],
        report.figures.map((figure) => [
          figure.label,
          formatFigureValue(figure),
          FIGURE_ROLE_LABELS[figure.role],
          documentOf(figure.file_id),
        ]),
      ),
    );
  }

  blocks.push(heading(HeadingLevel.HEADING_3, 'About this review'), bullet(new TextRun(MASKING_NOTE)));
  if (report.quotes_dropped > 0) {
    blocks.push(
      bullet(
        new TextRun(`${report.quotes_dropped} quote(s) the model gave were not in your documents and were left out.`),
      ),
    );
  }
  blocks.push(bullet(...labelled('Sources', funder.sources.join('; '))));
  return blocks;
}
