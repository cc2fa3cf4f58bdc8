import type { TRevision } from '@grant-review/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { TLocale } from '@/i18n';
import { LocaleProvider } from '@/test/i18n';
import { renderWithProviders } from '@/test/render';
import { RevisionHistory } from './revision-history';

const revision = (id: string, fileCount: number): TRevision =>
  ({
    id,
    created_at: '2026-11-20T10:00:00.000Z',
    files: Array.from({ length: fileCount }, () => ({})),
    chat: null,
  }) as unknown as TRevision;

function renderHistory(
  locale: TLocale,
  revisions: TRevision[],
  { onDelete = vi.fn(), ...props }: Partial<ComponentProps<typeof RevisionHistory>> = {},
) {
  const { unmount } = renderWithProviders(
    <LocaleProvider locale={locale}>
      <RevisionHistory
        revisions={revisions}
        selectedRevisionId="r2"
        role="owner"
        onSelect={vi.fn()}
        onCreate={vi.fn()}
        onCreateFrom={vi.fn()}
        onDelete={onDelete}
        isCreating={false}
        {...props}
      />
    </LocaleProvider>,
  );
  return { onDelete, unmount };
}

describe('RevisionHistory', () => {
  it('offers a viewer the revisions to read, but no new, copied or deleted revision', () => {
    renderHistory('en', [revision('r2', 2), revision('r1', 1)], { role: 'viewer' });
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      expect.stringMatching(/^Revision 2/),
      expect.stringMatching(/^Revision 1/),
    ]);
  });

  it('offers an editor new, copied and deleted revisions', () => {
    renderHistory('en', [revision('r1', 1)], { role: 'editor' });
    expect(screen.getByTitle('Create new revision')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Revision 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New revision from Revision 1' })).toBeInTheDocument();
  });

  it('numbers the revisions down from the newest and hands the label to delete (English)', async () => {
    const { onDelete } = renderHistory('en', [revision('r2', 2), revision('r1', 1)]);
    expect(screen.getByRole('heading', { name: 'Revision History' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Revision 2.*2 files/ })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: /Revision 1.*1 file$/ })).toBeInTheDocument();
    expect(screen.getByTitle('Create new revision')).toHaveTextContent('Add');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Revision 1' }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'r1' }), 'Revision 1');
  });

  it('speaks German', async () => {
    const { onDelete } = renderHistory('de', [revision('r2', 2), revision('r1', 1)]);
    expect(screen.getByRole('heading', { name: 'Revisionsverlauf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Revision 2.*2 Dateien/ })).toBeInTheDocument();
    expect(screen.getByTitle('Neue Revision erstellen')).toHaveTextContent('Neu');
    await userEvent.click(screen.getByRole('button', { name: 'Revision 1 löschen' }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'r1' }), 'Revision 1');
  });

  it('speaks Italian', () => {
    renderHistory('it', [revision('r1', 1)]);
    expect(screen.getByRole('button', { name: /Revisione 1.*1 file/ })).toBeInTheDocument();
    expect(screen.getByTitle('Elimina revisione')).toHaveAccessibleName('Elimina Revisione 1');
  });

  it('says so when there are no revisions, in French', () => {
    renderHistory('fr', []);
    expect(screen.getByRole('heading', { name: 'Historique des révisions' })).toBeInTheDocument();
    expect(screen.getByText('Aucune révision pour l’instant.')).toBeInTheDocument();
  });

  it('starts a new revision from any revision, next to the unchanged Add', async () => {
    const onCreateFrom = vi.fn();
    renderHistory('en', [revision('r2', 2), revision('r1', 1)], { onCreateFrom });
    expect(screen.getByTitle('Create new revision')).toHaveTextContent('Add');
    const fromOld = screen.getByRole('button', { name: 'New revision from Revision 1' });
    expect(fromOld).toHaveAttribute('title', 'New revision from this one');
    expect(screen.getByRole('button', { name: 'New revision from Revision 2' })).toBeInTheDocument();
    await userEvent.click(fromOld);
    expect(onCreateFrom).toHaveBeenCalledTimes(1);
    expect(onCreateFrom).toHaveBeenCalledWith(expect.objectContaining({ id: 'r1' }));
  });

  it('names the action in German, French and Italian', () => {
    for (const [locale, name] of [
      ['de', 'Neue Revision aus Revision 1'],
      ['fr', 'Nouvelle révision à partir de la Révision 1'],
      ['it', 'Nuova revisione a partire dalla Revisione 1'],
    ] as const) {
      const { unmount } = renderHistory(locale, [revision('r1', 1)]);
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
      unmount();
    }
  });

  it('offers no second creation while one is under way', () => {
    renderHistory('en', [revision('r1', 1)], { isCreating: true });
    expect(screen.getByRole('button', { name: 'New revision from Revision 1' })).toBeDisabled();
  });

  it('compares an analysed revision with the nearest earlier analysed one', () => {
    const analysed = (id: string) =>
      ({ ...revision(id, 1), analysis: { created_at: '2026-11-21T10:00:00.000Z', changes_since: [] } }) as TRevision;
    const compareLink = vi.fn((earlier: TRevision, later: TRevision) => `/compare?from=${earlier.id}&to=${later.id}`);
    // Revision 3 is not analysed, so Revision 4 compares with Revision 2; Revision 1 has no analysis either.
    renderHistory('en', [analysed('r4'), revision('r3', 1), analysed('r2'), revision('r1', 1)], { compareLink });
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Compare with Revision 2');
    expect(links[0]).toHaveAttribute('href', '/compare?from=r2&to=r4');
  });
});
