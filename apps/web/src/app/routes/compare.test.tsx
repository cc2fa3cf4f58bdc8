/** The comparison of two analysed revisions (issue "Revisions that work like drafts", item 3). */
import type { TFinding, TRevision, TRevisionComparison } from '@grant-review/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TLocale } from '@/i18n';
import { LocaleProvider } from '@/test/i18n';
import { renderWithProviders } from '@/test/render';
import CompareRoute from './compare';

const analysis = { created_at: '2026-11-21T09:30:00.000Z', changes_since: [] };
const revision = (id: string, day: number, isAnalysed = true): TRevision => ({
  id,
  created_at: `2026-11-${day}T10:00:00.000Z`,
  files: [],
  chat: isAnalysed ? { id: `chat-${id}` } : null,
  is_analysis_outdated: false,
  analysis: isAnalysed ? analysis : null,
});

const cashFinding: TFinding = {
  id: 'f1',
  check: 'cash-contribution',
  criterion: 'formal',
  severity: 'blocker',
  title: 'Cash contribution below 5 %',
  explanation: 'The implementation partner pays 2 % in cash.',
  evidence: [],
  looked_for: null,
  suggestion: 'Raise the cash contribution.',
};
const marketFinding: TFinding = {
  ...cashFinding,
  id: 'f2',
  check: 'market-evidence',
  criterion: 'market',
  severity: 'important',
  title: 'Market figures without a source',
};

const comparison: TRevisionComparison = {
  project_id: 'p1',
  before: {
    revision_id: 'r1',
    number: 1,
    created_at: '2026-11-20T10:00:00.000Z',
    analysed_at: '2026-11-21T09:30:00.000Z',
    readiness: 'not-ready',
    report_language: 'en',
    is_analysis_outdated: false,
  },
  after: {
    revision_id: 'r2',
    number: 2,
    created_at: '2026-11-23T10:00:00.000Z',
    analysed_at: '2026-11-24T08:15:00.000Z',
    readiness: 'nearly-ready',
    report_language: 'en',
    is_analysis_outdated: true,
  },
  readiness_change: 'improved',
  criteria: [
    { criterion: 'market', title: 'Market potential', before: 'weak', after: 'adequate', change: 'improved' },
    { criterion: 'team', title: 'Team', before: 'strong', after: 'strong', change: 'unchanged' },
  ],
  findings: {
    resolved: [cashFinding],
    new: [],
    open: [{ before: marketFinding, after: { ...marketFinding, severity: 'minor' }, severity_change: 'improved' }],
  },
  formal_checks: [{ check: 'cash-contribution', before: 'blocker', after: 'passed', change: 'improved' }],
  figures: [{ role: 'cash-contribution', unit: 'CHF', before: [20000], after: [60000] }],
  documents: [
    { slot: 'budget', slot_name: 'Budget', change: 'replaced', before: 'budget-v1.xlsx', after: 'budget-v2.xlsx' },
    { slot: 'proposal', slot_name: 'Proposal', change: 'unchanged', before: 'p.docx', after: 'p.docx' },
  ],
};

