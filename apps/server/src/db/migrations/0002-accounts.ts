import type { Kysely } from 'kysely';

/**
 * Accounts: a flag for temporary passwords, and the ids of access tokens ended by logout. The denylist is in
 * the database so that every instance refuses a token as soon as one of them has ended it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('must_change_password', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('revoked_tokens')
    .addColumn('jti', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    /** When the token would have expired anyway; the row is useless afterwards and purged. */
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('revoked_tokens_expires').on('revoked_tokens').column('expires_at').execute();
  await db.schema.createIndex('revoked_tokens_user').on('revoked_tokens').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('revoked_tokens').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('must_change_password').execute();
}
