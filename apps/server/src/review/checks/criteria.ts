/**
 * Judges each criterion by the evidence found for its aspects: an aspect is covered when a sentence matches one
 * of its hints (and carries a figure, when the aspect needs one). Linked formal checks that fail cap the status.
 */
import { compileKeywords, findFirstKeywordHit, hasFigure } from '../text.js';
import type { TAspectResult, TCriterion, TCriterionResult, TCriterionStatus, TEvidence, TRuleCheck } from '../types.js';
import { MAIN_SLOTS, makeEvidence, type TAnalysedDocument } from './analysed-document.js';

function assessAspect(aspect: TCriterion['aspects'][number], documents: readonly TAnalysedDocument[]): TAspectResult {
  const matcher = compileKeywords(aspect.keywords);
  let unquantified: TEvidence | undefined;
  // The main application first: evidence from it reads best in the report.
  const ordered = [...documents].sort(
    (a, b) =>
      Number(!MAIN_SLOTS.includes(a.document.slot)) - Number(!MAIN_SLOTS.includes(b.document.slot)) ||
      a.index - b.index,
  );
  // A matching heading is weaker evidence than a matching sentence: it counts only when no sentence matches,
  // and the first sentence under it is quoted.
  let underHeading: TEvidence | undefined;
  for (const analysed of ordered) {
    let isAfterMatchingHeading = false;
    for (const unit of analysed.units) {
      if (unit.kind === 'heading') {
        isAfterMatchingHeading = !underHeading && findFirstKeywordHit(unit.folded, matcher) !== undefined;
        continue;
      }
      if (isAfterMatchingHeading) {
        underHeading = makeEvidence(analysed.document, unit.text);
        isAfterMatchingHeading = false;
      }
      const hit = findFirstKeywordHit(unit.folded, matcher);
      if (!hit) continue;
      const evidence = makeEvidence(analysed.document, unit.text, hit.index);
      if (!aspect.needsFigure || hasFigure(unit.text)) return { aspect, coverage: 'covered', evidence };
      unquantified ??= evidence;
    }
  }
  if (underHeading && !aspect.needsFigure) return { aspect, coverage: 'covered', evidence: underHeading };
  return unquantified ? { aspect, coverage: 'no-figure', evidence: unquantified } : { aspect, coverage: 'absent' };
}

const CAPPING_STATUSES = new Set(['fail', 'warn', 'not-found']);

export function assessCriterion(
  criterion: TCriterion,
  documents: readonly TAnalysedDocument[],
  checks: readonly TRuleCheck[],
): TCriterionResult {
  const aspects = criterion.aspects.map((aspect) => assessAspect(aspect, documents));
  const covered = aspects.filter((result) => result.coverage === 'covered').length;
  const partial = aspects.filter((result) => result.coverage === 'no-figure').length;
  const score = covered + partial * 0.5;
  let status: TCriterionStatus = score >= aspects.length * 0.7 ? 'addressed' : score >= 1 ? 'weak' : 'missing';

  const fixes: string[] = [];
  for (const result of aspects) {
    if (result.coverage === 'absent') fixes.push(result.aspect.fix);
    if (result.coverage === 'no-figure') fixes.push(`Add figures: ${result.aspect.fix}`);
  }
  const linked = checks.filter(
    (check) => criterion.linkedCheckIds?.includes(check.rule.checkId) && CAPPING_STATUSES.has(check.status),
  );
  for (const check of linked) {
    if (check.status === 'fail' && status === 'addressed') status = 'weak';
    if (check.fix && !fixes.includes(check.fix)) fixes.unshift(check.fix);
  }

  const missing = aspects.filter((result) => result.coverage !== 'covered').map((result) => result.aspect.label);
  const failedChecks = linked.filter((check) => check.status === 'fail').map((check) => check.rule.title.toLowerCase());
  const summary =
    status === 'missing'
      ? `No evidence found for ${criterion.title.toLowerCase()}.`
      : [
          `${covered} of ${aspects.length} aspects covered`,
          missing.length > 0 ? `missing or without figures: ${missing.join(', ')}` : '',
          failedChecks.length > 0 ? `failed check: ${failedChecks.join(', ')}` : '',
        ]
          .filter(Boolean)
          .join('; ') + '.';

  return {
    criterion,
    status,
    aspects,
    evidence: aspects.flatMap((result) => (result.evidence ? [result.evidence] : [])),
    fixes,
    summary,
  };
}
