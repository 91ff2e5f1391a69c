import { getTableName, sql, type Column, type SQL } from "drizzle-orm";

/**
 * A list of integers written into the statement as literals, for `in (…)`. D1 accepts at most 100
 * bound values per statement, so id lists of any length are inlined instead; only safe integers
 * are accepted, so nothing but digits ever reaches the SQL text.
 */
export function integerList(values: readonly number[]): SQL {
  if (values.length === 0) throw new RangeError("integerList needs at least one value");
  for (const v of values) {
    if (!Number.isSafeInteger(v)) throw new TypeError(`not an integer: ${String(v)}`);
  }
  return sql.raw(values.join(", "));
}

/**
 * A column written with its table name. Drizzle leaves columns unqualified in a single-table select,
 * and inside a correlated subquery an unqualified `"id"` would silently bind to the subquery's own
 * table; every outer column a subquery refers to goes through this.
 */
export function qualified(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
