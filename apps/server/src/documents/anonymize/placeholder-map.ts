import type { TPiiEntityType } from '@grant-review/contract';
import { normaliseValueKey } from './value-key.js';

/** One stored row of a revision's map (the `placeholder_maps` table without ids and timestamps). */
export interface TPlaceholderRow {
  entity_type: TPiiEntityType;
  value_key: string;
  value: string;
  placeholder: string;
}

const PLACEHOLDER_PATTERN = /^\[([A-Z_]+)_(\d+)\]$/;

/**
 * The value ↔ placeholder map of one revision. Build it from the stored rows, hand out placeholders while
 * anonymizing any number of files, then save `takeNewRows()`. The same value (after `normaliseValueKey`)
 * always gets the same placeholder; numbers count up per entity type: [PERSON_1], [PERSON_2], [EMAIL_ADDRESS_1].
 *
 * Not safe for two writers at once: when files of one revision are processed in parallel on several instances,
 * serialise on the revision, or retry on the unique constraints (revision_id, entity_type, value_key) and
 * (revision_id, placeholder) after reloading the rows.
 */
export class PlaceholderMap {
  private readonly byKey = new Map<string, TPlaceholderRow>();
  private readonly byPlaceholder = new Map<string, TPlaceholderRow>();
  private readonly lastNumber = new Map<TPiiEntityType, number>();
  private newRows: TPlaceholderRow[] = [];

  constructor(rows: readonly TPlaceholderRow[] = []) {
    for (const row of rows) this.remember(row);
  }

  static fromRows(rows: readonly TPlaceholderRow[]): PlaceholderMap {
    return new PlaceholderMap(rows);
  }

  /** The placeholder for `value`, creating (and recording as new) one if the value was not seen before. */
  placeholderFor(entityType: TPiiEntityType, value: string): string {
    const valueKey = normaliseValueKey(entityType, value);
    const existing = this.byKey.get(`${entityType}\u0000${valueKey}`);
    if (existing) return existing.placeholder;
    const number = (this.lastNumber.get(entityType) ?? 0) + 1;
    const row: TPlaceholderRow = {
      entity_type: entityType,
      value_key: valueKey,
      value,
      placeholder: `[${entityType}_${number}]`,
    };
    this.remember(row);
    this.newRows.push(row);
    return row.placeholder;
  }

  /** The row behind a placeholder such as "[PERSON_1]". */
  findByPlaceholder(placeholder: string): TPlaceholderRow | undefined {
    return this.byPlaceholder.get(placeholder);
  }

  /** Every row, stored and new. */
  get rows(): readonly TPlaceholderRow[] {
    return [...this.byPlaceholder.values()];
  }

  /** Rows created since the map was built or since the last call; the caller persists them. */
  takeNewRows(): TPlaceholderRow[] {
    const rows = this.newRows;
    this.newRows = [];
    return rows;
  }

  private remember(row: TPlaceholderRow): void {
    this.byKey.set(`${row.entity_type}\u0000${row.value_key}`, row);
    this.byPlaceholder.set(row.placeholder, row);
    const number = Number(PLACEHOLDER_PATTERN.exec(row.placeholder)?.[2] ?? 0);
    if (number > (this.lastNumber.get(row.entity_type) ?? 0)) this.lastNumber.set(row.entity_type, number);
  }
}
