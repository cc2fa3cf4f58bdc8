import type { TPiiEntity } from '@grant-review/contract';
import { EyeIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { notify, notifyError } from '@/lib/toast';
import { useAddPiiCorrection } from '../api/pii-corrections-api';

/** On an entity card: "Not personal data" keeps the value in clear in every file of the project. */
export function CorrectionActions({
  projectId,
  entity,
}: {
  projectId: string;
  entity: Pick<TPiiEntity, 'text' | 'entity_type'>;
}) {
  const { t } = useTranslation('corrections');
  const addCorrection = useAddPiiCorrection(projectId);
  const keep = () =>
    addCorrection.mutate(
      { kind: 'keep', value: entity.text, entity_type: entity.entity_type },
      {
        onSuccess: ({ recomputed_file_ids: files }) =>
          notify.success(t('kept', { value: entity.text }), {
            description: t('recomputed', { count: files.length }),
          }),
        onError: (error) => notifyError(error, t('saveFailed')),
      },
    );
  return (
    <button
      type="button"
      onClick={keep}
      disabled={addCorrection.isPending}
      title={t('keepHint', { value: entity.text })}
      aria-label={t('keepLabel', { value: entity.text })}
      className="inline-flex cursor-pointer items-center gap-1 rounded text-xs font-medium text-primary outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-wait disabled:opacity-60"
    >
      <EyeIcon className="size-3" aria-hidden="true" />
      {t('keep')}
    </button>
  );
}
