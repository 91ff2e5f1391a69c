import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { hotel, userHotel } from "~/db/schema";
import type { Db } from "~/models/db.server";
import { parseId } from "~/utils/route-params";

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

export interface ScopeEstate {
  id: number;
  nama: string;
  aktif: boolean;
}

/** The estates of the scope, by name (for filters and pickers). Inactive ones included: their bookings still count. */
export function hotelsInScope(db: Db, scope: HotelScope): Promise<ScopeEstate[]> {
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

/**
 * The estates an account works for and the one a page's `?hotel=` picks among them (absent or empty = none
 * picked). Every back-office page with an estate filter or picker asks here, so all answer alike: a value
 * that is no id is `badHotel`; an estate that does not exist or is not the account's is `outOfScope` (the
 * two are not told apart, so the answer reveals nothing about other estates).
 */
export type EstateChoice =
  | { ok: true; scope: HotelScope; estates: ScopeEstate[]; hotelId: number | null }
  | { ok: false; reason: "badHotel" | "outOfScope" };

export async function chooseEstate(db: Db, userId: number, raw: string | null): Promise<EstateChoice> {
  const value = raw?.trim() || null;
  const hotelId = value === null ? null : parseId(value);
  if (value !== null && hotelId === null) return { ok: false, reason: "badHotel" };
  const scope = await hotelScopeOf(db, userId);
  const estates = await hotelsInScope(db, scope);
  if (hotelId !== null && !estates.some((e) => e.id === hotelId)) return { ok: false, reason: "outOfScope" };
  return { ok: true, scope, estates, hotelId };
}
