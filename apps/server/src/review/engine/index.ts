/**
 * The built-in reviewer: reads a revision's anonymized documents section by section, establishes the figures and
 * the rule findings, makes the judgement checks experts make, rates each criterion on the report's scale and says
 * how ready the application is. Its output is the contract's review report; a model reviewer starts from the same
 * context and rule findings.
 */
import {
  FORMAL_CRITERION,
  REPORT_VERSION,
  type TCriterionAssessment,
  type TCriterionRating,
  type TFinding,
  type TProjectType,
  type TReadinessLevel,
  type TReportLanguage,
  type TReviewReport,
} from '@grant-review/contract';
import { findSlot } from '@grant-review/contract';
import { getFunderCriteria } from '../criteria/index.js';
import { createMessages, type TMessages } from '../messages/index.js';
import { mainLanguageOf } from '../report-language.js';
import { compileKeywords } from '../text.js';
import type { TCriterion, TReviewDocument } from '../types.js';
import {
  checkHostProfessor,
  checkIpPosition,
  checkMarketEvidence,
  checkMissingSections,
  checkNoveltyEvidence,
  checkProductFocus,
  checkRequiredDocuments,
  checkSustainability,
  checkTeamCompetence,
} from './checks/content.js';
import {
  checkFigureConsistency,
  checkFinancialRules,
  checkJointApplication,
  establishFinancialFacts,
  type TFinancialFacts,
} from './checks/financial.js';
import { checkMilestones, checkRiskMitigation, checkWorkPackageBudget } from './checks/plan.js';
import { findMatches, type TReviewContext } from './context.js';
import { locateFigures, reportFigures } from './figures.js';
import { toFindings, type TFindingDraft } from './findings.js';
import { describeReadings, readDocuments, type TReadDocument } from './read-documents.js';

export interface TEngineInput {
  projectType: TProjectType;
  documents: readonly TReviewDocument[];
  /** The report's language; without it, the main language of the documents. */
  language?: TReportLanguage;
}

export interface TEngineResult {
  context: TReviewContext;
  financial: TFinancialFacts;
  findings: TFinding[];
  report: TReviewReport;
}

export function buildReviewContext({ projectType, documents, language }: TEngineInput): TReviewContext {
  const funder = getFunderCriteria(projectType);
  const reads = readDocuments(documents, funder);
  const messages = createMessages(language ?? mainLanguageOf(reads));
  return { projectType, funder, reads, figures: locateFigures(reads), messages };
}

/** Checks whose findings are established facts (formal rules, arithmetic, what is missing), not judgement. */
export const RULE_CHECKS = new Set<TFinding['check']>([
  'required-document',
  'joint-application',
  'partner-share',
  'cash-contribution',
  'duration',
  'budget-limit',
  'figures-consistency',
  'section-missing',
]);

function runChecks(context: TReviewContext, financial: TFinancialFacts): TFindingDraft[] {
  return [
    ...checkRequiredDocuments(context),
    ...checkJointApplication(context),
    ...checkFinancialRules(context, financial),
    ...checkFigureConsistency(context, financial),
    ...checkMissingSections(context),
    ...checkHostProfessor(context),
    ...checkProductFocus(context),
    ...checkIpPosition(context),
    ...checkNoveltyEvidence(context),
    ...checkMarketEvidence(context),
    ...checkTeamCompetence(context),
    ...checkWorkPackageBudget(context),
    ...checkMilestones(context),
    ...checkRiskMitigation(context),
    ...checkSustainability(context),
  ];
}

const SEVERITY_ORDER = { blocker: 0, important: 1, minor: 2 } as const;

// ─── criteria ratings ───────────────────────────────────────────────────────

/** The ranges of the documents that give evidence for a criterion: its mapped sections. */
export function criterionRanges(read: TReadDocument, criterionId: string): { start: number; end: number }[] {
  return read.sections
    .filter((section) => section.supports.includes(criterionId))
    .map((section) => ({ start: section.ownStart, end: section.ownEnd }));
}

function aspectCoverage(context: TReviewContext, criterion: TCriterion): { covered: number; total: number } {
  const hasSections = context.reads.some((read) => criterionRanges(read, criterion.id).length > 0);
  const ranges = hasSections ? (read: TReadDocument) => criterionRanges(read, criterion.id) : undefined;
  let covered = 0;
  for (const aspect of criterion.aspects) {
    if (findMatches(context.reads, compileKeywords(aspect.keywords), ranges).length > 0) covered++;
  }
  return { covered, total: criterion.aspects.length };
}

