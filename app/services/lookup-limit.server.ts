import ipaddr from "ipaddr.js";
import type { Db } from "~/models/db.server";
import { loggedHitsSince, logHit } from "~/models/request-counter.server";
import { clientIp } from "~/models/visitor.server";
import { errorResponse } from "~/utils/invariant";

/**
 * Booking codes are the key to a booking's payment page, status and voucher, so guessing them must not
 * pay (docs/decisions/033): a client may look up at most MAX_LOOKUP_MISSES codes that do not exist in any
 * LOOKUP_WINDOW_MS (a sliding window over a log of misses, so no window boundary doubles the budget).
 * Only misses count: a guest whose pending-payment page polls its own booking every few seconds is never
 * slowed. Every page and API that answers differently for a real code looks it up through
 * `lookUpBookingByCode`; one that answers alike for any code (Pesanan Saya's booking page) still refuses
 * a paused client (`refuseWhileLookupsPaused`). A client is an IPv4 address or an IPv6 /64 network.
 */
export const LOOKUP_WINDOW_MS = 10 * 60_000;
export const MAX_LOOKUP_MISSES = 20;

/**
 * The bucket a request's misses are counted in: its IPv4 address, or the /64 network of its IPv6 address
 * (a provider hands a household or a phone a whole /64, so any of its addresses is the same client). An
 * IPv4-mapped IPv6 address counts as its IPv4 address.
 */
export function lookupBucket(request: Request): string {
  const ip = clientIp(request);
  if (!ip || !ipaddr.isValid(ip)) return `booking-lookup:${ip ?? "unknown"}`;
  const address = ipaddr.process(ip);
  if (address.kind() === "ipv4") return `booking-lookup:${address.toString()}`;
  const network = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `booking-lookup:${network.join(":")}::/64`;
}

/** Seconds until the client may look codes up again, or 0 when it may now. */
export async function lookupRetryAfter(db: Db, request: Request, now = Date.now()): Promise<number> {
  const misses = await loggedHitsSince(db, lookupBucket(request), now - LOOKUP_WINDOW_MS, MAX_LOOKUP_MISSES);
  let count = 0;
  for (const miss of misses) {
    count += miss.hits;
    // Once this miss leaves the window, fewer than MAX_LOOKUP_MISSES remain in it.
    if (count >= MAX_LOOKUP_MISSES) return Math.max(1, Math.ceil((miss.at + LOOKUP_WINDOW_MS - now) / 1000));
  }
  return 0;
}

export function recordLookupMiss(db: Db, request: Request, now = Date.now()): Promise<void> {
  return logHit(db, lookupBucket(request), now);
}

/** The refusal of a paused client: 429 with how long to wait, shown in the visitor's language. */
export function tooManyLookups(retryAfter: number): Response {
  return errorResponse("security.tooManyLookups", {
    status: 429,
    values: { minutes: Math.ceil(retryAfter / 60) },
    headers: { "Retry-After": String(retryAfter) },
  });
}

/** Throws the 429 refusal while the client is paused. */
export async function refuseWhileLookupsPaused(db: Db, request: Request, now = Date.now()): Promise<void> {
  const retryAfter = await lookupRetryAfter(db, request, now);
  if (retryAfter > 0) throw tooManyLookups(retryAfter);
}

/**
 * Looks a booking up by its code through the limiter: a paused client is refused (thrown 429) before
 * anything is read; `find` answers what the page shows, or null when no booking has that code, which is
 * counted as a miss.
 */
export async function lookUpBookingByCode<T>(
  db: Db,
  request: Request,
  find: () => Promise<T | null>,
  now = Date.now(),
): Promise<T | null> {
  await refuseWhileLookupsPaused(db, request, now);
  const found = await find();
  if (found === null) await recordLookupMiss(db, request, now);
  return found;
}
