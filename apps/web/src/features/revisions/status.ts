/** How file processing statuses are shown (spec section 4). */
import type { BadgeProps } from '@/components/ui/badge';

export type FileStatusKey = 'UPLOADED' | 'PROCESSING' | 'PROCESSED' | 'ERROR';

/** `key` names the label in the files namespace (`status.<key>`). */
export interface FileStatusView {
  key: FileStatusKey;
  variant: NonNullable<BadgeProps['variant']>;
}

const VIEWS: Record<FileStatusKey, FileStatusView> = {
  UPLOADED: { key: 'UPLOADED', variant: 'info' },
  PROCESSING: { key: 'PROCESSING', variant: 'warning' },
  PROCESSED: { key: 'PROCESSED', variant: 'success' },
  ERROR: { key: 'ERROR', variant: 'danger' },
};

/** Project page: PROCESSED and DONE both read 'Processed'; any unknown value reads 'Uploaded'. */
export function getFileStatusView(status: string | null | undefined): FileStatusView {
  switch (status) {
    case 'PROCESSING':
      return VIEWS.PROCESSING;
    case 'PROCESSED':
    case 'DONE':
      return VIEWS.PROCESSED;
    case 'ERROR':
      return VIEWS.ERROR;
    default:
      return VIEWS.UPLOADED;
  }
}

/** Files that are still being worked on by the server: the revision list is polled while any exist. */
export function isPendingStatus(status: string | null | undefined): boolean {
  return status === 'PROCESSING' || status === 'UPLOADED';
}

export function isFailedStatus(status: string | null | undefined): boolean {
  return status === 'ERROR' || status === 'failed';
}

export function isCompletedStatus(status: string | null | undefined): boolean {
  return status === 'PROCESSED' || status === 'DONE' || status === 'completed';
}

/** Review page badge: completed → default, failed → destructive, anything else → secondary. */
export function getReviewStatusVariant(status: string): 'default' | 'destructive' | 'secondary' {
  if (isCompletedStatus(status)) return 'default';
  if (isFailedStatus(status)) return 'destructive';
  return 'secondary';
}

/** Files page colouring: green when completed, red when failed, amber while pending. */
export function getFilesPageStatusVariant(status: string): NonNullable<BadgeProps['variant']> {
  if (isCompletedStatus(status)) return 'success';
  if (isFailedStatus(status)) return 'danger';
  return 'warning';
}
