import type { TRevisionAnalysis } from '@grant-review/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '@/test/i18n';
import { OutdatedAnalysisNotice } from './outdated-analysis-notice';

const ANALYSIS: TRevisionAnalysis = {
  created_at: '2026-11-20T09:30:00.000Z',
  changes_since: [
    { kind: 'document_replaced', slot: 'APPLICATION_DRAFT', changed_at: '2026-11-21T10:00:00.000Z' },
    { kind: 'document_added', slot: 'FUNDING_PROPOSAL', changed_at: '2026-11-21T11:00:00.000Z' },
    { kind: 'masking_changed', slot: null, changed_at: '2026-11-22T08:00:00.000Z' },
  ],
};

describe('OutdatedAnalysisNotice', () => {
  it('says when the analysis was written and what changed since, by document', () => {
    render(<OutdatedAnalysisNotice analysis={ANALYSIS} action={<button type="button">Run it</button>} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your documents changed after this analysis');
    expect(screen.getByText(/^Analysis of .*2026.*\. Since then: /)).toHaveTextContent(
      'Since then: Application Draft replaced, Funding Proposal added and masking corrected.',
    );
    expect(screen.getByRole('button', { name: 'Run it' })).toBeInTheDocument();
  });

  it('falls back to the masking for an analysis outdated before changes were listed', () => {
    render(<OutdatedAnalysisNotice analysis={{ ...ANALYSIS, changes_since: [] }} />);
    expect(screen.getByText(/Since then: masking corrected\.$/)).toBeInTheDocument();
  });

  it('speaks the interface language, with the slots by their translated names', () => {
    render(
      <LocaleProvider locale="de">
        <OutdatedAnalysisNotice analysis={ANALYSIS} />
      </LocaleProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Ihre Dokumente haben sich seit dieser Analyse geändert');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Seither: Gesuchsentwurf ersetzt, Finanzierungsgesuch hinzugefügt und Maskierung korrigiert.',
    );
  });
});
