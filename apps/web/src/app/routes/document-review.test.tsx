import type { TDocumentFile } from '@grant-review/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, type InitialEntry } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TLocale } from '@/i18n';
import { LocaleProvider } from '@/test/i18n';
import { renderWithProviders } from '@/test/render';
import DocumentReviewRoute, { locatePassage } from './document-review';

const urlOf = (input: RequestInfo | URL | undefined) =>
  input === undefined ? '' : typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

const content = 'Budget\nUmsetzungspartner Laura Meier: CHF 310 000\nForschung: CHF 690 000';
const anonymized = 'Budget\nUmsetzungspartner [PERSON_1]: CHF 310 000\nForschung: CHF 690 000';
const file: TDocumentFile = {
  id: 'f1',
  project_id: 'p1',
  filename: 'f1.docx',
  original_filename: 'Budget.docx',
  file_role: 'BUDGET',
  role: 'Budget',
  processing_status: 'PROCESSED',
  file_size: 2048,
  file_type: 'docx',
  created_at: '2026-01-01T00:00:00.000Z',
  content,
  anonymized_content: anonymized,
  pii_entities: [{ entity_type: 'PERSON', text: 'Laura Meier', start: 25, end: 36, confidence: 0.9 }],
  pii_entity_counts: { PERSON: 1 },
  error: null,
};
const quote = 'Umsetzungspartner [PERSON_1]: CHF 310 000';
const quoteRange = { start: anonymized.indexOf(quote), end: anonymized.indexOf(quote) + quote.length };

function renderReviewPage(path: InitialEntry, locale: TLocale = 'en') {
  return renderWithProviders(
    <LocaleProvider locale={locale}>
      <Routes>
        <Route path="/review/:id" element={<DocumentReviewRoute />} />
      </Routes>
    </LocaleProvider>,
    { route: path },
  );
}

describe('locatePassage', () => {
  it('shows the passage in the original text, with the real values the placeholders stand for', () => {
    const located = locatePassage(file, quoteRange);
    expect(located?.tab).toBe('original');
    expect(located && content.slice(located.range.start, located.range.end)).toBe(
      'Umsetzungspartner Laura Meier: CHF 310 000',
    );
  });

  it('falls back to the anonymized text the offsets index when the texts do not line up', () => {
    expect(locatePassage({ ...file, pii_entities: [] }, quoteRange)).toEqual({ tab: 'anonymized', range: quoteRange });
  });

  it('gives up on a range outside the text', () => {
    expect(locatePassage(file, { start: 10, end: anonymized.length + 5 })).toBeNull();
  });
});

describe('DocumentReviewRoute with a passage from the report', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(new Response(JSON.stringify(file), { status: 200 }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('highlights the quoted passage in the original text and brings it into view', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderReviewPage(`/review/f1?start=${quoteRange.start}&end=${quoteRange.end}`);
    const passage = await screen.findByTestId('report-passage');
    expect(passage).toHaveTextContent('Umsetzungspartner Laura Meier: CHF 310 000');
    expect(within(passage).getByText('Laura Meier').tagName).toBe('MARK');
    expect(screen.getByRole('tab', { name: 'Original' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('The passage the report quotes is highlighted in the text.')).toBeInTheDocument();
    await vi.waitFor(() => expect(scrollIntoView.mock.contexts).toContain(passage));
    await vi.waitFor(() => expect(passage).toHaveFocus());
  });

  it('leads back to the report it was opened from', async () => {
    const reportPath = '/projects/p1/revisions/r1/report';
    renderReviewPage({ pathname: '/review/f1', search: '?start=7&end=24', state: { reportPath } });
    expect(await screen.findByRole('link', { name: 'Back to the report' })).toHaveAttribute('href', reportPath);
  });

  it('says so when the passage is not in this version of the document', async () => {
    renderReviewPage('/review/f1?start=5000&end=5100');
    expect(
      await screen.findByText('The passage the report quotes could not be located in this version of the document.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('report-passage')).toBeNull();
  });

  it('marks nothing without a passage in the address', async () => {
    renderReviewPage('/review/f1');
    expect(await screen.findByText('Laura Meier')).toBeInTheDocument();
    expect(screen.queryByTestId('report-passage')).toBeNull();
    expect(screen.queryByText('Passage from the report')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Projects' })).toHaveAttribute('href', '/projects');
  });
});

describe('DocumentReviewRoute with a scanned document', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const serve = (served: TDocumentFile) =>
    fetchMock.mockImplementation(() => Promise.resolve(new Response(JSON.stringify(served), { status: 200 })));
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => vi.unstubAllGlobals());

  it('says the text was read by OCR, how sure it was and which pages are missing', async () => {
    serve({ ...file, ocr: { pages: [1, 2, 3, 4], page_count: 4, confidence: 96, unreadable_pages: [2, 3] } });
    renderReviewPage('/review/f1');
    expect(await screen.findByText('Read by OCR · 96%')).toBeInTheDocument();
    expect(screen.getByText(/Text recognised from scanned pages 1–4; OCR confidence 96%/)).toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'Pages missing from the text' })).toHaveTextContent(
      'Pages 2 and 3 could not be read: no text was recognised on them.',
    );
  });

  it('tells which page of the scan is being read', async () => {
    serve({ ...file, processing_status: 'PROCESSING', content: null, progress: { page: 5, page_count: 9 } });
    renderReviewPage('/review/f1', 'fr');
    expect(await screen.findByRole('progressbar', { name: 'Lecture de Budget.docx' })).toHaveAttribute(
      'aria-valuetext',
      'Lecture de la page 5 sur 9',
    );
  });
});

