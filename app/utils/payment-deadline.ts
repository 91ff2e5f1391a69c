import type { PaymentCategory } from "~/utils/vocabulary";
import { addDays } from "./dates";

export const PAYMENT_DEADLINE_MS = 60 * 60_000; // spec §9: one hour after creation

/**
 * When payment is due. PAYMENT PAGE and PENDING PAYMENT: one hour after booking (spec §9); the gateway's
 * own expiry is set to the same instant. DIRECT PAYMENT is paid at the property, so the booking is held
 * until the end of the check-in day (Asia/Jakarta) and the expiry job releases it only if the guest never
 * arrived to pay.
 */
export function paymentDeadline(kategori: PaymentCategory, cekin: string, now: Date): Date {
  if (kategori === "DIRECT PAYMENT") return new Date(Date.parse(`${addDays(cekin, 1)}T00:00:00+07:00`));
  return new Date(now.getTime() + PAYMENT_DEADLINE_MS);
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
