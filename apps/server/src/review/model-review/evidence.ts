/**
 * The model's quotes, located in the criterion's passages of the anonymized text first, then anywhere in the
 * documents (a real quote from another section is still evidence). A quote found nowhere is not evidence: it is
 * dropped and counted, so the report can say how many were left out.
 */
import type { TEvidence } from '@grant-review/contract';
import type { TPassage } from '../facts.js';
import { locateQuote } from '../locate-quote.js';
import type { TReviewDocument } from '../types.js';
import type { TModelFinding } from './schema.js';

/** Models often wrap a quote in quotation marks of their own; they are not part of it. */
const unwrap = (quote: string): string => quote.trim().replace(/^["“”„«»]+|["“”„«»]+$/g, '');

function locateInPassage(passage: TPassage, quote: string): TEvidence | null {
  const range = locateQuote(passage.text, unwrap(quote));
  if (!range) return null;
  return {
    file_id: passage.fileId,
    slot: passage.slot,
    start: passage.start + range.start,
    end: passage.start + range.end,
    quote: passage.text.slice(range.start, range.end),
    section: passage.section,
  };
}

/** The passages of the document the model named first: a model may name the wrong one, so the others follow. */
function inSearchOrder(passages: readonly TPassage[], document: string): TPassage[] {
  return [
    ...passages.filter((passage) => passage.slot === document),
    ...passages.filter((passage) => passage.slot !== document),
  ];
}

/** Each document whole, as a passage without a section. */
const wholeDocuments = (documents: readonly TReviewDocument[]): TPassage[] =>
  documents.map((document) => ({
    fileId: document.fileId ?? document.slot,
    slot: document.slot,
    slotName: document.slotName,
    section: null,
    start: 0,
    end: document.text.length,
    text: document.text,
  }));

export function locateEvidence(
  passages: readonly TPassage[],
  documents: readonly TReviewDocument[],
  evidence: TModelFinding['evidence'],
): { located: TEvidence[]; dropped: number } {
  const located: TEvidence[] = [];
  let dropped = 0;
  const everywhere = wholeDocuments(documents);
  for (const item of evidence) {
    const found = [...inSearchOrder(passages, item.document), ...inSearchOrder(everywhere, item.document)]
      .map((passage) => locateInPassage(passage, item.quote))
      .find((candidate) => candidate !== null);
    if (found) located.push(found);
    else dropped += 1;
  }
  return { located, dropped };
}