describe('DocumentReviewRoute with a long document', () => {
  const lines = Array.from({ length: 3000 }, (_, line) => `Line ${line}: the budget was drafted by Laura Meier.`);
  const longContent = lines.join('\n');
  const personAt = (line: number) => {
    const start = longContent.indexOf(`Line ${line}: `) + `Line ${line}: the budget was drafted by `.length;
    return {
      entity_type: 'PERSON' as const,
      text: 'Laura Meier',
      start,
      end: start + 'Laura Meier'.length,
      confidence: 0.7,
    };
  };
  const entities = [personAt(3), personAt(2900)];
  const longAnonymized =
    longContent.slice(0, entities[0]!.start) +
    '[PERSON_1]' +
    longContent.slice(entities[0]!.end, entities[1]!.start) +
    '[PERSON_1]' +
    longContent.slice(entities[1]!.end);
  const longFile: TDocumentFile = {
    ...file,
    content: longContent,
    anonymized_content: longAnonymized,
    pii_entities: entities,
    pii_entity_counts: { PERSON: 2 },
  };
  const longQuote = 'Line 2950: the budget was drafted by Laura Meier.';
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(() => Promise.resolve(new Response(JSON.stringify(longFile), { status: 200 })));
  });
  afterEach(() => vi.unstubAllGlobals());

  const documentText = () => screen.getAllByRole('region', { name: 'Document text' });

  it('renders only the start of the text, not all of it', async () => {
    renderReviewPage('/review/f1');
    await screen.findAllByText('Laura Meier');
    const [original] = documentText();
    expect(original).toHaveTextContent('Line 0: the budget');
    expect(original?.textContent?.length).toBeLessThan(longContent.length / 5);
    expect(original).not.toHaveTextContent('Line 1500:');
  });

  it('renders the block of a linked passage far down the text, highlights it and scrolls to it', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    const start = longAnonymized.indexOf(longQuote);
    renderReviewPage(`/review/f1?start=${start}&end=${start + longQuote.length}`);
    const passage = await screen.findByTestId('report-passage');
    expect(passage).toHaveTextContent(longQuote);
    await vi.waitFor(() => expect(scrollIntoView.mock.contexts).toContain(passage));
    await vi.waitFor(() => expect(passage).toHaveFocus());
    const [original] = documentText();
    expect(original).toHaveTextContent('Line 0: the budget');
    expect(original).not.toHaveTextContent('Line 1500:');
  });

  it('renders and scrolls to an entity far down the text when its Show button is pressed', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderReviewPage('/review/f1');
    const showButtons = await screen.findAllByRole('button', { name: 'Show PERSON in the text' });
    expect(document.getElementById('pii-entity-1')).toBeNull();
    await userEvent.click(showButtons[1]!);
    const mark = await vi.waitFor(() => {
      const element = document.getElementById('pii-entity-1');
      expect(element).not.toBeNull();
      return element!;
    });
    expect(mark).toHaveTextContent('Laura Meier');
    expect(mark.closest('[data-block]')).toHaveTextContent('Line 2900:');
    await vi.waitFor(() => expect(scrollIntoView.mock.contexts).toContain(mark));
  });

  it('keeps both texts mounted and switches tabs by showing the other', async () => {
    renderReviewPage('/review/f1');
    await screen.findAllByText('Laura Meier');
    await userEvent.click(screen.getByRole('tab', { name: 'Anonymized' }));
    // Both panels stay in the DOM; the stylesheet hides the inactive one (jsdom applies no CSS).
    const panels = screen.getAllByRole('tabpanel');
    expect(panels).toHaveLength(2);
    const active = panels.find((panel) => panel.dataset.state === 'active');
    const inactive = panels.find((panel) => panel.dataset.state === 'inactive');
    expect(active).toHaveTextContent('Line 3: the budget was drafted by [PERSON_1].');
    expect(inactive).toHaveTextContent('Line 3: the budget was drafted by Laura Meier.');
    expect(inactive).toHaveClass('data-[state=inactive]:hidden');
    expect(screen.getByText('Personal information has been anonymized for privacy')).toBeInTheDocument();
  });
});

