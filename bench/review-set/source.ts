/**
 * The evaluation set's source format: one `.app.md` file per application, holding its manifest and the documents of
 * its slots, compact enough to read and edit, rendered to real DOCX and PDF files at bench time (render.ts).
 *
 * ```
 * ---
 * id: inno-de-construction-recyclingbeton
 * programme: INNOSUISSE_PROJECT          (or ETH_PIONEER_FELLOWSHIP)
 * language: de
 * domain: construction
 * split: dev                             (or holdout, fresh, fresh2, fresh3, fresh4)
 * flaw: partner-share | FUNDING_PROPOSAL table 1 | the partner carries 35 %, visible only in the table
 * flaw: section-missing | APPLICATION_DRAFT | no risk section | risk, Risik
 * excused: cash-contribution             (checks a planted flaw may legitimately set off too)
 * ---
 * === APPLICATION_DRAFT Antrag.docx @innovation        (slot, file name, criteria of text before the first heading)
 * ! Title line
 * # 1. Zusammenfassung @innovation,value-creation     (heading; level = number of #; criteria it supports)
 * Prose; consecutive lines form one paragraph.
 * - a list item
 * | Header | cells |
 * |---|---|
 * | body | cells |
 * ```
 *
 * A heading without `@…` inherits its parent's criteria; a document option `plain-headings` after the criteria
 * writes headings as bold paragraphs instead of Word heading styles, as many applicants do.
 */
import type { TProjectType } from '@grant-review/contract';
import type { TReviewCheckId } from '@grant-review/contract';
import { REVIEW_CHECK_IDS } from '@grant-review/contract';

export type TBlock =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; level: number; text: string; criteria: readonly string[] }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'table'; header: readonly string[] | null; rows: readonly (readonly string[])[] };

export interface TSourceDocument {
  slot: string;
  fileName: string;
  format: 'docx' | 'pdf';
  /** Criteria the text before the first heading supports. */
  criteria: readonly string[];
  plainHeadings: boolean;
  blocks: readonly TBlock[];
}

/**
 * dev: tuned on; holdout: kept out of sight while tuning; fresh, fresh2, fresh3 and fresh4: written after tuning,
 * without reading the rules (four batches, by different authors at different times, so each can be measured on its own).
 */
export const SPLITS = ['dev', 'holdout', 'fresh', 'fresh2', 'fresh3', 'fresh4'] as const;
export type TSplit = (typeof SPLITS)[number];

export interface TPlantedFlaw {
  check: TReviewCheckId;
  where: string;
  note: string;
  /** For missing sections and documents: words one of which the finding must name (case-insensitive). */
  match: readonly string[];
}

export interface TApplicationManifest {
  id: string;
  programme: TProjectType;
  language: 'en' | 'de' | 'fr' | 'it';
  domain: string;
  split: TSplit;
  flaws: readonly TPlantedFlaw[];
  /** Checks a planted flaw may legitimately set off as well (a missing budget leaves the share unknown). */
  excused: readonly TReviewCheckId[];
}

export interface TSourceApplication {
  manifest: TApplicationManifest;
  documents: readonly TSourceDocument[];
}

const toCheckId = (value: string, id: string): TReviewCheckId => {
  const check = REVIEW_CHECK_IDS.find((candidate) => candidate === value);
  if (!check) throw new Error(`${id}: unknown check id "${value}"`);
  return check;
};

const splitList = (value: string): string[] =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

