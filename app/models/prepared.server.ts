import { fillPlaceholders, sql } from "drizzle-orm";
import type { Db } from "~/models/db.server";

/**
 * Queries built once and run many times. drizzle builds a query's SQL text from its tree of columns and
 * conditions on every call, which was ~10 % of an uncached room page (docs/performance.md). A query written
 * with `placeholder(name)` where its values go is built once per database binding and isolate, on first use;
 * every later run only binds the values. Run them with `batchPrepared`: one D1 round trip for all of them.
 */

/** Where a value goes in a prepared query (drizzle's placeholder, typed as the value it stands for). */
export function placeholder<T>(name: string): T {
  return sql.placeholder(name) as unknown as T;
}

interface BuiltQuery<R> {
  prepare(): { execute(): Promise<R> };
}

/** What drizzle's D1 prepared query has, beyond its public type, that a batch needs. */
interface D1Prepared {
  getQuery(): { sql: string; params: unknown[] };
  stmt: D1PreparedStatement;
  mapResult(result: unknown, isFromBatch: boolean): unknown;
}

/** A prepared query with the values for one run. */
export interface BoundQuery<R> {
  readonly prepared: D1Prepared;
  readonly values: PlaceholderValues;
  /** Only carries the result type. */
  readonly result?: R;
}

/** A run's values by placeholder name (drizzle refuses a run that leaves a placeholder without one). */
export type PlaceholderValues = Record<string, string | number | boolean | null>;

export interface PreparedQuery<R> {
  with(db: Db, values: PlaceholderValues): BoundQuery<R>;
}

/** The rows (or row) a prepared query answers. */
export type ResultOf<Q> = Q extends PreparedQuery<infer R> ? R : never;

/** Most prepared shapes kept per database (search filters make shapes; an isolate meets few of them). */
const MAX_PREPARED = 500;
const preparedByDb = new WeakMap<Db, Map<string, D1Prepared>>();

/**
 * A query prepared once per database: `name` must be unique in the app and stand for one SQL text (a query
 * whose shape varies, say by sort order, is one prepared query per shape, each with its own name).
 */
export function preparedQuery<R>(name: string, build: (db: Db) => BuiltQuery<R>): PreparedQuery<R> {
  return {
    with(db, values) {
      let byName = preparedByDb.get(db);
      if (!byName) {
        byName = new Map();
        preparedByDb.set(db, byName);
      }
      let prepared = byName.get(name);
      if (!prepared) {
        prepared = build(db).prepare() as unknown as D1Prepared;
        if (byName.size >= MAX_PREPARED) byName.clear();
        byName.set(name, prepared);
      }
      return { prepared, values };
    },
  };
}

/** The SQL text and values a bound query runs with (for `explain query plan` and benchmarks). */
export function boundSql({ prepared, values }: BoundQuery<unknown>): { sql: string; params: unknown[] } {
  const query = prepared.getQuery();
  return { sql: query.sql, params: fillPlaceholders(query.params, values) };
}

type Results<T extends readonly BoundQuery<unknown>[]> = { -readonly [K in keyof T]: T[K] extends BoundQuery<infer R> ? R : never };

/** Runs prepared queries in one D1 batch (one round trip), each mapped as drizzle maps it. */
export async function batchPrepared<T extends readonly BoundQuery<unknown>[]>(db: Db, queries: T): Promise<Results<T>> {
  const statements = queries.map((query) => query.prepared.stmt.bind(...boundSql(query).params));
  // drizzle's D1 database keeps its binding as `$client` (not in its public type).
  const client = (db as unknown as { $client: D1Database }).$client;
  const results = await client.batch(statements);
  return results.map((result, i) => queries[i].prepared.mapResult(result, true)) as Results<T>;
}
