import { LIMITS } from '@grant-review/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken, setToken } from '@/lib/session';
import { notify } from '@/lib/toast';
import { renderWithProviders } from '@/test/render';
import { createTestSession } from '@/test/session';
import { SessionContextProvider } from '@/lib/session-provider';
import { ChangePasswordForm } from './change-password-form';

vi.mock('@/lib/toast', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
  notifyError: vi.fn(),
}));

function renderForm(onChanged = vi.fn()) {
  const session = createTestSession();
  renderWithProviders(
    <SessionContextProvider value={session}>
      <ChangePasswordForm onChanged={onChanged} />
    </SessionContextProvider>,
  );
  return { session, onChanged };
}

async function fill(current: string, next: string, confirmation = next) {
  if (current) await userEvent.type(screen.getByLabelText('Current password'), current);
  if (next) await userEvent.type(screen.getByLabelText('New password'), next);
  if (confirmation) await userEvent.type(screen.getByLabelText('Confirm new password'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordForm', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    setToken('old-token');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it.each([
    ['', 'quartz-lantern-meadow', 'quartz-lantern-meadow', 'Current password', 'Enter your current password'],
    ['old-password-1', 'too-short', 'too-short', 'New password', 'Password must be at least 10 characters'],
    [
      'old-password-1',
      'quartz-lantern-meadow',
      'quartz-lantern-meadows',
      'Confirm new password',
      'The new passwords do not match',
    ],
    [
      'old-password-1',
      'old-password-1',
      'old-password-1',
      'New password',
      'Choose a new password that differs from the current one',
    ],
  ])('checks %j → %j before asking the server', async (current, next, confirmation, label, message) => {
    renderForm();
    await fill(current, next, confirmation);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    // Named next to the field it is about, and only there.
    const field = screen.getByLabelText(label);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message) as string);
    for (const other of ['Current password', 'New password', 'Confirm new password'].filter((name) => name !== label)) {
      expect(screen.getByLabelText(other)).not.toHaveAttribute('aria-invalid');
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a password of the longest allowed length, and refuses one character more', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ access_token: 'new-token', token_type: 'bearer' }), { status: 200 }),
    );
    const { onChanged } = renderForm();
    const longest = 'a'.repeat(LIMITS.passwordMaxLength);
    await userEvent.type(screen.getByLabelText('Current password'), 'old-password-1');
    await userEvent.click(screen.getByLabelText('New password'));
    await userEvent.paste(`${longest}b`);
    await userEvent.click(screen.getByLabelText('Confirm new password'));
    await userEvent.paste(`${longest}b`);
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Password must be at most ${LIMITS.passwordMaxLength} characters`,
    );
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('New password'), '{Backspace}');
    await userEvent.type(screen.getByLabelText('Confirm new password'), '{Backspace}');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string)).toEqual({
      current_password: 'old-password-1',
      new_password: longest,
    });
  });

  it('changes the password, keeps the session with the new token and re-reads the user', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ access_token: 'new-token', token_type: 'bearer' }), { status: 200 }),
    );
    const { session, onChanged } = renderForm();
    await fill('old-password-1', 'quartz-lantern-meadow');
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/change-password');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer old-token');
    expect(typeof init?.body).toBe('string');
    expect(JSON.parse(init?.body as string)).toEqual({
      current_password: 'old-password-1',
      new_password: 'quartz-lantern-meadow',
    });
    expect(getToken()).toBe('new-token');
    expect(session.refreshUser).toHaveBeenCalled();
    expect(notify.success).toHaveBeenCalledWith('Password changed');
  });

  it("shows the server's detail; a wrong current password keeps the user signed in", async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ detail: 'Current password is incorrect' }), { status: 400 }),
    );
    const { onChanged } = renderForm();
    await fill('wrong-password-1', 'quartz-lantern-meadow');
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');
    expect(getToken()).toBe('old-token');
    expect(onChanged).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Change password' })).toBeEnabled();

    // The next attempt starts afresh: a problem the browser finds replaces the server's last refusal.
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The new passwords do not match');
    expect(screen.queryByText('Current password is incorrect')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
