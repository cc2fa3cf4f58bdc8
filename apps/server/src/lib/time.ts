/** Timestamps are stored and sent as ISO 8601 UTC strings, which sort correctly as text on both databases. */
export const nowIso = (): string => new Date().toISOString();

export const daysAgoIso = (days: number): string => new Date(Date.now() - days * 86_400_000).toISOString();
