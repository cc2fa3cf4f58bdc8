import type { Kysely } from 'kysely';

/**
 * Scanned PDFs are read by OCR: `ocr` keeps how (the contract's FileOcr as JSON: pages read, confidence, unreadable
 * pages), null for files whose text needed none; `progress_page` and `progress_page_count` say which page a file
 * being read has got to, for the status polling ("reading page 3 of 12"), null otherwise.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('files').addColumn('ocr', 'text').execute();
  await db.schema.alterTable('files').addColumn('progress_page', 'integer').execute();
  await db.schema.alterTable('files').addColumn('progress_page_count', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('files').dropColumn('progress_page_count').execute();
  await db.schema.alterTable('files').dropColumn('progress_page').execute();
  await db.schema.alterTable('files').dropColumn('ocr').execute();
}
