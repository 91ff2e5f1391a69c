import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Language } from "~/i18n/config";
import type { MessageKey } from "~/i18n/message-key";
import { AUDIT, writeAudit } from "~/models/audit-log.server";
import { listGatewayMethods } from "~/orders/store/payment-switch.server";
import { getReservationDetail, type ReservationDetail } from "~/orders/store/reservation-detail.server";
import { commitPaymentSwitch, otherOrderIds, reservePaymentAttempt } from "~/orders/store/reservation-payment.server";
import { nextPath, openGatewayOrder } from "~/orders/intents/book.server";
import { sendBookingEmail } from "~/orders/intents/book-emails.server";
import { createPaymentGateway } from "~/orders/payments/create-gateway.server";
import { PAYMENT_CATEGORY_LABELS } from "~/orders/rules/booking-labels";
import { langOf } from "~/utils/content-lang";
import { currentOrderId, MAX_PAYMENT_ATTEMPTS } from "~/orders/rules/order-id";
import { acceptsAmount } from "~/orders/rules/payment-channels";
import { fail, ok, type Result } from "~/utils/result";
import { paymentFacts } from "~/orders/rules/payment-kinds";

/**
 * A pending booking switches payment method (docs/decisions/037): a card that failed, a bank the guest
 * cannot reach. The booking keeps its code, amount and deadline; the gateway gets a new order
 * (`kode-n`, it refuses a reused order id) and the old one is closed. Offered on the pending-payment page
 * and the gateway's failure page, with or without JavaScript.
 */
type SwitchContext = Pick<AppLoadContext, "db" | "env" | "ctx">;

/** Too close to the deadline to start another payment: the guest would not have time to finish it. */
export const SWITCH_MIN_REMAINING_MS = 5 * 60_000;

export type SwitchRefusal = "notFound" | "method" | "closed" | "changed" | "gateway";

export const SWITCH_REFUSALS = {
  notFound: "errors.notFoundMessage",
  method: "payInfo.switch.errors.method",
  closed: "payInfo.switch.errors.closed",
  changed: "payInfo.switch.errors.changed",
  gateway: "payInfo.switch.errors.gateway",
} as const satisfies Record<SwitchRefusal, MessageKey>;

export const SWITCH_REFUSAL_STATUS: Record<SwitchRefusal, number> = {
  notFound: 404,
  method: 400,
  closed: 409,
  changed: 409,
  gateway: 503,
};

/** Whether the booking may still change how it is paid: unpaid, a web booking paid through the gateway, in time. */
export function canSwitchPayment(detail: ReservationDetail, now: Date): boolean {
  return (
    detail.statusBayar === "WAITING" &&
    detail.status === "BOOKED" &&
    detail.mode === "WEB" &&
    !paymentFacts(detail.method).paidAtReception &&
    detail.paymentAttempt < MAX_PAYMENT_ATTEMPTS &&
    detail.batasBayar.getTime() - now.getTime() > SWITCH_MIN_REMAINING_MS
  );
}

/** The methods offered instead of the booking's own: gateway methods that take its total. */
async function offeredMethods(context: SwitchContext, detail: ReservationDetail, language: Language) {
  const { groups, methods } = await listGatewayMethods(context.db, language);
  const offered = methods.filter((m) => m.id !== detail.method.id && acceptsAmount(m, detail.total));
  return { groups, methods: offered };
}

/** What the switch form shows (groups of methods with their kind), or null when the booking cannot switch. */
export async function paymentSwitchView(context: SwitchContext, detail: ReservationDetail, language: Language, now = new Date()) {
  if (!canSwitchPayment(detail, now)) return null;
  const { groups, methods } = await offeredMethods(context, detail, language);
  const view = groups
    .map((g) => ({
      id: g.id,
      nama: g.nama,
      lang: langOf(g, "nama"),
      methods: methods
        .filter((m) => m.groupId === g.id)
        .map((m) => ({ id: m.id, nama: m.nama, lang: langOf(m, "nama"), logoKey: m.logoKey, kind: PAYMENT_CATEGORY_LABELS[m.kategori] })),
    }))
    .filter((g) => g.methods.length > 0);
  return view.length > 0 ? { kode: detail.kodeBooking, deadline: detail.batasBayar.getTime(), groups: view } : null;
}

export type PaymentSwitchView = NonNullable<Awaited<ReturnType<typeof paymentSwitchView>>>;

async function expireQuietly(context: SwitchContext, origin: string, orderId: string) {
  try {
    await createPaymentGateway(context, origin).expire(orderId);
  } catch (error) {
    console.error(`gateway expire failed for ${orderId}`, error);
  }
}

/** Where the guest pays now, or the refusal (its message and status, SWITCH_REFUSALS / SWITCH_REFUSAL_STATUS). */
export type SwitchResult = Result<{ next: string }>;

const refused = (reason: SwitchRefusal) => fail(SWITCH_REFUSALS[reason], { status: SWITCH_REFUSAL_STATUS[reason] });

/**
 * Switches the booking `kode` to `methodId`: reserves the next order id, opens it at the gateway, then makes
 * it the booking's payment in one conditional UPDATE. A gateway that refuses leaves the old payment as it was;
 * a booking paid, ended or switched in the meantime keeps what happened to it and the new order is closed.
 * On success the old order is closed, the guest gets the new instructions by e-mail, and `next` is where the
 * guest pays now (the hosted page, or the pending-payment page).
 */
export async function switchPaymentMethod(
  context: SwitchContext,
  origin: string,
  input: { kode: string; methodId: number; remoteAddress?: string | null },
  now = new Date(),
): Promise<SwitchResult> {
  const { db } = context;
  const detail = await getReservationDetail(db, { kodeBooking: input.kode }, "booking");
  if (!detail) return refused("notFound");
  if (!canSwitchPayment(detail, now)) return refused("closed");
  const method = (await offeredMethods(context, detail, "id")).methods.find((m) => m.id === input.methodId);
  if (!method) return refused("method");

  const reserved = await reservePaymentAttempt(db, detail, method.id, now, SWITCH_MIN_REMAINING_MS);
  if (!reserved) return refused("changed");
  const opened = await openGatewayOrder(context, origin, { orderId: reserved.orderId, detail, method }, now);
  if (!opened.ok) {
    console.error(`payment switch of ${detail.kodeBooking} to ${reserved.orderId} failed: ${opened.key}`);
    return refused("gateway");
  }
  const details = opened.value;
  if (!(await commitPaymentSwitch(db, detail.id, { attempt: reserved.attempt, methodId: method.id, details }, now))) {
    await expireQuietly(context, origin, reserved.orderId);
    return refused("changed");
  }
  // Every order it had before (a switch racing this one may have opened one more) is closed.
  for (const orderId of await otherOrderIds(db, detail.id, reserved.orderId)) await expireQuietly(context, origin, orderId);
  await writeAudit(db, {
    principal: "guest",
    type: AUDIT.reservationChanged,
    message: `payment method ${detail.kodeBooking}`,
    remoteAddress: input.remoteAddress ?? null,
    data: {
      kodeBooking: detail.kodeBooking,
      reservationId: detail.id,
      action: "switchPaymentMethod",
      from: { orderId: currentOrderId(detail), paymentMethodId: detail.method.id },
      to: { orderId: reserved.orderId, paymentMethodId: method.id },
    },
  });
  await sendBookingEmail(context, detail.id, "booking-created", { attempt: reserved.attempt });
  const switched = (await getReservationDetail(db, { id: detail.id }, "booking")) ?? detail;
  return ok({ next: nextPath(switched) });
}
