import type { TPiiEntity } from '@grant-review/contract';
import { LocateFixedIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Buttons another part of the page adds to each card (e.g. "Not personal data"). */
export type TRenderEntityActions = (entity: TPiiEntity, index: number) => ReactNode;

/**
 * One detected entity: its type and text, the spec's 'Confidence: N%' and 'Position: start-end', and the reasons
 * the detector gave, in plain words.
 */
export function EntityCard({
  entity,
  index,
  onShow,
  renderActions,
}: {
  entity: TPiiEntity;
  /** Its position in the file's entity list. */
  index: number;
  /** Scrolls the text to the entity; without it there is no Show button. */
  onShow?: (index: number) => void;
  renderActions?: TRenderEntityActions;
}) {
  const { t } = useTranslation('review');
  const hasPosition = typeof entity.start === 'number' && typeof entity.end === 'number';
  const reasons = entity.reasons?.filter((reason) => reason.trim() !== '') ?? [];
  const actions = renderActions?.(entity, index);
  return (
    <li className="rounded-md border border-warning/30 bg-card p-2.5 text-foreground">
      <div className="flex items-center justify-between gap-2">
        <span className="font-mono text-xs font-semibold">{entity.entity_type}</span>
        {hasPosition && onShow && (
          <button
            type="button"
            onClick={() => onShow(index)}
            aria-label={t('entities.showLabel', { type: entity.entity_type })}
            className="inline-flex cursor-pointer items-center gap-1 rounded text-xs font-medium text-primary outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            <LocateFixedIcon className="size-3" aria-hidden="true" />
            {t('entities.show')}
          </button>
        )}
      </div>
      {entity.text && <p className="mt-1 text-sm font-medium [overflow-wrap:anywhere]">“{entity.text}”</p>}
      <p className="mt-1 text-xs text-muted-foreground">
        {t('entities.confidence', { percent: Math.round(entity.confidence * 100) })}
      </p>
      {hasPosition && (
        <p className="text-xs text-muted-foreground">
          {t('entities.position', { start: entity.start, end: entity.end })}
        </p>
      )}
      {reasons.length > 0 && (
        <div className="mt-1.5 text-xs">
          <p className="font-medium">{t('entities.reasons')}</p>
          <ul className="mt-0.5 list-disc pl-4 text-muted-foreground">
            {reasons.map((reason, position) => (
              <li key={position}>{reason}</li>
            ))}
          </ul>
        </div>
      )}
      {actions && <div className="mt-2 flex flex-wrap gap-2">{actions}</div>}
    </li>
  );
}
