import type { Kysely } from 'kysely';

/**
 * The sign-in throttle's shared state (see `auth/login-throttle.ts`). Keys are HMACs, never an email
 * or an address; every row carries its expiry so old ones can be deleted in one statement.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sign_in_throttle')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('failures', 'integer', (column) => column.notNull())
    .addColumn('blocked_until', 'text')
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('sign_in_throttle_expires').on('sign_in_throttle').column('expires_at').execute();

  await db.schema
    .createTable('sign_in_known_addresses')
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('address_key', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('sign_in_known_addresses_pk', ['user_id', 'address_key'])
    .execute();
  await db.schema
    .createIndex('sign_in_known_addresses_expires')
    .on('sign_in_known_addresses')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sign_in_known_addresses').ifExists().execute();
  await db.schema.dropTable('sign_in_throttle').ifExists().execute();
}
