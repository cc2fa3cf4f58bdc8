import type { Kysely } from 'kysely';

/**
 * Why each detected entity was taken for personal data: a JSON array of plain-English reasons ("IBAN checksum
 * valid", "after 'Kontakt:'"). Nullable: entities saved before this migration have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pii_entities').addColumn('reasons', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pii_entities').dropColumn('reasons').execute();
}
