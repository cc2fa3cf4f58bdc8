import type { TReviewReport } from '@grant-review/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TLocale } from '@/i18n';
import { LocaleProvider } from '@/test/i18n';
import { renderWithProviders } from '@/test/render';
import { ReportView } from './report-view';

const report: TReviewReport = {
  version: 1,
  project_type: 'INNOSUISSE_PROJECT',
  reviewer: 'builtin',
  model: null,
  generated_at: '2026-11-20T09:30:00.000Z',
  language: 'en',
  readiness: { level: 'needs-work', summary: 'Two blockers stand between this application and submission.' },
  documents: [
    { file_id: 'file-app', slot: 'APPLICATION_DRAFT', slot_name: 'Application draft' },
    { file_id: 'file-budget', slot: 'BUDGET', slot_name: 'Budget' },
  ],
  criteria: [
    {
      criterion: 'innovation',
      title: 'Degree of innovation',
      rating: 'strong',
      rationale: 'Compared with three named competitors.',
      is_assumption: false,
      source: 'Innosuisse guide',
    },
    {
      criterion: 'value-creation',
      title: 'Market and value creation',
      rating: 'weak',
      rationale: 'Market size given without a source.',
      is_assumption: true,
      source: 'Innosuisse guide',
    },
  ],
  findings: [
    {
      id: 'f-minor',
      check: 'milestones',
      criterion: 'value-creation',
      severity: 'minor',
      title: 'Milestone M3 has no date',
      explanation: 'M3 is named but not placed in time.',
      evidence: [],
      looked_for: 'A month or date next to each milestone in the work plan',
      suggestion: 'Add the month in which M3 is reached.',
    },
    {
      id: 'f-blocker',
      check: 'partner-share',
      criterion: 'formal',
      severity: 'blocker',
      title: "The implementation partner's share is 31 %",
      explanation: 'Innosuisse expects the implementation partner to carry 40–60 % of the total project costs.',
      evidence: [
        {
          file_id: 'file-budget',
          slot: 'BUDGET',
          start: 120,
          end: 168,
          quote: 'Umsetzungspartner Laura Meier AG: CHF 310 000',
          section: 'Kostenübersicht',
        },
      ],
      looked_for: null,
      suggestion: 'Raise the partner’s contribution or lower the research costs.',
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
    {
      file_id: 'file-app',
      slot: 'APPLICATION_DRAFT',
      heading: 'Anhang',
      numbering: null,
      target: null,
      target_title: null,
      method: 'heading',
    },
  ],
  figures: [
    {
      role: 'total-cost',
      value: 1000000,
      unit: 'CHF',
      label: 'Total project costs',
      file_id: 'file-budget',
      start: 10,
      end: 20,
    },
    { role: 'duration', value: 24, unit: 'months', label: 'Project duration', file_id: 'file-app', start: 5, end: 9 },
  ],
  quotes_dropped: 0,
};

function renderReport(locale: TLocale = 'en', value: TReviewReport = report) {
  return renderWithProviders(
    <LocaleProvider locale={locale}>
      <ReportView report={value} />
    </LocaleProvider>,
  );
}

describe('ReportView', () => {
  it('states the readiness with its summary and the rating scale', () => {
    renderReport();
    const readiness = screen.getByRole('region', { name: 'Overall readiness' });
    expect(within(readiness).getByText('Needs work')).toBeInTheDocument();
    expect(within(readiness).getByText(/Two blockers stand between/)).toBeInTheDocument();
    expect(within(readiness).getByText('Application draft, Budget')).toBeInTheDocument();
    const criteria = screen.getByRole('region', { name: 'Criteria' });
    for (const meaning of [
      'convincing evidence',
      'addressed, with gaps',
      'mentioned, but without',
      'no evidence found',
    ]) {
      expect(within(criteria).getByText(new RegExp(meaning))).toBeInTheDocument();
    }
  });

  it('lists each criterion with its rating badge, an SVG icon and no emoji, and its rationale', () => {
    const { container } = renderReport();
    const table = screen.getByRole('table', { name: 'Criteria' });
    const weakRow = within(table).getByRole('row', { name: /Market and value creation/ });
    expect(within(weakRow).getByText('Weak').closest('[data-rating]')?.querySelector('svg')).not.toBeNull();
    expect(within(weakRow).getByText('Market size given without a source.')).toBeInTheDocument();
    expect(within(weakRow).getByText('(assumed)')).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it('groups findings by severity, blockers first, each with its title under a heading', () => {
    renderReport();
    const findings = screen.getByRole('region', { name: 'Findings' });
    const groups = within(findings).getAllByRole('heading', { level: 3 });
    expect(groups.map((heading) => heading.textContent)).toEqual(['Blockers1 finding', 'Minor1 finding']);
    expect(screen.queryByRole('heading', { name: /^Important/ })).toBeNull();
    const blocker = screen.getByRole('article', { name: "The implementation partner's share is 31 %" });
    expect(within(blocker).getByText('Criterion: Formal and financial rules')).toBeInTheDocument();
    expect(within(blocker).getByText(/Raise the partner’s contribution/)).toBeInTheDocument();
  });

  it("links each quote to its passage on the review page and names the quote's document and section", () => {
    renderReport();
    const blocker = screen.getByRole('article', { name: "The implementation partner's share is 31 %" });
    expect(within(blocker).getByText('“Umsetzungspartner Laura Meier AG: CHF 310 000”')).toBeInTheDocument();
    expect(within(blocker).getByText('Budget, section “Kostenübersicht”')).toBeInTheDocument();
    expect(within(blocker).getByRole('link', { name: 'Show passage in Budget' })).toHaveAttribute(
      'href',
      '/review/file-budget?start=120&end=168',
    );
  });

  it('says what was looked for when a finding has no evidence', () => {
    renderReport();
    const minor = screen.getByRole('article', { name: 'Milestone M3 has no date' });
    expect(within(minor).getByText(/A month or date next to each milestone/)).toBeInTheDocument();
    expect(within(minor).queryByRole('link')).toBeNull();
  });

  // Keyboard opening of <details> is the browser's; the Playwright journey presses Enter on it.
  it('tells how each section was read in a collapsible part', async () => {
    renderReport();
    const toggle = screen.getByText('Show how 2 sections were read');
    const details = toggle.closest('details');
    expect(details).not.toHaveAttribute('open');
    await userEvent.click(toggle);
    expect(details).toHaveAttribute('open');
    expect(screen.getByText('Your section “3.2 Marktanalyse” was read as Market and value creation.')).toBeVisible();
    expect(
      screen.getByText('Your section “Anhang” was not matched to anything the funder assesses.'),
    ).toBeInTheDocument();
  });

  it('shows the key figures with their roles', () => {
    renderReport();
    const figures = screen.getByRole('table', { name: 'Key figures' });
    const total = within(figures).getByRole('row', { name: /Total project costs/ });
    expect(within(total).getByText('Total project cost')).toBeInTheDocument();
    expect(within(total).getByText(/1.000.000/)).toBeInTheDocument();
    expect(within(figures).getByRole('row', { name: /Project duration/ })).toHaveTextContent('24 months');
  });

  it('names the documents it did not read, with the reason, and says nothing when it read them all', () => {
    const unread: TReviewReport['unread_documents'] = [
      {
        file_id: 'file-cv',
        slot: 'CV',
        slot_name: 'CVs',
        status: 'ERROR',
        reason: 'This PDF is password-protected. Remove the password and upload it again.',
        error_code: 'ENCRYPTED',
      },
      {
        file_id: 'file-pub',
        slot: 'PUBLICATIONS',
        slot_name: 'Publications',
        status: 'PROCESSING',
        reason: 'It was still being processed when the analysis started.',
        error_code: null,
      },
    ];
    const { unmount } = renderReport('en', { ...report, unread_documents: unread });
    const note = screen.getByRole('note', { name: 'Documents not read' });
    expect(
      within(note)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'CVs (Password-protected): This PDF is password-protected. Remove the password and upload it again.',
      'Publications: It was still being processed when the analysis started.',
    ]);
    unmount();

    renderReport('de', { ...report, unread_documents: unread });
    expect(screen.getByRole('note', { name: 'Nicht gelesene Dokumente' })).toHaveTextContent(
      'CVs (Passwortgeschützt): This PDF is password-protected.',
    );
  });

  it('shows no such note for a report that read every document, or was made before this was recorded', () => {
    const { unmount } = renderReport('en', { ...report, unread_documents: [] });
    expect(screen.queryByRole('note', { name: 'Documents not read' })).not.toBeInTheDocument();
    unmount();
    renderReport('en', report);
    expect(screen.queryByText('Documents not read')).not.toBeInTheDocument();
  });

  it('says when there are no findings at all', () => {
    renderReport('en', { ...report, findings: [] });
    expect(screen.getByText('No findings: every check passed.')).toBeInTheDocument();
  });

  it.each([
    [
      'de',
      'Überarbeitung nötig',
      'Ausschlussgründe',
      'Ihr Abschnitt «3.2 Marktanalyse» wurde als Market and value creation gelesen.',
    ],
    [
      'fr',
      'À retravailler',
      'Bloquants',
      'Votre section « 3.2 Marktanalyse » a été lue comme Market and value creation.',
    ],
    [
      'it',
      'Da rivedere',
      'Bloccanti',
      'La vostra sezione «3.2 Marktanalyse» è stata letta come Market and value creation.',
    ],
  ] as const)('speaks %s', (locale, readiness, blockers, reading) => {
    renderReport(locale);
    expect(screen.getByText(readiness)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: new RegExp(`^${blockers}`) })).toBeInTheDocument();
    expect(screen.getByText(reading)).toBeInTheDocument();
  });
});
