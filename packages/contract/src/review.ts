/**
 * The document model made when a file is processed, and the review report an analysis produces (DESIGN.md
 * "Document model", "Report as data"). Both reviewers, the built-in one and a real model, produce the same report;
 * the chat message's Markdown, the web app's report view and the Word export are renderings of it.
 */
import { z } from 'zod';
import { INTERFACE_LANGUAGES, ZFileErrorCode, ZFileStatus, ZProjectType } from './schemas.js';

// ─── document model ─────────────────────────────────────────────────────────

/** The languages the product reads and writes: the interface's four. */
export const DOCUMENT_LANGUAGES = INTERFACE_LANGUAGES;
export const ZDocumentLanguage = z.enum(DOCUMENT_LANGUAGES);
export type TDocumentLanguage = z.infer<typeof ZDocumentLanguage>;

/** Bumped when the model's shape or the way it is built changes; older stored models are rebuilt on reprocessing. */
export const DOCUMENT_STRUCTURE_VERSION = 1;

/** A range of characters: `start` inclusive, `end` exclusive, in the text named by the field that holds it. */
export const ZTextRange = z.object({ start: z.number().int().min(0), end: z.number().int().min(0) });
export type TTextRange = z.infer<typeof ZTextRange>;

export const ZDocumentSection = z
  .object({
    id: z.string().describe('Stable within the document: "s1", "s2", …'),
    heading: z.string().describe('The heading as written, without its numbering'),
    numbering: z.string().nullable().describe('"3.2" for "3.2 Market analysis"'),
    level: z.number().int().min(1).max(6),
    parent_id: z.string().nullable(),
    /** The heading line itself. */
    heading_range: ZTextRange,
    /** From the heading to the next heading of the same or a higher level (subsections included). */
    range: ZTextRange,
    language: ZDocumentLanguage.nullable(),
  })
  .meta({ id: 'DocumentSection' });
export type TDocumentSection = z.infer<typeof ZDocumentSection>;

export const ZTableCell = z.object({ text: z.string(), start: z.number().int(), end: z.number().int() });
export type TTableCell = z.infer<typeof ZTableCell>;

export const ZDocumentTable = z
  .object({
    id: z.string(),
    section_id: z.string().nullable(),
    range: ZTextRange,
    /** Rows of cells; the first `header_rows` rows are column headers. */
    rows: z.array(z.array(ZTableCell)),
    header_rows: z.number().int().min(0),
  })
  .meta({ id: 'DocumentTable' });
export type TDocumentTable = z.infer<typeof ZDocumentTable>;

export const ZDocumentList = z.object({ range: ZTextRange, items: z.array(ZTextRange) });
export type TDocumentList = z.infer<typeof ZDocumentList>;

/**
 * The structure of one processed file. Offsets index the text it was made for: `content` as stored, or
 * `anonymized_content` when mapped for the reviewer and the providers (placeholders are longer or shorter than the
 * values they replace, so every offset moves).
 */
export const ZDocumentStructure = z
  .object({
    version: z.number().int(),
    language: ZDocumentLanguage.nullable(),
    sections: z.array(ZDocumentSection),
    paragraphs: z.array(ZTextRange),
    lists: z.array(ZDocumentList),
    tables: z.array(ZDocumentTable),
  })
  .meta({ id: 'DocumentStructure' });
export type TDocumentStructure = z.infer<typeof ZDocumentStructure>;

// ─── review report ──────────────────────────────────────────────────────────

/**
 * What the reviewer checks, one id per kind of flaw a human reviewer catches. A finding names the check that raised
 * it, so findings can be grouped, compared between revisions and scored against planted flaws.
 */
