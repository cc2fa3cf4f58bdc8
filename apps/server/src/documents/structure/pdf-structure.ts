/**
 * Headings of a PDF from its fonts: a paragraph set larger than the body text, or a line of its own in another
 * face of about the body's size (bold). pdf.js names each font face apart, so "another face" needs no font
 * metrics. Levels follow the numbering when there is one, else the rank of the heading's size and face. Lines
 * repeated on several pages (running headers and footers) are never headings. Tables, lists and paragraphs come
 * from the laid-out text (aligned columns are tab-separated there).
 */
import type { TPdfHints, TPdfLineHint } from '../extract/structure-hints.js';
import { isTitleLike, readNumbering, type THeadingMark } from './headings.js';
import { TextLocator } from './locate.js';
import { readTextStructure, type TStructureParts } from './text-structure.js';

const LARGER_RATIO = 1.15;
const SAME_SIZE_TOLERANCE = 0.15;
const MAX_HEADING_LINES = 3;
const MAX_HEADING_LENGTH = 200;
// A face used for this share of the text is a second body font, not a heading face.
const MAX_HEADING_FACE_SHARE = 0.3;
const RUNNING_LINE_PAGES = 3;
const CAPTION = /^(?:figure|fig\.|table|tabelle|abbildung|abb\.|tableau|tabella|figura)\s*\d/i;

const sizeKey = (size: number) => Math.round(size * 2) / 2;

function mostCommon<T>(weights: Map<T, number>): T | undefined {
  let best: T | undefined;
  let bestWeight = -1;
  for (const [key, weight] of weights) {
    if (weight > bestWeight) {
      best = key;
      bestWeight = weight;
    }
  }
  return best;
}

interface TBodyStyle {
  size: number;
  font: string | null;
  fontShare: Map<string | null, number>;
}

function readBodyStyle(lines: readonly TPdfLineHint[]): TBodyStyle {
  const bySize = new Map<number, number>();
  const byFont = new Map<string | null, number>();
  let total = 0;
  for (const line of lines) {
    bySize.set(sizeKey(line.size), (bySize.get(sizeKey(line.size)) ?? 0) + line.text.length);
    byFont.set(line.font, (byFont.get(line.font) ?? 0) + line.text.length);
    total += line.text.length;
  }
  const fontShare = new Map([...byFont].map(([font, chars]) => [font, chars / Math.max(total, 1)]));
  return { size: mostCommon(bySize) ?? 0, font: mostCommon(byFont) ?? null, fontShare };
}

function findRunningLines(lines: readonly TPdfLineHint[]): Set<string> {
  const pages = new Map<string, Set<number>>();
  for (const line of lines) {
    const key = line.text.trim();
    if (key.length === 0 || key.length > MAX_HEADING_LENGTH) continue;
    let seen = pages.get(key);
    if (!seen) pages.set(key, (seen = new Set()));
    seen.add(line.page);
  }
  return new Set([...pages].filter(([, seen]) => seen.size >= RUNNING_LINE_PAGES).map(([key]) => key));
}

interface TPdfCandidate {
  lines: TPdfLineHint[];
  /** Orders heading styles: larger first, another face before the body face. */
  styleKey: string;
  size: number;
  isOtherFace: boolean;
}

function isHeadingText(text: string, running: ReadonlySet<string>): boolean {
  const trimmed = text.trim();
  if (running.has(trimmed) || CAPTION.test(trimmed) || !/\p{L}{2}/u.test(trimmed)) return false;
  const numbering = readNumbering(trimmed);
  return isTitleLike(numbering ? trimmed.slice(numbering.length) : trimmed, MAX_HEADING_LENGTH);
}

