import { PROJECT_TYPES, ZCreateProjectRequest, type TProjectType } from '@grant-review/contract';

export interface ProjectFormValues {
  name: string;
  description: string;
  project_type: TProjectType;
}

export type ProjectFormResult =
  | { success: true; data: { name: string; description?: string; project_type: TProjectType } }
  | { success: false; errors: Partial<Record<keyof ProjectFormValues, string>> };

/** Name required and trimmed ('Project name is required'); description trimmed and omitted when empty. */
export function validateProjectForm(values: ProjectFormValues): ProjectFormResult {
  const result = ZCreateProjectRequest.safeParse(values);
  if (result.success) {
    const { name, description, project_type } = result.data;
    return { success: true, data: description ? { name, description, project_type } : { name, project_type } };
  }
  const errors: Partial<Record<keyof ProjectFormValues, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'name' || field === 'description' || field === 'project_type') && !errors[field]) {
      errors[field] = issue.message;
    }
  }
  return { success: false, errors };
}

/** The types the user may create; both when the dashboard data is missing or empty. */
export function resolveAllowedTypes(allowed: readonly TProjectType[] | undefined): TProjectType[] {
  const known = (allowed ?? []).filter((type): type is TProjectType => PROJECT_TYPES.includes(type));
  return known.length > 0 ? known : [...PROJECT_TYPES];
}

/**
 * The allowed types from a dashboard answer, read defensively: an answer without `user` (or without its
 * `allowed_project_types`) falls back to both types instead of breaking the New Project page.
 */
export function allowedTypesOfDashboard(
  dashboard: { user?: { allowed_project_types?: readonly TProjectType[] | null } | null } | null | undefined,
): TProjectType[] {
  return resolveAllowedTypes(dashboard?.user?.allowed_project_types ?? undefined);
}

/** Renaming: an empty or unchanged name cancels the edit instead of saving. */
export function resolveRename(current: string, draft: string): string | null {
  const next = draft.trim();
  if (!next || next === current) return null;
  return next;
}
