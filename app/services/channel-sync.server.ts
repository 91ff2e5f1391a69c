import type { AppLoadContext } from "@remix-run/cloudflare";
import { AUDIT, writeAudit } from "~/models/audit-log.server";
import { deleteFeed, getFeed, insertFeed, isUnitForSale, listDueFeeds, recordSync, unitHasFeedUrl } from "~/models/ical-feed.server";
import { applyFeedEvents } from "~/models/ical-import.server";
import { sendConflictEmail } from "~/services/channel-sync-emails.server";
import { fetchFeed } from "~/services/feed-fetch.server";
import type { Actor } from "~/services/intent.server";
import { todayInJakarta } from "~/utils/dates";
import { checkFeedUrl } from "~/utils/feed-url";
import { parseFeed } from "~/utils/ical-parse";
import type { IcalFeedError } from "~/utils/vocabulary";

/**
 * Importing OTA calendars into the inventory (docs/decisions/028): adding and removing a unit's feeds,
 * syncing one now, and the cron's sync of the feeds that are due. Held nights are `room_night` rows, whose
 * triggers bump the inventory version the availability pages are cached under (ADR 021): nothing else to
 * invalidate.
 */

type SyncContext = Pick<AppLoadContext, "db" | "env" | "ctx">;

/** How a sync reaches the OTA; tests pass a fake OTA's fetch and a short time limit. */
export interface SyncOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export const MAX_FEEDS_PER_RUN = 5;
export const MAX_FEED_LABEL = 60;

export type AddFeedResult =
  | { ok: true; id: number }
  | { ok: false; error: IcalFeedError | "duplicate" | "unknownUnit" | "badLabel" };

/** Adds an external calendar to a unit, after the URL passed the feed guard; audited. */
export async function addFeed(
  context: SyncContext,
  actor: Actor,
  input: { unitId: number; label: string; url: string },
): Promise<AddFeedResult> {
  const label = input.label.trim();
  if (label.length < 1 || label.length > MAX_FEED_LABEL) return { ok: false, error: "badLabel" };
  const checked = checkFeedUrl(input.url, { production: context.env.isProduction });
  if (!checked.ok) return { ok: false, error: checked.error };
  const url = checked.url.toString();
  if (!(await isUnitForSale(context.db, input.unitId))) return { ok: false, error: "unknownUnit" };
  if (await unitHasFeedUrl(context.db, input.unitId, url)) return { ok: false, error: "duplicate" };
  const id = await insertFeed(context.db, { unitId: input.unitId, label, url });
  if (id === null) return { ok: false, error: "duplicate" };
  await writeAudit(context.db, {
    principal: actor.login,
    type: AUDIT.recordCreated,
    message: `ical_feed ${id}`,
    remoteAddress: actor.remoteAddress,
    data: { entity: "ical_feed", id, unitId: input.unitId, label, url },
  });
  return { ok: true, id };
}

/** Removes a feed and releases every night its events held; audited. False when there is no such feed. */
export async function removeFeed(context: SyncContext, actor: Actor, feedId: number): Promise<boolean> {
  const removed = await deleteFeed(context.db, feedId);
  if (!removed) return false;
  await writeAudit(context.db, {
    principal: actor.login,
    type: AUDIT.recordDeleted,
    message: `ical_feed ${feedId}`,
    remoteAddress: actor.remoteAddress,
    data: { entity: "ical_feed", ...removed },
  });
  return true;
}

/** What one sync of one feed did. */
export interface SyncOutcome {
  feedId: number;
  /** synced: the feed was read and applied; notModified: 304, nothing changed; failed: see `error`. */
  status: "synced" | "notModified" | "failed";
  /** Events of the feed that hold nights from today on. */
  events: number;
  /** Events held this sync: new ones and moved ones. */
  held: number;
  /** Events gone from the feed, deleted with their nights. */
  released: number;
  /** Events (new or moved this sync) with nights already sold here. */
  conflicts: number;
  error: IcalFeedError | null;
  /** What the remote side said when it failed (an HTTP status, a parser message). */
  detail?: string | null;
}

