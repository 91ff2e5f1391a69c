import type { Language } from "~/i18n/config";
import type { Translate } from "~/i18n/message-key";
import { addDays, daysBetween, formatDate } from "~/utils/dates";
import { pricesOfNight, type BasePrices, type NightRate } from "~/utils/nightly-rate";
import type { NightPrice } from "./pricing";

/**
 * A stay against a room type's rate calendar (docs/decisions/027): the price of each of its nights, and
 * the stay rule it breaks, if any. `min_malam`, `max_malam` and `tutup_kedatangan` belong to the arrival
 * night, `tutup_keberangkatan` to the departure day, `stop_sell` to any night of the stay. Pure: the room
 * page, search and the booking all decide with the same code.
 */

export type StayRuleBreach =
  | { rule: "minMalam"; arrival: string; min: number }
  | { rule: "maxMalam"; arrival: string; max: number }
  | { rule: "closedToArrival"; arrival: string }
  | { rule: "closedToDeparture"; departure: string }
  | { rule: "stopSell"; night: string };

/** The nights of a stay: check-in up to, not including, check-out. */
export function nightsBetween(cekin: string, cekout: string): string[] {
  return Array.from({ length: Math.max(daysBetween(cekin, cekout), 0) }, (_, i) => addDays(cekin, i));
}

function byNight(rates: readonly NightRate[]): Map<string, NightRate> {
  return new Map(rates.map((r) => [r.night, r]));
}

/**
 * Each night of the stay with its online and offline price before promo, and whether it is a holiday (the
 * days of table `holiday` in or around the stay; a promo may not apply on them).
 */
export function nightPricesOfStay(
  base: BasePrices,
  rates: readonly NightRate[],
  cekin: string,
  cekout: string,
  holidays: ReadonlySet<string>,
): NightPrice[] {
  const rateOf = byNight(rates);
  return nightsBetween(cekin, cekout).map((night) => ({ night, ...pricesOfNight(base, rateOf.get(night)), libur: holidays.has(night) }));
}

/** The first stay rule the stay breaks (in the order a guest would fix them), or null when it may be booked. */
export function stayRuleBreach(rates: readonly NightRate[], cekin: string, cekout: string): StayRuleBreach | null {
  const rateOf = byNight(rates);
  const nights = nightsBetween(cekin, cekout);
  const arrival = rateOf.get(cekin);
  if (arrival?.tutupKedatangan) return { rule: "closedToArrival", arrival: cekin };
  if (arrival?.minMalam != null && nights.length < arrival.minMalam) {
    return { rule: "minMalam", arrival: cekin, min: arrival.minMalam };
  }
  if (arrival?.maxMalam != null && nights.length > arrival.maxMalam) {
    return { rule: "maxMalam", arrival: cekin, max: arrival.maxMalam };
  }
  if (rateOf.get(cekout)?.tutupKeberangkatan) return { rule: "closedToDeparture", departure: cekout };
  const stopped = nights.find((night) => rateOf.get(night)?.stopSell);
  if (stopped) return { rule: "stopSell", night: stopped };
  return null;
}

/** The breach worded for the guest: "Minimum 2 malam untuk kedatangan hari Sabtu". */
export function stayRuleMessage(message: Translate, breach: StayRuleBreach, language: Language): string {
  switch (breach.rule) {
    case "minMalam":
      return message("rates.rule.minMalam", {
        count: breach.min,
        weekday: formatDate(breach.arrival, "weekday", language),
      });
    case "maxMalam":
      return message("rates.rule.maxMalam", {
        count: breach.max,
        weekday: formatDate(breach.arrival, "weekday", language),
      });
    case "closedToArrival":
      return message("rates.rule.closedToArrival", { date: formatDate(breach.arrival, "long", language) });
    case "closedToDeparture":
      return message("rates.rule.closedToDeparture", { date: formatDate(breach.departure, "long", language) });
    case "stopSell":
      return message("rates.rule.stopSell", { date: formatDate(breach.night, "long", language) });
  }
}
