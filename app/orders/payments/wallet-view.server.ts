import type { ReservationDetail } from "~/orders/store/reservation-detail.server";
import { isWalletChannel, type WalletView } from "~/orders/rules/payment-channels";
import type { DevTools } from "#dev-tools";
import { drawQr } from "./qr-code.server";

const APP_NAMES: Partial<Record<ReservationDetail["method"]["channel"], string>> = {
  GOPAY: "GoPay",
  SHOPEEPAY: "ShopeePay",
};

/** A gateway's QR image link (Midtrans' `generate-qr-code` action) rather than a payload to draw. */
function isQrImageLink(value: string): boolean {
  return /^https:\/\/\S+\/qr-code$/.test(value);
}

/** The QR payload the page draws (and the "save the QR code" link serves), or null when there is none. */
export function walletQrPayload(detail: Pick<ReservationDetail, "method" | "paymentQr">): string | null {
  if (!isWalletChannel(detail.method.channel) || !detail.paymentQr || isQrImageLink(detail.paymentQr)) return null;
  return detail.paymentQr;
}

/** Where the pending page's "save the QR code" link downloads the QR as a PNG. */
export const qrDownloadPath = (kode: string) => `/reservasi-info-pendpay/${encodeURIComponent(kode)}/kode-qr.png`;

/**
 * The QR and app link of a booking paid by QRIS or an e-wallet, as the pending-payment page shows them; with the
 * simulator on (its development tools given), also the path of its scanner page.
 */
export function walletView(
  detail: Pick<ReservationDetail, "kodeBooking" | "method" | "paymentQr" | "paymentDeeplink">,
  simulator: Pick<DevTools, "scannerPath"> | null,
): WalletView | null {
  const channel = detail.method.channel;
  if (!isWalletChannel(channel) || (!detail.paymentQr && !detail.paymentDeeplink)) return null;
  const qrPayload = walletQrPayload(detail);
  return {
    app: APP_NAMES[channel] ?? null,
    qr: qrPayload ? drawQr(qrPayload) : null,
    qrImageUrl: detail.paymentQr && !qrPayload ? detail.paymentQr : null,
    downloadHref: qrPayload ? qrDownloadPath(detail.kodeBooking) : null,
    deeplink: channel === "QRIS" ? null : detail.paymentDeeplink,
    simulatorPath: simulator ? simulator.scannerPath(detail.paymentDeeplink ?? detail.paymentQr) : null,
  };
}
