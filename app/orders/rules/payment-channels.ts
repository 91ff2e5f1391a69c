import type { PaymentChannel } from "~/utils/vocabulary";

/** How a payment method's channel shapes the booking: QR and app payments, and the cap of a capped channel. */

export const WALLET_CHANNELS = ["QRIS", "GOPAY", "SHOPEEPAY"] as const satisfies readonly PaymentChannel[];
export type WalletPaymentChannel = (typeof WALLET_CHANNELS)[number];

/** QRIS, GoPay and ShopeePay are started with a QR (and, for an e-wallet, a link that opens its app). */
export function isWalletChannel(channel: string): channel is WalletPaymentChannel {
  return (WALLET_CHANNELS as readonly string[]).includes(channel);
}

/** Whether a method can take this amount: a convenience-store code has a cap (`batasNominal`), others none. */
export function acceptsAmount(method: { batasNominal: number | null }, amount: number): boolean {
  return method.batasNominal === null || amount <= method.batasNominal;
}

/** What the pending-payment page needs to show a QRIS or e-wallet payment. */
export interface WalletView {
  /** The e-wallet's name for "Open the … app"; null for QRIS. */
  app: string | null;
  /** The QR drawn on the server (module count and one path), or the gateway's QR image when it gave no payload. */
  qr: { size: number; path: string } | null;
  qrImageUrl: string | null;
  /** The drawn QR as a PNG file to save on a phone (a link with `download`), or null without a drawn QR. */
  downloadHref: string | null;
  deeplink: string | null;
  /** In simulator mode: the path of the simulator's scanner page for this payment. */
  simulatorPath: string | null;
}
