/**
 * The link from a report's evidence to its passage on the review page: `/review/{fileId}?start=…&end=…`, with the
 * report's path in the navigation state so the review page can lead back. The report feature writes it and the
 * review page reads it, so it lives here rather than in either feature.
 */
import type { TTextRange } from '@grant-review/contract';

/** What a report's evidence link tells the review page: where to go back to. */
export interface TPassageLinkState {
  reportPath: string;
}

/** The report page a review page was opened from, when it was. */
export function reportPathOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('reportPath' in state)) return null;
  return typeof state.reportPath === 'string' && state.reportPath.startsWith('/') ? state.reportPath : null;
}

/** `/review/{fileId}?start=…&end=…`: the review page highlights that range of the anonymized text. */
export function passageLink(fileId: string, range: TTextRange): string {
  return `/review/${encodeURIComponent(fileId)}?start=${range.start}&end=${range.end}`;
}

/** The range from the page's query string, or null when it has none or it is not a range. */
export function readPassageRange(search: URLSearchParams): TTextRange | null {
  const start = Number(search.get('start'));
  const end = Number(search.get('end'));
  if (!search.has('start') || !search.has('end')) return null;
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end <= start) return null;
  return { start, end };
}
