/**
 * Every React Query key of the app, in one place: a feature's mutation often refreshes what another feature shows
 * (a new revision changes the project's revision count, a masking correction changes every file's text), so the keys
 * are shared rather than typed again by hand. Each feature's api file holds the fetch calls and options for its keys.
 */
export const projectKeys = {
  dashboard: ['dashboard'] as const,
  /** A prefix of the project's revisions and corrections: invalidate it with `exact: true` for the project alone. */
  detail: (projectId: string) => ['projects', projectId] as const,
};

export const memberKeys = {
  list: (projectId: string) => ['projects', projectId, 'members'] as const,
};

export const revisionKeys = {
  list: (projectId: string) => ['projects', projectId, 'revisions'] as const,
  /** Whether a key is some project's revision list (`list` of any project). */
  isList: (queryKey: readonly unknown[]) => queryKey[0] === 'projects' && queryKey[2] === 'revisions',
};

export const comparisonKeys = {
  /** Under the project's prefix, so deleting the project drops its comparisons too. */
  detail: (projectId: string, from: string, to: string) => ['projects', projectId, 'compare', from, to] as const,
};

export const fileKeys = {
  all: ['files'] as const,
  detail: (fileId: string) => ['files', fileId] as const,
};

export const chatKeys = {
  messages: (chatId: string) => ['chats', chatId, 'messages'] as const,
  /** `analysisId` is the analysis message's id, so a new analysis loads its own report. */
  report: (chatId: string, analysisId: string | null) => ['chats', chatId, 'report', analysisId] as const,
};

export const correctionKeys = {
  list: (projectId: string) => ['projects', projectId, 'pii-corrections'] as const,
};

export const adminKeys = {
  users: ['admin', 'users'] as const,
  deletionPreview: (userId: string) => ['admin', 'users', userId, 'deletion-preview'] as const,
};
