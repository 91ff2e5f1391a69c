import { and, asc, count, eq, gt, lt } from "drizzle-orm";
import type { Db } from "~/context.server";
import { loginFailure } from "~/db/schema";

/**
 * Sign-in throttling over a rolling hour (ASVS V2.2.1): at most 100 failed attempts per account and
 * 300 per client IP. Once a limit is reached every further attempt is refused, even with the right
 * password, until enough failures have left the window. Refused attempts are not recorded, so the
 * lock lifts on schedule instead of being extended by the attacker.
 */
export const THROTTLE_WINDOW_MS = 60 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 100;
export const MAX_FAILURES_PER_IP = 300;
/** Key used when the client IP is unknown (local tools without CF-Connecting-IP). */
export const UNKNOWN_IP = "unknown";

export interface ThrottleVerdict {
  allowed: boolean;
  /** Seconds until the next attempt can be made; 0 when allowed. */
  retryAfterSeconds: number;
}

async function retryAt(db: Db, column: "login" | "ip", value: string, since: Date, limit: number) {
  const where = and(eq(loginFailure[column], value), gt(loginFailure.createdAt, since));
  const [{ n }] = await db.select({ n: count() }).from(loginFailure).where(where);
  if (n < limit) return 0;
  // The count drops below the limit when the (n - limit + 1)-th oldest failure leaves the window.
  const [row] = await db
    .select({ createdAt: loginFailure.createdAt })
    .from(loginFailure)
    .where(where)
    .orderBy(asc(loginFailure.createdAt))
    .limit(1)
    .offset(n - limit);
  return row ? row.createdAt.getTime() + THROTTLE_WINDOW_MS : since.getTime() + THROTTLE_WINDOW_MS;
}

export async function checkLoginThrottle(
  db: Db,
  subject: { login: string; ip: string },
  now = new Date(),
): Promise<ThrottleVerdict> {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const [accountUntil, ipUntil] = await Promise.all([
    retryAt(db, "login", subject.login, since, MAX_FAILURES_PER_ACCOUNT),
    retryAt(db, "ip", subject.ip, since, MAX_FAILURES_PER_IP),
  ]);
  const until = Math.max(accountUntil, ipUntil);
  if (until === 0) return { allowed: true, retryAfterSeconds: 0 };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)) };
}

export async function recordLoginFailure(db: Db, subject: { login: string; ip: string }, now = new Date()) {
  const cutoff = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  await db.batch([
    db.insert(loginFailure).values({ login: subject.login, ip: subject.ip, createdAt: now }),
    // Rows that left the window are no longer needed for this account.
    db.delete(loginFailure).where(and(eq(loginFailure.login, subject.login), lt(loginFailure.createdAt, cutoff))),
  ]);
}
