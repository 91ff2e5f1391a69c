import type { PaymentCategory } from "~/db/schema";
import type { CancelTerms } from "~/orders/rules/cancellation";
import type { StayPrice } from "~/orders/rules/pricing";

/**
 * What `createReservation` wrote for a new booking, as it wrote it (the id and guest row the insert returned,
 * the price it stored, the terms it copied): what comes next — the payment start, the e-mail, the page the
 * guest goes to — is built from this instead of reading the reservation back.
 */
export interface WrittenReservation {
  id: number;
  guestId: number;
  kodeBooking: string;
  total: number;
  batasBayar: Date;
  kategori: PaymentCategory;
  bank: string | null;
  paymentMethodKode: string;
  paymentMethodId: number;
  price: StayPrice;
  cancelTerms: CancelTerms;
}
