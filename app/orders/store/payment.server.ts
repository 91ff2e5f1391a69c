import { and, asc, eq, gt, lte, ne, sql } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { paymentAttempt, paymentNotification, reservation, roomNight } from "~/db/schema";
import { AUDIT, writeAudit, writeAudits } from "~/models/audit-log.server";
import { applyRefundNotification } from "~/orders/store/refund-notification.server";
import { orderIdOf, parseOrderId } from "~/orders/rules/order-id";

/**
 * Payment state changes of a reservation (design §5). Every change is one conditional UPDATE, so two
 * workers racing on the same booking (a notification and the expiry job, two overlapping expiry runs,
 * duplicate notifications) can never both win: only the one whose UPDATE matched a row acts on it
 * (e-mail, gateway call), and releasing nights is conditioned on the status the UPDATE set.
 */

/**
 * A gateway notification whose signature the payment service has already checked
 * (app/services/payments/midtrans.server.ts): this module never sees an unverified one.
 */
export interface VerifiedNotification {
  orderId: string;
  statusCode: string;
  /** As the gateway wrote it, e.g. "150000.00". */
  grossAmount: string;
  transactionStatus: string;
  fraudStatus?: string;
  /** The body as received, kept with the notification row. */
  payload: string;
}

export type NotificationEffect = "paid" | "duplicate" | "ignored" | "refundFlagged" | "expired" | "cancelled" | "refunded";

export type NotificationOutcome =
  | { status: 403; reason: "amount" }
  | { status: 404; reason: "unknownOrder" }
  | {
      status: 200;
      effect: NotificationEffect;
      reservationId: number;
      /** Paid through an order the guest had switched away from: the order that was current, to expire. */
      supersededOrderId?: string;
    };

/** Whole Rupiah from a gateway amount, or null when it has a fraction of a Rupiah. */
function rupiahOf(grossAmount: string): number | null {
  const [whole, fraction = ""] = grossAmount.split(".");
  if (/[1-9]/.test(fraction)) return null;
  const value = Number(whole);
  return Number.isSafeInteger(value) ? value : null;
}

/**
 * Marks a WAITING, not yet overdue reservation PAID through the order `paidBy` (with the method that order was
 * opened with, when it is not the booking's current one); returns true only for the call that did it.
 */
export async function markPaid(
  db: Db,
  reservationId: number,
  now: Date,
  paidBy: { orderId: string; paymentMethodId?: number } | null = null,
): Promise<boolean> {
  const rows = await db
    .update(reservation)
    .set({
      statusBayar: "PAID",
      paidAt: now,
      ...(paidBy ? { paidOrderId: paidBy.orderId } : {}),
      ...(paidBy?.paymentMethodId ? { paymentMethodId: paidBy.paymentMethodId } : {}),
    })
    .where(and(eq(reservation.id, reservationId), eq(reservation.statusBayar, "WAITING"), gt(reservation.batasBayar, now)))
    .returning({ id: reservation.id });
  return rows.length === 1;
}

export interface EndedReservation {
  id: number;
  kodeBooking: string;
  /** Its current gateway order's attempt (the order to expire at the gateway). */
  paymentAttempt: number;
}

/**
 * Ends unpaid reservations: status EXPIRED (or CANCELLED when the gateway cancelled), nights released,
 * in one batch. `overdueAt` limits it to bookings whose deadline has passed (the expiry job). Returns
 * only the reservations this call changed.
 */
