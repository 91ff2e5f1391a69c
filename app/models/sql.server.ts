import { getTableName, or, sql, type Column, type SQL } from "drizzle-orm";
import { normaliseSearchTerm } from "~/utils/search-term";

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

/**
 * The one substring search on user-typed text: true when any of `expressions` contains `term`, ignoring
 * the case of ASCII letters. Returns undefined for an empty term (no condition).
 *
 * `instr` is used rather than LIKE: D1 refuses LIKE patterns over 50 bytes (a 49-letter search, or 25
 * `%` once escaped, was a 500), and `instr` has no pattern syntax, so `%`, `_` and `\` are plain
 * characters with no escaping. SQLite's `lower()` folds ASCII letters only, exactly as LIKE did; both
 * sides go through it, so "É" finds "É" and "é" finds "é", and ASCII matches whatever its case. The term
 * is normalised (NFC, no control characters, at most SEARCH_TERM_MAX characters) here as well, so no
 * caller can send an unbounded term to the database.
 */
export function containsText(expressions: readonly (SQL | Column)[], raw: string): SQL | undefined {
  const term = normaliseSearchTerm(raw);
  if (!term || expressions.length === 0) return undefined;
  return containsTermSql(expressions, term);
}

/**
 * `containsText`'s condition for a term already normalised (`normaliseSearchTerm`), or for a prepared
 * query's placeholder that will be given one.
 */
export function containsTermSql(expressions: readonly (SQL | Column)[], term: string): SQL | undefined {
  return or(...expressions.map((expression) => sql`instr(lower(cast(${expression} as text)), lower(${term})) > 0`));
}
