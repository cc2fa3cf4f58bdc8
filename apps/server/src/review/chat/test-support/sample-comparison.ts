/**
 * Comparisons of two revisions of an Innosuisse application, for the tests of the chat's answer and the Word export:
 * one where the second revision fixed the partner share and the market section, and one of a revision with itself.
 */
import type { TFinding, TRevisionComparison } from '@grant-review/contract';

const finding = (fields: Pick<TFinding, 'id' | 'check' | 'criterion' | 'severity' | 'title'>): TFinding => ({
  explanation: `Why “${fields.title}” matters to the experts.`,
  evidence: [],
  looked_for: null,
  suggestion: `Fix: ${fields.title}.`,
  ...fields,
});

export const PARTNER_SHARE = finding({
  id: 'f1',
  check: 'partner-share',
  criterion: 'formal',
  severity: 'blocker',
  title: "Implementation partner's share is 31 % of the total project costs",
});
export const MARKET_SOURCE = finding({
  id: 'f2',
  check: 'market-evidence',
  criterion: 'value-creation',
  severity: 'important',
  title: 'Market figures have no source or year',
});
export const MILESTONES_BEFORE = finding({
  id: 'f3',
  check: 'milestones',
  criterion: 'implementation',
  severity: 'important',
  title: '3 of 5 milestones have no date or month',
});
export const MILESTONES_AFTER = finding({
  id: 'f4',
  check: 'milestones',
  criterion: 'implementation',
  severity: 'minor',
  title: '1 of 5 milestones has no date or month',
});
export const RISKS = finding({
  id: 'f5',
  check: 'risk-mitigation',
  criterion: 'implementation',
  severity: 'minor',
  title: '2 risks have no mitigation',
});

const revision = (number: number, day: number, readiness: TRevisionComparison['before']['readiness']) => ({
  revision_id: `rev-${number}`,
  number,
  created_at: `2026-11-${day}T09:00:00.000Z`,
  analysed_at: `2026-11-${day}T10:00:00.000Z`,
  readiness,
  report_language: 'en' as const,
  is_analysis_outdated: false,
});

/** Revision 1 → Revision 2: the share and the market sources fixed, the milestones better, a new risk finding. */
export const improvedComparison: TRevisionComparison = {
  project_id: 'project-1',
  before: revision(1, 20, 'not-ready'),
  after: revision(2, 24, 'nearly-ready'),
  readiness_change: 'improved',
  criteria: [
    {
      criterion: 'value-creation',
      title: 'Market and value creation',
      before: 'weak',
      after: 'strong',
      change: 'improved',
    },
    {
      criterion: 'implementation',
      title: 'Implementation and work plan',
      before: 'adequate',
      after: 'weak',
      change: 'declined',
    },
    {
      criterion: 'innovation',
      title: 'Degree of innovation',
      before: 'adequate',
      after: 'adequate',
      change: 'unchanged',
    },
  ],
  findings: {
    resolved: [PARTNER_SHARE, MARKET_SOURCE],
    new: [RISKS],
    open: [{ before: MILESTONES_BEFORE, after: MILESTONES_AFTER, severity_change: 'improved' }],
  },
  formal_checks: [{ check: 'partner-share', before: 'blocker', after: 'passed', change: 'improved' }],
  figures: [
    { role: 'partner-share', unit: '%', before: [31], after: [45.5] },
    { role: 'total-cost', unit: 'CHF', before: [1_000_000], after: [1_050_000] },
  ],
  documents: [
    {
      slot: 'APPLICATION_DRAFT',
      slot_name: 'Application Draft',
      change: 'replaced',
      before: 'draft-v1.docx',
      after: 'draft-v2.docx',
    },
    { slot: 'BUDGET', slot_name: 'Budget', change: 'unchanged', before: 'budget.xlsx', after: 'budget.xlsx' },
    { slot: 'CV', slot_name: 'CV', change: 'added', before: null, after: 'cv-meier.pdf' },
  ],
};

/** Revision 2 with itself: every finding still open, nothing changed. */
export const unchangedComparison: TRevisionComparison = {
  project_id: 'project-1',
  before: revision(2, 24, 'nearly-ready'),
  after: revision(2, 24, 'nearly-ready'),
  readiness_change: 'unchanged',
  criteria: improvedComparison.criteria.map((criterion) => ({
    ...criterion,
    before: criterion.after,
    change: 'unchanged',
  })),
  findings: {
    resolved: [],
    new: [],
    open: [MILESTONES_AFTER, RISKS].map((item) => ({ before: item, after: item, severity_change: 'unchanged' })),
  },
  formal_checks: [],
  figures: [],
  documents: improvedComparison.documents
    .filter((document) => document.after !== null)
    .map((document) => ({ ...document, before: document.after, change: 'unchanged' })),
};
