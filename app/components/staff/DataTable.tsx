import type { AriaAttributes, ReactNode } from "react";

/** `data-*` attributes put on a row or a cell, for tests, scripts and styles that find them. */
export type DataAttributes = { [name: `data-${string}`]: string | number | undefined };

export interface DataColumn<Row> {
  id: string;
  /** The header cell's content: its text, or a node such as a sort link. */
  header: ReactNode;
  /**
   * Names the column on each of its cells (`data-label`), which the one-card-per-row layout on phones
   * shows before the value. Defaults to the header when that is text; `null` leaves the cells unnamed.
   */
  label?: string | null;
  /** `aria-sort` of the header cell, for a column the list is sorted by. */
  sort?: AriaAttributes["aria-sort"];
  cell: (row: Row) => ReactNode;
  /** Class of the column's cells. */
  className?: string;
  cellProps?: (row: Row) => DataAttributes;
}

interface DataTableProps<Row> {
  rows: readonly Row[];
  columns: readonly DataColumn<Row>[];
  rowKey: (row: Row) => string | number;
  rowProps?: (row: Row) => DataAttributes;
  /** Read by screen readers only. */
  caption?: string;
  /** What is said instead of the rows when there are none; without it, the table stands with its headers only. */
  empty?: ReactNode;
  /**
   * Say `empty` in a row of the table, under the headers (whose sort links stay usable), instead of
   * in place of the table.
   */
  emptyInTable?: boolean;
}

function cellLabel<Row>(column: DataColumn<Row>): string | undefined {
  if (column.label !== undefined) return column.label ?? undefined;
  return typeof column.header === "string" ? column.header : undefined;
}

/** A back-office data table: one row per item, sideways scrolling on narrow screens, one card per row on phones. */
export function DataTable<Row>({
  rows,
  columns,
  rowKey,
  rowProps,
  caption,
  empty,
  emptyInTable = false,
}: DataTableProps<Row>) {
  if (rows.length === 0 && empty !== undefined && !emptyInTable) return <p className="staff-empty">{empty}</p>;
  return (
    <div className="staff-table-wrap">
      <table className="staff-table">
        {caption ? <caption className="visually-hidden">{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" aria-sort={column.sort}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && emptyInTable ? (
            <tr>
              <td colSpan={columns.length}>{empty}</td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} {...rowProps?.(row)}>
                {columns.map((column) => (
                  <td
                    key={column.id}
                    {...column.cellProps?.(row)}
                    data-label={cellLabel(column)}
                    className={column.className}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
