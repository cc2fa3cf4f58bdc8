/**
 * The user's masking corrections of a project: list, add, undo. Each change recomputes the anonymized text of
 * the project's files from their stored text (`recomputeProjectMasking`). Every member sees them; owners and
 * editors change them (the access policy): a project the caller is not a member of is not found, as everywhere.
 *
 * A correction is never updated or deleted by the user: undoing it records who undid it and when
 * (`deleted_by`, `deleted_at`), so the table is the record of who changed the masking. The rows go with the
 * project (and with its owner's account).
 */
import type { TCreatePiiCorrectionRequest, TPiiEntityType } from '@grant-review/contract';
import { DEFAULT_MASK_ENTITY_TYPE } from '@grant-review/contract';
import type { TAppContext } from '../context.js';
import type { PiiCorrectionRow, UserRow } from '../db/schema.js';
import { normaliseCorrectionValue } from '../documents/anonymize/corrections.js';
import { recomputeProjectMasking } from '../documents/pipeline/recompute-masking.js';
import { conflict, notFound } from '../errors.js';
import { isId, newId } from '../lib/ids.js';
import { nowIso } from '../lib/time.js';
import { getProject } from './projects.service.js';

export interface TCorrectionChange {
  correction: PiiCorrectionRow;
  recomputedFileIds: string[];
}

export async function listPiiCorrections(
  ctx: Pick<TAppContext, 'db'>,
  user: UserRow,
  projectId: string,
): Promise<PiiCorrectionRow[]> {
  const project = await getProject(ctx.db, user, projectId);
  return ctx.db
    .selectFrom('pii_corrections')
    .selectAll()
    .where('project_id', '=', project.id)
    .where('deleted_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

const describeKind = (kind: string) => (kind === 'keep' ? 'kept in clear' : 'masked');

export async function addPiiCorrection(
  ctx: Pick<TAppContext, 'db'>,
  user: UserRow,
  projectId: string,
  input: { kind: TCreatePiiCorrectionRequest['kind']; value: string; entity_type?: TPiiEntityType | undefined },
): Promise<TCorrectionChange> {
  const project = await getProject(ctx.db, user, projectId, 'correctMasking');
  const value = input.value.trim().replace(/\s+/g, ' ');
  const valueKey = normaliseCorrectionValue(value);
  const correction = await ctx.db.transaction().execute(async (trx) => {
    // Updating the project first locks its row on PostgreSQL, so two requests for one value take turns.
    const touched = await trx
      .updateTable('projects')
      .set({ updated_at: nowIso() })
      .where('id', '=', project.id)
      .executeTakeFirst();
    if (Number(touched.numUpdatedRows) === 0) throw notFound('Project');
    const existing = await trx
      .selectFrom('pii_corrections')
      .select(['kind'])
      .where('project_id', '=', project.id)
      .where('value_key', '=', valueKey)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (existing) {
      throw conflict(
        existing.kind === input.kind
          ? `"${value}" is already ${describeKind(input.kind)} in this project.`
          : `"${value}" is ${describeKind(existing.kind)} in this project; undo that correction first.`,
      );
    }
    const row: PiiCorrectionRow = {
      id: newId(),
      project_id: project.id,
      kind: input.kind,
      entity_type: input.entity_type ?? (input.kind === 'mask' ? DEFAULT_MASK_ENTITY_TYPE : null),
      value,
      value_key: valueKey,
      created_by: user.id,
      created_at: nowIso(),
      deleted_by: null,
      deleted_at: null,
    };
    await trx.insertInto('pii_corrections').values(row).execute();
    return row;
  });
  return { correction, recomputedFileIds: await recomputeProjectMasking(ctx, project.id) };
}

export async function removePiiCorrection(
  ctx: Pick<TAppContext, 'db'>,
  user: UserRow,
  projectId: string,
  correctionId: string,
): Promise<TCorrectionChange> {
  const project = await getProject(ctx.db, user, projectId, 'correctMasking');
  if (!isId(correctionId)) throw notFound('Correction');
  const correction = await ctx.db
    .selectFrom('pii_corrections')
    .selectAll()
    .where('id', '=', correctionId)
    .where('project_id', '=', project.id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!correction) throw notFound('Correction');
  const now = nowIso();
  const result = await ctx.db
    .updateTable('pii_corrections')
    .set({ deleted_at: now, deleted_by: user.id })
    .where('id', '=', correction.id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound('Correction');
  return {
    correction: { ...correction, deleted_at: now, deleted_by: user.id },
    recomputedFileIds: await recomputeProjectMasking(ctx, project.id),
  };
}
