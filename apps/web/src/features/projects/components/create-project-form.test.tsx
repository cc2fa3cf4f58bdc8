import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CreateProjectForm, SINGLE_TYPE_NOTE } from './create-project-form';

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
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Fellowship plan', project_type: 'ETH_PIONEER_FELLOWSHIP' });
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
});
