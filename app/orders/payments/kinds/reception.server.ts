import { factsOfKind } from "~/orders/rules/payment-kinds";
import type { PaymentKind } from "./kind";

/**
 * DIRECT PAYMENT: paid at the property's reception (docs/decisions/037). Nothing is started with the gateway;
 * the booking is held until the end of the check-in day and the desk marks it paid. A refund is a transfer.
 */
export const reception: PaymentKind = {
  name: "reception",
  ...factsOfKind("reception"),
  start: null,
  retryUrl: () => null,
  refundChannel: () => "MANUAL",
};
