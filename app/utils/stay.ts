import { z } from "zod";
import { addDays, isIsoDate, todayInJakarta } from "~/utils/dates";

/**
 * A stay as the search form, the search URLs and the booking URL describe it: city, guests, rooms,
 * check-in, nights and the check-out computed from them. Client-safe: the form validates with the
 * same schema in the browser and on the server.
 */

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

/**
 * The default check-in (spec §5 "one hour from now"): today in Asia/Jakarta, or tomorrow when it is
 * already 23:00 or later there, since a check-in an hour from then falls on the next day.
 */
export function defaultCheckIn(now: Date = new Date()): string {
  const today = todayInJakarta(now);
  const inOneHour = todayInJakarta(new Date(now.getTime() + 60 * 60_000));
  return inOneHour > today ? inOneHour : today;
}

/** Form defaults of spec §5: 1 night, 1 guest, 1 room, check-in now (+1 h), check-out the day after. */
export function stayDefaults(now: Date = new Date()) {
  const cekin = defaultCheckIn(now);
  return { tamu: 1, kamar: 1, durasi: 1, cekin, cekout: computeCheckOut(cekin, 1) };
}

/** A whole number written with digits only (no sign, exponent, spaces or decimals), then range-checked. */
function wholeNumber(min: number, max: number, minCode: StayErrorCode, maxCode: StayErrorCode) {
  return z
    .string({ required_error: "required", invalid_type_error: "required" })
    .regex(/^\d{1,9}$/, "notNumber")
    .transform(Number)
    .pipe(z.number().int().min(min, minCode).max(max, maxCode));
}

/** A database id in a URL or a select: digits only, at least 1. */
export const idSchema = z
  .string({ required_error: "required", invalid_type_error: "required" })
  .regex(/^\d{1,9}$/, "notNumber")
  .transform(Number)
  .pipe(z.number().int().min(1, "notNumber"));

/**
 * The stay schema, for a given "today" (Asia/Jakarta). `cekout` is optional: the form never sends
 * it (it is computed), while the search URLs always carry it and it must match check-in + nights.
 * The output always has the computed check-out.
 */
export function createStaySchema(today: string = todayInJakarta()): StaySchema {
  // Zod schemas are immutable: one per "today" serves every form render and search of that day instead of
  // building the whole schema on each page view.
  if (lastStaySchema?.today !== today) lastStaySchema = { today, schema: buildStaySchema(today) };
  return lastStaySchema.schema;
}

let lastStaySchema: { today: string; schema: StaySchema } | null = null;

function buildStaySchema(today: string) {
  const lastCheckIn = addDays(today, STAY_LIMITS.horizonDays);
  return z
    .object({
      kota: z
        .string({ required_error: "required", invalid_type_error: "required" })
        .regex(/^\d{1,9}$/, "cityUnknown")
        .transform(Number)
        .pipe(z.number().int().min(1, "cityUnknown")),
      tamu: wholeNumber(STAY_LIMITS.minGuests, STAY_LIMITS.maxGuests, "guestsMin", "guestsMax"),
      kamar: wholeNumber(STAY_LIMITS.minRooms, STAY_LIMITS.maxRooms, "roomsMin", "roomsMax"),
      cekin: z
        .string({ required_error: "required", invalid_type_error: "required" })
        .refine(isIsoDate, "dateInvalid")
        .refine((d) => !isIsoDate(d) || d >= today, "dateInPast")
        .refine((d) => !isIsoDate(d) || d <= lastCheckIn, "dateTooFar"),
      durasi: wholeNumber(STAY_LIMITS.minNights, STAY_LIMITS.maxNights, "nightsRange", "nightsRange"),
      cekout: z.string().optional(),
    })
    .superRefine((value, ctx) => {
      // Compared only when both passed their own checks, so one mistake is reported once.
      const tamuOk = typeof value.tamu === "number" && value.tamu >= STAY_LIMITS.minGuests && value.tamu <= STAY_LIMITS.maxGuests;
      const kamarOk = typeof value.kamar === "number" && value.kamar >= STAY_LIMITS.minRooms && value.kamar <= STAY_LIMITS.maxRooms;
      if (tamuOk && kamarOk && value.kamar > value.tamu) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["kamar"], message: "roomsMoreThanGuests" });
      }
      if (value.cekout === undefined) return;
      if (!isIsoDate(value.cekout)) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["cekout"], message: "dateInvalid" });
        return;
      }
      const expected = tryComputeCheckOut(value.cekin, value.durasi);
      if (expected && expected !== value.cekout) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["cekout"], message: "checkoutMismatch" });
      }
    })
    .transform((value) => ({ ...value, cekout: computeCheckOut(value.cekin, value.durasi) }));
}

export type StaySchema = ReturnType<typeof buildStaySchema>;
export type Stay = z.output<StaySchema>;

/** Field names of the search form, in display order. */
export const STAY_FIELDS = ["kota", "tamu", "kamar", "cekin", "durasi", "cekout"] as const;
export type StayField = (typeof STAY_FIELDS)[number];

/** The URL path segments of a stay, as the routes name them. */
export interface StayParams {
  id?: string;
  tamu?: string;
  kamar?: string;
  cekin?: string;
  cekout?: string;
  durasi?: string;
}

/** Maps the route's path segments onto the form's field names, so one schema validates both. */
export function stayParamsToSearchParams(params: StayParams): URLSearchParams {
  const out = new URLSearchParams();
  const pairs: [StayField, string | undefined][] = [
    ["kota", params.id],
    ["tamu", params.tamu],
    ["kamar", params.kamar],
    ["cekin", params.cekin],
    ["durasi", params.durasi],
    ["cekout", params.cekout],
  ];
  for (const [key, value] of pairs) if (value !== undefined) out.set(key, value);
  return out;
}

/** The stay part of the search, room and booking URLs: /{kota}/{tamu}/{kamar}/{cekin}/{cekout}. */
function staySegments(stay: Pick<Stay, "kota" | "tamu" | "kamar" | "cekin" | "cekout">): string {
  return `${stay.kota}/${stay.tamu}/${stay.kamar}/${stay.cekin}/${stay.cekout}`;
}

export function searchUrl(stay: Stay): string {
  return `/cari_hotel/${staySegments(stay)}/${stay.durasi}`;
}

export function roomUrl(stay: Stay, idHotel: number): string {
  return `/room/${staySegments(stay)}/${idHotel}/${stay.durasi}`;
}

export function reservationUrl(stay: Stay, idHotel: number, idTipe: number): string {
  return `/reservasi/${staySegments(stay)}/${idHotel}/${idTipe}/${stay.durasi}`;
}

/** Guests per room as the booking summary shows it: the party spread over the rooms, rounded up. */
export function guestsPerRoom(tamu: number, kamar: number): number {
  return Math.ceil(tamu / kamar);
}
