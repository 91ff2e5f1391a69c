import { and, desc, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { requestCounter } from "~/db/schema";

/** The start (unix ms) of the fixed window of `windowMs` that holds `now`. */
export function windowStart(now: number, windowMs: number): number {
  return now - (now % windowMs);
}

/** Hits counted so far in the current window of a bucket. */
export async function countHits(db: Db, bucket: string, windowMs: number, now = Date.now()): Promise<number> {
  const [row] = await db
    .select({ hits: requestCounter.hits })
    .from(requestCounter)
    .where(and(eq(requestCounter.bucket, bucket), eq(requestCounter.windowStart, windowStart(now, windowMs))));
  return row?.hits ?? 0;
}

/** Adds one hit to the bucket's current window (one upsert: concurrent hits are all counted). */
export async function addHit(db: Db, bucket: string, windowMs: number, now = Date.now()): Promise<void> {
  await db
    .insert(requestCounter)
    .values({ bucket, windowStart: windowStart(now, windowMs), hits: 1 })
    .onConflictDoUpdate({
      target: [requestCounter.bucket, requestCounter.windowStart],
      set: { hits: sql`${requestCounter.hits} + 1` },
    });
}

/**
 * A log of hits instead of fixed windows (a sliding window): each hit is a row of its own, keyed by the
 * millisecond it happened at (two hits in the same millisecond add up on one row).
 */
export async function logHit(db: Db, bucket: string, at = Date.now()): Promise<void> {
  await db
    .insert(requestCounter)
    .values({ bucket, windowStart: at, hits: 1 })
    .onConflictDoUpdate({
      target: [requestCounter.bucket, requestCounter.windowStart],
      set: { hits: sql`${requestCounter.hits} + 1` },
    });
}

/** The newest `limit` rows of a bucket's hit log after `since` (unix ms), newest first. */
export async function loggedHitsSince(db: Db, bucket: string, since: number, limit: number): Promise<{ at: number; hits: number }[]> {
  return db
    .select({ at: requestCounter.windowStart, hits: requestCounter.hits })
    .from(requestCounter)
    .where(and(eq(requestCounter.bucket, bucket), gt(requestCounter.windowStart, since)))
    .orderBy(desc(requestCounter.windowStart))
    .limit(limit);
}

/** Forgets windows that ended before `before` (cron housekeeping). */
export async function purgeCounters(db: Db, before: number): Promise<void> {
  await db.delete(requestCounter).where(lt(requestCounter.windowStart, before));
}
