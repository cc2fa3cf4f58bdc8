import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { AlsoMaskForm } from './also-mask-form';
import { CorrectionsList } from './corrections-list';

/** "Also mask…" and the list of the project's corrections with undo, for the review page and the confirmation. */
export function MaskingCorrectionsPanel({ projectId, className }: { projectId: string; className?: string }) {
  return (
    <Card className={cn('py-4', className)}>
      <CardContent className="grid gap-4 md:grid-cols-2">
        <AlsoMaskForm projectId={projectId} />
        <CorrectionsList projectId={projectId} />
      </CardContent>
    </Card>
  );
}
