import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '@/test/i18n';
import { ConfirmDialog, ConfirmProvider, useConfirm, type ConfirmOptions } from './confirm-dialog';

function Harness({ options, onResult }: { options?: ConfirmOptions; onResult: (value: boolean) => void }) {
  const confirm = useConfirm();
  return (
    <button type="button" onClick={() => void confirm(options).then(onResult)}>
      open
    </button>
  );
}

describe('ConfirmDialog', () => {
  it('uses the default title and buttons', () => {
    render(<ConfirmDialog open onConfirm={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.getByRole('alertdialog', { name: 'Are you sure?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('gives its default title and buttons in the interface language', () => {
    render(
      <LocaleProvider locale="de">
        <ConfirmDialog open onConfirm={vi.fn()} onCancel={vi.fn()} />
      </LocaleProvider>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Sind Sie sicher?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fortfahren' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
  });

  it('styles the confirm button as destructive in the destructive variant', () => {
    render(<ConfirmDialog open variant="destructive" confirmText="Delete" onConfirm={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveClass('bg-destructive');
  });

  it('resolves true on confirm and closes', async () => {
    const onResult = vi.fn();
    render(
      <ConfirmProvider>
        <Harness onResult={onResult} options={{ description: 'Delete it?' }} />
      </ConfirmProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.getByText('Delete it?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onResult).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('resolves false on cancel and on Escape', async () => {
    const onResult = vi.fn();
    render(
      <ConfirmProvider>
        <Harness onResult={onResult} />
      </ConfirmProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onResult).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    await userEvent.keyboard('{Escape}');
    expect(onResult).toHaveBeenCalledTimes(2);
    expect(onResult).toHaveBeenLastCalledWith(false);
  });

  it('renders custom texts', () => {
    function Custom() {
      const [open] = useState(true);
      return (
        <ConfirmDialog
          open={open}
          title="Delete User"
          description="Sure?"
          confirmText="Delete User"
          cancelText="Keep"
          onConfirm={vi.fn()}
          onCancel={vi.fn()}
        />
      );
    }
    render(<Custom />);
    expect(screen.getByRole('alertdialog', { name: 'Delete User' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep' })).toBeInTheDocument();
  });
});
