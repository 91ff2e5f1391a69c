import { and, asc, eq, gte, lt } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { hotel, reservation, roomNight, roomType, roomUnit, type ReservationStatus, type StatusBayar } from "~/db/schema";
import { addDays } from "~/utils/dates";

/**
 * The front-desk calendar: which unit of a property is held on which night, read straight from the
 * inventory rows (`room_night`, ADR 002) that web and desk bookings both write, so the calendar shows
 * exactly what the next booking will find.
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

export interface CalendarNight {
  unitId: number;
  night: string;
  kodeBooking: string;
  guestNama: string;
  status: ReservationStatus;
  statusBayar: StatusBayar;
}

export interface Occupancy {
  hotel: { id: number; nama: string };
  units: CalendarUnit[];
  nights: CalendarNight[];
}

/** A property's units and their held nights from `from` for `days` days; null for an unknown property. */
export async function getOccupancy(db: Db, hotelId: number, from: string, days: number): Promise<Occupancy | null> {
  const until = addDays(from, days);
  // Not one db.batch: D1 batches return rows keyed by column name, and unit and room type share `id`.
  const [hotels, units, nights] = await Promise.all([
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
      })
      .from(roomNight)
      .innerJoin(roomUnit, eq(roomUnit.id, roomNight.unitId))
      .innerJoin(roomType, eq(roomType.id, roomUnit.roomTypeId))
      .innerJoin(reservation, eq(reservation.id, roomNight.reservationId))
      .where(and(eq(roomType.hotelId, hotelId), gte(roomNight.night, from), lt(roomNight.night, until))),
  ]);
  const found = hotels[0];
  if (!found) return null;
  return { hotel: found, units, nights };
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
