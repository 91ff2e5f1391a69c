import type { Db } from "~/models/db.server";
import type { Language } from "~/i18n/config";
import { todayInJakarta } from "~/utils/dates";
import { currentContentVersion } from "./content-version.server";

/**
 * How long content read through a memo is kept even when the version does not move: a write that does not go
 * through the app (a migration, `wrangler d1 execute`) moves no version, and reaches pages after this, as it
 * reaches the page cache's copies after their s-maxage (5 minutes).
 */
export const CONTENT_MAX_AGE_MS = 300_000;

/** Freezes a value and everything in it: shared content that some code changed would change every page's. */
function frozen<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) frozen(inner);
    Object.freeze(value);
  }
  return value;
}

export type ContentReader<T> = (db: Db, language: Language, contentVersionTtlMs: number, now?: number) => Promise<T>;
export type ContentReaderById<T> = (
  db: Db,
  language: Language,
  contentVersionTtlMs: number,
  id: number,
  now?: number,
) => Promise<T>;

/** The readings of one memo, keyed by content version, day, language and (for a page of one place) id. */
function readings<T>(maxEntries: number) {
  const entries = new Map<string, { value: T; readAt: number }>();
  return async (db: Db, language: Language, ttlMs: number, id: number, now: number, read: (day: string) => Promise<T>) => {
    const day = todayInJakarta();
    if (ttlMs <= 0) return read(day);
    const version = await currentContentVersion(db, ttlMs);
    const key = `${version}|${day}|${language}|${id}`;
    const known = entries.get(key);
    if (known && now - known.readAt < CONTENT_MAX_AGE_MS) return known.value;
    const value = frozen(await read(day));
    // Nothing is kept for an id that shows nothing (a 404): unknown ids cannot crowd out the pages.
    if (value === null || value === undefined) return value;
    if (entries.size >= maxEntries) entries.clear();
    entries.set(key, { value, readAt: now });
    return value;
  };
}

/**
 * Content that only an edit changes (menus, footer, banners, destinations…), read once per content version,
 * day (Asia/Jakarta) and language by this isolate, and at most every CONTENT_MAX_AGE_MS (ADR 031).
 *
 * Every edit made through the app moves the content version (ADR 008): the isolate that made it forgets the
 * version it remembered and reads afresh at once, others within `contentVersionTtlMs` (currentContentVersion).
 * A TTL of 0 reads on every call, as the end-to-end runs do. What is read is shared by the requests that
 * read it, so it is frozen. `read` must depend on nothing but the database's content, the day and the language.
 */
export function contentMemo<T>(read: (db: Db, day: string, language: Language) => Promise<T>): ContentReader<T> {
  const memo = readings<T>(12);
  return (db, language, ttlMs, now = Date.now()) => memo(db, language, ttlMs, 0, now, (day) => read(db, day, language));
}

/**
 * contentMemo for the page of one place (a destination, a cafe…): also keyed by its id, and keeping up to
 * `maxEntries` pages (emptied when full). A null reading (no such place) is not kept.
 */
export function contentMemoById<T>(
  read: (db: Db, day: string, language: Language, id: number) => Promise<T>,
  maxEntries: number,
): ContentReaderById<T> {
  const memo = readings<T>(maxEntries);
  return (db, language, ttlMs, id, now = Date.now()) =>
    memo(db, language, ttlMs, id, now, (day) => read(db, day, language, id));
}
