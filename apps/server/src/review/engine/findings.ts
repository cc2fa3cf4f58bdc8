/** Building findings and their evidence: every quote is a range of a document's anonymized text. */
import type { TEvidence, TFinding, TFindingSeverity, TReviewCheckId } from '@grant-review/contract';
import { sectionAt, type TReadDocument } from './read-documents.js';

/** Longest quote: a reviewer's pointer, not a copy of the section. */
const MAX_QUOTE = 320;

/** Evidence for a range of a document, cut to a readable length around its start and trimmed to whole words. */
export function evidenceOf(read: TReadDocument, start: number, end: number): TEvidence {
  let from = Math.max(0, start);
  let to = Math.min(read.text.length, Math.max(end, from + 1));
  if (to - from > MAX_QUOTE) {
    to = from + MAX_QUOTE;
    const lastSpace = read.text.lastIndexOf(' ', to);
    if (lastSpace > from + MAX_QUOTE / 2) to = lastSpace;
  }
  while (from < to && /\s/.test(read.text.charAt(from))) from++;
  while (to > from && /\s/.test(read.text.charAt(to - 1))) to--;
  const section = sectionAt(read, from);
  return {
    file_id: read.fileId,
    slot: read.document.slot,
    start: from,
    end: to,
    quote: read.text.slice(from, to),
    section: section?.heading ? section.heading : null,
  };
}

export interface TFindingText {
  title: string;
  explanation: string;
  suggestion: string;
  /** What was looked for, and where, when there is nothing to quote. */
  lookedFor?: string;
}

export interface TFindingDraft extends TFindingText {
  check: TReviewCheckId;
  criterion: string;
  severity: TFindingSeverity;
  evidence?: readonly TEvidence[];
}

/** Numbers findings per check ("partner-share-1") and drops duplicate quotes. */
export function toFindings(drafts: readonly TFindingDraft[]): TFinding[] {
  const counts = new Map<string, number>();
  return drafts.map((draft) => {
    const count = (counts.get(draft.check) ?? 0) + 1;
    counts.set(draft.check, count);
    const seen = new Set<string>();
    const evidence = (draft.evidence ?? []).filter((item) => {
      const key = `${item.file_id}:${item.start}:${item.end}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    return {
      id: `${draft.check}-${count}`,
      check: draft.check,
      criterion: draft.criterion,
      severity: draft.severity,
      title: draft.title,
      explanation: draft.explanation,
      evidence,
      looked_for: evidence.length === 0 ? (draft.lookedFor ?? draft.explanation) : null,
      suggestion: draft.suggestion,
    };
  });
}
