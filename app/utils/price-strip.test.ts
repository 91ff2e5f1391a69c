import { describe, expect, it } from "vitest";
import { nightsOfStrip } from "./price-strip";
import { priceStrip } from "./strip-prices";
import { nightRate } from "../../tests/fixtures/rates";
import { ALWAYS } from "./promo-validity";

const base = { hargaOnline: 700_000, hargaOffline: 800_000 };

describe("the price strip as the room page receives it", () => {
  // From Thursday 24 December 2026: Christmas Eve leave, Christmas on a Friday, a stop-sell on the 26th.
  const strip = priceStrip(
    base,
    { discPersenPromo: 10, validity: ALWAYS },
    [nightRate("2026-12-25", { hargaOnline: 900_000 }), nightRate("2026-12-26", { stopSell: true })],
    [
      { tanggal: "2026-12-24", nama: "Christmas Eve leave", untranslated: ["nama"] },
      { tanggal: "2026-12-25", nama: "Christmas Day" },
    ],
    "2026-12-24",
    1,
  );

  it("gives back every night with its date, price after promo, weekend, holiday and stop-sell", () => {
    const nights = nightsOfStrip(strip);
    expect(nights).toHaveLength(30);
    expect(nights[0]).toEqual({ night: "2026-12-24", harga: 630_000, weekend: false, holiday: { nama: "Christmas Eve leave", untranslated: ["nama"] }, closed: false });
    expect(nights[1]).toEqual({ night: "2026-12-25", harga: 810_000, weekend: true, holiday: { nama: "Christmas Day" }, closed: false });
    expect(nights[2]).toMatchObject({ night: "2026-12-26", weekend: true, holiday: null, closed: true });
    expect(nights[29].night).toBe("2027-01-22");
  });

  it("is sent without a date or a flag per night: a few hundred bytes for 30 nights", () => {
    expect(JSON.stringify(strip).length).toBeLessThan(400);
    expect(nightsOfStrip(JSON.parse(JSON.stringify(strip)))).toEqual(nightsOfStrip(strip));
  });
});
