import { and, asc, eq, like, or, sql } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import {
  outbox,
  paymentMethod,
  paymentNotification,
  reservation,
  roomNight,
  roomType,
  roomUnit,
  type ReservationStatus,
  type StatusBayar,
} from "~/db/schema";
import { isBookingCode } from "~/orders/rules/booking-code";
import type { MessageKey } from "~/i18n/message-key";
import { todayInJakarta } from "~/utils/dates";
import { fail, ok, type Result } from "~/utils/result";
import { paymentFacts } from "~/orders/rules/payment-kinds";
import { earlyCheckoutDay } from "./early-departure.server";
import { deskListColumns, type ReservationRow } from "./front-desk-list.server";
import type { ChargeSheet } from "~/models/pricing.server";
import { soldExtras } from "./reservation-detail.server";
import { selectReservations } from "./reservation-query.server";

/**
 * The front desk's view of one reservation (back-office "Reservasi"): the booking with its rooms,
 * payments and e-mails, and the changes staff make to a stay — paid at the property (Bayar / Belum),
 * checked in, checked out, cancelled. Every change is one conditional UPDATE on the state staff saw, so
 * two desks acting at once never both succeed, and a cancellation releases the booking's nights in the
 * same batch that cancels it (ADR 002). The filtered list and its CSV export: `front-desk-list.server`.
 */

/** Rows per page of the desk's lists. */
export const DESK_PAGE_SIZE = 20;

export interface DeskReservation extends ReservationRow {
  batasBayar: Date;
  paidAt: Date | null;
  checkedInAt: Date | null;
  checkedOutAt: Date | null;
  cancelledAt: Date | null;
  noShowAt: Date | null;
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
  notifications: {
    id: number;
    transactionStatus: string;
    statusCode: string;
    grossAmount: string;
    signatureOk: boolean;
    receivedAt: Date;
  }[];
  emails: { id: number; kind: string; subject: string; status: string; createdAt: Date; sentAt: Date | null }[];
}