/** The same revision on both sides: nothing can differ. */
const sameRevision: TRevisionComparison = {
  ...comparison,
  after: { ...comparison.before },
  readiness_change: 'unchanged',
  criteria: comparison.criteria.map((item) => ({ ...item, after: item.before, change: 'unchanged' })),
  findings: {
    resolved: [],
    new: [],
    open: [{ before: cashFinding, after: cashFinding, severity_change: 'unchanged' }],
  },
  formal_checks: [],
  figures: [],
  documents: comparison.documents.map((item) => ({ ...item, after: item.before, change: 'unchanged' })),
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

describe('CompareRoute', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let revisions: TRevision[];
  let compareResponse: () => Response;

  beforeEach(() => {
    revisions = [revision('r2', 23), revision('r1', 20)];
    compareResponse = () => json(comparison);
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation((input) => {
      const url = urlOf(input);
      if (url === '/api/projects/p1') return Promise.resolve(json({ id: 'p1', name: 'Sensor for bridges' }));
      if (url.startsWith('/api/projects/p1/revisions')) return Promise.resolve(json(revisions));
      if (url.startsWith('/api/projects/p1/compare/export')) {
        return Promise.resolve(
          new Response('docx', {
            headers: { 'Content-Disposition': 'attachment; filename="Sensor_comparison_1_2.docx"' },
          }),
        );
      }
      if (url.startsWith('/api/projects/p1/compare')) return Promise.resolve(compareResponse());
      return Promise.resolve(json({ detail: 'Not found' }, 404));
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
  });

  const renderCompare = (search: string, locale: TLocale = 'en') =>
    renderWithProviders(
      <LocaleProvider locale={locale}>
        <Routes>
          <Route path="/projects/:id/compare" element={<CompareRoute />} />
        </Routes>
      </LocaleProvider>,
      { route: `/projects/p1/compare${search}` },
    );

  it('shows the revisions with their dates, an improved criterion and a resolved finding', async () => {
    renderCompare('?from=r1&to=r2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Compare revisions' })).toBeInTheDocument();
    expect(await screen.findByText('Sensor for bridges')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/projects/p1/compare?from=r1&to=r2', expect.anything());

    const readiness = screen.getByRole('region', { name: 'Overall readiness' });
    expect(within(readiness).getByText(/created 20 Nov 2026 · analysed 21 Nov 2026/)).toBeInTheDocument();
    expect(within(readiness).getByText(/created 23 Nov 2026 · analysed 24 Nov 2026/)).toBeInTheDocument();
    expect(within(readiness).getByText('Not ready')).toBeInTheDocument();
    expect(within(readiness).getByText('Nearly ready')).toBeInTheDocument();

    const criteria = screen.getByRole('table', { name: 'Criteria' });
    const market = within(criteria).getByRole('row', { name: /Market potential/ });
    expect(within(market).getByText('Weak')).toBeInTheDocument();
    expect(within(market).getByText('Adequate')).toBeInTheDocument();
    expect(within(market).getByText('Improved')).toBeInTheDocument();
    expect(within(criteria).getByRole('columnheader', { name: 'Revision 1' })).toBeInTheDocument();

    const resolved = screen.getByRole('region', { name: /^Resolved/ });
    const finding = within(resolved).getByRole('article', { name: 'Cash contribution below 5 %' });
    expect(within(finding).getByText('Blocker')).toBeInTheDocument();
    expect(within(finding).getByText('Criterion: Formal and financial rules')).toBeInTheDocument();
    const open = screen.getByRole('region', { name: /^Still open/ });
    expect(within(open).getByText('Severity Important → Minor')).toBeInTheDocument();
    expect(within(open).getByText('Less severe')).toBeInTheDocument();

    const checks = screen.getByRole('table', { name: 'Formal and financial checks that changed' });
    expect(within(checks).getByText('Passed')).toBeInTheDocument();
    const figures = screen.getByRole('table', { name: 'Key figures that changed' });
    expect(within(figures).getByText(/CHF\s?60['’]000/)).toBeInTheDocument();
    const documents = screen.getByRole('table', { name: 'Documents that changed' });
    expect(
      within(documents).getByRole('row', { name: /Budget.*budget-v1\.xlsx.*budget-v2\.xlsx.*Replaced/ }),
    ).toBeVisible();
    expect(screen.getByText('1 document is the same in both revisions.')).toBeInTheDocument();

    // The later analysis is outdated: a notice links to that revision's analysis.
    expect(screen.getByText('The analysis of Revision 2 is out of date')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Run the analysis of Revision 2 again' })).toHaveAttribute(
      'href',
      '/projects/p1/revisions/r2/analysis',
    );
  });

  it('exports the comparison to Word under the server’s file name', async () => {
    // jsdom has no object URLs; this file's environment is its own, so they need no undoing.
    Object.assign(URL, { createObjectURL: () => 'blob:docx', revokeObjectURL: () => {} });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderCompare('?from=r2&to=r1');
    await userEvent.click(await screen.findByRole('button', { name: 'Export to Word' }));
    await vi.waitFor(() => expect(saved).toEqual(['Sensor_comparison_1_2.docx']));
    expect(fetchMock).toHaveBeenCalledWith('/api/projects/p1/compare/export?from=r1&to=r2', expect.anything());
  });

  it('lets the user pick the revisions among the analysed ones', async () => {
    revisions = [revision('r3', 24, false), ...revisions];
    renderCompare('?from=r1&to=r2');
    const later = await screen.findByRole('combobox', { name: 'Later revision' });
    expect(
      within(later)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Revision 2 · 23 Nov 2026', 'Revision 1 · 20 Nov 2026']);
    compareResponse = () => json(sameRevision);
    await userEvent.selectOptions(later, 'r1');
    expect(await screen.findByRole('heading', { name: 'Nothing changed' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/projects/p1/compare?from=r1&to=r1', expect.anything());
  });

  it('compares a revision with itself calmly: nothing changed', async () => {
    compareResponse = () => json(sameRevision);
    renderCompare('?from=r1&to=r1', 'de');
    expect(await screen.findByRole('heading', { name: 'Nichts hat sich geändert' })).toBeInTheDocument();
    expect(screen.getByText('Sie vergleichen Revision 1 mit sich selbst.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('Behoben')).not.toBeInTheDocument();
  });

  it('says in the interface’s language that an analysis is missing, with a way to run it (409)', async () => {
    revisions = [revision('r2', 23, false), revision('r1', 20)];
    const detail = 'Revision 2 has no analysis yet: run its analysis first.';
    compareResponse = () => json({ detail }, 409);
    renderCompare('?from=r1&to=r2');
    expect(await screen.findByRole('heading', { name: 'A revision has not been analysed yet' })).toBeInTheDocument();
    expect(screen.getByText(/needs a completed analysis of both revisions/)).toBeInTheDocument();
    expect(screen.queryByText(detail)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Run the analysis of Revision 2' })).toHaveAttribute(
      'href',
      '/projects/p1/revisions/r2/analysis',
    );
    expect(screen.queryByRole('button', { name: 'Export to Word' })).not.toBeInTheDocument();
  });

  it('says two analysed revisions are needed when there are fewer', async () => {
    revisions = [revision('r2', 23, false), revision('r1', 20)];
    renderCompare('', 'fr');
    expect(await screen.findByRole('heading', { name: 'Deux révisions analysées sont nécessaires' })).toBeVisible();
    for (const link of screen.getAllByRole('link', { name: 'Retour au projet' })) {
      expect(link).toHaveAttribute('href', '/projects/p1');
    }
  });

  it('opens the two newest analysed revisions when none are named', async () => {
    revisions = [revision('r3', 24, false), ...revisions];
    renderCompare('');
    expect(await screen.findByRole('table', { name: 'Criteria' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/projects/p1/compare?from=r1&to=r2', expect.anything());
  });

  it('offers a retry when the comparison fails to load', async () => {
    compareResponse = () => json({ detail: 'Database unavailable' }, 500);
    renderCompare('?from=r1&to=r2', 'it');
    expect(await screen.findByRole('heading', { name: 'Non è stato possibile caricare il confronto' })).toBeVisible();
    compareResponse = () => json(comparison);
    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('table', { name: 'Criteri' })).toBeInTheDocument();
  });
});
