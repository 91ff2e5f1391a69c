import { asc, eq } from "drizzle-orm";
import { icalFeed } from "~/db/schema";
import type { Db } from "~/models/db.server";
import type { IcalFeedError } from "~/utils/vocabulary";

/**
 * The imported calendars of a unit and their sync status (docs/decisions/028).
 *
 * PLACEHOLDER SIGNATURES: the import part of the channel-sync work replaces every body below.
 */

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

/** A unit's feeds, oldest first. */
export async function listFeedsOfUnit(db: Db, unitId: number): Promise<FeedStatus[]> {
  return db
    .select({
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
    })
    .from(icalFeed)
    .where(eq(icalFeed.unitId, unitId))
    .orderBy(asc(icalFeed.id));
}
