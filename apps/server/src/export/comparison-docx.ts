/**
 * The comparison of two revisions' analyses as a Word document: both revisions with their dates, the readiness before
 * and after, a table of the criteria's ratings, the findings resolved, new and still open, and the formal checks, key
 * figures and documents that changed. The frame is in one language (see chooseExportLanguage); findings and
 * criterion titles are in the language their report was written in.
 */
import {
  FORMAL_CRITERION,
  type TComparedRevision,
  type TCriterionRating,
  type TFigureComparison,
  type TFinding,
  type TFindingSeverity,
  type TOpenFinding,
  type TProjectType,
  type TReportLanguage,
  type TRevisionComparison,
} from '@grant-review/contract';
import { Document, HeadingLevel, Packer, Paragraph, type Table, TextRun } from 'docx';
import { hasComparisonChanges, mostSevereFirst } from '../review/compare-reports.js';
import { createMessages, formatFigureValue, type TMessages } from '../review/messages/index.js';
import { exportFileName } from './chat-docx.js';
import { docxTable } from './report-docx.js';

export interface TComparisonExport {
  projectName: string;
  projectType: TProjectType;
  comparison: TRevisionComparison;
  exportedAt: Date;
  language: TReportLanguage;
}

type TBlock = Paragraph | Table;

/** A finding's explanation or suggestion in the export is one line: the full text is in each revision's report. */
const MAX_LINE_LENGTH = 200;

const oneLine = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > MAX_LINE_LENGTH ? `${line.slice(0, MAX_LINE_LENGTH - 1).trimEnd()}…` : line;
};

const formatDate = (value: string, locale: string) =>
  new Date(value).toLocaleDateString(locale, { dateStyle: 'long', timeZone: 'Europe/Zurich' });

const heading = (level: (typeof HeadingLevel)[keyof typeof HeadingLevel], text: string) =>
  new Paragraph({ heading: level, children: [new TextRun(text)] });

const paragraph = (...children: TextRun[]) => new Paragraph({ children, spacing: { after: 120 } });

/** The blocks of the comparison, after the header: every word of the frame in `messages`' language. */
function comparisonBlocks(comparison: TRevisionComparison, messages: TMessages): TBlock[] {
  const { t } = messages;
  const revisionName = (revision: TComparedRevision) => t('chatExport.revisionNumber', { number: revision.number });
  const sides = [revisionName(comparison.before), revisionName(comparison.after)];
  const rating = (value: TCriterionRating | null) => (value ? t(`rating.${value}`) : t('comparisonExport.notRated'));
  const severity = (value: TFindingSeverity | 'passed') =>
    value === 'passed' ? t('comparisonExport.passed') : t(`comparisonExport.severity.${value}`);
  const criterionTitle = (criterion: string) =>
    criterion === FORMAL_CRITERION
      ? t('export.formalCriterion')
      : (comparison.criteria.find((item) => item.criterion === criterion)?.title ?? criterion);
  const figureValues = (figure: TFigureComparison, values: readonly number[]) =>
    values.length > 0
      ? values.map((value) => formatFigureValue({ value, unit: figure.unit }, messages)).join(', ')
      : t('comparisonExport.notFound');

  const findingBlocks = (finding: TFinding, details: readonly string[]) => [
    new Paragraph({
      bullet: { level: 0 },
      children: [
        new TextRun({ text: finding.title, bold: true }),
        new TextRun({
          text: ` — ${t('comparisonExport.findingMeta', {
            severity: severity(finding.severity),
            criterion: criterionTitle(finding.criterion),
          })}`,
          color: '555555',
        }),
        ...details.map((detail) => new TextRun({ text: detail, break: 1 })),
      ],
    }),
  ];
  const openDetails = ({ before, after, severity_change }: TOpenFinding) => [
    ...(severity_change === 'unchanged'
      ? []
      : [
          t('comparisonExport.severityChange', {
            before: severity(before.severity),
            after: severity(after.severity),
          }),
        ]),
    oneLine(after.suggestion),
  ];
  const findingSection = <T>(
    title: string,
    items: readonly T[],
    empty: string,
    blocksOf: (item: T) => readonly TBlock[],
  ): TBlock[] => [
    heading(HeadingLevel.HEADING_3, title),
    ...(items.length > 0 ? items.flatMap(blocksOf) : [paragraph(new TextRun(empty))]),
  ];
  const resolved = mostSevereFirst(comparison.findings.resolved, (finding) => finding);
  const added = mostSevereFirst(comparison.findings.new, (finding) => finding);
  const open = mostSevereFirst(comparison.findings.open, (item) => item.after);
  const documents = comparison.documents;

  return [
    heading(HeadingLevel.HEADING_2, t('comparisonExport.readiness')),
    paragraph(
      new TextRun(
        comparison.readiness_change === 'unchanged'
          ? t('comparisonExport.readinessUnchanged', { level: t(`readiness.${comparison.after.readiness}`) })
          : t('comparisonExport.readinessChange', {
              before: t(`readiness.${comparison.before.readiness}`),
              after: t(`readiness.${comparison.after.readiness}`),
            }),
      ),
    ),
    heading(HeadingLevel.HEADING_2, t('comparisonExport.criteria')),
    comparison.criteria.length > 0
      ? docxTable(
          [t('report.criteriaColumn.criterion'), ...sides, t('comparisonExport.changeColumn')],
          comparison.criteria.map((criterion) => [
            criterion.title,
            rating(criterion.before),
            rating(criterion.after),
            t(`comparisonExport.change.${criterion.change}`),
          ]),
        )
      : paragraph(new TextRun(t('comparisonExport.noCriteria'))),
    heading(HeadingLevel.HEADING_2, t('comparisonExport.findings')),
    ...findingSection(
      t('comparisonExport.resolved', { count: resolved.length }),
      resolved,
      t('comparisonExport.noResolved'),
      (finding) => findingBlocks(finding, []),
    ),
    ...findingSection(
      t('comparisonExport.new', { count: added.length }),
      added,
      t('comparisonExport.noNew'),
      (finding) => findingBlocks(finding, [oneLine(finding.explanation)]),
    ),
    ...findingSection(t('comparisonExport.open', { count: open.length }), open, t('comparisonExport.noOpen'), (item) =>
      findingBlocks(item.after, openDetails(item)),
    ),
    heading(HeadingLevel.HEADING_2, t('comparisonExport.checks')),
    comparison.formal_checks.length > 0
      ? docxTable(
          [t('comparisonExport.checkColumn'), ...sides, t('comparisonExport.changeColumn')],
          comparison.formal_checks.map((check) => [
            t(`check.${check.check}`),
            severity(check.before),
            severity(check.after),
            t(`comparisonExport.change.${check.change}`),
          ]),
        )
      : paragraph(new TextRun(t('comparisonExport.noChecks'))),
    heading(HeadingLevel.HEADING_2, t('comparisonExport.figures')),
    comparison.figures.length > 0
      ? docxTable(
          [t('export.figuresColumn.figure'), ...sides],
          comparison.figures.map((figure) => [
            t(`figureRole.${figure.role}`),
            figureValues(figure, figure.before),
            figureValues(figure, figure.after),
          ]),
        )
      : paragraph(new TextRun(t('comparisonExport.noFigures'))),
    heading(HeadingLevel.HEADING_2, t('comparisonExport.documents')),
    documents.length > 0
      ? docxTable(
          [t('report.readingsColumn.document'), t('comparisonExport.changeColumn'), ...sides],
          documents.map((document) => [
            document.slot_name,
            t(`comparisonExport.documentChange.${document.change}`),
            document.before ?? t('comparisonExport.noFile'),
            document.after ?? t('comparisonExport.noFile'),
          ]),
        )
      : paragraph(new TextRun(t('comparisonExport.noDocuments'))),
  ];
}

