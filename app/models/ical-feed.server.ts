import { and, asc, eq, isNull, lt, or } from "drizzle-orm";
import { hotel, icalFeed, roomType, roomUnit } from "~/db/schema";
import type { Db } from "~/models/db.server";
import type { IcalFeedError } from "~/utils/vocabulary";

/** The imported calendars of a unit and their sync status (docs/decisions/028). */

export interface FeedStatus {
  id: number;
  unitId: number;
  label: string;
  url: string;
  aktif: boolean;
  lastSyncAt: Date | null;
  lastSuccessAt: Date | null;
  lastError: IcalFeedError | null;
  lastErrorDetail: string | null;
  eventCount: number;
}

/** A feed with what its next conditional request sends. */
export interface FeedForSync extends FeedStatus {
  etag: string | null;
  lastModified: string | null;
}

const feedColumns = {
  id: icalFeed.id,
  unitId: icalFeed.unitId,
  label: icalFeed.label,
  url: icalFeed.url,
  aktif: icalFeed.aktif,
  lastSyncAt: icalFeed.lastSyncAt,
  lastSuccessAt: icalFeed.lastSuccessAt,
  lastError: icalFeed.lastError,
  lastErrorDetail: icalFeed.lastErrorDetail,
  eventCount: icalFeed.eventCount,
};

/** A unit's feeds, oldest first. */
export async function listFeedsOfUnit(db: Db, unitId: number): Promise<FeedStatus[]> {
  return db.select(feedColumns).from(icalFeed).where(eq(icalFeed.unitId, unitId)).orderBy(asc(icalFeed.id));
}

/** One feed, with its conditional-request validators; undefined when there is none. */
export async function getFeed(db: Db, feedId: number): Promise<FeedForSync | undefined> {
  return db
    .select({ ...feedColumns, etag: icalFeed.etag, lastModified: icalFeed.lastModified })
    .from(icalFeed)
    .where(eq(icalFeed.id, feedId))
    .get();
}

/** The unit a feed may be added to: it exists and is for sale (unit, room type and hotel active). */
export async function isUnitForSale(db: Db, unitId: number): Promise<boolean> {
  const row = await db
    .select({ id: roomUnit.id })
    .from(roomUnit)
    .innerJoin(roomType, eq(roomType.id, roomUnit.roomTypeId))
    .innerJoin(hotel, eq(hotel.id, roomType.hotelId))
    .where(and(eq(roomUnit.id, unitId), eq(roomUnit.aktif, true), eq(roomType.aktif, true), eq(hotel.aktif, true)))
    .get();
  return row !== undefined;
}

/** Whether the unit already imports this URL. */
export async function unitHasFeedUrl(db: Db, unitId: number, url: string): Promise<boolean> {
  const row = await db
    .select({ id: icalFeed.id })
    .from(icalFeed)
    .where(and(eq(icalFeed.unitId, unitId), eq(icalFeed.url, url)))
    .get();
  return row !== undefined;
}

/** Inserts a feed; null when the unit already has this URL (the unique key decided). */
export async function insertFeed(db: Db, input: { unitId: number; label: string; url: string }): Promise<number | null> {
  const [row] = await db
    .insert(icalFeed)
    .values(input)
    .onConflictDoNothing({ target: [icalFeed.unitId, icalFeed.url] })
    .returning({ id: icalFeed.id });
  return row?.id ?? null;
}

/**
 * Deletes a feed; its holds go by cascade and their nights with them. Returns what was deleted, or
 * undefined when there was no such feed.
 */
export async function deleteFeed(db: Db, feedId: number) {
  const [row] = await db
    .delete(icalFeed)
    .where(eq(icalFeed.id, feedId))
    .returning({ id: icalFeed.id, unitId: icalFeed.unitId, label: icalFeed.label, url: icalFeed.url });
  return row;
}

/** The active feeds not synced for `minutes`, never-synced and oldest first, at most `limit`. */
export async function listDueFeeds(db: Db, now: Date, minutes: number, limit: number): Promise<number[]> {
  const before = new Date(now.getTime() - minutes * 60_000);
  const rows = await db
    .select({ id: icalFeed.id })
    .from(icalFeed)
    .where(and(eq(icalFeed.aktif, true), or(isNull(icalFeed.lastSyncAt), lt(icalFeed.lastSyncAt, before))))
    .orderBy(asc(icalFeed.lastSyncAt), asc(icalFeed.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

export type SyncRecord =
  | { ok: true; notModified: true }
  | { ok: true; notModified: false; etag: string | null; lastModified: string | null; eventCount: number }
  | { ok: false; error: IcalFeedError; detail: string | null };

/** Records a sync's outcome on its feed: always the time; the validators and count, or the error. */
export async function recordSync(db: Db, feedId: number, record: SyncRecord, now: Date): Promise<void> {
  const values = record.ok
    ? {
        lastSyncAt: now,
        lastSuccessAt: now,
        lastError: null,
        lastErrorDetail: null,
        ...(record.notModified
          ? {}
          : { etag: record.etag, lastModified: record.lastModified, eventCount: record.eventCount }),
      }
    : { lastSyncAt: now, lastError: record.error, lastErrorDetail: record.detail?.slice(0, 500) ?? null };
  await db.update(icalFeed).set(values).where(eq(icalFeed.id, feedId));
}
