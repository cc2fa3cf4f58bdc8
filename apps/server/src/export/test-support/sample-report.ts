/** An English built-in report with a finding of each kind, a section reading and a figure, for the export tests. */
import type { TReviewReport } from '@grant-review/contract';

export const sampleReport: TReviewReport = {
  version: 1,
  project_type: 'INNOSUISSE_PROJECT',
  reviewer: 'builtin',
  model: null,
  generated_at: '2026-11-20T09:30:00.000Z',
  language: 'en',
  readiness: { level: 'needs-work', summary: 'Two gaps stand between this application and submission.' },
  documents: [
    { file_id: 'file-app', slot: 'APPLICATION_DRAFT', slot_name: 'Application draft' },
    { file_id: 'file-budget', slot: 'BUDGET', slot_name: 'Budget' },
  ],
  criteria: [
    {
      criterion: 'value-creation',
      title: 'Market and value creation',
      rating: 'weak',
      rationale: 'Market size given without a source.',
      is_assumption: false,
      source: 'Innosuisse guide',
    },
  ],
  findings: [
    {
      id: 'f1',
      check: 'partner-share',
      criterion: 'formal',
      severity: 'blocker',
      title: "The implementation partner's share is 31 %",
      explanation: 'Innosuisse expects 40–60 % of the total project costs.',
      evidence: [
        {
          file_id: 'file-budget',
          slot: 'BUDGET',
          start: 10,
          end: 60,
          quote: 'Umsetzungspartner **Laura Meier** AG: CHF 310 000 <sub>net</sub>',
          section: 'Kostenübersicht',
        },
      ],
      looked_for: null,
      suggestion: "Raise the partner's contribution.",
    },
    {
      id: 'f2',
      check: 'market-evidence',
      criterion: 'value-creation',
      severity: 'minor',
      title: 'Market size has no source',
      explanation: 'CHF 2.1 bn is given without source or year.',
      evidence: [],
      looked_for: 'A source and a year next to the market figure in section Marktanalyse',
      suggestion: 'Name the study and its year.',
    },
  ],
  readings: [
    {
      file_id: 'file-app',
      slot: 'APPLICATION_DRAFT',
      heading: 'Marktanalyse',
      numbering: '3.2',
      target: 'value-creation',
      target_title: 'Market and value creation',
      method: 'heading',
    },
  ],
  figures: [
    { role: 'total-cost', value: 1000000, unit: 'CHF', label: 'Total costs', file_id: 'file-budget', start: 1, end: 9 },
  ],
  quotes_dropped: 0,
};
