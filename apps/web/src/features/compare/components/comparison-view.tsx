/**
 * What changed between the analyses of two revisions, as a page a person reads: readiness before and after, every
 * criterion's rating, the findings resolved, new and still open, and the checks, key figures and documents that
 * changed. The findings' wording comes from the reviewer; the page's own words go through the app's translations.
 */
import {
  FORMAL_CRITERION,
  type TComparedRevision,
  type TCriterionRating,
  type TDocumentChange,
  type TFinding,
  type TFindingSeverity,
  type TFormalCheckComparison,
  type TOpenFinding,
  type TRevisionComparison,
} from '@grant-review/contract';
import {
  ArrowDownIcon,
  ArrowRightIcon,
  CircleCheckBigIcon,
  FileCheckIcon,
  FileMinusIcon,
  FilePlusIcon,
  FileSymlinkIcon,
  type LucideIcon,
} from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFigure } from '@/components/report/format-figure';
import { RatingBadge, ReadinessBadge, SEVERITY_LOOK, SeverityIcon } from '@/components/report/report-badges';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { useFormatLocale } from '@/i18n';
import { formatDate, formatDateTime } from '@/lib/format';
import { ChangeIndicator } from './change-indicator';
import { ComparisonTable, type TComparisonRow } from './comparison-table';

const sectionHeading = 'scroll-mt-20 text-xl font-semibold tracking-tight';

const DOCUMENT_CHANGE_ICON: Record<TDocumentChange, LucideIcon> = {
  added: FilePlusIcon,
  removed: FileMinusIcon,
  replaced: FileSymlinkIcon,
  unchanged: FileCheckIcon,
};

/** Whether the later analysis says exactly what the earlier one said. */
export function isNothingChanged(comparison: TRevisionComparison): boolean {
  return (
    comparison.readiness_change === 'unchanged' &&
    comparison.criteria.every((criterion) => criterion.change === 'unchanged') &&
    comparison.findings.resolved.length === 0 &&
    comparison.findings.new.length === 0 &&
    comparison.findings.open.every((finding) => finding.severity_change === 'unchanged') &&
    comparison.formal_checks.length === 0 &&
    comparison.figures.length === 0 &&
    comparison.documents.every((document) => document.change === 'unchanged')
  );
}

function useRevisionLabel() {
  const { t } = useTranslation('compare');
  return (side: TComparedRevision) => t('revision', { number: side.number });
}

/** A table's columns: what its rows name, the earlier and the later revision, then `last` (the change). */
function useColumns(comparison: TRevisionComparison) {
  const label = useRevisionLabel();
  return (name: string, last?: string) => [
    name,
    label(comparison.before),
    label(comparison.after),
    ...(last === undefined ? [] : [last]),
  ];
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className={sectionHeading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A section of changes as a table, or `none` when nothing of its kind changed. */
function TableSection({
  id,
  title,
  none,
  columns,
  rows,
  children,
}: {
  id: string;
  title: string;
  none: string;
  columns: readonly string[];
  rows: readonly TComparisonRow[];
  children?: ReactNode;
}) {
  return (
    <Section id={id} title={title}>
      {rows.length === 0 ? (
        <p className="text-sm">{none}</p>
      ) : (
        <ComparisonTable caption={title} columns={columns} rows={rows} />
      )}
      {children}
    </Section>
  );
}

function RevisionSide({ side, position }: { side: TComparedRevision; position: 'before' | 'after' }) {
  const { t } = useTranslation('compare');
  const label = useRevisionLabel();
  return (
    <div className="flex min-w-0 flex-col gap-2" data-side={position}>
      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t(`side.${position}`)}</p>
      <p>
        <span className="font-semibold">{label(side)}</span>
        <span className="text-sm text-muted-foreground">
          {' · '}
          {t('side.created', { date: formatDate(side.created_at) })}
          {' · '}
          {t('side.analysed', { date: formatDateTime(side.analysed_at) })}
        </span>
      </p>
      <ReadinessBadge level={side.readiness} />
    </div>
  );
}

function ComparedRevisions({ comparison }: { comparison: TRevisionComparison }) {
  const { t } = useTranslation(['compare', 'report']);
  return (
    <section aria-labelledby="compare-readiness">
      <Card className="flex flex-col gap-4 p-5 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="compare-readiness" className={sectionHeading}>
            {t('report:readiness.heading')}
          </h2>
          <ChangeIndicator change={comparison.readiness_change} />
        </div>
        <div className="grid items-center gap-3 sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] sm:gap-6">
          <RevisionSide side={comparison.before} position="before" />
          <span className="text-muted-foreground">
            <span className="sr-only">{t('compare:side.to')}</span>
            <ArrowRightIcon className="hidden size-5 sm:block" aria-hidden="true" />
            <ArrowDownIcon className="size-5 sm:hidden" aria-hidden="true" />
          </span>
          <RevisionSide side={comparison.after} position="after" />
        </div>
      </Card>
    </section>
  );
}

function Rating({ rating }: { rating: TCriterionRating | null }) {
  const { t } = useTranslation('compare');
  return rating ? (
    <RatingBadge rating={rating} />
  ) : (
    <span className="text-muted-foreground">{t('criteria.notRated')}</span>
  );
}

function SeverityBadge({ severity }: { severity: TFindingSeverity }) {
  const { t } = useTranslation('compare');
  return (
    <Badge variant={SEVERITY_LOOK[severity].tone} data-severity={severity}>
      <SeverityIcon severity={severity} />
      {t(`severity.${severity}`)}
    </Badge>
  );
}

function Criteria({ comparison }: { comparison: TRevisionComparison }) {
  const { t } = useTranslation(['compare', 'report']);
  const columns = useColumns(comparison);
  return (
    <Section id="compare-criteria" title={t('report:criteria.heading')}>
      <ComparisonTable
        caption={t('report:criteria.heading')}
        columns={columns(t('report:criteria.column.criterion'), t('compare:criteria.column.change'))}
        rows={comparison.criteria.map((criterion) => ({
          key: criterion.criterion,
          cells: [
            criterion.title,
            <Rating key="before" rating={criterion.before} />,
            <Rating key="after" rating={criterion.after} />,
            <ChangeIndicator key="change" change={criterion.change} />,
          ],
        }))}
      />
    </Section>
  );
}

type TFindingGroup = 'resolved' | 'new' | 'open';

function FindingCard({ finding, criterion, children }: { finding: TFinding; criterion: string; children?: ReactNode }) {
  const { t } = useTranslation('report');
  // Finding ids are numbered per report, so the same id can be in two groups: the heading's id must be unique.
  const titleId = useId();
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="flex flex-col gap-2 rounded-lg border border-border bg-card p-4"
        data-check={finding.check}
      >
        <h4 id={titleId} className="text-base font-semibold [overflow-wrap:anywhere]">
          {finding.title}
        </h4>
        <p className="text-xs text-muted-foreground">{t('finding.criterion', { criterion })}</p>
        {children}
      </article>
    </li>
  );
}

