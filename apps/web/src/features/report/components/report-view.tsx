/**
 * The analysis report as a page a person reads: readiness, the rating scale and every criterion's rating, findings
 * grouped by severity with their evidence (each quote links to its passage on the review page), how the documents'
 * sections were read, and the figures the review worked with. The report's wording comes from the reviewer; the
 * page's own words go through the app's translations.
 */
import {
  CRITERION_RATINGS,
  FINDING_SEVERITIES,
  FORMAL_CRITERION,
  type TEvidence,
  type TFinding,
  type TReviewReport,
  type TSectionReading,
} from '@grant-review/contract';
import { AlertTriangleIcon, ChevronRightIcon, LightbulbIcon, LocateFixedIcon, SearchIcon } from 'lucide-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { failureTitleKey } from '@/components/files/file-failure-reason';
import { Card } from '@/components/ui/card';
import { useFormatLocale } from '@/i18n';
import { passageLink, type TPassageLinkState } from '@/lib/passage-link';
import { cn } from '@/lib/utils';
import { formatFigure } from '@/components/report/format-figure';
import { RatingBadge, ReadinessBadge, SEVERITY_LOOK, SeverityIcon } from '@/components/report/report-badges';

type TTranslate = TFunction<'report'>;

export const REPORT_SECTION_IDS = {
  readiness: 'report-readiness',
  criteria: 'report-criteria',
  findings: 'report-findings',
  readings: 'report-readings',
  figures: 'report-figures',
  about: 'report-about',
} as const;

const severitySectionId = (severity: string) => `report-findings-${severity}`;

/** The documents the review left out (failed or still processing when it ran), each with the reason. */
function UnreadDocuments({ report, t }: { report: TReviewReport; t: TTranslate }) {
  const { t: tFiles } = useTranslation('files');
  const unread = report.unread_documents ?? [];
  if (unread.length === 0) return null;
  return (
    <div
      role="note"
      aria-labelledby="report-unread-heading"
      className="rounded-lg border border-destructive/30 bg-destructive/5 px-4 py-3 text-sm"
    >
      <h3 id="report-unread-heading" className="flex items-center gap-2 font-semibold text-destructive">
        <AlertTriangleIcon className="size-4 shrink-0" aria-hidden="true" />
        {t('unread.heading')}
      </h3>
      <p className="mt-1 text-muted-foreground">{t('unread.intro')}</p>
      <ul className="mt-2 flex flex-col gap-1.5">
        {unread.map((document) => (
          <li key={document.file_id}>
            <strong className="font-semibold">{document.slot_name}</strong>
            {document.status === 'ERROR' && <> ({tFiles(failureTitleKey(document.error_code))})</>}: {document.reason}
          </li>
        ))}
      </ul>
    </div>
  );
}

function slotName(report: TReviewReport, slot: string): string {
  return report.documents.find((document) => document.slot === slot)?.slot_name ?? slot;
}

function criterionTitle(report: TReviewReport, criterion: string, t: TTranslate): string {
  if (criterion === FORMAL_CRITERION) return t('criterion.formal');
  return report.criteria.find((item) => item.criterion === criterion)?.title ?? criterion;
}

