import type { AppLoadContext } from "@remix-run/cloudflare";
import { applyPaymentNotification } from "~/orders/store/payment.server";
import { sendBookingEmail } from "~/orders/intents/book-emails.server";
import { sendRefundEmail } from "~/orders/intents/refund-emails.server";
import { gatewayServerKey } from "./server-key.server";
import { MAX_NOTIFICATION_BYTES, readSignedNotification } from "./midtrans.server";

type NotificationContext = Pick<AppLoadContext, "db" | "env" | "ctx">;

async function readLimitedBody(request: Request): Promise<string | null> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > MAX_NOTIFICATION_BYTES) return null;
  const text = await request.text();
  return text.length > MAX_NOTIFICATION_BYTES ? null : text;
}

function reply(status: number, body: Record<string, unknown>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/**
 * POST /api/payment/notification — the HTTP handler Midtrans (or the simulator) calls. Server to
 * server, so it carries no browser Origin; it is authenticated by the notification's signature.
 * 2xx tells the gateway to stop retrying; a booking that became PAID gets its e-voucher exactly once.
 */
export async function handlePaymentNotification(
  request: Request,
  context: NotificationContext,
  now = new Date(),
  /** Closes a gateway order the guest will no longer pay (passed by the caller that builds the gateway). */
  expireOrder?: (orderId: string) => Promise<void>,
): Promise<Response> {
  if (request.method !== "POST") return reply(405, { status: "method not allowed" });
  const raw = await readLimitedBody(request);
  if (raw === null) return reply(413, { status: "payload too large" });
  const read = await readSignedNotification(raw, gatewayServerKey(context.env));
  if (!read.ok) return reply(read.reason === "malformed" ? 400 : 403, { status: read.reason });
  const outcome = await applyPaymentNotification(context.db, read.notification, now);
  if (outcome.status !== 200) return reply(outcome.status, { status: outcome.reason });
  if (outcome.effect === "paid" || outcome.effect === "expired") {
    await sendBookingEmail(
      context,
      outcome.reservationId,
      outcome.effect === "paid" ? "booking-voucher" : "booking-expired",
    );
  }
  if (outcome.effect === "refunded") await sendRefundEmail(context, outcome.reservationId);
  if (outcome.effect === "paid" && outcome.supersededOrderId && expireOrder) {
    // Paid through an order the guest had switched away from: the newer one must not take money too.
    try {
      await expireOrder(outcome.supersededOrderId);
    } catch (error) {
      console.error(`gateway expire failed for ${outcome.supersededOrderId}`, error);
    }
  }
  return reply(200, { status: outcome.effect });
}
