import { and, asc, count, eq, gt, lt } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { loginFailure } from "~/db/schema";

/** The failed sign-in attempts kept for throttling (app/services/login-throttle.server.ts holds the policy). */

/**
 * When the failures of one login or one IP since `since` drop below `limit` (unix ms), or 0 when they
 * already are below it: the count drops when the (n - limit + 1)-th oldest failure leaves the window.
 */
export async function failuresClearAt(
  db: Db,
  subject: { column: "login" | "ip"; value: string },
  window: { since: Date; limit: number; lengthMs: number },
): Promise<number> {
  const where = and(eq(loginFailure[subject.column], subject.value), gt(loginFailure.createdAt, window.since));
  const [{ n }] = await db.select({ n: count() }).from(loginFailure).where(where);
  if (n < window.limit) return 0;
  const [row] = await db
    .select({ createdAt: loginFailure.createdAt })
    .from(loginFailure)
    .where(where)
    .orderBy(asc(loginFailure.createdAt))
    .limit(1)
    .offset(n - window.limit);
  return (row ? row.createdAt.getTime() : window.since.getTime()) + window.lengthMs;
}

/** Records one failure and forgets this login's failures older than `cutoff`. */
export async function insertLoginFailure(
  db: Db,
  subject: { login: string; ip: string },
  now: Date,
  cutoff: Date,
): Promise<void> {
  await db.batch([
    db.insert(loginFailure).values({ login: subject.login, ip: subject.ip, createdAt: now }),
    db.delete(loginFailure).where(and(eq(loginFailure.login, subject.login), lt(loginFailure.createdAt, cutoff))),
  ]);
}
