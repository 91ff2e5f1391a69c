import { describe, expect, it } from "vitest";
import { parseFeed } from "~/utils/ical-parse";

const today = "2026-11-25";
const crlf = (lines: string[]) => lines.join("\r\n") + "\r\n";

const airbnb = crlf([
  "BEGIN:VCALENDAR",
  "PRODID;X-RICAL-TZSOURCE=TZINFO:-//Airbnb Inc//Hosting Calendar 1.0//EN",
  "CALSCALE:GREGORIAN",
  "VERSION:2.0",
  "BEGIN:VEVENT",
  "DTEND;VALUE=DATE:20261204",
  "DTSTART;VALUE=DATE:20261201",
  "UID:1418fb94e984-7bd5a2d1d9b2a0c1dbd2c0a4c1f1a2b3@airbnb.com",
  "DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/",
  " details/HMABCDEF12\\nPhone Number (Last 4 Digits): 1234",
  "SUMMARY:Reserved",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "DTEND;VALUE=DATE:20261220",
  "DTSTART;VALUE=DATE:20261215",
  "UID:6fb7c1e7e3ab-41c0a1b2c3d4e5f6a7b8c9d0e1f2a3b4@airbnb.com",
  "SUMMARY:Airbnb (Not available)",
  "END:VEVENT",
  "END:VCALENDAR",
]);

const booking = crlf([
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//admin.booking.com//EN",
  "BEGIN:VEVENT",
  "UID:c3a8f1b2e4d5@booking.com",
  "DTSTAMP:20261125T030000Z",
  "DTSTART;VALUE=DATE:20261228",
  "DTEND;VALUE=DATE:20270103",
  "SUMMARY:CLOSED - Not available",
  "END:VEVENT",
  "END:VCALENDAR",
]);

describe("parseFeed", () => {
  it("reads Airbnb's reserved and blocked ranges, folded lines and all", () => {
    expect(parseFeed(airbnb, today)).toEqual({
      ok: true,
      events: [
        { uid: "1418fb94e984-7bd5a2d1d9b2a0c1dbd2c0a4c1f1a2b3@airbnb.com", cekin: "2026-12-01", cekout: "2026-12-04" },
        { uid: "6fb7c1e7e3ab-41c0a1b2c3d4e5f6a7b8c9d0e1f2a3b4@airbnb.com", cekin: "2026-12-15", cekout: "2026-12-20" },
      ],
    });
  });

  it("reads Booking.com's closed range across the year end", () => {
    expect(parseFeed(booking, today)).toEqual({
      ok: true,
      events: [{ uid: "c3a8f1b2e4d5@booking.com", cekin: "2026-12-28", cekout: "2027-01-03" }],
    });
  });

  const one = (lines: string[]) =>
    crlf(["BEGIN:VCALENDAR", "VERSION:2.0", "BEGIN:VEVENT", ...lines, "END:VEVENT", "END:VCALENDAR"]);

  it("takes a UTC time as its day in Jakarta, a missing or backwards end as one night", () => {
    // 18:00 UTC on 30 Nov is 1 Dec in Jakarta.
    expect(parseFeed(one(["UID:a", "DTSTART:20261130T180000Z", "DTEND:20261202T030000Z"]), today)).toEqual({
      ok: true,
      events: [{ uid: "a", cekin: "2026-12-01", cekout: "2026-12-02" }],
    });
    expect(parseFeed(one(["UID:b", "DTSTART;VALUE=DATE:20261210"]), today)).toMatchObject({
      events: [{ cekin: "2026-12-10", cekout: "2026-12-11" }],
    });
    expect(parseFeed(one(["UID:c", "DTSTART;VALUE=DATE:20261210", "DTEND;VALUE=DATE:20261208"]), today)).toMatchObject({
      events: [{ cekin: "2026-12-10", cekout: "2026-12-11" }],
    });
  });

  it("skips cancelled, past and far-future events and cuts long ranges at 365 nights", () => {
    expect(parseFeed(one(["UID:x", "STATUS:CANCELLED", "DTSTART;VALUE=DATE:20261201", "DTEND;VALUE=DATE:20261202"]), today)).toEqual({ ok: true, events: [] });
    expect(parseFeed(one(["UID:x", "DTSTART;VALUE=DATE:20261101", "DTEND;VALUE=DATE:20261125"]), today)).toEqual({ ok: true, events: [] });
    expect(parseFeed(one(["UID:x", "DTSTART;VALUE=DATE:20290101", "DTEND;VALUE=DATE:20290102"]), today)).toEqual({ ok: true, events: [] });
    expect(parseFeed(one(["UID:x", "DTSTART;VALUE=DATE:20261201", "DTEND;VALUE=DATE:20281201"]), today)).toMatchObject({
      events: [{ cekin: "2026-12-01", cekout: "2027-12-01" }],
    });
  });

  it("gives an event without UID a stable one, and keeps the first of repeated UIDs", () => {
    const body = crlf([
      "BEGIN:VCALENDAR",
      "BEGIN:VEVENT",
      "DTSTART;VALUE=DATE:20261201",
      "DTEND;VALUE=DATE:20261203",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:r",
      "DTSTART;VALUE=DATE:20261205",
      "DTEND;VALUE=DATE:20261206",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:r",
      "RECURRENCE-ID;VALUE=DATE:20261212",
      "DTSTART;VALUE=DATE:20261212",
      "DTEND;VALUE=DATE:20261213",
      "END:VEVENT",
      "END:VCALENDAR",
    ]);
    const first = parseFeed(body, today);
    expect(first).toEqual(parseFeed(body, today));
    expect(first).toMatchObject({ events: [{ cekin: "2026-12-01", cekout: "2026-12-03" }, { uid: "r", cekin: "2026-12-05" }] });
  });

  it.each(["", "<!doctype html><html><body>Sign in</body></html>", "BEGIN:VCARD\r\nEND:VCARD\r\n"])(
    "refuses a body that is not a calendar: %j",
    (body) => {
      expect(parseFeed(body, today).ok).toBe(false);
    },
  );
});
