import { LIMITS } from '@grant-review/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '@/test/i18n';
import { CreateProjectForm } from './create-project-form';

const SINGLE_TYPE_NOTE = 'Only one project type is available for your account';

describe('CreateProjectForm', () => {
  it('shows the required-name error without submitting', async () => {
    const onSubmit = vi.fn();
    render(
      <CreateProjectForm
        allowedTypes={['INNOSUISSE_PROJECT', 'ETH_PIONEER_FELLOWSHIP']}
        isSubmitting={false}
        onSubmit={onSubmit}
        onCancel={vi.fn()}
      />,
    );
    await userEvent.type(screen.getByLabelText(/Project Name/), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Create Project' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Project name is required');
    const name = screen.getByLabelText(/Project Name/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Project name is required');
    expect(name).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();

    // Typing a name takes the message away.
    await userEvent.type(name, 'Sensor');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('names a description that is too long next to it, with the contract’s message', async () => {
    const onSubmit = vi.fn();
    render(
      <CreateProjectForm
        allowedTypes={['INNOSUISSE_PROJECT']}
        isSubmitting={false}
        onSubmit={onSubmit}
        onCancel={vi.fn()}
      />,
    );
    await userEvent.type(screen.getByLabelText(/Project Name/), 'Sensor');
    await userEvent.click(screen.getByLabelText(/Description/));
    await userEvent.paste('x'.repeat(LIMITS.projectDescriptionMaxLength + 1));
    await userEvent.click(screen.getByRole('button', { name: 'Create Project' }));
    const message = `Description must be at most ${LIMITS.projectDescriptionMaxLength} characters`;
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText(/Description/)).toHaveAccessibleDescription(message);
    expect(screen.getByLabelText(/Project Name/)).not.toHaveAttribute('aria-invalid');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the trimmed name, the chosen type and the trimmed description', async () => {
    const onSubmit = vi.fn();
    render(
      <CreateProjectForm
        allowedTypes={['INNOSUISSE_PROJECT', 'ETH_PIONEER_FELLOWSHIP']}
        isSubmitting={false}
        onSubmit={onSubmit}
        onCancel={vi.fn()}
      />,
    );
    await userEvent.type(screen.getByLabelText(/Project Name/), '  Solar tiles ');
    await userEvent.click(screen.getByRole('combobox', { name: 'Project Type' }));
    await userEvent.click(screen.getByRole('option', { name: 'ETH Pioneer Fellowship' }));
    await userEvent.type(screen.getByLabelText(/Description/), ' Roof tiles that make power. ');
    await userEvent.click(screen.getByRole('button', { name: 'Create Project' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toStrictEqual({
      name: 'Solar tiles',
      description: 'Roof tiles that make power.',
      project_type: 'ETH_PIONEER_FELLOWSHIP',
    });
  });

  it('does not submit again while the project is being created', async () => {
    const onSubmit = vi.fn();
    render(
      <CreateProjectForm allowedTypes={['INNOSUISSE_PROJECT']} isSubmitting onSubmit={onSubmit} onCancel={vi.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Creating...' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/Project Name/), 'Sensor{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('disables and preselects the type when only one is allowed', async () => {
    const onSubmit = vi.fn();
    render(
      <CreateProjectForm
        allowedTypes={['ETH_PIONEER_FELLOWSHIP']}
        isSubmitting={false}
        onSubmit={onSubmit}
        onCancel={vi.fn()}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Project Type' });
    expect(select).toBeDisabled();
    expect(select).toHaveTextContent('ETH Pioneer Fellowship');
    expect(screen.getByText(SINGLE_TYPE_NOTE)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Project Name/), ' Fellowship plan ');
    await userEvent.click(screen.getByRole('button', { name: 'Create Project' }));
    expect(onSubmit.mock.calls[0]?.[0]).toStrictEqual({
      name: 'Fellowship plan',
      project_type: 'ETH_PIONEER_FELLOWSHIP',
    });
  });

  it('enables the type select when both types are allowed', () => {
    render(
      <CreateProjectForm
        allowedTypes={['INNOSUISSE_PROJECT', 'ETH_PIONEER_FELLOWSHIP']}
        isSubmitting={false}
        onSubmit={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Project Type' })).toBeEnabled();
    expect(screen.queryByText(SINGLE_TYPE_NOTE)).not.toBeInTheDocument();
  });

  it('speaks German, its validation message included', async () => {
    const onSubmit = vi.fn();
    render(
      <LocaleProvider locale="de">
        <CreateProjectForm
          allowedTypes={['INNOSUISSE_PROJECT']}
          isSubmitting={false}
          onSubmit={onSubmit}
          onCancel={vi.fn()}
        />
      </LocaleProvider>,
    );
    const select = screen.getByRole('combobox', { name: 'Projekttyp' });
    expect(select).toHaveTextContent('Innosuisse-Projekt');
    expect(screen.getByText('Für Ihr Konto ist nur ein Projekttyp verfügbar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Projekt erstellen' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Der Projektname ist erforderlich');
    expect(screen.getByLabelText(/Projektname/)).toHaveAccessibleDescription('Der Projektname ist erforderlich');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('names a too long description in Italian', async () => {
    render(
      <LocaleProvider locale="it">
        <CreateProjectForm
          allowedTypes={['INNOSUISSE_PROJECT']}
          isSubmitting={false}
          onSubmit={vi.fn()}
          onCancel={vi.fn()}
        />
      </LocaleProvider>,
    );
    await userEvent.type(screen.getByLabelText(/Nome del progetto/), 'Sensore');
    await userEvent.click(screen.getByLabelText(/Descrizione/));
    await userEvent.paste('x'.repeat(LIMITS.projectDescriptionMaxLength + 1));
    await userEvent.click(screen.getByRole('button', { name: 'Crea progetto' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `La descrizione non può superare ${LIMITS.projectDescriptionMaxLength} caratteri`,
    );
  });
});
