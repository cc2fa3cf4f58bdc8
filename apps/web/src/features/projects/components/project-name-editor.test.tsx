import { LIMITS } from '@grant-review/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '@/test/i18n';
import { ProjectNameEditor } from './project-name-editor';

async function startRenaming(onRename = vi.fn()) {
  render(
    <>
      <ProjectNameEditor name="Alpha" isSaving={false} onRename={onRename} />
      <button type="button">Elsewhere</button>
    </>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Rename project' }));
  const field = screen.getByRole('textbox', { name: 'Project name' });
  expect(field).toHaveValue('Alpha');
  expect(field).toHaveFocus();
  return { onRename, field };
}

describe('ProjectNameEditor', () => {
  it('saves the trimmed new name with Enter, once', async () => {
    const { onRename, field } = await startRenaming();
    await userEvent.clear(field);
    await userEvent.type(field, '  Beta {Enter}');
    expect(onRename).toHaveBeenCalledTimes(1);
    expect(onRename).toHaveBeenCalledWith('Beta');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('saves on blur', async () => {
    const { onRename, field } = await startRenaming();
    await userEvent.type(field, ' 2');
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await vi.waitFor(() => expect(onRename).toHaveBeenCalledWith('Alpha 2'));
    expect(onRename).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['an empty name', '{Enter}'],
    ['an unchanged name', ' Alpha {Enter}'],
  ])('cancels the edit for %s', async (_case, typed) => {
    const { onRename, field } = await startRenaming();
    await userEvent.clear(field);
    await userEvent.type(field, typed);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Alpha' })).toBeInTheDocument();
    expect(onRename).not.toHaveBeenCalled();
  });

  it('cancels with Escape', async () => {
    const { onRename, field } = await startRenaming();
    await userEvent.type(field, ' changed{Escape}');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(onRename).not.toHaveBeenCalled();
  });

  it('names a name that is too long next to the field, and saves once it is short enough', async () => {
    const { onRename, field } = await startRenaming();
    await userEvent.clear(field);
    await userEvent.paste('x'.repeat(LIMITS.projectNameMaxLength + 1));
    await userEvent.keyboard('{Enter}');
    const message = `Project name must be at most ${LIMITS.projectNameMaxLength} characters`;
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(message);
    expect(onRename).not.toHaveBeenCalled();

    await userEvent.type(field, '{Backspace}{Enter}');
    expect(onRename).toHaveBeenCalledWith('x'.repeat(LIMITS.projectNameMaxLength));
  });

  it('speaks French, its message for a too long name included', async () => {
    render(
      <LocaleProvider locale="fr">
        <ProjectNameEditor name="Alpha" isSaving={false} onRename={vi.fn()} />
      </LocaleProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Renommer le projet' }));
    const field = screen.getByRole('textbox', { name: 'Nom du projet' });
    expect(screen.getByRole('button', { name: 'Enregistrer le nom' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Annuler le renommage' })).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.paste('x'.repeat(LIMITS.projectNameMaxLength + 1));
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Le nom du projet ne doit pas dépasser ${LIMITS.projectNameMaxLength} caractères`,
    );
  });

  it('speaks German', async () => {
    render(
      <LocaleProvider locale="de">
        <ProjectNameEditor name="Alpha" isSaving={false} onRename={vi.fn()} />
      </LocaleProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Projekt umbenennen' }));
    expect(screen.getByRole('textbox', { name: 'Projektname' })).toHaveValue('Alpha');
  });
});
