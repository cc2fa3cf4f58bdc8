import type { Kysely } from 'kysely';

/**
 * The highest placeholder number ever issued per revision and entity type. Map rows that no file uses any more
 * are deleted (they are personal data without a purpose), but their numbers must never be handed out again: a
 * stored answer about "[PERSON_3]" would otherwise be shown, and exported, with another person's name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('placeholder_counters')
    .addColumn('revision_id', 'text', (column) => column.notNull().references('revisions.id').onDelete('cascade'))
    .addColumn('entity_type', 'text', (column) => column.notNull())
    .addColumn('last_number', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('placeholder_counters_pk', ['revision_id', 'entity_type'])
    .execute();

  // Start every existing revision's counters at the numbers its map holds today.
  const typed = db as unknown as Kysely<{
    placeholder_maps: { revision_id: string; entity_type: string; placeholder: string };
    placeholder_counters: { revision_id: string; entity_type: string; last_number: number };
  }>;
  const rows = await typed
    .selectFrom('placeholder_maps')
    .select(['revision_id', 'entity_type', 'placeholder'])
    .execute();
  const highest = new Map<string, { revision_id: string; entity_type: string; last_number: number }>();
  for (const row of rows) {
    const number = Number(/_(\d+)\]$/.exec(row.placeholder)?.[1] ?? 0);
    const key = `${row.revision_id}\u0000${row.entity_type}`;
    const current = highest.get(key);
    if (!current || number > current.last_number) {
      highest.set(key, { revision_id: row.revision_id, entity_type: row.entity_type, last_number: number });
    }
  }
  const counters = [...highest.values()];
  for (let start = 0; start < counters.length; start += 500) {
    await typed
      .insertInto('placeholder_counters')
      .values(counters.slice(start, start + 500))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('placeholder_counters').ifExists().execute();
}
