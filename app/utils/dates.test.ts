import { describe, expect, it } from "vitest";
import { addDays, addMonths, daysBetween, formatDate, isIsoDate, isoWeekdayOf, isWeekendNight, jakartaInstant, monthStart, todayInJakarta, weekdayOf } from "./dates";

describe("dates", () => {
  it("knows today's date in Jakarta whatever the runtime's zone", () => {
    expect(todayInJakarta(new Date("2026-11-21T16:59:59Z"))).toBe("2026-11-21");
    expect(todayInJakarta(new Date("2026-11-21T17:00:00Z"))).toBe("2026-11-22");
  });

  it("validates calendar dates", () => {
    expect(isIsoDate("2026-02-28")).toBe(true);
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2026-02-30")).toBe(false);
    expect(isIsoDate("2026-2-3")).toBe(false);
    expect(isIsoDate("tomorrow")).toBe(false);
    // Leap years, month ends and the years the strict dayjs parse accepted, as before.
    for (const [day, valid] of [
      ["2000-02-29", true], ["1900-02-29", false], ["2100-02-29", false], ["2024-02-29", true],
      ["2026-04-31", false], ["2026-12-31", true], ["2026-13-01", false], ["2026-00-10", false], ["2026-01-00", false],
      ["0099-03-01", false], ["0100-01-01", true], ["9999-12-31", true], ["2026-02-28 ", false], ["２０２６-01-01", false],
    ] as const)
      expect(isIsoDate(day), day).toBe(valid);
  });

  it("adds days across months and years", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(daysBetween("2026-12-30", "2027-01-04")).toBe(5);
  });

  it("formats in the spec's formats and the page's language", () => {
    expect(formatDate("2026-08-17", "search", "id")).toBe("Senin, 17-08-2026");
    expect(formatDate("2026-08-17", "short", "id")).toBe("17/08/2026");
    expect(formatDate("2026-08-17", "long", "id")).toBe("17 Agustus 2026");
    expect(formatDate("2026-08-17", "long", "fr")).toBe("17 août 2026");
    expect(formatDate("2026-08-17", "review", "en")).toBe("Aug 17,2026");
    // Instants are shown in Asia/Jakarta.
    expect(formatDate(Date.parse("2026-08-17T17:30:00Z"), "dateTime", "id")).toBe("18/08/26 00:30");
  });

  it("writes a stay's days in the page's language, a space after the weekday", () => {
    expect(formatDate("2027-01-01", "search", "id")).toBe("Jumat, 01-01-2027");
    expect(formatDate("2027-01-01", "search", "en")).toBe("Friday, 1 January 2027");
    expect(formatDate("2027-01-01", "search", "fr")).toBe("vendredi 1 janvier 2027");
    expect(formatDate("2026-12-11", "stay", "id")).toBe("Jum, 11-12-2026");
    expect(formatDate("2026-12-11", "stay", "en")).toBe("Fri, 11 Dec 2026");
    expect(formatDate("2026-12-11", "stay", "fr")).toBe("ven. 11 déc. 2026");
    // An instant (a deadline) is written the same way, on its day in Asia/Jakarta.
    expect(formatDate(Date.parse("2026-12-10T17:30:00Z"), "search", "fr")).toBe("vendredi 11 décembre 2026");
  });
});

describe("weekdays and months, in calendar terms", () => {
  it("names the weekday of a day whatever the runtime's time zone", () => {
    // 1 January 2027 is a Friday; 3 January a Sunday (0, or 7 as ISO counts).
    expect(weekdayOf("2027-01-01")).toBe(5);
    expect(weekdayOf("2027-01-03")).toBe(0);
    expect(isoWeekdayOf("2027-01-03")).toBe(7);
    expect(isoWeekdayOf("2027-01-04")).toBe(1);
    expect(isWeekendNight("2027-01-01")).toBe(true);
    expect(isWeekendNight("2027-01-03")).toBe(false);
  });

  it("moves by months, a 31st landing on the shorter month's last day", () => {
    expect(addMonths("2027-03-31", -1)).toBe("2027-02-28");
    expect(addMonths("2028-03-31", -1)).toBe("2028-02-29");
    expect(addMonths("2027-01-15", -1)).toBe("2026-12-15");
    expect(monthStart("2027-01-31")).toBe("2027-01-01");
    expect(monthStart("2027-01-31", -13)).toBe("2025-12-01");
    expect(monthStart("2026-12-05", 1)).toBe("2027-01-01");
  });

  it("places a wall-clock time of a day in Jakarta, seven hours ahead of UTC all year", () => {
    expect(jakartaInstant("2027-01-01").toISOString()).toBe("2026-12-31T17:00:00.000Z");
    expect(jakartaInstant("2027-07-01", "14:00").toISOString()).toBe("2027-07-01T07:00:00.000Z");
  });
});
