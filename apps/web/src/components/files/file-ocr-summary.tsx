import type { TDocumentFile } from '@grant-review/contract';
import { AlertTriangleIcon, FileQuestionIcon, ScanTextIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { useFormatLocale } from '@/i18n';
import { cn } from '@/lib/utils';

/** Below this mean word confidence (0–100) OCR misreads enough names and figures that the user should look twice. */
export const LOW_OCR_CONFIDENCE = 80;

/** Page numbers with runs of three or more as ranges, as the locale lists them: [1, 2, 3, 5, 7, 8] → "1–3, 5, 7 and 8". */
export function formatPageList(pages: readonly number[], locale: string): string {
  const number = new Intl.NumberFormat(locale);
  const runs: [first: number, last: number][] = [];
  for (const page of [...new Set(pages)].sort((a, b) => a - b)) {
    const run = runs.at(-1);
    if (run && page === run[1] + 1) run[1] = page;
    else runs.push([page, page]);
  }
  const parts = runs.flatMap(([first, last]) =>
    last - first >= 2
      ? [number.formatRange(first, last)]
      : Array.from({ length: last - first + 1 }, (_, offset) => number.format(first + offset)),
  );
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(parts);
}

type TOcrFile = Pick<TDocumentFile, 'ocr'>;

/**
 * That a file's text was recognised by OCR from scanned pages, which pages and how sure the OCR was (a warning when
 * unsure), and the scanned pages OCR could read nothing from, whose content is missing. Nothing for digital files.
 */
export function FileOcrSummary({ file, className }: { file: TOcrFile; className?: string }) {
  const { t } = useTranslation('files');
  const locale = useFormatLocale();
  const { ocr } = file;
  if (!ocr) return null;
  const unreadable = ocr.unreadable_pages;
  const hasRead = ocr.pages.length > 0;
  const isUnsure = ocr.confidence < LOW_OCR_CONFIDENCE;
  const confidence = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(
    ocr.confidence / 100,
  );
  const pages = { count: ocr.pages.length, pages: formatPageList(ocr.pages, locale), confidence };
  const Icon = isUnsure ? AlertTriangleIcon : ScanTextIcon;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      {hasRead && (
        <p className="text-xs leading-relaxed text-muted-foreground">
          <Badge variant={isUnsure ? 'warning' : 'info'} className="mr-1.5 align-middle">
            <Icon aria-hidden="true" />
            {t(isUnsure ? 'ocr.badgeUnsure' : 'ocr.badge', { confidence })}
          </Badge>
          {t(isUnsure ? 'ocr.detailUnsure' : 'ocr.detail', pages)}
        </p>
      )}
      {unreadable.length > 0 && (
        <div
          role="note"
          aria-label={t('ocr.unreadableLabel')}
          className="flex gap-2 rounded-md bg-warning/10 px-2.5 py-2 text-xs text-warning-foreground"
        >
          <FileQuestionIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          <p className="min-w-0 leading-relaxed">
            {t('ocr.unreadable', { count: unreadable.length, pages: formatPageList(unreadable, locale) })}
          </p>
        </div>
      )}
    </div>
  );
}

type TProgressFile = Pick<TDocumentFile, 'original_filename' | 'processing_status' | 'progress'>;

/**
 * "Reading page 3 of 12" while a long file is read page by page. A progressbar rather than a live region: a page
 * every few seconds would make a screen reader speak without pause; the value is there whenever the user looks.
 */
export function FileReadingProgress({ file, className }: { file: TProgressFile; className?: string }) {
  const { t } = useTranslation('files');
  const number = new Intl.NumberFormat(useFormatLocale());
  const { progress } = file;
  if (file.processing_status !== 'PROCESSING' || !progress) return null;
  const text = t('progress.page', { page: number.format(progress.page), total: number.format(progress.page_count) });
  return (
    <div
      role="progressbar"
      aria-label={t('progress.label', { file: file.original_filename })}
      aria-valuemin={0}
      aria-valuemax={progress.page_count}
      aria-valuenow={progress.page}
      aria-valuetext={text}
      className={cn('flex w-full flex-col gap-1', className)}
    >
      <span className="text-xs text-muted-foreground tabular-nums">{text}</span>
      <span className="h-1 w-full overflow-hidden rounded-full bg-muted">
        <span
          className="block h-full rounded-full bg-warning transition-[width] duration-200"
          style={{ width: `${Math.min(100, (progress.page / progress.page_count) * 100)}%` }}
        />
      </span>
    </div>
  );
}