function ColumnHeaders({
  labels,
  className,
  cellClassName,
}: {
  labels: readonly string[];
  className: string;
  cellClassName: string;
}) {
  return (
    <thead className={className}>
      <tr>
        {labels.map((label) => (
          <th key={label} scope="col" className={cellClassName}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

const sectionHeading = 'scroll-mt-20 text-xl font-semibold tracking-tight';

function EvidenceQuote({ report, evidence }: { report: TReviewReport; evidence: TEvidence }) {
  const { t } = useTranslation('report');
  const { pathname } = useLocation();
  const document = slotName(report, evidence.slot);
  return (
    <li>
      <figure className="rounded-md border-l-4 border-primary/40 bg-muted/50 py-2 pr-3 pl-4">
        <blockquote className="text-sm leading-relaxed [overflow-wrap:anywhere] whitespace-pre-line">
          “{evidence.quote.trim()}”
        </blockquote>
        <figcaption className="mt-1.5 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-xs text-muted-foreground">
          <span>{evidence.section ? t('finding.source', { document, section: evidence.section }) : document}</span>
          <Link
            to={passageLink(evidence.file_id, evidence)}
            state={{ reportPath: pathname } satisfies TPassageLinkState}
            className="inline-flex items-center gap-1 rounded font-medium text-primary outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            <LocateFixedIcon className="size-3.5" aria-hidden="true" />
            {t('finding.showPassage')} <span className="sr-only">{t('finding.showPassageIn', { document })}</span>
          </Link>
        </figcaption>
      </figure>
    </li>
  );
}

function FindingItem({ report, finding }: { report: TReviewReport; finding: TFinding }) {
  const { t } = useTranslation('report');
  const titleId = `finding-${finding.id}`;
  const { tone } = SEVERITY_LOOK[finding.severity];
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 sm:p-5"
      >
        <header className="flex items-start gap-2.5">
          <SeverityIcon
            severity={finding.severity}
            className={cn(
              'mt-0.5 size-5 shrink-0',
              tone === 'danger' && 'text-destructive',
              tone === 'warning' && 'text-warning',
              tone === 'info' && 'text-info',
            )}
          />
          <div className="min-w-0">
            <h4 id={titleId} className="text-base font-semibold [overflow-wrap:anywhere]">
              {finding.title}
            </h4>
            <p className="text-xs text-muted-foreground">
              {t('finding.criterion', { criterion: criterionTitle(report, finding.criterion, t) })}
            </p>
          </div>
        </header>
        <p className="text-sm leading-relaxed">{finding.explanation}</p>
        {finding.evidence.length > 0 ? (
          <div>
            <h5 className="mb-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {t('finding.evidence')}
            </h5>
            <ul className="flex flex-col gap-2">
              {finding.evidence.map((evidence) => (
                <EvidenceQuote key={`${evidence.file_id}-${evidence.start}`} report={report} evidence={evidence} />
              ))}
            </ul>
          </div>
        ) : (
          finding.looked_for && (
            <p className="flex gap-2 rounded-md bg-muted/50 px-3 py-2 text-sm">
              <SearchIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span>
                <span className="font-medium">{t('finding.lookedFor')}:</span> {finding.looked_for}
              </span>
            </p>
          )
        )}
        <div className="flex gap-2 rounded-md border border-success/25 bg-success/5 px-3 py-2 text-sm">
          <LightbulbIcon className="mt-0.5 size-4 shrink-0 text-success-strong" aria-hidden="true" />
          <p>
            <span className="font-medium">{t('finding.suggestion')}:</span> {finding.suggestion}
          </p>
        </div>
      </article>
    </li>
  );
}

function ReadingSentence({ reading }: { reading: TSectionReading }) {
  const { t } = useTranslation('report');
  const section = `${reading.numbering ? `${reading.numbering} ` : ''}${reading.heading}`;
  if (!reading.target_title) return <>{t('readings.unmapped', { section })}</>;
  const key = reading.method === 'content' ? 'readings.byContent' : 'readings.byHeading';
  return <>{t(key, { section, target: reading.target_title })}</>;
}

function Readings({ report }: { report: TReviewReport }) {
  const { t } = useTranslation('report');
  const slots = [...new Set(report.readings.map((reading) => reading.slot))];
  return (
    <section aria-labelledby={REPORT_SECTION_IDS.readings} className="flex flex-col gap-3">
      <h2 id={REPORT_SECTION_IDS.readings} className={sectionHeading}>
        {t('readings.heading')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('readings.intro')}</p>
      <details className="group rounded-lg border border-border bg-card">
        <summary className="flex cursor-pointer list-none items-center gap-2 rounded-lg px-4 py-3 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
          <ChevronRightIcon className="size-4 transition-transform group-open:rotate-90" aria-hidden="true" />
          {t('readings.toggle', { count: report.readings.length })}
        </summary>
        <div className="flex flex-col gap-4 border-t border-border px-4 py-3">
          {slots.map((slot) => (
            <div key={slot}>
              <h3 className="mb-1.5 text-sm font-semibold">{slotName(report, slot)}</h3>
              <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
                {report.readings
                  .filter((reading) => reading.slot === slot)
                  .map((reading, index) => (
                    <li key={`${reading.file_id}-${index}`}>
                      <ReadingSentence reading={reading} />
                    </li>
                  ))}
              </ul>
            </div>
          ))}
        </div>
      </details>
    </section>
  );
}

function Figures({ report }: { report: TReviewReport }) {
  const { t } = useTranslation('report');
  const locale = useFormatLocale();
  return (
    <section aria-labelledby={REPORT_SECTION_IDS.figures} className="flex flex-col gap-3">
      <h2 id={REPORT_SECTION_IDS.figures} className={sectionHeading}>
        {t('figures.heading')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('figures.intro')}</p>
      {/* A focusable scroll region, so the table can be scrolled with the keyboard on a narrow screen. */}
      <div
        className="overflow-x-auto rounded-lg border border-border bg-card outline-none focus-visible:ring-2 focus-visible:ring-ring"
        tabIndex={0}
        role="region"
        aria-labelledby={REPORT_SECTION_IDS.figures}
      >
        <table className="w-full min-w-[34rem] text-left text-sm">
          <caption className="sr-only">{t('figures.heading')}</caption>
          <ColumnHeaders
            className="bg-muted/60 text-xs text-muted-foreground"
            cellClassName="px-3 py-2 font-semibold [&:nth-child(2)]:text-right"
            labels={[t('figures.label'), t('figures.value'), t('figures.role'), t('figures.document')]}
          />
          <tbody>
            {report.figures.map((figure, index) => (
              <tr key={`${figure.file_id}-${figure.start}-${index}`} className="border-t border-border">
                <td className="px-3 py-2">{figure.label}</td>
                <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                  {formatFigure(figure, locale, t)}
                </td>
                <td className="px-3 py-2">{t(`role.${figure.role}`)}</td>
                <td className="px-3 py-2">
                  {slotName(report, report.documents.find((item) => item.file_id === figure.file_id)?.slot ?? '')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function ReportView({ report }: { report: TReviewReport }) {
  const { t } = useTranslation('report');
  const locale = useFormatLocale();
  const findingsBySeverity = FINDING_SEVERITIES.map((severity) => ({
    severity,
    findings: report.findings.filter((finding) => finding.severity === severity),
  })).filter((group) => group.findings.length > 0);
  const contents = [
    { id: REPORT_SECTION_IDS.readiness, label: t('readiness.heading') },
    { id: REPORT_SECTION_IDS.criteria, label: t('criteria.heading') },
    { id: REPORT_SECTION_IDS.findings, label: t('findings.heading') },
    ...findingsBySeverity.map((group) => ({
      id: severitySectionId(group.severity),
      label: `${t(`severity.${group.severity}`)} (${group.findings.length})`,
      isNested: true,
    })),
    ...(report.readings.length > 0 ? [{ id: REPORT_SECTION_IDS.readings, label: t('readings.heading') }] : []),
    ...(report.figures.length > 0 ? [{ id: REPORT_SECTION_IDS.figures, label: t('figures.heading') }] : []),
    { id: REPORT_SECTION_IDS.about, label: t('about.heading') },
  ];

  return (
    <div className="grid gap-8 lg:grid-cols-[12rem_minmax(0,1fr)] xl:grid-cols-[14rem_minmax(0,1fr)]">
      <nav aria-label={t('contents')} className="hidden lg:sticky lg:top-6 lg:block lg:self-start">
        <p className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t('contents')}</p>
        <ol className="flex flex-col gap-1 text-sm">
          {contents.map((item) => (
            <li key={item.id} className={cn('isNested' in item && 'pl-3')}>
              <a
                href={`#${item.id}`}
                className="block rounded px-2 py-1 text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
              >
                {item.label}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="flex min-w-0 flex-col gap-10">
        <section aria-labelledby={REPORT_SECTION_IDS.readiness}>
          <Card className="flex flex-col gap-3 p-5 sm:p-6">
            <div className="flex flex-wrap items-center gap-3">
              <h2 id={REPORT_SECTION_IDS.readiness} className={sectionHeading}>
                {t('readiness.heading')}
              </h2>
              <ReadinessBadge level={report.readiness.level} />
            </div>
            <p className="max-w-prose text-base leading-relaxed">{report.readiness.summary}</p>
            <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="text-muted-foreground">{t('documents')}</dt>
              <dd>
                {report.documents.length > 0
                  ? report.documents.map((document) => document.slot_name).join(', ')
                  : t('noDocuments')}
              </dd>
            </dl>
            <UnreadDocuments report={report} t={t} />
          </Card>
        </section>

        <section aria-labelledby={REPORT_SECTION_IDS.criteria} className="flex flex-col gap-3">
          <h2 id={REPORT_SECTION_IDS.criteria} className={sectionHeading}>
            {t('criteria.heading')}
          </h2>
          <div className="text-sm">
            <p className="mb-2 text-muted-foreground">{t('criteria.scale')}</p>
            <dl className="grid gap-x-3 gap-y-1.5 sm:grid-cols-[auto_1fr]">
              {(Object.keys(CRITERION_RATINGS) as (keyof typeof CRITERION_RATINGS)[]).map((rating) => (
                <div key={rating} className="contents">
                  <dt>
                    <RatingBadge rating={rating} />
                  </dt>
                  <dd className="mb-1 text-muted-foreground sm:mb-0">{t(`ratingMeaning.${rating}`)}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="overflow-hidden rounded-lg border border-border bg-card">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('criteria.heading')}</caption>
              {/* On a narrow screen each row stacks its cells, so the column headers are left out. */}
              <ColumnHeaders
                className="hidden bg-muted/60 text-xs text-muted-foreground sm:table-header-group"
                cellClassName="px-4 py-2 font-semibold"
                labels={[t('criteria.column.criterion'), t('criteria.column.rating'), t('criteria.column.rationale')]}
              />
              <tbody>
                {report.criteria.map((item) => (
                  <tr
                    key={item.criterion}
                    className="flex flex-col gap-1.5 border-t border-border px-4 py-3 first:border-t-0 sm:table-row sm:px-0 sm:py-0 sm:first:border-t"
                  >
                    <th scope="row" className="text-left font-medium sm:px-4 sm:py-3 sm:align-top">
                      {item.title}
                      {item.is_assumption && (
                        <span
                          className="ml-1.5 text-xs font-normal text-muted-foreground"
                          title={t('criteria.assumedHint')}
                        >
                          ({t('criteria.assumed')})
                        </span>
                      )}
                    </th>
                    <td className="sm:px-4 sm:py-3 sm:align-top">
                      <RatingBadge rating={item.rating} />
                    </td>
                    <td className="text-muted-foreground sm:px-4 sm:py-3 sm:align-top">{item.rationale}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>

        <section aria-labelledby={REPORT_SECTION_IDS.findings} className="flex flex-col gap-6">
          <h2 id={REPORT_SECTION_IDS.findings} className={sectionHeading}>
            {t('findings.heading')}
          </h2>
          {findingsBySeverity.length === 0 && <p className="text-sm">{t('findings.none')}</p>}
          {findingsBySeverity.map(({ severity, findings }) => (
            <section key={severity} aria-labelledby={severitySectionId(severity)} className="flex flex-col gap-3">
              <div>
                <h3
                  id={severitySectionId(severity)}
                  className="flex scroll-mt-20 items-center gap-2 text-lg font-semibold"
                >
                  <SeverityIcon severity={severity} className="size-5" />
                  {t(`severity.${severity}`)}
                  <span className="text-sm font-normal text-muted-foreground">
                    {t('findings.count', { count: findings.length })}
                  </span>
                </h3>
                <p className="text-sm text-muted-foreground">{t(`severityMeaning.${severity}`)}</p>
              </div>
              <ol className="flex flex-col gap-3">
                {findings.map((finding) => (
                  <FindingItem key={finding.id} report={report} finding={finding} />
                ))}
              </ol>
            </section>
          ))}
        </section>

        {report.readings.length > 0 && <Readings report={report} />}
        {report.figures.length > 0 && <Figures report={report} />}

        <section aria-labelledby={REPORT_SECTION_IDS.about} className="flex flex-col gap-2">
          <h2 id={REPORT_SECTION_IDS.about} className={sectionHeading}>
            {t('about.heading')}
          </h2>
          <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-muted-foreground">
            <li>
              {report.reviewer === 'model' ? t('reviewer.model', { model: report.model ?? '' }) : t('reviewer.builtin')}
            </li>
            <li>{t('about.masking')}</li>
            {report.quotes_dropped > 0 && <li>{t('about.quotesDropped', { count: report.quotes_dropped })}</li>}
            <li>
              {t('generated', {
                date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(
                  new Date(report.generated_at),
                ),
              })}
            </li>
          </ul>
        </section>
      </div>
    </div>
  );
}
