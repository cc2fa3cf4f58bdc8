import { LIMITS, ZNewPassword } from '@grant-review/contract';
import { AlertCircleIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useChangePassword } from '../api/change-password';
import { ACCOUNT_STRINGS as STRINGS } from '../strings';

export interface PasswordChangeValues {
  current: string;
  next: string;
  confirmation: string;
}

/** What the browser can tell before asking the server; the server also refuses easily guessed passwords. */
export function findPasswordChangeProblem({ current, next, confirmation }: PasswordChangeValues): string | null {
  if (!current) return STRINGS.currentRequired;
  const length = ZNewPassword.safeParse(next);
  if (!length.success) return length.error.issues[0]?.message ?? STRINGS.failure;
  if (next !== confirmation) return STRINGS.confirmMismatch;
  if (next === current) return STRINGS.sameAsCurrent;
  return null;
}

interface ChangePasswordFormProps {
  /** 'Temporary password' when the user signed in with one an admin gave them. */
  currentLabel?: string;
  onChanged?: () => void;
  onCancel?: () => void;
}

/** Current, new and confirmed password; the server's detail is shown when it refuses, a toast when it is done. */
export function ChangePasswordForm({
  currentLabel = STRINGS.currentPassword,
  onChanged,
  onCancel,
}: ChangePasswordFormProps) {
  const [values, setValues] = useState<PasswordChangeValues>({ current: '', next: '', confirmation: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useChangePassword({
    onSuccess: () => {
      notify.success(STRINGS.success);
      onChanged?.();
    },
  });
  const set = (key: keyof PasswordChangeValues, value: string) =>
    setValues((current) => ({ ...current, [key]: value }));
  const shownProblem = problem ?? (mutation.isError ? errorMessage(mutation.error, STRINGS.failure) : null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const found = findPasswordChangeProblem(values);
    setProblem(found);
    if (found) return;
    mutation.mutate({ current_password: values.current, new_password: values.next });
  };

  const field = (key: keyof PasswordChangeValues, id: string, label: string, autoComplete: string) => (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="password"
        autoComplete={autoComplete}
        required
        value={values[key]}
        onChange={(event) => set(key, event.target.value)}
        disabled={mutation.isPending}
        aria-invalid={shownProblem ? true : undefined}
        aria-describedby={key === 'next' ? 'new-password-hint' : undefined}
      />
    </div>
  );

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={STRINGS.changePasswordTitle} className="flex flex-col gap-4">
      {field('current', 'current-password', currentLabel, 'current-password')}
      {field('next', 'new-password', STRINGS.newPassword, 'new-password')}
      <p id="new-password-hint" className="-mt-2 text-xs text-muted-foreground">
        {STRINGS.newPasswordHint(LIMITS.passwordMinLength)}
      </p>
      {field('confirmation', 'confirm-password', STRINGS.confirmPassword, 'new-password')}
      {shownProblem && (
        <Alert variant="destructive">
          <AlertCircleIcon />
          <AlertDescription>{shownProblem}</AlertDescription>
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
