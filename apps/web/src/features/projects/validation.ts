import { LIMITS, PROJECT_TYPES, ZCreateProjectRequest, ZProjectName, type TProjectType } from '@grant-review/contract';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

/**
 * The create-project form: the contract's request (name required and trimmed, 'Project name is required';
 * description trimmed), with an empty description left out of the body.
 */
export const ZProjectForm = ZCreateProjectRequest.transform(({ description, ...project }) =>
  description ? { ...project, description } : project,
);
export type TProjectFormInput = z.input<typeof ZProjectForm>;
export type TProjectFormOutput = z.output<typeof ZProjectForm>;

/** The rename form: the contract's project name (trimmed, required, bounded). */
export const ZRenameProjectForm = z.object({ name: ZProjectName });

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

/**
 * A field's problem in the interface language: the contract's schema words it in English (the spec's messages, which
 * the English file repeats), so the message is chosen again by the field and the kind of problem (too long, or else
 * missing).
 */
export function useProjectProblem() {
  const { t } = useTranslation('projects');
  return (field: 'name' | 'description', error: FieldError | undefined): { message: string } | undefined => {
    if (!error) return undefined;
    if (field === 'description') {
      return { message: t('form.description.tooLong', { max: LIMITS.projectDescriptionMaxLength }) };
    }
    return {
      message:
        error.type === 'too_big'
          ? t('form.name.tooLong', { max: LIMITS.projectNameMaxLength })
          : t('form.name.required'),
    };
  };
}

/** Renaming: an empty or unchanged name cancels the edit instead of saving. */
export function resolveRename(current: string, draft: string): string | null {
  const next = draft.trim();
  if (!next || next === current) return null;
  return next;
}
