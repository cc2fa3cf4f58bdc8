import type { TAdminUser, TCurrentUser } from '@grant-review/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TLocale } from '@/i18n';
import { SessionContextProvider } from '@/lib/session-provider';
import { notify } from '@/lib/toast';
import { LocaleProvider } from '@/test/i18n';
import { renderWithProviders } from '@/test/render';
import { createTestSession, TEST_USER } from '@/test/session';
import AdminRoute from './admin';

vi.mock('@/lib/toast', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), dismiss: vi.fn() },
  notifyError: vi.fn(),
}));

const ADMIN: TCurrentUser = { ...TEST_USER, id: 'admin', email: 'admin@example.ch', is_admin: true };

const nora: TAdminUser = {
  id: 'u2',
  email: 'nora@example.ch',
  first_name: 'Nora',
  last_name: 'Keller',
  is_admin: false,
  is_active: true,
  accepted_disclaimer: true,
  allowed_project_types: ['INNOSUISSE_PROJECT', 'ETH_PIONEER_FELLOWSHIP'],
  created_at: '2026-02-01T00:00:00.000Z',
  total_revisions_ever_created: 0,
  revisions_created_last_30_days: 0,
};

const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function renderAdmin(locale: TLocale) {
  renderWithProviders(
    <LocaleProvider locale={locale}>
      <SessionContextProvider value={createTestSession(ADMIN)}>
        <AdminRoute />
      </SessionContextProvider>
    </LocaleProvider>,
    { route: '/admin' },
  );
}

describe('AdminRoute in other languages', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    vi.mocked(notify.success).mockClear();
    vi.mocked(notify.error).mockClear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('confirms and reports a deletion in German', async () => {
    fetchMock.mockImplementation((url, init) => {
      if (init?.method === 'DELETE') return Promise.resolve(new Response(null, { status: 204 }));
      if (urlOf(url).endsWith('/deletion-preview')) {
        return Promise.resolve(json({ projects_handed_over: 2, projects_deleted: 1 }));
      }
      return Promise.resolve(json([nora]));
    });
    renderAdmin('de');
    expect(screen.getByRole('heading', { name: 'Benutzerverwaltung' })).toBeInTheDocument();
    expect(await screen.findByText('1 Benutzer')).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('table')).getByRole('button', { name: 'Benutzer löschen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Benutzer löschen' });
    expect(dialog).toHaveTextContent(
      'Möchten Sie nora@example.ch wirklich endgültig löschen? Dies kann nicht rückgängig gemacht werden. ' +
        '2 geteilte Projekte gehen jeweils an das am längsten beteiligte Mitglied mit Bearbeitungsrecht ' +
        '(sonst mit Leserecht). 1 Projekt ohne weitere Mitglieder wird mit seinen Dokumenten gelöscht.',
    );
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Benutzer löschen' }));
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith('Benutzer nora@example.ch wurde gelöscht'));
  });

  it('asks for the deletion preview before confirming, and says when it is unknown', async () => {
    let preview: Response | null = json({ projects_handed_over: 1, projects_deleted: 0 });
    fetchMock.mockImplementation((url, init) => {
      if (init?.method === 'DELETE') return Promise.resolve(new Response(null, { status: 204 }));
      if (urlOf(url) === '/api/admin/users/u2/deletion-preview') {
        return Promise.resolve(preview ?? json({ detail: 'Database unavailable' }, 503));
      }
      return Promise.resolve(json([nora]));
    });
    renderAdmin('en');
    await userEvent.click(await within(await screen.findByRole('table')).findByRole('button', { name: 'Delete User' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete User' });
    expect(dialog).toHaveTextContent(
      '1 project shared with others will be handed over to its longest-standing editor (or viewer). ' +
        '0 projects without other members will be deleted with their documents.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    preview = null;
    await userEvent.click(within(screen.getByRole('table')).getByRole('button', { name: 'Delete User' }));
    expect(await screen.findByRole('alertdialog', { name: 'Delete User' })).toHaveTextContent(
      "Could not find out what happens to this user's projects",
    );
  });

  it('shows a reset password and its note in French', async () => {
    fetchMock.mockImplementation((url) =>
      Promise.resolve(
        urlOf(url).endsWith('/reset-password')
          ? json({ temporary_password: 'Tmp-5678-wxyz' })
          : json([nora, { ...nora, id: 'u3', email: 'lea@example.ch' }]),
      ),
    );
    renderAdmin('fr');
    expect(await screen.findByText('2 utilisateurs')).toBeInTheDocument();
    const resets = within(screen.getByRole('table')).getAllByRole('button', { name: 'Réinitialiser le mot de passe' });
    await userEvent.click(resets[0] as HTMLElement);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Voulez-vous vraiment réinitialiser le mot de passe de cet utilisateur ?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Réinitialiser le mot de passe' }));
    expect(await screen.findByText('Mot de passe temporaire pour nora@example.ch')).toBeInTheDocument();
    expect(notify.success).toHaveBeenCalledWith(
      'Mot de passe réinitialisé. Le nouveau mot de passe est affiché ci-dessous.',
      { description: 'Le mot de passe sera masqué automatiquement après 30 secondes.' },
    );
  });

  it('keeps the English toasts of the spec', async () => {
    fetchMock.mockImplementation((url) =>
      Promise.resolve(
        urlOf(url).endsWith('/toggle-disclaimer') ? json({ ...nora, accepted_disclaimer: false }) : json([nora]),
      ),
    );
    renderAdmin('en');
    expect(await screen.findByText('1 user')).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('table')).getByRole('button', { name: 'Toggle Disclaimer' }));
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith('User disclaimer status updated'));
    expect(await within(screen.getByRole('table')).findByText('Disclaimer Pending')).toBeInTheDocument();
  });

  it('names a failed load in Italian', async () => {
    fetchMock.mockResolvedValue(new Response('oops', { status: 500 }));
    renderAdmin('it');
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossibile caricare gli utenti');
    expect(notify.error).toHaveBeenCalledWith('Impossibile caricare gli utenti');
    await userEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
