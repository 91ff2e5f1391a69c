import type { PaymentStartDetails } from "~/orders/store/reservation-payment.server";
import type { PaymentFacts, PaymentKindName } from "~/orders/rules/payment-kinds";
import type { PaymentChannel, RefundChannel } from "~/utils/vocabulary";
import type { PaymentCustomer, PaymentGateway } from "~/orders/payments/gateway.server";

/** What a kind's start opens a gateway order for: the booking's amount, deadline and guest, and its method. */
export interface KindOrder {
  orderId: string;
  kodeBooking: string;
  grossAmount: number;
  customer: PaymentCustomer;
  expiresAt: Date;
  now: Date;
  /** The payment method of the master data: its channel and, for a virtual account, its bank. */
  channel: PaymentChannel;
  bank: string | null;
  /** The site's origin (where the gateway sends the guest back). */
  origin: string;
}

/** What every gateway request of an order carries, whatever the kind: its id, amount, guest, deadline and clock. */
export function gatewayOrder({ orderId, grossAmount, customer, expiresAt, now }: KindOrder) {
  return { orderId, grossAmount, customer, expiresAt, now };
}

/**
 * One way of paying a booking (docs/decisions/041): a module per kind in this folder, chosen by `paymentKind`
 * (./index.server.ts). What pages may know (paid at the reception, a retry link, the deadline) are its facts,
 * shared with the browser-safe app/utils/payment-kinds.ts.
 */
export interface PaymentKind extends PaymentFacts {
  readonly name: PaymentKindName;
  /** Starts the payment with the gateway and says what to store; null for a kind nothing is started for. */
  readonly start: ((gateway: PaymentGateway, order: KindOrder) => Promise<PaymentStartDetails>) | null;
  /** The link the guest pays through again while the booking waits (the hosted page), or null. */
  retryUrl(booking: { redirectUrl: string | null }): string | null;
  /** How money paid through `channel` is given back: by the gateway, or by finance's transfer. */
  refundChannel(channel: PaymentChannel): RefundChannel;
}
