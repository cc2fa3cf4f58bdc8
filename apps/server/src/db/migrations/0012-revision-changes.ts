import type { Kysely } from 'kysely';

/**
 * What changed in a revision since its analysis started (issue 13): a document added, replaced, removed or read
 * again, or the masking corrected. Only the kind and the slot are kept, never a file name or text, so the rows hold
 * no personal data. A completed analysis deletes the rows from before it started; the rest say why it is outdated.
 * They go with their revision.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('revision_changes')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('revision_id', 'text', (column) => column.notNull().references('revisions.id').onDelete('cascade'))
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('slot', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('revision_changes_revision')
    .on('revision_changes')
    .columns(['revision_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('revision_changes').ifExists().execute();
}
