/**
 * The built-in offline reviewer: rule-based checks of a revision's anonymized documents against the funder's
 * criteria. No model, no network: the same input always gives the same review.
 */
import { SLOTS_BY_PROJECT_TYPE, type TProjectType } from '@grant-review/contract';
import { analyseDocuments } from './checks/analysed-document.js';
import { assessCriterion } from './checks/criteria.js';
import { locateFigures } from './checks/figures.js';
import { runFormalChecks } from './checks/formal.js';
import { scanMilestones } from './checks/milestones.js';
import { assessSections } from './checks/sections.js';
import {
  assessReadability,
  findInconsistencies,
  findUnsourcedMarketFigures,
  findUnsupportedClaims,
} from './checks/writing.js';
import { getFunderCriteria } from './criteria/index.js';
import type { TReviewDocument, TReviewResult, TTodo, TVerdictLevel } from './types.js';

export interface TReviewInput {
  projectType: TProjectType;
  documents: readonly TReviewDocument[];
}

export function reviewDocuments({ projectType, documents }: TReviewInput): TReviewResult {
  const funder = getFunderCriteria(projectType);
  const nonEmpty = documents.filter((document) => document.text.trim().length > 0);
  const analysed = analyseDocuments(nonEmpty);
  const filledSlots = new Set(nonEmpty.map((document) => document.slot));
  const missingSlots = SLOTS_BY_PROJECT_TYPE[projectType].filter((slot) => slot.required && !filledSlots.has(slot.id));

  const figures = locateFigures(analysed);
  const milestones = scanMilestones(analysed);
  const { checks, figures: located } = runFormalChecks({ funder, documents: analysed, figures, milestones });
  const criteria = funder.criteria.map((criterion) => assessCriterion(criterion, analysed, checks));
  const sections = assessSections(funder.sections, analysed);

  const result: Omit<TReviewResult, 'verdict' | 'todos'> = {
    projectType,
    funder,
    documents: nonEmpty,
    criteria,
    checks,
    sections,
    missingSlots,
    milestones,
    claims: findUnsupportedClaims(analysed),
    unsourcedMarketFigures: findUnsourcedMarketFigures(analysed),
    inconsistencies: findInconsistencies(figures),
    readability: assessReadability(analysed),
    figures: located,
  };
  const todos = buildTodos(result);
  return { ...result, todos, verdict: decideVerdict(result) };
}

/** Blockers stop a submission; major issues cost points with the experts; minor ones are polish. */
function countIssues(result: Omit<TReviewResult, 'verdict' | 'todos'>) {
  const failedChecks = result.checks.filter((check) => check.status === 'fail');
  const missingCriteria = result.criteria.filter((criterion) => criterion.status === 'missing');
  const blockers = result.missingSlots.length + failedChecks.length + missingCriteria.length;
  const majors =
    result.criteria.filter((criterion) => criterion.status === 'weak').length +
    result.sections.filter((section) => section.status === 'missing').length +
    result.inconsistencies.length +
    result.checks.filter(
      (check) => check.status === 'warn' || (check.status === 'not-found' && check.rule.checkId !== 'manual'),
    ).length;
  const minors =
    result.sections.filter((section) => section.status === 'no-heading').length +
    (result.claims.length > 0 ? 1 : 0) +
    (result.unsourcedMarketFigures.length > 0 ? 1 : 0) +
    (result.readability.longSentenceCount > 2 ? 1 : 0);
  return { blockers, majors, minors, failedChecks, missingCriteria };
}

