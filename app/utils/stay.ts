import { todayInJakarta } from "~/utils/dates";
import { ALL_ESTATES, ALL_ESTATES_SEGMENT, computeCheckOut } from "./stay-limits";
import type { Stay } from "./stay-schema";

/**
 * A stay as the search form, the search URLs and the booking URL describe it: city, guests, rooms,
 * check-in, nights and the check-out computed from them. Client-safe. The zod schema lives in
 * stay-schema.ts, so pages that only need these helpers do not download zod; the limits and error codes
 * both use live in stay-limits.ts (re-exported here).
 */

export {
  ALL_ESTATES,
  ALL_ESTATES_SEGMENT,
  computeCheckOut,
  isStayErrorCode,
  STAY_ERROR_CODES,
  STAY_LIMITS,
  tryComputeCheckOut,
  type StayErrorCode,
} from "./stay-limits";

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

export type { Stay, StaySchema } from "./stay-schema";

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
  const kota = stay.kota === ALL_ESTATES ? ALL_ESTATES_SEGMENT : stay.kota;
  return `${kota}/${stay.tamu}/${stay.kamar}/${stay.cekin}/${stay.cekout}`;
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
