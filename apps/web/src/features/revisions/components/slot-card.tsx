import type { TDocumentFile, TProjectRole, TSlotDefinition } from '@grant-review/contract';
import { EyeIcon, FileTextIcon, RotateCwIcon, Trash2Icon, UploadCloudIcon } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { canRetryFile, FileFailureReason } from '@/components/files/file-failure-reason';
import { FileOcrSummary, FileReadingProgress } from '@/components/files/file-ocr-summary';
import type { TUploadProgress } from '@/lib/api-client';
import { useFormatLocale, useLocale } from '@/i18n';
import { formatKilobytes } from '@/lib/format';
import { can } from '@/lib/project-permissions';
import { notify, notifyError } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useDeleteFile, useRetryFileProcessing, useUploadSlotFile } from '../api/revisions-api';
import { slotDescription, slotName, slotNameInSentence } from '../slot-text';
import { ACCEPT_ATTRIBUTE, pickUploadFile } from '../upload-validation';
import { FileStatusBadge } from './file-status-badge';

interface SlotCardProps {
  slot: TSlotDefinition;
  file: TDocumentFile | undefined;
  projectId: string;
  revisionId: string;
  /** The caller's role in the project: a viewer gets no upload, replace, delete or retry. */
  role: TProjectRole;
  /** Uploads and deletes are blocked while the revision's analysis is streaming. */
  isLocked?: boolean;
}

/** Megabytes with one decimal in the interface's locale, for the upload's "3.2 of 12.0 MB". */
function useMegabytes(): (bytes: number) => string {
  const format = new Intl.NumberFormat(useFormatLocale(), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    useGrouping: false,
  });
  return (bytes) => format.format(bytes / (1024 * 1024));
}

/**
 * How much of the file has been sent: a progressbar with the percentage. At 100 % the server still checks and
 * stores the file, which the label says; before the first progress event the bar is indeterminate.
 */