function OpenFindingSeverity({ finding }: { finding: TOpenFinding }) {
  const { t } = useTranslation('compare');
  if (finding.severity_change === 'unchanged') return <SeverityBadge severity={finding.after.severity} />;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="sr-only">
        {t('finding.severityChange', {
          before: t(`severity.${finding.before.severity}`),
          after: t(`severity.${finding.after.severity}`),
        })}
      </span>
      <span className="flex items-center gap-1.5" aria-hidden="true">
        <SeverityBadge severity={finding.before.severity} />
        <ArrowRightIcon className="size-3.5 text-muted-foreground" />
        <SeverityBadge severity={finding.after.severity} />
      </span>
      <ChangeIndicator change={finding.severity_change} wording="severityChange" />
    </div>
  );
}

function Findings({ comparison }: { comparison: TRevisionComparison }) {
  const { t } = useTranslation(['compare', 'report']);
  const label = useRevisionLabel();
  const criterionTitle = (criterion: string) =>
    criterion === FORMAL_CRITERION
      ? t('report:criterion.formal')
      : (comparison.criteria.find((item) => item.criterion === criterion)?.title ?? criterion);
  const intro = {
    resolved: t('compare:findings.resolvedIntro', { before: label(comparison.before), after: label(comparison.after) }),
    new: t('compare:findings.newIntro', { after: label(comparison.after) }),
    open: t('compare:findings.openIntro'),
  };
  const groups: { group: TFindingGroup; count: number; items: ReactNode[] }[] = [
    {
      group: 'resolved',
      count: comparison.findings.resolved.length,
      items: comparison.findings.resolved.map((finding) => (
        <FindingCard key={finding.id} finding={finding} criterion={criterionTitle(finding.criterion)}>
          <SeverityBadge severity={finding.severity} />
        </FindingCard>
      )),
    },
    {
      group: 'new',
      count: comparison.findings.new.length,
      items: comparison.findings.new.map((finding) => (
        <FindingCard key={finding.id} finding={finding} criterion={criterionTitle(finding.criterion)}>
          <SeverityBadge severity={finding.severity} />
          <p className="text-sm leading-relaxed">{finding.explanation}</p>
        </FindingCard>
      )),
    },
    {
      group: 'open',
      count: comparison.findings.open.length,
      items: comparison.findings.open.map((finding) => (
        <FindingCard key={finding.after.id} finding={finding.after} criterion={criterionTitle(finding.after.criterion)}>
          <OpenFindingSeverity finding={finding} />
        </FindingCard>
      )),
    },
  ];
  return (
    <Section id="compare-findings" title={t('report:findings.heading')}>
      <div className="flex flex-col gap-6">
        {groups.map(({ group, count, items }) => (
          <section key={group} aria-labelledby={`compare-findings-${group}`} className="flex min-w-0 flex-col gap-3">
            <div>
              <h3 id={`compare-findings-${group}`} className="flex items-baseline gap-2 text-lg font-semibold">
                {t(`compare:findings.${group}`)}
                <span className="text-sm font-normal text-muted-foreground">
                  {t('report:findings.count', { count })}
                </span>
              </h3>
              <p className="text-sm text-muted-foreground">{intro[group]}</p>
            </div>
            {count > 0 ? (
              <ul className="grid gap-3 lg:grid-cols-2">{items}</ul>
            ) : (
              <p className="text-sm">{t('compare:findings.empty')}</p>
            )}
          </section>
        ))}
      </div>
    </Section>
  );
}

