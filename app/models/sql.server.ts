import { sql, type SQL } from "drizzle-orm";

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
