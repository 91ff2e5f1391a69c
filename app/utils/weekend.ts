/**
 * The one weekend of the site (docs/decisions/038): Friday and Saturday *nights* — a night is named by the day
 * it begins, as everywhere in pricing — the nights weekend prices are set for, the room page's strip marks and
 * the back office shades. Every place that asks "is this a weekend?" asks here.
 */

/** Days of the week (0 = Sunday … 6 = Saturday, as `getUTCDay`) whose nights are weekend nights. */
export const WEEKEND_NIGHTS: readonly number[] = [5, 6];

/** ISO weekdays (1 = Monday … 7 = Sunday) of the weekend nights, for the rate grid's weekday boxes. */
export const WEEKEND_ISO_WEEKDAYS: readonly number[] = WEEKEND_NIGHTS.map((d) => (d === 0 ? 7 : d));

/** Whether the night that begins on a YYYY-MM-DD day is a weekend night. */
export function isWeekendNight(night: string): boolean {
  return WEEKEND_NIGHTS.includes(new Date(`${night}T00:00:00Z`).getUTCDay());
}
