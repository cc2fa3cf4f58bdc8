/**
 * What the built-in engine establishes for sure before any judgement: the rule checks (financial rules, figure
 * consistency, missing documents and sections), how each section was read, the figures with their roles, and for
 * each criterion the passages that speak to it. The built-in reviewer turns these into its report; a model reviewer
 * is handed them as facts and judges one criterion at a time on its passages.
 */
import {
  FORMAL_CRITERION,
  type TFinding,
  type TProjectType,
  type TReportFigure,
  type TReviewReport,
  type TSectionReading,
} from '@grant-review/contract';
import { getFunderCriteria } from './criteria/index.js';
import { buildLegacyReport } from './legacy-report.js';
import { reviewDocuments } from './offline-reviewer.js';
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

/** The passages of a criterion: for now each document whole (section mapping narrows this). */
function wholeDocuments(documents: readonly TReviewDocument[]): TPassage[] {
  return documents
    .filter((document) => document.text.trim().length > 0)
    .map((document) => ({
      fileId: document.fileId ?? document.slot,
      slot: document.slot,
      slotName: document.slotName,
      section: null,
      start: 0,
      end: document.text.length,
      text: document.text,
    }));
}

export function gatherFacts({ projectType, documents }: TFactsInput, generatedAt = new Date()): TReviewFacts {
  const funder = getFunderCriteria(projectType);
  const builtinReport = buildLegacyReport(reviewDocuments({ projectType, documents }), generatedAt);
  const passages = wholeDocuments(documents);
  return {
    projectType,
    funder,
    documents,
    readings: builtinReport.readings,
    figures: builtinReport.figures,
    ruleFindings: builtinReport.findings.filter((finding) => finding.criterion === FORMAL_CRITERION),
    builtinReport,
    contextFor(criterionId) {
      const criterion = funder.criteria.find((item) => item.id === criterionId);
      if (!criterion) throw new Error(`Unknown criterion ${criterionId} for ${projectType}`);
      return { criterion, passages };
    },
  };
}