export function UploadProgress({ fileName, progress }: { fileName: string; progress: TUploadProgress | null }) {
  const { t } = useTranslation('files');
  const toMegabytes = useMegabytes();
  const percent = progress?.percent ?? null;
  const isSent = percent === 100;
  const amount = progress && { loaded: toMegabytes(progress.loaded), total: toMegabytes(progress.total) };
  return (
    <div className="flex w-full flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-3 text-xs">
        <span className="min-w-0 truncate font-medium" title={fileName}>
          {isSent ? t('upload.finishing') : t('upload.uploading', { file: fileName })}
        </span>
        <span className="shrink-0 text-muted-foreground tabular-nums">
          {percent === null ? '' : t('upload.percent', { percent })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={t('upload.uploading', { file: fileName })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={
          progress && amount ? t('upload.progress', { percent: progress.percent, ...amount }) : t('upload.starting')
        }
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn(
            'h-full rounded-full bg-primary transition-[width] duration-200',
            percent === null && 'animate-pulse',
          )}
          style={{ width: `${percent ?? 5}%` }}
        />
      </div>
      {amount && !isSent && (
        <span className="text-[0.6875rem] text-muted-foreground tabular-nums">{t('upload.amount', amount)}</span>
      )}
    </div>
  );
}

/** One document slot: upload by click or drop, delete, retry after an error that a retry can fix, status and review link. */
export function SlotCard({ slot, file, projectId, revisionId, role, isLocked = false }: SlotCardProps) {
  const inputId = useId();
  const headingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [isDragging, setIsDragging] = useState(false);
  const [validationError, setValidationError] = useState<string | null>(null);
  const [uploadingName, setUploadingName] = useState('');
  const { t } = useTranslation('files');
  const language = useLocale();
  const name = slotName(t, slot);
  const nameInSentence = slotNameInSentence(name, language);
  const confirm = useConfirm();
  const upload = useUploadSlotFile(projectId);
  const removeFile = useDeleteFile(projectId);
  const retry = useRetryFileProcessing(projectId);
  const isBusy = upload.isPending || removeFile.isPending || retry.isPending;
  const canUpload = can(role, 'uploadDocument');
  const canDelete = can(role, 'deleteDocument');
  const canRetry = can(role, 'retryDocument');

  const startUpload = (files: FileList | null) => {
    const picked = pickUploadFile(files);
    if (!picked.ok) {
      if (picked.error) {
        setValidationError(picked.error);
        notify.error(picked.error);
      }
      return;
    }
    setValidationError(null);
    setUploadingName(picked.file.name);
    upload.mutate(
      { projectId, revisionId, slot: slot.id, file: picked.file },
      {
        onSuccess: () => notify.success(t('slot.uploaded', { slot: name })),
        onError: (error) => notifyError(error, t('slot.uploadFailed', { slot: nameInSentence })),
      },
    );
  };

  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsDragging(false);
    if (isBusy || isLocked || !canUpload) return;
    startUpload(event.dataTransfer.files);
  };

  const handleDelete = async () => {
    if (!file) return;
    const isConfirmed = await confirm({
      title: t('slot.delete.title', { slot: name }),
      description: t('slot.delete.text', { file: file.original_filename }),
      confirmText: t('slot.delete'),
      variant: 'destructive',
    });
    if (!isConfirmed) return;
    removeFile.mutate(file.id, {
      onSuccess: () => notify.success(t('slot.deleted', { slot: name })),
      onError: (error) => notifyError(error, t('slot.deleteFailed', { slot: nameInSentence })),
    });
  };

  const handleRetry = () => {
    if (!file) return;
    retry.mutate(file.id, {
      onSuccess: () => notify.success(t('retry.done')),
      onError: (error) => notifyError(error, t('retry.failed')),
    });
  };

  return (
    <div
      role="group"
      aria-labelledby={headingId}
      onDragOver={(event) => {
        event.preventDefault();
        if (!isBusy && !isLocked && canUpload) setIsDragging(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsDragging(false);
      }}
      onDrop={handleDrop}
      className={cn(
        'rounded-xl border bg-card p-4 transition-colors',
        isDragging ? 'border-primary bg-primary-soft/60 ring-2 ring-primary/20' : 'border-border',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="text-sm font-semibold">
            {name}
          </h3>
          <p className="mt-0.5 text-xs leading-relaxed text-muted-foreground">{slotDescription(t, slot)}</p>
        </div>
        <Badge variant={slot.required ? 'outline' : 'secondary'} className="text-[0.6875rem]">
          {slot.required ? t('slot.required') : t('slot.optional')}
        </Badge>
      </div>

      {canUpload && (
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={ACCEPT_ATTRIBUTE}
          className="sr-only"
          tabIndex={-1}
          aria-label={t('slot.uploadLabel', { slot: name })}
          onChange={(event) => {
            startUpload(event.target.files);
            event.target.value = '';
          }}
        />
      )}

      {file ? (
        <div className="mt-3 rounded-lg border border-border bg-muted/40 p-3">
          <div className="flex items-start gap-3">
            <span className="flex h-9 w-8 shrink-0 items-center justify-center rounded bg-primary-soft text-[0.625rem] font-bold text-primary uppercase">
              {file.file_type}
            </span>
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium" title={file.original_filename}>
                {file.original_filename}
              </p>
              <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                <FileStatusBadge status={file.processing_status} />
                <span>{formatKilobytes(file.file_size)}</span>
              </div>
              <FileReadingProgress file={file} className="mt-2" />
            </div>
          </div>
          {file.processing_status === 'ERROR' && <FileFailureReason file={file} withNextStep className="mt-2" />}
          <FileOcrSummary file={file} className="mt-2" />
          <div className="mt-3 flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <Link to={`/review/${file.id}`}>
                <EyeIcon />
                {t('slot.review')}
              </Link>
            </Button>
            {canRetry && canRetryFile(file) && (
              <Button variant="outline" size="sm" onClick={handleRetry} disabled={isBusy}>
                <RotateCwIcon className={retry.isPending ? 'animate-spin' : undefined} />
                {t('slot.retry')}
              </Button>
            )}
            {canUpload && (
              <Button variant="ghost" size="sm" onClick={() => inputRef.current?.click()} disabled={isBusy || isLocked}>
                <UploadCloudIcon />
                {t('slot.replace')}
              </Button>
            )}
            {canDelete && (
              <Button
                variant="ghost"
                size="sm"
                className="text-destructive hover:bg-destructive/10 hover:text-destructive sm:ml-auto"
                onClick={() => void handleDelete()}
                disabled={isBusy || isLocked}
                aria-label={t('slot.deleteLabel', { slot: name })}
              >
                <Trash2Icon />
                {t('slot.delete')}
              </Button>
            )}
          </div>
          {upload.isPending && (
            <div className="mt-3">
              <UploadProgress fileName={uploadingName} progress={upload.progress} />
            </div>
          )}
        </div>
      ) : upload.isPending ? (
        <div className="mt-3 rounded-lg border-2 border-dashed border-primary/40 bg-primary-soft/30 px-4 py-3">
          <UploadProgress fileName={uploadingName} progress={upload.progress} />
        </div>
      ) : !canUpload ? (
        <p className="mt-3 rounded-lg border border-dashed border-border px-4 py-3 text-sm text-muted-foreground">
          {t('slot.empty')}
        </p>
      ) : (
        <button
          type="button"
          onClick={() => inputRef.current?.click()}
          disabled={isBusy || isLocked}
          className={cn(
            'mt-3 flex w-full cursor-pointer items-center gap-3 rounded-lg border-2 border-dashed px-4 py-3 text-left transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-60',
            isDragging ? 'border-primary' : 'border-border hover:border-primary/40 hover:bg-primary-soft/40',
          )}
        >
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
            {isDragging ? <FileTextIcon className="size-4" /> : <UploadCloudIcon className="size-4" />}
          </span>
          <span className="flex flex-col">
            <span className="text-sm font-medium">
              <Trans t={t} i18nKey="slot.dropzone" components={{ action: <span className="text-primary" /> }} />
            </span>
            <span className="text-xs text-muted-foreground">{t('slot.formats')}</span>
          </span>
        </button>
      )}
      {validationError && (
        <p role="alert" className="mt-2 text-xs font-medium text-destructive">
          {validationError}
        </p>
      )}
    </div>
  );
}
