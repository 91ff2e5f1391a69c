import { z } from "zod";
import type { Db } from "~/models/db.server";
import { AUDIT, writeAudit } from "~/models/audit-log.server";
import { getRefundOfReservation, markGatewayRefundPaid } from "~/orders/store/refund.server";

/**
 * A gateway's refund notification (transaction_status "refund" or "partial_refund"), already verified and
 * stored by the payment model: it closes the booking's refund when it names that refund's refund_key with
 * the refund's amount. Applied once: a replay finds the refund PAID and changes nothing.
 */

const refundEntry = z.object({
  refund_key: z.string().max(100),
  refund_amount: z.string().regex(/^\d{1,13}(\.\d{1,2})?$/),
  refund_chargeback_id: z.union([z.string().max(100), z.number()]).optional(),
});
const refundBody = z.object({ refunds: z.array(refundEntry).max(100) }).passthrough();

export type RefundNotificationOutcome =
  | { status: 403; reason: "amount" }
  | { status: 200; effect: "refunded" | "duplicate" | "ignored"; reservationId: number };

function wholeRupiah(amount: string): number {
  const [whole, fraction = ""] = amount.split(".");
  return /[1-9]/.test(fraction) ? Number.NaN : Number(whole);
}

export async function applyRefundNotification(
  db: Db,
  reservationId: number,
  notification: { orderId: string; payload: string },
  now: Date,
): Promise<RefundNotificationOutcome> {
  const { orderId } = notification;
  let entries: z.infer<typeof refundEntry>[] = [];
  try {
    const parsed = refundBody.safeParse(JSON.parse(notification.payload));
    if (parsed.success) entries = parsed.data.refunds;
  } catch {
    // The body was JSON when its signature was checked; an unreadable refunds list matches no refund.
  }
  const ours = await getRefundOfReservation(db, reservationId);
  const entry = ours && ours.channel === "GATEWAY" ? entries.find((e) => e.refund_key === ours.refundKey) : undefined;
  if (!ours || !entry) {
    // Not a refund this site asked for (made in the gateway's dashboard, or of another booking's key):
    // recorded for staff, answered 200 so the gateway stops sending it.
    console.warn(`refund notification for ${orderId} names no refund of this booking`);
    await writeAudit(db, {
      principal: "payment-gateway",
      type: AUDIT.refundUnmatched,
      data: { message: orderId, refundKeys: entries.map((e) => e.refund_key) },
    });
    return { status: 200, effect: "ignored", reservationId };
  }
  if (wholeRupiah(entry.refund_amount) !== ours.amount) {
    await writeAudit(db, {
      principal: "payment-gateway",
      type: AUDIT.paymentAmountMismatch,
      data: { message: orderId, refundAmount: entry.refund_amount, expected: ours.amount, refundKey: ours.refundKey },
    });
    return { status: 403, reason: "amount" };
  }
  const gatewayRef = entry.refund_chargeback_id === undefined ? ours.gatewayRef : String(entry.refund_chargeback_id);
  if (!(await markGatewayRefundPaid(db, ours, gatewayRef, now))) return { status: 200, effect: "duplicate", reservationId };
  await writeAudit(db, {
    principal: "payment-gateway",
    type: AUDIT.refundPaid,
    data: { message: orderId, refundKey: ours.refundKey, amount: ours.amount, channel: "GATEWAY" },
  });
  return { status: 200, effect: "refunded", reservationId };
}
