import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * The whole schema. Every child row cascades from its parent, so deleting a user, project or
 * revision removes everything under it in one statement.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('email', 'text', (column) => column.notNull().unique())
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('first_name', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('is_admin', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('accepted_disclaimer', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('accepted_disclaimer_at', 'text')
    .addColumn('allowed_project_types', 'text', (column) => column.notNull())
    .addColumn('token_version', 'integer', (column) => column.notNull().defaultTo(0))
    /** Bumped by triggers whenever one of the user's projects changes (see below). */
    .addColumn('data_version', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('revision_log')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('revision_log_user_created')
    .on('revision_log')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('projects')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('description', 'text')
    .addColumn('project_type', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('projects_user_updated').on('projects').columns(['user_id', 'updated_at']).execute();
  await createProjectVersionTriggers(db);

  await db.schema
    .createTable('revisions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('project_id', 'text', (column) => column.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addUniqueConstraint('revisions_project_seq', ['project_id', 'seq'])
    .execute();

  await db.schema
    .createTable('files')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('revision_id', 'text', (column) => column.notNull().references('revisions.id').onDelete('cascade'))
    .addColumn('slot', 'text', (column) => column.notNull())
    .addColumn('original_filename', 'text', (column) => column.notNull())
    .addColumn('stored_filename', 'text', (column) => column.notNull())
    .addColumn('storage_key', 'text', (column) => column.notNull())
    .addColumn('file_type', 'text', (column) => column.notNull())
    .addColumn('file_size', 'integer', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('error', 'text')
    .addColumn('content', 'text')
    .addColumn('anonymized_content', 'text')
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_until', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addUniqueConstraint('files_revision_slot', ['revision_id', 'slot'])
    .execute();
  await db.schema.createIndex('files_status').on('files').column('status').execute();

  await db.schema
    .createTable('pii_entities')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('file_id', 'text', (column) => column.notNull().references('files.id').onDelete('cascade'))
    .addColumn('entity_type', 'text', (column) => column.notNull())
    .addColumn('text', 'text', (column) => column.notNull())
    .addColumn('start_offset', 'integer', (column) => column.notNull())
    .addColumn('end_offset', 'integer', (column) => column.notNull())
    .addColumn('confidence', 'real', (column) => column.notNull())
    .addColumn('placeholder', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('pii_entities_file').on('pii_entities').column('file_id').execute();

  await db.schema
    .createTable('placeholder_maps')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('revision_id', 'text', (column) => column.notNull().references('revisions.id').onDelete('cascade'))
    .addColumn('entity_type', 'text', (column) => column.notNull())
    .addColumn('value_key', 'text', (column) => column.notNull())
    .addColumn('value', 'text', (column) => column.notNull())
    .addColumn('placeholder', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addUniqueConstraint('placeholder_maps_placeholder', ['revision_id', 'placeholder'])
    .addUniqueConstraint('placeholder_maps_value', ['revision_id', 'entity_type', 'value_key'])
    .execute();

  await db.schema
    .createTable('chats')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('revision_id', 'text', (column) =>
      column.notNull().unique().references('revisions.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    /** Held while an answer streams, so one chat never has two at once, across instances too. */
    .addColumn('stream_lock_id', 'text')
    .addColumn('stream_lock_until', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('chat_id', 'text', (column) => column.notNull().references('chats.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (column) => column.notNull())
    .addColumn('message_type', 'text', (column) => column.notNull())
    .addColumn('content', 'text', (column) => column.notNull())
    .addColumn('html_content', 'text', (column) => column.notNull())
    .addColumn('is_interrupted', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addUniqueConstraint('messages_chat_seq', ['chat_id', 'seq'])
    .execute();
}

/**
 * Any insert, update or delete of a project bumps its owner's `data_version`, so a cached
 * dashboard can be checked against the user row that authentication reads anyway. Revision
 * changes reach it too: creating or deleting a revision updates the project's `updated_at`.
 */
async function createProjectVersionTriggers(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`
      CREATE FUNCTION bump_user_data_version() RETURNS trigger AS $$
      BEGIN
        UPDATE users SET data_version = data_version + 1
          WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
        IF TG_OP = 'UPDATE' AND OLD.user_id <> NEW.user_id THEN
          UPDATE users SET data_version = data_version + 1 WHERE id = OLD.user_id;
        END IF;
        RETURN NULL;
      END;
      $$ LANGUAGE plpgsql`.execute(db);
    await sql`
      CREATE TRIGGER projects_bump_user_data_version AFTER INSERT OR UPDATE OR DELETE ON projects
      FOR EACH ROW EXECUTE FUNCTION bump_user_data_version()`.execute(db);
    return;
  }
  for (const [event, row] of [
    ['INSERT', 'NEW'],
    ['UPDATE', 'NEW'],
    ['DELETE', 'OLD'],
  ] as const) {
    await sql
      .raw(
        `CREATE TRIGGER projects_${event.toLowerCase()}_bump_user_data_version AFTER ${event} ON projects
         BEGIN UPDATE users SET data_version = data_version + 1 WHERE id = ${row}.user_id; END`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'messages',
    'chats',
    'placeholder_maps',
    'pii_entities',
    'files',
    'revisions',
    'projects',
    'revision_log',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
