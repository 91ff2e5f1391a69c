import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Actor } from "~/services/intent.server";
import type { IcalFeedError } from "~/utils/vocabulary";

/**
 * Importing OTA calendars into the inventory (docs/decisions/028): adding and removing a unit's feeds,
 * syncing one now, and the cron's sync of the feeds that are due.
 *
 * PLACEHOLDER SIGNATURES: the import part of the channel-sync work replaces every body below.
 */

type SyncContext = Pick<AppLoadContext, "db" | "env" | "ctx">;

export type AddFeedResult = { ok: true; id: number } | { ok: false; error: IcalFeedError | "duplicate" | "unknownUnit" };

/** Adds an external calendar to a unit, after the URL passed the feed guard; audited. */
export async function addFeed(
  _context: SyncContext,
  _actor: Actor,
  _input: { unitId: number; label: string; url: string },
): Promise<AddFeedResult> {
  throw new Error("addFeed is not written yet");
}

/** Removes a feed and releases every night its events held; audited. False when there is no such feed. */
export async function removeFeed(_context: SyncContext, _actor: Actor, _feedId: number): Promise<boolean> {
  throw new Error("removeFeed is not written yet");
}

/** What one sync of one feed did. */
export interface SyncOutcome {
  feedId: number;
  /** synced: the feed was read and applied; notModified: 304, nothing changed; failed: see `error`. */
  status: "synced" | "notModified" | "failed";
  events: number;
  held: number;
  released: number;
  /** Events (new this sync) with nights already sold here. */
  conflicts: number;
  error: IcalFeedError | null;
}

/** Fetches and applies one feed now (the "sync now" button); null when there is no such feed. */
export async function syncFeed(_context: SyncContext, _feedId: number, _now: Date = new Date()): Promise<SyncOutcome | null> {
  throw new Error("syncFeed is not written yet");
}

/** The cron's job: the active feeds whose last sync is older than ICAL_SYNC_MINUTES, a few per run. */
export async function syncDueFeeds(_context: SyncContext, _now: Date): Promise<SyncOutcome[]> {
  throw new Error("syncDueFeeds is not written yet");
}
