import type { Kysely } from 'kysely';

/**
 * A stable code for why a file's processing failed (the contract's FILE_ERROR_CODES), next to the user-facing
 * `error`, so clients can tell a failure that a retry may overcome from one that only a new upload fixes.
 * Nullable: failures recorded before this migration have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('files').addColumn('error_code', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('files').dropColumn('error_code').execute();
}
