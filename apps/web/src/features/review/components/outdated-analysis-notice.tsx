import { RefreshCwIcon } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { useTranslation } from 'react-i18next';

/** Shown with an analysis made before the project's masking corrections last changed the documents. */
export function OutdatedAnalysisNotice({ className }: { className?: string }) {
  const { t } = useTranslation('corrections');
  return (
    <Alert variant="warning" className={className}>
      <RefreshCwIcon />
      <AlertTitle>{t('outdatedTitle')}</AlertTitle>
      <AlertDescription>{t('outdatedDescription')}</AlertDescription>
    </Alert>
  );
}
