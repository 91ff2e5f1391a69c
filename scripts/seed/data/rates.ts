import type { NightRate } from "../../../app/utils/nightly-rate";
import { addDays, isWeekendNight } from "../../../app/utils/dates";

/**
 * The demo rate calendar (docs/decisions/027): every room type of the hotels listed here earns more on
 * Friday and Saturday nights and over Christmas–New Year, and a Saturday arrival stays at least two
 * nights — so search, the room page and the booking show nightly prices and a stay rule.
 */
export const RATE_CALENDAR = {
  hotels: ["cottage-wonosari"],
  /** Weekend nights (`isWeekendNight`: Friday and Saturday). */
  weekendPersen: 25,
  /** 24 December to 2 January, every year (replaces the weekend percent on those nights). */
  yearEndPersen: 50,
  /** Minimum nights for a Saturday arrival. */
  saturdayMinMalam: 2,
  /** The calendar runs from the first day of the seed's month to this day. */
  until: "2027-12-31",
} as const;

function isYearEnd(night: string): boolean {
  const monthDay = night.slice(5);
  return monthDay >= "12-24" || monthDay <= "01-02";
}

/** The calendar's rows of one room type, from the first day of `today`'s month; only nights that differ. */
export function seasonalRates(today: string): NightRate[] {
  const rows: NightRate[] = [];
  for (let night = `${today.slice(0, 7)}-01`; night <= RATE_CALENDAR.until; night = addDays(night, 1)) {
    const weekday = new Date(`${night}T00:00:00Z`).getUTCDay();
    const weekend = isWeekendNight(night);
    const yearEnd = isYearEnd(night);
    if (!weekend && !yearEnd) continue;
    rows.push({
      night,
      hargaOnline: null,
      hargaOffline: null,
      persen: yearEnd ? RATE_CALENDAR.yearEndPersen : RATE_CALENDAR.weekendPersen,
      minMalam: weekday === 6 ? RATE_CALENDAR.saturdayMinMalam : null,
      maxMalam: null,
      tutupKedatangan: false,
      tutupKeberangkatan: false,
      stopSell: false,
    });
  }
  return rows;
}
