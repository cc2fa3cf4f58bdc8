import { SLOTS_BY_PROJECT_TYPE, type TDocumentFile } from '@grant-review/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TLocale } from '@/i18n';
import { LocaleProvider } from '@/test/i18n';
import { renderWithProviders } from '@/test/render';
import { SlotCard } from './slot-card';

const slot = SLOTS_BY_PROJECT_TYPE.INNOSUISSE_PROJECT.find((item) => item.id === 'FUNDING_PROPOSAL')!;

const failedFile = (overrides: Partial<TDocumentFile>): TDocumentFile => ({
  id: 'file-1',
  project_id: 'project-1',
  filename: 'stored.pdf',
  original_filename: 'budget.pdf',
  file_role: slot.id,
  role: slot.name,
  processing_status: 'ERROR',
  file_size: 2048,
  file_type: 'pdf',
  created_at: '2026-11-24T10:00:00.000Z',
  content: null,
  anonymized_content: null,
  pii_entities: [],
  pii_entity_counts: {},
  error: 'This PDF is password-protected. Remove the password and upload it again.',
  error_code: 'ENCRYPTED',
  can_retry: false,
  ...overrides,
});

const renderCard = (file: TDocumentFile | undefined) =>
  renderWithProviders(<SlotCard role="owner" slot={slot} file={file} projectId="project-1" revisionId="revision-1" />);

