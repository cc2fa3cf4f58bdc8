/** Admin user endpoints. Creating, deleting and setting project types reload the list; toggling replaces the row. */
import type {
  TAdminUser,
  TCreateUserRequest,
  TDeletionPreview,
  TProjectType,
  TTemporaryPasswordResponse,
} from '@grant-review/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';

const segment = encodeURIComponent;

export const getUsers = () => api.get<TAdminUser[]>('/api/admin/users');
export const createUser = (body: TCreateUserRequest) => api.post<TAdminUser>('/api/admin/users', body);
export const deleteUser = (userId: string) => api.delete(`/api/admin/users/${segment(userId)}`);
export const toggleDisclaimer = (userId: string) =>
  api.post<TAdminUser>(`/api/admin/users/${segment(userId)}/toggle-disclaimer`);
export const resetPassword = (userId: string) =>
  api.post<TTemporaryPasswordResponse>(`/api/admin/users/${segment(userId)}/reset-password`);
/** The body is a bare JSON array of project-type codes. */
export const setProjectTypes = (userId: string, projectTypes: TProjectType[]) =>
  api.post<TAdminUser>(`/api/admin/users/${segment(userId)}/project-types`, projectTypes);

/** What deleting the user does to the projects they own: how many are handed over, how many deleted. */
export const getDeletionPreview = (userId: string) =>
  api.get<TDeletionPreview>(`/api/admin/users/${segment(userId)}/deletion-preview`);

/** Always fetched afresh (staleTime 0): memberships change, and the admin confirms on these numbers. */
export const deletionPreviewQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: adminKeys.deletionPreview(userId),
    queryFn: () => getDeletionPreview(userId),
    staleTime: 0,
  });

export const usersQueryOptions = () => queryOptions({ queryKey: adminKeys.users, queryFn: getUsers });

export function useUsers() {
  return useQuery(usersQueryOptions());
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    // A retried create would collide with the user the first attempt created.
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.users }),
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: Pick<TAdminUser, 'id' | 'email'>) => deleteUser(user.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.users }),
  });
}

export function useToggleDisclaimer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleDisclaimer,
    onSuccess: (updated) =>
      queryClient.setQueryData<TAdminUser[]>(adminKeys.users, (users) =>
        users?.map((user) => (user.id === updated.id ? updated : user)),
      ),
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, retry: false });
}

export function useSetProjectTypes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, projectTypes }: { userId: string; projectTypes: TProjectType[] }) =>
      setProjectTypes(userId, projectTypes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.users }),
  });
}
