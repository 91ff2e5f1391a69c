import { and, asc, count, eq, gt, lt } from "drizzle-orm";
import type { Db } from "~/context.server";
import { loginFailure } from "~/db/schema";

/**
 * Sign-in throttling over a rolling hour (ASVS V2.2.1), without handing strangers a lock:
 * - a client IP with 300 failed attempts is refused outright until enough failures have left the
 *   window (it is the guesser's own address that stops);
 * - an account with 100 failed attempts is not locked: every further sign-in to it must also solve the
 *   captcha, so its owner still gets in while automated guessing stops.
 * Refused attempts are not recorded, so an IP's pause lifts on schedule instead of being extended.
 */
export const THROTTLE_WINDOW_MS = 60 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 100;
export const MAX_FAILURES_PER_IP = 300;
/** Key used when the client IP is unknown (local tools without CF-Connecting-IP). */
export const UNKNOWN_IP = "unknown";

export interface ThrottleVerdict {
  /** False when the client IP is over its limit: refuse the attempt. */
  allowed: boolean;
  /** Seconds until the IP may try again; 0 when allowed. */
  retryAfterSeconds: number;
  /** The account is over its limit: the attempt counts only with a solved captcha. */
  captchaRequired: boolean;
  /** Seconds until the account no longer needs the captcha; 0 when it does not. */
  accountRetryAfterSeconds: number;
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
  const seconds = (until: number) => (until === 0 ? 0 : Math.max(1, Math.ceil((until - now.getTime()) / 1000)));
  return {
    allowed: ipUntil === 0,
    retryAfterSeconds: seconds(ipUntil),
    captchaRequired: accountUntil !== 0,
    accountRetryAfterSeconds: seconds(accountUntil),
  };
}

export async function recordLoginFailure(db: Db, subject: { login: string; ip: string }, now = new Date()) {
  const cutoff = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  await db.batch([
    db.insert(loginFailure).values({ login: subject.login, ip: subject.ip, createdAt: now }),
    // Rows that left the window are no longer needed for this account.
    db.delete(loginFailure).where(and(eq(loginFailure.login, subject.login), lt(loginFailure.createdAt, cutoff))),
  ]);
}
