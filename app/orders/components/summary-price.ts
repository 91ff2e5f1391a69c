import { priceStay, type StayPrice } from "~/orders/rules/pricing";
import type { ExtraOption, SummaryView } from "./types";

/**
 * The stay on the booking page priced with the extras chosen so far, by the pricing module itself: the
 * summary panel and the confirmation show what the server will charge for the same choices.
 */
export function summaryPrice(summary: SummaryView, extras: readonly ExtraOption[]): StayPrice {
  return priceStay(summary.pricing.room, summary.pricing.nights, summary.stay.kamar, summary.pricing.fees, {
    guests: summary.stay.tamu,
    extras,
  });
}
