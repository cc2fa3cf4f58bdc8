import { describe, expect, it } from 'vitest';
import { PROJECT_ACTION_ROLES, PROJECT_ROLES, type TProjectRole } from '@grant-review/contract';
import { can, type TProjectAction } from './project-permissions';

const ACTIONS = Object.keys(PROJECT_ACTION_ROLES) as TProjectAction[];

/** The roles allowed each action, as issue 18 lists them and the server's policy decides them. */
const EXPECTED: Record<TProjectAction, TProjectRole[]> = {
  read: ['owner', 'editor', 'viewer'],
  export: ['owner', 'editor', 'viewer'],
  updateProject: ['owner'],
  deleteProject: ['owner'],
  manageMembers: ['owner'],
  leave: ['editor', 'viewer'],
  createRevision: ['owner', 'editor'],
  deleteRevision: ['owner', 'editor'],
  uploadDocument: ['owner', 'editor'],
  deleteDocument: ['owner', 'editor'],
  retryDocument: ['owner', 'editor'],
  correctMasking: ['owner', 'editor'],
  runAnalysis: ['owner', 'editor'],
  sendChatMessage: ['owner', 'editor'],
};

describe('can(role, action)', () => {
  it('knows every action the table below names, and no other', () => {
    expect(ACTIONS.sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(ACTIONS.flatMap((action) => PROJECT_ROLES.map((role) => [role, action] as const)))(
    'answers for %s → %s as the server policy does',
    (role, action) => {
      expect(can(role, action)).toBe(EXPECTED[action].includes(role));
    },
  );

  it('lets a viewer read and export but change nothing', () => {
    const viewerActions = ACTIONS.filter((action) => can('viewer', action)).sort();
    expect(viewerActions).toEqual(['export', 'leave', 'read']);
  });

  it('gives an editor everything but renaming, deleting the project and managing members, and no leaving for the owner', () => {
    const editorRefused = ACTIONS.filter((action) => !can('editor', action)).sort();
    expect(editorRefused).toEqual(['deleteProject', 'manageMembers', 'updateProject']);
    expect(ACTIONS.filter((action) => !can('owner', action))).toEqual(['leave']);
  });
});
