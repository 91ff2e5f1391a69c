import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { refund, reservation, type RefundChannel, type RefundStatus, type StatusBayar } from "~/db/schema";
import { inHotelScope, type HotelScope } from "~/models/staff-scope.server";

/**
 * Refunds of cancelled bookings (docs/decisions/027) after they were asked for: the finance list, a refund
 * closed (PAID) by the gateway's signed notification or by finance marking a manual transfer done, and a
 * failed gateway refund tried again. Closing is one batch: the refund row moves only from an open state, and
 * the booking's payment status follows in the same transaction, so a replayed notification or two finance
 * clicks close it once. (The refund row itself is created with the cancellation, in its own model.)
 */

export { REFUND_STATUS } from "~/db/schema";

/** A refund as it is opened: who gets how much back, what the policy keeps, and where the money goes. */
export interface RefundRecord {
  refundKey: string;
  channel: RefundChannel;
  amount: number;
  kept: number;
  reason: string;
  bank: { nama: string; rekening: string; atasNama: string } | null;
}

/**
 * The statement opening a PENDING refund of a booking, for the batch that changes the booking: it inserts
 * only when `condition` holds inside that batch (the change it belongs to was stored), so a batch whose
 * booking had changed meanwhile opens no refund either.
 */
export function insertRefundWhen(db: Db, reservationId: number, r: RefundRecord, now: Date, condition: SQL) {
  const value = <T,>(v: T, name: string) => sql<T>`${v}`.as(name);
  return db.insert(refund).select(
    db
      .select({
        // Every column in the table's order (drizzle's insert-select asks for it); a null id is the next one.
        id: value(null, "id"),
        reservationId: value(reservationId, "reservation_id"),
        refundKey: value(r.refundKey, "refund_key"),
        channel: value(r.channel, "channel"),
        status: value("PENDING", "status"),
        amount: value(r.amount, "amount"),
        kept: value(r.kept, "kept"),
        reason: value(r.reason, "reason"),
        bankNama: value(r.bank?.nama ?? null, "bank_nama"),
        bankRekening: value(r.bank?.rekening ?? null, "bank_rekening"),
        bankAtasNama: value(r.bank?.atasNama ?? null, "bank_atas_nama"),
        gatewayRef: value(null, "gateway_ref"),
        paidBy: value(null, "paid_by"),
        paidAt: value(null, "paid_at"),
        createdAt: value(now.getTime(), "created_at"),
      })
      .from(reservation)
      .where(and(eq(reservation.id, reservationId), condition)),
  );
}

export interface RefundListItem {
  id: number;
  reservationId: number;
  kodeBooking: string;
  /** The gateway order that was paid (the refund goes to it); null: the booking code itself. */
  paidOrderId: string | null;
  guestNama: string;
  guestEmail: string;
  total: number;
  statusBayar: StatusBayar;
  refundKey: string;
  channel: RefundChannel;
  status: RefundStatus;
  amount: number;
  kept: number;
  reason: string;
  bankNama: string | null;
  bankRekening: string | null;
  bankAtasNama: string | null;
  gatewayRef: string | null;
  paidBy: string | null;
  paidAt: Date | null;
  createdAt: Date;
}

const listColumns = {
  id: refund.id,
  reservationId: refund.reservationId,
  kodeBooking: reservation.kodeBooking,
  paidOrderId: reservation.paidOrderId,
  guestNama: reservation.guestNama,
  guestEmail: reservation.guestEmail,
  total: reservation.total,
  statusBayar: reservation.statusBayar,
  refundKey: refund.refundKey,
  channel: refund.channel,
  status: refund.status,
  amount: refund.amount,
  kept: refund.kept,
  reason: refund.reason,
  bankNama: refund.bankNama,
  bankRekening: refund.bankRekening,
  bankAtasNama: refund.bankAtasNama,
  gatewayRef: refund.gatewayRef,
  paidBy: refund.paidBy,
  paidAt: refund.paidAt,
  createdAt: refund.createdAt,
};

/** How many refunds the finance page shows at once (the open ones come first). */
export const REFUND_LIST_LIMIT = 200;

/**
 * Refunds for the finance page, optionally of one status: open work first (PENDING, then FAILED), manual
 * transfers before gateway refunds (a person has to act on those), oldest first within each. With a scope of
 * some estates, only their bookings' refunds.
 */
