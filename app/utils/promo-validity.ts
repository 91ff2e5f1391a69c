/**
 * When a room type's promo applies (docs/decisions/027, amended 2026-11-28): to a night — named by the day
 * it begins, as everywhere in pricing — whose weekday staff ticked, that lies in one of the promo's date
 * ranges (none = any date), of a stay at least the promo's minimum long, and, when staff say so, that is no
 * public holiday or cuti bersama. Pure and shared: pricing (`priceStay`), the price strip, the back-office
 * grid and the labels guests read all decide with `promoAppliesOn`; search says the same in SQL
 * (`stayAveragePriceSql`), and a test holds the two together.
 */
import { addDays, weekdayOf } from "~/utils/dates";

/** Nights of the week as a bitmask: bit d is the night that begins on weekday d (0 = Sunday … 6 = Saturday). */
export const EVERY_NIGHT = 0b111_1111;

/** Weekdays in the order the form and the labels show them: Monday first, as Indonesian calendars do. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** A range of nights, both ends included; a missing end is open ("from 1 May", "until 30 June"). */
export type PromoPeriod = readonly [from: string | null, to: string | null];

export interface PromoValidity {
  /** Nights of the week (see EVERY_NIGHT). */
  hari: number;
  /** Date ranges of nights; empty = any date. */
  periode: readonly PromoPeriod[];
  /** Shortest stay the promo applies to, null = any. */
  minMalam: number | null;
  /** Not on the days of table `holiday`. */
  kecualiLibur: boolean;
}

/** A promo without conditions: every night of every stay. */
export const ALWAYS: PromoValidity = { hari: EVERY_NIGHT, periode: [], minMalam: null, kecualiLibur: false };

/** A room type's promo as pricing takes it: the percent, the guest's text, and when it applies. */
export interface PromoInput {
  discPersenPromo: number;
  ketPromo: string | null;
  /** Which nights of which stays the promo applies to. */
  validity: PromoValidity;
}

/** No promo: what the front desk's walk-in prices and the prices as sold are priced with. */
export const NO_PROMO: PromoInput = { discPersenPromo: 0, ketPromo: null, validity: ALWAYS };

