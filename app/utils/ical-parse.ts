import ICAL from "ical.js";
import { addDays, daysBetween, todayInJakarta } from "~/utils/dates";

/**
 * An OTA calendar's busy ranges (docs/decisions/028): each VEVENT as the nights [cekin, cekout) it keeps
 * a unit, keyed by its UID. OTAs write all-day DATE values (Airbnb "Reserved", Booking.com "CLOSED - Not
 * available"); a DATE-TIME in UTC counts as the day it is in Asia/Jakarta, one with a TZID or floating as
 * the day written. Only what can still matter is kept: cancelled events, events already over and events
 * starting more than two years ahead are skipped, and a range is cut at 365 nights.
 */

export interface FeedEvent {
  uid: string;
  cekin: string;
  cekout: string;
}

export type ParseFeedResult = { ok: true; events: FeedEvent[] } | { ok: false; detail: string };

export const MAX_EVENT_NIGHTS = 365;
export const HORIZON_DAYS = 2 * 365;

function pad(n: number, width = 2) {
  return String(n).padStart(width, "0");
}

/** The day a DTSTART/DTEND value stands for, or null when it is not a date. */
function dayOf(value: unknown): string | null {
  if (!(value instanceof ICAL.Time)) return null;
  if (!value.isDate && value.zone?.tzid === "UTC") return todayInJakarta(value.toJSDate());
  if (!value.year || !value.month || !value.day) return null;
  return `${pad(value.year, 4)}-${pad(value.month)}-${pad(value.day)}`;
}

function eventOf(vevent: ICAL.Component): FeedEvent | null {
  const status = vevent.getFirstPropertyValue("status");
  if (typeof status === "string" && status.toUpperCase() === "CANCELLED") return null;
  const cekin = dayOf(vevent.getFirstPropertyValue("dtstart"));
  if (!cekin) return null;
  let cekout = dayOf(vevent.getFirstPropertyValue("dtend"));
  if (!cekout || cekout <= cekin) cekout = addDays(cekin, 1);
  if (daysBetween(cekin, cekout) > MAX_EVENT_NIGHTS) cekout = addDays(cekin, MAX_EVENT_NIGHTS);
  const rawUid = vevent.getFirstPropertyValue("uid");
  const uid = typeof rawUid === "string" && rawUid.trim() ? rawUid.trim().slice(0, 500) : `no-uid:${cekin}/${cekout}`;
  return { uid, cekin, cekout };
}

/** The events of an iCalendar body that hold nights from `today` on; `ok: false` when it is not one. */
export function parseFeed(body: string, today: string): ParseFeedResult {
  let root: ICAL.Component;
  try {
    const jcal = ICAL.parse(body);
    // A body with several calendars parses to a list; the first is the feed.
    const first = Array.isArray(jcal) && Array.isArray(jcal[0]) ? jcal[0] : jcal;
    root = new ICAL.Component(first as never);
  } catch (error) {
    return { ok: false, detail: (error instanceof Error ? error.message : String(error)).slice(0, 300) };
  }
  if (root.name !== "vcalendar") return { ok: false, detail: `no VCALENDAR (${root.name || "empty"})` };
  const horizon = addDays(today, HORIZON_DAYS);
  const seen = new Set<string>();
  const events: FeedEvent[] = [];
  for (const vevent of root.getAllSubcomponents("vevent")) {
    let event: FeedEvent | null;
    try {
      event = eventOf(vevent);
    } catch {
      continue; // one malformed event does not hide the others
    }
    if (!event || seen.has(event.uid)) continue;
    // A recurrence override (RECURRENCE-ID) shares its UID: the first one listed counts.
    seen.add(event.uid);
    if (event.cekout <= today || event.cekin > horizon) continue;
    events.push(event);
  }
  return { ok: true, events };
}
