import { addDays, monthStart, todayInJakarta } from "~/utils/dates";

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
  /** Tonight: the night starting today. */
  tonight: Period;
  /**
   * What each headline period is compared with: tonight with the same weekday a week earlier, this month
   * to date with the same days of last month, last month and last year's month with the month before each.
   */
  before: Record<HeadlinePeriod, Period>;
}

export type HeadlinePeriod = "tonight" | "thisMonth" | "lastMonth" | "lastYear";
export const HEADLINE_PERIODS: readonly HeadlinePeriod[] = ["tonight", "thisMonth", "lastMonth", "lastYear"];


export function dashboardPeriods(now: Date): DashboardPeriods {
  const today = todayInJakarta(now);
  const lastYearStart = monthStart(today, -12);
  const lastMonthStart = monthStart(today, -1);
  const sameDaysLastMonth = addDays(lastMonthStart, Number(today.slice(8, 10)));
  return {
    today,
    thisMonth: { from: monthStart(today), until: addDays(today, 1) },
    lastMonth: { from: monthStart(today, -1), until: monthStart(today) },
    lastYear: { from: lastYearStart, until: monthStart(lastYearStart, 1) },
    last30: { from: addDays(today, -30), until: today },
    next30: { from: today, until: addDays(today, 30) },
    tonight: { from: today, until: addDays(today, 1) },
    before: {
      tonight: { from: addDays(today, -7), until: addDays(today, -6) },
      thisMonth: { from: lastMonthStart, until: [sameDaysLastMonth, monthStart(today)].sort()[0] },
      lastMonth: { from: monthStart(today, -2), until: lastMonthStart },
      lastYear: { from: monthStart(today, -13), until: lastYearStart },
    },
  };
}

/** Every night of a period, in order. */
export function nightsOf(period: Period): string[] {
  const nights: string[] = [];
  for (let night = period.from; night < period.until; night = addDays(night, 1)) nights.push(night);
  return nights;
}
