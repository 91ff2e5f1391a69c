import type { AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import type { MessageKey } from "~/i18n/message-key";
import { AUDIT, writeAudit } from "~/models/audit-log.server";
import { getRefund, markManualRefundPaid, recordRefundRequest, reopenFailedRefund } from "~/orders/store/refund.server";
import type { Actor } from "~/services/intent.server";
import { createPaymentGateway } from "~/orders/payments/create-gateway.server";
import { sendRefundEmail } from "~/orders/intents/refund-emails.server";
import { paidOrderIdOf } from "~/orders/rules/order-id";
import { fail, ok, type Result } from "~/utils/result";

/**
 * What finance does on the refunds page, one function per intent: mark a manual transfer done, or try a
 * failed gateway refund again with the same refund_key (so the gateway can never refund it twice).
 */

type RefundContext = Pick<AppLoadContext, "db" | "env" | "ctx">;

export const refundIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("markPaid"), refund: z.coerce.number().int().positive() }),
  z.object({ intent: z.literal("retry"), refund: z.coerce.number().int().positive() }),
]);
export type RefundIntent = z.infer<typeof refundIntentSchema>;

/** Done (the toast to show and the booking's code), or refused: 404 unknown, 409 changed meanwhile, 502 the gateway refused. */
export type RefundActionOutcome = Result<{ toast: MessageKey; kode: string }>;

/**
 * Finance transferred a manual refund to the guest's account: the refund PAID (who, when), the booking
 * REFUNDED or PARTIALLY_REFUNDED, an audit row and the guest's e-mail. A second click changes nothing.
 */
export async function markRefundTransferred(
  context: RefundContext,
  input: { refundId: number },
  actor: Actor,
  now = new Date(),
): Promise<RefundActionOutcome> {
  const r = await getRefund(context.db, input.refundId);
  if (!r) return fail("refunds.errors.notFound", { status: 404 });
  if (r.channel === "MANUAL" && r.status === "PENDING" && !r.bankRekening) return fail("refunds.errors.noBank", { status: 409 });
  if (r.channel !== "MANUAL" || r.status !== "PENDING" || !(await markManualRefundPaid(context.db, r, actor.login, now))) {
    return fail("refunds.errors.changed", { status: 409 });
  }
  await writeAudit(context.db, {
    principal: actor.login,
    type: AUDIT.refundPaid,
    message: r.kodeBooking,
    remoteAddress: actor.remoteAddress,
    data: { kodeBooking: r.kodeBooking, reservationId: r.reservationId, refundKey: r.refundKey, amount: r.amount, channel: "MANUAL" },
  });
  await sendRefundEmail(context, r.reservationId);
  return ok({ toast: "refunds.toast.markPaid", kode: r.kodeBooking });
}

/**
 * A FAILED gateway refund asked again, with the SAME refund_key: PENDING while the gateway is asked, then
 * closed by its notification (or FAILED again when it refuses). `origin` serves the simulator's pages.
 */
export async function retryGatewayRefund(
  context: RefundContext,
  input: { refundId: number; origin: string },
  actor: Actor,
): Promise<RefundActionOutcome> {
  const r = await getRefund(context.db, input.refundId);
  if (!r) return fail("refunds.errors.notFound", { status: 404 });
  if (r.channel !== "GATEWAY" || r.status !== "FAILED" || !(await reopenFailedRefund(context.db, r.id))) {
    return fail("refunds.errors.changed", { status: 409 });
  }
  let accepted = true;
  try {
    const result = await createPaymentGateway(context, input.origin).refund({
      orderId: paidOrderIdOf(r),
      refundKey: r.refundKey,
      amount: r.amount,
      reason: r.reason,
    });
    await recordRefundRequest(context.db, r.id, { ok: true, gatewayRef: result.gatewayRef });
  } catch (error) {
    console.error(`refund of ${r.kodeBooking} refused again`, error);
    accepted = false;
    await recordRefundRequest(context.db, r.id, { ok: false });
  }
  await writeAudit(context.db, {
    principal: actor.login,
    type: AUDIT.refundRetried,
    message: r.kodeBooking,
    remoteAddress: actor.remoteAddress,
    data: { kodeBooking: r.kodeBooking, reservationId: r.reservationId, refundKey: r.refundKey, accepted },
  });
  return accepted
    ? ok({ toast: "refunds.toast.retry" as MessageKey, kode: r.kodeBooking })
    : fail("refunds.errors.gateway", { status: 502 });
}
