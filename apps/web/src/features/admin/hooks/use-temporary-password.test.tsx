import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TemporaryPasswordBanner } from '../components/temporary-password-banner';
import { useTemporaryPassword } from './use-temporary-password';

function Harness() {
  const { temporaryPassword, show, hide } = useTemporaryPassword();
  return (
    <div>
      <button type="button" onClick={() => show({ email: 'a@b.ch', password: 'Temp-1234' })}>
        reset
      </button>
      {temporaryPassword && <TemporaryPasswordBanner value={temporaryPassword} onClose={hide} />}
    </div>
  );
}

describe('temporary password', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is hidden after 30 seconds', () => {
    const { result } = renderHook(() => useTemporaryPassword());
    act(() => {
      result.current.show({ email: 'a@b.ch', password: 'x' });
    });
    act(() => {
      vi.advanceTimersByTime(29_999);
    });
    expect(result.current.temporaryPassword).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.temporaryPassword).toBeNull();
  });

  it('shows the banner with the note, and hides it after 30 s or when closed', () => {
    render(<Harness />);
    act(() => {
      screen.getByRole('button', { name: 'reset' }).click();
    });
    expect(screen.getByText('Temp-1234')).toBeInTheDocument();
    expect(screen.getByText(/Password will be hidden automatically after 30 seconds\./)).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(screen.queryByText('Temp-1234')).not.toBeInTheDocument();

    act(() => {
      screen.getByRole('button', { name: 'reset' }).click();
    });
    act(() => {
      screen.getByRole('button', { name: 'Close' }).click();
    });
    expect(screen.queryByText('Temp-1234')).not.toBeInTheDocument();
  });

  it('restarts the 30 s when a new password arrives', () => {
    const { result } = renderHook(() => useTemporaryPassword());
    act(() => {
      result.current.show({ email: 'a@b.ch', password: 'one' });
    });
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    act(() => {
      result.current.show({ email: 'c@d.ch', password: 'two' });
    });
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(result.current.temporaryPassword?.password).toBe('two');
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(result.current.temporaryPassword).toBeNull();
  });
});