/** One reservation by booking code with its rooms, gateway notifications and e-mails; null when unknown. */
export async function getDeskReservation(db: Db, kodeBooking: string): Promise<DeskReservation | null> {
  if (!isBookingCode(kodeBooking)) return null;
  const [row] = await selectReservations(db, {
    ...deskListColumns,
    batasBayar: reservation.batasBayar,
    paidAt: reservation.paidAt,
    checkedInAt: reservation.checkedInAt,
    checkedOutAt: reservation.checkedOutAt,
    cancelledAt: reservation.cancelledAt,
    noShowAt: reservation.noShowAt,
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
    .where(eq(reservation.kodeBooking, kodeBooking))
    .limit(1);
  if (!row) return null;
  const tambahan = await soldExtras(db, row.id);
  const charges = {
    jumlahKamar: row.jumlahKamar,
    totalHargaOnly: row.totalHargaOnly,
    totalTaxOnly: row.totalTaxOnly,
    tambahan,
    total: row.total,
  };
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

export const DESK_ACTIONS = ["cancel", "checkIn", "checkOut", "markPaid", "markUnpaid", "noShow"] as const;
export type DeskAction = (typeof DESK_ACTIONS)[number];

/** Why a change was refused: the stay is not in a state that allows it, or it is not its day yet. */
export type DeskRefusal = "notAllowed" | "notArrivalDay" | "notPastArrival" | "notDirectPayment" | "changed" | "early";

/** The message staff read for each refusal. */
export const DESK_REFUSAL_MESSAGES: Record<DeskRefusal, MessageKey> = {
  notAllowed: "desk.errors.notAllowed",
  notArrivalDay: "desk.errors.notArrivalDay",
  notPastArrival: "refunds.noShow.tooEarly",
  notDirectPayment: "desk.errors.notDirectPayment",
  changed: "desk.errors.changed",
  early: "deskFlows.early.needsConfirm",
};

/** The states a change moved the booking between, or its refusal (409, the reason's message). */
export type DeskChangeResult = Result<{
  from: { status: ReservationStatus; statusBayar: StatusBayar };
  to: { status: ReservationStatus; statusBayar: StatusBayar };
}>;

const refused = (reason: DeskRefusal) => fail(DESK_REFUSAL_MESSAGES[reason], { status: 409 });

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
      // Leaving before the booked check-out day shortens the stay: that asks for confirmation (early-departure).
      if (r.status !== "CHECKED_IN") return "notAllowed";
      return earlyCheckoutDay(r, today) === null ? null : "early";
    case "markPaid":
    case "markUnpaid":
      if (!paymentFacts(r).paidAtReception) return "notDirectPayment";
      if (r.status === "CANCELLED" || r.status === "EXPIRED") return "notAllowed";
      return r.statusBayar === (action === "markPaid" ? "WAITING" : "PAID") ? null : "notAllowed";
    case "noShow":
      // A paid guest who never arrived: only once the arrival day is over (they may still come late that day).
      if (r.status !== "BOOKED" || r.statusBayar !== "PAID") return "notAllowed";
      return today > r.cekin ? null : "notPastArrival";
  }
}

/**
 * Applies one front-desk change to the reservation staff were looking at. The UPDATE is conditioned on
 * the status and payment status read just before, so a concurrent change (another desk, the expiry
 * job, a gateway notification) makes it refuse with "changed" instead of overwriting.
 */
export async function applyDeskAction(db: Db, r: Current, action: DeskAction, now: Date): Promise<DeskChangeResult> {
  const refusal = deskActionRefusal(action, r, todayInJakarta(now));
  if (refusal) return refused(refusal);
  const unchanged = and(
    eq(reservation.id, r.id),
    eq(reservation.status, r.status),
    eq(reservation.statusBayar, r.statusBayar),
  );
  const from = { status: r.status, statusBayar: r.statusBayar };
  let to: { status: ReservationStatus; statusBayar: StatusBayar };
  let updated: { id: number }[];
  switch (action) {
    case "cancel": {
      // An unpaid booking's payment will never come; a paid one keeps PAID (a refund is a person's decision).
      to = { status: "CANCELLED", statusBayar: r.statusBayar === "WAITING" ? "FAILED" : r.statusBayar };
      const [rows] = await db.batch([
        db
          .update(reservation)
          .set({ ...to, cancelledAt: now })
          .where(unchanged)
          .returning({ id: reservation.id }),
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
      updated = await db
        .update(reservation)
        .set({ status: to.status, checkedInAt: now })
        .where(unchanged)
        .returning({ id: reservation.id });
      break;
    case "checkOut":
      // On (or after) the booked check-out day: no night is left to give back, the stay stands as sold.
      to = { status: "CHECKED_OUT", statusBayar: r.statusBayar };
      updated = await db
        .update(reservation)
        .set({ status: to.status, checkedOutAt: now })
        .where(unchanged)
        .returning({ id: reservation.id });
      break;
    case "noShow":
      // The nights stay sold (no room_night row is deleted): the guest paid for them and the rooms were held
      // for them, so the stay's revenue and occupancy stand, and a no-show is not refunded (ADR 027).
      to = { status: "NO_SHOW", statusBayar: r.statusBayar };
      updated = await db
        .update(reservation)
        .set({ status: to.status, noShowAt: now })
        .where(unchanged)
        .returning({ id: reservation.id });
      break;
    case "markPaid":
    case "markUnpaid": {
      // Paid at the property, or that mark undone: the time of payment follows.
      const paid = action === "markPaid";
      to = { status: r.status, statusBayar: paid ? "PAID" : "WAITING" };
      updated = await db
        .update(reservation)
        .set({ statusBayar: to.statusBayar, paidAt: paid ? now : null })
        .where(unchanged)
        .returning({ id: reservation.id });
      break;
    }
  }
  return updated.length === 1 ? ok({ from, to }) : refused("changed");
}
