import { and, asc, eq, gt, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { hotel, reservation, roomType } from "~/db/schema";
import { estateCondition, type DashboardFilter } from "~/models/dashboard-scope.server";
import type { PendingPayment, Today, TodayBooking, TodayList } from "~/utils/dashboard-types";

/**
 * The dashboard's "today" (Asia/Jakarta): who arrives, who leaves, who is in the house, and the web
 * bookings still waiting for their payment. Each list is short (LIST_LIMIT rows) with its full count.
 */

export const LIST_LIMIT = 10;

function bookingList(db: Db, filter: DashboardFilter, where: ReturnType<typeof and>) {
  return db
    .select({
      kodeBooking: reservation.kodeBooking,
      guestNama: reservation.guestNama,
      hotelNama: sql<string>`${hotel.nama}`.as("hotel_nama"),
      roomTypeNama: sql<string>`${roomType.nama}`.as("room_type_nama"),
      // The unit numbers the booking holds (distinct, whatever night).
      units: sql<
        string | null
      >`(select group_concat(distinct ru.nomor) from room_night rn join room_unit ru on ru.id = rn.unit_id where rn.reservation_id = ${reservation.id})`.as(
        "units",
      ),
      jumlahKamar: reservation.jumlahKamar,
      cekin: reservation.cekin,
      cekout: reservation.cekout,
      status: reservation.status,
      total: sql<number>`count(*) over ()`.mapWith(Number).as("total"),
    })
    .from(reservation)
    .innerJoin(hotel, eq(hotel.id, reservation.hotelId))
    .innerJoin(roomType, eq(roomType.id, reservation.roomTypeId))
    .where(and(estateCondition(reservation.hotelId, filter), where))
    .orderBy(asc(hotel.nama), asc(reservation.guestNama), asc(reservation.kodeBooking))
    .limit(LIST_LIMIT);
}

function toList(rows: (TodayBooking & { total: number })[]): TodayList {
  return { total: rows[0]?.total ?? 0, rows: rows.map(({ total: _total, ...row }) => row) };
}

export async function loadToday(db: Db, filter: DashboardFilter, today: string): Promise<Today> {
  const [arrivals, departures, inHouse, pending] = await Promise.all([
    bookingList(db, filter, and(eq(reservation.cekin, today), inArray(reservation.status, ["BOOKED", "CHECKED_IN"]))),
    bookingList(
      db,
      filter,
      and(eq(reservation.cekout, today), inArray(reservation.status, ["BOOKED", "CHECKED_IN", "CHECKED_OUT"])),
    ),
    bookingList(
      db,
      filter,
      and(eq(reservation.status, "CHECKED_IN"), lte(reservation.cekin, today), gt(reservation.cekout, today)),
    ),
    db
      .select({
        kodeBooking: reservation.kodeBooking,
        guestNama: reservation.guestNama,
        hotelNama: hotel.nama,
        total: reservation.total,
        batasBayar: reservation.batasBayar,
        count: sql<number>`count(*) over ()`.mapWith(Number).as("count"),
      })
      .from(reservation)
      .innerJoin(hotel, eq(hotel.id, reservation.hotelId))
      .where(
        and(
          estateCondition(reservation.hotelId, filter),
          eq(reservation.status, "BOOKED"),
          eq(reservation.statusBayar, "WAITING"),
          eq(reservation.mode, "WEB"),
        ),
      )
      .orderBy(asc(reservation.batasBayar), asc(reservation.kodeBooking))
      .limit(LIST_LIMIT),
  ]);
  return {
    arrivals: toList(arrivals),
    departures: toList(departures),
    inHouse: toList(inHouse),
    pending: {
      total: pending[0]?.count ?? 0,
      rows: pending.map(({ count: _count, batasBayar, ...row }): PendingPayment => ({
        ...row,
        batasBayar: batasBayar.toISOString(),
      })),
    },
  };
}
