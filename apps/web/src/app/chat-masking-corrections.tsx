/**
 * The chat's confirmation before an analysis, with the review feature's masking corrections: "Not personal data" on
 * each masked item (kept in clear in every file of the project), and the panel to mask a missed term or undo.
 */
import type { TMaskingCorrectionSlots } from '@/features/chat/components/anonymization-dialog';
import type { TRenderMaskedItemActions } from '@/features/chat/components/masked-items-check';
import { CorrectionActions } from '@/features/review/components/correction-actions';
import { MaskingCorrectionsInDialog } from '@/features/review/components/masking-corrections-in-dialog';

export function chatMaskingCorrections(projectId: string): TMaskingCorrectionSlots {
  const keepInClear: TRenderMaskedItemActions = (entity) => <CorrectionActions projectId={projectId} entity={entity} />;
  return {
    renderItemActions: () => keepInClear,
    correctionsPanel: <MaskingCorrectionsInDialog projectId={projectId} />,
  };
}
