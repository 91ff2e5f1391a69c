import { and, asc, count, desc, eq, gte, like, lte, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "~/models/db.server";
import {
  hotel,
  outbox,
  paymentMethod,
  paymentNotification,
  RESERVATION_STATUS,
  reservation,
  reservationExtra,
  roomNight,
  roomType,
  roomUnit,
  STATUS_BAYAR,
  type ReservationStatus,
  type StatusBayar,
} from "~/db/schema";
import { isIsoDate, todayInJakarta } from "~/utils/dates";
import type { ChargeSheet } from "./pricing.server";
import { BOOKING_CODE_PATTERN, soldExtras } from "./reservation.server";
import { containsText } from "./sql.server";

/**
 * The front desk's view of reservations (back-office "Reservasi"): the filtered, paged list and its
 * CSV export, one booking with its rooms, payments and e-mails, and the changes staff make to a stay —
 * paid at the property (Bayar / Belum), checked in, checked out, cancelled. Every change is one
 * conditional UPDATE on the state staff saw, so two desks acting at once never both succeed, and a
 * cancellation releases the booking's nights in the same batch that cancels it (ADR 002).
 */

export { RESERVATION_STATUS, STATUS_BAYAR };
export const DESK_PAGE_SIZE = 20;
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
    hotel: optional(z.string().regex(/^[1-9]\d{0,9}$/).transform(Number)),
    cekin_dari: optional(isoDate),
    cekin_sampai: optional(isoDate),
    kode: optional(
      z
        .string()
        .trim()
        .transform((v) => v.toUpperCase())
        .pipe(z.string().regex(/^[A-Z0-9-]{1,40}$/)),
    ),
  })
  .refine((f) => !f.cekin_dari || !f.cekin_sampai || f.cekin_dari <= f.cekin_sampai, { path: ["cekin_sampai"] });