function findCandidates(lines: readonly TPdfLineHint[], body: TBodyStyle): TPdfCandidate[] {
  const running = findRunningLines(lines);
  const candidates: TPdfCandidate[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index];
    if (!line) break;
    // A paragraph of larger text (up to a few lines: a long heading wraps).
    if (line.isParagraphStart && line.size >= body.size * LARGER_RATIO) {
      let end = index + 1;
      while (end < lines.length && lines[end]?.isParagraphStart === false) end++;
      const group = lines.slice(index, end);
      if (group.length <= MAX_HEADING_LINES && isHeadingText(group.map((item) => item.text).join(' '), running)) {
        const isOtherFace = line.font !== body.font;
        candidates.push({
          lines: group,
          size: line.size,
          isOtherFace,
          styleKey: `${sizeKey(line.size)}|${isOtherFace ? 1 : 0}`,
        });
      }
      index = end;
      continue;
    }
    // A line of its own in another face at about the body's size.
    const previous = lines[index - 1];
    const next = lines[index + 1];
    const isOtherFace =
      line.font !== null &&
      line.font !== body.font &&
      !line.isMixedFont &&
      (body.fontShare.get(line.font) ?? 0) <= MAX_HEADING_FACE_SHARE &&
      Math.abs(line.size - body.size) <= SAME_SIZE_TOLERANCE * body.size;
    const standsAlone =
      (line.isParagraphStart || previous?.font !== line.font) &&
      (next === undefined || next.isParagraphStart || next.font !== line.font);
    if (isOtherFace && standsAlone && !line.text.includes('\t') && isHeadingText(line.text, running)) {
      candidates.push({ lines: [line], size: line.size, isOtherFace: true, styleKey: `${sizeKey(line.size)}|1` });
    }
    index++;
  }
  return candidates;
}

function rankStyles(candidates: readonly TPdfCandidate[]): Map<string, number> {
  const styles = new Map<string, { size: number; isOtherFace: boolean }>();
  for (const candidate of candidates) styles.set(candidate.styleKey, candidate);
  const ordered = [...styles].sort(
    ([, a], [, b]) => sizeKey(b.size) - sizeKey(a.size) || Number(b.isOtherFace) - Number(a.isOtherFace),
  );
  return new Map(ordered.map(([key], index) => [key, Math.min(index + 1, 6)]));
}

function locateHeadings(content: string, hints: TPdfHints, candidates: readonly TPdfCandidate[]): THeadingMark[] {
  const ranks = rankStyles(candidates);
  const locator = new TextLocator(content);
  const last = hints.lines.at(-1);
  // Normalisation only ever shortens the text: a line is at most this much before its place in the raw text.
  const rawLength = hints.rawLength ?? (last ? last.rawOffset + last.text.length : 0);
  const shrink = Math.max(0, rawLength - content.length);
  const headings: THeadingMark[] = [];
  for (const candidate of candidates) {
    const first = candidate.lines[0];
    if (!first) continue;
    const raw = candidate.lines.map((line) => line.text).join('\n');
    const found = locator.find(raw, { from: first.rawOffset - shrink, limit: first.rawOffset });
    if (!found) continue;
    const numbering = readNumbering(found.text);
    headings.push({
      start: found.start,
      end: found.end,
      textStart: found.start + (numbering?.length ?? 0),
      numbering: numbering?.numbering ?? null,
      level: numbering?.depth ?? ranks.get(candidate.styleKey) ?? 1,
    });
  }
  return headings;
}

export function readPdfStructure(content: string, hints: TPdfHints): TStructureParts {
  const parts = readTextStructure(content);
  if (hints.lines.length === 0) return parts;
  const headings = locateHeadings(content, hints, findCandidates(hints.lines, readBodyStyle(hints.lines)));
  // Too few headings by font (a PDF set in one face and size): the text's headings are the better guess.
  if (headings.length < 2) return parts;
  const headingEnds = new Map(headings.map((heading) => [heading.start, heading.end]));
  // A heading that opened a laid-out paragraph is cut from it; the rest of the paragraph stays one.
  const paragraphs = parts.paragraphs.flatMap((paragraph) => {
    const headingEnd = headingEnds.get(paragraph.start);
    if (headingEnd === undefined) return [paragraph];
    return headingEnd + 1 < paragraph.end ? [{ start: headingEnd + 1, end: paragraph.end }] : [];
  });
  return { ...parts, headings, paragraphs };
}
