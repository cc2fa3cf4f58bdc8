/** Revision and file endpoints. Mutations invalidate the project's revision list (and counts that depend on it). */
import type { TDocumentFile, TRevision } from '@grant-review/contract';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, apiUpload, type TUploadProgress } from '@/lib/api-client';
import { fileKeys, projectKeys, revisionKeys } from '@/lib/query-keys';

const segment = encodeURIComponent;

/** Without the files' text: the list is polled while files process, and the text is read per file on review. */
export const getRevisions = (projectId: string) =>
  api.get<TRevision[]>(`/api/projects/${segment(projectId)}/revisions?include_content=false`);
/** Without `fromRevisionId` no body is sent (an empty revision, the spec's '+ Add'); with it the files carry over. */
export const createRevision = (projectId: string, fromRevisionId?: string) =>
  fromRevisionId === undefined
    ? api.post<TRevision>(`/api/projects/${segment(projectId)}/revisions`)
    : api.post<TRevision>(`/api/projects/${segment(projectId)}/revisions`, { from_revision_id: fromRevisionId });
export const deleteRevision = (projectId: string, revisionId: string) =>
  api.delete(`/api/projects/${segment(projectId)}/revisions/${segment(revisionId)}`);

export interface TUploadSlotFileParams {
  projectId: string;
  revisionId: string;
  slot: string;
  file: File;
}

/** Sends the file with upload progress events (`onProgress`), which a large file needs to show how far it got. */
export function uploadSlotFile(params: TUploadSlotFileParams, onProgress?: (progress: TUploadProgress) => void) {
  const form = new FormData();
  form.append('file', params.file, params.file.name);
  return apiUpload<TDocumentFile>(
    `/api/projects/${segment(params.projectId)}/revisions/${segment(params.revisionId)}/upload-slot/${segment(params.slot)}`,
    form,
    { onProgress },
  );
}

export const deleteFile = (fileId: string) => api.delete(`/api/files/${segment(fileId)}`);
export const retryFileProcessing = (fileId: string) =>
  api.post<unknown>(`/api/files/${segment(fileId)}/retry-processing`);

export const revisionsQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: revisionKeys.list(projectId), queryFn: () => getRevisions(projectId) });

export function useRevisions(projectId: string) {
  return useQuery(revisionsQueryOptions(projectId));
}

/** Revisions changed: refresh the list, the project (revision_count) and the dashboard. */
export function invalidateRevisions(queryClient: QueryClient, projectId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: revisionKeys.list(projectId) }),
    queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId), exact: true }),
    queryClient.invalidateQueries({ queryKey: projectKeys.dashboard }),
  ]);
}

export function useCreateRevision(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fromRevisionId?: string) => createRevision(projectId, fromRevisionId),
    onSuccess: () => invalidateRevisions(queryClient, projectId),
  });
}

export function useDeleteRevision(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revisionId: string) => deleteRevision(projectId, revisionId),
    onSuccess: () => invalidateRevisions(queryClient, projectId),
  });
}

/** The upload mutation and, while it runs, how much of the file has been sent (null before the first event). */
export function useUploadSlotFile(projectId: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<TUploadProgress | null>(null);
  const mutation = useMutation({
    mutationFn: (params: TUploadSlotFileParams) => {
      setProgress(null);
      return uploadSlotFile(params, setProgress);
    },
    // Retrying an upload would send the file twice; the user can simply drop it again.
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: revisionKeys.list(projectId) }),
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}

export function useDeleteFile(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFile,
    onSuccess: (_data, fileId) => {
      queryClient.removeQueries({ queryKey: fileKeys.detail(fileId) });
      return queryClient.invalidateQueries({ queryKey: revisionKeys.list(projectId) });
    },
  });
}

export function useRetryFileProcessing(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryFileProcessing,
    onSuccess: (_data, fileId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: revisionKeys.list(projectId) }),
        queryClient.invalidateQueries({ queryKey: fileKeys.detail(fileId) }),
      ]),
  });
}
