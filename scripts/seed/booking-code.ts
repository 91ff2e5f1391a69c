import { BOOKING_CODE_ALPHABET, BOOKING_CODE_SUFFIX_LENGTH, formatBookingCode } from "../../app/orders/rules/booking-code";

/**
 * The booking code of a seeded reservation, in the site's one format (see app/utils/booking-code.ts): the
 * creation day and six characters derived from the id, so the seed writes the same codes every time.
 */
export function seedBookingCode(id: number, created: string): string {
  let x = Math.imul(id, 2654435761) >>> 0;
  const picks: number[] = [];
  for (let i = 0; i < BOOKING_CODE_SUFFIX_LENGTH; i++) {
    picks.push(x % BOOKING_CODE_ALPHABET.length);
    x = Math.floor(x / BOOKING_CODE_ALPHABET.length);
  }
  return formatBookingCode(created, picks);
}