/** The stored columns of a room type's promo validity (table `room_type`). */
export interface PromoValidityColumns {
  promoHari: number;
  promoPeriode: string | null;
  promoMinMalam: number | null;
  promoKecualiLibur: boolean;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** 0 = Sunday … 6 = Saturday, for a YYYY-MM-DD night (`weekdayOf` of utils/dates). */
export { weekdayOf as weekdayOfNight };

/** The weekdays (0 = Sunday … 6 = Saturday) of a mask, Monday first. */
export function weekdaysOf(mask: number): number[] {
  return WEEK_ORDER.filter((day) => (mask >> day) & 1);
}

/** The mask of some weekdays; none at all means every night (as in the rate grid, where none chosen = all). */
export function maskOf(days: readonly number[]): number {
  const mask = days.reduce(
    (bits, day) => (Number.isInteger(day) && day >= 0 && day <= 6 ? bits | (1 << day) : bits),
    0,
  );
  return mask === 0 ? EVERY_NIGHT : mask;
}

/** The ranges as stored (`promo_periode`): JSON, or null when there is none. Empty ranges are dropped. */
export function periodsText(periods: readonly PromoPeriod[]): string | null {
  const kept = periods.filter(([from, to]) => from !== null || to !== null);
  return kept.length > 0 ? JSON.stringify(kept) : null;
}

/** The stored ranges; anything that is not a list of [day|null, day|null] pairs reads as none. */
export function parsePeriods(text: string | null | undefined): PromoPeriod[] {
  if (!text) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const day = (v: unknown) => (typeof v === "string" && DAY.test(v) ? v : null);
  return value
    .filter((pair): pair is unknown[] => Array.isArray(pair) && pair.length === 2)
    .map(([from, to]): PromoPeriod => [day(from), day(to)])
    .filter(([from, to]) => from !== null || to !== null);
}

/** A room type's promo validity from its columns. */
export function validityOf(row: PromoValidityColumns): PromoValidity {
  return {
    hari: row.promoHari & EVERY_NIGHT || EVERY_NIGHT,
    periode: parsePeriods(row.promoPeriode),
    minMalam: row.promoMinMalam !== null && row.promoMinMalam > 1 ? row.promoMinMalam : null,
    kecualiLibur: row.promoKecualiLibur,
  };
}

/** A room type's promo from its columns (`disc_persen_promo`, `ket_promo` and the validity ones). */
export function promoOf(row: { discPersenPromo: number; ketPromo: string | null } & PromoValidityColumns): PromoInput {
  return { discPersenPromo: row.discPersenPromo, ketPromo: row.ketPromo, validity: validityOf(row) };
}

/** True when the night lies in one of the ranges (or there are none). */
export function inPeriods(periods: readonly PromoPeriod[], night: string): boolean {
  return (
    periods.length === 0 ||
    periods.some(([from, to]) => (from === null || night >= from) && (to === null || night <= to))
  );
}

/** Whether the promo applies to one night of a stay of `stay.nights` nights; `stay.holiday`: that night is a holiday. */
export function promoAppliesOn(
  validity: PromoValidity,
  night: string,
  stay: { nights: number; holiday: boolean },
): boolean {
  if (validity.minMalam !== null && stay.nights < validity.minMalam) return false;
  if (((validity.hari >> weekdayOf(night)) & 1) === 0) return false;
  if (validity.kecualiLibur && stay.holiday) return false;
  return inPeriods(validity.periode, night);
}

/** True when the promo has any condition at all (its label then says when it applies). */
export function isConditional(validity: PromoValidity): boolean {
  return (
    (validity.hari & EVERY_NIGHT) !== EVERY_NIGHT ||
    validity.periode.length > 0 ||
    validity.minMalam !== null ||
    validity.kecualiLibur
  );
}

/** True when some night from `today` on may still get the promo (a range not yet over, or none). */
export function stillValid(validity: PromoValidity, today: string): boolean {
  return validity.periode.length === 0 || validity.periode.some(([, to]) => to === null || to >= today);
}

/**
 * The ticked weekdays as runs of consecutive days, Monday first and wrapping round the week, for the label:
 * Sunday–Thursday is one run [0, 4], Monday, Wednesday and Friday are three runs of one day each.
 */
export function weekdayRuns(mask: number): { from: number; to: number }[] {
  const days = mask & EVERY_NIGHT;
  if (days === EVERY_NIGHT || days === 0) return [];
  const on = (day: number) => ((days >> (((day % 7) + 7) % 7)) & 1) === 1;
  // Start just after a day that is off, so a run across Sunday (Sun–Thu) is not cut in two.
  let start = 0;
  while (on(start) || !on(start + 1)) start++;
  start += 1;
  const runs: { from: number; to: number }[] = [];
  for (let i = 0; i < 7; i++) {
    const day = (start + i) % 7;
    if (!on(day)) continue;
    const last = runs.at(-1);
    if (last && (last.to + 1) % 7 === day) last.to = day;
    else runs.push({ from: day, to: day });
  }
  // Monday first: the run holding the earliest day of WEEK_ORDER leads.
  const rank = (day: number) => WEEK_ORDER.indexOf(day as (typeof WEEK_ORDER)[number]);
  return runs.sort((a, b) => rank(a.from) - rank(b.from));
}

/**
 * The first day from `from` (within `days` days) on which a stay of `nights` nights gets the promo on its
 * first night — where a promo banner's "see the offer" lands; `from` itself when there is none.
 */
export function firstPromoCheckIn(validity: PromoValidity, from: string, nights: number, holidays: ReadonlySet<string>, days = 60): string {
  for (let i = 0; i < days; i++) {
    const night = addDays(from, i);
    if (promoAppliesOn(validity, night, { nights, holiday: holidays.has(night) })) return night;
  }
  return from;
}
