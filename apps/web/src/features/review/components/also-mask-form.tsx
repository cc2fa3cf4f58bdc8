import { zodResolver } from '@hookform/resolvers/zod';
import { PII_CORRECTION_MAX_LENGTH, ZCreatePiiCorrectionRequest } from '@grant-review/contract';
import { EyeOffIcon } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FieldError, fieldErrorProps } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { notify, notifyError } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useAddPiiCorrection } from '../api/pii-corrections-api';

/** "Also mask…": a name or term the detection missed is masked wherever it appears in the project. */
export function AlsoMaskForm({ projectId, className }: { projectId: string; className?: string }) {
  const { t } = useTranslation('corrections');
  const inputId = useId();
  const hintId = useId();
  const typeId = useId();
  const errorId = useId();
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors },
  } = useForm({
    // The request itself: a correction of kind 'mask', checked as the server checks it.
    resolver: zodResolver(ZCreatePiiCorrectionRequest),
    defaultValues: { kind: 'mask', value: '', entity_type: 'PERSON' },
  });
  const addCorrection = useAddPiiCorrection(projectId);

  const mask = handleSubmit((correction) =>
    addCorrection.mutate(correction, {
      onSuccess: ({ correction: added, recomputed_file_ids: files }) => {
        resetField('value');
        notify.success(t('masked', { value: added.value }), {
          description: t('recomputed', { count: files.length }),
        });
      },
      onError: (failure) => notifyError(failure, t('saveFailed')),
    }),
  );

  return (
    <form
      onSubmit={(event) => {
        if (addCorrection.isPending) {
          event.preventDefault();
          return;
        }
        void mask(event);
      }}
      className={cn('flex flex-col gap-1.5', className)}
      noValidate
    >
      <label htmlFor={inputId} className="text-sm font-medium">
        {t('alsoMaskLabel')}
      </label>
      <p id={hintId} className="text-xs text-muted-foreground">
        {t('alsoMaskHint')}
      </p>
      <div className="flex gap-2">
        <Input
          id={inputId}
          placeholder={t('alsoMaskPlaceholder')}
          maxLength={PII_CORRECTION_MAX_LENGTH}
          {...register('value')}
          {...fieldErrorProps(errorId, errors.value, hintId)}
        />
        <Button type="submit" variant="outline" disabled={addCorrection.isPending}>
          {addCorrection.isPending ? <Spinner label={t('alsoMaskSubmit')} /> : <EyeOffIcon />}
          {t('alsoMaskSubmit')}
        </Button>
      </div>
      <FieldError id={errorId} error={errors.value} className="text-xs font-normal" />
      <div className="flex items-center gap-2 text-xs">
        <label htmlFor={typeId} className="text-muted-foreground">
          {t('alsoMaskTypeLabel')}
        </label>
        <select
          id={typeId}
          {...register('entity_type')}
          className="h-8 rounded-md border border-input bg-background px-2 text-xs outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <option value="PERSON">{t('alsoMaskTypePerson')}</option>
          <option value="TERM">{t('alsoMaskTypeTerm')}</option>
        </select>
      </div>
    </form>
  );
}
