import { LIMITS, type TRevision } from '@grant-review/contract';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { revisionsQueryOptions } from '../api/revisions-api';
import { isPendingStatus } from '../status';

/** The files the server is still working on (UPLOADED or PROCESSING), as one key; '' when there are none. */
export function pendingFilesKey(revisions: readonly TRevision[] | undefined): string {
  return (revisions ?? [])
    .flatMap((revision) => revision.files)
    .filter((file) => isPendingStatus(file.processing_status))
    .map((file) => file.id)
    .sort()
    .join(',');
}

interface StatusPollingOptions {
  intervalMs?: number;
  maxPolls?: number;
}

/**
 * Refreshes the project's revision list every 2 s while any file is pending, at most 30 times (about 60 s) for one
 * set of pending files, then stops, so that a file stuck in processing does not poll forever (spec sections 4
 * and 9). A new set of pending files (another upload, a retry) starts a new budget. It observes the same query
 * as `useRevisions`, so every screen that reads the list sees each refresh.
 */
export function useStatusPolling(
  projectId: string,
  { intervalMs = LIMITS.pollIntervalMs, maxPolls = LIMITS.maxPolls }: StatusPollingOptions = {},
): void {
  // Which pending files the budget is for, and how many results the query had had when they appeared.
  const budgetRef = useRef({ key: '', resultsAtStart: 0 });
  useQuery({
    ...revisionsQueryOptions(projectId),
    refetchInterval: (query) => {
      const key = pendingFilesKey(query.state.data);
      // Every finished fetch counts, a failed one too: a server that keeps failing is not polled forever.
      const results = query.state.dataUpdateCount + query.state.errorUpdateCount;
      if (key !== budgetRef.current.key) budgetRef.current = { key, resultsAtStart: results };
      if (key === '') return false;
      return results - budgetRef.current.resultsAtStart < maxPolls ? intervalMs : false;
    },
  });
}
