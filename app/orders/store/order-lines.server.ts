import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { orderLine, reservationExtra, type ExtraBasis } from "~/db/schema";
import type { OrderLineValues } from "~/orders/rules/order-lines";

/**
 * The lines of an order (docs/decisions/042) in D1: the statements that write them, for the batch that
 * writes or changes the order itself (a booking, a cancellation's refund, an early departure).
 * The rules — which lines a sale makes and how a refund is shared — are in `~/utils/order-lines`.
 */

/** The inserts of an order's lines, for the order's batch; `reservationId` may be a subquery of that batch. */
export function insertOrderLines(db: Db, reservationId: number | SQL, lines: readonly OrderLineValues[]) {
  return lines.map((line) => db.insert(orderLine).values({ ...line, reservationId }));
}

/**
 * Each extra as sold (name, basis, unit price, quantity, amount) in `reservation_extra`, so a later change of the
 * extra never alters the booking; for the order's batch like its lines.
 */
export function insertSoldExtras(
  db: Db,
  reservationId: number | SQL,
  extras: readonly { id: number; nama: string; basis: ExtraBasis; qty: number; harga: number; amount: number }[],
) {
  return extras.map((e) =>
    db.insert(reservationExtra).values({ reservationId, extraId: e.id, nama: e.nama, basis: e.basis, qty: e.qty, harga: e.harga, jumlah: e.amount }),
  );
}

/**
 * The statements that record a refund of `amount` on the order's lines (`shareRefund` in SQL: each line its
 * part in proportion to its amount, rounded down, the Rupiah left over to the first line), acting only when
 * `condition` holds inside the batch — the same condition as the refund row's.
 */
export function shareRefundStatements(db: Db, reservationId: number, amount: number, condition: SQL) {
  const ofOrder = sql`from ${orderLine} as l where l.reservation_id = ${reservationId}`;
  return [
    db
      .update(orderLine)
      .set({
        refunded: sql`coalesce(${orderLine.amount} * ${amount} / nullif((select sum(l.amount) ${ofOrder}), 0), 0)`,
      })
      .where(and(eq(orderLine.reservationId, reservationId), condition)),
    db
      .update(orderLine)
      .set({ refunded: sql`${orderLine.refunded} + ${amount} - (select sum(l.refunded) ${ofOrder})` })
      .where(and(eq(orderLine.reservationId, reservationId), eq(orderLine.position, 1), condition)),
  ];
}

/** A stay shortened at the desk: its new departure, one room's new amounts and nights, each extra's new figures. */
export interface ShortenedLines {
  endDate: string;
  totalHargaOnly: number;
  totalTaxOnly: number;
  rincianMalam: string;
  extras: readonly { extraId: number; qty: number; jumlah: number }[];
}

/**
 * The statements that shorten an order's lines with its stay (an early departure), when `condition` holds:
 * the stay line's departure, unit price, amount and nights, each extra's quantity and amount — and, when the
 * guest is refunded what they paid beyond the new total (`refunded`), each line records what it gave back
 * (its former amount less its new one), so the lines' refunds add up to the refund.
 */
export function shortenLinesStatements(
  db: Db,
  reservationId: number,
  s: ShortenedLines,
  refunded: boolean,
  condition: SQL,
) {
  const giveBack = (newAmount: SQL) =>
    refunded ? { refunded: sql`${orderLine.refunded} + ${orderLine.amount} - ${newAmount}` } : {};
  const unitPrice = s.totalHargaOnly + s.totalTaxOnly;
  const stayAmount = sql`${unitPrice} * ${orderLine.qty}`;
  const ofOrder = (kind: "STAY" | "EXTRA") =>
    and(eq(orderLine.reservationId, reservationId), eq(orderLine.kind, kind), condition);
  return [
    db
      .update(orderLine)
      .set({ endDate: s.endDate, unitPrice, amount: stayAmount, detail: s.rincianMalam, ...giveBack(stayAmount) })
      .where(ofOrder("STAY")),
    ...s.extras.map((e) =>
      db
        .update(orderLine)
        .set({ qty: e.qty, amount: e.jumlah, ...giveBack(sql`${e.jumlah}`) })
        .where(and(ofOrder("EXTRA"), eq(orderLine.extraId, e.extraId))),
    ),
  ];
}
