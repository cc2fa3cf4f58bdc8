export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** Bytes as kilobytes with one decimal (bytes / 1024), e.g. '12.5 KB'. */
export function formatKilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** Confidence 0..1 as a whole percentage, e.g. 'Confidence: 85%'. */
export function formatConfidence(confidence: number): string {
  return `Confidence: ${Math.round(confidence * 100)}%`;
}

/** Replaces only the first underscore: 'ETH_PIONEER_FELLOWSHIP' → 'ETH PIONEER_FELLOWSHIP'. */
export function formatProjectTypeBadge(projectType: string): string {
  return projectType.replace('_', ' ');
}

export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
