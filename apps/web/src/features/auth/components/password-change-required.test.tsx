import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TLocale } from '@/i18n';
import { SessionContextProvider } from '@/lib/session-provider';
import { LocaleProvider } from '@/test/i18n';
import { renderWithProviders } from '@/test/render';
import { createTestSession } from '@/test/session';
import { ChangePasswordDialog } from './change-password-dialog';
import { PasswordChangeRequired } from './password-change-required';

function renderScreen(locale: TLocale) {
  const onLogout = vi.fn();
  renderWithProviders(
    <LocaleProvider locale={locale}>
      <SessionContextProvider value={createTestSession()}>
        <PasswordChangeRequired onLogout={onLogout} />
      </SessionContextProvider>
    </LocaleProvider>,
  );
  return { onLogout };
}

describe('PasswordChangeRequired', () => {
  it('asks for the temporary password in English', () => {
    renderScreen('en');
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Temporary password')).toBeInTheDocument();
  });

  it('is in German, and signs out', async () => {
    const { onLogout } = renderScreen('de');
    expect(screen.getByRole('heading', { name: 'Neues Passwort wählen' })).toBeInTheDocument();
    expect(screen.getByText(/mit einem temporären Passwort angemeldet/)).toBeInTheDocument();
    expect(screen.getByLabelText('Temporäres Passwort')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Abmelden' }));
    expect(onLogout).toHaveBeenCalled();
  });

  it('is in Italian', () => {
    renderScreen('it');
    expect(screen.getByRole('heading', { name: 'Scegliete una nuova password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Esci' })).toBeInTheDocument();
  });
});

describe('ChangePasswordDialog', () => {
  it('has its title and description in French', () => {
    renderWithProviders(
      <LocaleProvider locale="fr">
        <SessionContextProvider value={createTestSession()}>
          <ChangePasswordDialog open onOpenChange={vi.fn()} />
        </SessionContextProvider>
      </LocaleProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Changer le mot de passe' })).toHaveTextContent(
      'Vos autres appareils seront déconnectés.',
    );
  });
});
