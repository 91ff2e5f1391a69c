import { and, asc, eq, gt, inArray, lte, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "~/context.server";
import { audit, paymentNotification, reservation, roomNight } from "~/db/schema";
import { constantTimeEqual, sha512Hex } from "~/services/signing.server";

/**
 * Payment state changes of a reservation (design §5). Every change is one conditional UPDATE, so two
 * workers racing on the same booking (a notification and the expiry job, two overlapping expiry runs,
 * duplicate notifications) can never both win: only the one whose UPDATE matched a row acts on it
 * (e-mail, gateway call), and releasing nights is conditioned on the status the UPDATE set.
 */

export const PAYMENT_AUDIT = {
  refundRequired: "PAYMENT_REFUND_REQUIRED",
  amountMismatch: "PAYMENT_AMOUNT_MISMATCH",
  expired: "RESERVATION_EXPIRED",
  paid: "RESERVATION_PAID",
} as const;

/** Midtrans' notification signature: SHA512(order_id + status_code + gross_amount + server_key), hex. */
export function notificationSignature(orderId: string, statusCode: string, grossAmount: string, serverKey: string): Promise<string> {
  return sha512Hex(`${orderId}${statusCode}${grossAmount}${serverKey}`);
}

/** Amounts as Midtrans writes them in notifications: "150000.00". */
export function formatGrossAmount(amount: number): string {
  return `${amount}.00`;
}

export const MAX_NOTIFICATION_BYTES = 16_384;

export const notificationSchema = z
  .object({
    order_id: z.string().min(1).max(64),
    status_code: z.string().regex(/^\d{3}$/),
    gross_amount: z.string().regex(/^\d{1,13}(\.\d{1,2})?$/),
    signature_key: z.string().regex(/^[0-9a-fA-F]{128}$/),
    transaction_status: z.string().min(1).max(32),
    fraud_status: z.string().max(32).optional(),
    transaction_id: z.string().max(100).optional(),
    payment_type: z.string().max(50).optional(),
  })
  .passthrough();

export type PaymentNotificationBody = z.infer<typeof notificationSchema>;

export type NotificationEffect = "paid" | "duplicate" | "ignored" | "refundFlagged" | "expired" | "cancelled";

export type NotificationOutcome =
  | { status: 400; reason: "malformed" }
  | { status: 403; reason: "signature" | "amount" }
  | { status: 404; reason: "unknownOrder" }
  | { status: 200; effect: NotificationEffect; reservationId: number };

/** Whole Rupiah from a gateway amount, or null when it has a fraction of a Rupiah. */
function rupiahOf(grossAmount: string): number | null {
  const [whole, fraction = ""] = grossAmount.split(".");
  if (/[1-9]/.test(fraction)) return null;
  const value = Number(whole);
  return Number.isSafeInteger(value) ? value : null;
}

/** Marks a WAITING, not yet overdue reservation PAID; returns true only for the call that did it. */
export async function markPaid(db: Db, reservationId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(reservation)
    .set({ statusBayar: "PAID", paidAt: now })
    .where(and(eq(reservation.id, reservationId), eq(reservation.statusBayar, "WAITING"), gt(reservation.batasBayar, now)))
    .returning({ id: reservation.id });
  return rows.length === 1;
}

export interface EndedReservation {
  id: number;
  kodeBooking: string;
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
  options: { overdueAt?: Date; outcome?: "EXPIRED" | "CANCELLED" } = {},
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
        ),
      )
      .returning({ id: reservation.id, kodeBooking: reservation.kodeBooking }),
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

/** The expiry job: WAITING reservations past their deadline, oldest first, up to `limit` per run. */
export async function expireOverdueReservations(db: Db, now: Date, limit = 50): Promise<EndedReservation[]> {
  const due = await db
    .select({ id: reservation.id })
    .from(reservation)
    .where(and(eq(reservation.statusBayar, "WAITING"), lte(reservation.batasBayar, now)))
    .orderBy(asc(reservation.batasBayar))
    .limit(limit);
  const ended = await endUnpaidReservations(
    db,
    due.map((r) => r.id),
    now,
    { overdueAt: now },
  );
  if (ended.length > 0) {
    await db.insert(audit).values(
      ended.map((r) => ({ principal: "system", type: PAYMENT_AUDIT.expired, data: { message: r.kodeBooking, reservationId: r.id } })),
    );
  }
  return ended;
}

