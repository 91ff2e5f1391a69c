import type { AppLoadContext } from "@remix-run/cloudflare";
import { AUDIT, auditInsert } from "~/models/audit-log.server";
import {
  ensureExportToken,
  exportTargetName,
  isExportToken,
  replaceExportTokenStatement,
  roomTypeFreeUnits,
  unitHeldNights,
  type ExportTarget,
} from "~/models/ical-export.server";
import type { Actor } from "~/services/intent.server";
import { randomToken } from "~/services/tokens.server";
import { addDays, todayInJakarta } from "~/utils/dates";
import { countRanges, heldRanges, roomTypeEvents, unitEvents, writeCalendar } from "~/utils/ical-export";

/**
 * The calendars this site publishes for the OTAs (docs/decisions/028): a unit's held ranges and a room
 * type's free units per night, behind a secret token each, and the links staff give the OTAs.
 */

type ExportContext = Pick<AppLoadContext, "db" | "env">;

/** A unit's feed covers what an OTA can still sell or just sold: 30 days back, two years ahead. */
export const UNIT_FEED_PAST_DAYS = 30;
export const UNIT_FEED_FUTURE_DAYS = 730;
/** A room type's count feed covers the next 365 nights. */
export const TYPE_FEED_DAYS = 365;
const TOKEN_BYTES = 32;

/** The words a feed is written with, in the language it is served in. */
export interface FeedWords {
  unavailable: string;
  free: (count: number) => string;
}

const FEED_PATH = { unit: "kamar", type: "tipe" } as const;

/** The absolute URL of a target's feed: on PUBLIC_SITE_URL (the request's origin when there is none). */
export function feedUrl(context: ExportContext, origin: string, target: ExportTarget, token: string): string {
  const url = new URL(`/ical/${FEED_PATH[target.kind]}/${target.id}.ics`, context.env.PUBLIC_SITE_URL || origin);
  url.searchParams.set("token", token);
  return url.toString();
}

/** The feed URLs of a unit and of its room type, creating their tokens on the first visit. */
export async function exportLinks(
  context: ExportContext,
  origin: string,
  unit: { unitId: number; roomTypeId: number },
): Promise<{ unit: string; type: string }> {
  const unitTarget: ExportTarget = { kind: "unit", id: unit.unitId };
  const typeTarget: ExportTarget = { kind: "type", id: unit.roomTypeId };
  const [unitToken, typeToken] = await Promise.all([
    ensureExportToken(context.db, unitTarget, randomToken(TOKEN_BYTES)),
    ensureExportToken(context.db, typeTarget, randomToken(TOKEN_BYTES)),
  ]);
  return { unit: feedUrl(context, origin, unitTarget, unitToken), type: feedUrl(context, origin, typeTarget, typeToken) };
}

/** Gives the target a new token (the URL the OTAs hold stops answering); audited in the same batch. */
export async function regenerateExportLink(context: ExportContext, actor: Actor, target: ExportTarget): Promise<void> {
  const { db } = context;
  await db.batch([
    replaceExportTokenStatement(db, target, randomToken(TOKEN_BYTES)),
    auditInsert(db, {
      principal: actor.login,
      type: AUDIT.recordUpdated,
      remoteAddress: actor.remoteAddress,
      message: "iCal export link regenerated",
      data: { entity: "ical_export", [target.kind === "unit" ? "unitId" : "roomTypeId"]: target.id },
    }),
  ]);
}

/**
 * The iCalendar text of a target's feed when `token` is its current token; null otherwise (an unknown
 * target, a wrong or replaced token), which the route answers with 404.
 */
export async function exportFeed(
  context: ExportContext,
  target: ExportTarget,
  token: string,
  words: FeedWords,
  now: Date = new Date(),
): Promise<string | null> {
  const { db } = context;
  if (!token || !(await isExportToken(db, target, token))) return null;
  const name = await exportTargetName(db, target);
  if (!name) return null;
  const host = new URL(context.env.PUBLIC_SITE_URL).host;
  const today = todayInJakarta(now);
  const events =
    target.kind === "unit"
      ? unitEvents(
          heldRanges(await unitHeldNights(db, target.id, addDays(today, -UNIT_FEED_PAST_DAYS), addDays(today, UNIT_FEED_FUTURE_DAYS))),
          target.id,
          host,
          words.unavailable,
        )
      : roomTypeEvents(countRanges(await roomTypeFreeUnits(db, target.id, today, TYPE_FEED_DAYS)), target.id, host, words.free);
  const calendar = [name.hotel, name.roomType, name.unit].filter(Boolean).join(" — ");
  return writeCalendar({ name: calendar, stamp: now, events });
}
