import type { TPiiEntity } from '@grant-review/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslation } from 'react-i18next';
import { useFormatLocale } from '@/i18n';
import { fileQueryOptions } from '@/lib/file-query';
import { cn } from '@/lib/utils';
import { groupByTypeLeastCertainFirst, sortByConfidence, type TRankedEntity } from '../pii-labels';

/** How many items a list shows at first, and adds at a time. */
export const MASKED_ITEMS_PAGE_SIZE = 10;

/** Buttons another part of the dialog adds to each item (e.g. "Not personal data"). */
export type TRenderMaskedItemActions = (entity: TPiiEntity, index: number) => ReactNode;

type TView = 'byType' | 'lowestFirst';

function MaskedItem({ item, renderActions }: { item: TRankedEntity; renderActions?: TRenderMaskedItemActions }) {
  const { t } = useTranslation('anonymization');
  const { entity, index } = item;
  const reasons = entity.reasons?.filter((reason) => reason.trim() !== '') ?? [];
  const actions = renderActions?.(entity, index);
  return (
    <li className="rounded-md border border-border px-2.5 py-1.5 text-xs">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-medium [overflow-wrap:anywhere]">“{entity.text}”</span>
        <span className="text-muted-foreground">
          <span className="font-mono">{entity.entity_type}</span> ·{' '}
          {t('confidence', { percent: Math.round(entity.confidence * 100) })}
        </span>
      </div>
      {reasons.length > 0 && <p className="mt-0.5 text-muted-foreground">{reasons.join('; ')}</p>}
      {actions && <div className="mt-1.5 flex flex-wrap gap-2">{actions}</div>}
    </li>
  );
}

function PagedItems({
  items,
  label,
  renderActions,
  pageSize,
}: {
  items: readonly TRankedEntity[];
  label: string;
  renderActions?: TRenderMaskedItemActions;
  pageSize: number;
}) {
  const { t } = useTranslation('anonymization');
  const [limit, setLimit] = useState(pageSize);
  return (
    <>
      <ol className="flex flex-col gap-1.5" aria-label={label}>
        {items.slice(0, limit).map((item) => (
          <MaskedItem key={item.index} item={item} renderActions={renderActions} />
        ))}
      </ol>
      {items.length > limit && (
        <Button
          variant="ghost"
          size="sm"
          className="mt-1 self-start"
          onClick={() => setLimit((current) => current + pageSize)}
        >
          {t('showMore', { count: Math.min(pageSize, items.length - limit) })}
        </Button>
      )}
    </>
  );
}

/**
 * The masked items of one file for the user to check before the analysis: grouped by type with counts, the least
 * certain first in each group, or every item in one list, the least certain first.
 */
export function MaskedItemsList({
  entities,
  renderActions,
  pageSize = MASKED_ITEMS_PAGE_SIZE,
}: {
  entities: readonly TPiiEntity[];
  renderActions?: TRenderMaskedItemActions;
  pageSize?: number;
}) {
  const { t } = useTranslation('anonymization');
  const locale = useFormatLocale();
  const [view, setView] = useState<TView>('byType');
  const groups = useMemo(() => groupByTypeLeastCertainFirst(entities), [entities]);
  const ranked = useMemo(() => sortByConfidence(entities), [entities]);
  const number = new Intl.NumberFormat(locale);

  const viewButton = (value: TView, label: string) => (
    <button
      type="button"
      aria-pressed={view === value}
      onClick={() => setView(value)}
      className={cn(
        'cursor-pointer rounded-md px-2 py-1 text-xs font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring',
        view === value ? 'bg-card text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
      )}
    >
      {label}
    </button>
  );

  return (
    <div className="mt-2 flex flex-col gap-2">
      <div role="group" aria-label={t('view.label')} className="flex gap-1 self-start rounded-lg bg-muted p-1">
        {viewButton('byType', t('view.byType'))}
        {viewButton('lowestFirst', t('view.lowestFirst'))}
      </div>
      {view === 'lowestFirst' ? (
        <PagedItems items={ranked} label={t('view.lowestFirst')} renderActions={renderActions} pageSize={pageSize} />
      ) : (
        groups.map((group) => (
          <details key={group.entityType} className="rounded-md border border-border p-2">
            <summary className="cursor-pointer text-xs font-medium">
              <span className="font-mono">{group.entityType}</span>{' '}
              <span className="tabular-nums">({number.format(group.items.length)})</span>
              <span className="text-muted-foreground">
                {' '}
                · {t('group.lowest', { percent: Math.round(group.lowestConfidence * 100) })}
              </span>
            </summary>
            <div className="mt-2 flex flex-col">
              <PagedItems
                items={group.items}
                label={group.entityType}
                renderActions={renderActions}
                pageSize={pageSize}
              />
            </div>
          </details>
        ))
      )}
    </div>
  );
}

/** The masked items of one file, loaded when the user opens them (the polled list carries only counts). */
function LoadedMaskedItems({ fileId, renderActions }: { fileId: string; renderActions?: TRenderMaskedItemActions }) {
  const { t } = useTranslation('anonymization');
  const file = useQuery(fileQueryOptions(fileId));
  if (file.isPending) return <p className="mt-2 text-xs text-muted-foreground">{t('check.loading')}</p>;
  if (file.isError) return <p className="mt-2 text-xs text-destructive">{t('check.failed')}</p>;
  return <MaskedItemsList entities={file.data.pii_entities} renderActions={renderActions} />;
}

/** A disclosure under a file in the confirmation dialog: its masked items, the least certain first. */
export function MaskedItemsCheck({
  fileId,
  renderActions,
}: {
  fileId: string;
  renderActions?: TRenderMaskedItemActions;
}) {
  const { t } = useTranslation('anonymization');
  const [isOpen, setIsOpen] = useState(false);
  return (
    <details className="mt-2" onToggle={(event) => setIsOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer text-xs font-medium text-primary">{t('check.toggle')}</summary>
      {isOpen && <LoadedMaskedItems fileId={fileId} renderActions={renderActions} />}
    </details>
  );
}
