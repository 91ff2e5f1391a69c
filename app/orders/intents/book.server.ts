import type { AppLoadContext } from "@remix-run/cloudflare";
import type { PaymentCategory } from "~/db/schema";
import { bookedDetail } from "~/orders/store/booked-detail.server";
import { getReservationDetail, type ReservationDetail } from "~/orders/store/reservation-detail.server";
import {
  cancelUnpaidReservation,
  claimPaymentStart,
  recordPaymentStart,
  type PaymentStartDetails,
} from "~/orders/store/reservation-payment.server";
import { findRecentTwin } from "~/orders/store/recent-booking.server";
import { createReservation, type CreateReservationFailure, type CreateReservationInput } from "~/orders/store/reservation.server";
import { TWIN_WINDOW_MS } from "~/orders/intents/booked-codes.server";
import { sendBookingEmail } from "~/orders/intents/book-emails.server";
import { createPaymentGateway } from "~/orders/payments/create-gateway.server";
import { paymentKind } from "~/orders/payments/kinds/index.server";
import { currentOrderId } from "~/orders/rules/order-id";
import { fail, ok, type Result } from "~/utils/result";

/**
 * A booking from the guest's form to the page that comes next (spec §4): create it atomically, start
 * the payment with the gateway, e-mail the payment instructions, and say where the guest goes:
 * PAYMENT PAGE → the gateway's redirect_url; PENDING PAYMENT → /reservasi-info-pendpay/{kode}, which for
 * DIRECT PAYMENT (pay at the property) is the booking's confirmation.
 */
export type PlaceBookingResult =
  | {
      ok: true;
      kodeBooking: string;
      kategori: PaymentCategory;
      next: string;
      /** The same form sent again: its booking, nothing new. */
      duplicate: boolean;
      /** Another form for a stay this browser or account booked minutes ago: that booking, shown again (ADR 037). */
      shownAgain?: boolean;
    }
  | { ok: false; reason: CreateReservationFailure | "gateway" | "recentTwin" };

type BookingContext = Pick<AppLoadContext, "db" | "env" | "ctx">;

export function infoPendpayPath(kodeBooking: string): string {
  return `/reservasi-info-pendpay/${encodeURIComponent(kodeBooking)}`;
}

export function nextPath(detail: ReservationDetail): string {
  const kind = paymentKind(detail.method);
  return (kind.ok ? kind.value.retryUrl(detail) : null) ?? infoPendpayPath(detail.kodeBooking);
}

/** An unpaid booking paid through the gateway whose payment has not been started yet. */
export function awaitsPaymentStart(detail: ReservationDetail): boolean {
  const kind = paymentKind(detail.method);
  return (
    detail.statusBayar === "WAITING" &&
    // A kind no module knows is tried too: starting it fails, and the booking is released like a gateway refusal.
    (!kind.ok || kind.value.start !== null) &&
    !detail.paymentCode &&
    !detail.redirectUrl &&
    !detail.paymentQr &&
    !detail.paymentDeeplink
  );
}

/**
 * The guest's own booking of the same stay made in the last minutes (docs/decisions/037): a form sent again
 * with a new form token (the guest went back and booked the same thing). `ownCodes` are the bookings this
 * browser made: one of them, or one the signed-in account made, is shown again; anyone else's is refused
 * without naming it.
 */
async function recentTwinOf(
  context: BookingContext,
  input: CreateReservationInput,
  now: Date,
  ownCodes: readonly string[],
): Promise<{ id: number } | "foreign" | null> {
  if (input.desk) return null;
  const key = { email: input.guest.email, hotelId: input.hotelId, roomTypeId: input.roomTypeId, cekin: input.cekin, cekout: input.cekout, kamar: input.kamar };
  const twin = await findRecentTwin(context.db, key, new Date(now.getTime() - TWIN_WINDOW_MS));
  // The same form token is the same form: createReservation answers it with its booking.
  if (!twin || (input.formToken && twin.formToken === input.formToken)) return null;
  // Made by this browser, or by the account signed in now: shown again. Anyone else is not told the code.
  const own = ownCodes.includes(twin.kodeBooking) || (input.account !== null && twin.userId === input.account.id);
  return own ? { id: twin.id } : "foreign";
}

export async function placeBooking(
  context: BookingContext,
  origin: string,
  input: CreateReservationInput,
  options: { ownCodes?: readonly string[] } = {},
): Promise<PlaceBookingResult> {
  const now = input.now ?? new Date();
  const twin = await recentTwinOf(context, input, now, options.ownCodes ?? []);
  if (twin === "foreign") return { ok: false, reason: "recentTwin" };
  if (twin) {
    const shown = await finishBooking(context, origin, twin.id, now);
    if (!shown) return { ok: false, reason: "gateway" };
    const next = nextPath(shown);
    return { ok: true, kodeBooking: shown.kodeBooking, kategori: shown.method.kategori, next, duplicate: true, shownAgain: true };
  }
  const created = await createReservation(context.db, { ...input, now });
  if (!created.ok) return created;
  const booking = created.reservation;
  // The same form sent again (a double click, or a retry after this request died half-way) finishes
  // what the first one may have left undone instead of booking twice; a new booking goes on from what it wrote.
  const written = created.duplicate ? null : await bookedDetail(context.db, input, created.reservation);
  const finished = written
    ? await finishWrittenBooking(context, origin, written, now)
    : await finishBooking(context, origin, booking.id, now);
  if (!finished) return { ok: false, reason: "gateway" };
  return {
    ok: true,
    kodeBooking: booking.kodeBooking,
    kategori: booking.kategori,
    next: nextPath(finished),
    duplicate: created.duplicate,
  };
}

