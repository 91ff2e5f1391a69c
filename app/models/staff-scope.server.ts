import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { hotel, icalFeed, outbox, review, roomHold, roomType, roomUnit, userHotel } from "~/db/schema";
import type { Db } from "~/models/db.server";
import { isBookingCode } from "~/orders/rules/booking-code";
import { parseId } from "~/utils/route-params";
import { estateOfOrder, estateOfRefund } from "~/orders/store/order-refs.server";

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

/**
 * What a back-office URL or form can name that belongs to one estate: the estate itself, a unit, a room
 * type, a booking (by code), a refund, an imported OTA calendar, a desk block (any hold of a unit), an
 * e-mail of the outbox, a guest review.
 */
export const ESTATE_KINDS = ["hotel", "unit", "roomType", "kode", "refund", "feed", "block", "outbox", "review"] as const;
export type EstateKind = (typeof ESTATE_KINDS)[number];

/** The hotel id of a unit's room type, for the kinds that hang off a unit. */
function unitEstate(db: Db) {
  return db
    .select({ hotelId: roomType.hotelId })
    .from(roomUnit)
    .innerJoin(roomType, eq(roomType.id, roomUnit.roomTypeId));
}

/**
 * The estate a thing belongs to: its hotel id; `null` for an e-mail that belongs to no estate (account
 * mail); `undefined` when there is no such thing.
 */
export async function estateOf(db: Db, kind: EstateKind, id: number | string): Promise<number | null | undefined> {
  if (kind === "kode") {
    if (typeof id !== "string" || !isBookingCode(id)) return undefined;
    return estateOfOrder(db, id);
  }
  if (typeof id !== "number") return undefined;
  const row = await (() => {
    switch (kind) {
      case "hotel":
        return db.select({ hotelId: hotel.id }).from(hotel).where(eq(hotel.id, id)).get();
      case "roomType":
        return db.select({ hotelId: roomType.hotelId }).from(roomType).where(eq(roomType.id, id)).get();
      case "unit":
        return unitEstate(db).where(eq(roomUnit.id, id)).get();
      case "feed":
        return unitEstate(db).innerJoin(icalFeed, eq(icalFeed.unitId, roomUnit.id)).where(eq(icalFeed.id, id)).get();
      case "block":
        return unitEstate(db).innerJoin(roomHold, eq(roomHold.unitId, roomUnit.id)).where(eq(roomHold.id, id)).get();
      case "refund":
        return estateOfRefund(db, id).then((hotelId) => (hotelId === undefined ? undefined : { hotelId }));
      case "outbox":
        return db.select({ hotelId: outbox.hotelId }).from(outbox).where(eq(outbox.id, id)).get();
      case "review":
        return db.select({ hotelId: review.hotelId }).from(review).where(eq(review.id, id)).get();
    }
  })();
  return row?.hotelId;
}
