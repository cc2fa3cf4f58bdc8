/**
 * Assembles the document model (the contract's DocumentStructure) from what a format gave: sections nest by
 * level, each running from its heading to the next heading of the same or a higher level; tables belong to the
 * innermost section around them; each section's language is read from its own text (up to its first
 * subsection), or is its parent's, or the document's when that text is too short to tell.
 */
import {
  DOCUMENT_STRUCTURE_VERSION,
  type TDocumentLanguage,
  type TDocumentSection,
  type TDocumentStructure,
  type TDocumentTable,
} from '@grant-review/contract';
import type { TStructureHints } from '../extract/structure-hints.js';
import { guessLanguage } from '../pii/language.js';
import { readDocxStructure } from './docx-structure.js';
import type { THeadingMark } from './headings.js';
import { readPdfStructure } from './pdf-structure.js';
import { readTextStructure, type TStructureParts } from './text-structure.js';

// A few hundred words tell a section's language; reading more only costs time on long documents.
const SECTION_LANGUAGE_SAMPLE = 2000;

function languageOf(text: string): TDocumentLanguage | null {
  const language = guessLanguage(text);
  return language === 'unknown' ? null : language;
}

/** End of a range without the blank lines and spaces before the next block. */
function trimEnd(content: string, start: number, end: number): number {
  let trimmed = end;
  while (trimmed > start && /\s/.test(content[trimmed - 1] ?? '')) trimmed--;
  return trimmed;
}

/** Sorted, each heading starting after the previous one ended (formats may report one line twice). */
function orderHeadings(headings: readonly THeadingMark[]): THeadingMark[] {
  const sorted = [...headings].sort((a, b) => a.start - b.start);
  const ordered: THeadingMark[] = [];
  for (const heading of sorted) {
    const previous = ordered.at(-1);
    if (!previous || heading.start >= previous.end) ordered.push(heading);
  }
  return ordered;
}

function buildSections(
  content: string,
  headings: readonly THeadingMark[],
  documentLanguage: TDocumentLanguage | null,
): TDocumentSection[] {
  const sections: TDocumentSection[] = [];
  const open: TDocumentSection[] = [];
  headings.forEach((heading, index) => {
    const ownEnd = headings[index + 1]?.start ?? content.length;
    let end = content.length;
    for (const later of headings.slice(index + 1)) {
      if (later.level <= heading.level) {
        end = later.start;
        break;
      }
    }
    while (open.length > 0 && (open.at(-1)?.level ?? 0) >= heading.level) open.pop();
    const parent = open.at(-1) ?? null;
    const range = { start: heading.start, end: trimEnd(content, heading.end, end) };
    const section: TDocumentSection = {
      id: `s${index + 1}`,
      heading: content.slice(heading.textStart, heading.end),
      numbering: heading.numbering,
      level: heading.level,
      parent_id: parent?.id ?? null,
      heading_range: { start: heading.start, end: heading.end },
      range,
      // Read from the section's own text (each character once across the document); subsections have their own.
      language:
        languageOf(content.slice(heading.end, Math.min(ownEnd, heading.end + SECTION_LANGUAGE_SAMPLE))) ??
        parent?.language ??
        documentLanguage,
    };
    sections.push(section);
    open.push(section);
  });
  return sections;
}

function innermostSection(sections: readonly TDocumentSection[], offset: number): string | null {
  for (let index = sections.length - 1; index >= 0; index--) {
    const section = sections[index];
    if (section && section.range.start <= offset && offset < section.range.end) return section.id;
  }
  return null;
}

export function assembleStructure(content: string, parts: TStructureParts): TDocumentStructure {
  const language = languageOf(content);
  const sections = buildSections(content, orderHeadings(parts.headings), language);
  const tables: TDocumentTable[] = parts.tables.map((table, index) => ({
    id: `t${index + 1}`,
    section_id: innermostSection(sections, table.range.start),
    ...table,
  }));
  return {
    version: DOCUMENT_STRUCTURE_VERSION,
    language,
    sections,
    paragraphs: parts.paragraphs,
    lists: parts.lists,
    tables,
  };
}

/**
 * The document model of an extracted text, with offsets into that text. `hints` (from extraction) give the
 * format's own structure; without them (plain text, files processed before the model existed) it is read from
 * the text alone.
 */
export function buildDocumentStructure(content: string, hints?: TStructureHints): TDocumentStructure {
  let parts: TStructureParts;
  if (hints?.format === 'docx') parts = readDocxStructure(content, hints);
  else if (hints?.format === 'pdf') parts = readPdfStructure(content, hints);
  else parts = readTextStructure(content);
  return assembleStructure(content, parts);
}
