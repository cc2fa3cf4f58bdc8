/**
 * What the built-in engine establishes for sure before any judgement: the rule checks (financial rules, figure
 * consistency, missing documents and sections), how each section was read, the figures with their roles, and for
 * each criterion the passages that speak to it. The built-in reviewer turns these into its report; a model reviewer
 * is handed them as facts and judges one criterion at a time on its passages.
 */
import {
  type TFinding,
  type TProjectType,
  type TReportFigure,
  type TReportLanguage,
  type TReviewReport,
  type TSectionReading,
} from '@grant-review/contract';
import { criterionRanges, RULE_CHECKS, runReviewEngine } from './engine/index.js';
import { sectionAt } from './engine/read-documents.js';
import { getFunderCriteria } from './criteria/index.js';
import type { TCriterion, TFunderCriteria, TReviewDocument } from './types.js';

/** A stretch of one document's anonymized text, with where it stands. */
export interface TPassage {
  fileId: string;
  slot: string;
  slotName: string;
  /** Heading of the section it belongs to, if the document has sections. */
  section: string | null;
  start: number;
  end: number;
  text: string;
}

export interface TCriterionContext {
  criterion: TCriterion;
  passages: TPassage[];
}

export interface TReviewFacts {
  projectType: TProjectType;
  funder: TFunderCriteria;
  documents: readonly TReviewDocument[];
  readings: TSectionReading[];
  figures: TReportFigure[];
  /** Findings of the rule checks: facts a model must not re-judge. */
  ruleFindings: TFinding[];
  /** The built-in reviewer's whole report, for the parts a model does not redo. */
  builtinReport: TReviewReport;
  contextFor(criterionId: string): TCriterionContext;
}

export interface TFactsInput {
  projectType: TProjectType;
  documents: readonly TReviewDocument[];
  /** The report's language (a built-in review only); without it, the main language of the documents. */
  language?: TReportLanguage;
}

/** A passage as offsets into one of the input's documents (by position), so a worker thread can hand it back. */
export interface TPassagePlace {
  documentIndex: number;
  section: string | null;
  start: number;
  end: number;
}

/** What the engine establishes, as plain data: the built-in report, and each criterion's passages. */
export interface TFactsData {
  builtinReport: TReviewReport;
  passages: Record<string, TPassagePlace[]>;
}

/** The passages of a criterion: the sections mapped to it, or every document whole when none is. */
function passagesOf(
  result: ReturnType<typeof runReviewEngine>,
  documents: readonly TReviewDocument[],
  criterionId: string,
): TPassagePlace[] {
  const { reads } = result.context;
  const mapped = reads.flatMap((read) =>
    criterionRanges(read, criterionId)
      .filter((range) => read.text.slice(range.start, range.end).trim().length > 0)
      .map((range) => ({
        documentIndex: documents.indexOf(read.document),
        section: sectionAt(read, range.start)?.heading || null,
        start: range.start,
        end: range.end,
      })),
  );
  if (mapped.length > 0) return mapped;
  return reads.map((read) => ({
    documentIndex: documents.indexOf(read.document),
    section: null,
    start: 0,
    end: read.text.length,
  }));
}

/** Runs the engine (on the calling thread) and keeps what the facts are made of. */
export function collectFacts({ projectType, documents }: TFactsInput, generatedAt = new Date()): TFactsData {
  // A model reviewer writes in English, and is given the rule findings in English too.
  const result = runReviewEngine({ projectType, documents, language: 'en' }, generatedAt);
  return {
    builtinReport: result.report,
    passages: Object.fromEntries(
      result.context.funder.criteria.map((criterion) => [criterion.id, passagesOf(result, documents, criterion.id)]),
    ),
  };
}

/** The facts from their plain data and the documents they were collected from. */
export function factsFromData({ projectType, documents }: TFactsInput, data: TFactsData): TReviewFacts {
  const funder = getFunderCriteria(projectType);
  const { builtinReport } = data;
  const toPassage = (place: TPassagePlace): TPassage => {
    const document = documents[place.documentIndex];
    if (!document) throw new Error(`No document ${place.documentIndex} for a passage`);
    return {
      fileId: document.fileId ?? document.slot,
      slot: document.slot,
      slotName: document.slotName,
      section: place.section,
      start: place.start,
      end: place.end,
      text: document.text.slice(place.start, place.end),
    };
  };
  return {
    projectType,
    funder,
    documents,
    readings: builtinReport.readings,
    figures: builtinReport.figures,
    ruleFindings: builtinReport.findings.filter((finding) => RULE_CHECKS.has(finding.check)),
    builtinReport,
    contextFor(criterionId) {
      const criterion = funder.criteria.find((item) => item.id === criterionId);
      if (!criterion) throw new Error(`Unknown criterion ${criterionId} for ${projectType}`);
      return { criterion, passages: (data.passages[criterionId] ?? []).map(toPassage) };
    },
  };
}

/** The facts, the engine run on the calling thread (the server gathers them in a review worker instead). */
export function gatherFacts(input: TFactsInput, generatedAt = new Date()): TReviewFacts {
  return factsFromData(input, collectFacts(input, generatedAt));
}