export const REVIEW_CHECKS = {
  'required-document': 'A required document (slot) is missing',
  'joint-application': 'A research partner and an implementation partner apply jointly',
  'partner-share': 'The implementation partner carries 40–60% of the total project costs',
  'cash-contribution': "The implementation partner's cash contribution is at least 5% of the total project costs",
  duration: 'The project duration is within the programme’s range',
  'budget-limit': 'The budget stays within the programme’s maximum',
  'host-professor': 'A host professor is named and supports the project',
  'figures-consistency': 'The same figure (total cost, requested amount) agrees across documents and tables',
  'work-package-budget': 'Every work package has a line in the budget',
  'risk-mitigation': 'Every risk has a mitigation',
  'team-competence': 'The team covers the competences the project needs',
  'ip-position': 'Intellectual property and freedom to operate are addressed',
  'product-focus': 'The project builds a product or service, not basic research',
  milestones: 'Milestones are measurable and dated',
  'market-evidence': 'Market figures have a source and a year',
  sustainability: 'The contribution to sustainable development is stated',
  'novelty-evidence': 'Novelty is shown against the state of the art and competitors, not only claimed',
  'section-missing': 'A section reviewers expect is present',
} as const;
export type TReviewCheckId = keyof typeof REVIEW_CHECKS;
export const REVIEW_CHECK_IDS = Object.keys(REVIEW_CHECKS) as [TReviewCheckId, ...TReviewCheckId[]];
export const ZReviewCheckId = z.enum(REVIEW_CHECK_IDS);

/** blocker: refused on formal grounds or a criterion fails; important: costs points with the experts; minor: polish. */
export const FINDING_SEVERITIES = ['blocker', 'important', 'minor'] as const;
export const ZFindingSeverity = z.enum(FINDING_SEVERITIES);
export type TFindingSeverity = z.infer<typeof ZFindingSeverity>;

/** The scale every criterion is rated on, stated in the report. */
export const CRITERION_RATINGS = {
  strong: 'convincing evidence for everything reviewers look for',
  adequate: 'addressed, with gaps a reviewer will note',
  weak: 'mentioned, but without the figures or detail reviewers need',
  missing: 'no evidence found',
} as const;
export type TCriterionRating = keyof typeof CRITERION_RATINGS;
export const ZCriterionRating = z.enum(Object.keys(CRITERION_RATINGS) as [TCriterionRating, ...TCriterionRating[]]);

export const READINESS_LEVELS = ['ready', 'nearly-ready', 'needs-work', 'not-ready'] as const;
export const ZReadinessLevel = z.enum(READINESS_LEVELS);
export type TReadinessLevel = z.infer<typeof ZReadinessLevel>;

/** A quote located in a file's `anonymized_content` (offsets index that text). */
export const ZEvidence = z
  .object({
    file_id: z.string(),
    slot: z.string(),
    start: z.number().int().min(0),
    end: z.number().int().min(0),
    quote: z.string(),
    section: z.string().nullable().describe('Heading of the section the quote is in'),
  })
  .meta({ id: 'Evidence' });
export type TEvidence = z.infer<typeof ZEvidence>;

/** Criterion ids of the programme (see the funder criteria), or "formal" for formal and financial rules. */
export const FORMAL_CRITERION = 'formal';

export const ZFinding = z
  .object({
    id: z.string(),
    check: ZReviewCheckId,
    criterion: z.string(),
    severity: ZFindingSeverity,
    title: z.string(),
    explanation: z.string(),
    evidence: z.array(ZEvidence),
    /** When there is no evidence: what was looked for, and where. */
    looked_for: z.string().nullable(),
    suggestion: z.string(),
  })
  .meta({ id: 'Finding' });
export type TFinding = z.infer<typeof ZFinding>;

export const ZCriterionAssessment = z
  .object({
    criterion: z.string(),
    title: z.string(),
    rating: ZCriterionRating,
    rationale: z.string(),
    is_assumption: z.boolean(),
    source: z.string(),
  })
  .meta({ id: 'CriterionAssessment' });
export type TCriterionAssessment = z.infer<typeof ZCriterionAssessment>;

/** How a section of an uploaded document was read: which criterion or expected section it was taken for. */
export const ZSectionReading = z
  .object({
    file_id: z.string(),
    slot: z.string(),
    heading: z.string(),
    numbering: z.string().nullable(),
    target: z.string().nullable().describe('Criterion or expected-section id; null when it maps to none'),
    target_title: z.string().nullable(),
    method: z.enum(['heading', 'content']),
  })
  .meta({ id: 'SectionReading' });
