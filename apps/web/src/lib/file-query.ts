/**
 * One document file with its text and detected entities. Read by the review page, by the chat's check of the masked
 * items and refreshed by the revisions' and corrections' mutations, so it sits here rather than in one feature.
 */
import type { TDocumentFile } from '@grant-review/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { fileKeys } from '@/lib/query-keys';

export const getFile = (fileId: string) => api.get<TDocumentFile>(`/api/files/${encodeURIComponent(fileId)}`);

export const fileQueryOptions = (fileId: string) =>
  queryOptions({ queryKey: fileKeys.detail(fileId), queryFn: () => getFile(fileId) });

export function useFile(fileId: string) {
  return useQuery(fileQueryOptions(fileId));
}
