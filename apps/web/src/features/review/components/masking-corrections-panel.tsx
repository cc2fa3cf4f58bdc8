import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { AlsoMaskForm } from './also-mask-form';
import { CorrectionsList } from './corrections-list';

/**
 * "Also mask…" and the list of the project's corrections with undo, for the review page and the confirmation. A
 * member who may not correct the masking (a viewer) reads the list only.
 */
export function MaskingCorrectionsPanel({
  projectId,
  canCorrect = true,
  className,
}: {
  projectId: string;
  canCorrect?: boolean;
  className?: string;
}) {
  return (
    <Card className={cn('py-4', className)}>
      <CardContent className={cn('grid gap-4', canCorrect && 'md:grid-cols-2')}>
        {canCorrect && <AlsoMaskForm projectId={projectId} />}
        <CorrectionsList projectId={projectId} canUndo={canCorrect} />
      </CardContent>
    </Card>
  );
}
