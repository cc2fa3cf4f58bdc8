import type { TRevision } from '@grant-review/contract';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TLocale } from '@/i18n';
import { SessionContextProvider } from '@/lib/session-provider';
import { LocaleProvider } from '@/test/i18n';
import { createTestSession } from '@/test/session';
import { renderWithProviders } from '@/test/render';
import AnalysisRoute from './analysis';

const revision = (id: string): TRevision => ({
  id,
  created_at: '2026-11-24T10:00:00.000Z',
  files: [],
  chat: { id: `chat-${id}` },
  is_analysis_outdated: false,
  analysis: null,
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

describe('AnalysisRoute', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let role: 'owner' | 'viewer';
  beforeEach(() => {
    role = 'owner';
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation((input) => {
      const url = urlOf(input);
      if (url === '/api/projects/p1') return Promise.resolve(json({ id: 'p1', name: 'SolarSkin', role }));
      if (url === '/api/projects/p1/members') return Promise.resolve(json([]));
      if (url.startsWith('/api/projects/p1/revisions')) {
        // Newest first: three revisions, so the middle one is 'Revision 2'.
        return Promise.resolve(
          json([
            revision('c3a1e2f0-0000-4000-8000-000000000003'),
            revision('b2f4d6e8-0000-4000-8000-000000000002'),
            revision('a1b2c3d4-0000-4000-8000-000000000001'),
          ]),
        );
      }
      if (url.endsWith('/analyze')) return Promise.resolve(json({ chat_id: 'chat-2' }, 201));
      if (url.endsWith('/messages')) return Promise.resolve(json([]));
      return Promise.resolve(json({ detail: 'Not found' }, 404));
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  const renderAnalysis = (locale: TLocale = 'en') =>
    renderWithProviders(
      <SessionContextProvider value={createTestSession()}>
        <LocaleProvider locale={locale}>
          <Routes>
            <Route path="/projects/:id/revisions/:revisionId/analysis" element={<AnalysisRoute />} />
          </Routes>
        </LocaleProvider>
      </SessionContextProvider>,
      { route: '/projects/p1/revisions/b2f4d6e8-0000-4000-8000-000000000002/analysis' },
    );

  it('names the revision "Revision N" as the sidebar does, with its short id as secondary text', async () => {
    renderAnalysis();
    expect(await screen.findByText('Revision 2')).toBeInTheDocument();
    const id = screen.getByText('b2f4d6e8');
    expect(id).toHaveAttribute('title', 'b2f4d6e8-0000-4000-8000-000000000002');
    expect(id.parentElement).toHaveTextContent('Revision id b2f4d6e8');
    expect(await screen.findByText('Chat Active')).toBeInTheDocument();
  });

  it('speaks German', async () => {
    renderAnalysis('de');
    expect(await screen.findByText('Chat aktiv')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dokumentanalyse' })).toBeInTheDocument();
    expect(screen.getByText('Revision 2')).toBeInTheDocument();
    expect(screen.getByText('b2f4d6e8').parentElement).toHaveTextContent('Revisions-ID b2f4d6e8');
    expect(screen.getByRole('link', { name: 'Dateien anzeigen' })).toBeInTheDocument();
  });

  it('speaks French, including when the analysis cannot be set up', async () => {
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation((input, init) =>
      urlOf(input).endsWith('/analyze') ? Promise.resolve(json({}, 500)) : answer!(input, init),
    );
    renderAnalysis('fr');
    expect(await screen.findByText('L’analyse n’a pas pu être lancée')).toBeInTheDocument();
    expect(screen.getByText('Une erreur s’est produite lors de la préparation de l’analyse.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(screen.getByText('Révision 2')).toBeInTheDocument();
  });

  it('opens with the confirmation to run an outdated analysis again when the report page sent the user here', async () => {
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation((input, init) => {
      if (!urlOf(input).startsWith('/api/projects/p1/revisions')) return answer!(input, init);
      const outdated: TRevision = {
        ...revision('b2f4d6e8-0000-4000-8000-000000000002'),
        is_analysis_outdated: true,
        analysis: {
          created_at: '2026-11-24T11:00:00.000Z',
          changes_since: [
            { kind: 'document_replaced', slot: 'FUNDING_PROPOSAL', changed_at: '2026-11-24T12:00:00.000Z' },
          ],
        },
      };
      return Promise.resolve(json([outdated]));
    });
    renderWithProviders(
      <SessionContextProvider value={createTestSession()}>
        <LocaleProvider locale="en">
          <Routes>
            <Route path="/projects/:id/revisions/:revisionId/analysis" element={<AnalysisRoute />} />
          </Routes>
        </LocaleProvider>
      </SessionContextProvider>,
      { route: '/projects/p1/revisions/b2f4d6e8-0000-4000-8000-000000000002/analysis?rerun=1' },
    );
    expect(await screen.findByRole('dialog', { name: 'Confirm anonymization' })).toBeInTheDocument();
  });

  it("shows a viewer the revision's existing chat without creating one, and no chat input", async () => {
    role = 'viewer';
    renderAnalysis();
    expect(await screen.findByText('Chat Active')).toBeInTheDocument();
    expect(
      await screen.findByText('As a viewer you can read and export this chat, but not write in it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    const calls = fetchMock.mock.calls.map(([input]) => urlOf(input));
    expect(calls).toContain('/api/chat/chat-b2f4d6e8-0000-4000-8000-000000000002/messages');
    expect(calls.some((url) => url.endsWith('/analyze'))).toBe(false);
  });
});
