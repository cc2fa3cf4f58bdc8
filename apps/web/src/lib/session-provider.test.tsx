import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken, setToken } from '@/lib/session';
import { TEST_USER } from '@/test/session';
import { SessionProvider, useSession } from './session-provider';

function SignedInProbe() {
  const { user: current, isLoading, logout } = useSession();
  if (isLoading) return <p>Loading</p>;
  return (
    <>
      <p>{current ? `Signed in as ${current.name}` : 'Signed out'}</p>
      <button onClick={logout}>Logout</button>
    </>
  );
}

const urlOf = (input: Parameters<typeof fetch>[0]) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

describe('SessionProvider logout', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    setToken('session-token');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  async function signInAndLogout(logoutAnswer: () => Promise<Response>) {
    fetchMock.mockImplementation((input) =>
      urlOf(input) === '/api/auth/me'
        ? Promise.resolve(new Response(JSON.stringify(TEST_USER), { status: 200 }))
        : logoutAnswer(),
    );
    render(
      <SessionProvider>
        <SignedInProbe />
      </SessionProvider>,
    );
    expect(await screen.findByText('Signed in as Lea Meier')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
  }

  it('signs out at once and ends the token on the server', async () => {
    await signInAndLogout(() => Promise.resolve(new Response(null, { status: 204 })));
    expect(screen.getByText('Signed out')).toBeInTheDocument();
    expect(getToken()).toBeNull();
    const logoutCall = fetchMock.mock.calls.find(([input]) => urlOf(input) === '/api/auth/logout');
    expect(logoutCall?.[1]?.method).toBe('POST');
    expect(new Headers(logoutCall?.[1]?.headers).get('Authorization')).toBe('Bearer session-token');
    expect(logoutCall?.[1]?.keepalive).toBe(true);
  });

  it('signs out even when the server cannot be reached', async () => {
    await signInAndLogout(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(screen.getByText('Signed out')).toBeInTheDocument();
    expect(getToken()).toBeNull();
    expect(fetchMock.mock.calls.some(([input]) => urlOf(input) === '/api/auth/logout')).toBe(true);
  });

  it('does not clear a newer sign-in when the old token is answered with 401 late', async () => {
    let answerLogout: (response: Response) => void = () => {};
    await signInAndLogout(() => new Promise<Response>((resolve) => (answerLogout = resolve)));
    setToken('newer-sign-in');
    answerLogout(new Response(JSON.stringify({ detail: 'Invalid or expired token' }), { status: 401 }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(getToken()).toBe('newer-sign-in');
  });
});
