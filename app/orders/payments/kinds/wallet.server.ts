import { isWalletChannel } from "~/orders/rules/payment-channels";
import { factsOfKind } from "~/orders/rules/payment-kinds";
import { PaymentGatewayError } from "~/orders/payments/gateway.server";
import { gatewayOrder, type PaymentKind } from "./kind";

/**
 * PENDING PAYMENT by QRIS or an e-wallet (WALLET_CHANNELS in app/utils/payment-channels.ts): the gateway gives a QR
 * to scan and, for an e-wallet, a link that opens its app; the pending page shows both. The gateway refunds it.
 */
export const wallet: PaymentKind = {
  name: "wallet",
  ...factsOfKind("wallet"),
  async start(gateway, order) {
    if (!isWalletChannel(order.channel)) throw new PaymentGatewayError(`not a QR or e-wallet channel: ${order.channel}`);
    const paid = await gateway.createWalletPayment({
      ...gatewayOrder(order),
      channel: order.channel,
      callbackUrl: `${order.origin}/reservasi-info-pendpay/${encodeURIComponent(order.kodeBooking)}`,
    });
    return { gatewayRef: paid.transactionId, paymentQr: paid.qrString ?? paid.qrImageUrl, paymentDeeplink: paid.deeplink };
  },
  retryUrl: () => null,
  refundChannel: () => "GATEWAY",
};
