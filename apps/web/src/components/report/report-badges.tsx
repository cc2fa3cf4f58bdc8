/**
 * Readiness, rating and severity as badges with an SVG icon and a word: emoji show as empty boxes where no emoji
 * font is installed, and colour alone says nothing to a screen reader or a colour-blind reader.
 */
import type { TCriterionRating, TFindingSeverity, TReadinessLevel } from '@grant-review/contract';
import {
  BadgeCheckIcon,
  CircleAlertIcon,
  CircleCheckIcon,
  CircleDashedIcon,
  CircleDotIcon,
  InfoIcon,
  OctagonXIcon,
  TriangleAlertIcon,
  type LucideIcon,
} from 'lucide-react';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { useTranslation } from 'react-i18next';

type TTone = NonNullable<BadgeProps['variant']>;

export const READINESS_LOOK: Record<TReadinessLevel, { icon: LucideIcon; tone: TTone }> = {
  ready: { icon: BadgeCheckIcon, tone: 'success' },
  'nearly-ready': { icon: CircleCheckIcon, tone: 'info' },
  'needs-work': { icon: TriangleAlertIcon, tone: 'warning' },
  'not-ready': { icon: OctagonXIcon, tone: 'danger' },
};

export const RATING_LOOK: Record<TCriterionRating, { icon: LucideIcon; tone: TTone }> = {
  strong: { icon: CircleCheckIcon, tone: 'success' },
  adequate: { icon: CircleDotIcon, tone: 'info' },
  weak: { icon: CircleAlertIcon, tone: 'warning' },
  missing: { icon: CircleDashedIcon, tone: 'danger' },
};

export const SEVERITY_LOOK: Record<TFindingSeverity, { icon: LucideIcon; tone: TTone }> = {
  blocker: { icon: OctagonXIcon, tone: 'danger' },
  important: { icon: TriangleAlertIcon, tone: 'warning' },
  minor: { icon: InfoIcon, tone: 'info' },
};

export function RatingBadge({ rating }: { rating: TCriterionRating }) {
  const { t } = useTranslation('report');
  const { icon: Icon, tone } = RATING_LOOK[rating];
  return (
    <Badge variant={tone} data-rating={rating}>
      <Icon aria-hidden="true" />
      {t(`rating.${rating}`)}
    </Badge>
  );
}

export function ReadinessBadge({ level }: { level: TReadinessLevel }) {
  const { t } = useTranslation('report');
  const { icon: Icon, tone } = READINESS_LOOK[level];
  return (
    <Badge variant={tone} className="px-3 py-1 text-sm [&_svg]:size-4" data-readiness={level}>
      <Icon aria-hidden="true" />
      {t(`readiness.${level}`)}
    </Badge>
  );
}

export function SeverityIcon({ severity, className }: { severity: TFindingSeverity; className?: string }) {
  const { icon: Icon } = SEVERITY_LOOK[severity];
  return <Icon aria-hidden="true" className={className} />;
}
