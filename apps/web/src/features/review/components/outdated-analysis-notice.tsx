import { RefreshCwIcon } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { useTranslation } from '@/i18n';

/** Shown with an analysis made before the project's masking corrections last changed the documents. */
export function OutdatedAnalysisNotice({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Alert variant="warning" className={className}>
      <RefreshCwIcon />
      <AlertTitle>{t('corrections.outdatedTitle')}</AlertTitle>
      <AlertDescription>{t('corrections.outdatedDescription')}</AlertDescription>
    </Alert>
  );
}
