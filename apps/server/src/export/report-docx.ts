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
  type TReviewReport,
} from '@grant-review/contract';
import { HeadingLevel, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { getFunderCriteria } from '../review/criteria/index.js';
import { formatFigureValue, type TMessages } from '../review/messages/index.js';
import { criteriaColumns, criteriaRows, messagesOf } from '../review/render-report.js';

type TBlock = Paragraph | Table;

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const heading = (level: (typeof HeadingLevel)[keyof typeof HeadingLevel], text: string) =>
  new Paragraph({ heading: level, children: [new TextRun(text)] });

const paragraph = (...children: TextRun[]) => new Paragraph({ children, spacing: { after: 120 } });

const bullet = (...children: TextRun[]) => new Paragraph({ children, bullet: { level: 0 } });

/** "Label: " in bold (with the language's own colon spacing), then the text. */
const labelled = (messages: TMessages, label: string, text: string) => [
  new TextRun({ text: `${messages.t('report.label', { label })} `, bold: true }),
  new TextRun(text),
];

/** A table with a bold header row, the full width of the page. */
export function docxTable(header: readonly string[], rows: readonly (readonly string[])[]): Table {
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

/** The report's blocks, every word of the frame in the report's own language. */
export function reportToDocxBlocks(report: TReviewReport): TBlock[] {
  const messages = messagesOf(report);
  const { t } = messages;
  const funder = getFunderCriteria(report.project_type);
  const slotName = (slot: string) => report.documents.find((document) => document.slot === slot)?.slot_name ?? slot;
  const criterionTitle = (criterion: string) =>
    criterion === FORMAL_CRITERION
      ? t('export.formalCriterion')
      : (report.criteria.find((item) => item.criterion === criterion)?.title ?? criterion);
  const blocks: TBlock[] = [
    heading(HeadingLevel.HEADING_2, t('report.title', { programme: messages.programme(report.project_type) })),
    paragraph(new TextRun({ text: t(`report.notice.${report.reviewer}`), italics: true })),
    heading(HeadingLevel.HEADING_3, t('report.readiness', { level: t(`readiness.${report.readiness.level}`) })),
    paragraph(new TextRun(report.readiness.summary)),
    paragraph(
      ...labelled(
        messages,
        t('export.documentsReviewed'),
        report.documents.length > 0
          ? report.documents.map((document) => document.slot_name).join(', ')
          : t('export.noDocuments'),
      ),
    ),
    heading(HeadingLevel.HEADING_3, t('report.criteria')),
    paragraph(new TextRun(t('export.ratingScale'))),
    ...(Object.keys(CRITERION_RATINGS) as TCriterionRating[]).map((rating) =>
      bullet(...labelled(messages, t(`rating.${rating}`), t(`rating.meaning.${rating}`))),
    ),
    new Paragraph({ text: '' }),
    docxTable(criteriaColumns(messages), criteriaRows(report, messages)),
    heading(HeadingLevel.HEADING_3, t('report.findings')),
  ];

  if (report.findings.length === 0) blocks.push(paragraph(new TextRun(t('report.noFindings'))));
  let number = 0;
  for (const severity of FINDING_SEVERITIES) {
    const findings = report.findings.filter((finding) => finding.severity === severity);
    if (findings.length === 0) continue;
    blocks.push(
      heading(
        HeadingLevel.HEADING_4,
        t('report.severityHeading', {
          title: t(`severity.${severity}`),
          count: findings.length,
          meaning: t(`severity.meaning.${severity}`),
        }),
      ),
    );
    for (const finding of findings) {
      blocks.push(
        heading(HeadingLevel.HEADING_5, `${++number}. ${finding.title}`),
        paragraph(
          new TextRun({
            text: t('export.findingCriterion', { criterion: criterionTitle(finding.criterion) }),
            color: '555555',
          }),
        ),
        paragraph(new TextRun(finding.explanation)),
      );
      if (finding.evidence.length > 0) {
        blocks.push(paragraph(new TextRun({ text: t('export.evidence'), bold: true })));
        for (const evidence of finding.evidence) {
          const document = slotName(evidence.slot);
          const where = evidence.section
            ? t('export.evidenceIn', { document, section: oneLine(evidence.section) })
            : document;
          blocks.push(
            bullet(
              new TextRun({ text: t('export.quote', { quote: oneLine(evidence.quote) }), italics: true }),
              new TextRun({ text: ` — ${where}`, color: '555555' }),
            ),
          );
        }
      } else if (finding.looked_for) {
        blocks.push(paragraph(...labelled(messages, t('report.lookedFor'), finding.looked_for)));
      }
      blocks.push(paragraph(...labelled(messages, t('report.whatToDo'), finding.suggestion)));
    }
  }

  if (report.readings.length > 0) {
    blocks.push(heading(HeadingLevel.HEADING_3, t('report.readings')));
    for (const reading of report.readings) {
      const section = `${reading.numbering ? `${reading.numbering} ` : ''}${reading.heading}`;
      const sentence = reading.target_title
        ? t(reading.method === 'content' ? 'export.readFromContent' : 'export.readAs', {
            section,
            title: reading.target_title,
          })
        : t('export.notMatched', { section });
      blocks.push(
        bullet(
          new TextRun({ text: `${t('report.label', { label: slotName(reading.slot) })} `, bold: true }),
          new TextRun(sentence),
        ),
      );
    }
  }

  if (report.figures.length > 0) {
    const documentOf = (fileId: string) =>
      report.documents.find((document) => document.file_id === fileId)?.slot_name ?? '';
    blocks.push(
      heading(HeadingLevel.HEADING_3, t('export.figures')),
      docxTable(
        [
          t('export.figuresColumn.figure'),
          t('export.figuresColumn.value'),
          t('export.figuresColumn.readAs'),
          t('export.figuresColumn.document'),
        ],
        report.figures.map((figure) => [
          figure.label,
          formatFigureValue(figure, messages),
          t(`figureRole.${figure.role}`),
          documentOf(figure.file_id),
        ]),
      ),
    );
  }

  blocks.push(heading(HeadingLevel.HEADING_3, t('report.about')), bullet(new TextRun(t('export.masking'))));
  if (report.quotes_dropped > 0) {
    blocks.push(bullet(new TextRun(t('report.quotesDropped', { count: report.quotes_dropped }))));
  }
  blocks.push(bullet(...labelled(messages, t('export.sources'), funder.sources.join('; '))));
  return blocks;
}
