import type { TCurrentUser } from '@grant-review/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SessionContextProvider } from '@/lib/session-provider';
import { createTestSession, TEST_USER } from '@/test/session';
import AppLayout from './app-layout';

function renderApp(currentUser: TCurrentUser) {
  const session = createTestSession(currentUser);
  render(
    <MemoryRouter initialEntries={['/projects']}>
      <SessionContextProvider value={session}>
        <Routes>
          <Route element={<AppLayout />}>
            <Route
              path="projects"
              element={
                <>
                  <h1>Projects</h1>
                  <Link to="/projects/p1">SolarSkin</Link>
                </>
              }
            />
            <Route path="projects/p1" element={<h1>SolarSkin</h1>} />
          </Route>
          <Route path="login" element={<h1>Sign in</h1>} />
        </Routes>
      </SessionContextProvider>
    </MemoryRouter>,
  );
  return session;
}

describe('AppLayout', () => {
  it('shows the screen and the sidebar to a user with their own password', () => {
    renderApp(TEST_USER);
    expect(screen.getByRole('heading', { name: 'Projects' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Sidebar' })).toBeInTheDocument();
  });

  it('shows only the change-password screen while the password is temporary', () => {
    renderApp({ ...TEST_USER, must_change_password: true });
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Temporary password')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Projects' })).toBeNull();
    expect(screen.queryByRole('complementary', { name: 'Sidebar' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('closes the mobile menu when the user goes to another screen', async () => {
    renderApp(TEST_USER);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('link', { name: 'SolarSkin' }));
    expect(await screen.findByRole('heading', { name: 'SolarSkin' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
