import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { hotel, userHotel } from "~/db/schema";
import type { Db } from "~/models/db.server";

/**
 * Which estates (properties) a staff account works for (table `user_hotel`): the dashboard, the tape
 * chart and the reservation lists show only these. `null` means every estate — an account with no
 * estate assigned (administrators, head office).
 */
export type HotelScope = readonly number[] | null;

export async function hotelScopeOf(db: Db, userId: number): Promise<HotelScope> {
  const rows = await db.select({ hotelId: userHotel.hotelId }).from(userHotel).where(eq(userHotel.userId, userId));
  return rows.length === 0 ? null : rows.map((r) => r.hotelId);
}

/** A WHERE condition keeping rows of the scope's estates (undefined = no condition, every estate). */
export function inHotelScope(column: SQLiteColumn, scope: HotelScope): SQL | undefined {
  if (scope === null) return undefined;
  // An empty list never happens (no rows = every estate), but would match nothing rather than everything.
  return inArray(column, scope.length > 0 ? [...scope] : [-1]);
}

/** Whether one estate is in the scope. */
export function isInHotelScope(hotelId: number, scope: HotelScope): boolean {
  return scope === null || scope.includes(hotelId);
}

/** The estates of the scope, by name (for filters and pickers). Inactive ones included: their bookings still count. */
export function hotelsInScope(db: Db, scope: HotelScope): Promise<{ id: number; nama: string; aktif: boolean }[]> {
  return db
    .select({ id: hotel.id, nama: hotel.nama, aktif: hotel.aktif })
    .from(hotel)
    .where(and(inHotelScope(hotel.id, scope)))
    .orderBy(asc(hotel.nama), asc(hotel.id));
}

/** Replaces the estates of one account (empty list = every estate). */
export async function setHotelScope(db: Db, userId: number, hotelIds: readonly number[]): Promise<void> {
  const unique = [...new Set(hotelIds)];
  await db.batch([
    db.delete(userHotel).where(eq(userHotel.userId, userId)),
    ...unique.map((hotelId) => db.insert(userHotel).values({ userId, hotelId })),
  ]);
}
