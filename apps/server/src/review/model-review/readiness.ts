/**
 * Overall readiness from what the review established: blockers (rule or model) and criteria with no evidence make an
 * application not ready; weak criteria or several important findings mean work is needed; any remaining gap keeps
 * it from "ready".
 */
import type { TCriterionAssessment, TFinding, TReviewReport } from '@grant-review/contract';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export function assessReadiness(
  criteria: readonly TCriterionAssessment[],
  findings: readonly TFinding[],
  notAssessed: number,
): TReviewReport['readiness'] {
  const count = (severity: TFinding['severity']) => findings.filter((item) => item.severity === severity).length;
  const rated = (rating: TCriterionAssessment['rating']) => criteria.filter((item) => item.rating === rating).length;
  const blockers = count('blocker');
  const important = count('important');
  const [missing, weak, adequate] = [rated('missing'), rated('weak'), rated('adequate')];
  const level =
    blockers > 0 || missing > 0
      ? 'not-ready'
      : weak > 0 || important >= 3
        ? 'needs-work'
        : important > 0 || adequate > 0 || notAssessed > 0
          ? 'nearly-ready'
          : 'ready';
  const parts = [
    blockers > 0 ? plural(blockers, 'blocker') : '',
    important > 0 ? plural(important, 'important finding') : '',
    missing > 0 ? `${plural(missing, 'criterion')} without evidence` : '',
    weak > 0 ? `${plural(weak, 'criterion')} rated weak` : '',
    notAssessed > 0 ? `${plural(notAssessed, 'criterion')} not assessed by the model` : '',
  ].filter(Boolean);
  const summary =
    parts.length > 0
      ? `${parts.join(', ')}.`.replace(/^./, (first) => first.toUpperCase())
      : 'Every criterion is covered with evidence and every rule check passed.';
  return { level, summary };
}
