/**
 * The first built-in reviewer's result as a review report (the contract's `TReviewReport`), so the report, its
 * storage, its renderings and the evaluation of findings can be built while the engine behind them is replaced.
 * Each rule check, criterion aspect and writing finding becomes a finding under the check id of the taxonomy.
 */
import {
  FORMAL_CRITERION,
  REPORT_VERSION,
  type TCriterionAssessment,
  type TEvidence as TReportEvidence,
  type TFinding,
  type TFindingSeverity,
  type TReadinessLevel,
  type TReviewCheckId,
  type TReviewReport,
} from '@grant-review/contract';
import { locateQuote } from './locate-quote.js';
import type { TCheckId, TCriterionResult, TEvidence, TReviewDocument, TReviewResult, TVerdictLevel } from './types.js';

const CHECK_OF_RULE: Partial<Record<TCheckId, TReviewCheckId>> = {
  'joint-application': 'joint-application',
  'implementation-partner-share': 'partner-share',
  'cash-contribution': 'cash-contribution',
  duration: 'duration',
  'milestones-measurable': 'milestones',
  'max-budget': 'budget-limit',
  'host-professor': 'host-professor',
  scope: 'product-focus',
};

/** Criterion aspects whose absence is one of the taxonomy's flaws, by `criterion/aspect`. */
const CHECK_OF_ASPECT: Record<string, TReviewCheckId> = {
  'innovation/ip': 'ip-position',
  'innovation/state-of-the-art': 'novelty-evidence',
  'innovation/competition': 'novelty-evidence',
  'value-creation/market-size': 'market-evidence',
  'methodology/milestones': 'milestones',
  'methodology/risks': 'risk-mitigation',
  'expertise/skills': 'team-competence',
  'expertise/research-partner': 'team-competence',
  'expertise/implementation-partner': 'team-competence',
  'sustainability/sustainability': 'sustainability',
  'sustainability/sdg': 'sustainability',
  'innovation-market/product': 'product-focus',
  'innovation-market/market-size': 'market-evidence',
  'innovation-market/competition': 'novelty-evidence',
  'entrepreneurship/skills': 'team-competence',
  'feasibility/milestones': 'milestones',
  'feasibility/risks': 'risk-mitigation',
  'host-support/host': 'host-professor',
};

const READINESS: Record<TVerdictLevel, TReadinessLevel> = {
  Ready: 'ready',
  'Nearly ready': 'nearly-ready',
  'Needs work': 'needs-work',
  'Not ready': 'not-ready',
};

function locate(documents: readonly TReviewDocument[], evidence: TEvidence): TReportEvidence | null {
  const document = documents.find((candidate) => candidate.slot === evidence.slot);
  if (!document) return null;
  const range = locateQuote(document.text, evidence.quote);
  if (!range) return null;
  return {
    file_id: document.fileId ?? document.slot,
    slot: document.slot,
    start: range.start,
    end: range.end,
    quote: document.text.slice(range.start, range.end),
    section: null,
  };
}

function assessCriterion(item: TCriterionResult): TCriterionAssessment {
  const isComplete = item.aspects.every((aspect) => aspect.coverage === 'covered');
  return {
    criterion: item.criterion.id,
    title: item.criterion.title,
    rating: item.status === 'addressed' ? (isComplete ? 'strong' : 'adequate') : item.status,
    rationale: item.summary,
    is_assumption: item.criterion.isAssumption,
    source: item.criterion.source,
  };
}

