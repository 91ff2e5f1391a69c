import { paymentFacts } from "~/orders/rules/payment-kinds";
import type { PaymentCategory } from "~/utils/vocabulary";

export { PAYMENT_DEADLINE_MS } from "~/orders/rules/payment-kinds";

/**
 * When payment is due. PAYMENT PAGE and PENDING PAYMENT: one hour after booking (spec §9); the gateway's
 * own expiry is set to the same instant. DIRECT PAYMENT is paid at the property, so the booking is held
 * until the end of the check-in day (Asia/Jakarta) and the expiry job releases it only if the guest never
 * arrived to pay.
 */
export function paymentDeadline(kategori: PaymentCategory, cekin: string, now: Date): Date {
  return paymentFacts({ kategori }).deadline(cekin, now);
}

/**
 * A booking taken at the front desk and paid at the property (mode OFFLINE): it has no payment deadline a
 * guest or staff member is shown, gets no reminder and is never expired; the desk collects the money, at
 * the latest at check-out (ADR 030). Its stored `batas_bayar` is kept only because the column is required.
 */
export function paysAtDesk(r: { mode: "WEB" | "OFFLINE" }): boolean {
  return r.mode === "OFFLINE";
}

/** Whether a payment deadline is shown for the booking: still unpaid, and not one the desk collects. */
export function showsPaymentDeadline(r: { mode: "WEB" | "OFFLINE"; statusBayar: string }): boolean {
  return r.statusBayar === "WAITING" && !paysAtDesk(r);
}
