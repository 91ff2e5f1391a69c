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
export async function listFeedsOfUnit(_db: Db, _unitId: number): Promise<FeedStatus[]> {
  throw new Error("listFeedsOfUnit is not written yet");
}
