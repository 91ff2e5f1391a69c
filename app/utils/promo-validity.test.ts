import { describe, expect, it } from "vitest";
import { fixedT } from "~/i18n/translate";
import { translator } from "~/i18n/message-key";
import { nightsOfStrip } from "./price-strip";
import { priceStay, type FeeRule } from "~/orders/rules/pricing";
import { promoConditions } from "./promo-label";
import {
  ALWAYS,
  EVERY_NIGHT,
  maskOf,
  parsePeriods,
  periodsText,
  promoAppliesOn,
  promoOf,
  stillValid,
  validityOf,
  weekdayRuns,
  type PromoValidity,
} from "./promo-validity";
import { nightPricesOfStay } from "~/orders/rules/stay-rules";
import { priceStrip } from "./strip-prices";

/**
 * Promo validity (docs/decisions/027, amended 2026-11-28): "Promo Hari Kerja −20 %" was applied to Friday,
 * Saturday and New-Year nights because a promo had no rules. Dates below: 2027-01-01 is a Friday, 2027-01-05
 * a Tuesday; 2026-12-08 a Tuesday, 2026-12-11 a Friday.
 */

const BASE = { hargaOnline: 850_000, hargaOffline: 980_000 };
const PB1: FeeRule = { nama: "Pajak PB1", jenis: "PERCENT", nilai: 10 };
const SERVICE: FeeRule = { nama: "Biaya layanan", jenis: "FIXED", nilai: 15_000 };
const NONE = new Set<string>();
const NEW_YEAR = new Set(["2027-01-01"]);

/** The seed's weekday promo: Sunday to Thursday nights, 4 January – 23 December, never on a holiday. */
const WEEKDAYS: PromoValidity = {
  hari: maskOf([0, 1, 2, 3, 4]),
  periode: [
    ["2026-01-04", "2026-12-23"],
    ["2027-01-04", "2027-12-23"],
  ],
  minMalam: null,
  kecualiLibur: true,
};
const WEEKDAY_PROMO = { discPersenPromo: 20, ketPromo: "Promo Hari Kerja", validity: WEEKDAYS };

function stay(cekin: string, cekout: string, holidays = NONE) {
  return priceStay(WEEKDAY_PROMO, nightPricesOfStay(BASE, [], cekin, cekout, holidays), 1, [PB1, SERVICE]);
}

describe("a weekday promo", () => {
  it("is absent from a Friday night's price and present on a Tuesday's", () => {
    // Friday: 850.000, no discount. PB1 85.000 + service 15.000 → 950.000.
    const friday = stay("2026-12-11", "2026-12-12");
    expect(friday.malam).toEqual([{ night: "2026-12-11", hargaOnline: 850_000, harga: 850_000 }]);
    expect(friday.discPersenPromo).toBe(0);
    expect(friday.ketPromo).toBeNull();
    expect(friday.detailHarga.some((line) => line.kind === "promo")).toBe(false);
    expect(friday.totalPayment).toBe(950_000);
    // Tuesday: 850.000 − 170.000 = 680.000. PB1 68.000 + service 15.000 → 763.000.
    const tuesday = stay("2026-12-08", "2026-12-09");
    expect(tuesday.malam).toEqual([{ night: "2026-12-08", hargaOnline: 850_000, harga: 680_000 }]);
    expect(tuesday.discPersenPromo).toBe(20);
    expect(tuesday.ketPromo).toBe("Promo Hari Kerja");
    expect(tuesday.totalPayment).toBe(763_000);
  });

  it("discounts only the weekday nights of a Thursday–Sunday stay, and says on how many", () => {
    // Thu 680.000 + Fri 850.000 + Sat 850.000 = 2.380.000; the discount 170.000 once.
    const price = stay("2026-12-10", "2026-12-13");
    expect(price.malam.map((n) => n.harga)).toEqual([680_000, 850_000, 850_000]);
    expect(price.totalHargaOnly).toBe(2_380_000);
    expect(price.promoNights).toBe(1);
    expect(price.detailHarga.find((line) => line.kind === "promo")).toEqual({
      kind: "promo",
      percent: 20,
      nights: 1,
      perNight: 170_000,
      amount: 170_000,
    });
  });

  it("is not applied over New Year: not on the holiday, not outside its date ranges (1–3 January)", () => {
    // 1 January (Friday, a holiday), 2 (Saturday), 3 (Sunday, outside the ranges): no discount at all.
    const newYear = stay("2027-01-01", "2027-01-04", NEW_YEAR);
    expect(newYear.malam.map((n) => n.harga)).toEqual([850_000, 850_000, 850_000]);
    expect(newYear.discPersenPromo).toBe(0);
    // The Sunday after, 4 January, is in the range again; Monday 5 too.
    expect(stay("2027-01-04", "2027-01-06").malam.map((n) => n.harga)).toEqual([680_000, 680_000]);
    // A Tuesday that is a holiday is not discounted either.
    expect(stay("2027-01-05", "2027-01-06", new Set(["2027-01-05"])).malam[0].harga).toBe(850_000);
  });

  it("prices the room page's strip night by night the same way, so the strip and the total agree", () => {
    const strip = nightsOfStrip(
      priceStrip(BASE, WEEKDAY_PROMO, [], [{ tanggal: "2027-01-01", nama: "Tahun Baru Masehi" }], "2026-12-30", 2, 10),
    );
    const byNight = Object.fromEntries(strip.map((n) => [n.night, n.harga]));
    expect(byNight["2026-12-30"]).toBe(850_000); // Wednesday, but after 23 December
    expect(byNight["2027-01-01"]).toBe(850_000); // Friday and a holiday
    expect(byNight["2027-01-04"]).toBe(680_000); // Monday
    expect(byNight["2027-01-05"]).toBe(680_000); // Tuesday
    expect(byNight["2027-01-08"]).toBe(850_000); // Friday
    // A Monday–Wednesday stay costs what its two nights on the strip add up to.
    const total = stay("2027-01-04", "2027-01-06");
    expect(total.totalHargaOnly).toBe(byNight["2027-01-04"] + byNight["2027-01-05"]);
  });
});

