import { describe, expect, it } from "vitest";
import { computePerformance, type SoldBooking } from "~/orders/store/dashboard-performance.server";
import { dashboardPeriods } from "~/utils/dashboard-periods";
import { changeOf } from "~/utils/room-metrics";

/** 12:00 in Jakarta on Tuesday 10 March 2026: tonight is 10 March, compared with Tuesday 3 March. */
const periods = dashboardPeriods(new Date("2026-03-10T05:00:00Z"));

const booking = (cekin: string, durasi: number, harga: number, totalTambahan = 0): SoldBooking => ({
  hotelId: 1,
  cekin,
  durasi,
  jumlahKamar: 1,
  harga,
  rincianMalam: null,
  totalTambahan,
  mode: "WEB",
  countryId: 1,
  countryNama: "Indonesia",
});

describe("the headline's figures of one estate with two units", () => {
  it("counts tonight, this month and the comparison night by hand, extras on the arrival night", () => {
    // A: 3 March, 1 night at 400 000. B: 9 and 10 March at 500 000 a night, with 150 000 of extras.
    const p = computePerformance(
      [{ id: 1, nama: "Wisma Uji", aktif: true }],
      [booking("2026-03-03", 1, 400_000), booking("2026-03-09", 2, 500_000, 150_000)],
      [],
      [{ hotelId: 1, units: 2 }],
      periods,
    );
    const { tonight, thisMonth, before } = p.total;
    // Tonight: 1 of 2 units sold at 500 000; the extras belong to the 9th, the arrival night.
    expect(tonight).toMatchObject({ available: 2, soldStay: 1, revenue: 500_000, extras: 0, occupancy: 0.5, adr: 500_000, revpar: 250_000 });
    // Same weekday last week: 1 of 2 at 400 000 → revenue +25 %, occupancy unchanged (0 points).
    expect(before.tonight).toMatchObject({ available: 2, soldStay: 1, revenue: 400_000 });
    expect(changeOf("revenue", tonight, before.tonight)).toBeCloseTo(0.25, 10);
    expect(changeOf("occupancy", tonight, before.tonight)).toBe(0);
    // 1–10 March: 20 room-nights available, 3 sold for 1 400 000, extras 150 000.
    expect(thisMonth).toMatchObject({ available: 20, soldStay: 3, revenue: 1_400_000, extras: 150_000 });
    expect(thisMonth.occupancy).toBeCloseTo(0.15, 10);
    expect(thisMonth.adr).toBeCloseTo(1_400_000 / 3, 6);
    expect(thisMonth.revpar).toBe(70_000);
    // 1–10 February had nothing sold: no percentage change to show.
    expect(before.thisMonth).toMatchObject({ available: 20, soldStay: 0, revenue: 0 });
    expect(changeOf("revenue", thisMonth, before.thisMonth)).toBeNull();
  });
});