export function buildLegacyReport(result: TReviewResult, generatedAt: Date): TReviewReport {
  const findings: TFinding[] = [];
  const add = (
    check: TReviewCheckId,
    criterion: string,
    severity: TFindingSeverity,
    text: { title: string; explanation: string; suggestion: string; lookedFor?: string },
    evidence: readonly TEvidence[] = [],
  ) => {
    const located = evidence.map((item) => locate(result.documents, item)).filter((item) => item !== null);
    findings.push({
      id: `${check}-${findings.length + 1}`,
      check,
      criterion,
      severity,
      title: text.title,
      explanation: text.explanation,
      evidence: located,
      looked_for: located.length === 0 ? (text.lookedFor ?? text.explanation) : null,
      suggestion: text.suggestion,
    });
  };

  for (const slot of result.missingSlots) {
    add('required-document', FORMAL_CRITERION, 'blocker', {
      title: `Required document missing: ${slot.name}`,
      explanation: `The ${slot.name} is required for this programme and has not been uploaded.`,
      suggestion: `Upload the ${slot.name} (${slot.description}).`,
      lookedFor: `a file in the "${slot.name}" slot`,
    });
  }
  for (const check of result.checks) {
    const id = CHECK_OF_RULE[check.rule.checkId];
    if (!id || check.status === 'pass' || check.status === 'manual') continue;
    const severity: TFindingSeverity = check.status === 'fail' ? 'blocker' : 'important';
    add(
      id,
      FORMAL_CRITERION,
      severity,
      {
        title: check.rule.title,
        explanation: check.finding,
        suggestion: check.fix ?? check.rule.description,
        lookedFor: check.rule.description,
      },
      check.evidence,
    );
  }
  for (const item of result.criteria) {
    for (const aspect of item.aspects) {
      const id = CHECK_OF_ASPECT[`${item.criterion.id}/${aspect.aspect.id}`];
      if (!id || aspect.coverage === 'covered') continue;
      add(
        id,
        item.criterion.id,
        aspect.coverage === 'absent' ? 'important' : 'minor',
        {
          title: `${item.criterion.title}: ${aspect.aspect.label} ${aspect.coverage === 'absent' ? 'not found' : 'without figures'}`,
          explanation: item.summary,
          suggestion: aspect.aspect.fix,
          lookedFor: aspect.aspect.label,
        },
        aspect.evidence ? [aspect.evidence] : [],
      );
    }
  }
  for (const section of result.sections.filter((candidate) => candidate.status === 'missing')) {
    add('section-missing', FORMAL_CRITERION, 'important', {
      title: `Section missing: ${section.section.title}`,
      explanation: `No "${section.section.title}" section or content was found.`,
      suggestion: `Add a "${section.section.title}" section with its own heading.`,
      lookedFor: `a heading or content for "${section.section.title}"`,
    });
  }
  for (const inconsistency of result.inconsistencies) {
    add(
      'figures-consistency',
      FORMAL_CRITERION,
      'important',
      {
        title: `${inconsistency.what} differs between documents`,
        explanation: inconsistency.values.map((value) => `${value.display} in ${value.evidence.slotName}`).join(' vs '),
        suggestion: 'Use one figure everywhere and check the budget table against the text.',
      },
      inconsistency.values.map((value) => value.evidence),
    );
  }
  if (result.unsourcedMarketFigures.length > 0) {
    add(
      'market-evidence',
      'value-creation',
      'minor',
      {
        title: 'Market figures without a source',
        explanation: `${result.unsourcedMarketFigures.length} market figure(s) give no source or year.`,
        suggestion: 'Cite the source and the year of every market figure.',
      },
      result.unsourcedMarketFigures,
    );
  }
  if (result.claims.length > 0) {
    add(
      'novelty-evidence',
      'innovation',
      'minor',
      {
        title: 'Claims without comparison',
        explanation: `${result.claims.length} claim(s) such as "${result.claims[0]?.word ?? ''}" have no number or named baseline.`,
        suggestion: 'Compare with a named state of the art and give a number.',
      },
      result.claims.map((claim) => claim.evidence),
    );
  }

  return {
    version: REPORT_VERSION,
    project_type: result.projectType,
    reviewer: 'builtin',
    model: null,
    generated_at: generatedAt.toISOString(),
    readiness: { level: READINESS[result.verdict.level], summary: result.verdict.reason },
    documents: result.documents.map((document) => ({
      file_id: document.fileId ?? document.slot,
      slot: document.slot,
      slot_name: document.slotName,
    })),
    criteria: result.criteria.map(assessCriterion),
    findings,
    readings: [],
    figures: [],
    quotes_dropped: 0,
  };
}
