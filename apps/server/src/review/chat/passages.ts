/** The passages of the documents that best match a question (BM25), quoted with the document and section. */
import { createBm25Index, passageSearchText, splitIntoPassages, type TPassage } from '../bm25.js';
import { documentLabel } from '../markdown.js';
import { shortenQuote } from '../text.js';
import type { TReviewDocument } from '../types.js';

export function retrievePassages(documents: readonly TReviewDocument[], query: string, limit: number): TPassage[] {
  const passages = splitIntoPassages(documents);
  if (passages.length === 0) return [];
  return createBm25Index(passages, passageSearchText)
    .search(query, limit)
    .map((hit) => hit.item);
}

/** A numbered blockquote line; the quote and the heading are in double quotes, as all document text is. */
export function renderPassage(passage: TPassage, index: number, sectionWord: string): string {
  const where = passage.heading
    ? `${documentLabel(passage.document)}, ${sectionWord} "${passage.heading.replace(/"/g, '”')}"`
    : documentLabel(passage.document);
  return `${index + 1}. > "${shortenQuote(passage.text, 0, 320).replace(/"/g, '”')}" — *${where}*`;
}