/** The file, and its project with the caller's role (which decides whether masking corrections are offered). */
const serveFileAndProject = (role: 'owner' | 'viewer') => (input: RequestInfo | URL) => {
  const url = urlOf(input);
  const correction = {
    id: 'c1',
    kind: 'keep',
    value: 'Helio AG',
    entity_type: null,
    created_by: 'u1',
    created_at: '2026-11-24T10:00:00.000Z',
  };
  const body =
    url === '/api/projects/p1'
      ? { id: 'p1', name: 'SolarSkin', role }
      : url.endsWith('/pii-corrections')
        ? [correction]
        : file;
  return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
};

describe('DocumentReviewRoute in each language', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(serveFileAndProject('owner'));
  });
  afterEach(() => vi.unstubAllGlobals());

  it("keeps the spec's English: headings, tabs, the notice and each entity's confidence and position", async () => {
    renderReviewPage('/review/f1');
    expect(await screen.findByRole('heading', { name: 'Document Review' })).toBeInTheDocument();
    expect(screen.getByText('Document Content')).toBeInTheDocument();
    expect(screen.getByText('Original document content with potential personal information')).toBeInTheDocument();
    expect(screen.getByText('Detected Personal Information')).toBeInTheDocument();
    expect(
      screen.getByText('The following types of personal information were detected and anonymized:'),
    ).toBeInTheDocument();
    expect(screen.getByText('Confidence: 90%')).toBeInTheDocument();
    expect(screen.getByText('Position: 25-36')).toBeInTheDocument();
  });

  it('speaks German', async () => {
    renderReviewPage('/review/f1', 'de');
    expect(await screen.findByRole('heading', { name: 'Dokumentprüfung' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zu den Projekten' })).toHaveAttribute('href', '/projects');
    expect(screen.getByText('Dokumentinhalt')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Anonymisiert' })).toBeInTheDocument();
    expect(screen.getByText('Erkannte Personendaten')).toBeInTheDocument();
    expect(screen.getByText('Sicherheit: 90 %')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PERSON im Text zeigen' })).toHaveTextContent('Zeigen');
    expect(await screen.findByRole('button', { name: 'Keine Personendaten: Laura Meier' })).toBeInTheDocument();
  });

  it('offers a viewer the masking to read, but no corrections', async () => {
    fetchMock.mockImplementation(serveFileAndProject('viewer'));
    renderReviewPage('/review/f1');
    expect(await screen.findByText('Detected Personal Information')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => urlOf(url))).toContain('/api/projects/p1'));
    expect(screen.getByRole('button', { name: 'Show PERSON in the text' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Not personal data/ })).not.toBeInTheDocument();
    // The project's corrections are there to read, without undo and without "Also mask".
    expect(await screen.findByText('Helio AG')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Undo/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Also mask')).not.toBeInTheDocument();
  });

  it('offers an owner the corrections with undo and "Also mask"', async () => {
    renderReviewPage('/review/f1');
    expect(await screen.findByText('Helio AG')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Undo/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Also mask')).toBeInTheDocument();
  });

  it('speaks Italian', async () => {
    renderReviewPage('/review/f1', 'it');
    expect(await screen.findByRole('heading', { name: 'Esame del documento' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Originale' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Contenuto originale del documento, che può contenere dati personali')).toBeInTheDocument();
    expect(screen.getByText('Dati personali rilevati')).toBeInTheDocument();
    expect(screen.getByText('Posizione: 25-36')).toBeInTheDocument();
  });
});
