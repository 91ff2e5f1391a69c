import { isWalletChannel } from "~/orders/rules/payment-channels";
import { factsOfKind } from "~/orders/rules/payment-kinds";
import { gatewayOrder, type PaymentKind } from "./kind";

/**
 * PAYMENT PAGE: the gateway's hosted page (Snap: cards, LinkAja). The guest is sent to its redirect URL, which
 * stays the way to pay (again) while the booking waits; it sends the guest back to /reservasi-notif.
 */
export const hostedPage: PaymentKind = {
  name: "hostedPage",
  ...factsOfKind("hostedPage"),
  async start(gateway, order) {
    const page = await gateway.createPaymentPage({
      ...gatewayOrder(order),
      itemName: `Reservasi ${order.kodeBooking}`,
      finishBase: `${order.origin}/reservasi-notif`,
    });
    return { gatewayRef: page.token, redirectUrl: page.redirectUrl };
  },
  retryUrl: (booking) => booking.redirectUrl,
  // The gateway refunds what its page took by card, QRIS or an e-wallet; others (LinkAja) by finance's transfer.
  refundChannel: (channel) => (channel === "CARD" || isWalletChannel(channel) ? "GATEWAY" : "MANUAL"),
};