function decideVerdict(result: Omit<TReviewResult, 'verdict' | 'todos'>): TReviewResult['verdict'] {
  const { blockers, majors, minors, failedChecks, missingCriteria } = countIssues(result);
  const reasons: string[] = [];
  if (result.missingSlots.length > 0)
    reasons.push(`required document missing: ${result.missingSlots.map((slot) => slot.name).join(', ')}`);
  if (failedChecks.length > 0)
    reasons.push(
      `${failedChecks.length} formal/financial rule${failedChecks.length > 1 ? 's' : ''} broken (${failedChecks.map((check) => check.rule.title).join('; ')})`,
    );
  if (missingCriteria.length > 0)
    reasons.push(`no evidence for ${missingCriteria.map((item) => item.criterion.title).join(', ')}`);
  if (majors > 0) reasons.push(`${majors} important point${majors > 1 ? 's' : ''} to improve`);
  if (minors > 0 && blockers === 0) reasons.push(`${minors} minor point${minors > 1 ? 's' : ''} of polish`);

  let level: TVerdictLevel;
  if (result.missingSlots.length > 0 || blockers >= 3) level = 'Not ready';
  else if (blockers > 0 || majors >= 4) level = 'Needs work';
  else if (majors > 0 || minors > 2) level = 'Nearly ready';
  else level = 'Ready';
  const reason =
    reasons.length > 0
      ? reasons.join('; ')
      : 'all criteria have evidence, the formal and financial rules that could be checked are met, and no major writing issues were found';
  return { level, reason: reason.charAt(0).toUpperCase() + reason.slice(1) + '.' };
}

function buildTodos(result: Omit<TReviewResult, 'verdict' | 'todos'>): TTodo[] {
  const todos: TTodo[] = [];
  for (const slot of result.missingSlots) {
    todos.push({ priority: 100, text: `Upload the required **${slot.name}** (${slot.description})` });
  }
  for (const check of result.checks) {
    if (check.status === 'fail')
      todos.push({ priority: 90, text: `**${check.rule.title}:** ${check.fix ?? check.finding}` });
    else if (check.status === 'warn')
      todos.push({ priority: 60, text: `**${check.rule.title}:** ${check.fix ?? check.finding}` });
    else if (check.status === 'not-found' && check.fix)
      todos.push({ priority: 45, text: `**${check.rule.title}:** ${check.fix}` });
  }
  for (const criterion of result.criteria) {
    const fix = criterion.fixes[0];
    if (criterion.status === 'missing')
      todos.push({ priority: 80, text: `**${criterion.criterion.title}:** add this criterion. ${fix ?? ''}`.trim() });
    else if (criterion.status === 'weak' && fix)
      todos.push({ priority: 55, text: `**${criterion.criterion.title}:** ${fix}` });
  }
  for (const inconsistency of result.inconsistencies) {
    todos.push({
      priority: 70,
      text: `**Align the ${inconsistency.what.toLowerCase()}** across documents (${inconsistency.values.map((value) => `${value.display} in ${value.evidence.slotName}`).join(' vs ')}).`,
    });
  }
  for (const section of result.sections) {
    if (section.status === 'missing')
      todos.push({ priority: 65, text: `**Add a "${section.section.title}" section.**` });
    else if (section.status === 'no-heading')
      todos.push({ priority: 25, text: `Give "${section.section.title}" its own heading so experts find it.` });
  }
  if (result.claims.length > 0) {
    todos.push({
      priority: 35,
      text: `Back up or remove ${result.claims.length} unsupported claim${result.claims.length > 1 ? 's' : ''} (e.g. "${result.claims[0]?.word}"): compare with a named baseline and give a number.`,
    });
  }
  if (result.unsourcedMarketFigures.length > 0) {
    todos.push({
      priority: 33,
      text: `Cite the source and year of ${result.unsourcedMarketFigures.length} market figure${result.unsourcedMarketFigures.length > 1 ? 's' : ''}.`,
    });
  }
  if (result.readability.longSentenceCount > 0) {
    todos.push({
      priority: 20,
      text: `Split ${result.readability.longSentenceCount} sentence${result.readability.longSentenceCount > 1 ? 's' : ''} longer than 40 words.`,
    });
  }
  // Criterion fixes repeat check fixes (milestones): keep the first, most important one.
  const seen = new Set<string>();
  return todos
    .sort((a, b) => b.priority - a.priority)
    .filter((todo) => {
      const key = todo.text.replace(/\*\*[^*]+\*\*:?\s*/, '');
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
