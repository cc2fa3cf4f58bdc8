import type { TCriterionAssessment, TFinding } from '@grant-review/contract';
import { describe, expect, it } from 'vitest';
import { assessReadiness } from './readiness.js';

const criterion = (rating: TCriterionAssessment['rating']): TCriterionAssessment => ({
  criterion: 'innovation',
  title: 'Level of innovation',
  rating,
  rationale: '',
  is_assumption: false,
  source: '',
});
const finding = (severity: TFinding['severity']): TFinding => ({
  id: 'f',
  check: 'milestones',
  criterion: 'methodology',
  severity,
  title: '',
  explanation: '',
  evidence: [],
  looked_for: null,
  suggestion: '',
});

describe('assessReadiness', () => {
  it('is ready only with strong criteria and no findings above minor', () => {
    expect(assessReadiness([criterion('strong')], [finding('minor')], 0).level).toBe('ready');
    expect(assessReadiness([criterion('strong')], [], 1).level).toBe('nearly-ready');
    expect(assessReadiness([criterion('adequate')], [], 0).level).toBe('nearly-ready');
  });

  it('needs work with a weak criterion or three important findings, and is not ready with a blocker', () => {
    expect(assessReadiness([criterion('weak')], [], 0).level).toBe('needs-work');
    expect(assessReadiness([criterion('strong')], Array(3).fill(finding('important')), 0).level).toBe('needs-work');
    const notReady = assessReadiness([criterion('missing'), criterion('weak')], [finding('blocker')], 1);
    expect(notReady).toEqual({
      level: 'not-ready',
      summary:
        '1 blocker, 1 criterion without evidence, 1 criterion rated weak, 1 criterion not assessed by the model.',
    });
  });
});