describe('SlotCard with a failed file', () => {
  it('shows why a password-protected file failed and offers no Retry, only a new upload', () => {
    renderCard(failedFile({}));
    const reason = screen.getByRole('note', { name: 'Why the file could not be read' });
    expect(reason).toHaveTextContent(
      'Password-protected: This PDF is password-protected. Remove the password and upload it again.',
    );
    expect(reason).toHaveTextContent('Retrying would fail the same way: fix the file and upload it again.');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace' })).toBeEnabled();
    expect(screen.queryByText(/Not processed yet/)).not.toBeInTheDocument();
  });

  it('offers Retry after an internal failure, which processing again can overcome', () => {
    renderCard(
      failedFile({
        error: 'Processing failed unexpectedly. Please try again; contact support if it keeps failing.',
        error_code: 'INTERNAL',
        can_retry: true,
      }),
    );
    expect(screen.getByRole('note', { name: 'Why the file could not be read' })).toHaveTextContent(
      'Processing error: Processing failed unexpectedly.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });

  it('decides from the code when the server sent no can_retry (a wrong file type is not retried)', () => {
    const { unmount } = renderCard(
      failedFile({
        error: 'This file is not a Word document (.docx).',
        error_code: 'UNSUPPORTED',
        can_retry: undefined,
      }),
    );
    expect(screen.getByText(/Unsupported file type/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    unmount();
    renderCard(failedFile({ error: null, error_code: null, can_retry: undefined }));
    expect(screen.getByRole('note')).toHaveTextContent('Processing failed: No further detail was recorded.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('SlotCard with a scanned file', () => {
  const scannedFile = (overrides: Partial<TDocumentFile>) =>
    failedFile({ processing_status: 'PROCESSED', error: null, error_code: null, ...overrides });

  it('says which pages were read by OCR, how sure it was, and which pages could not be read', () => {
    renderCard(scannedFile({ ocr: { pages: [1, 2, 3, 5], page_count: 5, confidence: 92, unreadable_pages: [4] } }));
    const card = screen.getByRole('group', { name: slot.name });
    expect(card).toHaveTextContent('Read by OCR · 92%');
    expect(card).toHaveTextContent('Text recognised from scanned pages 1–3 and 5; OCR confidence 92%.');
    expect(screen.getByRole('note', { name: 'Pages missing from the text' })).toHaveTextContent(
      'Page 4 could not be read: no text was recognised on it.',
    );
  });

  it('warns when the OCR was unsure', () => {
    renderCard(scannedFile({ ocr: { pages: [2], page_count: 6, confidence: 55, unreadable_pages: [] } }));
    expect(screen.getByText('Read by OCR · 55% · uncertain')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('tells which page is being read while the scan is processed', () => {
    renderCard(scannedFile({ processing_status: 'PROCESSING', progress: { page: 3, page_count: 12 } }));
    expect(screen.getByText('Processing')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Reading budget.pdf' })).toHaveAttribute(
      'aria-valuetext',
      'Reading page 3 of 12',
    );
  });

  it('says nothing about OCR for a digital document', () => {
    renderCard(scannedFile({ ocr: null, progress: null }));
    expect(screen.queryByText(/OCR/)).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

describe('SlotCard in other languages', () => {
  const renderIn = (locale: TLocale, file: TDocumentFile | undefined) =>
    renderWithProviders(
      <LocaleProvider locale={locale}>
        <SlotCard role="owner" slot={slot} file={file} projectId="project-1" revisionId="revision-1" />
      </LocaleProvider>,
    );

  it('names the slot, its status and its actions in German', () => {
    renderIn(
      'de',
      failedFile({ error_code: 'INTERNAL', error: 'Die Verarbeitung ist fehlgeschlagen.', can_retry: true }),
    );
    const card = screen.getByRole('group', { name: 'Finanzierungsgesuch' });
    expect(card).toHaveTextContent('Budget und Finanzierung: Projektkosten');
    expect(card).toHaveTextContent('Erforderlich');
    expect(card).toHaveTextContent('Fehler');
    expect(screen.getByRole('note', { name: 'Warum die Datei nicht gelesen werden konnte' })).toHaveTextContent(
      'Verarbeitungsfehler: Die Verarbeitung ist fehlgeschlagen.',
    );
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Ersetzen' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Finanzierungsgesuch löschen' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Prüfen' })).toHaveAttribute('href', '/review/file-1');
  });

  it('offers the upload in French', () => {
    renderIn('fr', undefined);
    expect(screen.getByRole('group', { name: 'Demande de financement' })).toHaveTextContent('Obligatoire');
    expect(screen.getByRole('button', { name: /Cliquez pour téléverser ou glissez-déposez un fichier/ })).toBeEnabled();
    expect(screen.getByLabelText('Téléverser « Demande de financement »')).toHaveAttribute('type', 'file');
    expect(screen.getByText('PDF ou DOCX')).toBeInTheDocument();
  });
});

/** Stands in for the browser's XMLHttpRequest; the test drives its upload events and its answer. */
class FakeXhr extends EventTarget {
  static last: FakeXhr | undefined;
  readonly upload = new EventTarget();
  readonly headers = new Map<string, string>();
  method = '';
  url = '';
  body: unknown;
  status = 0;
  responseText = '';

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.last = this;
  }
  abort() {
    this.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.dispatchEvent(new Event('load'));
  }
}

describe('SlotCard upload', () => {
  beforeEach(() => {
    FakeXhr.last = undefined;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    window.localStorage.setItem('access_token', 'token-1');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows how much of a large file has been sent, as a progressbar with the percentage', async () => {
    renderCard(undefined);
    const large = new File([new Uint8Array(1024)], 'budget 2026.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText(`Upload ${slot.name}`), large);

    const request = FakeXhr.last;
    if (!request) throw new Error('no upload request');
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/projects/project-1/revisions/revision-1/upload-slot/FUNDING_PROPOSAL');
    expect(request.headers.get('Authorization')).toBe('Bearer token-1');
    expect((request.body as FormData).get('file')).toBeInstanceOf(File);

    const bar = screen.getByRole('progressbar', { name: 'Uploading budget 2026.pdf' });
    expect(bar).not.toHaveAttribute('aria-valuenow');

    const total = 12 * 1024 * 1024;
    request.progress(Math.round(total * 0.4), total);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    expect(bar).toHaveAttribute('aria-valuetext', '40% (4.8 of 12.0 MB)');
    expect(screen.getByText('40%')).toBeInTheDocument();
    expect(bar.firstElementChild).toHaveStyle({ width: '40%' });

    request.progress(total, total);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    expect(screen.getByText('Finishing upload…')).toBeInTheDocument();

    request.respond(201, failedFile({ processing_status: 'UPLOADED', error: null, error_code: null }));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /Click to upload/ })).toBeInTheDocument();
  });

  it('tells the progress in French, with French numbers', async () => {
    renderWithProviders(
      <LocaleProvider locale="fr">
        <SlotCard role="owner" slot={slot} file={undefined} projectId="project-1" revisionId="revision-1" />
      </LocaleProvider>,
    );
    await userEvent.upload(
      screen.getByLabelText('Téléverser « Demande de financement »'),
      new File([new Uint8Array(10)], 'budget.pdf', { type: 'application/pdf' }),
    );
    const bar = screen.getByRole('progressbar', { name: 'Téléversement de budget.pdf' });
    expect(bar).toHaveAttribute('aria-valuetext', 'Début du téléversement');
    const total = 12 * 1024 * 1024;
    FakeXhr.last?.progress(Math.round(total * 0.4), total);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    expect(bar.getAttribute('aria-valuetext')?.replace(/\s/g, ' ')).toBe('40 % (4,8 sur 12,0 Mo)');
    expect(screen.getByText(/4,8 sur 12,0 Mo/)).toBeInTheDocument();
  });

  it('ends the progress when the upload is refused, and the slot can be used again', async () => {
    renderCard(undefined);
    await userEvent.upload(
      screen.getByLabelText(`Upload ${slot.name}`),
      new File([new Uint8Array(10)], 'big.pdf', { type: 'application/pdf' }),
    );
    FakeXhr.last?.progress(5, 10);
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50'));
    FakeXhr.last?.respond(413, { detail: 'File is too large. The maximum size is 50 MB.' });
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /Click to upload/ })).toBeEnabled();
  });
});

describe('SlotCard by role', () => {
  const renderAs = (role: 'editor' | 'viewer', file: TDocumentFile | undefined) =>
    renderWithProviders(<SlotCard role={role} slot={slot} file={file} projectId="project-1" revisionId="revision-1" />);
  const retryable = () => failedFile({ error_code: 'PROCESSING_TIMEOUT', can_retry: true, error: 'Reading failed' });

  it('offers a viewer the review link only: no upload, replace, delete or retry', () => {
    renderAs('viewer', retryable());
    expect(screen.getByRole('link', { name: /Review/ })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Upload Funding Proposal')).not.toBeInTheDocument();
  });

  it('shows a viewer an empty slot without a drop zone', () => {
    renderAs('viewer', undefined);
    expect(screen.getByText('No document yet')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Upload Funding Proposal')).not.toBeInTheDocument();
  });

  it('offers an editor retry, replace and delete', () => {
    renderAs('editor', retryable());
    for (const name of ['Retry', 'Replace', 'Delete Funding Proposal']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Upload Funding Proposal')).toBeInTheDocument();
  });
});
