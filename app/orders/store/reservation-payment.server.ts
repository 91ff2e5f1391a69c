import { and, eq, gt, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { paymentAttempt, reservation, roomNight } from "~/db/schema";
import { MAX_PAYMENT_ATTEMPTS } from "~/orders/rules/order-id";

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

/** What the gateway answered for a payment: VA number, hosted page link, QR, app link, its reference. */
export interface PaymentStartDetails {
  paymentCode?: string | null;
  gatewayRef?: string | null;
  redirectUrl?: string | null;
  paymentQr?: string | null;
  paymentDeeplink?: string | null;
}

/** Records what the gateway answered for a booking's payment (VA number, hosted page link, QR, app link). */
export async function recordPaymentStart(db: Db, reservationId: number, details: PaymentStartDetails): Promise<void> {
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

/**
 * A switch of payment method, step one (docs/decisions/037): reserves the booking's next gateway order —
 * `kode-n`, n one more than any order it had — for `methodId`, before the gateway hears of it, so an order id
 * is never sent twice even when the gateway call fails. The first order gets its row too (with the method it
 * was opened with). Only while the booking is unpaid, booked on the web and `minRemainingMs` before its
 * deadline; null otherwise, at the attempt limit, or when another switch took the same number first.
 */
export async function reservePaymentAttempt(
  db: Db,
  booking: { id: number; kodeBooking: string },
  methodId: number,
  now: Date,
  minRemainingMs: number,
): Promise<{ attempt: number; orderId: string } | null> {
  const open = sql`${reservation.id} = ${booking.id} and ${reservation.statusBayar} = 'WAITING' and ${reservation.status} = 'BOOKED'
    and ${reservation.mode} = 'WEB' and ${reservation.batasBayar} > ${now.getTime() + minRemainingMs}`;
  const next = sql`(select coalesce(max(${paymentAttempt.attempt}), 1) + 1 from ${paymentAttempt} where ${paymentAttempt.reservationId} = ${booking.id})`;
  try {
    // The first order's row (idempotent, and only while it is the current one): the method it was opened with.
    await db.run(sql`insert into ${paymentAttempt} (order_id, reservation_id, attempt, payment_method_id, created_at)
      select ${booking.kodeBooking}, ${reservation.id}, 1, ${reservation.paymentMethodId}, ${now.getTime()}
      from ${reservation} where ${open} and ${reservation.paymentAttempt} = 1
      on conflict do nothing`);
    const reserved = await db.all<{ attempt: number; order_id: string }>(sql`insert into ${paymentAttempt} (order_id, reservation_id, attempt, payment_method_id, created_at)
      select ${booking.kodeBooking} || '-' || ${next}, ${reservation.id}, ${next}, ${methodId}, ${now.getTime()}
      from ${reservation} where ${open} and ${next} <= ${MAX_PAYMENT_ATTEMPTS}
      returning attempt, order_id`);
    const row = reserved[0];
    return row ? { attempt: row.attempt, orderId: row.order_id } : null;
  } catch (error) {
    // Two switches at once: the one that lost the order id on the primary key gets nothing.
    if (/UNIQUE|PRIMARY KEY|constraint/i.test(String(error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : error))) {
      return null;
    }
    throw error;
  }
}

/**
 * A switch of payment method, step two: the booking pays through the new order from now on — its method,
 * attempt and the gateway's answer replace the old ones, in one conditional UPDATE that only an unpaid booking
 * whose current attempt is older than this one takes. False when it was paid, ended or switched again meanwhile.
 */
export async function commitPaymentSwitch(
  db: Db,
  reservationId: number,
  switched: { attempt: number; methodId: number; details: PaymentStartDetails },
  now: Date,
): Promise<boolean> {
  const { details } = switched;
  const rows = await db
    .update(reservation)
    .set({
      paymentMethodId: switched.methodId,
      paymentAttempt: switched.attempt,
      paymentCode: details.paymentCode ?? null,
      gatewayRef: details.gatewayRef ?? null,
      redirectUrl: details.redirectUrl ?? null,
      paymentQr: details.paymentQr ?? null,
      paymentDeeplink: details.paymentDeeplink ?? null,
      paymentClaimedAt: now,
    })
    .where(
      and(
        eq(reservation.id, reservationId),
        eq(reservation.statusBayar, "WAITING"),
        eq(reservation.status, "BOOKED"),
        lt(reservation.paymentAttempt, switched.attempt),
        gt(reservation.batasBayar, now),
      ),
    )
    .returning({ id: reservation.id });
  return rows.length === 1;
}


/** The booking's other gateway orders (every one but `orderId`): those a switch to `orderId` closes. */
export async function otherOrderIds(db: Db, reservationId: number, orderId: string): Promise<string[]> {
  const rows = await db
    .select({ orderId: paymentAttempt.orderId })
    .from(paymentAttempt)
    .where(and(eq(paymentAttempt.reservationId, reservationId), ne(paymentAttempt.orderId, orderId)));
  return rows.map((r) => r.orderId);
}