export async function buildComparisonDocx(input: TComparisonExport): Promise<Buffer> {
  const messages = createMessages(input.language);
  const { t, locale } = messages;
  const { comparison } = input;
  const field = (label: string, value: string) =>
    new Paragraph({
      children: [new TextRun({ text: `${t('report.label', { label })} `, bold: true }), new TextRun(value)],
    });
  const revisionLine = (label: string, revision: TComparedRevision) =>
    field(
      label,
      t('comparisonExport.revisionAnalysed', {
        revision: t('chatExport.revisionNumber', { number: revision.number }),
        date: formatDate(revision.created_at, locale),
        analysed: formatDate(revision.analysed_at, locale),
      }),
    );
  const outdated = [comparison.before, comparison.after]
    .filter((revision) => revision.is_analysis_outdated)
    .map((revision) =>
      paragraph(
        new TextRun({
          text: t('comparisonExport.outdated', {
            revision: t('chatExport.revisionNumber', { number: revision.number }),
          }),
          bold: true,
          color: '9C5700',
        }),
      ),
    );
  const header = [
    new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(t('comparisonExport.title'))] }),
    field(t('chatExport.project'), input.projectName),
    field(t('chatExport.type'), t(`projectType.${input.projectType}`)),
    revisionLine(t('comparisonExport.earlier'), comparison.before),
    revisionLine(t('comparisonExport.later'), comparison.after),
    field(
      t('chatExport.exported'),
      input.exportedAt.toLocaleString(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Zurich' }),
    ),
    new Paragraph({ text: '', spacing: { after: 120 } }),
    ...outdated,
    ...(hasComparisonChanges(comparison) ? [] : [paragraph(new TextRun(t('comparisonExport.nothingChanged')))]),
  ];
  const document = new Document({
    title: t('comparisonExport.documentTitle', { project: input.projectName }),
    creator: 'Grant Review',
    sections: [{ children: [...header, ...comparisonBlocks(comparison, messages)] }],
  });
  return Packer.toBuffer(document);
}

type TRevisionInName = Pick<TComparedRevision, 'number' | 'created_at'>;

/**
 * `<project>-revision-<n>-<created>-vs-revision-<m>-<created>_comparison.docx`. Built from the chat export's file
 * name so that the project name is reduced to safe characters in one place.
 */
export function comparisonFileName(projectName: string, before: TRevisionInName, after: TRevisionInName): string {
  const stem = (revision: TRevisionInName) =>
    exportFileName(projectName, revision.number, revision.created_at).replace(/_export\.docx$/, '');
  const afterStem = stem(after);
  return `${stem(before)}-vs-${afterStem.slice(afterStem.lastIndexOf('-revision-') + 1)}_comparison.docx`;
}