/**
 * Brings a stored booking to "payment started and guest e-mailed", whatever part of that an earlier
 * request did before it died between the booking batch and the gateway: the payment is started by
 * one request only (a claim on the row) and the e-mail goes out once (the outbox's dedupe key). Used
 * by the booking form and the pending-payment page. Returns the booking as it is now, or null when the
 * gateway refused (the booking is then cancelled and its nights released).
 */
export async function finishBooking(
  context: BookingContext,
  origin: string,
  reservationId: number,
  now = new Date(),
): Promise<ReservationDetail | null> {
  const { db } = context;
  let detail = await getReservationDetail(db, { id: reservationId }, "id");
  if (!detail) return null;
  if (awaitsPaymentStart(detail) && (await claimPaymentStart(db, detail.id, now))) {
    if (!(await startPayment(context, origin, detail, now))) {
      await cancelUnpaidReservation(db, detail.id);
      return null;
    }
    detail = (await getReservationDetail(db, { id: reservationId }, "id")) ?? detail;
  }
  if (detail.statusBayar === "WAITING" && !awaitsPaymentStart(detail)) {
    await sendBookingEmail(context, detail.id, "booking-created");
  }
  return detail;
}

/**
 * `finishBooking` for the booking this request has just written: the same steps (claim, start, e-mail) on the
 * booking as written, with the gateway's answer added, so nothing is read back (issue 37).
 */
async function finishWrittenBooking(
  context: BookingContext,
  origin: string,
  written: ReservationDetail,
  now: Date,
): Promise<ReservationDetail | null> {
  let detail = written;
  if (awaitsPaymentStart(detail) && (await claimPaymentStart(context.db, detail.id, now))) {
    const started = await startPayment(context, origin, detail, now);
    if (!started) {
      await cancelUnpaidReservation(context.db, detail.id);
      return null;
    }
    detail = { ...detail, ...started };
  }
  if (detail.statusBayar === "WAITING" && !awaitsPaymentStart(detail)) {
    await sendBookingEmail(context, detail.id, "booking-created", { detail });
  }
  return detail;
}

/** What a gateway order is opened for: a booking's amount, deadline and guest, and the method to pay with. */
export interface GatewayOrder {
  orderId: string;
  detail: Pick<ReservationDetail, "kodeBooking" | "total" | "batasBayar" | "guest">;
  method: Pick<ReservationDetail["method"], "kategori" | "bank" | "channel">;
}

/**
 * Opens one gateway order for a booking the way its payment kind starts one (app/services/payments/kinds): a
 * hosted payment page, a QR / e-wallet payment or a virtual account, expiring at the booking's deadline. The
 * gateway's answer to store, or a failure: a kind nothing is started for or no module knows, or the gateway
 * refused (logged here).
 */
export async function openGatewayOrder(
  context: BookingContext,
  origin: string,
  order: GatewayOrder,
  now: Date,
): Promise<Result<PaymentStartDetails>> {
  const { orderId, detail, method } = order;
  const kind = paymentKind(method);
  if (!kind.ok) return kind;
  if (!kind.value.start) return fail("payInfo.switch.errors.method");
  const customer = { name: detail.guest.nama, email: detail.guest.email, phone: detail.guest.telepon };
  try {
    const gateway = createPaymentGateway(context, origin);
    const start = { orderId, kodeBooking: detail.kodeBooking, grossAmount: detail.total, customer, expiresAt: detail.batasBayar, now };
    return ok(await kind.value.start(gateway, { ...start, channel: method.channel, bank: method.bank, origin }));
  } catch (error) {
    console.error(`gateway order ${orderId} for ${detail.kodeBooking} failed`, error);
    return fail("payInfo.switch.errors.gateway", { status: 503 });
  }
}

/** Opens the gateway order and records its answer; what the gateway answered, or null when it refused. */
async function startPayment(
  context: BookingContext,
  origin: string,
  detail: ReservationDetail,
  now: Date,
): Promise<PaymentStartDetails | null> {
  const order = { orderId: currentOrderId(detail), detail, method: detail.method };
  const opened = await openGatewayOrder(context, origin, order, now);
  if (!opened.ok) {
    console.error(`payment start failed for ${detail.kodeBooking}: ${opened.key}`);
    return null;
  }
  try {
    await recordPaymentStart(context.db, detail.id, opened.value);
    return opened.value;
  } catch (error) {
    console.error(`payment start of ${detail.kodeBooking} not recorded`, error);
    return null;
  }
}

export type PlaceDeskBookingResult = { ok: true; kodeBooking: string } | { ok: false; reason: CreateReservationFailure };

/**
 * A booking taken at the front desk (walk-in or phone, design §9): the same atomic `createReservation`
 * as the web form — so a desk booking and a web booking can never hold the same night — with the desk
 * options (mode OFFLINE, offline price, paid on the spot or at the property later). There is no gateway
 * payment to start: the guest gets the e-voucher when paid, otherwise the booking e-mail.
 */
export async function placeDeskBooking(
  context: BookingContext,
  input: CreateReservationInput & { desk: NonNullable<CreateReservationInput["desk"]> },
): Promise<PlaceDeskBookingResult> {
  const created = await createReservation(context.db, input);
  if (!created.ok) return created;
  const { id, kodeBooking } = created.reservation;
  await sendBookingEmail(context, id, input.desk.paidNow ? "booking-voucher" : "booking-created");
  return { ok: true, kodeBooking };
}
