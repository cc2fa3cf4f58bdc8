import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStatusPolling } from './use-status-polling';

describe('useStatusPolling', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls every 2 s and stops after 30 polls', () => {
    const onPoll = vi.fn();
    renderHook(() => useStatusPolling({ isActive: true, resetKey: 'file-1', onPoll }));
    vi.advanceTimersByTime(1999);
    expect(onPoll).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onPoll).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2000 * 28);
    expect(onPoll).toHaveBeenCalledTimes(29);
    vi.advanceTimersByTime(2000 * 100);
    expect(onPoll).toHaveBeenCalledTimes(30);
  });

  it('does not poll when nothing is pending and stops when processing ends', () => {
    const onPoll = vi.fn();
    const { rerender } = renderHook(
      (props: { isActive: boolean }) => useStatusPolling({ isActive: props.isActive, resetKey: 'k', onPoll }),
      {
        initialProps: { isActive: false },
      },
    );
    vi.advanceTimersByTime(10_000);
    expect(onPoll).not.toHaveBeenCalled();
    rerender({ isActive: true });
    vi.advanceTimersByTime(4_000);
    expect(onPoll).toHaveBeenCalledTimes(2);
    rerender({ isActive: false });
    vi.advanceTimersByTime(20_000);
    expect(onPoll).toHaveBeenCalledTimes(2);
  });

  it('keeps the budget across re-renders and starts a new one for a new file', () => {
    const onPoll = vi.fn();
    const { rerender } = renderHook(
      (props: { resetKey: string }) => useStatusPolling({ isActive: true, resetKey: props.resetKey, onPoll }),
      {
        initialProps: { resetKey: 'a' },
      },
    );
    vi.advanceTimersByTime(2000 * 20);
    rerender({ resetKey: 'a' });
    vi.advanceTimersByTime(2000 * 20);
    expect(onPoll).toHaveBeenCalledTimes(30);
    rerender({ resetKey: 'a,b' });
    vi.advanceTimersByTime(2000 * 40);
    expect(onPoll).toHaveBeenCalledTimes(60);
  });
});
