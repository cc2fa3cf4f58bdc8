import { zodResolver } from '@hookform/resolvers/zod';
import { ZProjectTypeList, type TAdminUser, type TProjectType } from '@grant-review/contract';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FieldError, fieldErrorProps } from '@/components/ui/field-error';
import { canSaveProjectTypes } from '../create-user-rules';
import { ProjectTypeCheckboxes } from './project-type-checkboxes';

interface ProjectTypesDialogProps {
  user: TAdminUser | null;
  isSaving: boolean;
  onSave: (projectTypes: TProjectType[]) => void;
  onClose: () => void;
}

/** Opens with the user's current types; Save is disabled with none selected. */
export function ProjectTypesDialog({ user, isSaving, onSave, onClose }: ProjectTypesDialogProps) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        {user && <ProjectTypesForm key={user.id} user={user} isSaving={isSaving} onSave={onSave} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

/** The edited types, checked with the contract's project-type list (at least one type). */
const ZProjectTypesForm = z.object({ allowed_project_types: ZProjectTypeList });

function ProjectTypesForm({ user, isSaving, onSave, onClose }: ProjectTypesDialogProps & { user: TAdminUser }) {
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ZProjectTypesForm),
    defaultValues: { allowed_project_types: user.allowed_project_types },
  });
  const selected = useWatch({ control, name: 'allowed_project_types' });
  const canSave = canSaveProjectTypes(selected) && !isSaving;
  const save = handleSubmit(({ allowed_project_types: projectTypes }) => onSave(projectTypes));
  return (
    // `contents`: the form's parts stay the dialog's grid rows.
    <form
      className="contents"
      noValidate
      onSubmit={(event) => {
        if (!canSave) {
          event.preventDefault();
          return;
        }
        void save(event);
      }}
    >
      <DialogHeader>
        <DialogTitle>Edit Project Types</DialogTitle>
        <DialogDescription>Choose which project types {user.email} may create.</DialogDescription>
      </DialogHeader>
      <fieldset
        {...fieldErrorProps(
          'edit-user-types-error',
          errors.allowed_project_types,
          !canSaveProjectTypes(selected) && 'edit-user-types-hint',
        )}
      >
        <legend className="sr-only">Project Types</legend>
        <Controller
          control={control}
          name="allowed_project_types"
          render={({ field }) => (
            <ProjectTypeCheckboxes idPrefix="edit-user-type" value={field.value} onChange={field.onChange} />
          )}
        />
      </fieldset>
      <FieldError id="edit-user-types-error" error={errors.allowed_project_types} />
      {!canSaveProjectTypes(selected) && (
        <p id="edit-user-types-hint" className="text-xs text-muted-foreground">
          Select at least one project type.
        </p>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canSave}>
          Save
        </Button>
      </DialogFooter>
    </form>
  );
}
