import { sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

/**
 * A column selected under its own name. Needed in joined selects that run inside `db.batch` on D1:
 * batch results come back as objects keyed by column name, so two columns both called `nama` (or `id`)
 * would collapse into one and shift every later value. Give every duplicate name an alias.
 */
export function aliased<T>(column: SQLiteColumn, alias: string) {
  return sql<T>`${column}`.mapWith(column).as(alias);
}
