import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlsoMaskForm } from './also-mask-form';
import { CorrectionsList } from './corrections-list';

/**
 * In the confirmation before the analysis: mask missed terms and undo corrections (items are kept in clear from the
 * dialog's list of masked items, least certain first).
 */
export function MaskingCorrectionsInDialog({ projectId }: { projectId: string }) {
  const { t } = useTranslation('corrections');
  // Loaded only once opened: most confirmations need no correction.
  const [isOpen, setOpen] = useState(false);
  return (
    <details className="rounded-lg border border-border p-3" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer text-sm font-medium">{t('dialogTitle')}</summary>
      {isOpen && (
        <div className="mt-3 flex flex-col gap-4">
          <AlsoMaskForm projectId={projectId} />
          <CorrectionsList projectId={projectId} />
        </div>
      )}
    </details>
  );
}