/**
 * The status a failed "sync now" answers with, the page showing why: 422 when the address or the calendar
 * itself cannot be used as it is, 502 when the OTA's side failed or writing it here did (retried by the cron).
 */
export const SYNC_FAILURE_STATUS: Record<IcalFeedError, 422 | 502> = {
  bad_url: 422,
  not_https: 422,
  private_host: 422,
  too_large: 422,
  not_calendar: 422,
  too_many_conflicts: 422,
  too_many_redirects: 502,
  timeout: 502,
  http_status: 502,
  network: 502,
  apply_failed: 502,
};

const failed = (feedId: number, error: IcalFeedError, detail: string | null): SyncOutcome => ({
  feedId,
  status: "failed",
  events: 0,
  held: 0,
  released: 0,
  conflicts: 0,
  error,
  detail,
});

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

/** Fetches and applies one feed now (the "sync now" button); null when there is no such feed. Never throws for a bad feed. */
export async function syncFeed(
  context: SyncContext,
  feedId: number,
  now: Date = new Date(),
  options: SyncOptions = {},
): Promise<SyncOutcome | null> {
  const feed = await getFeed(context.db, feedId);
  if (!feed) return null;
  const fetched = await fetchFeed(feed.url, {
    etag: feed.etag,
    lastModified: feed.lastModified,
    production: context.env.isProduction,
    fetch: options.fetch,
    timeoutMs: options.timeoutMs,
  });
  if (!fetched.ok) {
    await recordSync(context.db, feed.id, fetched, now);
    return failed(feed.id, fetched.error, fetched.detail);
  }
  if (fetched.notModified) {
    await recordSync(context.db, feed.id, fetched, now);
    return { feedId: feed.id, status: "notModified", events: feed.eventCount, held: 0, released: 0, conflicts: 0, error: null };
  }
  const parsed = parseFeed(fetched.body, todayInJakarta(now));
  if (!parsed.ok) {
    await recordSync(context.db, feed.id, { ok: false, error: "not_calendar", detail: parsed.detail }, now);
    return failed(feed.id, "not_calendar", parsed.detail);
  }
  const applied = await applyFeedEvents(context.db, feed, parsed.events, todayInJakarta(now)).catch((error: unknown) => {
    // The import itself broke (not the remote side): recorded on the feed like any failed sync.
    console.error(`applying feed ${feed.id} failed`, error);
    return { ok: false as const, error: "apply_failed" as const, detail: errorText(error) };
  });
  if (!applied.ok) {
    await recordSync(context.db, feed.id, { ok: false, error: applied.error, detail: applied.detail }, now);
    return failed(feed.id, applied.error, applied.detail);
  }
  await recordSync(
    context.db,
    feed.id,
    { ok: true, notModified: false, etag: fetched.etag, lastModified: fetched.lastModified, eventCount: parsed.events.length },
    now,
  );
  await sendConflictEmail(context, feed);
  return {
    feedId: feed.id,
    status: "synced",
    events: parsed.events.length,
    held: applied.added + applied.moved,
    released: applied.removed,
    conflicts: applied.conflicts,
    error: null,
  };
}

/** The cron's job: the active feeds whose last sync is older than ICAL_SYNC_MINUTES, a few per run. */
export async function syncDueFeeds(context: SyncContext, now: Date, options: SyncOptions = {}): Promise<SyncOutcome[]> {
  const due = await listDueFeeds(context.db, now, context.env.ICAL_SYNC_MINUTES, MAX_FEEDS_PER_RUN);
  const outcomes: SyncOutcome[] = [];
  for (const feedId of due) {
    try {
      const outcome = await syncFeed(context, feedId, now, options);
      if (outcome) outcomes.push(outcome);
    } catch (error) {
      // A feed that broke the import itself (not the remote side): recorded, and the next feed goes on.
      console.error(`sync of feed ${feedId} failed`, error);
      const detail = errorText(error);
      await recordSync(context.db, feedId, { ok: false, error: "network", detail }, now).catch(() => undefined);
      outcomes.push(failed(feedId, "network", detail));
    }
  }
  return outcomes;
}
