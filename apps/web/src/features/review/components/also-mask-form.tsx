import { ZCreatePiiCorrectionRequest } from '@grant-review/contract';
import { EyeOffIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from 'react-i18next';
import { notify, notifyError } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useAddPiiCorrection } from '../api/pii-corrections-api';

/** "Also mask…": a name or term the detection missed is masked wherever it appears in the project. */
export function AlsoMaskForm({ projectId, className }: { projectId: string; className?: string }) {
  const { t } = useTranslation('corrections');
  const inputId = useId();
  const hintId = useId();
  const typeId = useId();
  const [value, setValue] = useState('');
  const [entityType, setEntityType] = useState<'PERSON' | 'TERM'>('PERSON');
  const [error, setError] = useState<string | null>(null);
  const addCorrection = useAddPiiCorrection(projectId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZCreatePiiCorrectionRequest.safeParse({ kind: 'mask', value, entity_type: entityType });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t('saveFailed'));
      return;
    }
    setError(null);
    addCorrection.mutate(parsed.data, {
      onSuccess: ({ correction, recomputed_file_ids: files }) => {
        setValue('');
        notify.success(t('masked', { value: correction.value }), {
          description: t('recomputed', { count: files.length }),
        });
      },
      onError: (failure) => notifyError(failure, t('saveFailed')),
    });
  };

  return (
    <form onSubmit={submit} className={cn('flex flex-col gap-1.5', className)} noValidate>
      <label htmlFor={inputId} className="text-sm font-medium">
        {t('alsoMaskLabel')}
      </label>
      <p id={hintId} className="text-xs text-muted-foreground">
        {t('alsoMaskHint')}
      </p>
      <div className="flex gap-2">
        <Input
          id={inputId}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder={t('alsoMaskPlaceholder')}
          aria-describedby={hintId}
          aria-invalid={error ? true : undefined}
          maxLength={200}
        />
        <Button type="submit" variant="outline" disabled={addCorrection.isPending}>
          {addCorrection.isPending ? <Spinner label={t('alsoMaskSubmit')} /> : <EyeOffIcon />}
          {t('alsoMaskSubmit')}
        </Button>
      </div>
      <div className="flex items-center gap-2 text-xs">
        <label htmlFor={typeId} className="text-muted-foreground">
          {t('alsoMaskTypeLabel')}
        </label>
        <select
          id={typeId}
          value={entityType}
          onChange={(event) => setEntityType(event.target.value === 'TERM' ? 'TERM' : 'PERSON')}
          className="h-8 rounded-md border border-input bg-background px-2 text-xs outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <option value="PERSON">{t('alsoMaskTypePerson')}</option>
          <option value="TERM">{t('alsoMaskTypeTerm')}</option>
        </select>
      </div>
      {error && (
        <p role="alert" className="text-xs text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
