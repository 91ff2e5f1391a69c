import { and, desc, eq, sql } from "drizzle-orm";
import { paymentMethod, refund, reservation, roomNight } from "~/db/schema";
import type { Db } from "~/models/db.server";
import { shareRefundStatements } from "~/orders/store/order-lines.server";

/**
 * End-to-end test hooks that change data (development only, docs/decisions/041): reached through app/dev/tools.server.ts,
 * which the production build does not contain.
 */

/**
 * End-to-end test hook only (`/_test/refund`): the newest paid, upcoming virtual-account booking is cancelled
 * as a guest would (nights released) with a manual refund of `amount` waiting for finance. Its booking code,
 * or null when the seed has no such booking left.
 */
export async function openManualRefundForE2e(db: Db, amount: (total: number) => number): Promise<string | null> {
  const [r] = await db
    .select({ id: reservation.id, kodeBooking: reservation.kodeBooking, total: reservation.total, nama: reservation.guestNama })
    .from(reservation)
    .innerJoin(paymentMethod, eq(paymentMethod.id, reservation.paymentMethodId))
    .where(
      and(
        eq(reservation.status, "BOOKED"),
        eq(reservation.statusBayar, "PAID"),
        eq(paymentMethod.kategori, "PENDING PAYMENT"),
        sql`not exists (select 1 from ${refund} where ${refund.reservationId} = ${reservation.id})`,
      ),
    )
    .orderBy(desc(reservation.id))
    .limit(1);
  if (!r) return null;
  const give = amount(r.total);
  await db.batch([
    db.update(reservation).set({ status: "CANCELLED", statusBayar: "REFUND_PENDING", cancelledAt: new Date() }).where(eq(reservation.id, r.id)),
    db.delete(roomNight).where(eq(roomNight.reservationId, r.id)),
    db.insert(refund).values({
      reservationId: r.id,
      refundKey: `RF-${r.kodeBooking}`,
      channel: "MANUAL",
      amount: give,
      kept: r.total - give,
      reason: "e2e",
      bankNama: "BCA",
      bankRekening: "8210012345",
      bankAtasNama: r.nama,
    }),
    ...shareRefundStatements(db, r.id, give, sql`1`),
  ]);
  return r.kodeBooking;
}
