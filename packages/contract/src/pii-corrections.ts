/**
 * The user's corrections of the masking (issue 11, DESIGN.md "user corrections"): an item detected as personal data
 * that is not ("keep", shown in clear) and a term the detector missed ("mask"). They belong to a project, apply to
 * every file of its revisions, present and future, and are recorded with who made them and when.
 */
import { z } from 'zod';
import { PII_ENTITY_TYPES } from './constants.js';

export const PII_CORRECTION_KINDS = ['keep', 'mask'] as const;
export type TPiiCorrectionKind = (typeof PII_CORRECTION_KINDS)[number];

/** The longest value a correction may hold: a name, a term, an address line. */
export const PII_CORRECTION_MAX_LENGTH = 200;

/** A term the user adds to the masking without saying what it is: masked as `[PERSON_n]` unless they choose a type. */
export const DEFAULT_MASK_ENTITY_TYPE = 'PERSON';

const isoDateTime = z.string().describe('ISO 8601 timestamp in UTC');

export const ZPiiCorrection = z
  .object({
    id: z.string(),
    kind: z.enum(PII_CORRECTION_KINDS),
    value: z.string(),
    /** For `mask`, the type of the placeholder the term gets; for `keep`, the type it was detected as, if given. */
    entity_type: z.enum(PII_ENTITY_TYPES).nullable(),
    created_by: z.string(),
    created_at: isoDateTime,
  })
  .meta({ id: 'PiiCorrection' });
export type TPiiCorrection = z.infer<typeof ZPiiCorrection>;

export const ZCreatePiiCorrectionRequest = z.object({
  kind: z.enum(PII_CORRECTION_KINDS),
  value: z
    .string()
    .trim()
    .min(2, { message: 'Enter at least 2 characters' })
    .max(PII_CORRECTION_MAX_LENGTH, { message: `Enter at most ${PII_CORRECTION_MAX_LENGTH} characters` })
    .refine((value) => /[\p{L}\p{N}]/u.test(value), { message: 'Enter a word or a number' }),
  entity_type: z.enum(PII_ENTITY_TYPES).optional(),
});
export type TCreatePiiCorrectionRequest = z.input<typeof ZCreatePiiCorrectionRequest>;

/** What a change of the corrections did: the files whose anonymized text was computed again. */
export const ZPiiCorrectionChange = z
  .object({
    correction: ZPiiCorrection,
    recomputed_file_ids: z.array(z.string()),
  })
  .meta({ id: 'PiiCorrectionChange' });
export type TPiiCorrectionChange = z.infer<typeof ZPiiCorrectionChange>;

export const ZPiiCorrectionParams = z.object({ id: z.string(), correctionId: z.string() });
