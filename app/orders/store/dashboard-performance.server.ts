import { and, count, eq, gt, gte, inArray, lt, or, type SQL } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { country, paymentMethod, reservation, roomHold, roomNight, roomType, roomUnit } from "~/db/schema";
import { estateCondition, type DashboardEstate, type DashboardFilter } from "~/models/dashboard-scope.server";
import { addDays } from "~/utils/dates";
import { HEADLINE_PERIODS, nightsOf, type DashboardPeriods, type Period } from "~/utils/dashboard-periods";
import type { DayOccupancy, Figures, PeriodFigures, PerformanceView } from "~/utils/dashboard-types";
import { addTotals, figuresOf, NO_TOTALS, type RoomTotals } from "~/utils/room-metrics";

/**
 * Occupancy, ADR and RevPAR (docs/decisions/029), the industry's way:
 * - room-nights available = active units of active room types × nights, minus nights the desk blocked;
 * - room-nights sold = nights of bookings that hold their rooms (not cancelled, expired or no-show; a web
 *   booking counts once paid, a desk or pay-at-the-property booking at once), plus nights an OTA calendar
 *   imported (occupancy only: their price is not known here);
 * - room revenue = the nightly room price as sold (`rincian_malam`, else `harga`) × rooms, counted on the
 *   night stayed, without tax, fees or extras; extras (`total_tambahan`) are summed apart, on the arrival night;
 * - occupancy, ADR and RevPAR from those sums by the one definition in utils/room-metrics.ts.
 */

/** Statuses of a booking that holds its rooms; CANCELLED, EXPIRED and NO_SHOW never count. */
export const SOLD_STATUSES = ["BOOKED", "CHECKED_IN", "CHECKED_OUT"] as const;

/** A booking counts as sold: a holding status, and paid, made at the desk, paid at the property, or arrived. */
export function soldBookingCondition(): SQL | undefined {
  return and(
    inArray(reservation.status, [...SOLD_STATUSES]),
    or(
      eq(reservation.statusBayar, "PAID"),
      eq(reservation.mode, "OFFLINE"),
      eq(paymentMethod.kategori, "DIRECT PAYMENT"),
      inArray(reservation.status, ["CHECKED_IN", "CHECKED_OUT"]),
    ),
  );
}

export interface SoldBooking {
  hotelId: number;
  cekin: string;
  durasi: number;
  jumlahKamar: number;
  harga: number;
  rincianMalam: string | null;
  totalTambahan: number;
  mode: "WEB" | "OFFLINE";
  countryId: number;
  countryNama: string | null;
}

export interface HoldNights {
  hotelId: number;
  night: string;
  kind: "EXTERNAL" | "BLOCK";
  nights: number;
}

export interface Performance extends PerformanceView {
  /** The bookings sold in the periods (for the channel and country mix). */
  bookings: SoldBooking[];
}

const overlaps = (periods: Period[]) =>
  or(...periods.map((p) => and(lt(reservation.cekin, p.until), gt(reservation.cekout, p.from))));
const nightIn = (periods: Period[]) =>
  or(...periods.map((p) => and(gte(roomNight.night, p.from), lt(roomNight.night, p.until))));

/** The periods' raw facts in four aggregate-sized queries (bookings of those nights only, never all of them). */
export async function loadPerformance(
  db: Db,
  filter: DashboardFilter,
  estates: DashboardEstate[],
  periods: DashboardPeriods,
) {
  const ranges = [
    { from: [periods.before.lastMonth.from, periods.last30.from].sort()[0], until: periods.next30.until },
    { from: periods.before.lastYear.from, until: periods.lastYear.until },
  ];
  // Not one db.batch: D1 batches key rows by column name, and these joins share `id`, `nama`, `hotel_id`.
  const [bookings, holds, units] = await Promise.all([
    db
      .select({
        hotelId: reservation.hotelId,
        cekin: reservation.cekin,
        durasi: reservation.durasi,
        jumlahKamar: reservation.jumlahKamar,
        harga: reservation.harga,
        rincianMalam: reservation.rincianMalam,
        totalTambahan: reservation.totalTambahan,
        mode: reservation.mode,
        countryId: reservation.guestCountryId,
        countryNama: country.nama,
      })
      .from(reservation)
      .innerJoin(paymentMethod, eq(paymentMethod.id, reservation.paymentMethodId))
      .leftJoin(country, eq(country.id, reservation.guestCountryId))
      .where(and(estateCondition(reservation.hotelId, filter), soldBookingCondition(), overlaps(ranges))),
    db
      .select({ hotelId: roomType.hotelId, night: roomNight.night, kind: roomHold.kind, nights: count() })
      .from(roomNight)
      .innerJoin(roomHold, eq(roomHold.id, roomNight.holdId))
      .innerJoin(roomUnit, eq(roomUnit.id, roomNight.unitId))
      .innerJoin(roomType, eq(roomType.id, roomUnit.roomTypeId))
      .where(and(estateCondition(roomType.hotelId, filter), nightIn(ranges)))
      .groupBy(roomType.hotelId, roomNight.night, roomHold.kind),
    db
      .select({ hotelId: roomType.hotelId, units: count() })
      .from(roomUnit)
      .innerJoin(roomType, eq(roomType.id, roomUnit.roomTypeId))
      .where(and(estateCondition(roomType.hotelId, filter), eq(roomUnit.aktif, true), eq(roomType.aktif, true)))
      .groupBy(roomType.hotelId),
  ]);
  const shown = filter.hotelId === null ? estates : estates.filter((e) => e.id === filter.hotelId);
  return computePerformance(shown, bookings, holds, units, periods);
}

