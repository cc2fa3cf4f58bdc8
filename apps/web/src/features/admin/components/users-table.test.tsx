import type { TAdminUser } from '@grant-review/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TooltipProvider } from '@/components/ui/tooltip';
import type { TLocale } from '@/i18n';
import { LocaleProvider } from '@/test/i18n';
import { TemporaryPasswordBanner } from './temporary-password-banner';
import { UsersTable, type UserRowActions } from './users-table';

const lea: TAdminUser = {
  id: 'u1',
  email: 'lea@example.ch',
  first_name: 'Lea',
  last_name: 'Meier',
  is_admin: true,
  is_active: true,
  accepted_disclaimer: false,
  allowed_project_types: ['INNOSUISSE_PROJECT'],
  created_at: '2026-01-01T00:00:00.000Z',
  total_revisions_ever_created: 3,
  revisions_created_last_30_days: 1,
};

function renderTable(users: TAdminUser[], locale: TLocale = 'en') {
  const actions: UserRowActions = {
    onToggleDisclaimer: vi.fn(),
    onResetPassword: vi.fn(),
    onEditProjectTypes: vi.fn(),
    onDelete: vi.fn(),
  };
  render(
    <LocaleProvider locale={locale}>
      <TooltipProvider>
        <UsersTable users={users} actions={actions} />
      </TooltipProvider>
    </LocaleProvider>,
  );
  return actions;
}

describe('UsersTable', () => {
  it('shows the spec’s columns, badges and activity in English', () => {
    renderTable([lea]);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['User', 'Status', 'Activity', 'Project Types', 'Actions']);
    expect(within(table).getByText('Active')).toBeInTheDocument();
    expect(within(table).getByText('Disclaimer Pending')).toBeInTheDocument();
    expect(within(table).getByText('Admin')).toBeInTheDocument();
    expect(within(table).getByText('Total: 3')).toBeInTheDocument();
    expect(within(table).getByText('Last 30d: 1')).toBeInTheDocument();
    expect(within(table).getByText(/^Joined /)).toBeInTheDocument();
    expect(within(table).getByText('INNOSUISSE PROJECT')).toBeInTheDocument();
  });

  it('is in German, with the row actions named in German', async () => {
    const actions = renderTable([{ ...lea, is_active: false, accepted_disclaimer: true }], 'de');
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Benutzer', 'Status', 'Aktivität', 'Projekttypen', 'Aktionen']);
    expect(within(table).getByText('Inaktiv')).toBeInTheDocument();
    expect(within(table).getByText('Bedingungen akzeptiert')).toBeInTheDocument();
    expect(within(table).getByText('Total: 3')).toBeInTheDocument();
    expect(within(table).getByText('Letzte 30 Tage: 1')).toBeInTheDocument();
    expect(within(table).getByText(/^Dabei seit /)).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Benutzer löschen' }));
    expect(actions.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'u1' }));
    const cards = screen.getByRole('list', { name: 'Benutzer' });
    expect(within(cards).getByRole('button', { name: /Passwort zurücksetzen/ })).toBeInTheDocument();
  });

  it('says no users were found, in French', () => {
    renderTable([], 'fr');
    expect(screen.getAllByText('Aucun utilisateur trouvé')).toHaveLength(2);
    expect(screen.getByRole('columnheader', { name: 'Types de projet' })).toBeInTheDocument();
  });
});

describe('TemporaryPasswordBanner', () => {
  const value = { email: 'lea@example.ch', password: 'Tmp-1234-abcd' };

  it('names the user and the 30 seconds in English', () => {
    render(<TemporaryPasswordBanner value={value} onClose={vi.fn()} />);
    expect(screen.getByText('Temporary password for lea@example.ch')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Password will be hidden automatically after 30 seconds.');
  });

  it('is in Italian, and closes', async () => {
    const onClose = vi.fn();
    render(
      <LocaleProvider locale="it">
        <TemporaryPasswordBanner value={value} onClose={onClose} />
      </LocaleProvider>,
    );
    expect(screen.getByText('Password temporanea per lea@example.ch')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('La password verrà nascosta automaticamente dopo 30 secondi.');
    expect(screen.getByRole('button', { name: 'Copia' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(onClose).toHaveBeenCalled();
  });
});
