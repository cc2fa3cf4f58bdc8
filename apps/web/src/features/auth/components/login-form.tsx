import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FieldError, fieldErrorProps } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { FALLBACK_ERROR_MESSAGE, loginErrorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { ZLoginForm, type TLoginFormInput } from '../form-schemas';
import { useTranslatedProblem } from '../validation-messages';

interface LoginFormProps {
  onLogin: (email: string, password: string) => Promise<unknown>;
  onSuccess: () => void;
}

/**
 * Email + password form: idle → submitting ('Loading...') → success (toast, navigate) or error (inline + toast).
 * A missing field is named next to it; the server's refusal shows below the fields.
 */
export function LoginForm({ onLogin, onSuccess }: LoginFormProps) {
  const { t } = useTranslation(['auth', 'common']);
  const translateProblem = useTranslatedProblem();
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
      notify.success(t('login.success'));
      onSuccess();
    } catch (error) {
      // The server's detail and an error's own words stay as they are; only the generic text is translated.
      const detail = loginErrorMessage(error);
      const message = detail === FALLBACK_ERROR_MESSAGE ? t('common:error.fallback') : detail;
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
          {t('login.email')}
        </label>
        <Input
          id="login-email"
          type="email"
          autoComplete="email"
          placeholder={t('login.emailPlaceholder')}
          required
          disabled={isSubmitting}
          {...register('email')}
          {...fieldErrorProps('login-email-error', errors.email)}
          aria-invalid={Boolean(errors.email) || Boolean(failure) || undefined}
        />
        <FieldError id="login-email-error" error={translateProblem(errors.email)} />
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor="login-password" className="text-sm font-medium">
          {t('login.password')}
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
        <FieldError id="login-password-error" error={translateProblem(errors.password)} />
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
        {isSubmitting ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
