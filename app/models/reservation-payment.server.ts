import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { reservation, roomNight } from "~/db/schema";

/** Starting a booking's gateway payment: one claim at a time, the gateway's answer, or undoing the booking. */

/** A claim older than this belonged to a request that died; another request may start the payment. */
export const PAYMENT_CLAIM_STALE_MS = 60_000;

/**
 * Claims the start of a booking's gateway payment: true for exactly one caller while the booking is
 * unpaid, has no payment started yet and nobody else holds a fresh claim.
 */
export async function claimPaymentStart(db: Db, reservationId: number, now: Date): Promise<boolean> {
  const claimed = await db
    .update(reservation)
    .set({ paymentClaimedAt: now })
    .where(
      and(
        eq(reservation.id, reservationId),
        eq(reservation.statusBayar, "WAITING"),
        isNull(reservation.paymentCode),
        isNull(reservation.redirectUrl),
        isNull(reservation.paymentQr),
        isNull(reservation.paymentDeeplink),
        or(
          isNull(reservation.paymentClaimedAt),
          lt(reservation.paymentClaimedAt, new Date(now.getTime() - PAYMENT_CLAIM_STALE_MS)),
        ),
      ),
    )
    .returning({ id: reservation.id });
  return claimed.length > 0;
}

/** Records what the gateway answered for a booking's payment (VA number, hosted page link, QR, app link). */
export async function recordPaymentStart(
  db: Db,
  reservationId: number,
  details: {
    paymentCode?: string | null;
    gatewayRef?: string | null;
    redirectUrl?: string | null;
    paymentQr?: string | null;
    paymentDeeplink?: string | null;
  },
): Promise<void> {
  await db
    .update(reservation)
    .set({
      paymentCode: details.paymentCode ?? null,
      gatewayRef: details.gatewayRef ?? null,
      redirectUrl: details.redirectUrl ?? null,
      paymentQr: details.paymentQr ?? null,
      paymentDeeplink: details.paymentDeeplink ?? null,
    })
    .where(eq(reservation.id, reservationId));
}

/**
 * Undoes a booking whose payment could not be started: cancelled, and its nights released in the same
 * batch. Only a still-unpaid booking is touched.
 */
export async function cancelUnpaidReservation(db: Db, reservationId: number): Promise<void> {
  await db.batch([
    db
      .update(reservation)
      .set({ status: "CANCELLED", statusBayar: "FAILED" })
      .where(and(eq(reservation.id, reservationId), eq(reservation.statusBayar, "WAITING"))),
    db
      .delete(roomNight)
      .where(
        and(
          eq(roomNight.reservationId, reservationId),
          sql`exists (select 1 from ${reservation} where ${reservation.id} = ${reservationId} and ${reservation.statusBayar} = 'FAILED')`,
        ),
      ),
  ]);
}