export function listRefunds(db: Db, filter: { status: RefundStatus | null; scope: HotelScope }): Promise<RefundListItem[]> {
  return db
    .select(listColumns)
    .from(refund)
    .innerJoin(reservation, eq(reservation.id, refund.reservationId))
    .where(and(filter.status ? eq(refund.status, filter.status) : undefined, inHotelScope(reservation.hotelId, filter.scope)))
    .orderBy(
      sql`case ${refund.status} when 'PENDING' then 0 when 'FAILED' then 1 else 2 end`,
      sql`case ${refund.channel} when 'MANUAL' then 0 else 1 end`,
      asc(refund.createdAt),
      asc(refund.id),
    )
    .limit(REFUND_LIST_LIMIT);
}

async function findRefund(db: Db, where: SQL): Promise<RefundListItem | undefined> {
  const [row] = await db
    .select(listColumns)
    .from(refund)
    .innerJoin(reservation, eq(reservation.id, refund.reservationId))
    .where(where)
    .limit(1);
  return row;
}

/** One refund with its booking; undefined when there is none. */
export function getRefund(db: Db, id: number): Promise<RefundListItem | undefined> {
  return findRefund(db, eq(refund.id, id));
}

/** The booking's refund (one per booking); undefined when it has none. */
export function getRefundOfReservation(db: Db, reservationId: number): Promise<RefundListItem | undefined> {
  return findRefund(db, eq(refund.reservationId, reservationId));
}

/** The payment status a closed refund leaves: everything paid back, or a part kept by the policy. */
export function refundedStatus(r: Pick<RefundListItem, "kept">): StatusBayar {
  return r.kept === 0 ? "REFUNDED" : "PARTIALLY_REFUNDED";
}

/**
 * Closes a refund: PAID (with the gateway's reference, or the staff login of a manual transfer) from the
 * states `from`, and the booking's payment status REFUNDED / PARTIALLY_REFUNDED in the same batch. True only
 * for the call that closed it.
 */
async function closeRefund(
  db: Db,
  r: Pick<RefundListItem, "id" | "reservationId" | "kept">,
  where: { channel: RefundChannel; from: readonly RefundStatus[] },
  set: { gatewayRef?: string | null; paidBy?: string },
  now: Date,
): Promise<boolean> {
  const [closed] = await db.batch([
    db
      .update(refund)
      .set({ status: "PAID", paidAt: now, ...set })
      .where(and(eq(refund.id, r.id), eq(refund.channel, where.channel), inArray(refund.status, [...where.from])))
      .returning({ id: refund.id }),
    db
      .update(reservation)
      .set({ statusBayar: refundedStatus(r) })
      .where(
        and(
          eq(reservation.id, r.reservationId),
          inArray(reservation.statusBayar, ["REFUND_PENDING", "PAID"]),
          sql`exists (select 1 from ${refund} where ${refund.id} = ${r.id} and ${refund.status} = 'PAID')`,
        ),
      ),
  ]);
  return closed.length === 1;
}

/** Finance transferred a manual refund: PAID by `login`; true only for the click that did it. */
export function markManualRefundPaid(db: Db, r: Pick<RefundListItem, "id" | "reservationId" | "kept">, login: string, now: Date) {
  return closeRefund(db, r, { channel: "MANUAL", from: ["PENDING"] }, { paidBy: login }, now);
}

/**
 * The gateway confirmed a refund. A refund our side had marked FAILED (its request timed out, yet the gateway
 * made it) is closed too: the money went back either way.
 */
export function markGatewayRefundPaid(db: Db, r: Pick<RefundListItem, "id" | "reservationId" | "kept">, gatewayRef: string | null, now: Date) {
  return closeRefund(db, r, { channel: "GATEWAY", from: ["PENDING", "FAILED"] }, { gatewayRef }, now);
}

/** A FAILED gateway refund is being tried again: PENDING; true only for the request that reopened it. */
export async function reopenFailedRefund(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(refund)
    .set({ status: "PENDING" })
    .where(and(eq(refund.id, id), eq(refund.channel, "GATEWAY"), eq(refund.status, "FAILED")))
    .returning({ id: refund.id });
  return rows.length === 1;
}

/** The gateway accepted (`gatewayRef`) or refused the request of a PENDING gateway refund. */
export async function recordRefundRequest(db: Db, id: number, result: { ok: true; gatewayRef: string | null } | { ok: false }) {
  await db
    .update(refund)
    .set(result.ok ? { gatewayRef: result.gatewayRef } : { status: "FAILED" })
    .where(and(eq(refund.id, id), eq(refund.status, "PENDING")));
}
