/**
 * Saves a processed file: its text, its document model, its anonymized text and its entities, and any new entries of the
 * revision's placeholder map, in one transaction. Placeholders are shared by all files of a revision,
 * so a conflict with a file of the same revision saved at the same moment (another instance) is
 * resolved by reloading the map and trying again (withPlaceholderMap).
 */
import type { TDocumentStructure, TFileOcr } from '@grant-review/contract';
import type { Kysely, Transaction } from 'kysely';
import type { TAppContext } from '../../context.js';
import type { DB, FileRow } from '../../db/schema.js';
import { batches } from '../../lib/batches.js';
import { newId } from '../../lib/ids.js';
import { nowIso } from '../../lib/time.js';
import { loadMaskingCorrectionsOfRevision } from '../../projects/pii-corrections.queries.js';
import { anonymizeWithKnownValues, type TAnonymizedEntity } from '../anonymize/index.js';
import { normaliseCorrectionValue, type TMaskingCorrection } from '../anonymize/corrections.js';
import { withPlaceholderMap } from '../anonymize/placeholder-store.js';
import type { TDetectedEntity } from '../pii/index.js';
import { recordRevisionChange } from '../../projects/revision-changes.js';

export interface TProcessedDocument {
  content: string;
  entities: readonly TDetectedEntity[];
  /** Offsets into `content`. */
  structure: TDocumentStructure;
  /** How OCR read the scanned pages; null (or left out) when none were. */
  ocr?: TFileOcr | null;
}

const spanKey = (entity: Pick<TDetectedEntity, 'entity_type' | 'start' | 'end'>): string =>
  `${entity.entity_type}:${entity.start}:${entity.end}`;

/**
 * The detector's reasons by span. The anonymizer rebuilds entities (merging, and adding values known from other
 * files), so reasons are joined back by type and offsets; an entity the detector did not report here was masked
 * because its value is in the revision's map.
 */
function collectReasons(detected: readonly TDetectedEntity[]): Map<string, string[]> {
  const reasons = new Map<string, string[]>();
  for (const entity of detected) reasons.set(spanKey(entity), entity.reasons ?? []);
  return reasons;
}

/**
 * The reasons stored with an entity: the detector's; for one it did not report in this file, the user's "also mask"
 * correction or the revision's map (its value was taken for personal data in another file).
 */
function reasonsOf(
  entity: TAnonymizedEntity,
  detectedReasons: ReadonlyMap<string, string[]>,
  maskedTerms: ReadonlySet<string>,
): string | null {
  const reasons = detectedReasons.get(spanKey(entity));
  if (reasons) return reasons.length ? JSON.stringify(reasons) : null;
  if (maskedTerms.has(normaliseCorrectionValue(entity.text))) return JSON.stringify(['you asked to mask this term']);
  return JSON.stringify(['the same value was taken for personal data elsewhere in this revision']);
}

export async function saveProcessedFile(
  ctx: Pick<TAppContext, 'db'>,
  file: FileRow,
  claimedBy: string,
  { content, entities: detected, structure, ocr = null }: TProcessedDocument,
): Promise<void> {
  await withPlaceholderMap(ctx.db, file.revision_id, async (map, trx) => {
    const current = await trx
      .selectFrom('files')
      .select(['id'])
      .where('id', '=', file.id)
      .where('claimed_by', '=', claimedBy)
      .where('status', '=', 'PROCESSING')
      .executeTakeFirst();
    if (!current) return; // deleted, replaced or reclaimed while it was processed

    // Values already found in another file of the revision are masked here too, even where the detectors miss them;
    // the project's masking corrections (kept items, added terms) apply on top of the detection.
    const corrections = await loadMaskingCorrectionsOfRevision(trx, file.revision_id);
    const { text: anonymizedContent, entities } = anonymizeWithKnownValues(content, detected, map, corrections);
    const now = nowIso();
    await replaceFileEntities(trx, file.id, entities, { detected, corrections });
    await trx
      .updateTable('files')
      .set({
        status: 'PROCESSED',
        error: null,
        error_code: null,
        content,
        structure: JSON.stringify(structure),
        anonymized_content: anonymizedContent,
        ocr: ocr === null ? null : JSON.stringify(ocr),
        progress_page: null,
        progress_page_count: null,
        claimed_by: null,
        claimed_until: null,
        updated_at: now,
      })
      .where('id', '=', file.id)
      .execute();
    // Text that arrives after an analysis started (a file still processing then, or retried since) outdates it.
    await recordRevisionChange(trx, file.revision_id, 'document_read', file.slot, now);
  });
}

/** Replaces the stored entities (replacements) of a file. */
export async function replaceFileEntities(
  trx: Transaction<DB> | Kysely<DB>,
  fileId: string,
  entities: readonly TAnonymizedEntity[],
  source: { detected: readonly TDetectedEntity[]; corrections: readonly TMaskingCorrection[] },
): Promise<void> {
  const detectedReasons = collectReasons(source.detected);
  const maskedTerms = new Set(
    source.corrections
      .filter((correction) => correction.kind === 'mask')
      .map((correction) => normaliseCorrectionValue(correction.value)),
  );
  await trx.deleteFrom('pii_entities').where('file_id', '=', fileId).execute();
  for (const rows of batches(entities)) {
    await trx
      .insertInto('pii_entities')
      .values(
        rows.map((entity) => ({
          id: newId(),
          file_id: fileId,
          entity_type: entity.entity_type,
          text: entity.text,
          start_offset: entity.start,
          end_offset: entity.end,
          confidence: entity.confidence,
          placeholder: entity.placeholder,
          reasons: reasonsOf(entity, detectedReasons, maskedTerms),
        })),
      )
      .execute();
  }
}
