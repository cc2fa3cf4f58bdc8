/**
 * Reads a revision's documents the way a reviewer does: section by section. Each section is taken for one or more
 * of the sections the funder's experts expect ("Marktanalyse" is read as Market and value creation) by its heading
 * in English, German, French or Italian, by its parent's heading, or failing both by what it talks about. Every
 * section knows the criteria it gives evidence for, so checks look for evidence where it belongs and quote from
 * there.
 */
import type { TDocumentSection, TDocumentStructure, TDocumentTable, TSectionReading } from '@grant-review/contract';
import { buildDocumentStructure } from '../../documents/structure/build-structure.js';
import { compileKeywords, findKeywordHits, foldText, type TKeywordMatcher } from '../text.js';
import type { TExpectedSection, TFunderCriteria, TReviewDocument } from '../types.js';
import type { TMessages } from '../messages/index.js';
import { compileHeadingWord, HEADING_TOPICS, PROGRAMME_NAMES } from './section-vocabulary.js';
import { sentencesIn, type TSpan } from './spans.js';

export interface TReadSection {
  /** The section of the document model; null for text before the first heading. */
  section: TDocumentSection | null;
  heading: string;
  numbering: string | null;
  /** The whole section, subsections included. */
  start: number;
  end: number;
  /** The section's own text: after its heading, before its first subsection. */
  ownStart: number;
  ownEnd: number;
  /** Ids of the expected sections it was read as, best first. */
  targets: string[];
  method: 'heading' | 'content' | 'slot' | 'none';
  /** Criteria its targets give evidence for. */
  supports: string[];
}

export interface TReadDocument {
  document: TReviewDocument;
  fileId: string;
  text: string;
  folded: string;
  structure: TDocumentStructure;
  sections: TReadSection[];
  tables: TDocumentTable[];
  /** Where paragraphs, list items, tables and headings start: a sentence never runs across one. */
  paragraphStarts: ReadonlySet<number>;
}

/** Slots whose whole document speaks to one expected section when its own headings say nothing. */
const SLOT_TARGETS: Record<string, string> = {
  FUNDING_PROPOSAL: 'budget',
  BUDGET: 'budget',
  RISK_MATRIX: 'risks',
  CV: 'fellow',
};

/** Fewest keyword hits per 1,000 characters, and fewest hits at all, for a section to be read by its content. */
const CONTENT_MIN_HITS = 3;
const CONTENT_MIN_DENSITY = 1.5;

const headingMatchers = new WeakMap<TExpectedSection, TKeywordMatcher>();
const contentMatchers = new WeakMap<TExpectedSection, TKeywordMatcher>();

function matcherOf(
  cache: WeakMap<TExpectedSection, TKeywordMatcher>,
  expected: TExpectedSection,
  pick: (section: TExpectedSection) => Parameters<typeof compileKeywords>[0],
): TKeywordMatcher {
  let matcher = cache.get(expected);
  if (!matcher) {
    matcher = compileKeywords(pick(expected));
    cache.set(expected, matcher);
  }
  return matcher;
}

/** A document handed over without a model (a test, a caller outside the pipeline) gets one read from its text. */
const structureOf = (document: TReviewDocument): TDocumentStructure =>
  document.structure ?? buildDocumentStructure(document.text);

interface THeadingHit {
  id: string;
  index: number;
  end: number;
}

/** The topics of section-vocabulary.ts for one programme: each with the expected section that takes it. */
const topicMatchers = new WeakMap<TFunderCriteria, { id: string; patterns: RegExp[] }[]>();

function topicsOf(funder: TFunderCriteria): { id: string; patterns: RegExp[] }[] {
  let topics = topicMatchers.get(funder);
  if (!topics) {
    topics = HEADING_TOPICS.flatMap((topic) => {
      const id = topic.sections.find((candidate) => funder.sections.some((section) => section.id === candidate));
      if (!id) return [];
      const words = [
        ...new Set([...topic.headings.en, ...topic.headings.de, ...topic.headings.fr, ...topic.headings.it]),
      ];
      return [{ id, patterns: words.map(compileHeadingWord) }];
    });
    topicMatchers.set(funder, topics);
  }
  return topics;
}

