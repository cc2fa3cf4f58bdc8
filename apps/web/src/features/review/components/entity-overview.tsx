import type { TPiiEntity } from '@grant-review/contract';
import { memo, useDeferredValue, useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useTranslation } from 'react-i18next';
import { useFormatLocale } from '@/i18n';
import { cn } from '@/lib/utils';
import { countByType, filterEntities, groupRuns } from '../entity-groups';
import { EntityCard, type TRenderEntityActions } from './entity-card';

/** How many cards are added at a time. */
export const ENTITY_PAGE_SIZE = 50;

const chipClasses =
  'inline-flex cursor-pointer items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-medium outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring';

/**
 * The detected entities of a file: one chip per type with its count (choosing one filters the cards), a text filter,
 * and the cards grouped by type, a page at a time, so that a document with thousands of entities stays quick.
 */
export const EntityOverview = memo(function EntityOverview({
  entities,
  onShow,
  renderActions,
  pageSize = ENTITY_PAGE_SIZE,
}: {
  entities: readonly TPiiEntity[];
  onShow?: (index: number) => void;
  renderActions?: TRenderEntityActions;
  pageSize?: number;
}) {
  const { t } = useTranslation('review');
  const locale = useFormatLocale();
  const filterId = useId();
  const [type, setType] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [limit, setLimit] = useState(pageSize);
  const counts = useMemo(() => countByType(entities), [entities]);
  const filtered = useMemo(
    () => filterEntities(entities, { type, query: deferredQuery }),
    [entities, type, deferredQuery],
  );
  const runs = useMemo(() => groupRuns(filtered, limit), [filtered, limit]);
  const filteredCounts = useMemo(
    () => new Map(countByType(filtered.map(({ entity }) => entity)).map((c) => [c.type, c.count])),
    [filtered],
  );
  const number = new Intl.NumberFormat(locale);
  const shown = Math.min(limit, filtered.length);

  const chooseType = (next: string | null) => {
    setType(next);
    setLimit(pageSize);
  };

  const chip = (value: string | null, label: string, count: number) => {
    const isSelected = type === value;
    return (
      <button
        key={value ?? '*'}
        type="button"
        aria-pressed={isSelected}
        onClick={() => chooseType(value)}
        className={cn(
          chipClasses,
          isSelected
            ? 'border-primary bg-primary text-primary-foreground'
            : 'border-warning/40 bg-card text-foreground hover:bg-muted',
        )}
      >
        <span className={cn(value !== null && 'font-mono')}>{label}</span>{' '}
        <span className={cn('tabular-nums', !isSelected && 'text-muted-foreground')}>{number.format(count)}</span>
      </button>
    );
  };

  return (
    <div className="mt-3 flex flex-col gap-2.5">
      <div role="group" aria-label={t('entities.typeFilter')} className="flex flex-wrap gap-1.5">
        {chip(null, t('entities.allTypes'), entities.length)}
        {counts.map(({ type: value, count }) => chip(value, value, count))}
      </div>
      <div>
        <label htmlFor={filterId} className="sr-only">
          {t('entities.filterLabel')}
        </label>
        <Input
          id={filterId}
          type="search"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setLimit(pageSize);
          }}
          placeholder={t('entities.filterPlaceholder')}
          className="h-8 text-xs"
        />
      </div>
      <p className="text-xs text-foreground" aria-live="polite">
        {t('entities.showing', { shown: number.format(shown), total: number.format(filtered.length) })}
      </p>
      {filtered.length === 0 ? (
        <p className="text-xs text-foreground">{t('entities.noMatch')}</p>
      ) : (
        <div className="flex max-h-[60vh] flex-col gap-3 overflow-y-auto pr-1">
          {runs.map((run) => (
            <section key={`${run.type}-${run.items[0]?.index}`} aria-label={run.type}>
              <h3 className="mb-1.5 flex items-baseline justify-between gap-2 text-xs font-semibold text-foreground">
                <span className="font-mono">{run.type}</span>{' '}
                <span className="font-normal tabular-nums">
                  {number.format(filteredCounts.get(run.type) ?? run.items.length)}
                </span>
              </h3>
              <ul className="flex flex-col gap-2">
                {run.items.map(({ entity, index }) => (
                  <EntityCard key={index} entity={entity} index={index} onShow={onShow} renderActions={renderActions} />
                ))}
              </ul>
            </section>
          ))}
          {filtered.length > limit && (
            <Button variant="outline" size="sm" onClick={() => setLimit((current) => current + pageSize)}>
              {t('entities.showMore', { count: number.format(Math.min(pageSize, filtered.length - limit)) })}
            </Button>
          )}
        </div>
      )}
    </div>
  );
});
