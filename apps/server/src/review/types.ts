/**
 * Types of the review knowledge (criteria as data) and of the built-in reviewer's findings.
 * Pure data: nothing here touches the database or HTTP.
 */
import type { TDocumentStructure, TProjectType, TSlotDefinition } from '@grant-review/contract';

/** One anonymized document of a revision, as the reviewer and the prompts receive it. */
export interface TReviewDocument {
  /** The file's id, which evidence in the report points to; the slot stands in for it where there is no file. */
  fileId?: string;
  slot: string;
  slotName: string;
  fileName: string;
  /** Anonymized text: placeholders such as [PERSON_1] stay exactly as they are. */
  text: string;
  /** The document model with offsets into `text`, when the file has one. */
  structure?: TDocumentStructure;
}

export type TLanguage = 'en' | 'de' | 'fr' | 'it';

/**
 * Evidence hints per language. A hint matches at the start of a word and may continue (`patent` matches
 * `patents`, `Patente`). Prefix `*` to match inside a word too (German compounds: `*markt` matches
 * `Zielmarkt`); hints of three letters or fewer match whole words only (`IP`, `SDG`).
 */
export type TKeywords = Readonly<Record<TLanguage, readonly string[]>>;

/** Every item of review knowledge says where it comes from, and whether it is only an assumption. */
export interface TSourced {
  /** Source as funder-criteria.md names it. */
  source: string;
  isAssumption: boolean;
}

export interface TCriterionAspect {
  id: string;
  /** What the aspect is, as a reviewer would name it. */
  label: string;
  keywords: TKeywords;
  /** The aspect only counts as covered when a matching sentence also carries a figure. */
  needsFigure?: boolean;
  /** A concrete fix shown when the aspect is absent or lacks figures. */
  fix: string;
}

export interface TCriterion extends TSourced {
  id: string;
  title: string;
  /** What reviewers look for, one point per entry. */
  lookFor: readonly string[];
  aspects: readonly TCriterionAspect[];
  /** Formal checks whose failure caps this criterion at `weak` (see checks/formal.ts). */
  linkedCheckIds?: readonly string[];
}

/** Identifiers of the formal checks the built-in reviewer implements. Rules with `manual` are listed only. */
export type TCheckId =
  | 'joint-application'
  | 'implementation-partner-share'
  | 'cash-contribution'
  | 'duration'
  | 'milestones-measurable'
  | 'max-budget'
  | 'host-professor'
  | 'co-funding'
  | 'eligibility'
  | 'scope'
  | 'manual';

export interface TFormalRule extends TSourced {
  id: string;
  checkId: TCheckId;
  title: string;
  description: string;
  /** Why the rule's source deserves caution, when it does. */
  note?: string;
}

export interface TExpectedSection extends TSourced {
  id: string;
  title: string;
  /** Words that identify the section's heading. */
  headings: TKeywords;
  /** Words that show the section's content exists even without a heading. */
  keywords: TKeywords;
  /** An uploaded document in one of these slots counts as the section (e.g. the budget document). */
  satisfiedBySlots?: readonly string[];
  /** Criteria this section gives evidence for (a section read as "Market" speaks to value creation). */
  supports: readonly string[];
}

/** The numbers the formal checks compare against, taken from the rules above. */
export interface TFundingLimits {
  implementationPartnerSharePercent?: { min: number; max: number };
  cashContributionMinPercent?: number;
  maxBudgetChf?: number;
  durationMonths?: { min: number; max: number; isTypicalOnly: boolean };
}

export interface TFunderCriteria {
  projectType: TProjectType;
  /** e.g. 'Innosuisse innovation project with an implementation partner' */
  programmeName: string;
  funderName: string;
  sources: readonly string[];
  criteria: readonly TCriterion[];
  rules: readonly TFormalRule[];
  sections: readonly TExpectedSection[];
  limits: TFundingLimits;
  /** Process facts worth telling a model or an applicant (not checked). */
  processNotes: readonly (TSourced & { text: string })[];
}

export interface TReviewPractice extends TSourced {
  praise: readonly string[];
  punish: readonly string[];
}

// ----- Findings -----

export interface TEvidence {
  quote: string;
  slot: string;
  slotName: string;
  fileName: string;
}

export type TCriterionStatus = 'addressed' | 'weak' | 'missing';
export type TAspectCoverage = 'covered' | 'no-figure' | 'absent';

export interface TAspectResult {
  aspect: TCriterionAspect;
  coverage: TAspectCoverage;
  evidence?: TEvidence;
}

export interface TCriterionResult {
  criterion: TCriterion;
  status: TCriterionStatus;
  aspects: TAspectResult[];
  evidence: TEvidence[];
  fixes: string[];
  /** One line that explains the status. */
  summary: string;
}

/** pass: meets the rule; fail: breaks it; warn: needs attention; not-found: the text does not say; manual: not checkable. */
export type TCheckStatus = 'pass' | 'fail' | 'warn' | 'not-found' | 'manual';

export interface TRuleCheck {
  rule: TFormalRule;
  status: TCheckStatus;
  finding: string;
  evidence: TEvidence[];
  fix?: string;
  /** The figure the check found (percent, CHF or months), when it found one. */
  value?: number;
}

export type TSectionStatus = 'present' | 'no-heading' | 'missing';

export interface TSectionResult {
  section: TExpectedSection;
  status: TSectionStatus;
  evidence?: TEvidence;
}

export interface TMilestoneFinding {
  evidence: TEvidence;
  /** The milestone has a date or month but no measurable success criterion. */
  hasTimingOnly: boolean;
}

export interface TClaimFinding {
  word: string;
  evidence: TEvidence;
}

export interface TInconsistency {
  what: string;
  values: { display: string; evidence: TEvidence }[];
}

export interface TReadabilityFinding {
  sentenceCount: number;
  longSentenceCount: number;
  maxWordsPerSentence: number;
  longest?: TEvidence & { wordCount: number };
}

export type TVerdictLevel = 'Ready' | 'Nearly ready' | 'Needs work' | 'Not ready';

export interface TTodo {
  priority: number;
  text: string;
}

/** Figures the financial checks located, for the chat and for tests. */
export interface TFigures {
  totalCostChf?: number;
  implementationPartnerSharePercent?: number;
  cashContributionPercent?: number;
  durationMonths?: number;
}

export interface TReviewResult {
  projectType: TProjectType;
  funder: TFunderCriteria;
  documents: readonly TReviewDocument[];
  criteria: TCriterionResult[];
  checks: TRuleCheck[];
  sections: TSectionResult[];
  missingSlots: TSlotDefinition[];
  milestones: { total: number; unmeasurable: TMilestoneFinding[] };
  claims: TClaimFinding[];
  unsourcedMarketFigures: TEvidence[];
  inconsistencies: TInconsistency[];
  readability: TReadabilityFinding;
  figures: TFigures;
  verdict: { level: TVerdictLevel; reason: string };
  todos: TTodo[];
}
