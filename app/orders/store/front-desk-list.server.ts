import { and, asc, count, desc, eq, gte, lte, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "~/models/db.server";
import { idField } from "~/utils/id-field";
import { phoneSearchDigits } from "~/utils/phone.server";
import {
  hotel,
  paymentMethod,
  RESERVATION_STATUS,
  reservation,
  reservationExtra,
  roomType,
  STATUS_BAYAR,
  type ReservationStatus,
  type StatusBayar,
} from "~/db/schema";
import { BOOKING_CODE_FRAGMENT_PATTERN } from "~/orders/rules/booking-code";
import { isIsoDate } from "~/utils/dates";
import { normaliseSearchTerm, SEARCH_TERM_MAX } from "~/utils/search-term";
import { inHotelScope, type HotelScope } from "~/models/staff-scope.server";
import { selectReservations } from "./reservation-query.server";
import { containsText } from "~/models/sql.server";

/**
 * The front desk's list of reservations (back-office "Reservasi"): its filters as a query string, the
 * filtered, paged list, and the same rows as a CSV export.
 */

export { RESERVATION_STATUS, STATUS_BAYAR };
/** The most rows one CSV export holds; a narrower filter gets the rest. */
export const CSV_MAX_ROWS = 5000;

export interface ReservationFilters {
  status: ReservationStatus | null;
  statusBayar: StatusBayar | null;
  hotelId: number | null;
  cekinFrom: string | null;
  cekinTo: string | null;
  kode: string | null;
  /** One search box: booking code, guest name, phone (any format) or e-mail. */
  q: string | null;
}

/** The longest search the list accepts, in characters; longer input is refused with a message. */
export const RESERVATION_SEARCH_MAX = SEARCH_TERM_MAX;

/** Whether the query string's search is longer than the list accepts. */
export function searchTooLong(params: URLSearchParams): boolean {
  return Array.from((params.get("q") ?? "").trim()).length > RESERVATION_SEARCH_MAX;
}

const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional());
const isoDate = z.string().trim().refine(isIsoDate);

const filterSchema = z
  .object({
    status: optional(z.enum(RESERVATION_STATUS)),
    status_bayar: optional(z.enum(STATUS_BAYAR)),
    hotel: optional(idField()),
    cekin_dari: optional(isoDate),
    cekin_sampai: optional(isoDate),
    kode: optional(
      z
        .string()
        .trim()
        .transform((v) => v.toUpperCase())
        .pipe(z.string().regex(BOOKING_CODE_FRAGMENT_PATTERN)),
    ),
    q: optional(z.string().trim().max(RESERVATION_SEARCH_MAX * 4)),
  })
  .refine((f) => !f.cekin_dari || !f.cekin_sampai || f.cekin_dari <= f.cekin_sampai, { path: ["cekin_sampai"] });

/** The list's filters from a query string; null when any of them is malformed. */
export function parseReservationFilters(params: URLSearchParams): ReservationFilters | null {
  const raw = Object.fromEntries(
    ["status", "status_bayar", "hotel", "cekin_dari", "cekin_sampai", "kode", "q"].map((name) => [
      name,
      params.get(name) ?? undefined,
    ]),
  );
  const parsed = filterSchema.safeParse(raw);
  if (!parsed.success) return null;
  const f = parsed.data;
  return {
    status: f.status ?? null,
    statusBayar: f.status_bayar ?? null,
    hotelId: f.hotel ?? null,
    cekinFrom: f.cekin_dari ?? null,
    cekinTo: f.cekin_sampai ?? null,
    kode: f.kode ?? null,
    q: f.q ? normaliseSearchTerm(f.q) || null : null,
  };
}

/** The query string that reproduces the filters (for pager links and the CSV link). */
export function filterQuery(filters: ReservationFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set("status", filters.status);
  if (filters.statusBayar) params.set("status_bayar", filters.statusBayar);
  if (filters.hotelId !== null) params.set("hotel", String(filters.hotelId));
  if (filters.cekinFrom) params.set("cekin_dari", filters.cekinFrom);
  if (filters.cekinTo) params.set("cekin_sampai", filters.cekinTo);
  if (filters.kode) params.set("kode", filters.kode);
  if (filters.q) params.set("q", filters.q);
  return params;
}

/**
 * The stored phone (E.164 as `readPhone` writes it; older rows as typed) without punctuation, country code 62
 * or trunk 0, in SQL: what `phoneSearchDigits` reads from the search box is looked for in it.
 */
const storedPhoneCore = (() => {
  const cleaned = sql`replace(replace(replace(replace(replace(replace(${reservation.guestTelepon}, ' ', ''), '-', ''), '+', ''), '(', ''), ')', ''), '.', '')`;
  return sql`(case when substr(${cleaned}, 1, 2) = '62' then substr(${cleaned}, 3) when substr(${cleaned}, 1, 1) = '0' then substr(${cleaned}, 2) else ${cleaned} end)`;
})();

/** The search box: code, guest name or e-mail containing the text (any case), or the same phone number. */
function searchCondition(q: string): SQL | undefined {
  const text = containsText([reservation.kodeBooking, reservation.guestNama, reservation.guestEmail], q);
  const phone = phoneSearchDigits(q);
  return phone ? or(text, sql`instr(${storedPhoneCore}, ${phone}) > 0`) : text;
}

