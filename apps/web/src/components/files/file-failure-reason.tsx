import { isRetryableFileError, type TDocumentFile, type TFileErrorCode } from '@grant-review/contract';
import { AlertCircleIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

type TFailedFile = Pick<TDocumentFile, 'processing_status' | 'error'> &
  Partial<Pick<TDocumentFile, 'error_code' | 'can_retry'>>;

/** Whether processing the file again can succeed: the server says so, else the code decides (none: maybe). */
export function canRetryFile(file: TFailedFile): boolean {
  if (file.processing_status !== 'ERROR') return false;
  return file.can_retry ?? isRetryableFileError(file.error_code);
}

export function failureTitleKey(
  code: TFileErrorCode | null | undefined,
): `failure.title.${TFileErrorCode | 'unknown'}` {
  return code ? `failure.title.${code}` : 'failure.title.unknown';
}

interface FileFailureReasonProps {
  file: TFailedFile;
  /** Add what to do next: retry (when it can help) or fix the file and upload it again. */
  withNextStep?: boolean;
  className?: string;
}

/**
 * Why a file could not be read: a short title from the failure's code and the server's own explanation, which says
 * what to do. Shown wherever a failed file appears (slot card, files page, review page, analysis dialog).
 */
export function FileFailureReason({ file, withNextStep = false, className }: FileFailureReasonProps) {
  const { t } = useTranslation('files');
  return (
    <div
      role="note"
      aria-label={t('failure.label')}
      className={cn('flex gap-2 rounded-md bg-destructive/5 px-2.5 py-2 text-xs text-destructive', className)}
    >
      <AlertCircleIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
      <p className="min-w-0 leading-relaxed">
        <strong className="font-semibold">{t(failureTitleKey(file.error_code))}</strong>
        {': '}
        {file.error ?? t('failure.noDetail')}
        {withNextStep && (
          <span className="mt-1 block text-foreground/80">
            {t(canRetryFile(file) ? 'failure.retryHint' : 'failure.uploadHint')}
          </span>
        )}
      </p>
    </div>
  );
}
