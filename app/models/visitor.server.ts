import { todayInJakarta } from "~/utils/dates";
import type { Db } from "~/models/db.server";
import { visitorLog } from "~/db/schema";

export interface Visit {
  ip: string;
  /** Calendar day in Asia/Jakarta (YYYY-MM-DD). */
  tanggal: string;
  userAgent: string | null;
  cf: IncomingRequestCfProperties | undefined;
}

const text = (value: unknown, max = 120) => (typeof value === "string" && value ? value.slice(0, max) : null);

/**
 * Logs a visitor once per IP per day. Location comes from Cloudflare's `request.cf` (no external
 * lookup); the unique (ip, tanggal) key makes a repeat visit a no-op.
 */
export async function logVisit(db: Db, visit: Visit): Promise<void> {
  await db
    .insert(visitorLog)
    .values({
      ip: visit.ip.slice(0, 64),
      tanggal: visit.tanggal,
      country: text(visit.cf?.country),
      city: text(visit.cf?.city),
      region: text(visit.cf?.region),
      timezone: text(visit.cf?.timezone),
      userAgent: text(visit.userAgent, 300),
    })
    .onConflictDoNothing({ target: [visitorLog.ip, visitorLog.tanggal] });
}

/** The client IP as Cloudflare reports it; null when unknown (e.g. local tools without the header). */
export function clientIp(request: Request): string | null {
  const ip = request.headers.get("CF-Connecting-IP")?.trim();
  return ip && ip.length <= 64 ? ip : null;
}

/** The paths of the home page, whose views are logged (spec §2: `/` and the `/home` link). */
export function isHomePath(pathname: string): boolean {
  return pathname === "/" || pathname === "/home";
}

/**
 * IPs this isolate already logged today: a repeat view of the home page (most views, and every cache hit)
 * then costs no D1 write at all. The table's unique key stays the rule; this only skips writes it would
 * ignore. Bounded, and emptied when the day changes.
 */
const loggedToday = { tanggal: "", ips: new Set<string>() };
const LOGGED_IPS_MAX = 10_000;

function alreadyLogged(ip: string, tanggal: string): boolean {
  if (loggedToday.tanggal !== tanggal || loggedToday.ips.size >= LOGGED_IPS_MAX) {
    loggedToday.tanggal = tanggal;
    loggedToday.ips.clear();
  }
  if (loggedToday.ips.has(ip)) return true;
  loggedToday.ips.add(ip);
  return false;
}

/**
 * Logs the visit of a request after the response is sent: the page never waits for it, and a failure
 * never breaks it. Used by the home loader and by the page cache when it serves the home page.
 */
export function logVisitAfterResponse(
  request: Request,
  context: { db: Db; ctx: ExecutionContext; cf: IncomingRequestCfProperties | undefined },
): void {
  const ip = clientIp(request);
  if (!ip) return;
  const tanggal = todayInJakarta();
  if (alreadyLogged(ip, tanggal)) return;
  context.ctx.waitUntil(
    logVisit(context.db, { ip, tanggal, userAgent: request.headers.get("User-Agent"), cf: context.cf }).catch(
      (error: unknown) => {
        // Not written: let the next view try again.
        loggedToday.ips.delete(ip);
        console.error("visitor log failed", error);
      },
    ),
  );
}