/**
 * Applies one gateway notification. Verifies the signature in constant time before anything else;
 * a bad signature or amount changes nothing. Idempotent: a repeated or out-of-order notification finds
 * the reservation no longer WAITING and does nothing more.
 */
export async function applyPaymentNotification(db: Db, rawBody: string, serverKey: string, now: Date): Promise<NotificationOutcome> {
  if (rawBody.length > MAX_NOTIFICATION_BYTES) return { status: 400, reason: "malformed" };
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return { status: 400, reason: "malformed" };
  }
  const parsed = notificationSchema.safeParse(json);
  if (!parsed.success) return { status: 400, reason: "malformed" };
  const body = parsed.data;

  const expected = await notificationSignature(body.order_id, body.status_code, body.gross_amount, serverKey);
  if (!constantTimeEqual(expected, body.signature_key.toLowerCase())) return { status: 403, reason: "signature" };

  const [booking] = await db
    .select({ id: reservation.id, total: reservation.total, statusBayar: reservation.statusBayar, refundFlag: reservation.refundFlag })
    .from(reservation)
    .where(eq(reservation.kodeBooking, body.order_id))
    .limit(1);
  if (!booking) return { status: 404, reason: "unknownOrder" };

  if (rupiahOf(body.gross_amount) !== booking.total) {
    await db.insert(audit).values({
      principal: "payment-gateway",
      type: PAYMENT_AUDIT.amountMismatch,
      data: { message: body.order_id, grossAmount: body.gross_amount, expected: booking.total },
    });
    return { status: 403, reason: "amount" };
  }

  await db.insert(paymentNotification).values({
    reservationId: booking.id,
    orderId: body.order_id,
    transactionStatus: body.transaction_status,
    statusCode: body.status_code,
    grossAmount: body.gross_amount,
    signatureOk: true,
    payload: rawBody,
    receivedAt: now,
  });

  const status = body.transaction_status;
  const paidStatus = status === "settlement" || (status === "capture" && (body.fraud_status ?? "accept") === "accept");
  if (paidStatus) {
    if (await markPaid(db, booking.id, now)) {
      await db.insert(audit).values({ principal: "payment-gateway", type: PAYMENT_AUDIT.paid, data: { message: body.order_id } });
      return { status: 200, effect: "paid", reservationId: booking.id };
    }
    const [current] = await db
      .select({ statusBayar: reservation.statusBayar })
      .from(reservation)
      .where(eq(reservation.id, booking.id))
      .limit(1);
    if (current?.statusBayar === "PAID") return { status: 200, effect: "duplicate", reservationId: booking.id };
    // Money arrived for a booking that is no longer payable (expired or cancelled): flag it for a refund, once.
    const flagged = await db
      .update(reservation)
      .set({ refundFlag: true })
      .where(and(eq(reservation.id, booking.id), eq(reservation.refundFlag, false), inArray(reservation.statusBayar, ["WAITING", "EXPIRED", "FAILED"])))
      .returning({ id: reservation.id });
    if (flagged.length > 0) {
      await db.insert(audit).values({
        principal: "payment-gateway",
        type: PAYMENT_AUDIT.refundRequired,
        data: { message: body.order_id, grossAmount: body.gross_amount, statusBayar: current?.statusBayar ?? null },
      });
    }
    return { status: 200, effect: "refundFlagged", reservationId: booking.id };
  }
  if (status === "expire" || status === "cancel") {
    const ended = await endUnpaidReservations(db, [booking.id], now, { outcome: status === "expire" ? "EXPIRED" : "CANCELLED" });
    if (ended.length > 0) return { status: 200, effect: status === "expire" ? "expired" : "cancelled", reservationId: booking.id };
  }
  // pending, deny (the guest may try again), authorize, refunds: recorded, no state change.
  return { status: 200, effect: "ignored", reservationId: booking.id };
}
