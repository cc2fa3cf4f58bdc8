import type { TDocumentFile, TReportLanguage } from '@grant-review/contract';
import { AlertTriangleIcon, ExternalLinkIcon, ShieldCheckIcon } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FileFailureReason } from '@/components/files/file-failure-reason';
import { FileOcrSummary, FileReadingProgress } from '@/components/files/file-ocr-summary';
import { useTranslation } from 'react-i18next';
import { isLocale, LANGUAGE_NAMES, LOCALES } from '@/i18n';
import { countsFromRecord, describeEntityCount } from '../pii-labels';
import { MaskedItemsCheck, type TRenderMaskedItemActions } from './masked-items-check';

/**
 * What the masking corrections add to the dialog. They belong to the review feature, so the route screens that
 * compose both pass them in (app/chat-masking-corrections.tsx).
 */
export interface TMaskingCorrectionSlots {
  /** Buttons added to each masked item the user checks (e.g. "Not personal data"). */
  renderItemActions?: (file: TDocumentFile) => TRenderMaskedItemActions | undefined;
  /** Shown under the documents: mask a missed term, undo a correction. */
  correctionsPanel?: ReactNode;
}

interface AnonymizationDialogProps extends TMaskingCorrectionSlots {
  open: boolean;
  files: TDocumentFile[];
  /** Starts the analysis; `reportLanguage` null: the report follows the documents' main language. */
  onConfirm: (reportLanguage: TReportLanguage | null) => void;
  onOpenChange: (open: boolean) => void;
  /** The revision already has an analysis and a conversation, which a new analysis replaces: say so. */
  replacesConversation?: boolean;
}

const sumCounts = (file: TDocumentFile) =>
  Object.values(file.pii_entity_counts).reduce<number>((sum, count) => sum + (count ?? 0), 0);

function isProcessed(file: TDocumentFile): boolean {
  const status: string = file.processing_status;
  return status === 'PROCESSED' || status === 'DONE' || status === 'completed';
}

function isFailed(file: TDocumentFile): boolean {
  const status: string = file.processing_status;
  return status === 'ERROR' || status === 'failed';
}

/**
 * A translated sentence with one `<strong>…</strong>` part (the markup react-i18next's Trans reads), that part in
 * bold. Trans would bring its HTML parser into the chunk the landing page shares, which has little room left.
 */
function withStrongPart(text: string): ReactNode {
  const match = /^([\s\S]*)<strong>([\s\S]*)<\/strong>([\s\S]*)$/.exec(text);
  if (!match) return text;
  const [, before, strong, after] = match;
  return (
    <>
      {before}
      <strong className="font-semibold">{strong}</strong>
      {after}
    </>
  );
}

