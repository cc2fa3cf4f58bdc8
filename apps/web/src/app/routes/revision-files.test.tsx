import type { TDocumentFile, TProject, TRevision } from '@grant-review/contract';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TLocale } from '@/i18n';
import { LocaleProvider } from '@/test/i18n';
import { renderWithProviders } from '@/test/render';
import RevisionFilesRoute from './revision-files';

const project: TProject = {
  id: 'p1',
  name: 'Sensor for bridges',
  description: null,
  project_type: 'INNOSUISSE_PROJECT',
  revision_count: 2,
  created_at: '2026-11-02T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  role: 'owner',
  owner: { user_id: 'u1', name: 'Anna Muster' },
};
const file: TDocumentFile = {
  id: 'f1',
  project_id: 'p1',
  filename: 'f1.pdf',
  original_filename: 'Finanzierung.pdf',
  file_role: 'FUNDING_PROPOSAL',
  role: 'Funding Proposal',
  processing_status: 'PROCESSED',
  file_size: 2048,
  file_type: 'pdf',
  created_at: '2026-11-20T10:00:00.000Z',
  content: null,
  anonymized_content: null,
  pii_entities: [],
  pii_entity_counts: { PERSON: 4, EMAIL_ADDRESS: 2, PHONE_NUMBER: 1, URL: 1 },
  error: null,
};
const revisions = [
  { id: 'r2', created_at: '2026-11-20T10:00:00.000Z', files: [file], chat: null },
  { id: 'r1', created_at: '2026-11-10T10:00:00.000Z', files: [], chat: null },
] as unknown as TRevision[];

function renderFilesPage(locale: TLocale, revisionId = 'r2') {
  return renderWithProviders(
    <LocaleProvider locale={locale}>
      <Routes>
        <Route path="/projects/:id/revisions/:revisionId/files" element={<RevisionFilesRoute />} />
      </Routes>
    </LocaleProvider>,
    { route: `/projects/p1/revisions/${revisionId}/files` },
  );
}

describe('RevisionFilesRoute', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation((input) => {
      const url = String(input instanceof Request ? input.url : input);
      const body = url.includes('/revisions') ? revisions : project;
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('lists the revision’s files in English', async () => {
    renderFilesPage('en');
    expect(await screen.findByRole('heading', { name: 'Revision 2 files', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('1 file')).toBeInTheDocument();
    const card = screen.getByRole('listitem');
    expect(within(card).getByText('Funding Proposal')).toBeInTheDocument();
    expect(within(card).getByText('+1 more')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Review Document' })).toHaveAttribute('href', '/review/f1');
  });

  it('speaks German', async () => {
    renderFilesPage('de');
    expect(await screen.findByRole('heading', { name: 'Dateien der Revision 2', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('1 Datei')).toBeInTheDocument();
    const card = screen.getByRole('listitem');
    expect(within(card).getByText('Rolle')).toBeInTheDocument();
    expect(within(card).getByText('Finanzierungsgesuch')).toBeInTheDocument();
    expect(within(card).getByText('Personendaten')).toBeInTheDocument();
    expect(within(card).getByText('+1 weitere')).toBeInTheDocument();
    expect(within(card).getByText('PROCESSED')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Dokument prüfen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Analyse öffnen/ })).toBeInTheDocument();
  });

  it('shows which pages of a scan OCR read, which it could not, and the page a scan in processing is at', async () => {
    const scanned: TDocumentFile = {
      ...file,
      ocr: { pages: [2, 5], page_count: 6, confidence: 71.4, unreadable_pages: [3, 4] },
    };
    const reading: TDocumentFile = {
      ...file,
      id: 'f2',
      original_filename: 'Budget-Scan.pdf',
      processing_status: 'PROCESSING',
      progress: { page: 3, page_count: 12 },
    };
    fetchMock.mockImplementation((input) => {
      const url = String(input instanceof Request ? input.url : input);
      const body = url.includes('/revisions') ? [{ ...revisions[0], files: [scanned, reading] }] : project;
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
    });
    renderFilesPage('de', 'r2');
    const [scannedCard, readingCard] = await screen.findAllByRole('listitem');
    if (!scannedCard || !readingCard) throw new Error('two file cards expected');
    expect(within(scannedCard).getByText('Per OCR gelesen · 71% · unsicher')).toBeInTheDocument();
    expect(scannedCard).toHaveTextContent('Text per OCR aus den gescannten Seiten 2 und 5 erkannt');
    expect(within(scannedCard).getByRole('note', { name: 'Seiten, die im Text fehlen' })).toHaveTextContent(
      'Die Seiten 3 und 4 konnten nicht gelesen werden',
    );
    expect(within(readingCard).getByRole('progressbar', { name: 'Budget-Scan.pdf wird gelesen' })).toHaveAttribute(
      'aria-valuetext',
      'Seite 3 von 12 wird gelesen',
    );
    expect(within(readingCard).queryByText(/OCR/)).not.toBeInTheDocument();
  });

  it('says in Italian that a revision has no files', async () => {
    renderFilesPage('it', 'r1');
    expect(await screen.findByRole('heading', { name: 'Nessun file in questa revisione' })).toBeInTheDocument();
    expect(screen.getByText('Caricate i documenti nella pagina del progetto.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna al progetto' })).toHaveAttribute('href', '/projects/p1');
  });
});