function parseManifest(lines: readonly string[], fileLabel: string): TApplicationManifest {
  const fields = new Map<string, string>();
  const flaws: TPlantedFlaw[] = [];
  const excused: TReviewCheckId[] = [];
  for (const line of lines) {
    const match = /^(\w+):\s*(.*)$/.exec(line.trim());
    if (!match) continue;
    const [, key = '', value = ''] = match;
    if (key === 'flaw') {
      const [check = '', where = '', note = '', words = ''] = value.split('|').map((part) => part.trim());
      flaws.push({ check: toCheckId(check, fileLabel), where, note, match: splitList(words) });
    } else if (key === 'excused') {
      excused.push(...splitList(value).map((check) => toCheckId(check, fileLabel)));
    } else {
      fields.set(key, value.trim());
    }
  }
  const field = (key: string): string => {
    const value = fields.get(key);
    if (!value) throw new Error(`${fileLabel}: manifest has no "${key}"`);
    return value;
  };
  const programme = field('programme');
  const language = field('language');
  const split = field('split');
  if (programme !== 'INNOSUISSE_PROJECT' && programme !== 'ETH_PIONEER_FELLOWSHIP')
    throw new Error(`${fileLabel}: unknown programme ${programme}`);
  if (language !== 'en' && language !== 'de' && language !== 'fr' && language !== 'it')
    throw new Error(`${fileLabel}: unknown language ${language}`);
  const known = SPLITS.find((candidate) => candidate === split);
  if (!known) throw new Error(`${fileLabel}: unknown split ${split}`);
  return { id: field('id'), programme, language, domain: field('domain'), split: known, flaws, excused };
}

const splitRow = (line: string): string[] =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

function parseBlocks(lines: readonly string[]): TBlock[] {
  const blocks: TBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  let table: string[][] = [];
  let tableHeader: string[] | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    if (list.length) blocks.push({ kind: 'list', items: list });
    if (table.length || tableHeader) blocks.push({ kind: 'table', header: tableHeader, rows: table });
    paragraph = [];
    list = [];
    table = [];
    tableHeader = null;
  };
  for (const raw of lines) {
    const line = raw.trimEnd();
    const heading = /^(#{1,3})\s+(.*?)(?:\s+@([\w,-]+))?$/.exec(line);
    if (heading) {
      flush();
      blocks.push({
        kind: 'heading',
        level: heading[1]?.length ?? 1,
        text: heading[2] ?? '',
        criteria: splitList(heading[3] ?? ''),
      });
    } else if (line.startsWith('! ')) {
      flush();
      blocks.push({ kind: 'title', text: line.slice(2).trim() });
    } else if (line.startsWith('|')) {
      if (paragraph.length || list.length) flush();
      if (/^\|[\s|:-]+\|$/.test(line)) {
        tableHeader = table.pop() ?? null;
      } else {
        table.push(splitRow(line));
      }
    } else if (line.startsWith('- ')) {
      if (paragraph.length || table.length) flush();
      list.push(line.slice(2).trim());
    } else if (line.trim() === '') {
      flush();
    } else {
      if (list.length || table.length) flush();
      paragraph.push(line.trim());
    }
  }
  flush();
  return blocks;
}

/** Parses one `.app.md` source; throws with the file's name on anything malformed. */
export function parseApplication(source: string, fileLabel: string): TSourceApplication {
  const lines = source.split(/\r?\n/);
  if (lines[0]?.trim() !== '---') throw new Error(`${fileLabel}: must start with a --- manifest`);
  const manifestEnd = lines.indexOf('---', 1);
  if (manifestEnd < 0) throw new Error(`${fileLabel}: manifest is not closed`);
  const manifest = parseManifest(lines.slice(1, manifestEnd), fileLabel);
  const documents: TSourceDocument[] = [];
  let current: { header: string; lines: string[] } | null = null;
  const finish = () => {
    if (!current) return;
    const match = /^===\s+(\S+)\s+(\S+\.(docx|pdf))(?:\s+@([\w,-]+))?(\s+plain-headings)?\s*$/.exec(current.header);
    if (!match) throw new Error(`${fileLabel}: bad document line "${current.header}"`);
    documents.push({
      slot: match[1] ?? '',
      fileName: match[2] ?? '',
      format: match[3] === 'pdf' ? 'pdf' : 'docx',
      criteria: splitList(match[4] ?? ''),
      plainHeadings: Boolean(match[5]),
      blocks: parseBlocks(current.lines),
    });
  };
  for (const line of lines.slice(manifestEnd + 1)) {
    if (line.startsWith('===')) {
      finish();
      current = { header: line.trim(), lines: [] };
    } else if (current) {
      current.lines.push(line);
    } else if (line.trim()) {
      throw new Error(`${fileLabel}: text before the first === document line`);
    }
  }
  finish();
  return { manifest, documents };
}
