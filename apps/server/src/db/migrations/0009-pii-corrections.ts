import type { Kysely } from 'kysely';

/**
 * The user's masking corrections, per project (issue 11): `keep` (an item detected as personal data that is not)
 * and `mask` (a term the detector missed, with the type of placeholder it gets). `value_key` is the value
 * normalised for matching (case and spacing). A correction is never updated: undoing it sets `deleted_at` and
 * `deleted_by`, so the table records who added and who removed what, and when. The rows hold personal data, so
 * they go with the project (and so with its owner); `created_by` and `deleted_by` cascade too.
 *
 * `revisions.masking_changed_at` is when corrections last recomputed the revision's anonymized text; an analysis
 * made before it is outdated.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pii_corrections')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('project_id', 'text', (column) => column.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('entity_type', 'text')
    .addColumn('value', 'text', (column) => column.notNull())
    .addColumn('value_key', 'text', (column) => column.notNull())
    .addColumn('created_by', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('deleted_by', 'text', (column) => column.references('users.id').onDelete('cascade'))
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema
    .createIndex('pii_corrections_project')
    .on('pii_corrections')
    .columns(['project_id', 'created_at'])
    .execute();
  await db.schema.alterTable('revisions').addColumn('masking_changed_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('revisions').dropColumn('masking_changed_at').execute();
  await db.schema.dropTable('pii_corrections').ifExists().execute();
}
