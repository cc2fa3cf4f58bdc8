/**
 * A project's masking corrections: list, add ("keep" an item in clear, "mask" a missed term) and undo. A change
 * recomputes the anonymized text of the project's files on the server, so it refreshes the files and revisions.
 */
import type { TCreatePiiCorrectionRequest, TPiiCorrection, TPiiCorrectionChange } from '@grant-review/contract';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { correctionKeys, fileKeys, revisionKeys } from '@/lib/query-keys';

const segment = encodeURIComponent;

export const getPiiCorrections = (projectId: string) =>
  api.get<TPiiCorrection[]>(`/api/projects/${segment(projectId)}/pii-corrections`);
export const addPiiCorrection = (projectId: string, correction: TCreatePiiCorrectionRequest) =>
  api.post<TPiiCorrectionChange>(`/api/projects/${segment(projectId)}/pii-corrections`, correction);
export const undoPiiCorrection = (projectId: string, correctionId: string) =>
  api.delete<TPiiCorrectionChange>(`/api/projects/${segment(projectId)}/pii-corrections/${segment(correctionId)}`);

export const piiCorrectionsQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: correctionKeys.list(projectId), queryFn: () => getPiiCorrections(projectId) });

export function usePiiCorrections(projectId: string | undefined) {
  return useQuery({ ...piiCorrectionsQueryOptions(projectId ?? ''), enabled: Boolean(projectId) });
}

/** The masking changed: the corrections, every file's text and the project's revisions (outdated analysis). */
function refreshMasking(queryClient: QueryClient, projectId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: correctionKeys.list(projectId) }),
    queryClient.invalidateQueries({ queryKey: fileKeys.all }),
    queryClient.invalidateQueries({ queryKey: revisionKeys.list(projectId) }),
  ]);
}

export function useAddPiiCorrection(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (correction: TCreatePiiCorrectionRequest) => addPiiCorrection(projectId, correction),
    onSuccess: () => refreshMasking(queryClient, projectId),
  });
}

export function useUndoPiiCorrection(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (correctionId: string) => undoPiiCorrection(projectId, correctionId),
    onSuccess: () => refreshMasking(queryClient, projectId),
  });
}
