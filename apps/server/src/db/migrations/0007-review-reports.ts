import type { Kysely } from 'kysely';

/**
 * The report of an analysis, as data (the contract's ReviewReport, JSON), kept with the chat message it was
 * rendered into. Deleting the message (a new analysis replaced the conversation), the chat or the revision
 * deletes it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('review_reports')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('chat_id', 'text', (column) => column.notNull().references('chats.id').onDelete('cascade'))
    .addColumn('message_id', 'text', (column) =>
      column.notNull().unique().references('messages.id').onDelete('cascade'),
    )
    .addColumn('reviewer', 'text', (column) => column.notNull())
    .addColumn('report', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('review_reports_chat').on('review_reports').columns(['chat_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('review_reports').ifExists().execute();
}
