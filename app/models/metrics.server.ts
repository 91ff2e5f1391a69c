import { gte, lt } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { metricSample } from "~/db/schema";

export interface MetricRow {
  kind: "request" | "cache" | "d1";
  name: string;
  status: number;
  count: number;
  totalMs: number;
  histogram: number[] | null;
}

/** D1 binds at most 100 values per statement; a sample row binds 7. */
const ROWS_PER_INSERT = 14;

/** Stores one flush of an isolate's aggregates: multi-row inserts sent together in one D1 batch. */
export async function insertMetricSamples(db: Db, rows: readonly MetricRow[], flushedAt: Date): Promise<void> {
  const statements = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    statements.push(db.insert(metricSample).values(rows.slice(i, i + ROWS_PER_INSERT).map((row) => ({ ...row, flushedAt }))));
  }
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}

/** The samples flushed since `since` (newest window of the metrics page), at most `limit`. */
export async function metricSamplesSince(db: Db, since: Date, limit = 20_000): Promise<MetricRow[]> {
  const rows = await db
    .select({
      kind: metricSample.kind,
      name: metricSample.name,
      status: metricSample.status,
      count: metricSample.count,
      totalMs: metricSample.totalMs,
      histogram: metricSample.histogram,
    })
    .from(metricSample)
    .where(gte(metricSample.flushedAt, since))
    .limit(limit);
  return rows.map((row) => ({ ...row, kind: row.kind as MetricRow["kind"] }));
}

/** Retention: forgets samples flushed before `before`. */
export async function purgeMetricSamples(db: Db, before: Date): Promise<void> {
  await db.delete(metricSample).where(lt(metricSample.flushedAt, before));
}
