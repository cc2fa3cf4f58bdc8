import { ZReviewReport } from '@grant-review/contract';
import { describe, expect, it } from 'vitest';
import { reviewRevision } from './index.js';
import { ETH_FLAWED_BUDGET_EN, INNOSUISSE_CLEAN_EN, INNOSUISSE_FLAWED_EN } from './test-support/fixtures.js';

describe('the built-in review as a report', () => {
  it('follows the contract, with evidence located in the anonymized text', () => {
    for (const documents of [INNOSUISSE_CLEAN_EN, INNOSUISSE_FLAWED_EN]) {
      const report = ZReviewReport.parse(reviewRevision({ projectType: 'INNOSUISSE_PROJECT', documents }));
      expect(report.criteria.map((item) => item.criterion)).toEqual([
        'innovation',
        'value-creation',
        'methodology',
        'expertise',
        'sustainability',
      ]);
      for (const finding of report.findings) {
        expect(finding.evidence.length > 0 || finding.looked_for !== null, finding.id).toBe(true);
        for (const evidence of finding.evidence) {
          const document = documents.find((candidate) => candidate.slot === evidence.slot);
          expect(document?.text.slice(evidence.start, evidence.end)).toBe(evidence.quote);
        }
      }
    }
  });

  it('names broken rules as blockers under their check', () => {
    const report = reviewRevision({ projectType: 'ETH_PIONEER_FELLOWSHIP', documents: ETH_FLAWED_BUDGET_EN });
    expect(report.findings).toContainEqual(
      expect.objectContaining({ check: 'budget-limit', severity: 'blocker', criterion: 'formal' }),
    );
    expect(report.readiness.level).not.toBe('ready');
  });
});
