import { describe, expect, it } from "vitest";
import { isWeekend } from "~/components/desk-calendar/TapeChart";
import { isWeekendNight } from "./dates";

describe("the one weekend", () => {
  it("is Friday and Saturday nights, for the rate grid, the tape chart and the room page's strip alike", () => {
    // 2026-12-21 is a Monday.
    const week = ["2026-12-21", "2026-12-22", "2026-12-23", "2026-12-24", "2026-12-25", "2026-12-26", "2026-12-27"];
    expect(week.filter(isWeekendNight)).toEqual(["2026-12-25", "2026-12-26"]);
    expect(week.filter(isWeekend)).toEqual(["2026-12-25", "2026-12-26"]);
  });
});
