import type { Kysely } from 'kysely';

/**
 * The document model of a processed file (the contract's DocumentStructure as JSON, offsets into `content`).
 * A column of the file, so it goes with the file; files processed before have none and are read from their text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('files').addColumn('structure', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('files').dropColumn('structure').execute();
}
