import type { TDocumentFile } from '@grant-review/contract';
import { useState } from 'react';
import { useTranslation } from '@/i18n';
import { AlsoMaskForm } from './also-mask-form';
import { CorrectionsList } from './corrections-list';
import { MaskedItemsList } from './masked-items-list';

/** In the confirmation before the analysis: keep items in clear, mask missed terms, and undo. */
export function MaskingCorrectionsInDialog({
  projectId,
  files,
}: {
  projectId: string;
  files: readonly TDocumentFile[];
}) {
  const { t } = useTranslation();
  // Loaded only once opened: most confirmations need no correction.
  const [isOpen, setOpen] = useState(false);
  return (
    <details className="rounded-lg border border-border p-3" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer text-sm font-medium">{t('corrections.dialogTitle')}</summary>
      {isOpen && (
        <div className="mt-3 flex flex-col gap-4">
          <MaskedItemsList projectId={projectId} files={files} />
          <AlsoMaskForm projectId={projectId} />
          <CorrectionsList projectId={projectId} />
        </div>
      )}
    </details>
  );
}
