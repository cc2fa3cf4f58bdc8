import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '@/test/i18n';
import { renderWithProviders } from '@/test/render';
import { allowedTypesOfDashboard } from '../validation';
import NewProjectRoute from './new-project';

vi.mock('@/lib/toast', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
  notifyError: vi.fn(),
}));

describe('allowedTypesOfDashboard', () => {
  it('falls back to both types when the answer, its user or the user’s types are missing', () => {
    const both = ['INNOSUISSE_PROJECT', 'ETH_PIONEER_FELLOWSHIP'];
    expect(allowedTypesOfDashboard(undefined)).toEqual(both);
    expect(allowedTypesOfDashboard({})).toEqual(both);
    expect(allowedTypesOfDashboard({ user: null })).toEqual(both);
    expect(allowedTypesOfDashboard({ user: {} })).toEqual(both);
    expect(allowedTypesOfDashboard({ user: { allowed_project_types: ['ETH_PIONEER_FELLOWSHIP'] } })).toEqual([
      'ETH_PIONEER_FELLOWSHIP',
    ]);
  });
});

describe('New Project page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('offers both project types when the dashboard answer has no user', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ needs_disclaimer: false, projects: [] }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    renderWithProviders(<NewProjectRoute />, { route: '/projects/new' });
    expect(await screen.findByRole('heading', { name: 'Create New Project' })).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Project Type' });
    expect(select).toBeEnabled();
    await userEvent.click(select);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Innosuisse Project', 'ETH Pioneer Fellowship']);
  });

  it('speaks German and French', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(new Response(JSON.stringify({ needs_disclaimer: false, projects: [] }), { status: 200 })),
    );
    const { unmount } = renderWithProviders(
      <LocaleProvider locale="de">
        <NewProjectRoute />
      </LocaleProvider>,
      { route: '/projects/new' },
    );
    expect(await screen.findByRole('heading', { name: 'Neues Projekt erstellen' })).toBeInTheDocument();
    expect(screen.getByText('Ein Projekt enthält die Revisionen eines Fördergesuchs.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zu den Projekten' })).toHaveAttribute('href', '/projects');
    unmount();
    renderWithProviders(
      <LocaleProvider locale="fr">
        <NewProjectRoute />
      </LocaleProvider>,
      { route: '/projects/new' },
    );
    expect(await screen.findByRole('heading', { name: 'Créer un nouveau projet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour aux projets' })).toBeInTheDocument();
  });
});
