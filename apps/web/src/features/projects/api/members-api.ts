/** Project member endpoints. Changing who is in a project also changes the project's role and the dashboard. */
import type { TAddProjectMemberRequest, TProjectMember, TProjectRole } from '@grant-review/contract';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { memberKeys, projectKeys } from '@/lib/query-keys';

const segment = encodeURIComponent;
const membersPath = (projectId: string) => `/api/projects/${segment(projectId)}/members`;

export const getMembers = (projectId: string) => api.get<TProjectMember[]>(membersPath(projectId));
export const addMember = (projectId: string, body: TAddProjectMemberRequest) =>
  api.post<TProjectMember>(membersPath(projectId), body);
export const changeMemberRole = (projectId: string, userId: string, role: TProjectRole) =>
  api.patch<TProjectMember>(`${membersPath(projectId)}/${segment(userId)}`, { role });
export const removeMember = (projectId: string, userId: string) =>
  api.delete(`${membersPath(projectId)}/${segment(userId)}`);

export const membersQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: memberKeys.list(projectId), queryFn: () => getMembers(projectId) });

export function useMembers(projectId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...membersQueryOptions(projectId), enabled });
}

function invalidateMembers(queryClient: QueryClient, projectId: string) {
  return queryClient.invalidateQueries({ queryKey: memberKeys.list(projectId) });
}

export function useAddMember(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAddProjectMemberRequest) => addMember(projectId, body),
    // A retried add would meet the member the first attempt added (409).
    retry: false,
    onSuccess: () => invalidateMembers(queryClient, projectId),
  });
}

/** A role change; `owner` hands the project over, which also changes the caller's own role. */
export function useChangeMemberRole(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: TProjectRole }) => changeMemberRole(projectId, userId, role),
    onSuccess: async (_member, { role }) => {
      if (role === 'owner') {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId), exact: true }),
          queryClient.invalidateQueries({ queryKey: projectKeys.dashboard }),
        ]);
      }
      await invalidateMembers(queryClient, projectId);
    },
  });
}

/** Removes a member, or, when `isLeaving`, the caller: then the project and everything under it is dropped. */
export function useRemoveMember(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId }: { userId: string; isLeaving: boolean }) => removeMember(projectId, userId),
    onSuccess: async (_data, { isLeaving }) => {
      if (isLeaving) {
        queryClient.removeQueries({ queryKey: projectKeys.detail(projectId) });
        await queryClient.invalidateQueries({ queryKey: projectKeys.dashboard });
        return;
      }
      await invalidateMembers(queryClient, projectId);
    },
  });
}
