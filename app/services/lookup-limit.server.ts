import type { Db } from "~/models/db.server";
import { addHit, countHits, windowStart } from "~/models/request-counter.server";
import { clientIp } from "~/models/visitor.server";

/**
 * Booking codes are the key to a booking's payment page and voucher, so guessing them must not pay:
 * each client IP may look up at most MAX_LOOKUP_MISSES codes that do not exist per window. Only misses
 * count, so a guest whose pending-payment page polls its own booking every few seconds is never slowed.
 * Checked in the Worker around the two look-up URLs, so the routes stay plain.
 */
export const LOOKUP_WINDOW_MS = 10 * 60_000;
export const MAX_LOOKUP_MISSES = 20;
const LOOKUP_PATHS = [/^\/api\/reservasi-status\/[^/]+\/?$/, /^\/reservasi-info-pendpay\/[^/]+\/?$/];

export function isBookingLookup(request: Request): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const { pathname } = new URL(request.url);
  return LOOKUP_PATHS.some((pattern) => pattern.test(pathname));
}

function bucketOf(request: Request): string {
  return `booking-lookup:${clientIp(request) ?? "unknown"}`;
}

/** Seconds until the client may look codes up again, or 0 when it may now. */
export async function lookupRetryAfter(db: Db, request: Request, now = Date.now()): Promise<number> {
  const misses = await countHits(db, bucketOf(request), LOOKUP_WINDOW_MS, now);
  if (misses < MAX_LOOKUP_MISSES) return 0;
  return Math.max(1, Math.ceil((windowStart(now, LOOKUP_WINDOW_MS) + LOOKUP_WINDOW_MS - now) / 1000));
}

export function recordLookupMiss(db: Db, request: Request, now = Date.now()): Promise<void> {
  return addHit(db, bucketOf(request), LOOKUP_WINDOW_MS, now);
}