/** The nightly prices of one room as sold, by night (the booking's `harga` for nights without a detail). */
function nightlyPrices(booking: SoldBooking): Map<string, number> {
  const prices = new Map<string, number>();
  if (booking.rincianMalam) {
    try {
      const parsed: unknown = JSON.parse(booking.rincianMalam);
      if (Array.isArray(parsed)) {
        for (const item of parsed as { night?: unknown; harga?: unknown }[]) {
          if (typeof item?.night === "string" && typeof item.harga === "number") prices.set(item.night, item.harga);
        }
      }
    } catch {
      // A malformed detail falls back to the booking's nightly price.
    }
  }
  return prices;
}

interface NightFacts {
  soldStay: number;
  soldOta: number;
  blocked: number;
  revenue: number;
  extras: number;
}

const key = (hotelId: number, night: string) => `${hotelId}|${night}`;

export function computePerformance(
  estates: DashboardEstate[],
  bookings: SoldBooking[],
  holds: HoldNights[],
  units: { hotelId: number; units: number }[],
  periods: DashboardPeriods,
): Performance {
  const facts = new Map<string, NightFacts>();
  const at = (hotelId: number, night: string) => {
    const k = key(hotelId, night);
    let f = facts.get(k);
    if (!f) facts.set(k, (f = { soldStay: 0, soldOta: 0, blocked: 0, revenue: 0, extras: 0 }));
    return f;
  };
  for (const booking of bookings) {
    const prices = nightlyPrices(booking);
    at(booking.hotelId, booking.cekin).extras += booking.totalTambahan;
    for (let d = 0; d < booking.durasi; d++) {
      const night = addDays(booking.cekin, d);
      const f = at(booking.hotelId, night);
      f.soldStay += booking.jumlahKamar;
      f.revenue += (prices.get(night) ?? booking.harga) * booking.jumlahKamar;
    }
  }
  for (const hold of holds) {
    const f = at(hold.hotelId, hold.night);
    if (hold.kind === "EXTERNAL") f.soldOta += hold.nights;
    else f.blocked += hold.nights;
  }
  const unitsOf = new Map(units.map((u) => [u.hotelId, u.units]));
  const ids = estates.map((e) => e.id);

  const figures = (hotelIds: number[], period: Period): Figures => {
    let sum: RoomTotals = NO_TOTALS;
    for (const night of nightsOf(period)) {
      for (const hotelId of hotelIds) {
        const f = facts.get(key(hotelId, night));
        sum = addTotals(sum, {
          available: (unitsOf.get(hotelId) ?? 0) - (f?.blocked ?? 0),
          soldStay: f?.soldStay ?? 0,
          soldOta: f?.soldOta ?? 0,
          revenue: f?.revenue ?? 0,
          extras: f?.extras ?? 0,
        });
      }
    }
    return figuresOf(sum);
  };
  const daily = (period: Period): DayOccupancy[] =>
    nightsOf(period).map((night) => {
      const f = figures(ids, { from: night, until: addDays(night, 1) });
      const sold = f.soldStay + f.soldOta;
      return { night, sold, available: f.available, occupancy: f.occupancy };
    });
  const threePeriods = (hotelIds: number[]): PeriodFigures => ({
    tonight: figures(hotelIds, periods.tonight),
    thisMonth: figures(hotelIds, periods.thisMonth),
    lastMonth: figures(hotelIds, periods.lastMonth),
    lastYear: figures(hotelIds, periods.lastYear),
    before: Object.fromEntries(
      HEADLINE_PERIODS.map((p) => [p, figures(hotelIds, periods.before[p])]),
    ) as PeriodFigures["before"],
  });
  return {
    estates: estates.map((e) => ({ hotelId: e.id, nama: e.nama, ...threePeriods([e.id]) })),
    total: threePeriods(ids),
    last30: figures(ids, periods.last30),
    next30: figures(ids, periods.next30),
    daily: { last30: daily(periods.last30), next30: daily(periods.next30) },
    bookings,
  };
}
