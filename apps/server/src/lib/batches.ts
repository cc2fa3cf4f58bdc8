/** Rows per INSERT, well under SQLite's and PostgreSQL's limits on bound parameters. */
export const INSERT_BATCH = 500;

export function* batches<T>(rows: readonly T[], size = INSERT_BATCH): Generator<T[]> {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}
