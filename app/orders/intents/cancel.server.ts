import type { AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import type { MessageKey } from "~/i18n/message-key";
import { AUDIT, writeAudit } from "~/models/audit-log.server";
import {
  markRefundFailed,
  recordCancellation,
  recordRefundRequested,
  type CancellableBooking,
} from "~/orders/store/cancellation.server";
import { sendCancellationEmail, type CancelledRefund } from "~/orders/intents/cancel-emails.server";
import type { Actor } from "~/services/intent.server";
import { createPaymentGateway } from "~/orders/payments/create-gateway.server";
import { paymentKind } from "~/orders/payments/kinds/index.server";
import { randomToken } from "~/services/tokens.server";
import { cancellationQuote, type CancellationQuote } from "~/orders/rules/cancellation";
import { todayInJakarta } from "~/utils/dates";
import { lineField } from "~/utils/form-fields";
import { currentOrderId, paidOrderIdOf } from "~/orders/rules/order-id";
import { paymentFacts, type PaymentMethodKey } from "~/orders/rules/payment-kinds";
import type { PaymentChannel, RefundChannel } from "~/utils/vocabulary";

/**
 * Cancelling a booking, the one way the guest ("Pesanan Saya", /pesanan) and the front desk both do it
 * (docs/decisions/027). An unpaid booking is cancelled and its gateway transaction expired; a paid one is
 * cancelled with the refund its policy gives (recorded in the same batch that cancels it and releases its
 * nights), asked of the gateway for card/QRIS/e-wallet payments, or left to finance as a bank transfer.
 * The guest is e-mailed and the change audited. A second cancel of the same booking is refused and
 * changes nothing, so nothing is ever refunded twice.
 */

type CancelContext = Pick<AppLoadContext, "db" | "env" | "ctx">;

/** Why a booking cannot be cancelled (now). */
export type CancelRefusal = "alreadyCancelled" | "expired" | "checkedIn" | "noShow" | "started" | "changed";

export const CANCEL_REFUSAL_MESSAGES: Record<CancelRefusal, MessageKey> = {
  alreadyCancelled: "orders.errors.alreadyCancelled",
  expired: "orders.errors.expired",
  checkedIn: "orders.errors.checkedIn",
  noShow: "orders.errors.noShow",
  started: "orders.errors.started",
  changed: "orders.errors.changed",
};

/** Who cancels: the guest may until the arrival day ends; staff may cancel any booking not yet arrived. */
export type Canceller = "guest" | "staff";

type Current = Pick<CancellableBooking, "status" | "statusBayar" | "cekin">;

/** Whether the booking may be cancelled now, or why not. */
export function cancelRefusal(b: Current, by: Canceller, now: Date): CancelRefusal | null {
  switch (b.status) {
    case "CANCELLED":
      return "alreadyCancelled";
    case "EXPIRED":
      return "expired";
    case "CHECKED_IN":
    case "CHECKED_OUT":
      return "checkedIn";
    case "NO_SHOW":
      return "noShow";
    case "BOOKED":
      break;
  }
  if (b.statusBayar !== "WAITING" && b.statusBayar !== "PAID") return "changed";
  if (by === "guest" && todayInJakarta(now) > b.cekin) return "started";
  return null;
}

/** How a payment made with `method` is given back: as its payment kind refunds its channel (manual when unknown). */
export function refundChannelOf(method: PaymentMethodKey & { channel: PaymentChannel }): RefundChannel {
  const kind = paymentKind(method);
  return kind.ok ? kind.value.refundChannel(method.channel) : "MANUAL";
}

/** What cancelling now would give back (nothing was paid while WAITING). */
export function quoteCancellation(b: Pick<CancellableBooking, "statusBayar" | "total" | "cekin" | "terms">, now: Date): CancellationQuote {
  return cancellationQuote({ ...b.terms, paid: b.statusBayar === "PAID" ? b.total : 0, cekin: b.cekin, now });
}

/** Whether the guest must give a bank account to cancel: a paid booking refunded by a manual transfer. */
export function needsBankAccount(b: Pick<CancellableBooking, "statusBayar" | "total" | "cekin" | "terms" | "method">, now: Date): boolean {
  return refundChannelOf(b.method) === "MANUAL" && quoteCancellation(b, now).refund > 0;
}

/**
 * The bank account a manual refund is transferred to, as the guest types it. Finance copies the names into a
 * transfer: control characters are dropped and direction-reversing ones refused (lineField).
 */
export const bankAccountSchema = z.object({
  bankNama: lineField(z.string({ required_error: "orders.errors.bankNamaRequired" }).trim().min(1, "orders.errors.bankNamaRequired").max(100)),
  bankRekening: z
    .string({ required_error: "orders.errors.bankRekeningInvalid" })
    .transform((v) => v.replace(/[\s.-]/g, ""))
    .pipe(z.string().regex(/^\d{5,30}$/, "orders.errors.bankRekeningInvalid")),
  bankAtasNama: lineField(z.string({ required_error: "orders.errors.bankAtasNamaRequired" }).trim().min(1, "orders.errors.bankAtasNamaRequired").max(100)),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

export type CancelOutcome =
  | { ok: true; quote: CancellationQuote; refund: CancelledRefund | null }
  | { ok: false; reason: CancelRefusal };

/**
 * Cancels `booking` as `by` (the guest, or staff at the desk). A manual refund carries `bank` (the guest
 * must give it; staff may leave it to finance). The gateway's refund is asked for after the batch; if it
 * fails the refund is marked FAILED for finance to retry, and the cancellation stands.
 */
export async function cancelBooking(
  context: CancelContext,
  input: { booking: CancellableBooking; by: Canceller; bank?: BankAccount | null; reason?: string },
  actor: Actor,
  now = new Date(),
): Promise<CancelOutcome> {
  const { booking: b, by } = input;
  const refusal = cancelRefusal(b, by, now);
  if (refusal) return { ok: false, reason: refusal };
  const paid = b.statusBayar === "PAID";
  const quote = quoteCancellation(b, now);
  const channel = refundChannelOf(b.method);
  const bank = channel === "MANUAL" && input.bank ? { nama: input.bank.bankNama, rekening: input.bank.bankRekening, atasNama: input.bank.bankAtasNama } : null;
  const refund: CancelledRefund | null = quote.refund > 0 ? { channel, amount: quote.refund, kept: quote.kept, bank } : null;
  const refundKey = refund ? `${b.kodeBooking}-${randomToken(12)}` : "";
  const reason = input.reason ?? (by === "guest" ? "Dibatalkan tamu" : "Dibatalkan staf");
  // Unpaid: the payment will never come. Paid: refund pending while money is owed, else it stays PAID.
  const statusBayar = !paid ? "FAILED" : refund ? "REFUND_PENDING" : "PAID";
  const stored = await recordCancellation(context.db, {
    id: b.id,
    from: { status: b.status, statusBayar: b.statusBayar },
    statusBayar,
    refund: refund ? { refundKey, channel, amount: refund.amount, kept: refund.kept, reason, bank } : null,
    now,
  });
  if (!stored) return { ok: false, reason: "changed" };

  const gateway = () => createPaymentGateway(context, context.env.PUBLIC_SITE_URL);
  if (!paid && !paymentFacts(b.method).paidAtReception) {
    try {
      await gateway().expire(currentOrderId(b));
    } catch (error) {
      console.error(`gateway expire failed for ${b.kodeBooking}`, error);
    }
  }
  if (refund?.channel === "GATEWAY") {
    try {
      const result = await gateway().refund({ orderId: paidOrderIdOf(b), refundKey, amount: refund.amount, reason });
      await recordRefundRequested(context.db, refundKey, result.gatewayRef);
    } catch (error) {
      console.error(`gateway refund failed for ${b.kodeBooking}`, error);
      await markRefundFailed(context.db, refundKey);
    }
  }
  await writeAudit(context.db, {
    principal: actor.login,
    type: AUDIT.reservationChanged,
    message: `cancel ${b.kodeBooking}`,
    remoteAddress: actor.remoteAddress,
    data: {
      kodeBooking: b.kodeBooking,
      reservationId: b.id,
      action: "cancel",
      by,
      from: { status: b.status, statusBayar: b.statusBayar },
      to: { status: "CANCELLED", statusBayar },
      ...(refund ? { refund: { channel, amount: refund.amount, kept: refund.kept, refundKey } } : { kept: quote.kept }),
    },
  });
  await sendCancellationEmail(context, b.id, { paid, refund, kept: quote.kept });
  return { ok: true, quote, refund };
}
