/** Project endpoints: fetch functions, query keys and options, and hooks that invalidate their own keys. */
import type {
  TCreateProjectRequest,
  TDashboardResponse,
  TProject,
  TUpdateProjectRequest,
} from '@grant-review/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { projectKeys } from '@/lib/query-keys';

export const getDashboard = () => api.get<TDashboardResponse>('/api/projects/dashboard');
export const getProject = (projectId: string) => api.get<TProject>(`/api/projects/${encodeURIComponent(projectId)}`);
export const createProject = (body: TCreateProjectRequest) => api.post<TProject>('/api/projects/', body);
export const updateProject = (projectId: string, body: TUpdateProjectRequest) =>
  api.put<TProject>(`/api/projects/${encodeURIComponent(projectId)}`, body);
export const deleteProject = (projectId: string) => api.delete(`/api/projects/${encodeURIComponent(projectId)}`);

export const dashboardQueryOptions = () => queryOptions({ queryKey: projectKeys.dashboard, queryFn: getDashboard });

export const projectQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: projectKeys.detail(projectId), queryFn: () => getProject(projectId) });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}

export function useProject(projectId: string) {
  return useQuery(projectQueryOptions(projectId));
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: (project) => {
      queryClient.setQueryData(projectKeys.detail(project.id), project);
      void queryClient.invalidateQueries({ queryKey: projectKeys.dashboard });
    },
  });
}

export function useUpdateProject(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateProjectRequest) => updateProject(projectId, body),
    onSuccess: (project) => {
      queryClient.setQueryData(projectKeys.detail(projectId), project);
      void queryClient.invalidateQueries({ queryKey: projectKeys.dashboard });
    },
  });
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: (_data, projectId) => {
      queryClient.removeQueries({ queryKey: projectKeys.detail(projectId) });
      void queryClient.invalidateQueries({ queryKey: projectKeys.dashboard });
    },
  });
}
