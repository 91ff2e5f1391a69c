import type { PaymentChannel } from "~/utils/vocabulary";

/** How a payment method's channel shapes the booking: QR and app payments, and the cap of a capped channel. */

export const WALLET_CHANNELS = ["QRIS", "GOPAY", "SHOPEEPAY"] as const;
export type WalletPaymentChannel = (typeof WALLET_CHANNELS)[number];

/** QRIS, GoPay and ShopeePay are started with a QR (and, for an e-wallet, a link that opens its app). */
export function isWalletChannel(channel: PaymentChannel): channel is WalletPaymentChannel {
  return (WALLET_CHANNELS as readonly string[]).includes(channel);
}

/** Whether a method can take this amount: a convenience-store code has a cap (`batasNominal`), others none. */
export function acceptsAmount(method: { batasNominal: number | null }, amount: number): boolean {
  return method.batasNominal === null || amount <= method.batasNominal;
}
