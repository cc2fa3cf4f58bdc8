import { AlertCircleIcon, CheckCircle2Icon, CloudUploadIcon, LoaderCircleIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { getFileStatusView } from '../status';

const ICONS = {
  UPLOADED: CloudUploadIcon,
  PROCESSING: LoaderCircleIcon,
  PROCESSED: CheckCircle2Icon,
  ERROR: AlertCircleIcon,
} as const;

export function FileStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('files');
  const view = getFileStatusView(status);
  const Icon = ICONS[view.key];
  return (
    <Badge variant={view.variant}>
      <Icon className={view.key === 'PROCESSING' ? 'animate-spin' : undefined} aria-hidden="true" />
      {t(`status.${view.key}`)}
    </Badge>
  );
}
