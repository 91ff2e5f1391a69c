import type { MaybeUntranslated } from "./content-lang";
import { addDays, isWeekendNight } from "./dates";

/** Days the room page's strip of nightly prices covers, from the check-in day. */
export const STRIP_DAYS = 30;

/** One day of the strip: the online price of that night after promo, and what marks it. */
export interface StripNight {
  night: string;
  harga: number;
  /** A weekend night (`isWeekendNight`: Friday and Saturday, the nights weekend prices apply to). */
  weekend: boolean;
  /** The holiday, when the day is one (table `holiday`): its name in the page's language where it has one. */
  holiday: StripHoliday | null;
  /** Not sold that night (stop-sell). */
  closed: boolean;
}

export type StripHoliday = { nama: string } & MaybeUntranslated;


/**
 * A room type's strip as the page receives it: the first night, each night's online price after promo (null:
 * not sold that night) and the holidays by night index. The dates and weekends follow from `from`, so they
 * are not sent: three strips were half of a room page's data, written out three times per render.
 */
export interface PriceStrip {
  from: string;
  harga: (number | null)[];
  holidays: Record<number, StripHoliday>;
}

/** The strip's nights, each with its date, price and marks (what the page shows). */
export function nightsOfStrip(strip: PriceStrip): StripNight[] {
  return stripNights(strip.from, strip.harga.length).map(({ night, weekend }, i) => ({
    night,
    harga: strip.harga[i] ?? 0,
    weekend,
    holiday: strip.holidays[i] ?? null,
    closed: strip.harga[i] === null,
  }));
}

/** The strip's days and which are weekend nights: the same for every room type of a page, so kept for the last `from`. */
export function stripNights(from: string, days: number): readonly { night: string; weekend: boolean }[] {
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
