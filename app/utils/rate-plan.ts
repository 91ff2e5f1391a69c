import { pricesOfNight, type BasePrices, type NightRate } from "./nightly-rate";
import { nightlyOnlinePrice, type PromoInput } from "~/orders/rules/pricing";
import { promoAppliesOn } from "./promo-validity";
import type { RateChange } from "./rate-change";

/**
 * What a change of the rate grid does to one night (docs/decisions/038), decided before anything is written:
 * the night's row after the change (`applyChange`), what the night costs before and after it, priced by the
 * one pricing module (`priceOfNight`), and which nights of a range have *now* something else than most of
 * them — a holiday price, a season, a rule — so staff choose to keep or overwrite them (`differentNights`).
 * The preview and the write use the same rows, so what is confirmed is what is written.
 */

/** A night's row without its date: null = the room type's base (no row). */
export type NightState = Omit<NightRate, "night">;

const BASE_STATE: NightState = {
  hargaOnline: null,
  hargaOffline: null,
  persen: null,
  minMalam: null,
  maxMalam: null,
  tutupKedatangan: false,
  tutupKeberangkatan: false,
  stopSell: false,
};

/** The state of a row (or of no row). */
export function stateOf(rate: NightRate | NightState | null | undefined): NightState {
  if (!rate) return { ...BASE_STATE };
  const { hargaOnline, hargaOffline, persen, minMalam, maxMalam, tutupKedatangan, tutupKeberangkatan, stopSell } = rate;
  return { hargaOnline, hargaOffline, persen, minMalam, maxMalam, tutupKedatangan, tutupKeberangkatan, stopSell };
}

/** A state equal to the base needs no row (ADR 027). */
export function isBase(state: NightState): boolean {
  return sameState(state, BASE_STATE);
}

export function sameState(a: NightState, b: NightState): boolean {
  return (Object.keys(BASE_STATE) as (keyof NightState)[]).every((k) => a[k] === b[k]);
}

/** The night's state after the change (the columns the change sets replaced, the others kept). */
export function applyChange(before: NightState, change: Pick<RateChange, "kind" | "nilai" | "minMalam" | "maxMalam" | "aktif">): NightState {
  const value = (v: number | undefined) => (v === undefined ? null : v);
  switch (change.kind) {
    case "priceOnline":
      return { ...before, hargaOnline: value(change.nilai) };
    case "priceOffline":
      return { ...before, hargaOffline: value(change.nilai) };
    case "percent":
      return { ...before, persen: value(change.nilai), hargaOnline: null, hargaOffline: null };
    case "clearPrice":
      return { ...before, persen: null, hargaOnline: null, hargaOffline: null };
    case "stayLength":
      return { ...before, minMalam: value(change.minMalam), maxMalam: value(change.maxMalam) };
    case "closedArrival":
      return { ...before, tutupKedatangan: change.aktif };
    case "closedDeparture":
      return { ...before, tutupKeberangkatan: change.aktif };
    case "stopSell":
      return { ...before, stopSell: change.aktif };
    case "reset":
      return { ...BASE_STATE };
  }
}

/** What a night costs: the price typed (before promo), walk-in, and online after the room type's promo. */
export interface NightPrices {
  online: number;
  offline: number;
  onlineAfterPromo: number;
}

/**
 * A night's prices as the grid shows them: the night's row over the base (`pricesOfNight`), then the promo as a
 * stay long enough for the promo's minimum pays it (`promoAppliesOn`, `nightlyOnlinePrice`) — the one pricing module.
 */
export function priceOfNight(base: BasePrices, promo: PromoInput, state: NightState, night: string, holiday: boolean): NightPrices {
  const prices = pricesOfNight(base, state);
  const stay = { nights: promo.validity.minMalam ?? 1, holiday };
  const applies = promo.discPersenPromo > 0 && promoAppliesOn(promo.validity, night, stay);
  return {
    online: prices.hargaOnline,
    offline: prices.hargaOffline,
    onlineAfterPromo: applies ? nightlyOnlinePrice(prices.hargaOnline, promo.discPersenPromo) : prices.hargaOnline,
  };
}

/**
 * What of a night a change replaces, as a comparable key: the prices for a price change (what the night costs,
 * however it was set), the stay rules for a rule change, everything for a reset.
 */
export function touchedKey(kind: RateChange["kind"], state: NightState, prices: NightPrices): string {
  switch (kind) {
    case "priceOnline":
      return `${prices.online}`;
    case "priceOffline":
      return `${prices.offline}`;
    case "percent":
    case "clearPrice":
      return `${prices.online}/${prices.offline}`;
    case "stayLength":
      return `${state.minMalam}/${state.maxMalam}`;
    case "closedArrival":
      return `${state.tutupKedatangan}`;
    case "closedDeparture":
      return `${state.tutupKeberangkatan}`;
    case "stopSell":
      return `${state.stopSell}`;
    case "reset":
      return `${prices.online}/${prices.offline}/${JSON.stringify(state)}`;
  }
}

/**
 * The nights whose touched part differs now from what most of the chosen nights have (ties: the base's, else
 * the first night's): the exceptions someone set on purpose — a Christmas price among ordinary weekends, a
 * season, a rule. Nights the change leaves as they are never count. Returns their indexes.
 */
export function differentNights(nights: readonly { key: string; base: boolean; changes: boolean }[]): Set<number> {
  const counts = new Map<string, { count: number; base: boolean }>();
  for (const n of nights) {
    const seen = counts.get(n.key) ?? { count: 0, base: false };
    counts.set(n.key, { count: seen.count + 1, base: seen.base || n.base });
  }
  // Map order is first appearance, which `sort` keeps among equals.
  const [ordinary] = [...counts.entries()].sort(([, a], [, b]) => b.count - a.count || Number(b.base) - Number(a.base)).map(([key]) => key);
  const different = new Set<number>();
  nights.forEach((n, i) => {
    if (n.changes && n.key !== ordinary) different.add(i);
  });
  return different;
}
