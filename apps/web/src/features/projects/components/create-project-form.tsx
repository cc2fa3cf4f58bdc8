import { PROJECT_TYPE_LABELS, type TProjectType } from '@grant-review/contract';
import { InfoIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { validateProjectForm, type ProjectFormValues } from '../validation';

export const SINGLE_TYPE_NOTE = 'Only one project type is available for your account';

interface CreateProjectFormProps {
  allowedTypes: TProjectType[];
  isSubmitting: boolean;
  onSubmit: (data: { name: string; description?: string; project_type: TProjectType }) => void;
  onCancel: () => void;
}

export function CreateProjectForm({ allowedTypes, isSubmitting, onSubmit, onCancel }: CreateProjectFormProps) {
  const isSingleType = allowedTypes.length === 1;
  const [values, setValues] = useState<ProjectFormValues>({
    name: '',
    description: '',
    project_type: allowedTypes[0] ?? 'INNOSUISSE_PROJECT',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof ProjectFormValues, string>>>({});

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateProjectForm(values);
    if (!result.success) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onSubmit(result.data);
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Label htmlFor="project-name">
          Project Name{' '}
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        </Label>
        <Input
          id="project-name"
          value={values.name}
          onChange={(event) => setValues((current) => ({ ...current, name: event.target.value }))}
          placeholder="e.g. Smart sensor platform for precision agriculture"
          aria-required="true"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? 'project-name-error' : undefined}
          autoFocus
        />
        {errors.name && (
          <p id="project-name-error" role="alert" className="text-sm font-medium text-destructive">
            {errors.name}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="project-type">Project Type</Label>
        <Select
          value={values.project_type}
          onValueChange={(value) => setValues((current) => ({ ...current, project_type: value as TProjectType }))}
          disabled={isSingleType}
        >
          <SelectTrigger id="project-type" aria-describedby={isSingleType ? 'project-type-note' : undefined}>
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
          value={values.description}
          onChange={(event) => setValues((current) => ({ ...current, description: event.target.value }))}
          placeholder="A short summary of the innovation and the funding you are applying for"
          aria-invalid={errors.description ? true : undefined}
        />
        {errors.description && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errors.description}
          </p>
        )}
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