/**
 * Expected sections whose heading vocabulary the heading contains, in the order they appear in it. The programme's
 * own name is no topic ("Ziel des Fellowships"), and a word inside a longer match of another section is not one of
 * its own ("plan" in "Financial plan").
 */
export function targetsOfHeading(heading: string, funder: TFunderCriteria): string[] {
  const folded = foldText(heading).replace(PROGRAMME_NAMES, (match) => ' '.repeat(match.length));
  const hits: THeadingHit[] = [];
  for (const expected of funder.sections) {
    for (const hit of findKeywordHits(
      folded,
      matcherOf(headingMatchers, expected, (section) => section.headings),
    )) {
      hits.push({ id: expected.id, index: hit.index, end: hit.end });
    }
  }
  for (const topic of topicsOf(funder)) {
    for (const pattern of topic.patterns) {
      pattern.lastIndex = 0;
      for (const match of folded.matchAll(pattern)) {
        hits.push({ id: topic.id, index: match.index, end: match.index + match[0].length });
      }
    }
  }
  const standalone = hits.filter(
    (hit) =>
      !hits.some(
        (other) =>
          other.id !== hit.id &&
          other.index <= hit.index &&
          other.end >= hit.end &&
          other.end - other.index > hit.end - hit.index,
      ),
  );
  const first = new Map<string, THeadingHit>();
  for (const hit of standalone) {
    const known = first.get(hit.id);
    if (!known || hit.index < known.index || (hit.index === known.index && hit.end > known.end)) first.set(hit.id, hit);
  }
  return [...first.values()]
    .sort((a, b) => a.index - b.index || b.end - b.index - (a.end - a.index))
    .map((hit) => hit.id);
}

/** The expected section a stretch of the folded text speaks of, by its keywords, if one clearly wins. */
function targetOfContent(
  folded: string,
  range: { start: number; end: number },
  funder: TFunderCriteria,
): string | null {
  const length = Math.min(range.end, folded.length) - range.start;
  if (length < 200) return null;
  let best: { id: string; hits: number } | null = null;
  let secondHits = 0;
  for (const expected of funder.sections) {
    if (expected.id === 'summary') continue;
    const hits = findKeywordHits(
      folded,
      matcherOf(contentMatchers, expected, (section) => section.keywords),
      range,
    ).length;
    if (!best || hits > best.hits) {
      secondHits = best?.hits ?? 0;
      best = { id: expected.id, hits };
    } else if (hits > secondHits) {
      secondHits = hits;
    }
  }
  if (!best || best.hits < CONTENT_MIN_HITS) return null;
  const density = (best.hits * 1000) / length;
  // A clear winner only: a section that speaks of everything speaks of nothing in particular.
  return density >= CONTENT_MIN_DENSITY && best.hits >= secondHits * 1.5 ? best.id : null;
}

const supportsOf = (targets: readonly string[], funder: TFunderCriteria): string[] => [
  ...new Set(targets.flatMap((id) => funder.sections.find((section) => section.id === id)?.supports ?? [])),
];

