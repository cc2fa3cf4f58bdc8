import type { TDocumentFile, TFileOcr } from '@grant-review/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TLocale } from '@/i18n';
import { LocaleProvider } from '@/test/i18n';
import { FileOcrSummary, FileReadingProgress, formatPageList } from './file-ocr-summary';

const ocrOf = (overrides: Partial<TFileOcr>): TFileOcr => ({
  pages: [1, 2, 3],
  page_count: 3,
  confidence: 92,
  unreadable_pages: [],
  ...overrides,
});

const renderSummary = (ocr: TFileOcr | null | undefined, locale: TLocale = 'en') =>
  render(
    <LocaleProvider locale={locale}>
      <FileOcrSummary file={{ ocr }} />
    </LocaleProvider>,
  );

const renderProgress = (file: Partial<Pick<TDocumentFile, 'processing_status' | 'progress'>>, locale: TLocale = 'en') =>
  render(
    <LocaleProvider locale={locale}>
      <FileReadingProgress file={{ original_filename: 'scan.pdf', processing_status: 'PROCESSING', ...file }} />
    </LocaleProvider>,
  );

describe('formatPageList', () => {
  it('lists single pages and pairs, and runs of three or more as ranges', () => {
    expect(formatPageList([4], 'en-CH')).toBe('4');
    expect(formatPageList([2, 5], 'en-CH')).toBe('2 and 5');
    expect(formatPageList([8, 1, 2, 3, 5, 7, 2], 'en-CH')).toBe('1–3, 5, 7 and 8');
    expect(formatPageList([1, 2, 3, 10, 11, 12, 13], 'de-CH')).toBe('1–3 und 10–13');
    expect(formatPageList([4, 7], 'fr-CH')).toBe('4 et 7');
  });
});

describe('FileOcrSummary', () => {
  it('shows nothing for a digital document', () => {
    const { container } = renderSummary(null);
    expect(container).toBeEmptyDOMElement();
    renderSummary(undefined);
    expect(container).toBeEmptyDOMElement();
  });

  it('says the text was read by OCR from which scanned pages, and how sure the OCR was', () => {
    const { container } = renderSummary(ocrOf({}));
    expect(screen.getByText('Read by OCR · 92%')).toBeInTheDocument();
    expect(container).toHaveTextContent(
      'Text recognised from scanned pages 1–3; OCR confidence 92%. Check names and figures in the text.',
    );
    expect(screen.queryByText(/uncertain/)).not.toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('names the scanned pages of a mixed document, one page in the singular', () => {
    const { container, unmount } = renderSummary(ocrOf({ pages: [2, 5], page_count: 9, confidence: 88.6 }));
    expect(container).toHaveTextContent('Text recognised from scanned pages 2 and 5; OCR confidence 89%.');
    unmount();
    const single = renderSummary(ocrOf({ pages: [7], page_count: 9 }));
    expect(single.container).toHaveTextContent('Text recognised from scanned page 7; OCR confidence 92%.');
  });

  it('warns in words and with an icon, not by colour alone, when the OCR was unsure', () => {
    const { container } = renderSummary(ocrOf({ confidence: 61 }));
    const badge = screen.getByText('Read by OCR · 61% · uncertain');
    expect(badge.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(badge).toHaveClass('text-warning-foreground');
    expect(container).toHaveTextContent(
      'with an OCR confidence of only 61%: names and figures may be misread. Compare them with the original document.',
    );
  });

  it('notes the one scanned page OCR could read nothing from', () => {
    renderSummary(ocrOf({ pages: [1, 2, 3, 5], page_count: 5, unreadable_pages: [4] }));
    expect(screen.getByRole('note', { name: 'Pages missing from the text' })).toHaveTextContent(
      'Page 4 could not be read: no text was recognised on it.',
    );
  });

  it('notes several unreadable pages in the plural, and only them when OCR read no page at all', () => {
    renderSummary(ocrOf({ pages: [], page_count: 7, unreadable_pages: [7, 4] }));
    expect(screen.getByRole('note', { name: 'Pages missing from the text' })).toHaveTextContent(
      'Pages 4 and 7 could not be read: no text was recognised on them.',
    );
    expect(screen.queryByText(/Read by OCR/)).not.toBeInTheDocument();
  });

  it('speaks German, with Swiss numbers', () => {
    const { container } = renderSummary(ocrOf({ pages: [1, 2, 3, 6], confidence: 74, unreadable_pages: [4, 5] }), 'de');
    expect(screen.getByText('Per OCR gelesen · 74% · unsicher')).toBeInTheDocument();
    expect(container).toHaveTextContent('Text per OCR aus den gescannten Seiten 1–3 und 6 erkannt');
    expect(screen.getByRole('note', { name: 'Seiten, die im Text fehlen' })).toHaveTextContent(
      'Die Seiten 4 und 5 konnten nicht gelesen werden: Darauf wurde kein Text erkannt.',
    );
  });

  it('speaks French', () => {
    renderSummary(ocrOf({ unreadable_pages: [4] }), 'fr');
    expect(screen.getByRole('note', { name: 'Pages absentes du texte' })).toHaveTextContent(
      'La page 4 n’a pas pu être lue : aucun texte n’y a été reconnu.',
    );
  });
});

describe('FileReadingProgress', () => {
  it('tells which page is being read, as a progressbar that does not speak up on every page', () => {
    renderProgress({ progress: { page: 3, page_count: 12 } });
    const bar = screen.getByRole('progressbar', { name: 'Reading scan.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(bar).toHaveAttribute('aria-valuemax', '12');
    expect(bar).toHaveAttribute('aria-valuetext', 'Reading page 3 of 12');
    expect(bar).not.toHaveAttribute('aria-live');
    expect(bar).toHaveTextContent('Reading page 3 of 12');
  });

  it('shows nothing without progress or once processing has ended', () => {
    const { container } = renderProgress({ progress: null });
    expect(container).toBeEmptyDOMElement();
    renderProgress({ processing_status: 'PROCESSED', progress: { page: 12, page_count: 12 } });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('speaks Italian, with the locale’s numbers', () => {
    renderProgress({ progress: { page: 1200, page_count: 1500 } }, 'it');
    expect(screen.getByRole('progressbar', { name: 'Lettura di scan.pdf' })).toHaveAttribute(
      'aria-valuetext',
      `Lettura della pagina ${new Intl.NumberFormat('it-CH').format(1200)} di ${new Intl.NumberFormat('it-CH').format(1500)}`,
    );
  });
});
