/** The comparison of two analysed revisions of a project, and its Word export. */
import type { TRevisionComparison } from '@grant-review/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { fetchDocx } from '@/lib/download';
import { comparisonKeys } from '@/lib/query-keys';

const segment = encodeURIComponent;

export const DEFAULT_COMPARISON_FILENAME = 'revision_comparison.docx';

/** `from` and `to` in either order: the server always puts the earlier revision first. */
function comparisonPath(projectId: string, from: string, to: string, suffix = ''): string {
  const query = new URLSearchParams({ from, to });
  return `/api/projects/${segment(projectId)}/compare${suffix}?${query.toString()}`;
}

export const getComparison = (projectId: string, from: string, to: string) =>
  api.get<TRevisionComparison>(comparisonPath(projectId, from, to));

export const exportComparison = (projectId: string, from: string, to: string) =>
  fetchDocx(comparisonPath(projectId, from, to, '/export'), DEFAULT_COMPARISON_FILENAME);

export const comparisonQueryOptions = (projectId: string, from: string, to: string) =>
  queryOptions({
    queryKey: comparisonKeys.detail(projectId, from, to),
    queryFn: () => getComparison(projectId, from, to),
    // An analysis run elsewhere changes the comparison: fetch it again whenever the page opens.
    staleTime: 0,
  });

/** Waits until both revisions are chosen. */
export function useComparison(projectId: string, from: string | null, to: string | null) {
  return useQuery({
    ...comparisonQueryOptions(projectId, from ?? '', to ?? ''),
    enabled: from !== null && to !== null,
  });
}
