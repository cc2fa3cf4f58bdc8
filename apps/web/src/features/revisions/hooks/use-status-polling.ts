import { LIMITS, type TRevision } from '@grant-review/contract';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { revisionsQueryOptions } from '../api/revisions-api';
import { isPendingStatus } from '../status';

/**
 * The files the server is still working on (UPLOADED or PROCESSING), each with the page it is reading when it says
 * (`f1@3`), as one key; '' when there are none. A file reading its next page changes the key.
 */
export function pendingFilesKey(revisions: readonly TRevision[] | undefined): string {
  return (revisions ?? [])
    .flatMap((revision) => revision.files)
    .filter((file) => isPendingStatus(file.processing_status))
    .map((file) => (file.progress ? `${file.id}@${file.progress.page}` : file.id))
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
 * and 9). A new set of pending files (another upload, a retry) starts a new budget, and so does progress: a long
 * scan read by OCR takes more than 60 s, but each page it moves on to starts 30 more refreshes, while a file stuck
 * on one page still stops after 30. It observes the same query as `useRevisions`, so every screen that reads the
 * list sees each refresh.
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
