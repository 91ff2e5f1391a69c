import { and, eq, sql } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { paymentMethod, refund, reservation, roomNight } from "~/db/schema";
import type { CancelTerms } from "~/orders/rules/cancellation";
import type { PaymentCategory, PaymentChannel, RefundChannel, RefundStatus, ReservationStatus, StatusBayar } from "~/utils/vocabulary";
import { shareRefundStatements } from "./order-lines.server";
import { insertRefundWhen, type RefundRecord } from "./refund.server";
import { selectReservations } from "./reservation-query.server";

/**
 * Cancelling a booking (docs/decisions/027): what the decision needs to read, and the one batch that
 * cancels it, releases its nights (ADR 002) and records its refund, conditioned on the state read just
 * before so a double submit or a concurrent change never cancels or refunds twice.
 */

export interface CancellableBooking {
  id: number;
  kodeBooking: string;
  status: ReservationStatus;
  statusBayar: StatusBayar;
  cekin: string;
  total: number;
  guestEmail: string;
  userId: number | null;
  terms: CancelTerms;
  method: { kategori: PaymentCategory; channel: PaymentChannel };
  refund: BookingRefund | null;
  /** The gateway order the guest pays through now, and the one that paid (docs/decisions/037). */
  paymentAttempt: number;
  paidOrderId: string | null;
}

export interface BookingRefund {
  channel: RefundChannel;
  status: RefundStatus;
  amount: number;
  kept: number;
  refundKey: string;
}

/** The booking with its policy as sold and its refund, by booking code; null when unknown. */
export async function getCancellableBooking(db: Db, kodeBooking: string): Promise<CancellableBooking | null> {
  const [row] = await selectReservations(db, {
    id: reservation.id,
    kodeBooking: reservation.kodeBooking,
    status: reservation.status,
    statusBayar: reservation.statusBayar,
    cekin: reservation.cekin,
    total: reservation.total,
    guestEmail: reservation.guestEmail,
    userId: reservation.userId,
    policy: reservation.kebijakanBatal,
    freeDays: reservation.batalGratisHari,
    penaltyPercent: reservation.dendaBatalPersen,
    kategori: paymentMethod.kategori,
    channel: paymentMethod.channel,
    paymentAttempt: reservation.paymentAttempt,
    paidOrderId: reservation.paidOrderId,
  })
    .where(eq(reservation.kodeBooking, kodeBooking))
    .limit(1);
  if (!row) return null;
  const [refunded] = await db
    .select({ channel: refund.channel, status: refund.status, amount: refund.amount, kept: refund.kept, refundKey: refund.refundKey })
    .from(refund)
    .where(eq(refund.reservationId, row.id))
    .limit(1);
  const { policy, freeDays, penaltyPercent, kategori, channel, ...booking } = row;
  return {
    ...booking,
    terms: { policy, freeDays, penaltyPercent },
    method: { kategori, channel },
    refund: refunded ?? null,
  };
}

export type { RefundRecord };

/**
 * Cancels the booking if it is still in the state `from` (one batch): status CANCELLED with the payment
 * status `statusBayar`, its nights deleted, and the refund recorded (on its lines too). False when the booking had
 * changed (nothing is written then).
 */
export async function recordCancellation(
  db: Db,
  input: {
    id: number;
    from: { status: ReservationStatus; statusBayar: StatusBayar };
    statusBayar: StatusBayar;
    refund: RefundRecord | null;
    now: Date;
  },
): Promise<boolean> {
  const { id, from, now } = input;
  // The later statements only act once this very cancellation is stored (same id, status and time).
  const cancelledNow = sql`exists (select 1 from ${reservation} where ${reservation.id} = ${id} and ${reservation.status} = 'CANCELLED' and ${reservation.cancelledAt} = ${now.getTime()})`;
  const update = db
    .update(reservation)
    .set({ status: "CANCELLED", statusBayar: input.statusBayar, cancelledAt: now })
    .where(and(eq(reservation.id, id), eq(reservation.status, from.status), eq(reservation.statusBayar, from.statusBayar)))
    .returning({ id: reservation.id });
  const release = db.delete(roomNight).where(and(eq(roomNight.reservationId, id), cancelledNow));
  const r = input.refund;
  if (!r) {
    const [updated] = await db.batch([update, release]);
    return updated.length === 1;
  }
  const record = insertRefundWhen(db, id, r, now, cancelledNow);
  // Each line records its part of the refund (ADR 042), in the same batch and on the same condition.
  const [updated] = await db.batch([update, release, record, ...shareRefundStatements(db, id, r.amount, cancelledNow)]);
  return updated.length === 1;
}

/** The gateway refused or failed a refund: finance sees it FAILED and retries. */
export async function markRefundFailed(db: Db, refundKey: string): Promise<void> {
  await db.update(refund).set({ status: "FAILED" }).where(and(eq(refund.refundKey, refundKey), eq(refund.status, "PENDING")));
}

/** The gateway accepted a refund request: its id, for finance and the notification. */
export async function recordRefundRequested(db: Db, refundKey: string, gatewayRef: string | null): Promise<void> {
  if (gatewayRef) await db.update(refund).set({ gatewayRef }).where(eq(refund.refundKey, refundKey));
}
