import { addDays, isIsoDate } from "~/utils/dates";

/** The bounds of a stay and the errors its schema reports: shared by stay.ts and stay-schema.ts. */

export const STAY_LIMITS = {
  /** Spec §9: stays are 1–15 nights. */
  minNights: 1,
  maxNights: 15,
  minGuests: 1,
  /** Caps keep a hand-edited URL from asking for an absurd party; larger groups book by phone. */
  maxGuests: 40,
  minRooms: 1,
  maxRooms: 10,
  /** How far ahead a check-in may be. */
  horizonDays: 365,
} as const;

/**
 * The search form's "every estate" choice (Semua penginapan): `kota` 0 in a stay, `semua` in its URLs. Only
 * the search results take it; a room or booking page needs the hotel's own city.
 */
export const ALL_ESTATES = 0;
export const ALL_ESTATES_SEGMENT = "semua";

/** Error codes the stay schema reports; each is a message key under `search.errors`. */
export const STAY_ERROR_CODES = [
  "required",
  "notNumber",
  "cityUnknown",
  "guestsMin",
  "guestsMax",
  "roomsMin",
  "roomsMax",
  "roomsMoreThanGuests",
  "dateInvalid",
  "dateInPast",
  "dateTooFar",
  "nightsRange",
  "checkoutMismatch",
  "hotelUnknown",
  "roomTypeUnknown",
] as const;
export type StayErrorCode = (typeof STAY_ERROR_CODES)[number];

export function isStayErrorCode(value: string): value is StayErrorCode {
  return (STAY_ERROR_CODES as readonly string[]).includes(value);
}

/** The check-out date of a stay: check-in plus the number of nights (dates are YYYY-MM-DD). */
export function computeCheckOut(cekin: string, durasi: number): string {
  return addDays(cekin, durasi);
}

/**
 * The check-out for a check-in and a nights value as typed, or null when either is not valid yet
 * (used by the live display in the form and by the API route).
 */
export function tryComputeCheckOut(cekin: unknown, durasi: unknown): string | null {
  if (typeof cekin !== "string" || !isIsoDate(cekin)) return null;
  const nights = typeof durasi === "number" ? durasi : typeof durasi === "string" && /^\d{1,2}$/.test(durasi) ? Number(durasi) : NaN;
  if (!Number.isInteger(nights) || nights < STAY_LIMITS.minNights || nights > STAY_LIMITS.maxNights) return null;
  return computeCheckOut(cekin, nights);
}
