import { LIMITS, type TCreateUserRequest } from '@grant-review/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  emptyCreateUserForm,
  isCreateUserReady,
  validateCreateUser,
  type CreateUserFormValues,
} from '../create-user-rules';
import { ProjectTypeCheckboxes } from './project-type-checkboxes';

interface CreateUserFormProps {
  isSubmitting: boolean;
  onSubmit: (data: TCreateUserRequest, reset: () => void) => void;
  onCancel: () => void;
}

function Required() {
  return (
    <>
      <span aria-hidden="true" className="text-destructive">
        *
      </span>
      <span className="sr-only">(required)</span>
    </>
  );
}

export function CreateUserForm({ isSubmitting, onSubmit, onCancel }: CreateUserFormProps) {
  const [values, setValues] = useState<CreateUserFormValues>(emptyCreateUserForm);
  const [error, setError] = useState<string | null>(null);
  const isReady = isCreateUserReady(values);
  const set = <K extends keyof CreateUserFormValues>(key: K, value: CreateUserFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isReady || isSubmitting) return;
    const result = validateCreateUser(values);
    if (!result.success) {
      setError(result.message);
      return;
    }
    setError(null);
    onSubmit(result.data, () => setValues(emptyCreateUserForm()));
  };

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-label="Create user"
      className="rounded-lg border border-border bg-muted/30 p-4 sm:p-5"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor="new-user-email">
            Email <Required />
          </Label>
          <Input
            id="new-user-email"
            type="email"
            autoComplete="off"
            value={values.email}
            onChange={(event) => set('email', event.target.value)}
            aria-required="true"
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="new-user-password">
            Password <Required />
          </Label>
          <Input
            id="new-user-password"
            type="password"
            autoComplete="new-password"
            value={values.password}
            onChange={(event) => set('password', event.target.value)}
            aria-required="true"
            aria-describedby="new-user-password-hint"
          />
          <p id="new-user-password-hint" className="text-xs text-muted-foreground">
            At least {LIMITS.passwordMinLength} characters. The user chooses their own at the first sign-in.
          </p>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="new-user-first-name">
            First Name <Required />
          </Label>
          <Input
            id="new-user-first-name"
            value={values.first_name}
            onChange={(event) => set('first_name', event.target.value)}
            aria-required="true"
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="new-user-last-name">Last Name</Label>
          <Input
            id="new-user-last-name"
            value={values.last_name}
            onChange={(event) => set('last_name', event.target.value)}
          />
        </div>
        <fieldset className="flex flex-col gap-2.5">
          <legend className="mb-2.5 text-sm font-medium">Project Types</legend>
          <ProjectTypeCheckboxes
            idPrefix="new-user-type"
            value={values.allowed_project_types}
            onChange={(types) => set('allowed_project_types', types)}
          />
        </fieldset>
        <div className="flex items-center gap-2.5 self-end">
          <Checkbox
            id="new-user-admin"
            checked={values.is_admin}
            onCheckedChange={(checked) => set('is_admin', checked === true)}
          />
          <Label htmlFor="new-user-admin" className="font-normal">
            Admin privileges
          </Label>
        </div>
      </div>
      {error && (
        <p role="alert" className="mt-4 text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <div className="mt-5 flex flex-col-reverse gap-2 border-t border-border pt-4 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={!isReady || isSubmitting}>
          {isSubmitting ? 'Creating...' : 'Create User'}
        </Button>
      </div>
    </form>
  );
}
