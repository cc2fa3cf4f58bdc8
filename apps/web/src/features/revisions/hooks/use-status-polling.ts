import { LIMITS } from '@grant-review/contract';
import { useEffect, useRef } from 'react';

interface StatusPollingOptions {
  /** Poll while true (some file is PROCESSING or UPLOADED). */
  isActive: boolean;
  /** A new value starts a fresh budget of polls (a new file entered processing). */
  resetKey: string;
  onPoll: () => void;
  intervalMs?: number;
  maxPolls?: number;
}

/**
 * Calls `onPoll` every 2 s while `isActive`, at most 30 times per `resetKey` (about 60 s), then stops,
 * so a file stuck in processing does not poll forever.
 */
export function useStatusPolling({
  isActive,
  resetKey,
  onPoll,
  intervalMs = LIMITS.pollIntervalMs,
  maxPolls = LIMITS.maxPolls,
}: StatusPollingOptions): void {
  const onPollRef = useRef(onPoll);
  const budgetRef = useRef({ key: resetKey, count: 0 });

  useEffect(() => {
    onPollRef.current = onPoll;
  }, [onPoll]);

  useEffect(() => {
    if (budgetRef.current.key !== resetKey) budgetRef.current = { key: resetKey, count: 0 };
    if (!isActive || budgetRef.current.count >= maxPolls) return;
    const timer = window.setInterval(() => {
      const budget = budgetRef.current;
      budget.count += 1;
      onPollRef.current();
      if (budget.count >= maxPolls) window.clearInterval(timer);
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [isActive, resetKey, intervalMs, maxPolls]);
}
