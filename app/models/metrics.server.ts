import { gte, lt } from "drizzle-orm";
import type { Db } from "~/context.server";
import { metricSample } from "~/db/schema";

export interface MetricRow {
  kind: "request" | "cache" | "d1";
  name: string;
  status: number;
  count: number;
  totalMs: number;
  histogram: number[] | null;
}

/** Stores one flush of an isolate's aggregates (a single multi-row insert per batch of 50 rows). */
export async function insertMetricSamples(db: Db, rows: readonly MetricRow[], flushedAt: Date): Promise<void> {
  for (let i = 0; i < rows.length; i += 50) {
    await db.insert(metricSample).values(rows.slice(i, i + 50).map((row) => ({ ...row, flushedAt })));
  }
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
