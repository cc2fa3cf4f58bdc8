import type { TRevisionAnalysis, TRevisionChange } from '@grant-review/contract';
import { RefreshCwIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { useFormatLocale } from '@/i18n';
import type { TResources } from '@/i18n/resources';
import { formatDateTime } from '@/lib/format';

type TSlotNameKey = Extract<keyof TResources['files'], `slot.name.${string}`>;

/** An outdated analysis from before the server listed its changes was outdated by masking corrections alone. */
const MASKING_ONLY: readonly Pick<TRevisionChange, 'kind' | 'slot'>[] = [{ kind: 'masking_changed', slot: null }];

/**
 * Shown with an analysis that the revision's documents or masking changed after: when it was written, what changed
 * since (by document slot), and `action` to run it again where the screen offers it.
 */
export function OutdatedAnalysisNotice({
  analysis,
  action,
  className,
}: {
  analysis: TRevisionAnalysis;
  action?: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation(['chat', 'files']);
  const locale = useFormatLocale();
  const changes = analysis.changes_since.length > 0 ? analysis.changes_since : MASKING_ONLY;
  const described = changes.map((change) =>
    t(`chat:outdated.change.${change.kind}`, {
      slot: change.slot ? t(`files:slot.name.${change.slot}` as TSlotNameKey, { defaultValue: change.slot }) : '',
    }),
  );
  return (
    <Alert variant="warning" className={className}>
      <RefreshCwIcon />
      <AlertTitle>{t('chat:outdated.title')}</AlertTitle>
      <AlertDescription>
        <p>
          {t('chat:outdated.description', {
            date: formatDateTime(analysis.created_at),
            changes: new Intl.ListFormat(locale, { type: 'conjunction' }).format(described),
          })}
        </p>
        <p>{t('chat:outdated.hint')}</p>
        {action}
      </AlertDescription>
    </Alert>
  );
}
