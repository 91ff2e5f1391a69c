import { eq, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { inHotelScope, type HotelScope, type ScopeEstate } from "~/models/staff-scope.server";

/**
 * Which estates the dashboard counts: those of the account's scope (`user_hotel`, none = every estate),
 * narrowed to one by the page's estate filter (`?hotel=<id>`, resolved by `chooseEstate`).
 */
export interface DashboardFilter {
  scope: HotelScope;
  hotelId: number | null;
}

export type DashboardEstate = ScopeEstate;

/** A WHERE condition keeping rows of the filter's estates (undefined = every estate). */
export function estateCondition(column: SQLiteColumn, filter: DashboardFilter): SQL | undefined {
  return filter.hotelId !== null ? eq(column, filter.hotelId) : inHotelScope(column, filter.scope);
}
