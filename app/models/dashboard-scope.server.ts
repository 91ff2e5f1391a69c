import { eq, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "~/models/db.server";
import {
  hotelScopeOf,
  hotelsInScope,
  inHotelScope,
  isInHotelScope,
  type HotelScope,
} from "~/models/staff-scope.server";

/**
 * Which estates the dashboard counts: those of the account's scope (`user_hotel`, none = every estate),
 * narrowed to one by the page's estate filter (`?hotel=<id>`).
 */
export interface DashboardFilter {
  scope: HotelScope;
  hotelId: number | null;
}

export interface DashboardEstate {
  id: number;
  nama: string;
  aktif: boolean;
}

export type DashboardFilterResult =
  { ok: true; filter: DashboardFilter; estates: DashboardEstate[] } | { ok: false; reason: "badHotel" | "outOfScope" };

const HOTEL_ID = /^[1-9]\d{0,9}$/;

/** The filter of a request's query string for one account; an estate outside its scope is refused. */
export async function resolveDashboardFilter(
  db: Db,
  userId: number,
  params: URLSearchParams,
): Promise<DashboardFilterResult> {
  const raw = (params.get("hotel") ?? "").trim();
  if (raw !== "" && !HOTEL_ID.test(raw)) return { ok: false, reason: "badHotel" };
  const scope = await hotelScopeOf(db, userId);
  const estates = await hotelsInScope(db, scope);
  if (raw === "") return { ok: true, filter: { scope, hotelId: null }, estates };
  const hotelId = Number(raw);
  if (!isInHotelScope(hotelId, scope) || !estates.some((e) => e.id === hotelId))
    return { ok: false, reason: "outOfScope" };
  return { ok: true, filter: { scope, hotelId }, estates };
}

/** A WHERE condition keeping rows of the filter's estates (undefined = every estate). */
export function estateCondition(column: SQLiteColumn, filter: DashboardFilter): SQL | undefined {
  return filter.hotelId !== null ? eq(column, filter.hotelId) : inHotelScope(column, filter.scope);
}