export async function endUnpaidReservations(
  db: Db,
  ids: readonly number[],
  now: Date,
  options: { overdueAt?: Date; outcome?: "EXPIRED" | "CANCELLED"; attempt?: number } = {},
): Promise<EndedReservation[]> {
  if (ids.length === 0) return [];
  const outcome = options.outcome ?? "EXPIRED";
  const statusBayar = outcome === "EXPIRED" ? "EXPIRED" : "FAILED";
  const statements = ids.flatMap((id) => [
    db
      .update(reservation)
      .set({ status: outcome, statusBayar, expiredAt: now })
      .where(
        and(
          eq(reservation.id, id),
          eq(reservation.statusBayar, "WAITING"),
          options.overdueAt ? lte(reservation.batasBayar, options.overdueAt) : undefined,
          // A guest who checked in and pays at the end of the stay is never expired by the deadline.
          options.overdueAt ? eq(reservation.status, "BOOKED") : undefined,
          // Taken at the desk and paid at the property: no deadline, the desk collects it (ADR 030).
          options.overdueAt ? ne(reservation.mode, "OFFLINE") : undefined,
          // The gateway ended one order: only while it is still the one the guest pays through.
          options.attempt !== undefined ? eq(reservation.paymentAttempt, options.attempt) : undefined,
        ),
      )
      .returning({ id: reservation.id, kodeBooking: reservation.kodeBooking, paymentAttempt: reservation.paymentAttempt }),
    // Conditioned on the status inside the same transaction: a booking paid in the meantime keeps its nights.
    db
      .delete(roomNight)
      .where(
        and(
          eq(roomNight.reservationId, id),
          sql`exists (select 1 from ${reservation} where ${reservation.id} = ${id} and ${reservation.statusBayar} = ${statusBayar})`,
        ),
      ),
  ]);
  const results = await db.batch(statements as [(typeof statements)[number], ...(typeof statements)[number][]]);
  const ended: EndedReservation[] = [];
  for (let i = 0; i < results.length; i += 2) {
    const rows = results[i] as EndedReservation[];
    ended.push(...rows);
  }
  return ended;
}

/**
 * The expiry job: WAITING reservations past their deadline, oldest first, up to `limit` per run. A booking
 * taken at the front desk (mode OFFLINE) is never expired: the guest pays at the property (ADR 030).
 */
export async function expireOverdueReservations(db: Db, now: Date, limit = 50): Promise<EndedReservation[]> {
  const due = await db
    .select({ id: reservation.id })
    .from(reservation)
    .where(
      and(
        eq(reservation.statusBayar, "WAITING"),
        eq(reservation.status, "BOOKED"),
        ne(reservation.mode, "OFFLINE"),
        lte(reservation.batasBayar, now),
      ),
    )
    .orderBy(asc(reservation.batasBayar))
    .limit(limit);
  const ended = await endUnpaidReservations(
    db,
    due.map((r) => r.id),
    now,
    { overdueAt: now },
  );
  await writeAudits(
    db,
    ended.map((r) => ({ principal: "system", type: AUDIT.reservationExpired, data: { message: r.kodeBooking, reservationId: r.id } })),
  );
  return ended;
}

/** The booking an order id belongs to, with the attempt it names and, for an older order, its method. */
async function bookingOfOrder(db: Db, orderId: string) {
  const parsed = parseOrderId(orderId);
  if (!parsed) return null;
  const [booking] = await db
    .select({
      id: reservation.id,
      kodeBooking: reservation.kodeBooking,
      total: reservation.total,
      paymentAttempt: reservation.paymentAttempt,
    })
    .from(reservation)
    .where(eq(reservation.kodeBooking, parsed.kodeBooking))
    .limit(1);
  if (!booking) return null;
  if (parsed.attempt === booking.paymentAttempt) return { booking, attempt: parsed.attempt, current: true, methodId: null };
  // Any other order must be one this booking opened: its row says with which method.
  const [row] = await db
    .select({ paymentMethodId: paymentAttempt.paymentMethodId })
    .from(paymentAttempt)
    .where(and(eq(paymentAttempt.orderId, orderId), eq(paymentAttempt.reservationId, booking.id)))
    .limit(1);
  if (!row) return null;
  return { booking, attempt: parsed.attempt, current: false, methodId: row.paymentMethodId };
}

