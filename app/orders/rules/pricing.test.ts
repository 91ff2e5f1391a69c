import { describe, expect, it } from "vitest";
import { chargeLines, chargeSheetOf, NO_PROMO, offlineStay, priceStay, type FeeRule } from "./pricing";
import { ALWAYS } from "~/utils/promo-validity";
import { nightPricesOfStay, stayRuleBreach, stayRuleMessage } from "./stay-rules";
import { nightRate } from "../../../tests/fixtures/rates";

const BASE = { hargaOnline: 500_000, hargaOffline: 550_000 };
const PB1: FeeRule = { nama: "Pajak PB1", jenis: "PERCENT", nilai: 10 };
const SERVICE: FeeRule = { nama: "Biaya layanan", jenis: "FIXED", nilai: 15_000 };
/** No holidays in or around the stays below (a promo's "not on holidays" is tested in promo-validity.test.ts). */
const NONE = new Set<string>();


// 2026-12-04 is a Friday, 2026-12-05 a Saturday. Weekend nights +25 %; 24 Dec–2 Jan +50 %.
const WEEKEND = [nightRate("2026-12-04", { persen: 25 }), nightRate("2026-12-05", { persen: 25, minMalam: 2 })];
const YEAR_END = [nightRate("2026-12-24", { persen: 50 }), nightRate("2026-12-25", { persen: 50 })];

describe("priceStay from nightly rates (hand-computed)", () => {
  it("a weekend inside a stay: Thu, Fri, Sat, Sun nights", () => {
    // Thu 500.000, Fri 625.000, Sat 625.000, Sun 500.000 = 2.250.000; average 562.500.
    // PB1 10 % of 2.250.000 = 225.000; service 15.000 × 4 = 60.000; per room 2.535.000.
    const nights = nightPricesOfStay(BASE, WEEKEND, "2026-12-03", "2026-12-07", NONE);
    const price = priceStay(NO_PROMO, nights, 1, [PB1, SERVICE]);
    expect(price.malam.map((n) => n.harga)).toEqual([500_000, 625_000, 625_000, 500_000]);
    expect(price.totalHargaOnly).toBe(2_250_000);
    expect(price.hargaMalam).toBe(562_500);
    expect(price.variesByNight).toBe(true);
    expect(price.totalTaxOnly).toBe(285_000);
    expect(price.totalPayment).toBe(2_535_000);
    expect(price.detailHarga.filter((l) => l.kind === "room")).toEqual([
      { kind: "room", nights: 1, nightly: 500_000, amount: 500_000, from: "2026-12-03" },
      { kind: "room", nights: 2, nightly: 625_000, amount: 1_250_000, from: "2026-12-04" },
      { kind: "room", nights: 1, nightly: 500_000, amount: 500_000, from: "2026-12-06" },
    ]);
  });

  it("a season boundary inside a stay: 23–26 December", () => {
    // 23 Dec 500.000, 24 Dec 750.000, 25 Dec 750.000 = 2.000.000; average 666.666 (rounded down).
    const price = priceStay(NO_PROMO, nightPricesOfStay(BASE, YEAR_END, "2026-12-23", "2026-12-26", NONE), 1, []);
    expect(price.totalHargaOnly).toBe(2_000_000);
    expect(price.hargaMalam).toBe(666_666);
    expect(price.detailHarga.map((l) => l.kind)).toEqual(["room", "room", "rooms"]);
  });

  it("a promo on nights priced differently, rounded per night", () => {
    // 15 % of 500.050 = 75.007,5 → 75.008 → 425.042; Fri 625.063 (500.050 × 125 % = 625.062,5 → 625.063),
    // 15 % = 93.759,45 → 93.759 → 531.304. Stay 956.346; discounts 168.767.
    const nights = nightPricesOfStay(
      { hargaOnline: 500_050, hargaOffline: 500_050 },
      WEEKEND,
      "2026-12-03",
      "2026-12-05",
      NONE,
    );
    const price = priceStay({ discPersenPromo: 15, ketPromo: "Promo", validity: ALWAYS }, nights, 1, []);
    expect(price.malam.map((n) => [n.hargaOnline, n.harga])).toEqual([
      [500_050, 425_042],
      [625_063, 531_304],
    ]);
    expect(price.totalHargaOnly).toBe(956_346);
    expect(price.detailHarga.find((l) => l.kind === "promo")).toEqual({
      kind: "promo",
      percent: 15,
      nights: 2,
      perNight: null,
      amount: 168_767,
    });
  });

  it("several rooms, fixed and percent fees, and extras by basis over a weekend", () => {
    // Fri + Sat = 1.250.000 per room; PB1 125.000; service 30.000; per room 1.405.000; 3 rooms 4.215.000.
    // Extras, 5 guests, 2 nights: breakfast 50.000 × 5 × 2 = 500.000; extra bed 150.000 × 2 = 300.000;
    // transfer 200.000 × 1. Total 5.215.000.
    const nights = nightPricesOfStay(BASE, WEEKEND, "2026-12-04", "2026-12-06", NONE);
    const extras = [
      { id: 1, nama: "Sarapan", harga: 50_000, basis: "PER_PERSON_NIGHT" as const },
      { id: 2, nama: "Extra Bed", harga: 150_000, basis: "PER_NIGHT" as const },
      { id: 3, nama: "Antar-Jemput", harga: 200_000, basis: "PER_TRIP" as const },
    ];
    const price = priceStay(NO_PROMO, nights, 3, [PB1, SERVICE], { guests: 5, extras });
    expect(price.totalPerKamar).toBe(1_405_000);
    expect(price.totalKamar).toBe(4_215_000);
    expect(price.totalTambahan).toBe(1_000_000);
    expect(price.totalPayment).toBe(5_215_000);
    expect(chargeLines(chargeSheetOf(price)).reduce((s, l) => s + l.amount, 0)).toBe(price.totalPayment);
  });

  it("a desk booking pays each night's offline price, without the promo", () => {
    // Offline 550.000; Fri 687.500 → 1.237.500.
    const nights = nightPricesOfStay(BASE, WEEKEND, "2026-12-03", "2026-12-05", NONE);
    const desk = offlineStay(nights);
    const price = priceStay(desk.room, desk.nights, 1, []);
    expect(price.totalHargaOnly).toBe(1_237_500);
    expect(price.discPersenPromo).toBe(0);
  });

  it("one room line when every night costs the same", () => {
    const price = priceStay(NO_PROMO, nightPricesOfStay(BASE, [], "2026-12-01", "2026-12-04", NONE), 1, []);
    expect(price.detailHarga[0]).toEqual({
      kind: "room",
      nights: 3,
      nightly: 500_000,
      amount: 1_500_000,
      from: "2026-12-01",
    });
    expect(price.variesByNight).toBe(false);
  });
});