function rateCriterion(
  context: TReviewContext,
  criterion: TCriterion,
  findings: readonly TFinding[],
): TCriterionAssessment {
  const own = findings.filter((finding) => finding.criterion === criterion.id);
  const blockers = own.filter((finding) => finding.severity === 'blocker');
  const important = own.filter((finding) => finding.severity === 'important');
  const sections = context.reads.flatMap((read) =>
    read.sections.filter((section) => section.supports.includes(criterion.id) && section.heading),
  );
  const { covered, total } = aspectCoverage(context, criterion);
  const share = total === 0 ? 1 : covered / total;
  let rating: TCriterionRating;
  if (sections.length === 0 && share < 0.34) rating = 'missing';
  else if (blockers.length > 0 || important.length >= 2 || share < 0.5) rating = 'weak';
  else if (important.length === 1 || share < 0.75) rating = 'adequate';
  else rating = 'strong';

  const { t } = context.messages;
  const where =
    sections.length > 0
      ? t('rationale.readFrom', {
          sections: [...new Set(sections.map((section) => `"${section.heading}"`))].slice(0, 3).join(', '),
        })
      : t('rationale.noSection');
  const worst = [...blockers, ...important][0];
  const coverage = { where, covered, total };
  const rationale = !worst
    ? t('rationale.coverage', coverage)
    : own.length === 1
      ? t('rationale.coverageFinding', { ...coverage, finding: worst.title })
      : t('rationale.coverageFindings', { ...coverage, count: own.length, finding: worst.title });
  return {
    criterion: criterion.id,
    title: context.messages.criterionTitle(context.projectType, criterion),
    rating,
    rationale,
    is_assumption: criterion.isAssumption,
    source: criterion.source,
  };
}

function readinessOf(
  messages: TMessages,
  findings: readonly TFinding[],
  criteria: readonly TCriterionAssessment[],
): TReviewReport['readiness'] {
  const { t, plural } = messages;
  const blockers = findings.filter((finding) => finding.severity === 'blocker').length;
  const important = findings.filter((finding) => finding.severity === 'important').length;
  const missing = criteria.filter((criterion) => criterion.rating === 'missing');
  let level: TReadinessLevel;
  if (blockers > 0) level = 'not-ready';
  else if (important >= 3 || missing.length > 0) level = 'needs-work';
  else if (important > 0) level = 'nearly-ready';
  else level = 'ready';
  const blockerCount = blockers ? plural('summary.blockers', blockers) : '';
  const importantCount = important ? plural('summary.important', important) : '';
  const counts =
    blockerCount && importantCount
      ? t('summary.countsBoth', { blockers: blockerCount, important: importantCount })
      : blockerCount || importantCount
        ? t('summary.counts', { counts: blockerCount || importantCount })
        : t('summary.none');
  const weakest = criteria.filter((criterion) => criterion.rating === 'missing' || criterion.rating === 'weak');
  const summary = [
    counts,
    weakest.length
      ? t('summary.weakest', {
          criteria: weakest
            .slice(0, 3)
            .map((criterion) =>
              t('summary.weakestItem', { title: criterion.title, rating: t(`rating.inline.${criterion.rating}`) }),
            )
            .join(', '),
        })
      : '',
    level === 'not-ready' ? t('summary.fixBlockers') : '',
  ]
    .filter(Boolean)
    .join(' ');
  return { level, summary };
}

export function runReviewEngine(input: TEngineInput, generatedAt = new Date()): TEngineResult {
  const context = buildReviewContext(input);
  const financial = establishFinancialFacts(context);
  const findings = toFindings(
    runChecks(context, financial).sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]),
  );
  const criteria = context.funder.criteria.map((criterion) => rateCriterion(context, criterion, findings));
  const report: TReviewReport = {
    version: REPORT_VERSION,
    project_type: input.projectType,
    reviewer: 'builtin',
    model: null,
    generated_at: generatedAt.toISOString(),
    language: context.messages.language,
    readiness: readinessOf(context.messages, findings, criteria),
    documents: context.reads.map((read) => ({
      file_id: read.fileId,
      slot: read.document.slot,
      slot_name: findSlot(input.projectType, read.document.slot)?.name ?? read.document.slotName,
    })),
    criteria,
    findings,
    readings: describeReadings(context.reads, context.funder, context.messages),
    figures: reportFigures(context.figures),
    quotes_dropped: 0,
  };
  return { context, financial, findings, report };
}

export { FORMAL_CRITERION };
