import { factsOfKind } from "~/orders/rules/payment-kinds";
import { gatewayOrder, type PaymentKind } from "./kind";

/**
 * PENDING PAYMENT by a number to pay to: a bank's virtual account (the method's `bank`) or a convenience-store
 * payment code (no bank). The pending page and the e-mail show the number; a refund is a transfer by finance.
 */
export const bankTransfer: PaymentKind = {
  name: "bankTransfer",
  ...factsOfKind("bankTransfer"),
  async start(gateway, order) {
    const transfer = await gateway.createBankTransfer({
      ...gatewayOrder(order),
      bank: order.bank,
    });
    return { gatewayRef: transfer.transactionId, paymentCode: transfer.paymentCode };
  },
  retryUrl: () => null,
  refundChannel: () => "MANUAL",
};