function CheckOutcome({ outcome }: { outcome: TFormalCheckComparison['before'] }) {
  const { t } = useTranslation('compare');
  if (outcome !== 'passed') return <SeverityBadge severity={outcome} />;
  return (
    <Badge variant="success" data-outcome="passed">
      <CircleCheckBigIcon aria-hidden="true" />
      {t('checks.passed')}
    </Badge>
  );
}

function Checks({ comparison }: { comparison: TRevisionComparison }) {
  const { t } = useTranslation('compare');
  const columns = useColumns(comparison);
  return (
    <TableSection
      id="compare-checks"
      title={t('checks.heading')}
      none={t('checks.none')}
      columns={columns(t('checks.column.check'), t('criteria.column.change'))}
      rows={comparison.formal_checks.map((check) => ({
        key: check.check,
        cells: [
          t(`check.${check.check}`),
          <CheckOutcome key="before" outcome={check.before} />,
          <CheckOutcome key="after" outcome={check.after} />,
          <ChangeIndicator key="change" change={check.change} wording="checkChange" />,
        ],
      }))}
    />
  );
}

function Figures({ comparison }: { comparison: TRevisionComparison }) {
  const { t } = useTranslation(['compare', 'report']);
  const { t: tReport } = useTranslation('report');
  const locale = useFormatLocale();
  const columns = useColumns(comparison);
  const values = (figure: TRevisionComparison['figures'][number], side: 'before' | 'after') =>
    figure[side].length === 0 ? (
      <span className="text-muted-foreground">{t('compare:figures.notFound')}</span>
    ) : (
      <span className="tabular-nums">
        {figure[side].map((value) => formatFigure({ value, unit: figure.unit }, locale, tReport)).join(', ')}
      </span>
    );
  return (
    <TableSection
      id="compare-figures"
      title={t('compare:figures.heading')}
      none={t('compare:figures.none')}
      columns={columns(t('report:figures.label'))}
      rows={comparison.figures.map((figure) => ({
        key: `${figure.role}-${figure.unit}`,
        cells: [t(`report:role.${figure.role}`), values(figure, 'before'), values(figure, 'after')],
      }))}
    />
  );
}

function Documents({ comparison }: { comparison: TRevisionComparison }) {
  const { t } = useTranslation('compare');
  const columns = useColumns(comparison);
  const changed = comparison.documents.filter((document) => document.change !== 'unchanged');
  const unchangedCount = comparison.documents.length - changed.length;
  const fileName = (name: string | null) => name ?? <span className="text-muted-foreground">{t('document.none')}</span>;
  return (
    <TableSection
      id="compare-documents"
      title={t('documents.heading')}
      none={t('documents.none')}
      columns={columns(t('documents.column.document'), t('criteria.column.change'))}
      rows={changed.map((document) => {
        const Icon = DOCUMENT_CHANGE_ICON[document.change];
        return {
          key: document.slot,
          cells: [
            document.slot_name,
            fileName(document.before),
            fileName(document.after),
            <span key="change" className="inline-flex items-center gap-1 font-medium" data-change={document.change}>
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              {t(`document.${document.change}`)}
            </span>,
          ],
        };
      })}
    >
      {unchangedCount > 0 && (
        <p className="text-sm text-muted-foreground">{t('documents.unchangedCount', { count: unchangedCount })}</p>
      )}
    </TableSection>
  );
}

function NothingChanged({ comparison }: { comparison: TRevisionComparison }) {
  const { t } = useTranslation('compare');
  const label = useRevisionLabel();
  const isSameRevision = comparison.before.revision_id === comparison.after.revision_id;
  return (
    <section aria-labelledby="compare-nothing-changed">
      <Card className="flex items-start gap-3 p-5 sm:p-6">
        <CircleCheckBigIcon className="mt-0.5 size-5 shrink-0 text-success-strong" aria-hidden="true" />
        <div className="flex flex-col gap-1">
          <h2 id="compare-nothing-changed" className="text-lg font-semibold">
            {t('nothingChanged.title')}
          </h2>
          {isSameRevision && (
            <p className="text-sm">{t('nothingChanged.same', { revision: label(comparison.after) })}</p>
          )}
          <p className="text-sm text-muted-foreground">{t('nothingChanged.description')}</p>
        </div>
      </Card>
    </section>
  );
}

export function ComparisonView({ comparison }: { comparison: TRevisionComparison }) {
  if (isNothingChanged(comparison)) {
    return (
      <div className="flex flex-col gap-6">
        <NothingChanged comparison={comparison} />
        <ComparedRevisions comparison={comparison} />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-10">
      <ComparedRevisions comparison={comparison} />
      <Criteria comparison={comparison} />
      <Findings comparison={comparison} />
      <Checks comparison={comparison} />
      <Figures comparison={comparison} />
      <Documents comparison={comparison} />
    </div>
  );
}
