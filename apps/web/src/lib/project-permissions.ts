/**
 * What each project role may do, as the server's access policy (apps/server/src/projects/access-policy.ts) decides
 * it. The web app asks `can(project.role, action)` to leave out controls the caller's role may not use; the server
 * still refuses them with a 403, so this table only has to agree with it, never replace it. Kept in lib/ because
 * every feature that shows a project's controls (projects, revisions, chat, review) asks it.
 */
import type { TProjectRole } from '@grant-review/contract';

const EVERY_MEMBER = ['owner', 'editor', 'viewer'] as const;
const WORKERS = ['owner', 'editor'] as const;
const OWNER = ['owner'] as const;

export const PROJECT_PERMISSIONS = {
  read: EVERY_MEMBER,
  export: EVERY_MEMBER,
  updateProject: OWNER,
  deleteProject: OWNER,
  manageMembers: OWNER,
  /** The owner hands the project over instead of leaving it. */
  leave: ['editor', 'viewer'],
  createRevision: WORKERS,
  deleteRevision: WORKERS,
  uploadDocument: WORKERS,
  deleteDocument: WORKERS,
  retryDocument: WORKERS,
  correctMasking: WORKERS,
  runAnalysis: WORKERS,
  sendChatMessage: WORKERS,
} as const satisfies Record<string, readonly TProjectRole[]>;

export type TProjectAction = keyof typeof PROJECT_PERMISSIONS;

/** Whether a member with `role` may take `action` in the project. */
export function can(role: TProjectRole, action: TProjectAction): boolean {
  const allowed: readonly TProjectRole[] = PROJECT_PERMISSIONS[action];
  return allowed.includes(role);
}
