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