describe("promo validity rules", () => {
  it("a minimum stay: one night pays the full price, two nights get the promo on each", () => {
    const harvest = { discPersenPromo: 25, ketPromo: "Diskon Musim Panen Kopi", validity: { ...ALWAYS, minMalam: 2 } };
    const one = priceStay(harvest, nightPricesOfStay(BASE, [], "2027-06-01", "2027-06-02", NONE), 1, []);
    const two = priceStay(harvest, nightPricesOfStay(BASE, [], "2027-06-01", "2027-06-03", NONE), 1, []);
    expect(one.totalHargaOnly).toBe(850_000);
    expect(two.malam.map((n) => n.harga)).toEqual([637_500, 637_500]);
  });

  it("open date ranges, and a promo with no rules at all applies every night", () => {
    const from = { ...ALWAYS, periode: [["2027-05-01", null] as const] };
    expect(promoAppliesOn(from, "2027-04-30", { nights: 1, holiday: false })).toBe(false);
    expect(promoAppliesOn(from, "2030-01-01", { nights: 1, holiday: false })).toBe(true);
    const until = { ...ALWAYS, periode: [[null, "2027-08-31"] as const] };
    expect(promoAppliesOn(until, "2027-08-31", { nights: 1, holiday: false })).toBe(true);
    expect(promoAppliesOn(until, "2027-09-01", { nights: 1, holiday: false })).toBe(false);
    for (const night of ["2027-01-01", "2027-01-02", "2027-01-03"])
      expect(promoAppliesOn(ALWAYS, night, { nights: 1, holiday: true })).toBe(true);
  });

  it("reads the stored columns: none ticked is every night, unreadable ranges are none, one night is no minimum", () => {
    expect(maskOf([])).toBe(EVERY_NIGHT);
    expect(validityOf({ promoHari: 0, promoPeriode: "not json", promoMinMalam: 1, promoKecualiLibur: false })).toEqual(
      ALWAYS,
    );
    expect(
      parsePeriods(
        periodsText([
          ["2027-05-01", "2027-08-31"],
          [null, null],
        ]),
      ),
    ).toEqual([["2027-05-01", "2027-08-31"]]);
    expect(periodsText([[null, null]])).toBeNull();
    expect(
      promoOf({
        discPersenPromo: 20,
        ketPromo: "Promo",
        promoHari: 31,
        promoPeriode: null,
        promoMinMalam: null,
        promoKecualiLibur: true,
      }).validity,
    ).toEqual({
      hari: 31,
      periode: [],
      minMalam: null,
      kecualiLibur: true,
    });
    expect(stillValid(WEEKDAYS, "2027-12-24")).toBe(false);
    expect(stillValid(WEEKDAYS, "2027-12-23")).toBe(true);
  });

  it("groups the ticked nights into runs across the week's end, Monday first", () => {
    expect(weekdayRuns(maskOf([0, 1, 2, 3, 4]))).toEqual([{ from: 0, to: 4 }]);
    expect(weekdayRuns(maskOf([5, 6]))).toEqual([{ from: 5, to: 6 }]);
    expect(weekdayRuns(maskOf([1, 3, 5]))).toEqual([
      { from: 1, to: 1 },
      { from: 3, to: 3 },
      { from: 5, to: 5 },
    ]);
    expect(weekdayRuns(EVERY_NIGHT)).toEqual([]);
  });
});

describe("the label guests read", () => {
  it("says when the weekday promo applies, in Indonesian, English and French", () => {
    const words = (language: "id" | "en" | "fr") => promoConditions(translator(fixedT(language)), WEEKDAYS, language);
    expect(words("en")).toEqual([
      "Sunday–Thursday nights",
      "4 January 2026 – 23 December 2026 or 4 January 2027 – 23 December 2027",
      "not on public holidays",
    ]);
    expect(words("id")).toEqual([
      "menginap hari Minggu–Kamis",
      "4 Januari 2026 – 23 Desember 2026 atau 4 Januari 2027 – 23 Desember 2027",
      "kecuali hari libur nasional dan cuti bersama",
    ]);
    expect(words("fr")).toEqual([
      "nuits du dimanche au jeudi",
      "du 4 janvier 2026 au 23 décembre 2026 ou du 4 janvier 2027 au 23 décembre 2027",
      "hors jours fériés",
    ]);
    const listed = promoConditions(translator(fixedT("en")), { ...ALWAYS, hari: maskOf([1, 3, 5]), minMalam: 2 }, "en");
    expect(listed).toEqual(["Monday, Wednesday and Friday nights", "minimum 2 nights"]);
    expect(promoConditions(translator(fixedT("en")), ALWAYS, "en")).toEqual([]);
  });
});
