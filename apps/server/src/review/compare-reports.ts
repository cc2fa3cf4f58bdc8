/**
 * What changed between the analyses of two revisions (issue 13, "compare two revisions"). Pure: it takes the two
 * reports as the user sees them (placeholders restored) and the files of each revision, and returns the contract's
 * RevisionComparison. Findings are matched by check and criterion, never by wording: a reviewer that rewords a finding
 * between runs, or a model that writes it differently, still reports the same flaw.
 */
import {
  FIGURE_ROLES,
  FINDING_SEVERITIES,
  FORMAL_CRITERION,
  READINESS_LEVELS,
  SLOTS_BY_PROJECT_TYPE,
  type TComparedRevision,
  type TCriterionComparison,
  type TCriterionRating,
  type TDocumentComparison,
  type TFigureComparison,
  type TFigureRole,
  type TFinding,
  type TFindingSeverity,
  type TFormalCheckComparison,
  type TOpenFinding,
  type TProjectType,
  type TRatingChange,
  type TReviewCheckId,
  type TReviewReport,
  type TRevisionComparison,
} from '@grant-review/contract';

/** A file of a revision, as far as the comparison needs it. */
export interface TComparedFile {
  slot: string;
  original_filename: string;
  file_size: number;
  /** The extracted text; null when the file was not read. */
  content: string | null;
}

export interface TComparisonSide {
  revision: TComparedRevision;
  report: TReviewReport;
  files: readonly TComparedFile[];
}

/** Worst first: a lower index is worse. */
const RATING_ORDER: readonly TCriterionRating[] = ['missing', 'weak', 'adequate', 'strong'];
const SEVERITY_ORDER: readonly (TFindingSeverity | 'passed')[] = ['blocker', 'important', 'minor', 'passed'];
/** READINESS_LEVELS runs from best to worst. */
const READINESS_ORDER = [...READINESS_LEVELS].reverse();

/** The figures a funder's formal and financial rules are about; others (market size …) are context. */
const KEY_FIGURE_ROLES: readonly TFigureRole[] = FIGURE_ROLES.filter(
  (role) => !['market-size', 'revenue-forecast', 'staffing', 'other'].includes(role),
);

/** How `after` stands against `before` on a scale listed worst first. */
function changeOn<T>(order: readonly T[], before: T | null, after: T | null): TRatingChange {
  if (before === null && after === null) return 'unchanged';
  if (before === null) return 'added';
  if (after === null) return 'dropped';
  const delta = order.indexOf(after) - order.indexOf(before);
  if (delta > 0) return 'improved';
  if (delta < 0) return 'declined';
  return 'unchanged';
}

function compareCriteria(before: TReviewReport, after: TReviewReport): TCriterionComparison[] {
  const beforeById = new Map(before.criteria.map((assessment) => [assessment.criterion, assessment]));
  const afterIds = new Set(after.criteria.map((assessment) => assessment.criterion));
  const rows = after.criteria.map((assessment): TCriterionComparison => {
    const previous = beforeById.get(assessment.criterion)?.rating ?? null;
    return {
      criterion: assessment.criterion,
      title: assessment.title,
      before: previous,
      after: assessment.rating,
      change: changeOn(RATING_ORDER, previous, assessment.rating),
    };
  });
  for (const assessment of before.criteria) {
    if (afterIds.has(assessment.criterion)) continue;
    rows.push({
      criterion: assessment.criterion,
      title: assessment.title,
      before: assessment.rating,
      after: null,
      change: 'dropped',
    });
  }
  return rows;
}

const findingKey = (finding: TFinding): string => `${finding.check}\u0000${finding.criterion}`;
const bySeverity = (a: TFinding, b: TFinding): number =>
  SEVERITY_ORDER.indexOf(a.severity) - SEVERITY_ORDER.indexOf(b.severity);

/**
 * Pairs the findings of the same check on the same criterion, the most severe of each side first; what is left over
 * on the earlier side was resolved, on the later side is new.
 */
function compareFindings(before: TReviewReport, after: TReviewReport): TRevisionComparison['findings'] {
  const waiting = new Map<string, TFinding[]>();
  for (const finding of [...before.findings].sort(bySeverity)) {
    const key = findingKey(finding);
    waiting.set(key, [...(waiting.get(key) ?? []), finding]);
  }
  const open: TOpenFinding[] = [];
  const added: TFinding[] = [];
  for (const finding of [...after.findings].sort(bySeverity)) {
    const earlier = waiting.get(findingKey(finding))?.shift();
    if (earlier) {
      open.push({
        before: earlier,
        after: finding,
        severity_change: changeOn(SEVERITY_ORDER, earlier.severity, finding.severity),
      });
    } else {
      added.push(finding);
    }
  }
  const resolved = before.findings.filter((finding) => waiting.get(findingKey(finding))?.includes(finding));
  return { resolved, new: added, open };
}

/** The worst severity a formal check was raised with, or 'passed' when the report has no such finding. */
function outcomeOf(report: TReviewReport, check: TReviewCheckId): TFindingSeverity | 'passed' {
  const severities = report.findings
    .filter((finding) => finding.check === check && finding.criterion === FORMAL_CRITERION)
    .map((finding) => finding.severity);
  return [...severities].sort((a, b) => SEVERITY_ORDER.indexOf(a) - SEVERITY_ORDER.indexOf(b))[0] ?? 'passed';
}

