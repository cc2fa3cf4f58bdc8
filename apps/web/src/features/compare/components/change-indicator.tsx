/**
 * How something moved between the two revisions, as an icon and a word: colour alone says nothing to a screen reader
 * or a colour-blind reader.
 */
import type { TRatingChange } from '@grant-review/contract';
import { EqualIcon, MinusIcon, PlusIcon, TrendingDownIcon, TrendingUpIcon, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

const CHANGE_LOOK: Record<TRatingChange, { icon: LucideIcon; className: string }> = {
  improved: { icon: TrendingUpIcon, className: 'text-success-strong' },
  declined: { icon: TrendingDownIcon, className: 'text-destructive-strong' },
  unchanged: { icon: EqualIcon, className: 'text-muted-foreground' },
  added: { icon: PlusIcon, className: 'text-info-strong' },
  dropped: { icon: MinusIcon, className: 'text-muted-foreground' },
};

/** `wording` picks the words: a rating, a finding's severity, or a check's outcome. */
export function ChangeIndicator({
  change,
  wording = 'change',
  className,
}: {
  change: TRatingChange;
  wording?: 'change' | 'severityChange' | 'checkChange';
  className?: string;
}) {
  const { t } = useTranslation('compare');
  const { icon: Icon, className: tone } = CHANGE_LOOK[change];
  return (
    <span
      className={cn('inline-flex items-center gap-1 text-sm font-medium whitespace-nowrap', tone, className)}
      data-change={change}
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {t(`${wording}.${change}`)}
    </span>
  );
}
