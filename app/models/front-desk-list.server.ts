import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "~/models/db.server";
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
import { BOOKING_CODE_FRAGMENT_PATTERN } from "~/utils/booking-code";
import { isIsoDate } from "~/utils/dates";
import { selectReservations } from "./reservation-query.server";
import { containsText } from "./sql.server";

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
}

const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional());
const isoDate = z.string().trim().refine(isIsoDate);

const filterSchema = z
  .object({
    status: optional(z.enum(RESERVATION_STATUS)),
    status_bayar: optional(z.enum(STATUS_BAYAR)),
    hotel: optional(
      z
        .string()
        .regex(/^[1-9]\d{0,9}$/)
        .transform(Number),
    ),
    cekin_dari: optional(isoDate),
    cekin_sampai: optional(isoDate),
    kode: optional(
      z
        .string()
        .trim()
        .transform((v) => v.toUpperCase())
        .pipe(z.string().regex(BOOKING_CODE_FRAGMENT_PATTERN)),
    ),
  })
  .refine((f) => !f.cekin_dari || !f.cekin_sampai || f.cekin_dari <= f.cekin_sampai, { path: ["cekin_sampai"] });

/** The list's filters from a query string; null when any of them is malformed. */
export function parseReservationFilters(params: URLSearchParams): ReservationFilters | null {
  const raw = Object.fromEntries(
    ["status", "status_bayar", "hotel", "cekin_dari", "cekin_sampai", "kode"].map((name) => [
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
  return params;
}

function filterCondition(filters: ReservationFilters): SQL | undefined {
  const conditions: SQL[] = [];
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

function selectRows(db: Db, filters: ReservationFilters) {
  return selectReservations(db, deskListColumns)
    .where(filterCondition(filters))
    .orderBy(desc(reservation.createdAt), desc(reservation.id));
}

/** One page of reservations matching the filters, newest first, and how many match in all. */
export async function listReservations(
  db: Db,
  filters: ReservationFilters,
  page: { offset: number; limit: number },
): Promise<{ total: number; rows: ReservationRow[] }> {
  // Not one db.batch: D1 batches return rows keyed by column name, and the joined tables share `nama`.
  const [totals, rows] = await Promise.all([
    db.select({ n: count() }).from(reservation).where(filterCondition(filters)),
    selectRows(db, filters).limit(page.limit).offset(page.offset),
  ]);
  return { total: totals[0]?.n ?? 0, rows };
}

/** Every reservation matching the filters (up to CSV_MAX_ROWS), newest first, for the CSV export, with its extras as sold. */
export function reservationsForExport(
  db: Db,
  filters: ReservationFilters,
): Promise<(ReservationRow & { extrasDetail: string })[]> {
  const extrasDetail = sql<string>`coalesce((select group_concat(${reservationExtra.nama} || ' ' || ${reservationExtra.harga} || ' × ' || ${reservationExtra.qty} || ' = ' || ${reservationExtra.jumlah}, '; ') from ${reservationExtra} where ${reservationExtra.reservationId} = ${reservation.id}), '')`;
  return selectReservations(db, { ...deskListColumns, extrasDetail: extrasDetail.as("extras_detail") })
    .where(filterCondition(filters))
    .orderBy(desc(reservation.createdAt), desc(reservation.id))
    .limit(CSV_MAX_ROWS);
}

/** Every hotel, for the property pickers of the list and the calendar. */
export function listDeskHotels(db: Db): Promise<{ id: number; nama: string }[]> {
  return db.select({ id: hotel.id, nama: hotel.nama }).from(hotel).orderBy(asc(hotel.nama), asc(hotel.id));
}
