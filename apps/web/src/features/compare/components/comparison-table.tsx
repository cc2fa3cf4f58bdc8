import type { ReactNode } from 'react';

export interface TComparisonRow {
  key: string;
  /** The first cell names the row; the others line up with `columns` after the first. */
  cells: ReactNode[];
}

/**
 * A table of what changed, one row per thing compared. On a narrow screen each row stacks its cells and every cell
 * carries its column's name, since the header row is left out there.
 */
export function ComparisonTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly TComparisonRow[];
}) {
  return (
    <div className="overflow-hidden rounded-lg border border-border bg-card">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="hidden bg-muted/60 text-xs text-muted-foreground sm:table-header-group">
          <tr>
            {columns.map((label) => (
              <th key={label} scope="col" className="px-4 py-2 font-semibold">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, cells: [name, ...cells] }) => (
            <tr
              key={key}
              className="flex flex-col gap-1.5 border-t border-border px-4 py-3 first:border-t-0 sm:table-row sm:px-0 sm:py-0 sm:first:border-t"
            >
              <th scope="row" className="text-left font-medium [overflow-wrap:anywhere] sm:px-4 sm:py-3 sm:align-top">
                {name}
              </th>
              {cells.map((cell, index) => (
                <td
                  key={columns[index + 1] ?? index}
                  className="flex flex-wrap items-center gap-x-2 gap-y-1 [overflow-wrap:anywhere] sm:table-cell sm:px-4 sm:py-3 sm:align-top"
                >
                  <span className="min-w-24 text-xs text-muted-foreground sm:hidden">{columns[index + 1]}</span>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
