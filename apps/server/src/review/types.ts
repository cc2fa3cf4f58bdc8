/**
 * Types of the review knowledge (criteria as data) and of the documents the reviewer reads. The review's result is
 * the contract's report (TReviewReport). Pure data: nothing here touches the database or HTTP.
 */
import type { TDocumentStructure, TProjectType, TReportLanguage, TReviewCheckId } from '@grant-review/contract';

/** What a review reads: the programme and the revision's anonymized documents. */
export interface TReviewInput {
  projectType: TProjectType;
  documents: readonly TReviewDocument[];
  /** The language the report is written in; without it, the main language of the documents. */
  language?: TReportLanguage;
}

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
}

export interface TFormalRule extends TSourced {
  id: string;
  /** The review check that decides the rule; null for a rule that is only stated (to a model and in the chat). */
  check: TReviewCheckId | null;
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
