import { and, asc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { hotel, reservation, roomNight, roomType, roomUnit, type ReservationStatus, type StatusBayar } from "~/db/schema";
import { selectReservations } from "./reservation-query.server";
import { inHotelScope, type HotelScope } from "~/models/staff-scope.server";

/**
 * The front desk's day sheet (`/admin/kedatangan`): who arrives, who leaves and who stays over on one
 * date, for the estates a staff account works for. Cancelled, expired and no-show bookings are left out:
 * nobody will come for them.
 */

export interface DeskDayRow {
  id: number;
  kodeBooking: string;
  guestNama: string;
  guestTelepon: string;
  hotelNama: string;
  roomTypeNama: string;
  units: string;
  cekin: string;
  cekout: string;
  durasi: number;
  jumlahTamu: number;
  status: ReservationStatus;
  statusBayar: StatusBayar;
  mode: "WEB" | "OFFLINE";
  total: number;
  /** What the desk still has to collect: the total while unpaid, nothing once paid. */
  due: number;
}

export interface DeskDay {
  arrivals: DeskDayRow[];
  departures: DeskDayRow[];
  inHouse: DeskDayRow[];
}

const LIVE: ReservationStatus[] = ["BOOKED", "CHECKED_IN", "CHECKED_OUT"];

export async function getDeskDay(db: Db, date: string, scope: HotelScope, hotelId: number | null): Promise<DeskDay> {
  const units = sql<string | null>`(select group_concat(nomor, ', ') from (select distinct ${roomUnit.nomor} as nomor from ${roomNight} inner join ${roomUnit} on ${roomUnit.id} = ${roomNight.unitId} where ${roomNight.reservationId} = ${reservation.id} order by ${roomUnit.nomor}))`;
  const rows = await selectReservations(db, {
    id: reservation.id,
    kodeBooking: reservation.kodeBooking,
    guestNama: reservation.guestNama,
    guestTelepon: reservation.guestTelepon,
    hotelNama: hotel.nama,
    roomTypeNama: roomType.nama,
    units,
    cekin: reservation.cekin,
    cekout: reservation.cekout,
    durasi: reservation.durasi,
    jumlahTamu: reservation.jumlahTamu,
    status: reservation.status,
    statusBayar: reservation.statusBayar,
    mode: reservation.mode,
    total: reservation.total,
  })
    .where(
      and(
        inArray(reservation.status, LIVE),
        lte(reservation.cekin, date),
        gte(reservation.cekout, date),
        inHotelScope(reservation.hotelId, scope),
        hotelId === null ? undefined : eq(reservation.hotelId, hotelId),
      ),
    )
    .orderBy(asc(hotel.nama), asc(roomType.nama), asc(reservation.guestNama), asc(reservation.id))
    .limit(500);
  const day: DeskDay = { arrivals: [], departures: [], inHouse: [] };
  for (const row of rows) {
    const r: DeskDayRow = { ...row, units: row.units ?? "", due: row.statusBayar === "WAITING" ? row.total : 0 };
    if (r.cekout === date) day.departures.push(r);
    else if (r.cekin === date) {
      if (r.status !== "CHECKED_OUT") day.arrivals.push(r);
    } else if (r.status !== "CHECKED_OUT") day.inHouse.push(r);
  }
  return day;
}
