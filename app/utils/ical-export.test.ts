import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { countRanges, heldRanges, roomTypeEvents, unitEvents, writeCalendar } from "./ical-export";

const booking = (night: string, reservationId: number) => ({ night, reservationId, holdId: null });
const hold = (night: string, holdId: number) => ({ night, reservationId: null, holdId });

/** The events of a calendar as an OTA's parser reads them. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    calendar,
    events: calendar.getAllSubcomponents("vevent").map((component) => {
      const event = new ICAL.Event(component);
      return { uid: event.uid, start: event.startDate.toString(), end: event.endDate.toString(), allDay: event.startDate.isDate, summary: event.summary };
    }),
  };
}

describe("the ranges of a unit's feed", () => {
  it("joins a booking's nights into one range ending on the check-out day, and keeps back-to-back holders apart", () => {
    const nights = [
      booking("2026-12-01", 7),
      booking("2026-12-02", 7),
      booking("2026-12-03", 8),
      hold("2026-12-10", 3),
      hold("2026-12-11", 3),
    ];
    expect(heldRanges(nights)).toEqual([
      { key: "r7", start: "2026-12-01", end: "2026-12-03" },
      { key: "r8", start: "2026-12-03", end: "2026-12-04" },
      { key: "h3", start: "2026-12-10", end: "2026-12-12" },
    ]);
  });

  it("crosses months and years", () => {
    expect(heldRanges([booking("2026-12-31", 1), booking("2027-01-01", 1)])).toEqual([{ key: "r1", start: "2026-12-31", end: "2027-01-02" }]);
  });

  it("gives every range a UID stable per holder and unit, and one per part when a hold is split", () => {
    const ranges = heldRanges([hold("2026-12-01", 5), hold("2026-12-03", 5), booking("2026-12-05", 9)]);
    expect(unitEvents(ranges, 4, "example.org", "Not available").map((e) => e.uid)).toEqual([
      "h5-u4-20261201@example.org",
      "h5-u4-20261203@example.org",
      "r9-u4@example.org",
    ]);
  });
});

describe("the ranges of a room type's count feed", () => {
  it("joins nights with the same count and keeps full and all-free nights", () => {
    const nights = [
      { night: "2026-12-01", free: 2 },
      { night: "2026-12-02", free: 2 },
      { night: "2026-12-03", free: 0 },
      { night: "2026-12-04", free: 2 },
    ];
    expect(countRanges(nights)).toEqual([
      { free: 2, start: "2026-12-01", end: "2026-12-03" },
      { free: 0, start: "2026-12-03", end: "2026-12-04" },
      { free: 2, start: "2026-12-04", end: "2026-12-05" },
    ]);
    const events = roomTypeEvents(countRanges(nights), 6, "example.org", (n) => `${n} units free`);
    expect(events.map((e) => [e.uid, e.summary])).toEqual([
      ["t6-20261201@example.org", "2 units free"],
      ["t6-20261203@example.org", "0 units free"],
      ["t6-20261204@example.org", "2 units free"],
    ]);
  });
});

describe("the written calendar", () => {
  const name = "Homestay Kebun Teh Gunung Mas, Puncak; Cottage Keluarga dengan Pemandangan Kebun — Unit 101-A";
  const text = writeCalendar({
    name,
    stamp: new Date("2026-11-25T03:04:05Z"),
    events: unitEvents(heldRanges([booking("2026-12-01", 7), booking("2026-12-02", 7)]), 4, "example.org", "Not available"),
  });

  it("is RFC 5545: CRLF after every line, no line over 75 octets, the calendar's headers", () => {
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
    for (const line of text.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(text).toContain("VERSION:2.0\r\n");
    expect(text).toContain("CALSCALE:GREGORIAN\r\n");
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\nPRODID:/);
  });

  it("parses back into all-day events with an exclusive end, and the long name intact", () => {
    const { calendar, events } = parse(text);
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(name);
    expect(events).toEqual([{ uid: "r7-u4@example.org", start: "2026-12-01", end: "2026-12-03", allDay: true, summary: "Not available" }]);
    expect(text).toContain("DTSTAMP:20261125T030405Z");
  });

  it("is an empty but valid calendar when nothing is held", () => {
    const empty = writeCalendar({ name: "Unit 1", stamp: new Date(), events: [] });
    expect(parse(empty).events).toEqual([]);
  });
});
