import { and, eq, gte, sql } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { reservation, reservationExtra, roomNight, type ReservationStatus, type StatusBayar } from "~/db/schema";
import { addDays, daysBetween } from "~/utils/dates";
import { parseRincianMalam } from "~/orders/rules/rincian-malam";
import { feesQuery, NO_PROMO, priceStay } from "~/models/pricing.server";
import { shortenLinesStatements } from "./order-lines.server";
import { insertRefundWhen } from "./refund.server";

/**
 * A guest leaving before the booked check-out date (docs/decisions/030-front-desk-flows.md): the stay is
 * shortened to the nights slept, re-priced with the booking's own nightly prices (`rincian_malam`), the
 * tax and fee rules and each extra on its basis (per night / per person-night scale, per stay / per trip
 * do not), and the nights not slept are given back to the inventory — all in one batch, on the state
 * staff confirmed. A guest who paid more than the new total gets a manual refund for finance.
 */

/** The booking as the desk read it: the batch only acts when it is still exactly this. */
export interface DepartingStay {
  id: number;
  kodeBooking: string;
  status: ReservationStatus;
  statusBayar: StatusBayar;
  cekin: string;
  cekout: string;
  jumlahKamar: number;
  jumlahTamu: number;
  harga: number;
  total: number;
}

export interface EarlyDepartureQuote {
  /** The new check-out day (today, or the day after arrival when leaving on the arrival day). */
  cekout: string;
  durasi: number;
  /** The nights given back, first and last. */
  releasedFirst: string;
  releasedLast: string;
  releasedNights: number;
  oldTotal: number;
  newTotal: number;
  /** What the guest has paid: the old total when the booking was paid, otherwise nothing. */
  paid: number;
  /** Still to pay at the desk. */
  owed: number;
  /** Paid beyond the new total: given back through a refund. */
  refundable: number;
  stored: {
    harga: number;
    rincianMalam: string;
    totalHargaOnly: number;
    totalTaxOnly: number;
    totalTambahan: number;
    extras: { extraId: number; qty: number; jumlah: number }[];
  };
}

/** The day a guest leaving today would check out, or null when that is the booked check-out day (no change). */
export function earlyCheckoutDay(r: Pick<DepartingStay, "cekin" | "cekout">, today: string): string | null {
  const leave = today > r.cekin ? today : addDays(r.cekin, 1);
  return leave < r.cekout ? leave : null;
}

/** The shortened stay's figures, or null when leaving today is not early. */
export async function quoteEarlyDeparture(db: Db, r: DepartingStay, today: string): Promise<EarlyDepartureQuote | null> {
  const cekout = earlyCheckoutDay(r, today);
  if (cekout === null) return null;
  const [rows, extras, fees] = await db.batch([
    db.select({ rincianMalam: reservation.rincianMalam }).from(reservation).where(eq(reservation.id, r.id)).limit(1),
    db
      .select({ id: reservationExtra.extraId, nama: reservationExtra.nama, harga: reservationExtra.harga, basis: reservationExtra.basis })
      .from(reservationExtra)
      .where(eq(reservationExtra.reservationId, r.id)),
    feesQuery(db),
  ]);
  // Each night as sold; a booking from before nights were stored separately sold every night at `harga`.
  const sold = parseRincianMalam(rows[0]?.rincianMalam ?? null);
  const nights = Array.from({ length: daysBetween(r.cekin, r.cekout) }, (_, i) => addDays(r.cekin, i));
  const priceOf = (night: string) => sold.find((n) => n.night === night)?.harga ?? r.harga;
  const kept = nights.filter((n) => n < cekout).map((night) => ({ night, hargaOnline: priceOf(night), hargaOffline: priceOf(night) }));
  const price = priceStay(NO_PROMO, kept, r.jumlahKamar, fees, {
    guests: r.jumlahTamu,
    extras,
  });
  const paid = r.statusBayar === "PAID" ? r.total : 0;
  const newTotal = price.totalPayment;
  return {
    cekout,
    durasi: kept.length,
    releasedFirst: cekout,
    releasedLast: addDays(r.cekout, -1),
    releasedNights: daysBetween(cekout, r.cekout),
    oldTotal: r.total,
    newTotal,
    paid,
    owed: Math.max(newTotal - paid, 0),
    refundable: Math.max(paid - newTotal, 0),
    stored: {
      harga: price.hargaMalam,
      rincianMalam: JSON.stringify(kept.map((n) => ({ night: n.night, harga: n.hargaOnline }))),
      totalHargaOnly: price.totalHargaOnly,
      totalTaxOnly: price.totalTaxOnly,
      totalTambahan: price.totalTambahan,
      extras: price.tambahan.map((e) => ({ extraId: e.id, qty: e.qty, jumlah: e.amount })),
    },
  };
}

/**
 * Checks the guest out early as quoted, in one batch: CHECKED_OUT with the shortened stay and its totals,
 * the nights from the new check-out on deleted (sellable again), each extra's quantity and amount, and —
 * when the guest paid more than the new total — a PENDING manual refund of the difference. Every statement
 * after the first acts only once this very check-out is stored, so a stay changed meanwhile (another desk,
 * a payment) changes nothing. True only for the call that did it.
 */
export async function applyEarlyDeparture(db: Db, r: DepartingStay, quote: EarlyDepartureQuote, now: Date): Promise<boolean> {
  const id = r.id;
  const doneNow = sql`exists (select 1 from ${reservation} where ${reservation.id} = ${id} and ${reservation.status} = 'CHECKED_OUT' and ${reservation.checkedOutAt} = ${now.getTime()})`;
  const update = db
    .update(reservation)
    .set({
      status: "CHECKED_OUT",
      checkedOutAt: now,
      cekout: quote.cekout,
      durasi: quote.durasi,
      harga: quote.stored.harga,
      rincianMalam: quote.stored.rincianMalam,
      totalHargaOnly: quote.stored.totalHargaOnly,
      totalTaxOnly: quote.stored.totalTaxOnly,
      totalTambahan: quote.stored.totalTambahan,
      total: quote.newTotal,
    })
    .where(
      and(
        eq(reservation.id, id),
        eq(reservation.status, "CHECKED_IN"),
        eq(reservation.statusBayar, r.statusBayar),
        eq(reservation.cekout, r.cekout),
        eq(reservation.total, r.total),
      ),
    )
    .returning({ id: reservation.id });
  const release = db.delete(roomNight).where(and(eq(roomNight.reservationId, id), gte(roomNight.night, quote.cekout), doneNow));
  const extras = quote.stored.extras.map((e) =>
    db
      .update(reservationExtra)
      .set({ qty: e.qty, jumlah: e.jumlah })
      .where(and(eq(reservationExtra.reservationId, id), eq(reservationExtra.extraId, e.extraId), doneNow)),
  );
  const refundRow =
    quote.refundable > 0
      ? [
          insertRefundWhen(
            db,
            id,
            { refundKey: `RF-${r.kodeBooking}`, channel: "MANUAL", amount: quote.refundable, kept: quote.newTotal, reason: "early-departure", bank: null },
            now,
            doneNow,
          ).onConflictDoNothing(),
        ]
      : [];
  // The order's lines follow the shortened stay (ADR 042); with a refund each records what it gave back.
  const lines = shortenLinesStatements(db, id, { endDate: quote.cekout, ...quote.stored }, quote.refundable > 0, doneNow);
  const [updated] = await db.batch([update, release, ...extras, ...refundRow, ...lines]);
  return updated.length === 1;
}