/** Step 2 of the flow: the user sees what was masked in each document before the analysis starts. */
export function AnonymizationDialog({
  open,
  files,
  onConfirm,
  onOpenChange,
  replacesConversation = false,
  renderItemActions,
  correctionsPanel,
}: AnonymizationDialogProps) {
  const { t } = useTranslation('chat');
  const { t: tAnonymization } = useTranslation('anonymization');
  const [reportLanguage, setReportLanguage] = useState<TReportLanguage | null>(null);
  const reportLanguageId = useId();
  const total = files.reduce((sum, file) => sum + sumCounts(file), 0);
  const failedCount = files.filter(isFailed).length;
  const hasPending = files.some((file) => !isProcessed(file) && !isFailed(file));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <ShieldCheckIcon className="size-5 text-success" aria-hidden="true" />
            {tAnonymization('dialog.title')}
          </DialogTitle>
          <DialogDescription>{tAnonymization('dialog.description')}</DialogDescription>
        </DialogHeader>
        {replacesConversation && (
          <p role="note" className="flex items-start gap-2 rounded-lg bg-warning/10 px-3 py-2 text-sm">
            <AlertTriangleIcon className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
            {t('rerunWarning')}
          </p>
        )}
        <p className="rounded-lg bg-muted px-3 py-2 text-sm">
          {withStrongPart(
            tAnonymization('dialog.summary', {
              items: tAnonymization('dialog.items', { count: total }),
              documents: tAnonymization('dialog.documents', { count: files.length }),
            }),
          )}
        </p>
        {failedCount > 0 && (
          <p
            role="note"
            className="flex items-start gap-2 rounded-lg bg-destructive/5 px-3 py-2 text-sm text-destructive"
          >
            <AlertTriangleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {t('failedSummary', { count: failedCount })}
          </p>
        )}
        <ul className="flex flex-col gap-3">
          {files.map((file) => {
            const counts = countsFromRecord(file.pii_entity_counts);
            return (
              <li key={file.id} className="rounded-lg border border-border p-3">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="truncate text-sm font-medium" title={file.original_filename}>
                      {file.original_filename}
                    </p>
                    <p className="text-xs text-muted-foreground">{file.role}</p>
                  </div>
                  <Link
                    to={`/review/${file.id}`}
                    target="_blank"
                    rel="noopener"
                    className="inline-flex items-center gap-1 rounded text-xs font-medium text-primary outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {tAnonymization('dialog.reviewDocument')}
                    <ExternalLinkIcon className="size-3" aria-hidden="true" />
                    <span className="sr-only">{tAnonymization('dialog.newTab')}</span>
                  </Link>
                </div>
                <FileOcrSummary file={file} className="mt-2" />
                {isFailed(file) ? (
                  <>
                    <FileFailureReason file={file} className="mt-2" />
                    <p className="mt-1.5 text-xs font-medium text-destructive">{t('file.notRead')}</p>
                  </>
                ) : !isProcessed(file) ? (
                  <>
                    <p className="mt-2 flex items-center gap-1.5 text-xs text-warning-foreground">
                      <AlertTriangleIcon className="size-3.5" aria-hidden="true" />
                      {t('file.pending')}
                    </p>
                    <FileReadingProgress file={file} className="mt-2" />
                  </>
                ) : counts.length === 0 ? (
                  <p className="mt-2 text-xs text-muted-foreground">{tAnonymization('dialog.nothingDetected')}</p>
                ) : (
                  <>
                    <ul
                      className="mt-2 flex flex-wrap gap-1.5"
                      aria-label={tAnonymization('dialog.maskedIn', { file: file.original_filename })}
                    >
                      {counts.map(({ entityType, count }) => (
                        <li
                          key={entityType}
                          title={entityType}
                          className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-medium text-primary"
                        >
                          {describeEntityCount(entityType, count, tAnonymization)}
                        </li>
                      ))}
                    </ul>
                    <MaskedItemsCheck fileId={file.id} renderActions={renderItemActions?.(file)} />
                  </>
                )}
              </li>
            );
          })}
        </ul>
        {files.length > 0 && correctionsPanel}
        {hasPending && <p className="text-xs text-muted-foreground">{tAnonymization('dialog.pendingNote')}</p>}
        <div className="flex flex-col gap-1.5">
          <label htmlFor={reportLanguageId} className="text-sm font-medium">
            {tAnonymization('dialog.reportLanguage')}
          </label>
          <select
            id={reportLanguageId}
            value={reportLanguage ?? ''}
            onChange={(event) => {
              const { value } = event.target;
              setReportLanguage(isLocale(value) ? value : null);
            }}
            aria-describedby={`${reportLanguageId}-hint`}
            className="h-9 w-full cursor-pointer rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring sm:w-72"
          >
            <option value="">{tAnonymization('dialog.reportLanguageDocuments')}</option>
            {LOCALES.map((language) => (
              <option key={language} value={language} lang={language}>
                {LANGUAGE_NAMES[language]}
              </option>
            ))}
          </select>
          <p id={`${reportLanguageId}-hint`} className="text-xs text-muted-foreground">
            {tAnonymization('dialog.reportLanguageHint')}
          </p>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {tAnonymization('dialog.cancel')}
          </Button>
          <Button onClick={() => onConfirm(reportLanguage)}>{tAnonymization('dialog.confirm')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
