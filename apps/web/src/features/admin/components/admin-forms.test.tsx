import type { TAdminUser } from '@grant-review/contract';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { canSaveProjectTypes, isCreateUserReady } from '../create-user-rules';
import { CreateUserForm } from './create-user-form';
import { ProjectTypesDialog } from './project-types-dialog';

const user: TAdminUser = {
  id: 'u1',
  email: 'lea@example.ch',
  first_name: 'Lea',
  last_name: 'Meier',
  is_admin: false,
  is_active: true,
  accepted_disclaimer: true,
  allowed_project_types: ['INNOSUISSE_PROJECT'],
  created_at: '2026-01-01T00:00:00.000Z',
  total_revisions_ever_created: 3,
  revisions_created_last_30_days: 1,
};

describe('create user rule', () => {
  it('needs email, first name and password; last name is optional', () => {
    expect(isCreateUserReady({ email: 'a@b.ch', first_name: 'A', password: 'p' })).toBe(true);
    expect(isCreateUserReady({ email: '', first_name: 'A', password: 'p' })).toBe(false);
    expect(isCreateUserReady({ email: 'a@b.ch', first_name: '  ', password: 'p' })).toBe(false);
    expect(isCreateUserReady({ email: 'a@b.ch', first_name: 'A', password: '' })).toBe(false);
  });
});

describe('CreateUserForm', () => {
  it('keeps Create User disabled until email, first name and password are filled', async () => {
    const onSubmit = vi.fn();
    render(<CreateUserForm isSubmitting={false} onSubmit={onSubmit} onCancel={vi.fn()} />);
    const button = screen.getByRole('button', { name: 'Create User' });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/^Email/), 'new@example.ch');
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/^First Name/), 'Nora');
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/^Password/), 'long-enough-pass');
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(onSubmit).toHaveBeenCalledWith(
      {
        email: 'new@example.ch',
        first_name: 'Nora',
        last_name: '',
        password: 'long-enough-pass',
        is_admin: false,
        allowed_project_types: ['INNOSUISSE_PROJECT', 'ETH_PIONEER_FELLOWSHIP'],
      },
      expect.any(Function),
    );
  });

  async function fillRequired(email: string, firstName: string, password: string) {
    await userEvent.type(screen.getByLabelText(/^Email/), email);
    await userEvent.type(screen.getByLabelText(/^First Name/), firstName);
    await userEvent.type(screen.getByLabelText(/^Password/), password);
  }

  it.each([
    ['not-an-email', 'Nora', 'long-enough-pass', /^Email/, 'Enter a valid email address'],
    ['new@example.ch', 'Nora', 'short', /^Password/, 'Password must be at least 10 characters'],
  ])(
    'names the problem of %j / %j / %j next to its field, with the contract’s message',
    async (email, firstName, password, label, message) => {
      const onSubmit = vi.fn();
      render(<CreateUserForm isSubmitting={false} onSubmit={onSubmit} onCancel={vi.fn()} />);
      await fillRequired(email, firstName, password);
      await userEvent.click(screen.getByRole('button', { name: 'Create User' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message) as string);
      expect(onSubmit).not.toHaveBeenCalled();
    },
  );

  it('refuses a user without any project type, at the project types', async () => {
    const onSubmit = vi.fn();
    render(<CreateUserForm isSubmitting={false} onSubmit={onSubmit} onCancel={vi.fn()} />);
    await fillRequired('new@example.ch', 'Nora', 'long-enough-pass');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Innosuisse Project' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'ETH Pioneer Fellowship' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Select at least one project type');
    expect(screen.getByRole('group', { name: 'Project Types' })).toHaveAccessibleDescription(
      'Select at least one project type',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the request as the contract parses it, and empties the form on reset', async () => {
    const onSubmit = vi.fn();
    render(<CreateUserForm isSubmitting={false} onSubmit={onSubmit} onCancel={vi.fn()} />);
    await fillRequired('  Nora.Keller@Example.CH ', ' Nora ', 'long-enough-pass');
    await userEvent.type(screen.getByLabelText('Last Name'), ' Keller ');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Innosuisse Project' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Admin privileges' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create User' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const [body, reset] = onSubmit.mock.calls[0] as [unknown, () => void];
    expect(body).toEqual({
      email: 'nora.keller@example.ch',
      first_name: 'Nora',
      last_name: 'Keller',
      password: 'long-enough-pass',
      is_admin: true,
      allowed_project_types: ['ETH_PIONEER_FELLOWSHIP'],
    });

    act(() => reset());
    expect(screen.getByLabelText(/^Email/)).toHaveValue('');
    expect(screen.getByLabelText('Last Name')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Innosuisse Project' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Admin privileges' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Create User' })).toBeDisabled();
  });

  it('has both project types checked and admin unchecked by default', () => {
    render(<CreateUserForm isSubmitting={false} onSubmit={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.getByRole('checkbox', { name: 'Innosuisse Project' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'ETH Pioneer Fellowship' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Admin privileges' })).not.toBeChecked();
  });

  it('shows Creating... while busy', () => {
    render(<CreateUserForm isSubmitting onSubmit={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Creating...' })).toBeDisabled();
  });
});

describe('ProjectTypesDialog', () => {
  it('opens with the current types and disables Save with none selected', async () => {
    const onSave = vi.fn();
    render(<ProjectTypesDialog user={user} isSaving={false} onSave={onSave} onClose={vi.fn()} />);
    const innosuisse = screen.getByRole('checkbox', { name: 'Innosuisse Project' });
    const eth = screen.getByRole('checkbox', { name: 'ETH Pioneer Fellowship' });
    expect(innosuisse).toBeChecked();
    expect(eth).not.toBeChecked();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeEnabled();

    await userEvent.click(innosuisse);
    expect(save).toBeDisabled();
    expect(canSaveProjectTypes([])).toBe(false);
    expect(screen.getByRole('group', { name: 'Project Types' })).toHaveAccessibleDescription(
      'Select at least one project type.',
    );

    await userEvent.click(eth);
    expect(save).toBeEnabled();
    await userEvent.click(save);
    expect(onSave).toHaveBeenCalledWith(['ETH_PIONEER_FELLOWSHIP']);
  });

  it('closes on Cancel', async () => {
    const onClose = vi.fn();
    render(<ProjectTypesDialog user={user} isSaving={false} onSave={vi.fn()} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});
