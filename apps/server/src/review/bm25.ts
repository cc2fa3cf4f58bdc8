/** A small BM25 (Okapi) index and the passage chunker the chat and the prompts retrieve from. */
import { splitUnits, tokenize } from './text.js';
import type { TReviewDocument } from './types.js';

export interface TBm25Options {
  /** Term-frequency saturation. */
  k1?: number;
  /** Length normalisation. */
  b?: number;
}

export interface TBm25Hit<T> {
  item: T;
  index: number;
  score: number;
}

export interface TBm25Index<T> {
  search: (query: string, limit?: number) => TBm25Hit<T>[];
  /** Scores every item (0 for no match), in item order. */
  scoreAll: (query: string) => number[];
  size: number;
}

/** Builds an index over items; `getText` says what text of an item is searchable. */
export function createBm25Index<T>(
  items: readonly T[],
  getText: (item: T) => string,
  options: TBm25Options = {},
): TBm25Index<T> {
  const k1 = options.k1 ?? 1.2;
  const b = options.b ?? 0.75;
  const termCounts = items.map((item) => countTerms(tokenize(getText(item))));
  const lengths = termCounts.map((counts) => [...counts.values()].reduce((sum, count) => sum + count, 0));
  const averageLength = lengths.reduce((sum, length) => sum + length, 0) / Math.max(1, items.length) || 1;
  const documentFrequency = new Map<string, number>();
  for (const counts of termCounts) {
    for (const term of counts.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  }
  const inverseFrequency = (term: string): number => {
    const frequency = documentFrequency.get(term) ?? 0;
    return Math.log(1 + (items.length - frequency + 0.5) / (frequency + 0.5));
  };

  const scoreAll = (query: string): number[] => {
    const queryTerms = countTerms(tokenize(query));
    return termCounts.map((counts, index) => {
      let score = 0;
      const lengthRatio = (lengths[index] ?? 0) / averageLength;
      for (const [term, queryCount] of queryTerms) {
        const frequency = counts.get(term);
        if (!frequency) continue;
        // Repeated query terms weigh more: the prompt builder repeats the chat question to favour it.
        score +=
          queryCount * inverseFrequency(term) * ((frequency * (k1 + 1)) / (frequency + k1 * (1 - b + b * lengthRatio)));
      }
      return score;
    });
  };

  const search = (query: string, limit = 5): TBm25Hit<T>[] =>
    scoreAll(query)
      .map((score, index) => ({ item: items[index] as T, index, score }))
      .filter((hit) => hit.score > 0)
      .sort((a, b) => b.score - a.score || a.index - b.index)
      .slice(0, limit);

  return { search, scoreAll, size: items.length };
}

function countTerms(tokens: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const token of tokens) counts.set(token, (counts.get(token) ?? 0) + 1);
  return counts;
}

export interface TPassage {
  document: TReviewDocument;
  documentIndex: number;
  /** The heading the passage sits under, for context in quotes. */
  heading?: string;
  text: string;
  offset: number;
}

export interface TPassageOptions {
  /** Sentences (or lines) per passage. */
  unitsPerPassage?: number;
  maxChars?: number;
}

/** Cuts documents into passages of a few sentences; a heading starts a new passage and labels it. */
export function splitIntoPassages(documents: readonly TReviewDocument[], options: TPassageOptions = {}): TPassage[] {
  const unitsPerPassage = options.unitsPerPassage ?? 3;
  const maxChars = options.maxChars ?? 600;
  const passages: TPassage[] = [];
  documents.forEach((document, documentIndex) => {
    let heading: string | undefined;
    let buffer: string[] = [];
    let bufferOffset = 0;
    const flush = () => {
      if (buffer.length === 0) return;
      passages.push({ document, documentIndex, heading, text: buffer.join(' '), offset: bufferOffset });
      buffer = [];
    };
    for (const unit of splitUnits(document.text)) {
      if (unit.kind === 'heading') {
        flush();
        heading = unit.text.replace(/^#+\s*/, '');
        continue;
      }
      if (buffer.length === 0) bufferOffset = unit.offset;
      buffer.push(unit.text);
      if (buffer.length >= unitsPerPassage || buffer.join(' ').length >= maxChars) flush();
    }
    flush();
  });
  return passages;
}

/** Searchable text of a passage: its heading counts too, so "market" finds the passages under "Market". */
export const passageSearchText = (passage: TPassage): string =>
  passage.heading ? `${passage.heading} ${passage.text}` : passage.text;
