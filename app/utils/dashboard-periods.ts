import { addDays, todayInJakarta } from "~/utils/dates";

/**
 * The periods the manager's dashboard compares, all in Asia/Jakarta calendar days, each a half-open
 * range of stay nights [from, until): a night belongs to the period when it starts inside it.
 */
export interface Period {
  from: string;
  until: string;
}

export interface DashboardPeriods {
  today: string;
  /** This month, month to date: the 1st up to and including today. */
  thisMonth: Period;
  /** Last month, the whole month. */
  lastMonth: Period;
  /** The same month last year, the whole month. */
  lastYear: Period;
  /** The 30 nights before today. */
  last30: Period;
  /** Today and the 29 nights after it (what is on the books). */
  next30: Period;
}

/** The first day of the month `offset` months from the month of `isoDate` (YYYY-MM-01). */
export function monthStart(isoDate: string, offset = 0): string {
  const [y, m] = isoDate.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1 + offset, 1)).toISOString().slice(0, 10);
}

export function dashboardPeriods(now: Date): DashboardPeriods {
  const today = todayInJakarta(now);
  const lastYearStart = monthStart(today, -12);
  return {
    today,
    thisMonth: { from: monthStart(today), until: addDays(today, 1) },
    lastMonth: { from: monthStart(today, -1), until: monthStart(today) },
    lastYear: { from: lastYearStart, until: monthStart(lastYearStart, 1) },
    last30: { from: addDays(today, -30), until: today },
    next30: { from: today, until: addDays(today, 30) },
  };
}

/** Every night of a period, in order. */
export function nightsOf(period: Period): string[] {
  const nights: string[] = [];
  for (let night = period.from; night < period.until; night = addDays(night, 1)) nights.push(night);
  return nights;
}

/** a ÷ b, or null when there is nothing to divide by (shown as "–", never as 0 % or NaN). */
export function ratio(numerator: number, denominator: number): number | null {
  return denominator > 0 ? numerator / denominator : null;
}
