import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS } from '@grant-review/contract';
import { AlertCircleIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldError, fieldErrorProps } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useChangePassword } from '../api/change-password';
import { ZChangePasswordForm, type TChangePasswordFormInput } from '../form-schemas';
import { ACCOUNT_STRINGS as STRINGS } from '../strings';

interface ChangePasswordFormProps {
  /** 'Temporary password' when the user signed in with one an admin gave them. */
  currentLabel?: string;
  onChanged?: () => void;
  onCancel?: () => void;
}

/**
 * Current, new and confirmed password, checked as the server checks them (ZChangePasswordForm); each problem is
 * named next to its field, the server's detail below the fields when it refuses, a toast when it is done.
 */
export function ChangePasswordForm({
  currentLabel = STRINGS.currentPassword,
  onChanged,
  onCancel,
}: ChangePasswordFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TChangePasswordFormInput>({
    resolver: zodResolver(ZChangePasswordForm),
    defaultValues: { current_password: '', new_password: '', confirmation: '' },
  });
  const mutation = useChangePassword({
    onSuccess: () => {
      notify.success(STRINGS.success);
      onChanged?.();
    },
  });
  const changePassword = handleSubmit(({ current_password, new_password }) =>
    mutation.mutate({ current_password, new_password }),
  );

  const field = (
    name: keyof TChangePasswordFormInput,
    id: string,
    label: string,
    autoComplete: string,
    hintId?: string,
  ) => (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="password"
        autoComplete={autoComplete}
        required
        disabled={mutation.isPending}
        {...register(name)}
        {...fieldErrorProps(`${id}-error`, errors[name], hintId)}
      />
      <FieldError id={`${id}-error`} error={errors[name]} />
      {hintId && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {STRINGS.newPasswordHint(LIMITS.passwordMinLength)}
        </p>
      )}
    </div>
  );

  return (
    <form
      onSubmit={(event) => {
        if (mutation.isPending) {
          event.preventDefault();
          return;
        }
        // A new attempt: the last refusal no longer applies.
        mutation.reset();
        void changePassword(event);
      }}
      noValidate
      aria-label={STRINGS.changePasswordTitle}
      className="flex flex-col gap-4"
    >
      {field('current_password', 'current-password', currentLabel, 'current-password')}
      {field('new_password', 'new-password', STRINGS.newPassword, 'new-password', 'new-password-hint')}
      {field('confirmation', 'confirm-password', STRINGS.confirmPassword, 'new-password')}
      {mutation.isError && (
        <Alert variant="destructive">
          <AlertCircleIcon />
          <AlertDescription>{errorMessage(mutation.error, STRINGS.failure)}</AlertDescription>
        </Alert>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="outline" onClick={onCancel} disabled={mutation.isPending}>
            {STRINGS.cancel}
          </Button>
        )}
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? STRINGS.submitting : STRINGS.submit}
        </Button>
      </div>
    </form>
  );
}
