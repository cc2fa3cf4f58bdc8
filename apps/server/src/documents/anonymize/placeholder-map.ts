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

/** How far the numbering of one entity type went: as stored, and after this map handed out new placeholders. */
export interface TCounterChange {
  entity_type: TPiiEntityType;
  /** The stored counter when the map was built; null when none was stored for this type yet. */
  stored: number | null;
  last: number;
}

/**
 * The value ↔ placeholder map of one revision. Build it from the stored rows, hand out placeholders while
 * anonymizing any number of files, then save `takeNewRows()`. The same value (after `normaliseValueKey`)
 * always gets the same placeholder; numbers count up per entity type: [PERSON_1], [PERSON_2], [EMAIL_ADDRESS_1].
 *
 * Numbers are never reused: `counters` (the highest number ever issued per type, also for rows deleted since)
 * start the numbering, and `counterChanges()` tells the caller what to store.
 *
 * Not safe for two writers at once: the caller saves new rows and counters in one transaction and starts again
 * from fresh rows when another writer got there first (see placeholder-store.ts).
 */
export class PlaceholderMap {
  private readonly byKey = new Map<string, TPlaceholderRow>();
  private readonly byPlaceholder = new Map<string, TPlaceholderRow>();
  private readonly lastNumber = new Map<TPiiEntityType, number>();
  private readonly storedCounters: ReadonlyMap<TPiiEntityType, number>;
  private newRows: TPlaceholderRow[] = [];

  constructor(rows: readonly TPlaceholderRow[] = [], counters: ReadonlyMap<TPiiEntityType, number> = new Map()) {
    this.storedCounters = counters;
    for (const [entityType, number] of counters) this.lastNumber.set(entityType, number);
    for (const row of rows) this.remember(row);
  }

  static fromRows(rows: readonly TPlaceholderRow[], counters?: ReadonlyMap<TPiiEntityType, number>): PlaceholderMap {
    return new PlaceholderMap(rows, counters);
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

  /** The entity types whose numbering went past the stored counter (or has none stored yet). */
  counterChanges(): TCounterChange[] {
    const changes: TCounterChange[] = [];
    for (const [entityType, last] of this.lastNumber) {
      const stored = this.storedCounters.get(entityType) ?? null;
      if (stored === null || last > stored) changes.push({ entity_type: entityType, stored, last });
    }
    return changes;
  }

  private remember(row: TPlaceholderRow): void {
    this.byKey.set(`${row.entity_type}\u0000${row.value_key}`, row);
    this.byPlaceholder.set(row.placeholder, row);
    const number = Number(PLACEHOLDER_PATTERN.exec(row.placeholder)?.[2] ?? 0);
    if (number > (this.lastNumber.get(row.entity_type) ?? 0)) this.lastNumber.set(row.entity_type, number);
  }
}
