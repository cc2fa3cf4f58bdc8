import { Undo2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { notify, notifyError } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { usePiiCorrections, useUndoPiiCorrection } from '../api/pii-corrections-api';

/** The project's masking corrections, newest last, each with an undo unless `canUndo` is false. */
export function CorrectionsList({
  projectId,
  canUndo = true,
  className,
}: {
  projectId: string;
  canUndo?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('corrections');
  const corrections = usePiiCorrections(projectId);
  const undo = useUndoPiiCorrection(projectId);

  return (
    <section className={cn('flex flex-col gap-2', className)} aria-labelledby="pii-corrections-title">
      <h2 id="pii-corrections-title" className="text-sm font-medium">
        {t('listTitle')}
      </h2>
      {corrections.isError ? (
        <p className="text-xs text-destructive">{t('loadFailed')}</p>
      ) : !corrections.data?.length ? (
        <p className="text-xs text-muted-foreground">{t('listEmpty')}</p>
      ) : (
        <ul className="flex flex-col gap-1.5" aria-label={t('listTitle')}>
          {corrections.data.map((correction) => (
            <li
              key={correction.id}
              className="flex items-center justify-between gap-2 rounded-md border border-border bg-card px-2.5 py-1.5 text-sm"
            >
              <div className="min-w-0">
                <p className="truncate font-medium" title={correction.value}>
                  {correction.value}
                </p>
                <p className="text-xs text-muted-foreground">
                  {correction.kind === 'keep' ? t('kindKeep') : t('kindMask')} ·{' '}
                  {t('addedOn', { date: formatDateTime(correction.created_at) })}
                </p>
              </div>
              {canUndo && (
                <button
                  type="button"
                  disabled={undo.isPending}
                  aria-label={t('undoLabel', { value: correction.value })}
                  onClick={() =>
                    undo.mutate(correction.id, {
                      onSuccess: () => notify.success(t('undone', { value: correction.value })),
                      onError: (error) => notifyError(error, t('undoFailed')),
                    })
                  }
                  className="inline-flex shrink-0 cursor-pointer items-center gap-1 rounded text-xs font-medium text-primary outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-wait disabled:opacity-60"
                >
                  <Undo2Icon className="size-3" aria-hidden="true" />
                  {t('undo')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
