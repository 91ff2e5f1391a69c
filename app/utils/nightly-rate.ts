import { percentOf } from "~/orders/rules/pricing";

/**
 * One night of a room type's rate calendar (table `room_rate`, docs/decisions/027): what differs from the
 * room type's base prices and open rules on that night. Absent = the base.
 */
export interface NightRate {
  night: string;
  hargaOnline: number | null;
  hargaOffline: number | null;
  persen: number | null;
  minMalam: number | null;
  maxMalam: number | null;
  tutupKedatangan: boolean;
  tutupKeberangkatan: boolean;
  stopSell: boolean;
}

export interface BasePrices {
  hargaOnline: number;
  hargaOffline: number;
}

/** base × (100 + percent) / 100, half up; never below zero. */
export function adjustByPercent(base: number, percent: number): number {
  return Math.max(0, percentOf(base, 100 + percent));
}

/**
 * The online and offline price (before promo) of one night: the night's own price if set, else the base
 * moved by the night's percent, else the base.
 */
export function pricesOfNight(
  base: BasePrices,
  rate: Pick<NightRate, "hargaOnline" | "hargaOffline" | "persen"> | undefined,
): BasePrices {
  if (!rate) return { hargaOnline: base.hargaOnline, hargaOffline: base.hargaOffline };
  const percent = rate.persen ?? 0;
  return {
    hargaOnline: rate.hargaOnline ?? adjustByPercent(base.hargaOnline, percent),
    hargaOffline: rate.hargaOffline ?? adjustByPercent(base.hargaOffline, percent),
  };
}
