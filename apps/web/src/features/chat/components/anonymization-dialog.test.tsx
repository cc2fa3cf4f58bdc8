import type { TDocumentFile } from '@grant-review/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TLocale } from '@/i18n';
import { LocaleProvider } from '@/test/i18n';
import { renderWithProviders } from '@/test/render';
import { AnonymizationDialog } from './anonymization-dialog';

const file = (id: string, overrides: Partial<TDocumentFile>): TDocumentFile => ({
  id,
  project_id: 'p1',
  filename: `${id}.pdf`,
  original_filename: `${id}.pdf`,
  file_role: 'APPLICATION_DRAFT',
  role: 'Application Draft',
  processing_status: 'PROCESSED',
  file_size: 1000,
  file_type: 'pdf',
  created_at: '2026-11-24T10:00:00.000Z',
  content: null,
  anonymized_content: null,
  pii_entities: [],
  pii_entity_counts: {},
  error: null,
  error_code: null,
  can_retry: false,
  ...overrides,
});

const files = [
  file('draft', {}),
  file('budget', {
    file_role: 'FUNDING_PROPOSAL',
    role: 'Funding Proposal',
    processing_status: 'ERROR',
    error: 'This PDF is password-protected. Remove the password and upload it again.',
    error_code: 'ENCRYPTED',
  }),
  file('cv', { file_role: 'CV', role: 'CV', processing_status: 'PROCESSING' }),
];

function renderDialog(locale: TLocale = 'en', shown: TDocumentFile[] = files) {
  return renderWithProviders(
    <LocaleProvider locale={locale}>
      <AnonymizationDialog open files={shown} onConfirm={vi.fn()} onOpenChange={vi.fn()} />
    </LocaleProvider>,
  );
}

function renderWithConfirm(locale: TLocale = 'en') {
  const onConfirm = vi.fn();
  renderWithProviders(
    <LocaleProvider locale={locale}>
      <AnonymizationDialog open files={[file('draft', {})]} onConfirm={onConfirm} onOpenChange={vi.fn()} />
    </LocaleProvider>,
  );
  return onConfirm;
}

const itemOf = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

describe('AnonymizationDialog report language', () => {
  it('leaves the language to the documents unless the user picks one', async () => {
    const onConfirm = renderWithConfirm();
    const select = screen.getByRole('combobox', { name: 'Report language' });
    expect(select).toHaveValue('');
    expect(select).toHaveAccessibleDescription(
      'The review is written in the main language of your documents unless you choose another.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and Start Analysis' }));
    expect(onConfirm).toHaveBeenLastCalledWith(null);

    await userEvent.selectOptions(select, 'Italiano');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and Start Analysis' }));
    expect(onConfirm).toHaveBeenLastCalledWith('it');
  });

  it('asks in the interface language', () => {
    renderWithConfirm('de');
    expect(screen.getByRole('combobox', { name: 'Sprache des Berichts' })).toHaveDisplayValue('Sprache der Dokumente');
  });
});

describe('AnonymizationDialog', () => {
  it('gives the reason a file could not be read and says the analysis leaves it out', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: /Confirm anonymization/ });
    expect(dialog).not.toHaveTextContent('Not processed yet');
    expect(dialog).not.toHaveTextContent('(ERROR)');
    expect(within(dialog).getByText('1 document could not be read and is left out of the analysis.')).toBeVisible();

    const budget = itemOf('budget.pdf');
    expect(within(budget).getByRole('note', { name: 'Why the file could not be read' })).toHaveTextContent(
      'Password-protected: This PDF is password-protected. Remove the password and upload it again.',
    );
    expect(within(budget).getByText('Not read: the analysis leaves this document out.')).toBeInTheDocument();

    const cv = itemOf('cv.pdf');
    expect(within(cv).getByText('Still being processed: detected items may be incomplete.')).toBeInTheDocument();
    expect(within(cv).queryByRole('note')).not.toBeInTheDocument();
    expect(within(itemOf('draft.pdf')).getByText('No personal information detected.')).toBeInTheDocument();
  });

  it('shows which documents were read by OCR, their missing pages, and the page a scan is being read at', () => {
    renderDialog('en', [
      file('scan', { ocr: { pages: [1, 2], page_count: 2, confidence: 64, unreadable_pages: [2] } }),
      file('cv', { processing_status: 'PROCESSING', progress: { page: 2, page_count: 7 } }),
    ]);
    const scan = itemOf('scan.pdf');
    expect(within(scan).getByText('Read by OCR · 64% · uncertain')).toBeInTheDocument();
    expect(within(scan).getByRole('note', { name: 'Pages missing from the text' })).toHaveTextContent(
      'Page 2 could not be read: no text was recognised on it.',
    );
    const cv = itemOf('cv.pdf');
    expect(within(cv).getByText('Still being processed: detected items may be incomplete.')).toBeInTheDocument();
    expect(within(cv).getByRole('progressbar', { name: 'Reading cv.pdf' })).toHaveAttribute(
      'aria-valuetext',
      'Reading page 2 of 7',
    );
  });

  it('speaks German', () => {
    renderDialog('de');
    expect(screen.getByText('1 Dokument konnte nicht gelesen werden und fehlt in der Analyse.')).toBeInTheDocument();
    expect(within(itemOf('budget.pdf')).getByRole('note')).toHaveTextContent('Passwortgeschützt:');
  });

  const masked = [
    file('draft', { pii_entity_counts: { PERSON: 2, EMAIL_ADDRESS: 1, CH_AHV_NUMBER: 1 } }),
    file('budget', { pii_entity_counts: { PERSON: 1 } }),
  ];

  it('sums up what was masked: in a sentence, and per document by type', () => {
    renderDialog('en', masked);
    const dialog = screen.getByRole('dialog', { name: /Confirm anonymization/ });
    expect(within(dialog).getByText('5 items masked').tagName).toBe('STRONG');
    expect(within(dialog).getByText(/across 2 documents\.$/)).toBeInTheDocument();
    const draft = within(itemOf('draft.pdf')).getByRole('list', { name: 'Masked in draft.pdf' });
    expect(
      within(draft)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2 names', '1 AHV number', '1 email address']);
    expect(within(dialog).getByRole('button', { name: 'Confirm and Start Analysis' })).toBeInTheDocument();
  });

  it('speaks French', () => {
    renderDialog('fr', masked);
    const dialog = screen.getByRole('dialog', { name: /Confirmer l’anonymisation/ });
    expect(within(dialog).getByText('5 éléments masqués').tagName).toBe('STRONG');
    expect(within(dialog).getByText(/dans 2 documents\.$/)).toBeInTheDocument();
    const budget = within(itemOf('budget.pdf')).getByRole('list', { name: 'Masqué dans budget.pdf' });
    expect(budget).toHaveTextContent('1 nom');
    expect(within(itemOf('draft.pdf')).getByText('2 noms')).toBeInTheDocument();
    expect(within(itemOf('draft.pdf')).getByRole('link', { name: /Examiner le document/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirmer et lancer l’analyse' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
  });
});
