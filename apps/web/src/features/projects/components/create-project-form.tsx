import { zodResolver } from '@hookform/resolvers/zod';
import { PROJECT_TYPE_LABELS, type TProjectType } from '@grant-review/contract';
import { InfoIcon } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FieldError, fieldErrorProps } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { ZProjectForm, type TProjectFormOutput } from '../validation';

export const SINGLE_TYPE_NOTE = 'Only one project type is available for your account';

interface CreateProjectFormProps {
  allowedTypes: TProjectType[];
  isSubmitting: boolean;
  /** The request as the contract parses it: trimmed, without an empty description. */
  onSubmit: (data: TProjectFormOutput) => void;
  onCancel: () => void;
}

export function CreateProjectForm({ allowedTypes, isSubmitting, onSubmit, onCancel }: CreateProjectFormProps) {
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
          Project Name{' '}
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        </Label>
        <Input
          id="project-name"
          placeholder="e.g. Smart sensor platform for precision agriculture"
          aria-required="true"
          autoFocus
          {...register('name')}
          {...fieldErrorProps('project-name-error', errors.name)}
        />
        <FieldError id="project-name-error" error={errors.name} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="project-type">Project Type</Label>
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
                    {PROJECT_TYPE_LABELS[type]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
        {isSingleType && (
          <p id="project-type-note" className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <InfoIcon className="size-3.5" />
            {SINGLE_TYPE_NOTE}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="project-description">
          Description <span className="font-normal text-muted-foreground">(optional)</span>
        </Label>
        <Textarea
          id="project-description"
          rows={4}
          placeholder="A short summary of the innovation and the funding you are applying for"
          {...register('description')}
          {...fieldErrorProps('project-description-error', errors.description)}
        />
        <FieldError id="project-description-error" error={errors.description} />
      </div>
      <div className="flex flex-col-reverse gap-2 border-t border-border pt-5 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Creating...' : 'Create Project'}
        </Button>
      </div>
    </form>
  );
}
