/**
 * Checks on the evaluation set itself: a clean application must not carry an unplanted flaw by a slip of the
 * author's arithmetic, so every table with a total row must add up unless the manifest plants the inconsistency.
 */
import type { TBlock, TSourceApplication } from './source.js';

const TOTAL_ROW = /^(total|totale|gesamt|summe)\b/i;

/** A cell's number ("1'184'000", "1,184,000", "48,8 %", "CHF 60"), or null when the cell is not one number. */
export function parseAmount(cell: string): number | null {
  const text = cell
    .replace(/CHF|EUR|USD|%/g, '')
    .replace(/[\s'’\u202f]/g, '')
    .trim();
  if (!text) return null;
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) return Number(text.replace(/,/g, ''));
  if (/^\d+,\d{1,2}$/.test(text)) return Number(text.replace(',', '.'));
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text);
  return null;
}

function tableErrors(table: Extract<TBlock, { kind: 'table' }>): string[] {
  const errors: string[] = [];
  const totalIndex = table.rows.findIndex((row) => TOTAL_ROW.test(row[0] ?? ''));
  if (totalIndex < 0) return errors;
  const body = table.rows.slice(0, totalIndex);
  const total = table.rows[totalIndex] ?? [];
  for (let column = 1; column < total.length; column++) {
    const expected = parseAmount(total[column] ?? '');
    if (expected === null) continue;
    const values = body.map((row) => (row[column]?.trim() ? parseAmount(row[column] ?? '') : 0));
    if (values.some((value) => value === null)) continue;
    const sum = values.reduce<number>((acc, value) => acc + (value ?? 0), 0);
    const tolerance = (total[column] ?? '').includes('%') ? 0.25 : 0.5;
    if (Math.abs(sum - expected) > tolerance)
      errors.push(`table "${total[0]}" column ${column + 1}: rows add up to ${sum}, total says ${expected}`);
  }
  return errors;
}

/** Tables whose rows do not add up to their total row, in an application that does not plant it. */
export function findUnplannedSumErrors(application: TSourceApplication): string[] {
  if (application.manifest.flaws.some((flaw) => flaw.check === 'figures-consistency')) return [];
  return application.documents.flatMap((document) =>
    document.blocks
      .filter((block) => block.kind === 'table')
      .flatMap((table) =>
        tableErrors(table).map((error) => `${application.manifest.id} ${document.fileName}: ${error}`),
      ),
  );
}
