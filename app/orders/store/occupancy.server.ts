import { and, asc, eq, gt, gte, isNotNull, lt } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import {
  hotel,
  icalFeed,
  reservation,
  roomHold,
  roomNight,
  roomType,
  roomUnit,
  type ReservationMode,
  type ReservationStatus,
  type StatusBayar,
} from "~/db/schema";
import { konflikNights } from "~/orders/store/hold-conflicts.server";
import { inHotelScope, type HotelScope } from "~/models/staff-scope.server";
import { addDays } from "~/utils/dates";
import { tapeRows, type HoldView } from "~/utils/calendar-cells";

/**
 * The front-desk tape chart: which unit of which estate is held on which night, read straight from the
 * inventory rows (`room_night`, ADR 002) that web and desk bookings both write, so the calendar shows
 * exactly what the next booking will find. A night is held by a booking or by a hold (an OTA event or a
 * desk block, ADR 028); a hold's nights that were already sold here are its conflicts (`konflik`).
 */

export interface CalendarUnit {
  id: number;
  nomor: string;
  aktif: boolean;
  roomTypeId: number;
  roomTypeNama: string;
  hotelId: number;
  hotelNama: string;
}

export interface CalendarBooking {
  kodeBooking: string;
  guestNama: string;
  status: ReservationStatus;
  statusBayar: StatusBayar;
  mode: ReservationMode;
  cekin: string;
  cekout: string;
}

/** What holds a night that is not a booking: an imported event (`source` = its feed's label) or a block. */
export type CalendarHold = HoldView;

export interface CalendarNight {
  unitId: number;
  night: string;
  booking: CalendarBooking | null;
  hold: CalendarHold | null;
}

/** A night an OTA event wanted on a unit that was already sold here. */
export interface CalendarConflict {
  unitId: number;
  night: string;
  source: string | null;
}

/** What the chart shows: the estates of the account's scope, or one of them, or one room type. */
export interface TapeQuery {
  scope: HotelScope;
  hotelId: number | null;
  roomTypeId: number | null;
  from: string;
  days: number;
}

export interface Occupancy {
  /** The units in view, by estate, room type and number. */
  units: CalendarUnit[];
  /** Every active room type of the scope ("Estate — Type"), for the filter. */
  roomTypes: { id: number; nama: string; hotelId: number; hotelNama: string }[];
  nights: CalendarNight[];
  conflicts: CalendarConflict[];
}

/**
 * The units of the scope and their held nights from `from` for `days` days, for every estate at once:
 * one query for the units, one for the nights of the window, one for the conflicts — never one per estate.
 */
