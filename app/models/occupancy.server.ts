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
  type ReservationStatus,
  type StatusBayar,
} from "~/db/schema";
import { konflikNights } from "~/models/hold-conflicts.server";
import { addDays } from "~/utils/dates";
import type { HoldView } from "~/utils/calendar-cells";

/**
 * The front-desk calendar: which unit of a property is held on which night, read straight from the
 * inventory rows (`room_night`, ADR 002) that web and desk bookings both write, so the calendar shows
 * exactly what the next booking will find. A night is held by a booking or by a hold (an OTA event or a
 * desk block, ADR 028); a hold's nights that were already sold here are its conflicts (`konflik`).
 */

export const CALENDAR_MIN_DAYS = 14;
export const CALENDAR_MAX_DAYS = 31;

export interface CalendarUnit {
  id: number;
  nomor: string;
  aktif: boolean;
  roomTypeId: number;
  roomTypeNama: string;
}

export interface CalendarBooking {
  kodeBooking: string;
  guestNama: string;
  status: ReservationStatus;
  statusBayar: StatusBayar;
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

export interface Occupancy {
  hotel: { id: number; nama: string };
  units: CalendarUnit[];
  nights: CalendarNight[];
  conflicts: CalendarConflict[];
}

/** A property's units and their held nights from `from` for `days` days; null for an unknown property. */
export async function getOccupancy(db: Db, hotelId: number, from: string, days: number): Promise<Occupancy | null> {
  const until = addDays(from, days);
  // Not one db.batch: D1 batches return rows keyed by column name, and unit and room type share `id`.
  const [hotels, units, nightRows, conflictRows] = await Promise.all([
    db.select({ id: hotel.id, nama: hotel.nama }).from(hotel).where(eq(hotel.id, hotelId)).limit(1),
    db
      .select({
        id: roomUnit.id,
        nomor: roomUnit.nomor,
        aktif: roomUnit.aktif,
        roomTypeId: roomType.id,
        roomTypeNama: roomType.nama,
      })
      .from(roomUnit)
      .innerJoin(roomType, eq(roomType.id, roomUnit.roomTypeId))
      .where(and(eq(roomType.hotelId, hotelId), eq(roomType.aktif, true)))
      .orderBy(asc(roomType.nama), asc(roomType.id), asc(roomUnit.nomor), asc(roomUnit.id)),
    db
      .select({
        unitId: roomNight.unitId,
        night: roomNight.night,
        kodeBooking: reservation.kodeBooking,
        guestNama: reservation.guestNama,
        status: reservation.status,
        statusBayar: reservation.statusBayar,
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
      .where(and(eq(roomType.hotelId, hotelId), gte(roomNight.night, from), lt(roomNight.night, until))),
    db
      .select({ unitId: roomHold.unitId, konflik: roomHold.konflik, source: icalFeed.label })
      .from(roomHold)
      .innerJoin(roomUnit, eq(roomUnit.id, roomHold.unitId))
      .innerJoin(roomType, eq(roomType.id, roomUnit.roomTypeId))
      .leftJoin(icalFeed, eq(icalFeed.id, roomHold.feedId))
      .where(
        and(
          eq(roomType.hotelId, hotelId),
          isNotNull(roomHold.konflik),
          gt(roomHold.cekout, from),
          lt(roomHold.cekin, until),
        ),
      ),
  ]);
  const found = hotels[0];
  if (!found) return null;
  const nights = nightRows.map((row): CalendarNight => {
    const base = { unitId: row.unitId, night: row.night };
    if (row.kodeBooking !== null && row.guestNama !== null && row.status !== null && row.statusBayar !== null) {
      const { kodeBooking, guestNama, status, statusBayar } = row;
      return { ...base, booking: { kodeBooking, guestNama, status, statusBayar }, hold: null };
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
  return { hotel: found, units, nights, conflicts };
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
