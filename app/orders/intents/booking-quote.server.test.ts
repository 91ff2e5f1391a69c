import { describe, expect, it } from "vitest";
import type { BookingSummary } from "~/orders/store/booking-summary.server";
import { NO_PROMO, priceStay } from "~/orders/rules/pricing";
import { newQuote, QUOTE_TTL_MS, quotesExtras, quoteWithExtras, readQuote, signQuote } from "./booking-quote.server";

const SECRET = "quote-test-secret";
const PATH = "/reservasi/1/2/1/2031-03-02/2031-03-04/7/9/2";
const stay = { kota: 1, tamu: 2, kamar: 1, cekin: "2031-03-02", cekout: "2031-03-04", durasi: 2 };
const nights = [
  { night: "2031-03-02", hargaOnline: 400_000, hargaOffline: 450_000 },
  { night: "2031-03-03", hargaOnline: 500_000, hargaOffline: 550_000 },
];
const fees = [{ id: 1, nama: "Pajak Hotel", jenis: "PERCENT" as const, nilai: 10 }];

function summary(): BookingSummary {
  return {
    hotel: { id: 7, nama: "Pondok Kopi", alamat: "Jl. Kebun" },
    roomType: {
      id: 9,
      nama: "Kamar Kebun",
      ket: "HOTEL",
      kapasitas: 2,
      cancelTerms: { policy: "FLEXIBLE", freeDays: 3, penaltyPercent: 50 },
    },
    jumlahAvailable: 3,
    status: "available",
    breach: null,
    price: priceStay(NO_PROMO, nights, 1, fees),
    pricing: { room: NO_PROMO, nights, fees },
    version: "41",
  };
}

describe("the booking wizard's signed quote", () => {
  it("reads back what was signed, with its price, for its own page until it expires", async () => {
    const now = Date.UTC(2031, 0, 1);
    const quote = newQuote(PATH, "fr", stay, summary(), now);
    const token = await signQuote(SECRET, quote);
    const read = await readQuote(SECRET, token, PATH, now + QUOTE_TTL_MS - 1);
    expect(read.ok && read.value).toEqual(quote);
    expect(read.ok && read.value.total).toBe(990_000);
    expect(await readQuote(SECRET, token, PATH, now + QUOTE_TTL_MS)).toMatchObject({
      ok: false,
      key: "booking.errors.quoteInvalid",
      status: 400,
    });
    expect(await readQuote(SECRET, token, PATH.replace("/9/", "/8/"), now)).toMatchObject({ ok: false, status: 400 });
    expect(await readQuote("another-secret", token, PATH, now)).toMatchObject({ ok: false, status: 400 });
  });

  it("refuses an altered, truncated or garbage quote without throwing", async () => {
    const now = Date.UTC(2031, 0, 1);
    const token = await signQuote(SECRET, newQuote(PATH, "id", stay, summary(), now));
    const [body, signature] = token.split(".");
    const cheaper = btoa(atob(body.replace(/-/g, "+").replace(/_/g, "/")).replace("990000", "100000"));
    for (const forged of [
      `${cheaper}.${signature}`,
      body,
      `${body}.`,
      `${body}.${signature}.x`,
      "",
      "%%%.###",
      "a".repeat(50_000),
    ]) {
      expect(await readQuote(SECRET, forged, PATH, now)).toMatchObject({
        ok: false,
        key: "booking.errors.quoteInvalid",
      });
    }
  });

  it("prices the extras chosen from its own prices, and knows which extras it priced", () => {
    const quote = newQuote(PATH, "en", stay, summary());
    const offered = [
      { id: 3, nama: "Sarapan", harga: 50_000, basis: "PER_PERSON_NIGHT" as const },
      { id: 4, nama: "Antar-Jemput", harga: 150_000, basis: "PER_TRIP" as const },
    ];
    const withPickup = quoteWithExtras(quote, offered, [4, 99]);
    expect(withPickup.total).toBe(990_000 + 150_000);
    expect(withPickup.extras).toEqual([4]);
    expect(quotesExtras(withPickup, [4])).toBe(true);
    expect(quotesExtras(withPickup, [])).toBe(false);
    expect(quotesExtras(quote, [])).toBe(true);
  });
});
