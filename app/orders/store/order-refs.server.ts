import { and, count, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import { refund, reservation, roomNight } from "~/db/schema";
import type { Db } from "~/models/db.server";

/**
 * What other parts of the back office need to know about orders, asked of the orders store so that nothing
 * else reads the order tables: how many there are, which estate one belongs to, whose stay a survey answers,
 * which booking holds a night, and which stays are due their satisfaction e-mail.
 */

/** The number of orders, as a query the caller can put in its own batch. */
export function orderCountQuery(db: Db) {
  return db.select({ n: count() }).from(reservation);
}

/** The estate (hotel id) of a booking by its code; undefined when there is none. */
export async function estateOfOrder(db: Db, kode: string): Promise<number | undefined> {
  return (await db.select({ hotelId: reservation.hotelId }).from(reservation).where(eq(reservation.kodeBooking, kode)).get())?.hotelId;
}

/** The estate of a refund's booking; undefined when there is no such refund. */
export async function estateOfRefund(db: Db, refundId: number): Promise<number | undefined> {
  const row = await db
    .select({ hotelId: reservation.hotelId })
    .from(refund)
    .innerJoin(reservation, eq(reservation.id, refund.reservationId))
    .where(eq(refund.id, refundId))
    .get();
  return row?.hotelId;
}

/** The property, room type and guest name of the stay a satisfaction survey answers. */
export async function stayOfOrder(db: Db, reservationId: number) {
  const [row] = await db
    .select({ hotelId: reservation.hotelId, roomTypeId: reservation.roomTypeId, nama: reservation.guestNama })
    .from(reservation)
    .where(eq(reservation.id, reservationId))
    .limit(1);
  return row;
}

/** The booking code holding each of a unit's nights (null for a night held by no booking). */
export async function bookingCodesOfNights(db: Db, unitId: number, nights: readonly string[]) {
  return db
    .select({ night: roomNight.night, kodeBooking: reservation.kodeBooking })
    .from(roomNight)
    .leftJoin(reservation, eq(reservation.id, roomNight.reservationId))
    .where(and(eq(roomNight.unitId, unitId), sql`${roomNight.night} in (select value from json_each(${JSON.stringify(nights)}))`));
}

/**
 * Paid stays whose check-out was before `today` and whose satisfaction e-mail is not yet sent:
 * claimed by one UPDATE each run, so overlapping runs send each e-mail once.
 */
export async function claimSatisfactionEmails(db: Db, today: string, now: Date, limit = 50): Promise<number[]> {
  const due = await db
    .select({ id: reservation.id })
    .from(reservation)
    .where(and(eq(reservation.statusBayar, "PAID"), lt(reservation.cekout, today), isNull(reservation.satisfactionSentAt)))
    .limit(limit);
  if (due.length === 0) return [];
  const claimed = await db
    .update(reservation)
    .set({ satisfactionSentAt: now })
    .where(
      and(
        inArray(
          reservation.id,
          due.map((r) => r.id),
        ),
        isNull(reservation.satisfactionSentAt),
      ),
    )
    .returning({ id: reservation.id });
  return claimed.map((r) => r.id);
}
