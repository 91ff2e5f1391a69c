import type { WalletPaymentChannel } from "~/orders/rules/payment-channels";

/**
 * The payment gateway as the booking flow sees it (design §5), shaped after Midtrans: a hosted payment
 * page for PAYMENT PAGE methods (Snap), a virtual account or payment code for PENDING PAYMENT methods
 * (Core API charge), a status read and an expiry call. Two implementations: Midtrans, and the local
 * simulator served by this Worker under /_sim/gateway/* when PAYMENT_GATEWAY=simulator; which one a
 * request gets is decided in create-gateway.server.ts. Payment itself is only ever proven by a signed
 * notification (readSignedNotification in midtrans.server.ts, applied by app/models/payment.server.ts).
 */
export interface PaymentCustomer {
  name: string;
  email: string;
  phone: string;
}

export interface PaymentPageRequest {
  orderId: string;
  grossAmount: number;
  itemName: string;
  customer: PaymentCustomer;
  expiresAt: Date;
  now: Date;
  /** Where the hosted page sends the guest back: `<finishBase>/success` or `<finishBase>/failure`. */
  finishBase: string;
}

export interface PaymentPageResult {
  token: string;
  redirectUrl: string;
}

export interface BankTransferRequest {
  orderId: string;
  grossAmount: number;
  /** Gateway bank code (bca, bni, bri, mandiri, permata); null for a retail payment code. */
  bank: string | null;
  customer: PaymentCustomer;
  expiresAt: Date;
  now: Date;
}

export interface BankTransferResult {
  transactionId: string;
  /** The number the guest pays to: a VA number or a payment code. */
  paymentCode: string;
}

/** The channels paid by scanning a QR or opening an e-wallet app (the one list: WALLET_CHANNELS). */
export type WalletChannel = WalletPaymentChannel;

export interface WalletPaymentRequest {
  orderId: string;
  grossAmount: number;
  channel: WalletChannel;
  customer: PaymentCustomer;
  /** The booking's payment deadline: the gateway's own expiry. */
  expiresAt: Date;
  now: Date;
  /** Where the e-wallet app sends the guest back after paying. */
  callbackUrl: string;
}

export interface WalletPaymentResult {
  transactionId: string;
  /** The QRIS payload to draw as a QR (preferred), or the gateway's QR image link; null when neither. */
  qrString: string | null;
  qrImageUrl: string | null;
  /** The link that opens the e-wallet app on a phone; null for QRIS. */
  deeplink: string | null;
}

export interface GatewayStatus {
  orderId: string;
  transactionStatus: string;
  grossAmount: string;
}

/** A refund of a settled payment (card, QRIS, e-wallet); `refundKey` makes a repeated request a no-op. */
export interface RefundRequest {
  orderId: string;
  refundKey: string;
  /** Whole Rupiah; less than the paid amount for a partial refund. */
  amount: number;
  reason: string;
}

export interface RefundResult {
  refundKey: string;
  /** The gateway's id of the refund, when it gives one. */
  gatewayRef: string | null;
}

export interface PaymentGateway {
  readonly name: "simulator" | "midtrans";
  /** The key notifications are signed with. */
  readonly serverKey: string;
  createPaymentPage(request: PaymentPageRequest): Promise<PaymentPageResult>;
  createBankTransfer(request: BankTransferRequest): Promise<BankTransferResult>;
  /** QRIS, GoPay or ShopeePay: a QR to scan and, for an e-wallet, a link that opens its app. */
  createWalletPayment(request: WalletPaymentRequest): Promise<WalletPaymentResult>;
  getStatus(orderId: string): Promise<GatewayStatus | null>;
  expire(orderId: string): Promise<void>;
  /** Asks the gateway to refund; the refund is only final when its signed notification arrives. */
  refund(request: RefundRequest): Promise<RefundResult>;
}

export class PaymentGatewayError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "PaymentGatewayError";
  }
}
