import type { TAdminUser, TProjectType } from '@grant-review/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
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

function ProjectTypesForm({ user, isSaving, onSave, onClose }: ProjectTypesDialogProps & { user: TAdminUser }) {
  const [selected, setSelected] = useState<TProjectType[]>(user.allowed_project_types);
  return (
    <>
      <DialogHeader>
        <DialogTitle>Edit Project Types</DialogTitle>
        <DialogDescription>Choose which project types {user.email} may create.</DialogDescription>
      </DialogHeader>
      <ProjectTypeCheckboxes idPrefix="edit-user-type" value={selected} onChange={setSelected} />
      {!canSaveProjectTypes(selected) && (
        <p className="text-xs text-muted-foreground">Select at least one project type.</p>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={() => onSave(selected)} disabled={!canSaveProjectTypes(selected) || isSaving}>
          Save
        </Button>
      </DialogFooter>
    </>
  );
}
