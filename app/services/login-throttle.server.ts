import type { Db } from "~/models/db.server";
import { failuresClearAt, insertLoginFailure } from "~/models/login-throttle.server";

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

function retryAt(db: Db, column: "login" | "ip", value: string, since: Date, limit: number) {
  return failuresClearAt(db, { column, value }, { since, limit, lengthMs: THROTTLE_WINDOW_MS });
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
  // Rows that left the window are no longer needed for this account.
  await insertLoginFailure(db, subject, now, cutoff);
}
