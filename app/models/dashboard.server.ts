import type { Db } from "~/models/db.server";
import { loadMix } from "~/orders/store/dashboard-mix.server";
import { loadPerformance } from "~/orders/store/dashboard-performance.server";
import type { DashboardEstate, DashboardFilter } from "~/models/dashboard-scope.server";
import { loadToday } from "~/orders/store/dashboard-today.server";
import { dashboardPeriods } from "~/utils/dashboard-periods";
import type { Dashboard } from "~/utils/dashboard-types";

/** Everything the manager's dashboard shows, for the filter's estates, as of `now`. */
export async function loadDashboard(
  db: Db,
  filter: DashboardFilter,
  estates: DashboardEstate[],
  now: Date,
): Promise<Dashboard> {
  const periods = dashboardPeriods(now);
  const [today, { bookings, ...performance }] = await Promise.all([
    loadToday(db, filter, periods.today),
    loadPerformance(db, filter, estates, periods),
  ]);
  const mix = await loadMix(db, filter, bookings, periods.thisMonth, periods.today);
  return { periods, today, performance, mix };
}
