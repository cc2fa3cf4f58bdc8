import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FieldError, fieldErrorProps } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { loginErrorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { ZLoginForm, type TLoginFormInput } from '../form-schemas';

interface LoginFormProps {
  onLogin: (email: string, password: string) => Promise<unknown>;
  onSuccess: () => void;
}

/**
 * Email + password form: idle → submitting ('Loading...') → success (toast, navigate) or error (inline + toast).
 * A missing field is named next to it; the server's refusal shows below the fields.
 */
export function LoginForm({ onLogin, onSuccess }: LoginFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting: isValidatingOrSigningIn },
  } = useForm<TLoginFormInput>({
    resolver: zodResolver(ZLoginForm),
    defaultValues: { email: '', password: '' },
  });
  /**
   * Only the call to the server disables the fields: react-hook-form's isSubmitting also covers the check before
   * it, and a field disabled then could not take the focus that names its problem.
   */
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /** The last failure's toast: a successful sign-in removes it, so it does not outlive the error it reports. */
  const errorToastRef = useRef<string | number | null>(null);

  const signIn = handleSubmit(async ({ email, password }) => {
    setIsSubmitting(true);
    try {
      await onLogin(email, password);
      if (errorToastRef.current !== null) notify.dismiss(errorToastRef.current);
      errorToastRef.current = null;
      notify.success('Login successful');
      onSuccess();
    } catch (error) {
      const message = loginErrorMessage(error);
      setFailure(message);
      if (errorToastRef.current !== null) notify.dismiss(errorToastRef.current);
      errorToastRef.current = notify.error(message);
    } finally {
      setIsSubmitting(false);
    }
  });

  return (
    <form
      onSubmit={(event) => {
        if (isValidatingOrSigningIn) {
          event.preventDefault();
          return;
        }
        setFailure(null);
        void signIn(event);
      }}
      noValidate
      className="flex flex-col gap-4"
      aria-describedby={failure ? 'login-error' : undefined}
    >
      <div className="flex flex-col gap-2">
        <label htmlFor="login-email" className="text-sm font-medium">
          Email
        </label>
        <Input
          id="login-email"
          type="email"
          autoComplete="email"
          placeholder="you@company.ch"
          required
          disabled={isSubmitting}
          {...register('email')}
          {...fieldErrorProps('login-email-error', errors.email)}
          aria-invalid={Boolean(errors.email) || Boolean(failure) || undefined}
        />
        <FieldError id="login-email-error" error={errors.email} />
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor="login-password" className="text-sm font-medium">
          Password
        </label>
        <Input
          id="login-password"
          type="password"
          autoComplete="current-password"
          required
          disabled={isSubmitting}
          {...register('password')}
          {...fieldErrorProps('login-password-error', errors.password)}
          aria-invalid={Boolean(errors.password) || Boolean(failure) || undefined}
        />
        <FieldError id="login-password-error" error={errors.password} />
      </div>
      {failure && (
        <p
          id="login-error"
          role="alert"
          className="rounded-md border border-destructive/25 bg-destructive/5 px-3 py-2 text-sm text-destructive"
        >
          {failure}
        </p>
      )}
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Loading...' : 'Sign In'}
      </Button>
    </form>
  );
}
