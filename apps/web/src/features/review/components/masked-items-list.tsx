import type { TDocumentFile } from '@grant-review/contract';
import { useMemo } from 'react';
import { useTranslation } from '@/i18n';
import { cn } from '@/lib/utils';
import { CorrectionActions } from './correction-actions';

/** The most items listed; the review page of each document lists them all. */
const MAX_ITEMS = 40;

/**
 * The distinct values masked across the files, least certain first, each with "Not personal data": the items a
 * user most likely wants to correct before the analysis starts.
 */
export function MaskedItemsList({
  projectId,
  files,
  className,
}: {
  projectId: string;
  files: readonly TDocumentFile[];
  className?: string;
}) {
  const { t } = useTranslation();
  const items = useMemo(() => {
    const byValue = new Map<string, TDocumentFile['pii_entities'][number]>();
    for (const entity of files.flatMap((file) => file.pii_entities)) {
      const key = `${entity.entity_type}\u0000${entity.text.trim().replace(/\s+/g, ' ').toLowerCase()}`;
      const known = byValue.get(key);
      if (!known || entity.confidence < known.confidence) byValue.set(key, entity);
    }
    return [...byValue.values()].sort((a, b) => a.confidence - b.confidence || a.text.localeCompare(b.text));
  }, [files]);
  if (items.length === 0) return null;
  return (
    <section className={cn('flex flex-col gap-1.5', className)}>
      <h3 className="text-sm font-medium">{t('corrections.maskedItemsTitle')}</h3>
      <ul className="flex max-h-48 flex-col gap-1 overflow-y-auto pr-1" aria-label={t('corrections.maskedItemsTitle')}>
        {items.slice(0, MAX_ITEMS).map((entity) => (
          <li
            key={`${entity.entity_type}-${entity.text}`}
            className="flex items-center justify-between gap-2 rounded-md border border-border px-2 py-1 text-sm"
          >
            <span className="min-w-0 truncate" title={entity.text}>
              {entity.text} <span className="font-mono text-xs text-muted-foreground">{entity.entity_type}</span>
            </span>
            <CorrectionActions projectId={projectId} entity={entity} />
          </li>
        ))}
      </ul>
      {items.length > MAX_ITEMS && (
        <p className="text-xs text-muted-foreground">
          {t('corrections.maskedItemsMore', { count: items.length - MAX_ITEMS })}
        </p>
      )}
    </section>
  );
}
