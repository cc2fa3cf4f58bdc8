import type { Kysely } from 'kysely';

/**
 * Server instances that run document jobs, each with the database time of its last heartbeat.
 * A file held by an instance whose heartbeat stopped (killed, crashed, cut off from the
 * database) is taken over by another instance within seconds, instead of when its lease ends.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_instances')
    .addColumn('id', 'text', (column) => column.primaryKey())
    /** Milliseconds since 1970 by the database's clock, so instances on different machines agree. */
    .addColumn('heartbeat_ms', 'bigint', (column) => column.notNull())
    .execute();
  // The orphan-blob sweep looks blobs up by key.
  await db.schema.createIndex('files_storage_key').on('files').column('storage_key').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('files_storage_key').ifExists().execute();
  await db.schema.dropTable('job_instances').ifExists().execute();
}