export function readDocument(document: TReviewDocument, funder: TFunderCriteria): TReadDocument {
  const structure = structureOf(document);
  const text = document.text;
  const folded = foldText(text);
  const sections: TReadSection[] = [];
  const firstHeading = structure.sections[0]?.heading_range.start ?? text.length;
  if (text.slice(0, firstHeading).trim().length > 0) {
    sections.push({
      section: null,
      heading: '',
      numbering: null,
      start: 0,
      end: firstHeading,
      ownStart: 0,
      ownEnd: firstHeading,
      targets: [],
      method: 'none',
      supports: [],
    });
  }
  for (const [index, section] of structure.sections.entries()) {
    const child = structure.sections.slice(index + 1).find((candidate) => candidate.parent_id === section.id);
    sections.push({
      section,
      heading: section.heading,
      numbering: section.numbering,
      start: section.range.start,
      end: section.range.end,
      ownStart: section.heading_range.end,
      ownEnd: child ? child.heading_range.start : section.range.end,
      targets: targetsOfHeading(section.heading, funder),
      method: 'heading',
      supports: [],
    });
  }

  // Subsections without a heading of their own kind belong to their parent's; the rest are read by their content.
  const byId = new Map(sections.filter((item) => item.section).map((item) => [item.section?.id, item]));
  for (const item of sections) {
    if (item.targets.length > 0) continue;
    const parent = item.section?.parent_id ? byId.get(item.section.parent_id) : undefined;
    if (parent && parent.targets.length > 0) {
      item.targets = parent.targets;
      item.method = parent.method;
      continue;
    }
    // A table's header row is a heading of its own ("Risk | Mitigation"), where the section's title says nothing of
    // its topic or was lost (a title read as a name and masked).
    const byTable = structure.tables
      .filter((table) => table.range.start >= item.ownStart && table.range.start < item.ownEnd)
      .flatMap((table) => targetsOfHeading((table.rows[0] ?? []).map((cell) => cell.text).join(' | '), funder));
    if (byTable.length > 0) {
      item.targets = [...new Set(byTable)];
      item.method = 'content';
      continue;
    }
    const byContent = targetOfContent(folded, { start: item.ownStart, end: item.ownEnd }, funder);
    if (byContent) {
      item.targets = [byContent];
      item.method = 'content';
      continue;
    }
    const bySlot = SLOT_TARGETS[document.slot];
    if (bySlot && funder.sections.some((expected) => expected.id === bySlot)) {
      item.targets = [bySlot];
      item.method = 'slot';
    } else {
      item.method = 'none';
    }
  }
  for (const item of sections) item.supports = supportsOf(item.targets, funder);

  const paragraphStarts = new Set([
    ...structure.paragraphs.map((range) => range.start),
    ...structure.lists.flatMap((list) => list.items.map((item) => item.start)),
    ...structure.tables.map((table) => table.range.start),
    ...structure.sections.flatMap((section) => [section.heading_range.start, section.heading_range.end + 1]),
  ]);
  return {
    document,
    fileId: document.fileId ?? document.slot,
    text,
    folded,
    structure,
    sections,
    tables: structure.tables,
    paragraphStarts,
  };
}

/** The sentences of a range of a read document, never running across a paragraph or a heading. */
export const sentencesOf = (read: TReadDocument, start = 0, end = read.text.length): TSpan[] =>
  sentencesIn(read.text, start, end, read.paragraphStarts);

export function readDocuments(documents: readonly TReviewDocument[], funder: TFunderCriteria): TReadDocument[] {
  return documents
    .filter((document) => document.text.trim().length > 0)
    .map((document) => readDocument(document, funder));
}

/** The innermost read section that contains `offset`. */
export function sectionAt(read: TReadDocument, offset: number): TReadSection | undefined {
  let found: TReadSection | undefined;
  for (const item of read.sections) {
    if (offset >= item.start && offset < item.end && (!found || item.start >= found.start)) found = item;
  }
  return found;
}

/** How each titled section was read, for the report ("Your section 'Marktanalyse' was read as …"). */
export function describeReadings(
  reads: readonly TReadDocument[],
  funder: TFunderCriteria,
  messages: TMessages,
): TSectionReading[] {
  const titleOf = (expected: TFunderCriteria['sections'][number] | undefined) =>
    expected ? messages.sectionTitle(funder.projectType, expected) : null;
  return reads.flatMap((read) =>
    read.sections
      .filter((item) => item.section !== null)
      .map((item) => {
        const target = item.targets[0] ?? null;
        return {
          file_id: read.fileId,
          slot: read.document.slot,
          heading: item.heading,
          numbering: item.numbering,
          target,
          target_title: titleOf(funder.sections.find((expected) => expected.id === target)),
          method: item.method === 'content' ? 'content' : 'heading',
        } satisfies TSectionReading;
      }),
  );
}