describe("stay rules", () => {
  const message = (key: string, values?: Record<string, string | number>) => `${key} ${JSON.stringify(values ?? {})}`;

  it("refuses one night from a Saturday with a two-night minimum, and says why in the page's language", () => {
    const breach = stayRuleBreach(WEEKEND, "2026-12-05", "2026-12-06");
    expect(breach).toEqual({ rule: "minMalam", arrival: "2026-12-05", min: 2 });
    expect(stayRuleMessage(message, breach!, "id")).toBe('rates.rule.minMalam {"count":2,"weekday":"Sabtu"}');
    expect(stayRuleMessage(message, breach!, "fr")).toBe('rates.rule.minMalam {"count":2,"weekday":"samedi"}');
    expect(stayRuleBreach(WEEKEND, "2026-12-05", "2026-12-07")).toBeNull();
    expect(stayRuleBreach(WEEKEND, "2026-12-04", "2026-12-06")).toBeNull(); // the minimum belongs to the arrival day
  });

  it("refuses a maximum, closed to arrival, closed to departure and a stop-sell night", () => {
    expect(stayRuleBreach([nightRate("2026-12-01", { maxMalam: 2 })], "2026-12-01", "2026-12-04")).toEqual({
      rule: "maxMalam",
      arrival: "2026-12-01",
      max: 2,
    });
    expect(stayRuleBreach([nightRate("2026-12-01", { tutupKedatangan: true })], "2026-12-01", "2026-12-02")?.rule).toBe(
      "closedToArrival",
    );
    expect(stayRuleBreach([nightRate("2026-12-03", { tutupKeberangkatan: true })], "2026-12-01", "2026-12-03")).toEqual({
      rule: "closedToDeparture",
      departure: "2026-12-03",
    });
    // Closed to departure on a night inside the stay does not matter; stop-sell does.
    expect(stayRuleBreach([nightRate("2026-12-02", { tutupKeberangkatan: true })], "2026-12-01", "2026-12-03")).toBeNull();
    expect(stayRuleBreach([nightRate("2026-12-02", { stopSell: true })], "2026-12-01", "2026-12-03")).toEqual({
      rule: "stopSell",
      night: "2026-12-02",
    });
    // A stop-sell on the departure day is not a night of the stay.
    expect(stayRuleBreach([nightRate("2026-12-03", { stopSell: true })], "2026-12-01", "2026-12-03")).toBeNull();
  });
});