function filterCondition(filters: ReservationFilters, scope: HotelScope): SQL | undefined {
  const conditions: SQL[] = [];
  const inScope = inHotelScope(reservation.hotelId, scope);
  if (inScope) conditions.push(inScope);
  const search = filters.q ? searchCondition(filters.q) : undefined;
  if (search) conditions.push(search);
  if (filters.status) conditions.push(eq(reservation.status, filters.status));
  if (filters.statusBayar) conditions.push(eq(reservation.statusBayar, filters.statusBayar));
  if (filters.hotelId !== null) conditions.push(eq(reservation.hotelId, filters.hotelId));
  if (filters.cekinFrom) conditions.push(gte(reservation.cekin, filters.cekinFrom));
  if (filters.cekinTo) conditions.push(lte(reservation.cekin, filters.cekinTo));
  // Codes hold only A-Z, 0-9 and '-', so the pattern needs no escaping.
  const kode = filters.kode ? containsText([reservation.kodeBooking], filters.kode) : undefined;
  if (kode) conditions.push(kode);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The columns of a reservation as the desk lists it (the booking page adds to them). */
export const deskListColumns = {
  id: reservation.id,
  kodeBooking: reservation.kodeBooking,
  createdAt: reservation.createdAt,
  hotelId: reservation.hotelId,
  hotelNama: hotel.nama,
  roomTypeNama: roomType.nama,
  guestNama: reservation.guestNama,
  guestEmail: reservation.guestEmail,
  guestTelepon: reservation.guestTelepon,
  cekin: reservation.cekin,
  cekout: reservation.cekout,
  durasi: reservation.durasi,
  jumlahKamar: reservation.jumlahKamar,
  jumlahTamu: reservation.jumlahTamu,
  totalHargaOnly: reservation.totalHargaOnly,
  totalTaxOnly: reservation.totalTaxOnly,
  totalTambahan: reservation.totalTambahan,
  total: reservation.total,
  mode: reservation.mode,
  status: reservation.status,
  statusBayar: reservation.statusBayar,
  metode: paymentMethod.nama,
};

export type ReservationRow = {
  id: number;
  kodeBooking: string;
  createdAt: Date;
  hotelId: number;
  hotelNama: string;
  roomTypeNama: string;
  guestNama: string;
  guestEmail: string;
  guestTelepon: string;
  cekin: string;
  cekout: string;
  durasi: number;
  jumlahKamar: number;
  jumlahTamu: number;
  /** One room, whole stay (as sold). */
  totalHargaOnly: number;
  /** One room, whole stay (as sold). */
  totalTaxOnly: number;
  /** All extras (as sold). */
  totalTambahan: number;
  total: number;
  mode: "WEB" | "OFFLINE";
  status: ReservationStatus;
  statusBayar: StatusBayar;
  metode: string;
};

function selectRows(db: Db, filters: ReservationFilters, scope: HotelScope) {
  return selectReservations(db, deskListColumns)
    .where(filterCondition(filters, scope))
    .orderBy(desc(reservation.createdAt), desc(reservation.id));
}

/** One page of the scope's reservations matching the filters, newest first, and how many match in all. */
export async function listReservations(
  db: Db,
  filters: ReservationFilters,
  page: { offset: number; limit: number },
  scope: HotelScope,
): Promise<{ total: number; rows: ReservationRow[] }> {
  // Not one db.batch: D1 batches return rows keyed by column name, and the joined tables share `nama`.
  const [totals, rows] = await Promise.all([
    db.select({ n: count() }).from(reservation).where(filterCondition(filters, scope)),
    selectRows(db, filters, scope).limit(page.limit).offset(page.offset),
  ]);
  return { total: totals[0]?.n ?? 0, rows };
}

/** Every reservation of the scope matching the filters (up to CSV_MAX_ROWS), newest first, for the CSV export, with its extras as sold. */
export function reservationsForExport(
  db: Db,
  filters: ReservationFilters,
  scope: HotelScope,
): Promise<(ReservationRow & { extrasDetail: string })[]> {
  const extrasDetail = sql<string>`coalesce((select group_concat(${reservationExtra.nama} || ' ' || ${reservationExtra.harga} || ' × ' || ${reservationExtra.qty} || ' = ' || ${reservationExtra.jumlah}, '; ') from ${reservationExtra} where ${reservationExtra.reservationId} = ${reservation.id}), '')`;
  return selectReservations(db, { ...deskListColumns, extrasDetail: extrasDetail.as("extras_detail") })
    .where(filterCondition(filters, scope))
    .orderBy(desc(reservation.createdAt), desc(reservation.id))
    .limit(CSV_MAX_ROWS);
}

/** Every hotel, for the property pickers of the list and the calendar. */
export function listDeskHotels(db: Db): Promise<{ id: number; nama: string }[]> {
  return db.select({ id: hotel.id, nama: hotel.nama }).from(hotel).orderBy(asc(hotel.nama), asc(hotel.id));
}
