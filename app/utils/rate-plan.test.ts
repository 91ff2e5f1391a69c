import { describe, expect, it } from "vitest";
import { NO_PROMO, promoOf } from "~/orders/rules/pricing";
import { applyChange, differentNights, priceOfNight, stateOf } from "./rate-plan";

const night = (key: string, base = false, changes = true) => ({ key, base, changes });

describe("differentNights", () => {
  it("lists the nights whose value now differs from what most chosen nights have (the Christmas nights of a December weekend)", () => {
    const weekend = night("1062500");
    const christmas = night("1275000");
    expect([...differentNights([weekend, weekend, weekend, weekend, weekend, weekend, christmas, christmas])]).toEqual([6, 7]);
  });

  it("lists nothing for one night, or for nights that are all alike", () => {
    expect(differentNights([night("a")]).size).toBe(0);
    expect(differentNights([night("a"), night("a"), night("a")]).size).toBe(0);
  });

  it("on a tie, takes the base as the ordinary value, and never lists a night the change leaves as it is", () => {
    expect([...differentNights([night("seasonal"), night("base", true)])]).toEqual([0]);
    expect([...differentNights([night("a"), night("a"), night("b", false, false)])]).toEqual([]);
  });
});

describe("applyChange and priceOfNight", () => {
  const base = { hargaOnline: 800_000, hargaOffline: 900_000 };
  it("a price replaces the night's percent for the online price only; a percent clears both fixed prices", () => {
    const seasonal = stateOf({ night: "2037-12-25", hargaOnline: null, hargaOffline: 1_000_000, persen: 50, minMalam: 2, maxMalam: null, tutupKedatangan: false, tutupKeberangkatan: false, stopSell: false });
    const priced = applyChange(seasonal, { kind: "priceOnline", nilai: 950_000, aktif: false });
    expect(priced).toMatchObject({ hargaOnline: 950_000, hargaOffline: 1_000_000, persen: 50, minMalam: 2 });
    expect(applyChange(priced, { kind: "percent", nilai: 10, aktif: false })).toMatchObject({ hargaOnline: null, hargaOffline: null, persen: 10, minMalam: 2 });
    expect(applyChange(priced, { kind: "reset", aktif: false })).toEqual(stateOf(null));
  });

  it("prices a night as typed and after the promo, the promo skipping holidays when it says so", () => {
    const promo = promoOf({ discPersenPromo: 20, ketPromo: null, promoHari: 127, promoPeriode: null, promoMinMalam: null, promoKecualiLibur: true });
    const typed = applyChange(stateOf(null), { kind: "priceOnline", nilai: 950_000, aktif: false });
    expect(priceOfNight(base, promo, typed, "2037-12-04", false)).toEqual({ online: 950_000, offline: 900_000, onlineAfterPromo: 760_000 });
    expect(priceOfNight(base, promo, typed, "2037-12-25", true)).toEqual({ online: 950_000, offline: 900_000, onlineAfterPromo: 950_000 });
    expect(priceOfNight(base, NO_PROMO, stateOf(null), "2037-12-04", false).onlineAfterPromo).toBe(800_000);
  });
});
