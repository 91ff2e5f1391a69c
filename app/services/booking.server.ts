import type { AppLoadContext } from "@remix-run/cloudflare";
import {
  cancelUnpaidReservation,
  createReservation,
  getReservationDetail,
  recordPaymentStart,
  type CreateReservationFailure,
  type CreateReservationInput,
} from "~/models/reservation.server";
import { bookingCreatedEmail } from "~/services/booking-emails.server";
import { createMailer } from "~/services/mailer.server";
import { createPaymentGateway } from "~/services/payments/gateway.server";
import type { PaymentCategory } from "~/db/schema";

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

export async function placeBooking(context: BookingContext, origin: string, input: CreateReservationInput): Promise<PlaceBookingResult> {
  const { db, env } = context;
  const now = input.now ?? new Date();
  const created = await createReservation(db, { ...input, now });
  if (!created.ok) return created;
  const booking = created.reservation;
  if (created.duplicate) {
    const detail = await getReservationDetail(db, { id: booking.id });
    const next = booking.kategori === "PAYMENT PAGE" && detail?.redirectUrl ? detail.redirectUrl : infoPendpayPath(booking.kodeBooking);
    return { ok: true, kodeBooking: booking.kodeBooking, kategori: booking.kategori, next, duplicate: true };
  }

  let next = infoPendpayPath(booking.kodeBooking);
  if (booking.kategori !== "DIRECT PAYMENT") {
    try {
      const gateway = createPaymentGateway(context, origin);
      const customer = { name: input.guest.nama, email: input.guest.email.trim().toLowerCase(), phone: input.guest.telepon };
      if (booking.kategori === "PAYMENT PAGE") {
        const page = await gateway.createPaymentPage({
          orderId: booking.kodeBooking,
          grossAmount: booking.total,
          itemName: `Reservasi ${booking.kodeBooking}`,
          customer,
          expiresAt: booking.batasBayar,
          now,
          finishBase: `${origin}/reservasi-notif`,
        });
        await recordPaymentStart(db, booking.id, { gatewayRef: page.token, redirectUrl: page.redirectUrl });
        next = page.redirectUrl;
      } else {
        const transfer = await gateway.createBankTransfer({
          orderId: booking.kodeBooking,
          grossAmount: booking.total,
          bank: booking.bank,
          customer,
          expiresAt: booking.batasBayar,
          now,
        });
        await recordPaymentStart(db, booking.id, { gatewayRef: transfer.transactionId, paymentCode: transfer.paymentCode });
      }
    } catch (error) {
      console.error("payment start failed", error);
      await cancelUnpaidReservation(db, booking.id);
      return { ok: false, reason: "gateway" };
    }
  }

  try {
    const detail = await getReservationDetail(db, { id: booking.id });
    if (detail) await createMailer(context).send(await bookingCreatedEmail(env, detail));
  } catch (error) {
    console.error("booking e-mail failed", error);
  }
  return { ok: true, kodeBooking: booking.kodeBooking, kategori: booking.kategori, next, duplicate: false };
}
