import type { AppLoadContext } from "@remix-run/cloudflare";
import type { PaymentCategory } from "~/db/schema";
import { getReservationDetail, type ReservationDetail } from "~/models/reservation-detail.server";
import { cancelUnpaidReservation, claimPaymentStart, recordPaymentStart } from "~/models/reservation-payment.server";
import { createReservation, type CreateReservationFailure, type CreateReservationInput } from "~/models/reservation.server";
import { sendBookingEmail } from "~/services/booking-emails.server";
import { createPaymentGateway } from "~/services/payments/create-gateway.server";
import { isWalletChannel } from "~/utils/payment-channels";

/**
 * A booking from the guest's form to the page that comes next (spec §4): create it atomically, start
 * the payment with the gateway, e-mail the payment instructions, and say where the guest goes:
 * PAYMENT PAGE → the gateway's redirect_url; PENDING PAYMENT → /reservasi-info-pendpay/{kode};
 * DIRECT PAYMENT → stay on the page with a success toast.
 */
export type PlaceBookingResult =
  | { ok: true; kodeBooking: string; kategori: PaymentCategory; next: string; duplicate: boolean }
  | { ok: false; reason: CreateReservationFailure | "gateway" };

type BookingContext = Pick<AppLoadContext, "db" | "env" | "ctx">;

export function infoPendpayPath(kodeBooking: string): string {
  return `/reservasi-info-pendpay/${encodeURIComponent(kodeBooking)}`;
}

function nextPath(detail: ReservationDetail): string {
  return detail.method.kategori === "PAYMENT PAGE" && detail.redirectUrl
    ? detail.redirectUrl
    : infoPendpayPath(detail.kodeBooking);
}

/** An unpaid booking paid through the gateway whose payment has not been started yet. */
export function awaitsPaymentStart(detail: ReservationDetail): boolean {
  return (
    detail.statusBayar === "WAITING" &&
    detail.method.kategori !== "DIRECT PAYMENT" &&
    !detail.paymentCode &&
    !detail.redirectUrl &&
    !detail.paymentQr &&
    !detail.paymentDeeplink
  );
}

export async function placeBooking(
  context: BookingContext,
  origin: string,
  input: CreateReservationInput,
): Promise<PlaceBookingResult> {
  const now = input.now ?? new Date();
  const created = await createReservation(context.db, { ...input, now });
  if (!created.ok) return created;
  const booking = created.reservation;
  // The same form sent again (a double click, or a retry after this request died half-way) finishes
  // what the first one may have left undone instead of booking twice.
  const finished = await finishBooking(context, origin, booking.id, now);
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

async function startPayment(
  context: BookingContext,
  origin: string,
  detail: ReservationDetail,
  now: Date,
): Promise<boolean> {
  try {
    const gateway = createPaymentGateway(context, origin);
    const customer = { name: detail.guest.nama, email: detail.guest.email, phone: detail.guest.telepon };
    if (detail.method.kategori === "PAYMENT PAGE") {
      const page = await gateway.createPaymentPage({
        orderId: detail.kodeBooking,
        grossAmount: detail.total,
        itemName: `Reservasi ${detail.kodeBooking}`,
        customer,
        expiresAt: detail.batasBayar,
        now,
        finishBase: `${origin}/reservasi-notif`,
      });
      await recordPaymentStart(context.db, detail.id, { gatewayRef: page.token, redirectUrl: page.redirectUrl });
    } else if (isWalletChannel(detail.method.channel)) {
      const wallet = await gateway.createWalletPayment({
        orderId: detail.kodeBooking,
        grossAmount: detail.total,
        channel: detail.method.channel,
        customer,
        expiresAt: detail.batasBayar,
        now,
        callbackUrl: `${origin}${infoPendpayPath(detail.kodeBooking)}`,
      });
      await recordPaymentStart(context.db, detail.id, {
        gatewayRef: wallet.transactionId,
        paymentQr: wallet.qrString ?? wallet.qrImageUrl,
        paymentDeeplink: wallet.deeplink,
      });
    } else {
      const transfer = await gateway.createBankTransfer({
        orderId: detail.kodeBooking,
        grossAmount: detail.total,
        bank: detail.method.bank,
        customer,
        expiresAt: detail.batasBayar,
        now,
      });
      await recordPaymentStart(context.db, detail.id, {
        gatewayRef: transfer.transactionId,
        paymentCode: transfer.paymentCode,
      });
    }
    return true;
  } catch (error) {
    console.error(`payment start failed for ${detail.kodeBooking}`, error);
    return false;
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