export type TSectionReading = z.infer<typeof ZSectionReading>;

export const FIGURE_ROLES = [
  'total-cost',
  'partner-contribution',
  'partner-share',
  'cash-contribution',
  'requested-amount',
  'research-cost',
  'revenue-forecast',
  'market-size',
  'staffing',
  'duration',
  'other',
] as const;
export const ZFigureRole = z.enum(FIGURE_ROLES);
export type TFigureRole = z.infer<typeof ZFigureRole>;

export const ZReportFigure = z
  .object({
    role: ZFigureRole,
    value: z.number(),
    unit: z.enum(['CHF', 'EUR', 'USD', '%', 'months', 'FTE', 'count']),
    label: z.string().describe('What the figure is, from its table row and column or its sentence'),
    file_id: z.string(),
    start: z.number().int(),
    end: z.number().int(),
  })
  .meta({ id: 'ReportFigure' });
export type TReportFigure = z.infer<typeof ZReportFigure>;

export const REPORT_VERSION = 1;

/** The languages a report is written in: those of the documents (the applicants write EN, DE, FR or IT). */
export const REPORT_LANGUAGES = DOCUMENT_LANGUAGES;
export const ZReportLanguage = z.enum(REPORT_LANGUAGES, { message: 'must be one of en, de, fr, it' });
export type TReportLanguage = z.infer<typeof ZReportLanguage>;

/** The analysis stream's query: the report's language, when the user chooses one (else the documents' language). */
export const ZAnalyzeStreamQuery = z.object({ language: ZReportLanguage.optional() });
export type TAnalyzeStreamQuery = z.infer<typeof ZAnalyzeStreamQuery>;

/** A file of the revision that the review did not read. `reason` is the user-facing text (the file's `error`). */
export const ZUnreadDocument = z.object({
  file_id: z.string(),
  slot: z.string(),
  slot_name: z.string(),
  status: ZFileStatus,
  reason: z.string(),
  error_code: ZFileErrorCode.nullable(),
});
export type TUnreadDocument = z.infer<typeof ZUnreadDocument>;

export const ZReviewReport = z
  .object({
    version: z.number().int(),
    project_type: ZProjectType,
    reviewer: z.enum(['builtin', 'model']),
    model: z.string().nullable(),
    generated_at: z.string(),
    /** The language the report's wording is in; reports stored before it was recorded are English. */
    language: ZReportLanguage.default('en'),
    readiness: z.object({ level: ZReadinessLevel, summary: z.string() }),
    documents: z.array(z.object({ file_id: z.string(), slot: z.string(), slot_name: z.string() })),
    criteria: z.array(ZCriterionAssessment),
    findings: z.array(ZFinding),
    readings: z.array(ZSectionReading),
    figures: z.array(ZReportFigure),
    /** Quotes a model gave that are not in the documents, dropped from its findings. */
    quotes_dropped: z.number().int().min(0),
    /**
     * The revision's files the review could not read (processing failed or not finished when it started), with the
     * reason; absent in reports made before this was recorded.
     */
    unread_documents: z.array(ZUnreadDocument).optional(),
  })
  .meta({ id: 'ReviewReport' });
export type TReviewReport = z.infer<typeof ZReviewReport>;

// ─── comparison of two revisions ────────────────────────────────────────────

/** One side of a comparison: a revision of the project and its latest analysis. */
export const ZComparedRevision = z
  .object({
    revision_id: z.string(),
    /** 'Revision N' as the revision history numbers it (counting down by position). */
    number: z.number().int().min(1),
    created_at: z.string(),
    /** When the analysis compared was written. */
    analysed_at: z.string(),
    readiness: ZReadinessLevel,
    report_language: ZReportLanguage,
    /** The revision's documents or masking changed after this analysis. */
    is_analysis_outdated: z.boolean(),
  })
  .meta({ id: 'ComparedRevision' });
export type TComparedRevision = z.infer<typeof ZComparedRevision>;

