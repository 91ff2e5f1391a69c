import { and, desc, eq, gte, inArray } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { reservation } from "~/db/schema";

/**
 * A booking form sent twice (docs/decisions/037): the guest's own web booking of the same stay made in the
 * last minutes and still standing — what a second identical submission is shown instead of booking again.
 */

/** What makes two web bookings the same: who (the e-mail), where, which room type, the dates and the rooms. */
export interface TwinKey {
  email: string;
  hotelId: number;
  roomTypeId: number;
  cekin: string;
  cekout: string;
  kamar: number;
}

export interface RecentTwin {
  id: number;
  kodeBooking: string;
  formToken: string | null;
  /** The signed-in account that made it, if any. */
  userId: number | null;
}

/** The newest web booking with this key made since `since`, unpaid or paid and not cancelled; null when none. */
export async function findRecentTwin(db: Db, key: TwinKey, since: Date): Promise<RecentTwin | null> {
  const [row] = await db
    .select({ id: reservation.id, kodeBooking: reservation.kodeBooking, formToken: reservation.formToken, userId: reservation.userId })
    .from(reservation)
    .where(
      and(
        // Stored trimmed and in lower case when the booking was made.
        eq(reservation.guestEmail, key.email.trim().toLowerCase()),
        gte(reservation.createdAt, since),
        eq(reservation.hotelId, key.hotelId),
        eq(reservation.roomTypeId, key.roomTypeId),
        eq(reservation.cekin, key.cekin),
        eq(reservation.cekout, key.cekout),
        eq(reservation.jumlahKamar, key.kamar),
        eq(reservation.mode, "WEB"),
        inArray(reservation.status, ["BOOKED", "CHECKED_IN"]),
        inArray(reservation.statusBayar, ["WAITING", "PAID"]),
      ),
    )
    .orderBy(desc(reservation.createdAt))
    .limit(1);
  return row ?? null;
}
