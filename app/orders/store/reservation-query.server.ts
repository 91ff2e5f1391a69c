import { desc, eq } from "drizzle-orm";
import type { SelectedFields, SQLiteSelectBase } from "drizzle-orm/sqlite-core";
import type { Db } from "~/models/db.server";
import { hotel, paymentMethod, reservation, roomType } from "~/db/schema";

/** The tables of the join, all inner (every reservation has its property, room type and payment method). */
type Joined = Record<"reservation" | "hotel" | "room_type" | "payment_method", "not-null">;

/** What `db.select(fields).from(reservation).innerJoin(…)×3` is, for any `fields`. */
export type ReservationSelect<T extends SelectedFields> = SQLiteSelectBase<
  "reservation",
  "async",
  D1Result,
  T,
  "partial",
  Joined
>;

/**
 * Reservations joined to what every view of them names: the property, the room type and the payment
 * method. The guest's booking page, the account's list and the front desk all select from this one
 * join and add their own conditions and order.
 *
 * Not for `db.batch` with duplicate column names: D1 batches key rows by column name, and the joined
 * tables share `nama` (alias such columns, see `aliased`).
 */
export function selectReservations<T extends SelectedFields>(db: Db, fields: T): ReservationSelect<T> {
  // drizzle cannot follow a join chain over a generic selection, so the chain is built on the widened
  // type and given back its precise one; the selection itself is passed through untouched.
  const query = db
    .select(fields as SelectedFields)
    .from(reservation)
    .innerJoin(hotel, eq(hotel.id, reservation.hotelId))
    .innerJoin(roomType, eq(roomType.id, reservation.roomTypeId))
    .innerJoin(paymentMethod, eq(paymentMethod.id, reservation.paymentMethodId));
  return query as unknown as ReservationSelect<T>;
}

/** The bookings a signed-in account made, newest first, for /detailuser. */
export function listAccountReservations(db: Db, userId: number) {
  return selectReservations(db, {
    id: reservation.id,
    kodeBooking: reservation.kodeBooking,
    hotel: hotel.nama,
    cekin: reservation.cekin,
    cekout: reservation.cekout,
    total: reservation.total,
    statusBayar: reservation.statusBayar,
    redirectUrl: reservation.redirectUrl,
    kategori: paymentMethod.kategori,
  })
    .where(eq(reservation.userId, userId))
    .orderBy(desc(reservation.createdAt))
    .limit(100);
}
