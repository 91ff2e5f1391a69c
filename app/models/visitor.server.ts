import type { Db } from "~/context.server";
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
