import { describe, expect, it } from "vitest";
import { addDays, daysBetween, formatDate, isIsoDate, todayInJakarta } from "./dates";

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
