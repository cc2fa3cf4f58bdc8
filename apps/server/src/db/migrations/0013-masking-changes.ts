import { type Kysely, sql } from 'kysely';
import { newId } from '../../lib/ids.js';

/**
 * `revisions.masking_changed_at` (0009) said when corrections last changed a revision's masking; since 0012 that is a
 * `masking_changed` row of `revision_changes`, written alongside. The dates that still outdate an analysis (later than
 * the analysis, or with no analysis yet) become rows, and the column goes, so "what changed since the analysis" has
 * one source.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ id: string; masking_changed_at: string }>`
    SELECT r.id, r.masking_changed_at FROM revisions r
    WHERE r.masking_changed_at IS NOT NULL
      AND NOT EXISTS (
        SELECT 1 FROM revision_changes rc WHERE rc.revision_id = r.id AND rc.kind = 'masking_changed'
      )
      AND COALESCE((
        SELECT MIN(m.created_at) FROM chats c JOIN messages m ON m.chat_id = c.id
        WHERE c.revision_id = r.id AND m.message_type = 'ASSISTANT'
      ), '') < r.masking_changed_at`.execute(db);
  for (const row of rows) {
    await sql`INSERT INTO revision_changes (id, revision_id, kind, slot, created_at)
      VALUES (${newId()}, ${row.id}, 'masking_changed', NULL, ${row.masking_changed_at})`.execute(db);
  }
  await db.schema.alterTable('revisions').dropColumn('masking_changed_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('revisions').addColumn('masking_changed_at', 'text').execute();
  await sql`UPDATE revisions SET masking_changed_at = (
      SELECT MAX(rc.created_at) FROM revision_changes rc
      WHERE rc.revision_id = revisions.id AND rc.kind = 'masking_changed'
    )`.execute(db);
}
