import ICAL from "ical.js";
import { addDays } from "~/utils/dates";

/**
 * The iCalendar feeds OTAs read (docs/decisions/028), written from plain ranges: pure, so the shape of a
 * feed is tested without a database. What goes out is deliberately poor: dates and a fixed summary, never
 * a guest's name, e-mail, phone, booking code or a price.
 */

/** Who holds a night of a unit: a booking (`r`) or a hold that is not a booking (`h`, an OTA event or a desk block). */
export interface NightHolder {
  night: string;
  reservationId: number | null;
  holdId: number | null;
}

/** Consecutive nights [start, end) of one unit held by one holder; `end` is the check-out day. */
export interface HeldRange {
  key: string;
  start: string;
  end: string;
}

/** Consecutive nights [start, end) of a room type with the same number of free units. */
export interface CountRange {
  free: number;
  start: string;
  end: string;
}

export interface ExportEvent {
  uid: string;
  /** A day (YYYY-MM-DD, an all-day event, end exclusive) or an instant (written in UTC). */
  start: string | Date;
  end: string | Date;
  summary: string;
  location?: string;
  description?: string;
}

export interface ExportCalendar {
  name: string;
  /** The moment the feed is written (DTSTAMP of every event). */
  stamp: Date;
  events: readonly ExportEvent[];
}

const holderKey = (n: NightHolder) => (n.reservationId !== null ? `r${n.reservationId}` : `h${n.holdId ?? 0}`);

/**
 * Nights of one unit in night order → one range per run of consecutive nights with the same holder
 * (a booking's nights on a unit are one range; two bookings back to back are two).
 */
export function heldRanges(nights: readonly NightHolder[]): HeldRange[] {
  const ranges: HeldRange[] = [];
  for (const night of nights) {
    const key = holderKey(night);
    const last = ranges.at(-1);
    if (last && last.key === key && last.end === night.night) last.end = addDays(night.night, 1);
    else ranges.push({ key, start: night.night, end: addDays(night.night, 1) });
  }
  return ranges;
}

/**
 * Per-night counts in night order (no gaps) → one range per run of nights with the same count. Every night
 * is kept, also those with every unit free and those with none: a channel manager reading the feed never
 * has to guess what a missing night means.
 */
export function countRanges(nights: readonly { night: string; free: number }[]): CountRange[] {
  const ranges: CountRange[] = [];
  for (const { night, free } of nights) {
    const last = ranges.at(-1);
    if (last && last.free === free && last.end === night) last.end = addDays(night, 1);
    else ranges.push({ free, start: night, end: addDays(night, 1) });
  }
  return ranges;
}

/**
 * The events of a unit's feed. A UID is stable per holder and unit (`r12-u3@host`, `h7-u3@host`), so an
 * OTA sees a moved booking as the same event; a holder whose nights are split (an imported event with a
 * night already sold here) gets one UID per part, told apart by its first night.
 */
export function unitEvents(ranges: readonly HeldRange[], unitId: number, host: string, summary: string): ExportEvent[] {
  const parts = new Map<string, number>();
  for (const range of ranges) parts.set(range.key, (parts.get(range.key) ?? 0) + 1);
  return ranges.map((range) => {
    const split = (parts.get(range.key) ?? 0) > 1 ? `-${range.start.replaceAll("-", "")}` : "";
    return { uid: `${range.key}-u${unitId}${split}@${host}`, start: range.start, end: range.end, summary };
  });
}

/** The events of a room type's feed: one per count range, `summary(free)` naming the count. */
export function roomTypeEvents(
  ranges: readonly CountRange[],
  roomTypeId: number,
  host: string,
  summary: (free: number) => string,
): ExportEvent[] {
  return ranges.map((range) => ({
    uid: `t${roomTypeId}-${range.start.replaceAll("-", "")}@${host}`,
    start: range.start,
    end: range.end,
    summary: summary(range.free),
  }));
}

function textProperty(name: string, value: string): ICAL.Property {
  const property = new ICAL.Property(name);
  property.resetType("text");
  property.setValue(value);
  return property;
}

const encoder = new TextEncoder();

/** A content line folded at 75 octets (RFC 5545 §3.1), never inside a character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > 75) {
      parts.push(current);
      current = " ";
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n");
}

function icalTime(value: string | Date): ICAL.Time {
  return typeof value === "string" ? ICAL.Time.fromDateString(value) : ICAL.Time.fromJSDate(value, true);
}

/** RFC 5545 text of a calendar of all-day events (DTEND exclusive), CRLF line ends, folded at 75 octets. */
export function writeCalendar(calendar: ExportCalendar): string {
  const root = new ICAL.Component(["vcalendar", [], []]);
  root.updatePropertyWithValue("prodid", "-//Agrowisata//Channel sync//EN");
  root.updatePropertyWithValue("version", "2.0");
  root.updatePropertyWithValue("calscale", "GREGORIAN");
  root.addProperty(textProperty("x-wr-calname", calendar.name));
  const stamp = ICAL.Time.fromJSDate(calendar.stamp, true);
  for (const event of calendar.events) {
    const vevent = new ICAL.Component("vevent");
    vevent.updatePropertyWithValue("uid", event.uid);
    vevent.updatePropertyWithValue("dtstamp", stamp);
    vevent.updatePropertyWithValue("dtstart", icalTime(event.start));
    vevent.updatePropertyWithValue("dtend", icalTime(event.end));
    vevent.updatePropertyWithValue("summary", event.summary);
    if (event.location) vevent.addProperty(textProperty("location", event.location));
    if (event.description) vevent.addProperty(textProperty("description", event.description));
    vevent.updatePropertyWithValue("transp", "OPAQUE");
    root.addSubcomponent(vevent);
  }
  // ical.js folds by characters, not octets, and leaves the last line open: unfold, fold by octets, end
  // every line with CRLF.
  const lines = root.toString().replaceAll("\r\n ", "").split("\r\n");
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
