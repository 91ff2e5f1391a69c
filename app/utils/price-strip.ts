import type { MaybeUntranslated } from "./content-lang";
import { addDays } from "./dates";
import { pricesOfNight, type BasePrices, type NightRate } from "./nightly-rate";
import { nightlyOnlinePrice } from "./pricing";

/** Days the room page's strip of nightly prices covers, from the check-in day. */
export const STRIP_DAYS = 30;

/** One day of the strip: the online price of that night after promo, and what marks it. */
export interface StripNight {
  night: string;
  harga: number;
  /** A Friday or Saturday night (the nights weekend prices apply to). */
  weekend: boolean;
  /** The holiday, when the day is one (table `holiday`): its name in the page's language where it has one. */
  holiday: StripHoliday | null;
  /** Not sold that night (stop-sell). */
  closed: boolean;
}

export type StripHoliday = { nama: string } & MaybeUntranslated;

/** Friday or Saturday, for a YYYY-MM-DD day. */
export function isWeekendNight(night: string): boolean {
  const weekday = new Date(`${night}T00:00:00Z`).getUTCDay();
  return weekday === 5 || weekday === 6;
}

/** The strip of `days` nightly prices from `from`, from the rate calendar rows and the holidays of that range. */
export function priceStrip(
  base: BasePrices,
  discPersenPromo: number,
  rates: readonly NightRate[],
  holidays: readonly ({ tanggal: string } & StripHoliday)[],
  from: string,
  days: number = STRIP_DAYS,
): StripNight[] {
  const rateOf = new Map(rates.map((r) => [r.night, r]));
  const holidayOf = new Map(holidays.map(({ nama, untranslated, tanggal }) => [tanggal, untranslated ? { nama, untranslated } : { nama }]));
  return stripNights(from, days).map(({ night, weekend }) => {
    const rate = rateOf.get(night);
    return {
      night,
      harga: nightlyOnlinePrice(pricesOfNight(base, rate).hargaOnline, discPersenPromo),
      weekend,
      holiday: holidayOf.get(night) ?? null,
      closed: rate?.stopSell ?? false,
    };
  });
}

/** The strip's days and which are weekend nights: the same for every room type of a page, so kept for the last `from`. */
function stripNights(from: string, days: number): readonly { night: string; weekend: boolean }[] {
  if (lastStrip?.from !== from || lastStrip.nights.length !== days) {
    const nights = Array.from({ length: days }, (_, i) => {
      const night = addDays(from, i);
      return { night, weekend: isWeekendNight(night) };
    });
    lastStrip = { from, nights };
  }
  return lastStrip.nights;
}

let lastStrip: { from: string; nights: readonly { night: string; weekend: boolean }[] } | null = null;
