import { zodResolver } from '@hookform/resolvers/zod';
import type { TProjectType } from '@grant-review/contract';
import { InfoIcon } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FieldError, fieldErrorProps } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useProjectProblem, ZProjectForm, type TProjectFormOutput } from '../validation';

interface CreateProjectFormProps {
  allowedTypes: TProjectType[];
  isSubmitting: boolean;
  /** The request as the contract parses it: trimmed, without an empty description. */
  onSubmit: (data: TProjectFormOutput) => void;
  onCancel: () => void;
}

export function CreateProjectForm({ allowedTypes, isSubmitting, onSubmit, onCancel }: CreateProjectFormProps) {
  const { t } = useTranslation('projects');
  const problem = useProjectProblem();
  const isSingleType = allowedTypes.length === 1;
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ZProjectForm),
    defaultValues: { name: '', description: '', project_type: allowedTypes[0] ?? 'INNOSUISSE_PROJECT' },
  });
  const createProject = handleSubmit(onSubmit);
  const nameError = problem('name', errors.name);
  const descriptionError = problem('description', errors.description);

  return (
    <form
      onSubmit={(event) => {
        if (isSubmitting) {
          event.preventDefault();
          return;
        }
        void createProject(event);
      }}
      noValidate
      className="flex flex-col gap-5"
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor="project-name">
          {t('form.name.label')}{' '}
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        </Label>
        <Input
          id="project-name"
          placeholder={t('form.name.placeholder')}
          aria-required="true"
          autoFocus
          {...register('name')}
          {...fieldErrorProps('project-name-error', nameError)}
        />
        <FieldError id="project-name-error" error={nameError} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="project-type">{t('form.type.label')}</Label>
        <Controller
          control={control}
          name="project_type"
          render={({ field }) => (
            // Disabled on the select, not the field: a disabled field would be left out of the request.
            <Select value={field.value} onValueChange={field.onChange} disabled={isSingleType}>
              <SelectTrigger
                id="project-type"
                ref={field.ref}
                onBlur={field.onBlur}
                aria-describedby={isSingleType ? 'project-type-note' : undefined}
              >
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {allowedTypes.map((type) => (
                  <SelectItem key={type} value={type}>
                    {t(`type.${type}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
        {isSingleType && (
          <p id="project-type-note" className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <InfoIcon className="size-3.5" />
            {t('form.type.single')}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="project-description">
          {t('form.description.label')}{' '}
          <span className="font-normal text-muted-foreground">{t('form.description.optional')}</span>
        </Label>
        <Textarea
          id="project-description"
          rows={4}
          placeholder={t('form.description.placeholder')}
          {...register('description')}
          {...fieldErrorProps('project-description-error', descriptionError)}
        />
        <FieldError id="project-description-error" error={descriptionError} />
      </div>
      <div className="flex flex-col-reverse gap-2 border-t border-border pt-5 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('form.submitting') : t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