/** The list's filters from a query string; null when any of them is malformed. */
export function parseReservationFilters(params: URLSearchParams): ReservationFilters | null {
  const raw = Object.fromEntries(
    ["status", "status_bayar", "hotel", "cekin_dari", "cekin_sampai", "kode"].map((name) => [name, params.get(name) ?? undefined]),
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

const listColumns = {
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
  return db
    .select(listColumns)
    .from(reservation)
    .innerJoin(hotel, eq(hotel.id, reservation.hotelId))
    .innerJoin(roomType, eq(roomType.id, reservation.roomTypeId))
    .innerJoin(paymentMethod, eq(paymentMethod.id, reservation.paymentMethodId))
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
export function reservationsForExport(db: Db, filters: ReservationFilters): Promise<(ReservationRow & { extrasDetail: string })[]> {
  const extrasDetail = sql<string>`coalesce((select group_concat(${reservationExtra.nama} || ' ' || ${reservationExtra.harga} || ' × ' || ${reservationExtra.qty} || ' = ' || ${reservationExtra.jumlah}, '; ') from ${reservationExtra} where ${reservationExtra.reservationId} = ${reservation.id}), '')`;
  return db
    .select({ ...listColumns, extrasDetail: extrasDetail.as("extras_detail") })
    .from(reservation)
    .innerJoin(hotel, eq(hotel.id, reservation.hotelId))
    .innerJoin(roomType, eq(roomType.id, reservation.roomTypeId))
    .innerJoin(paymentMethod, eq(paymentMethod.id, reservation.paymentMethodId))
    .where(filterCondition(filters))
    .orderBy(desc(reservation.createdAt), desc(reservation.id))
    .limit(CSV_MAX_ROWS);
}

/** Every hotel, for the property pickers of the list and the calendar. */
export function listDeskHotels(db: Db): Promise<{ id: number; nama: string }[]> {
  return db.select({ id: hotel.id, nama: hotel.nama }).from(hotel).orderBy(asc(hotel.nama), asc(hotel.id));
}

export interface DeskReservation extends ReservationRow {
  batasBayar: Date;
  paidAt: Date | null;
  checkedInAt: Date | null;
  checkedOutAt: Date | null;
  cancelledAt: Date | null;
  harga: number;
  disc: number;
  keteranganPromo: string | null;
  tambahpesanan: string | null;
  paymentCode: string | null;
  refundFlag: boolean;
  kategori: "PAYMENT PAGE" | "PENDING PAYMENT" | "DIRECT PAYMENT";
  guestNoIdentitas: string;
  roomTypeKet: "HOTEL" | "COTTAGE";
  units: { nomor: string; nights: number }[];
  /** The amounts it was sold at, line by line (they add up to `total`). */
  charges: ChargeSheet;
  notifications: { id: number; transactionStatus: string; statusCode: string; grossAmount: string; signatureOk: boolean; receivedAt: Date }[];
  emails: { id: number; kind: string; subject: string; status: string; createdAt: Date; sentAt: Date | null }[];
}

/** One reservation by booking code with its rooms, gateway notifications and e-mails; null when unknown. */
export async function getDeskReservation(db: Db, kodeBooking: string): Promise<DeskReservation | null> {
  if (!BOOKING_CODE_PATTERN.test(kodeBooking)) return null;
  const [row] = await db
    .select({
      ...listColumns,
      batasBayar: reservation.batasBayar,
      paidAt: reservation.paidAt,
      checkedInAt: reservation.checkedInAt,
      checkedOutAt: reservation.checkedOutAt,
      cancelledAt: reservation.cancelledAt,
      harga: reservation.harga,
      disc: reservation.disc,
      totalHargaOnly: reservation.totalHargaOnly,
      totalTaxOnly: reservation.totalTaxOnly,
      keteranganPromo: reservation.keteranganPromo,
      tambahpesanan: reservation.tambahpesanan,
      paymentCode: reservation.paymentCode,
      refundFlag: reservation.refundFlag,
      kategori: paymentMethod.kategori,
      guestNoIdentitas: reservation.guestNoIdentitas,
      roomTypeKet: roomType.ket,
    })
    .from(reservation)
    .innerJoin(hotel, eq(hotel.id, reservation.hotelId))
    .innerJoin(roomType, eq(roomType.id, reservation.roomTypeId))
    .innerJoin(paymentMethod, eq(paymentMethod.id, reservation.paymentMethodId))
    .where(eq(reservation.kodeBooking, kodeBooking))
    .limit(1);
  if (!row) return null;
  const tambahan = await soldExtras(db, row.id);
  const charges = { jumlahKamar: row.jumlahKamar, totalHargaOnly: row.totalHargaOnly, totalTaxOnly: row.totalTaxOnly, tambahan, total: row.total };
  const [units, notifications, emails] = await db.batch([
    db
      .select({ nomor: roomUnit.nomor, nights: sql<number>`count(*)`.mapWith(Number) })
      .from(roomNight)
      .innerJoin(roomUnit, eq(roomUnit.id, roomNight.unitId))
      .where(eq(roomNight.reservationId, row.id))
      .groupBy(roomUnit.id)
      .orderBy(asc(roomUnit.nomor)),
    db
      .select({
        id: paymentNotification.id,
        transactionStatus: paymentNotification.transactionStatus,
        statusCode: paymentNotification.statusCode,
        grossAmount: paymentNotification.grossAmount,
        signatureOk: paymentNotification.signatureOk,
        receivedAt: paymentNotification.receivedAt,
      })
      .from(paymentNotification)
      .where(or(eq(paymentNotification.reservationId, row.id), eq(paymentNotification.orderId, row.kodeBooking)))
      .orderBy(asc(paymentNotification.receivedAt), asc(paymentNotification.id)),
    db
      .select({
        id: outbox.id,
        kind: outbox.kind,
        subject: outbox.subject,
        status: outbox.status,
        createdAt: outbox.createdAt,
        sentAt: outbox.sentAt,
      })
      .from(outbox)
      // A booking's e-mails carry "<kind>:<reservation id>" (and a suffix when staff sent one again).
      .where(or(like(outbox.dedupeKey, `booking-%:${row.id}`), like(outbox.dedupeKey, `booking-%:${row.id}:%`)))
      .orderBy(asc(outbox.id)),
  ]);
  return { ...row, units, charges, notifications, emails };
}

export const DESK_ACTIONS = ["cancel", "checkIn", "checkOut", "markPaid", "markUnpaid"] as const;
export type DeskAction = (typeof DESK_ACTIONS)[number];

/** Why a change was refused: the stay is not in a state that allows it, or it is not its day yet. */
export type DeskRefusal = "notAllowed" | "notArrivalDay" | "notDirectPayment" | "changed";

export type DeskChangeResult =
  | { ok: true; from: { status: ReservationStatus; statusBayar: StatusBayar }; to: { status: ReservationStatus; statusBayar: StatusBayar } }
  | { ok: false; reason: DeskRefusal };

type Current = Pick<DeskReservation, "id" | "status" | "statusBayar" | "cekin" | "cekout" | "kategori">;

/** Whether the change may be made now (the same rules the page uses to offer its buttons). */
export function deskActionRefusal(action: DeskAction, r: Current, today: string): DeskRefusal | null {
  switch (action) {
    case "cancel":
      return r.status === "BOOKED" ? null : "notAllowed";
    case "checkIn":
      if (r.status !== "BOOKED" || (r.statusBayar !== "WAITING" && r.statusBayar !== "PAID")) return "notAllowed";
      return today >= r.cekin && today < r.cekout ? null : "notArrivalDay";
    case "checkOut":
      return r.status === "CHECKED_IN" ? null : "notAllowed";
    case "markPaid":
    case "markUnpaid":
      if (r.kategori !== "DIRECT PAYMENT") return "notDirectPayment";
      if (r.status === "CANCELLED" || r.status === "EXPIRED") return "notAllowed";
      return r.statusBayar === (action === "markPaid" ? "WAITING" : "PAID") ? null : "notAllowed";
  }
}

/**
 * Applies one front-desk change to the reservation staff were looking at. The UPDATE is conditioned on
 * the status and payment status read just before, so a concurrent change (another desk, the expiry
 * job, a gateway notification) makes it refuse with "changed" instead of overwriting.
 */
export async function applyDeskAction(db: Db, r: Current, action: DeskAction, now: Date): Promise<DeskChangeResult> {
  const refusal = deskActionRefusal(action, r, todayInJakarta(now));
  if (refusal) return { ok: false, reason: refusal };
  const unchanged = and(eq(reservation.id, r.id), eq(reservation.status, r.status), eq(reservation.statusBayar, r.statusBayar));
  const from = { status: r.status, statusBayar: r.statusBayar };
  let to: { status: ReservationStatus; statusBayar: StatusBayar };
  let updated: { id: number }[];
  switch (action) {
    case "cancel": {
      // An unpaid booking's payment will never come; a paid one keeps PAID (a refund is a person's decision).
      to = { status: "CANCELLED", statusBayar: r.statusBayar === "WAITING" ? "FAILED" : r.statusBayar };
      const [rows] = await db.batch([
        db.update(reservation).set({ ...to, cancelledAt: now }).where(unchanged).returning({ id: reservation.id }),
        db
          .delete(roomNight)
          .where(
            and(
              eq(roomNight.reservationId, r.id),
              sql`exists (select 1 from ${reservation} where ${reservation.id} = ${r.id} and ${reservation.status} = 'CANCELLED')`,
            ),
          ),
      ]);
      updated = rows;
      break;
    }
    case "checkIn":
      to = { status: "CHECKED_IN", statusBayar: r.statusBayar };
      updated = await db.update(reservation).set({ status: to.status, checkedInAt: now }).where(unchanged).returning({ id: reservation.id });
      break;
    case "checkOut": {
      // Leaving before the booked check-out frees the nights not slept, from tonight on.
      to = { status: "CHECKED_OUT", statusBayar: r.statusBayar };
      const today = todayInJakarta(now);
      const [rows] = await db.batch([
        db.update(reservation).set({ status: to.status, checkedOutAt: now }).where(unchanged).returning({ id: reservation.id }),
        db
          .delete(roomNight)
          .where(
            and(
              eq(roomNight.reservationId, r.id),
              gte(roomNight.night, today),
              sql`exists (select 1 from ${reservation} where ${reservation.id} = ${r.id} and ${reservation.status} = 'CHECKED_OUT')`,
            ),
          ),
      ]);
      updated = rows;
      break;
    }
    case "markPaid":
      to = { status: r.status, statusBayar: "PAID" };
      updated = await db.update(reservation).set({ statusBayar: "PAID", paidAt: now }).where(unchanged).returning({ id: reservation.id });
      break;
    case "markUnpaid":
      to = { status: r.status, statusBayar: "WAITING" };
      updated = await db.update(reservation).set({ statusBayar: "WAITING", paidAt: null }).where(unchanged).returning({ id: reservation.id });
      break;
  }
  return updated.length === 1 ? { ok: true, from, to } : { ok: false, reason: "changed" };
}
