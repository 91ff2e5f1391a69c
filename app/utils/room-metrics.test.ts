import { describe, expect, it } from "vitest";
import { dashboardPeriods } from "~/utils/dashboard-periods";
import { addTotals, adrOf, changeOf, figuresOf, occupancyOf, revparOf } from "~/utils/room-metrics";

/**
 * An estate of 10 units over a 30-night month (300 room-nights), 2 nights blocked for repairs:
 * available = 300 − 2 = 298. Sold here: 150 room-nights for Rp 90.000.000 of room revenue; 30 more
 * room-nights came from an OTA calendar (price unknown).
 *   occupancy = (150 + 30) / 298 = 0.6040268…
 *   ADR       = 90.000.000 / 150 = 600.000 (the OTA nights are not priced, so not divided by)
 *   RevPAR    = 90.000.000 / 298 = 302.013,42…
 */
const MONTH = { available: 298, soldStay: 150, soldOta: 30, revenue: 90_000_000, extras: 4_500_000 };

describe("room figures, by their one definition", () => {
  it("computes occupancy, ADR and RevPAR from the sums", () => {
    expect(occupancyOf(MONTH)).toBeCloseTo(180 / 298, 10);
    expect(occupancyOf(MONTH)).toBeCloseTo(0.604027, 6);
    expect(adrOf(MONTH)).toBe(600_000);
    expect(revparOf(MONTH)).toBeCloseTo(302_013.42, 2);
    // Without OTA nights, RevPAR is occupancy × ADR.
    const here = { ...MONTH, soldOta: 0 };
    expect(revparOf(here)).toBeCloseTo(occupancyOf(here)! * adrOf(here)!, 6);
    // Extras are reported beside room revenue, never inside it.
    expect(figuresOf(MONTH)).toMatchObject({ revenue: 90_000_000, extras: 4_500_000, adr: 600_000 });
  });

  it("says nothing rather than 0 % or NaN when there is nothing to divide by", () => {
    const closed = { available: 0, soldStay: 0, soldOta: 0, revenue: 0, extras: 0 };
    expect(figuresOf(closed)).toMatchObject({ occupancy: null, adr: null, revpar: null });
    // Rooms open but none sold: 0 % occupancy and RevPAR 0, yet no average rate.
    expect(figuresOf({ ...closed, available: 40 })).toMatchObject({ occupancy: 0, adr: null, revpar: 0 });
  });

  it("adds two estates' sums before dividing (the total is not an average of averages)", () => {
    // Estate A: 100 available, 80 sold for 40.000.000 (ADR 500.000). Estate B: 100 available, 20 sold
    // for 20.000.000 (ADR 1.000.000). Together: 100 sold of 200, ADR 60.000.000 / 100 = 600.000,
    // not (500.000 + 1.000.000) / 2 = 750.000.
    const a = { available: 100, soldStay: 80, soldOta: 0, revenue: 40_000_000, extras: 0 };
    const b = { available: 100, soldStay: 20, soldOta: 0, revenue: 20_000_000, extras: 1_000_000 };
    const both = figuresOf(addTotals(a, b));
    expect(both).toMatchObject({ available: 200, soldStay: 100, revenue: 60_000_000, extras: 1_000_000 });
    expect(both.occupancy).toBe(0.5);
    expect(both.adr).toBe(600_000);
    expect(both.revpar).toBe(300_000);
  });

  it("moves money figures in percent and occupancy in points", () => {
    // Before: 60 of 100 sold for 30.000.000 (occupancy 0.6, ADR 500.000, RevPAR 300.000).
    // Now: 72 of 100 sold for 43.200.000 (occupancy 0.72, ADR 600.000, RevPAR 432.000).
    const before = figuresOf({ available: 100, soldStay: 60, soldOta: 0, revenue: 30_000_000, extras: 0 });
    const now = figuresOf({ available: 100, soldStay: 72, soldOta: 0, revenue: 43_200_000, extras: 0 });
    expect(changeOf("revenue", now, before)).toBeCloseTo(0.44, 10);
    expect(changeOf("occupancy", now, before)).toBeCloseTo(0.12, 10);
    expect(changeOf("adr", now, before)).toBeCloseTo(0.2, 10);
    expect(changeOf("revpar", now, before)).toBeCloseTo(0.44, 10);
    expect(changeOf("revenue", before, now)).toBeCloseTo(-13_200_000 / 43_200_000, 10);
    // Nothing sold before: no percentage to show.
    const empty = figuresOf({ available: 100, soldStay: 0, soldOta: 0, revenue: 0, extras: 0 });
    expect(changeOf("revenue", now, empty)).toBeNull();
    expect(changeOf("adr", now, empty)).toBeNull();
    expect(changeOf("occupancy", now, empty)).toBeCloseTo(0.72, 10);
  });
});

describe("the periods the headline compares", () => {
  it("compares tonight with the same weekday a week earlier and each month with the one before", () => {
    // 12:00 in Jakarta on Saturday 31 May 2026.
    const p = dashboardPeriods(new Date("2026-05-31T05:00:00Z"));
    expect(p.tonight).toEqual({ from: "2026-05-31", until: "2026-06-01" });
    expect(p.before.tonight).toEqual({ from: "2026-05-24", until: "2026-05-25" });
    expect(p.thisMonth).toEqual({ from: "2026-05-01", until: "2026-06-01" });
    // April has 30 days: its first 31 days are the whole month.
    expect(p.before.thisMonth).toEqual({ from: "2026-04-01", until: "2026-05-01" });
    expect(p.before.lastMonth).toEqual({ from: "2026-03-01", until: "2026-04-01" });
    expect(p.lastYear).toEqual({ from: "2025-05-01", until: "2025-06-01" });
    expect(p.before.lastYear).toEqual({ from: "2025-04-01", until: "2025-05-01" });
    // Ten days into March: the same ten days of February.
    const march = dashboardPeriods(new Date("2026-03-10T05:00:00Z"));
    expect(march.before.thisMonth).toEqual({ from: "2026-02-01", until: "2026-02-11" });
  });
});
