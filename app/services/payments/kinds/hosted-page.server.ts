import { factsOfKind } from "~/utils/payment-kinds";
import type { PaymentChannel } from "~/utils/vocabulary";
import type { PaymentKind } from "./kind";

/** The hosted pages whose payments the gateway refunds (cards); others (LinkAja) are refunded by transfer. */
const GATEWAY_REFUNDED: readonly PaymentChannel[] = ["CARD"];

/**
 * PAYMENT PAGE: the gateway's hosted page (Snap: cards, LinkAja). The guest is sent to its redirect URL, which
 * stays the way to pay (again) while the booking waits; it sends the guest back to /reservasi-notif.
 */
export const hostedPage: PaymentKind = {
  name: "hostedPage",
  ...factsOfKind("hostedPage"),
  async start(gateway, order) {
    const page = await gateway.createPaymentPage({
      orderId: order.orderId,
      grossAmount: order.grossAmount,
      customer: order.customer,
      expiresAt: order.expiresAt,
      now: order.now,
      itemName: `Reservasi ${order.kodeBooking}`,
      finishBase: `${order.origin}/reservasi-notif`,
    });
    return { gatewayRef: page.token, redirectUrl: page.redirectUrl };
  },
  retryUrl: (booking) => booking.redirectUrl,
  refundChannel: (channel) => (GATEWAY_REFUNDED.includes(channel) ? "GATEWAY" : "MANUAL"),
};
