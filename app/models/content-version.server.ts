import { eq, sql } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { setting } from "~/db/schema";

/** The `setting` row whose value is part of every page-cache key (ADR 008). */
export const CONTENT_VERSION_KEY = "content.version";

/** The current content version; "0" before anything was ever published. */
export async function getContentVersion(db: Db): Promise<string> {
  const row = await db.select({ value: setting.value }).from(setting).where(eq(setting.key, CONTENT_VERSION_KEY)).get();
  return row?.value ?? "0";
}

/**
 * The content version as this isolate knows it: read from D1 at most once per `ttlMs` (0: on every call).
 * An edit made through this isolate is seen at once (bumpContentVersion forgets the remembered value); one
 * made through another isolate within `ttlMs`.
 */
export function currentContentVersion(db: Db, ttlMs: number): Promise<string> {
  return memoisedContentVersion(() => getContentVersion(db), ttlMs);
}

/**
 * Marks the public content as changed: every cached page is keyed on the version, so the next request for
 * any page renders afresh. Call it after every admin write to content shown on public pages.
 */
export async function bumpContentVersion(db: Db): Promise<string> {
  const row = await db
    .insert(setting)
    .values({ key: CONTENT_VERSION_KEY, value: "1" })
    .onConflictDoUpdate({
      target: setting.key,
      set: { value: sql`cast(cast(${setting.value} as integer) + 1 as text)`, updatedAt: new Date() },
    })
    .returning({ value: setting.value })
    .get();
  forgetContentVersion();
  return row.value;
}

let versionMemo: { value: string; expires: number } | null = null;

/**
 * The content version, read from D1 at most once per `ttlMs` per isolate: page views must not pay a
 * database round trip each, and an edit reaches every visitor within `ttlMs` (staff, being signed in,
 * bypass the cache and see their edits at once).
 */
export async function memoisedContentVersion(read: () => Promise<string>, ttlMs: number, now: number = Date.now()) {
  if (versionMemo && versionMemo.expires > now) return versionMemo.value;
  const value = await read();
  versionMemo = ttlMs > 0 ? { value, expires: now + ttlMs } : null;
  return value;
}

/**
 * Forgets the remembered content version: called after an edit (bumpContentVersion), so this isolate's next
 * page reads the new version instead of serving what the edit replaced for the rest of the period.
 */
export function forgetContentVersion(): void {
  versionMemo = null;
}
