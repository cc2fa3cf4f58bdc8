/** A document cut into units once, shared by every check; and how checks quote evidence from it. */
import { shortenQuote, splitUnits, type TTextUnit } from '../text.js';
import type { TEvidence, TReviewDocument } from '../types.js';

export interface TAnalysedDocument {
  document: TReviewDocument;
  index: number;
  units: TTextUnit[];
}

export const analyseDocuments = (documents: readonly TReviewDocument[]): TAnalysedDocument[] =>
  documents.map((document, index) => ({ document, index, units: splitUnits(document.text) }));

export function makeEvidence(document: TReviewDocument, text: string, focus = 0): TEvidence {
  return {
    quote: shortenQuote(text, focus),
    slot: document.slot,
    slotName: document.slotName,
    fileName: document.fileName,
  };
}

/** Budget documents first: financial figures are most reliable there. */
export function orderForFinance(
  documents: readonly TAnalysedDocument[],
  budgetSlots: readonly string[],
): TAnalysedDocument[] {
  return [...documents].sort(
    (a, b) =>
      Number(!budgetSlots.includes(a.document.slot)) - Number(!budgetSlots.includes(b.document.slot)) ||
      a.index - b.index,
  );
}

export const BUDGET_SLOTS: readonly string[] = ['FUNDING_PROPOSAL', 'BUDGET'];
export const MAIN_SLOTS: readonly string[] = ['APPLICATION_DRAFT', 'RESEARCH_PROPOSAL'];
