import type { TProject } from '@grant-review/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TLocale } from '@/i18n';
import { LocaleProvider } from '@/test/i18n';
import { renderWithProviders } from '@/test/render';
import { ProjectCard } from './project-card';

const project: TProject = {
  id: 'project-1',
  name: 'Sensor for bridges',
  description: null,
  project_type: 'INNOSUISSE_PROJECT',
  revision_count: 3,
  created_at: '2026-11-02T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  role: 'owner',
  owner: { user_id: 'u1', name: 'Anna Muster' },
};

function renderCard(locale: TLocale, value: TProject = project) {
  return renderWithProviders(
    <LocaleProvider locale={locale}>
      <ProjectCard project={value} />
    </LocaleProvider>,
  );
}

describe('ProjectCard', () => {
  it('shows the type, the revision count and the missing description in English', () => {
    renderCard('en');
    expect(screen.getByRole('link', { name: /Sensor for bridges/ })).toHaveAttribute('href', '/projects/project-1');
    expect(screen.getByText('Innosuisse Project')).toBeInTheDocument();
    expect(screen.getByText('3 revisions')).toBeInTheDocument();
    expect(screen.getByText('No description')).toBeInTheDocument();
    expect(screen.getByText(/^Created /)).toBeInTheDocument();
  });

  it.each([
    ['de', 'Innosuisse-Projekt', '1 Revision', 'Keine Beschreibung', /^Erstellt am /],
    ['fr', 'Projet Innosuisse', '1 révision', 'Aucune description', /^Créé le /],
    ['it', 'Progetto Innosuisse', '1 revisione', 'Nessuna descrizione', /^Creato il /],
  ] as const)('speaks %s', (locale, type, revisions, noDescription, created) => {
    renderCard(locale, { ...project, revision_count: 1 });
    expect(screen.getByText(type)).toBeInTheDocument();
    expect(screen.getByText(revisions)).toBeInTheDocument();
    expect(screen.getByText(noDescription)).toBeInTheDocument();
    expect(screen.getByText(created)).toBeInTheDocument();
  });

  it('keeps the programme name ETH Pioneer Fellowship in every language', () => {
    renderCard('de', { ...project, project_type: 'ETH_PIONEER_FELLOWSHIP' });
    expect(screen.getByText('ETH Pioneer Fellowship')).toBeInTheDocument();
  });

  it("shows the caller's role, and the owner's name only on a project shared with the caller", () => {
    const { unmount } = renderCard('en');
    expect(screen.getByText('Owner')).toBeInTheDocument();
    expect(screen.queryByText(/Owned by/)).not.toBeInTheDocument();
    unmount();

    renderCard('en', { ...project, role: 'viewer', owner: { user_id: 'u2', name: 'Marco Rossi' } });
    expect(screen.getByText('Owned by Marco Rossi')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Your role:\s*Viewer/ })).toBeInTheDocument();
  });

  it.each([
    ['de', 'Gehört Marco Rossi', 'Bearbeitung'],
    ['fr', 'Appartient à Marco Rossi', 'Éditeur'],
    ['it', 'Titolare: Marco Rossi', 'Redattore'],
  ] as const)('names the owner and the role of a shared project in %s', (locale, owner, role) => {
    renderCard(locale, { ...project, role: 'editor', owner: { user_id: 'u2', name: 'Marco Rossi' } });
    expect(screen.getByText(owner)).toBeInTheDocument();
    expect(screen.getByText(role)).toBeInTheDocument();
  });
});
