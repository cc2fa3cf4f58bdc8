/**
 * What each project role may do: the contract's table (`PROJECT_ACTION_ROLES`), which the server's access policy
 * enforces. The web app asks `can(project.role, action)` to leave out controls the caller's role may not use; the
 * server still refuses them with a 403. Kept in lib/ because every feature that shows a project's controls (projects,
 * revisions, chat, review) asks it.
 */
import { isActionAllowed, type TProjectAction, type TProjectRole } from '@grant-review/contract';

export type { TProjectAction };

/** Whether a member with `role` may take `action` in the project. */
export function can(role: TProjectRole, action: TProjectAction): boolean {
  return isActionAllowed(role, action);
}