export async function getOccupancy(db: Db, query: TapeQuery): Promise<Occupancy> {
  const { scope, from } = query;
  const until = addDays(from, query.days);
  const inView = and(
    inHotelScope(roomType.hotelId, scope),
    query.hotelId === null ? undefined : eq(roomType.hotelId, query.hotelId),
    query.roomTypeId === null ? undefined : eq(roomType.id, query.roomTypeId),
  );
  // Not one db.batch: D1 batches return rows keyed by column name, and unit, room type and hotel share `id`.
  const [allUnits, nightRows, conflictRows] = await Promise.all([
    db
      .select({
        id: roomUnit.id,
        nomor: roomUnit.nomor,
        aktif: roomUnit.aktif,
        roomTypeId: roomType.id,
        roomTypeNama: roomType.nama,
        hotelId: hotel.id,
        hotelNama: hotel.nama,
        hotelAktif: hotel.aktif,
      })
      .from(roomUnit)
      .innerJoin(roomType, eq(roomType.id, roomUnit.roomTypeId))
      .innerJoin(hotel, eq(hotel.id, roomType.hotelId))
      .where(and(inHotelScope(roomType.hotelId, scope), eq(roomType.aktif, true)))
      .orderBy(asc(hotel.nama), asc(hotel.id), asc(roomType.nama), asc(roomType.id), asc(roomUnit.nomor), asc(roomUnit.id)),
    db
      .select({
        unitId: roomNight.unitId,
        night: roomNight.night,
        kodeBooking: reservation.kodeBooking,
        guestNama: reservation.guestNama,
        status: reservation.status,
        statusBayar: reservation.statusBayar,
        mode: reservation.mode,
        cekin: reservation.cekin,
        cekout: reservation.cekout,
        holdId: roomHold.id,
        holdKind: roomHold.kind,
        holdKeterangan: roomHold.keterangan,
        holdCekin: roomHold.cekin,
        holdCekout: roomHold.cekout,
        feedLabel: icalFeed.label,
      })
      .from(roomNight)
      .innerJoin(roomUnit, eq(roomUnit.id, roomNight.unitId))
      .innerJoin(roomType, eq(roomType.id, roomUnit.roomTypeId))
      .leftJoin(reservation, eq(reservation.id, roomNight.reservationId))
      .leftJoin(roomHold, eq(roomHold.id, roomNight.holdId))
      .leftJoin(icalFeed, eq(icalFeed.id, roomHold.feedId))
      .where(and(inView, gte(roomNight.night, from), lt(roomNight.night, until))),
    db
      .select({ unitId: roomHold.unitId, konflik: roomHold.konflik, source: icalFeed.label })
      .from(roomHold)
      .innerJoin(roomUnit, eq(roomUnit.id, roomHold.unitId))
      .innerJoin(roomType, eq(roomType.id, roomUnit.roomTypeId))
      .leftJoin(icalFeed, eq(icalFeed.id, roomHold.feedId))
      .where(and(inView, isNotNull(roomHold.konflik), gt(roomHold.cekout, from), lt(roomHold.cekin, until))),
  ]);
  // A unit of a closed estate is shown (its bookings still count) but takes no walk-in.
  const units = allUnits
    .filter((u) => (query.hotelId === null || u.hotelId === query.hotelId) && (query.roomTypeId === null || u.roomTypeId === query.roomTypeId))
    .map(({ hotelAktif, ...u }) => ({ ...u, aktif: u.aktif && hotelAktif }));
  const roomTypes = [
    ...new Map(allUnits.map((u) => [u.roomTypeId, { id: u.roomTypeId, nama: u.roomTypeNama, hotelId: u.hotelId, hotelNama: u.hotelNama }])).values(),
  ];
  const nights = nightRows.map((row): CalendarNight => {
    const base = { unitId: row.unitId, night: row.night };
    const { kodeBooking, guestNama, status, statusBayar, mode, cekin, cekout } = row;
    if (kodeBooking !== null && guestNama !== null && status !== null && statusBayar !== null && mode !== null && cekin !== null && cekout !== null) {
      return { ...base, booking: { kodeBooking, guestNama, status, statusBayar, mode, cekin, cekout }, hold: null };
    }
    const hold =
      row.holdId !== null && row.holdKind !== null && row.holdCekin !== null && row.holdCekout !== null
        ? {
            id: row.holdId,
            kind: row.holdKind,
            source: row.feedLabel,
            keterangan: row.holdKeterangan,
            cekin: row.holdCekin,
            cekout: row.holdCekout,
          }
        : null;
    return { ...base, booking: null, hold };
  });
  const conflicts = conflictRows.flatMap((row) =>
    konflikNights(row.konflik)
      .filter((night) => night >= from && night < until)
      .map((night) => ({ unitId: row.unitId, night, source: row.source })),
  );
  return { units, roomTypes, nights, conflicts };
}

/** The tape chart of a window: its rows of bars and cells, the holds in view and the room types to filter by. */
export async function getTapeChart(db: Db, query: TapeQuery, today: string) {
  const occupancy = await getOccupancy(db, query);
  const dates = Array.from({ length: query.days }, (_, i) => addDays(query.from, i));
  const { rows, holds } = tapeRows(occupancy, dates, today);
  return { dates, rows, holds, roomTypes: occupancy.roomTypes };
}

export interface DeskUnit {
  unit: { id: number; nomor: string };
  roomType: { id: number; nama: string; ket: "HOTEL" | "COTTAGE"; kapasitas: number; hargaOffline: number };
  hotel: { id: number; nama: string; cityId: number };
}

/** One bookable unit of a property (active unit, room type and property), or null. */
export async function getDeskUnit(db: Db, hotelId: number, unitId: number): Promise<DeskUnit | null> {
  const [row] = await db
    .select({
      unit: { id: roomUnit.id, nomor: roomUnit.nomor },
      roomType: {
        id: roomType.id,
        nama: roomType.nama,
        ket: roomType.ket,
        kapasitas: roomType.kapasitas,
        hargaOffline: roomType.hargaOffline,
      },
      hotel: { id: hotel.id, nama: hotel.nama, cityId: hotel.cityId },
    })
    .from(roomUnit)
    .innerJoin(roomType, eq(roomType.id, roomUnit.roomTypeId))
    .innerJoin(hotel, eq(hotel.id, roomType.hotelId))
    .where(
      and(
        eq(roomUnit.id, unitId),
        eq(hotel.id, hotelId),
        eq(roomUnit.aktif, true),
        eq(roomType.aktif, true),
        eq(hotel.aktif, true),
      ),
    )
    .limit(1);
  return row ?? null;
}
