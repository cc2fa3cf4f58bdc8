import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { LoginForm } from './login-form';

vi.mock('@/lib/toast', () => ({
  notify: { success: vi.fn(), error: vi.fn(() => 'error-toast'), info: vi.fn(), warning: vi.fn(), dismiss: vi.fn() },
  notifyError: vi.fn(),
}));

async function fillAndSubmit(email = 'anna@example.ch', password = 'secret-pass') {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginForm', () => {
  beforeEach(() => {
    vi.mocked(notify.success).mockClear();
    vi.mocked(notify.error).mockClear();
  });

  it('has an email-type field and required fields', () => {
    render(<LoginForm onLogin={vi.fn()} onSuccess={vi.fn()} />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
  });

  it.each([
    ['', 'secret-pass', 'Email', 'Email is required'],
    ['anna@example.ch', '', 'Password', 'Password is required'],
  ])('names a missing field next to it (%j, %j) and does not sign in', async (email, password, label, message) => {
    const onLogin = vi.fn();
    render(<LoginForm onLogin={onLogin} onSuccess={vi.fn()} />);
    if (email) await userEvent.type(screen.getByLabelText('Email'), email);
    if (password) await userEvent.type(screen.getByLabelText('Password'), password);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    const field = screen.getByLabelText(label);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(message);
    expect(field).toHaveFocus();
    expect(onLogin).not.toHaveBeenCalled();
    expect(notify.error).not.toHaveBeenCalled();

    // Filling the field in takes the message away.
    await userEvent.type(field, label === 'Email' ? 'anna@example.ch' : 'secret-pass');
    await vi.waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('shows Loading... while submitting, then toasts and navigates on success', async () => {
    let resolveLogin: () => void = () => {};
    const onLogin = vi.fn(() => new Promise<void>((resolve) => (resolveLogin = resolve)));
    const onSuccess = vi.fn();
    render(<LoginForm onLogin={onLogin} onSuccess={onSuccess} />);
    await fillAndSubmit();
    expect(onLogin).toHaveBeenCalledWith('anna@example.ch', 'secret-pass');
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    expect(onSuccess).not.toHaveBeenCalled();
    resolveLogin();
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(notify.success).toHaveBeenCalledWith('Login successful');
  });

  it('shows the server detail inline and as a toast on failure', async () => {
    const onLogin = vi.fn().mockRejectedValue(new ApiError(401, 'Incorrect email or password'));
    const onSuccess = vi.fn();
    render(<LoginForm onLogin={onLogin} onSuccess={onSuccess} />);
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password');
    expect(notify.error).toHaveBeenCalledWith('Incorrect email or password');
    expect(onSuccess).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it("removes the failure's toast when the next sign-in succeeds", async () => {
    vi.mocked(notify.dismiss).mockClear();
    const onLogin = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(401, 'Incorrect email or password'))
      .mockResolvedValueOnce(undefined);
    const onSuccess = vi.fn();
    render(<LoginForm onLogin={onLogin} onSuccess={onSuccess} />);
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password');
    expect(notify.dismiss).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(notify.dismiss).toHaveBeenCalledWith('error-toast');
    expect(notify.success).toHaveBeenCalledWith('Login successful');
  });

  it('falls back to the error message, then to a generic text', async () => {
    const onLogin = vi.fn().mockRejectedValueOnce(new Error('Network down')).mockRejectedValueOnce('???');
    render(<LoginForm onLogin={onLogin} onSuccess={vi.fn()} />);
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Network down');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');
  });
});
