import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS, ZCreateUserRequest, type TCreateUserRequest } from '@grant-review/contract';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError, fieldErrorProps } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { emptyCreateUserForm, isCreateUserReady } from '../create-user-rules';
import { ProjectTypeCheckboxes } from './project-type-checkboxes';

interface CreateUserFormProps {
  isSubmitting: boolean;
  /** Called with the request as the contract parses it (trimmed names, lower-case email); `reset` empties the form. */
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

/** Checked with the contract's create-user request, as the server checks it; each problem shows at its field. */
export function CreateUserForm({ isSubmitting, onSubmit, onCancel }: CreateUserFormProps) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ZCreateUserRequest), defaultValues: emptyCreateUserForm() });
  const [email, firstName, password] = useWatch({ control, name: ['email', 'first_name', 'password'] });
  const isReady = isCreateUserReady({ email, first_name: firstName, password });
  const createUser = handleSubmit((data) => onSubmit(data, () => reset(emptyCreateUserForm())));

  return (
    <form
      onSubmit={(event) => {
        if (!isReady || isSubmitting) {
          event.preventDefault();
          return;
        }
        void createUser(event);
      }}
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
            aria-required="true"
            {...register('email')}
            {...fieldErrorProps('new-user-email-error', errors.email)}
          />
          <FieldError id="new-user-email-error" error={errors.email} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="new-user-password">
            Password <Required />
          </Label>
          <Input
            id="new-user-password"
            type="password"
            autoComplete="new-password"
            aria-required="true"
            {...register('password')}
            {...fieldErrorProps('new-user-password-error', errors.password, 'new-user-password-hint')}
          />
          <FieldError id="new-user-password-error" error={errors.password} />
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
            aria-required="true"
            {...register('first_name')}
            {...fieldErrorProps('new-user-first-name-error', errors.first_name)}
          />
          <FieldError id="new-user-first-name-error" error={errors.first_name} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="new-user-last-name">Last Name</Label>
          <Input
            id="new-user-last-name"
            {...register('last_name')}
            {...fieldErrorProps('new-user-last-name-error', errors.last_name)}
          />
          <FieldError id="new-user-last-name-error" error={errors.last_name} />
        </div>
        <fieldset
          className="flex flex-col gap-2.5"
          {...fieldErrorProps('new-user-types-error', errors.allowed_project_types)}
        >
          <legend className="mb-2.5 text-sm font-medium">Project Types</legend>
          <Controller
            control={control}
            name="allowed_project_types"
            render={({ field }) => (
              <ProjectTypeCheckboxes idPrefix="new-user-type" value={field.value ?? []} onChange={field.onChange} />
            )}
          />
          <FieldError id="new-user-types-error" error={errors.allowed_project_types} />
        </fieldset>
        <div className="flex items-center gap-2.5 self-end">
          <Controller
            control={control}
            name="is_admin"
            render={({ field }) => (
              <Checkbox
                id="new-user-admin"
                checked={field.value ?? false}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
              />
            )}
          />
          <Label htmlFor="new-user-admin" className="font-normal">
            Admin privileges
          </Label>
        </div>
      </div>
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
