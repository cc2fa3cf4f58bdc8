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
  type TReviewReport,
  type TSectionReading,
} from '@grant-review/contract';
import { criterionRanges, RULE_CHECKS, runReviewEngine } from './engine/index.js';
import { sectionAt } from './engine/read-documents.js';
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
}

/** The passages of a criterion: the sections mapped to it, or every document whole when none is. */
function passagesOf(result: ReturnType<typeof runReviewEngine>, criterionId: string): TPassage[] {
  const { reads } = result.context;
  const mapped = reads.flatMap((read) =>
    criterionRanges(read, criterionId)
      .filter((range) => read.text.slice(range.start, range.end).trim().length > 0)
      .map((range) => ({
        fileId: read.fileId,
        slot: read.document.slot,
        slotName: read.document.slotName,
        section: sectionAt(read, range.start)?.heading || null,
        start: range.start,
        end: range.end,
        text: read.text.slice(range.start, range.end),
      })),
  );
  if (mapped.length > 0) return mapped;
  return reads.map((read) => ({
    fileId: read.fileId,
    slot: read.document.slot,
    slotName: read.document.slotName,
    section: null,
    start: 0,
    end: read.text.length,
    text: read.text,
  }));
}

export function gatherFacts({ projectType, documents }: TFactsInput, generatedAt = new Date()): TReviewFacts {
  const result = runReviewEngine({ projectType, documents }, generatedAt);
  const { funder } = result.context;
  const builtinReport = result.report;
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
      return { criterion, passages: passagesOf(result, criterionId) };
    },
  };
}
