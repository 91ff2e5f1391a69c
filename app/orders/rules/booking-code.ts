import { todayInJakarta } from "~/utils/dates";

/**
 * The one booking-code format, e.g. AGW260312-K7QPX2: "AGW", the booking day in Asia/Jakarta as YYMMDD,
 * a dash and six characters from an alphabet without the look-alikes I, L, O, 0 and 1. Bookings made on
 * the site, at the desk and by the seed all get it, and every page, API and filter that takes a code
 * accepts only it.
 */
export const BOOKING_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const BOOKING_CODE_SUFFIX_LENGTH = 6;

/** A whole booking code; anything else is not looked up. */
export const BOOKING_CODE_PATTERN = /^AGW\d{6}-[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{6}$/;

/** What part of a code may look like (the desk's "contains" filter): only characters a code can hold. */
export const BOOKING_CODE_FRAGMENT_PATTERN = /^[ABCDEFGHJKMNPQRSTUVWXYZ0-9-]{1,40}$/;

export function isBookingCode(value: string): boolean {
  return BOOKING_CODE_PATTERN.test(value);
}

/**
 * A code for a booking made on `isoDay` (YYYY-MM-DD) whose suffix is drawn from `picks`, one number per
 * character (each taken modulo the alphabet's length). The site draws them at random; the seed derives
 * them from the row id so a seeded database is the same every time.
 */
export function formatBookingCode(isoDay: string, picks: ArrayLike<number>): string {
  const day = isoDay.slice(2).replace(/-/g, "");
  const suffix = Array.from({ length: BOOKING_CODE_SUFFIX_LENGTH }, (_, i) => {
    const pick = picks[i] ?? 0;
    return BOOKING_CODE_ALPHABET[pick % BOOKING_CODE_ALPHABET.length];
  }).join("");
  return `AGW${day}-${suffix}`;
}

/** A human-readable, hard-to-guess code for a booking made now. */
export function newBookingCode(now: Date): string {
  return formatBookingCode(todayInJakarta(now), crypto.getRandomValues(new Uint8Array(BOOKING_CODE_SUFFIX_LENGTH)));
}
