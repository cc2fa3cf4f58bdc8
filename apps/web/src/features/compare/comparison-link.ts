/** The comparison page of two revisions, the earlier one first (the server orders them either way). */
export function comparisonLink(projectId: string, from: string, to: string): string {
  return `/projects/${encodeURIComponent(projectId)}/compare?${new URLSearchParams({ from, to }).toString()}`;
}
