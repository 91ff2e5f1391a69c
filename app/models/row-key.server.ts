import { eq, getTableColumns, getTableName, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { AnyTable } from "~/crud/define";
import { qualified } from "~/models/sql.server";
import { DATE_KEYED, dateOfKey, isTranslatableEntity } from "~/utils/translatable";

/**
 * The number that names a row of a table in URLs, audit rows and translations: its `id`, or for a table
 * keyed by a date (`holiday.tanggal`, app/utils/translatable.ts DATE_KEYED) that date as 20260817.
 */

/** The date column of a date-keyed table, else null. */
function dateColumnOf(table: AnyTable): SQLiteColumn | null {
  const name = getTableName(table);
  const property = isTranslatableEntity(name) ? DATE_KEYED[name] : undefined;
  return property ? (getTableColumns(table)[property] ?? null) : null;
}

/** The column or expression giving a row's number (qualified, so it is safe inside subqueries). */
export function rowKey(table: AnyTable): SQL<number> {
  const date = dateColumnOf(table);
  if (date) return sql<number>`cast(replace(${qualified(date)}, '-', '') as integer)`;
  const id = getTableColumns(table).id;
  if (!id) throw new Error(`${getTableName(table)} has no id column`);
  return sql<number>`${qualified(id)}`;
}

/** The condition naming the row numbered `key` (on the key column itself, so the primary key index serves it). */
export function rowIs(table: AnyTable, key: number): SQL {
  const date = dateColumnOf(table);
  if (date) return eq(date, dateOfKey(key) ?? "");
  return eq(getTableColumns(table).id, key);
}

/** The number of a row as a write returned it (`returning({ key: rowKeyColumn(table) })`). */
export function rowKeyColumn(table: AnyTable): SQLiteColumn {
  return dateColumnOf(table) ?? getTableColumns(table).id;
}

/** A value read from rowKeyColumn as the row's number. */
export function keyOfValue(value: unknown): number {
  return typeof value === "string" ? Number(value.replaceAll("-", "")) : Number(value);
}