/** The checks of formal and financial rules (those either report raised on the formal criterion) whose outcome moved. */
function compareFormalChecks(before: TReviewReport, after: TReviewReport): TFormalCheckComparison[] {
  const checks = new Set(
    [...before.findings, ...after.findings]
      .filter((finding) => finding.criterion === FORMAL_CRITERION)
      .map((finding) => finding.check),
  );
  const rows: TFormalCheckComparison[] = [];
  for (const check of checks) {
    const outcomeBefore = outcomeOf(before, check);
    const outcomeAfter = outcomeOf(after, check);
    if (outcomeBefore === outcomeAfter) continue;
    rows.push({
      check,
      before: outcomeBefore,
      after: outcomeAfter,
      change: changeOn(SEVERITY_ORDER, outcomeBefore, outcomeAfter),
    });
  }
  return rows;
}

type TFigureUnit = TReviewReport['figures'][number]['unit'];

function distinctValues(report: TReviewReport, role: TFigureRole, unit: TFigureUnit): number[] {
  const values = report.figures
    .filter((figure) => figure.role === role && figure.unit === unit)
    .map((figure) => figure.value);
  return [...new Set(values)].sort((a, b) => a - b);
}

/** Per key role and unit (a total in CHF and one in EUR are two figures): the values that differ. */
function compareFigures(before: TReviewReport, after: TReviewReport): TFigureComparison[] {
  const rows: TFigureComparison[] = [];
  for (const role of KEY_FIGURE_ROLES) {
    const units = new Set(
      [...after.figures, ...before.figures].filter((figure) => figure.role === role).map((figure) => figure.unit),
    );
    for (const unit of units) {
      const valuesBefore = distinctValues(before, role, unit);
      const valuesAfter = distinctValues(after, role, unit);
      if (valuesBefore.join() === valuesAfter.join()) continue;
      rows.push({ role, unit, before: valuesBefore, after: valuesAfter });
    }
  }
  return rows;
}

const isSameDocument = (a: TComparedFile, b: TComparedFile): boolean =>
  a.original_filename === b.original_filename && a.file_size === b.file_size && a.content === b.content;

/** Every slot filled in either revision, in the programme's slot order, then any slot no longer in the programme. */
function compareDocuments(
  projectType: TProjectType,
  before: readonly TComparedFile[],
  after: readonly TComparedFile[],
): TDocumentComparison[] {
  const slots = SLOTS_BY_PROJECT_TYPE[projectType];
  const slotIds = [
    ...new Set([...slots.map((slot) => slot.id), ...before.map((f) => f.slot), ...after.map((f) => f.slot)]),
  ];
  const rows: TDocumentComparison[] = [];
  for (const slotId of slotIds) {
    const earlier = before.find((file) => file.slot === slotId);
    const later = after.find((file) => file.slot === slotId);
    if (!earlier && !later) continue;
    let change: TDocumentComparison['change'];
    if (!earlier) change = 'added';
    else if (!later) change = 'removed';
    else change = isSameDocument(earlier, later) ? 'unchanged' : 'replaced';
    rows.push({
      slot: slotId,
      slot_name: slots.find((slot) => slot.id === slotId)?.name ?? slotId,
      change,
      before: earlier?.original_filename ?? null,
      after: later?.original_filename ?? null,
    });
  }
  return rows;
}

export function compareRevisions(
  projectId: string,
  projectType: TProjectType,
  before: TComparisonSide,
  after: TComparisonSide,
): TRevisionComparison {
  return {
    project_id: projectId,
    before: before.revision,
    after: after.revision,
    readiness_change: changeOn(READINESS_ORDER, before.revision.readiness, after.revision.readiness),
    criteria: compareCriteria(before.report, after.report),
    findings: compareFindings(before.report, after.report),
    formal_checks: compareFormalChecks(before.report, after.report),
    figures: compareFigures(before.report, after.report),
    documents: compareDocuments(projectType, before.files, after.files),
  };
}

/** Whether the two analyses differ in anything (open findings count only when their severity moved). */
export function hasComparisonChanges(comparison: TRevisionComparison): boolean {
  const { findings } = comparison;
  return (
    comparison.readiness_change !== 'unchanged' ||
    comparison.criteria.some((criterion) => criterion.change !== 'unchanged') ||
    findings.resolved.length > 0 ||
    findings.new.length > 0 ||
    findings.open.some((finding) => finding.severity_change !== 'unchanged') ||
    comparison.formal_checks.length > 0 ||
    comparison.figures.length > 0 ||
    comparison.documents.some((document) => document.change !== 'unchanged')
  );
}

/** Findings (or items holding one), blockers first; the order within a severity is kept. */
export const mostSevereFirst = <T>(items: readonly T[], findingOf: (item: T) => TFinding): T[] =>
  FINDING_SEVERITIES.flatMap((level) => items.filter((item) => findingOf(item).severity === level));