/**
 * Applies one verified gateway notification; a wrong amount changes nothing. Idempotent: a repeated or
 * out-of-order notification finds the reservation no longer WAITING and does nothing more. A booking may
 * have several orders (a switch of payment method opens a new one, docs/decisions/037): money through any of
 * them pays it once, money through a second one is flagged for a refund, and only the order the guest pays
 * through now can expire or cancel it.
 */
export async function applyPaymentNotification(db: Db, notification: VerifiedNotification, now: Date): Promise<NotificationOutcome> {
  const { orderId, statusCode, grossAmount, payload } = notification;
  const found = await bookingOfOrder(db, orderId);
  if (!found) return { status: 404, reason: "unknownOrder" };
  const { booking } = found;

  if (rupiahOf(grossAmount) !== booking.total) {
    await writeAudit(db, {
      principal: "payment-gateway",
      type: AUDIT.paymentAmountMismatch,
      data: { message: orderId, grossAmount, expected: booking.total },
    });
    return { status: 403, reason: "amount" };
  }

  await db.insert(paymentNotification).values({
    reservationId: booking.id,
    orderId,
    transactionStatus: notification.transactionStatus,
    statusCode,
    grossAmount,
    signatureOk: true,
    payload,
    receivedAt: now,
  });

  const status = notification.transactionStatus;
  // A refund's confirmation: it closes the booking's refund, and never makes a booking paid.
  if (status === "refund" || status === "partial_refund") return applyRefundNotification(db, booking.id, notification, now);
  const paidStatus = status === "settlement" || (status === "capture" && (notification.fraudStatus ?? "accept") === "accept");
  if (paidStatus) {
    const paidBy = { orderId, paymentMethodId: found.methodId ?? undefined };
    if (await markPaid(db, booking.id, now, paidBy)) {
      await writeAudit(db, { principal: "payment-gateway", type: AUDIT.reservationPaid, data: { message: orderId } });
      // Paid through an order the guest had left: the one they were about to pay is closed at the gateway.
      const superseded = found.current ? undefined : orderIdOf(booking.kodeBooking, booking.paymentAttempt);
      return { status: 200, effect: "paid", reservationId: booking.id, supersededOrderId: superseded };
    }
    const [current] = await db
      .select({ statusBayar: reservation.statusBayar, paidOrderId: reservation.paidOrderId })
      .from(reservation)
      .where(eq(reservation.id, booking.id))
      .limit(1);
    // The same order's payment told again. (Paid before orders were recorded: the first order paid it.)
    const paidThrough = current?.paidOrderId ?? booking.kodeBooking;
    const wasPaid = current !== undefined && !["WAITING", "EXPIRED", "FAILED"].includes(current.statusBayar);
    if (wasPaid && paidThrough === orderId) return { status: 200, effect: "duplicate", reservationId: booking.id };
    // Money for a booking that is no longer payable (expired or cancelled), or paid a second time through
    // another of its orders: flag it for a refund, once.
    const flagged = await db
      .update(reservation)
      .set({ refundFlag: true })
      .where(and(eq(reservation.id, booking.id), eq(reservation.refundFlag, false)))
      .returning({ id: reservation.id });
    if (flagged.length > 0) {
      await writeAudit(db, {
        principal: "payment-gateway",
        type: AUDIT.paymentRefundRequired,
        data: { message: orderId, grossAmount, statusBayar: current?.statusBayar ?? null, ...(wasPaid ? { paidThrough } : {}) },
      });
    }
    return { status: 200, effect: "refundFlagged", reservationId: booking.id };
  }
  if ((status === "expire" || status === "cancel") && found.current) {
    const outcome = status === "expire" ? "EXPIRED" : "CANCELLED";
    const ended = await endUnpaidReservations(db, [booking.id], now, { outcome, attempt: found.attempt });
    if (ended.length > 0) return { status: 200, effect: status === "expire" ? "expired" : "cancelled", reservationId: booking.id };
  }
  // pending, deny (the guest may try again), authorize, an older order expiring after a switch: recorded only.
  return { status: 200, effect: "ignored", reservationId: booking.id };
}
