import type { AppLoadContext } from "@remix-run/cloudflare";
import { expireOverdueReservations } from "~/orders/store/payment.server";
import { sendBookingEmail } from "~/orders/intents/book-emails.server";
import { createPaymentGateway } from "~/orders/payments/create-gateway.server";
import { currentOrderId } from "~/orders/rules/order-id";

type ExpireContext = Pick<AppLoadContext, "db" | "env" | "ctx">;

/**
 * Unpaid orders past their payment deadline (the cron job, every minute): EXPIRED and their nights released in
 * one batch, then each one's open gateway transaction expired (a gateway error is logged, never stops the
 * run) and the guest told. Returns the codes expired.
 */
export async function expireOverdueOrders(context: ExpireContext, now: Date): Promise<string[]> {
  const expired = await expireOverdueReservations(context.db, now);
  if (expired.length === 0) return [];
  const gateway = createPaymentGateway(context, context.env.PUBLIC_SITE_URL);
  for (const booking of expired) {
    try {
      await gateway.expire(currentOrderId(booking));
    } catch (error) {
      console.error(`gateway expire failed for ${booking.kodeBooking}`, error);
    }
    await sendBookingEmail(context, booking.id, "booking-expired");
  }
  return expired.map((r) => r.kodeBooking);
}