/** How a rating moved from the earlier revision to the later one; `added`/`dropped` when one side has no rating. */
export const RATING_CHANGES = ['improved', 'declined', 'unchanged', 'added', 'dropped'] as const;
export const ZRatingChange = z.enum(RATING_CHANGES);
export type TRatingChange = z.infer<typeof ZRatingChange>;

export const ZCriterionComparison = z
  .object({
    criterion: z.string(),
    title: z.string(),
    before: ZCriterionRating.nullable(),
    after: ZCriterionRating.nullable(),
    change: ZRatingChange,
  })
  .meta({ id: 'CriterionComparison' });
export type TCriterionComparison = z.infer<typeof ZCriterionComparison>;

/** A finding raised in both revisions: the same check on the same criterion, whatever its wording. */
export const ZOpenFinding = z
  .object({ before: ZFinding, after: ZFinding, severity_change: ZRatingChange })
  .meta({ id: 'OpenFinding' });
export type TOpenFinding = z.infer<typeof ZOpenFinding>;

/** A formal or financial check whose outcome changed: `passed` when no finding of the check was raised. */
export const ZFormalCheckComparison = z
  .object({
    check: ZReviewCheckId,
    before: z.union([ZFindingSeverity, z.literal('passed')]),
    after: z.union([ZFindingSeverity, z.literal('passed')]),
    change: ZRatingChange,
  })
  .meta({ id: 'FormalCheckComparison' });
export type TFormalCheckComparison = z.infer<typeof ZFormalCheckComparison>;

/** A key figure (total cost, partner share …) whose values differ between the two analyses. */
export const ZFigureComparison = z
  .object({
    role: ZFigureRole,
    unit: ZReportFigure.shape.unit,
    /** The distinct values the analysis read for this role, ascending; empty when it found none. */
    before: z.array(z.number()),
    after: z.array(z.number()),
  })
  .meta({ id: 'FigureComparison' });
export type TFigureComparison = z.infer<typeof ZFigureComparison>;

export const DOCUMENT_CHANGES = ['added', 'removed', 'replaced', 'unchanged'] as const;
export const ZDocumentChange = z.enum(DOCUMENT_CHANGES);
export type TDocumentChange = z.infer<typeof ZDocumentChange>;

export const ZDocumentComparison = z
  .object({
    slot: z.string(),
    slot_name: z.string(),
    change: ZDocumentChange,
    before: z.string().nullable().describe("The earlier revision's file name in the slot"),
    after: z.string().nullable().describe("The later revision's file name in the slot"),
  })
  .meta({ id: 'DocumentComparison' });
export type TDocumentComparison = z.infer<typeof ZDocumentComparison>;

/**
 * What changed between the analyses of two revisions of a project (`GET /api/projects/{id}/compare`). Findings are
 * matched by check and criterion, never by wording, so a finding reworded by the reviewer is still the same one.
 */
export const ZRevisionComparison = z
  .object({
    project_id: z.string(),
    before: ZComparedRevision,
    after: ZComparedRevision,
    readiness_change: ZRatingChange,
    criteria: z.array(ZCriterionComparison),
    findings: z.object({
      resolved: z.array(ZFinding).describe('Raised in the earlier revision, gone in the later one'),
      new: z.array(ZFinding).describe('Raised in the later revision only'),
      open: z.array(ZOpenFinding).describe('Raised in both'),
    }),
    formal_checks: z.array(ZFormalCheckComparison).describe('Formal and financial checks whose outcome changed'),
    figures: z.array(ZFigureComparison).describe('Key figures whose values changed'),
    documents: z.array(ZDocumentComparison),
  })
  .meta({ id: 'RevisionComparison' });
export type TRevisionComparison = z.infer<typeof ZRevisionComparison>;

/** The query of the comparison route and its Word export: the earlier and the later revision (any order given). */
export const ZRevisionComparisonQuery = z.object({
  from: z.string().min(1, 'is required'),
  to: z.string().min(1, 'is required'),
});
export type TRevisionComparisonQuery = z.infer<typeof ZRevisionComparisonQuery>;
