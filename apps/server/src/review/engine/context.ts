/** What every check reads: the revision's documents section by section, and their figures. */
import type { TProjectType } from '@grant-review/contract';
import { compileKeywords, findKeywordHits, type TKeywordMatcher } from '../text.js';
import type { TMessages } from '../messages/index.js';
import type { TFunderCriteria, TKeywords } from '../types.js';
import type { TFigure } from './figures.js';
import type { TReadDocument, TReadSection } from './read-documents.js';

export const MAIN_SLOTS: readonly string[] = ['APPLICATION_DRAFT', 'RESEARCH_PROPOSAL'];
export const BUDGET_SLOTS: readonly string[] = ['FUNDING_PROPOSAL', 'BUDGET'];

export interface TLocatedSection {
  read: TReadDocument;
  section: TReadSection;
}

export interface TKeywordMatch {
  read: TReadDocument;
  start: number;
  end: number;
  keyword: string;
}

export interface TReviewContext {
  projectType: TProjectType;
  funder: TFunderCriteria;
  reads: readonly TReadDocument[];
  figures: readonly TFigure[];
  /** The report's wording in its language. */
  messages: TMessages;
}

/** Sections read as one of the expected sections (its id), in document order. */
export function sectionsWithTarget(context: TReviewContext, target: string): TLocatedSection[] {
  return context.reads.flatMap((read) =>
    read.sections.filter((section) => section.targets.includes(target)).map((section) => ({ read, section })),
  );
}

const matchers = new Map<string, TKeywordMatcher>();

/** One matcher per keyword list, compiled once (lists are module constants). */
export function matcherFor(name: string, keywords: TKeywords | readonly string[]): TKeywordMatcher {
  let matcher = matchers.get(name);
  if (!matcher) {
    matcher = compileKeywords(keywords);
    matchers.set(name, matcher);
  }
  return matcher;
}

/** Every hit of a matcher in the given documents (or ranges of them), in document order. */
export function findMatches(
  reads: readonly TReadDocument[],
  matcher: TKeywordMatcher,
  ranges?: (read: TReadDocument) => readonly { start: number; end: number }[],
): TKeywordMatch[] {
  const matches: TKeywordMatch[] = [];
  for (const read of reads) {
    const spans = ranges ? ranges(read) : [{ start: 0, end: read.text.length }];
    for (const span of spans) {
      for (const hit of findKeywordHits(read.folded, matcher, span)) {
        matches.push({ read, start: span.start + hit.index, end: span.start + hit.end, keyword: hit.keyword });
      }
    }
  }
  return matches;
}

/** The ranges of a read document that belong to sections with one of these targets. */
export const rangesOfTargets =
  (targets: readonly string[]) =>
  (read: TReadDocument): { start: number; end: number }[] =>
    read.sections
      .filter((section) => section.targets.some((target) => targets.includes(target)))
      .map((section) => ({ start: section.ownStart, end: section.ownEnd }));

export const readsOfSlots = (context: TReviewContext, slots: readonly string[]): TReadDocument[] =>
  context.reads.filter((read) => slots.includes(read.document.slot));
