import fc from "fast-check";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fee } from "~/db/schema";
import { testDb } from "../../tests/fixtures/accommodation";
import {
  chargeLines,
  chargeSheetOf,
  loadFees,
  nightlyOnlinePrice,
  nightlyOnlinePriceSql,
  percentOf,
  flatNights,
  priceStay,
  type ExtrasInput,
  type FeeRule,
  type RoomPriceInput,
} from "./pricing.server";
import { addDays } from "~/utils/dates";
import { ALWAYS } from "~/utils/promo-validity";

const PB1: FeeRule = { nama: "Pajak PB1", jenis: "PERCENT", nilai: 10 };
const SERVICE: FeeRule = { nama: "Biaya layanan", jenis: "FIXED", nilai: 15_000 };

/** A stay of `nights` nights from 1 December 2026, every night at the room type's base prices. */
function stayOf(room: RoomPriceInput, nights: number, rooms: number, fees: readonly FeeRule[], extras?: ExtrasInput) {
  const days = Array.from({ length: nights }, (_, i) => addDays("2026-12-01", i));
  return priceStay(room, flatNights(room, days), rooms, fees, extras);
}

describe("pricing", () => {
  it("prices a promo stay of several nights and rooms with a percent tax and a fixed fee (hand-computed)", () => {
    // 450.000/night, 15 % promo → discount 67.500 → 382.500/night; 3 nights → 1.147.500 per room.
    // PB1 10 % of 1.147.500 = 114.750; service 15.000 × 3 nights = 45.000; fees 159.750.
    // Per room 1.307.250; 2 rooms → 2.614.500.
    const price = stayOf(
      { hargaOnline: 450_000, hargaOffline: 520_000, discPersenPromo: 15, ketPromo: "Promo Akhir Pekan", validity: ALWAYS },
      3,
      2,
      [PB1, SERVICE],
    );
    expect(price).toEqual({
      hargaOnline: 450_000,
      hargaOffline: 520_000,
      discPersenPromo: 15,
      ketPromo: "Promo Akhir Pekan",
      promoNights: 3,
      hargaMalam: 382_500,
      nights: 3,
      malam: [
        { night: "2026-12-01", hargaOnline: 450_000, harga: 382_500 },
        { night: "2026-12-02", hargaOnline: 450_000, harga: 382_500 },
        { night: "2026-12-03", hargaOnline: 450_000, harga: 382_500 },
      ],
      variesByNight: false,
      rooms: 2,
      totalHargaOnly: 1_147_500,
      totalTaxOnly: 159_750,
      totalPerKamar: 1_307_250,
      totalKamar: 2_614_500,
      tambahan: [],
      totalTambahan: 0,
      totalPayment: 2_614_500,
      detailHarga: [
        { kind: "room", nights: 3, nightly: 450_000, amount: 1_350_000, from: "2026-12-01" },
        { kind: "promo", percent: 15, nights: 3, perNight: 67_500, amount: 202_500 },
        { kind: "fee", nama: "Pajak PB1", jenis: "PERCENT", nilai: 10, nights: 3, amount: 114_750 },
        { kind: "fee", nama: "Biaya layanan", jenis: "FIXED", nilai: 15_000, nights: 3, amount: 45_000 },
        { kind: "rooms", rooms: 2, perRoom: 1_307_250, amount: 2_614_500 },
      ],
    });
  });

  it("rounds a half Rupiah up, once per promo and once per percent fee (hand-computed)", () => {
    // 100.050 × 25 % = 25.012,5 → 25.013 → 75.037/night; 2 nights → 150.074.
    // 11 % of 150.074 = 16.508,14 → 16.508; per room 166.582.
    const twoNights = stayOf({ hargaOnline: 100_050, hargaOffline: 110_000, discPersenPromo: 25, ketPromo: "Diskon", validity: ALWAYS }, 2, 1, [
      { nama: "Pajak", jenis: "PERCENT", nilai: 11 },
    ]);
    expect(twoNights.hargaMalam).toBe(75_037);
    expect(twoNights.totalHargaOnly).toBe(150_074);
    expect(twoNights.totalTaxOnly).toBe(16_508);
    expect(twoNights.totalPayment).toBe(166_582);
    // 10 % of 75.037 = 7.503,7 → 7.504; 5 % of 75.037 = 3.751,85 → 3.752.
    const oneNight = stayOf({ hargaOnline: 100_050, hargaOffline: 110_000, discPersenPromo: 25, ketPromo: null, validity: ALWAYS }, 1, 3, [
      PB1,
      { nama: "Layanan", jenis: "PERCENT", nilai: 5 },
    ]);
    expect(oneNight.totalTaxOnly).toBe(7_504 + 3_752);
    expect(oneNight.totalPerKamar).toBe(75_037 + 11_256);
    expect(oneNight.totalPayment).toBe((75_037 + 11_256) * 3);
    expect(percentOf(25, 2)).toBe(1); // 0,5 → 1
    expect(percentOf(24, 2)).toBe(0); // 0,48 → 0
  });

  it("shows no promo line and no promo text when the promo is 0 %", () => {
    const price = stayOf({ hargaOnline: 500_000, hargaOffline: 575_000, discPersenPromo: 0, ketPromo: "Lama", validity: ALWAYS }, 1, 1, []);
    expect(price.ketPromo).toBeNull();
    expect(price.totalPayment).toBe(500_000);
    expect(price.detailHarga.map((l) => l.kind)).toEqual(["room", "rooms"]);
  });

  it("charges each extra on its basis: once, per night, per person, per person and night, per trip (hand-computed)", () => {
    // 4 guests in 2 rooms for 3 nights; 300.000/night, no promo, no fees → rooms 1.800.000.
    const room = { hargaOnline: 300_000, hargaOffline: 300_000, discPersenPromo: 0, ketPromo: null, validity: ALWAYS };
    const extras = [
      { id: 1, nama: "Dekorasi", harga: 100_000, basis: "PER_STAY" as const },
      { id: 2, nama: "Extra Bed", harga: 150_000, basis: "PER_NIGHT" as const },
      { id: 3, nama: "Paket Tur Kopi Ijen", harga: 350_000, basis: "PER_PERSON" as const },
      { id: 4, nama: "Sarapan Tambahan", harga: 50_000, basis: "PER_PERSON_NIGHT" as const },
      { id: 5, nama: "Antar-Jemput Stasiun", harga: 200_000, basis: "PER_TRIP" as const },
    ];
    const price = stayOf(room, 3, 2, [], { guests: 4, extras });
    expect(price.tambahan.map((e) => [e.nama, e.qty, e.amount])).toEqual([
      ["Dekorasi", 1, 100_000],
      ["Extra Bed", 3, 450_000],
      ["Paket Tur Kopi Ijen", 4, 1_400_000],
      ["Sarapan Tambahan", 12, 600_000],
      ["Antar-Jemput Stasiun", 1, 200_000],
    ]);
    expect(price.totalKamar).toBe(1_800_000);
    expect(price.totalTambahan).toBe(2_750_000);
    expect(price.totalPayment).toBe(4_550_000);
    // The lines of what is charged add up to the total.
    const lines = chargeLines(chargeSheetOf(price));
    expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(price.totalPayment);
  });

  it("prices the tour for every guest: 4 guests × Rp 125.000 is Rp 500.000, not Rp 125.000 once", () => {
    const room = { hargaOnline: 750_000, hargaOffline: 750_000, discPersenPromo: 0, ketPromo: null, validity: ALWAYS };
    const tour = { id: 9, nama: "Paket Tur", harga: 125_000, basis: "PER_PERSON" as const };
    const price = stayOf(room, 2, 2, [], { guests: 4, extras: [tour] });
    expect(price.totalKamar).toBe(3_000_000);
    expect(price.totalPayment).toBe(3_500_000);
    expect(() => stayOf(room, 2, 2, [], { guests: 0, extras: [tour] })).toThrow(RangeError);
  });

  it("keeps every amount a whole, non-negative Rupiah and the totals consistent", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 15 }),
        fc.integer({ min: 1, max: 10 }),
        fc.array(
          fc.record({
            nama: fc.constant("Biaya"),
            jenis: fc.constantFrom("PERCENT" as const, "FIXED" as const),
            nilai: fc.integer({ min: 0, max: 100_000 }),
          }),
          { maxLength: 3 },
        ),
        (harga, disc, nights, rooms, fees) => {
          const p = stayOf({ hargaOnline: harga, hargaOffline: harga, discPersenPromo: disc, ketPromo: null, validity: ALWAYS }, nights, rooms, fees);
          for (const v of [p.hargaMalam, p.totalHargaOnly, p.totalTaxOnly, p.totalPerKamar, p.totalPayment]) {
            expect(Number.isSafeInteger(v) && v >= 0).toBe(true);
          }
          expect(p.hargaMalam).toBeLessThanOrEqual(harga);
          expect(p.totalHargaOnly).toBe(p.hargaMalam * nights);
          expect(p.totalPerKamar).toBe(p.totalHargaOnly + p.totalTaxOnly);
          expect(p.totalPayment).toBe(p.totalPerKamar * rooms);
          const feeSum = p.detailHarga.filter((l) => l.kind === "fee").reduce((s, l) => s + l.amount, 0);
          expect(feeSum).toBe(p.totalTaxOnly);
        },
      ),
    );
  });

  it("refuses a stay of no nights or no rooms", () => {
    const room = { hargaOnline: 1, hargaOffline: 1, discPersenPromo: 0, ketPromo: null, validity: ALWAYS };
    expect(() => stayOf(room, 0, 1, [])).toThrow(RangeError);
    expect(() => stayOf(room, 1, 0, [])).toThrow(RangeError);
  });

  it("computes the same nightly price in SQL as in TypeScript", async () => {
    const db = testDb();
    const samples = fc.sample(fc.tuple(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 100 })), 60);
    samples.push([100_050, 25], [150, 1], [149, 1], [999_999, 99], [1, 50]);
    // Literals, not bound values: D1 allows at most 100 bound values per statement.
    const values = sql.raw(samples.map(([h, d], i) => `(${i}, ${h}, ${d})`).join(", "));
    const rows = await db.all<{ i: number; v: number }>(
      sql`with s(i, h, d) as (values ${values}) select i, ${nightlyOnlinePriceSql(sql`h`, sql`d`)} as v from s`,
    );
    for (const row of rows) {
      const [h, d] = samples[row.i];
      expect(row.v, `harga ${h}, disc ${d}`).toBe(nightlyOnlinePrice(h, d));
    }
    expect(rows).toHaveLength(samples.length);
  });

  it("loads the active fees in their configured order", async () => {
    const db = testDb();
    await db.insert(fee).values([
      { nama: "Biaya layanan", jenis: "FIXED", nilai: 15_000, urutan: 2 },
      { nama: "Pajak PB1", jenis: "PERCENT", nilai: 10, urutan: 1 },
      { nama: "Biaya lama", jenis: "FIXED", nilai: 99_000, urutan: 0, aktif: false },
    ]);
    expect(await loadFees(db)).toMatchObject([PB1, SERVICE]);
  });
});
