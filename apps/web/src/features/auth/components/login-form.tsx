import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { loginErrorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';

interface LoginFormProps {
  onLogin: (email: string, password: string) => Promise<unknown>;
  onSuccess: () => void;
}

type FormState = { status: 'idle' } | { status: 'submitting' } | { status: 'error'; message: string };

/** Email + password form: idle → submitting ('Loading...') → success (toast, navigate) or error (inline + toast). */
export function LoginForm({ onLogin, onSuccess }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [state, setState] = useState<FormState>({ status: 'idle' });
  const isSubmitting = state.status === 'submitting';
  /** The last failure's toast: a successful sign-in removes it, so it does not outlive the error it reports. */
  const errorToastRef = useRef<string | number | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    if (!email.trim() || !password) {
      setState({ status: 'error', message: !email.trim() ? 'Email is required' : 'Password is required' });
      return;
    }
    setState({ status: 'submitting' });
    try {
      await onLogin(email.trim(), password);
      if (errorToastRef.current !== null) notify.dismiss(errorToastRef.current);
      errorToastRef.current = null;
      notify.success('Login successful');
      onSuccess();
    } catch (error) {
      const message = loginErrorMessage(error);
      setState({ status: 'error', message });
      if (errorToastRef.current !== null) notify.dismiss(errorToastRef.current);
      errorToastRef.current = notify.error(message);
    }
  };

  return (
    <form
      onSubmit={(event) => void handleSubmit(event)}
      className="flex flex-col gap-4"
      aria-describedby={state.status === 'error' ? 'login-error' : undefined}
    >
      <div className="flex flex-col gap-2">
        <label htmlFor="login-email" className="text-sm font-medium">
          Email
        </label>
        <Input
          id="login-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@company.ch"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={isSubmitting}
          aria-invalid={state.status === 'error' || undefined}
        />
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor="login-password" className="text-sm font-medium">
          Password
        </label>
        <Input
          id="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          disabled={isSubmitting}
          aria-invalid={state.status === 'error' || undefined}
        />
      </div>
      {state.status === 'error' && (
        <p
          id="login-error"
          role="alert"
          className="rounded-md border border-destructive/25 bg-destructive/5 px-3 py-2 text-sm text-destructive"
        >
          {state.message}
        </p>
      )}
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Loading...' : 'Sign In'}
      </Button>
    </form>
  );
}
