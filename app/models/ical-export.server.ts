import { and, asc, count, eq, gte, lt } from "drizzle-orm";
import { hotel, icalExport, roomNight, roomType, roomUnit } from "~/db/schema";
import type { Db } from "~/models/db.server";
import { addDays } from "~/utils/dates";
import type { NightHolder } from "~/utils/ical-export";

/**
 * The exported iCal feeds (docs/decisions/028): their secret tokens, one per unit or room type, and the
 * inventory they publish, read from `room_night` like every other availability.
 */

export type ExportTarget = { kind: "unit" | "type"; id: number };

const targetColumn = (target: ExportTarget) => (target.kind === "unit" ? icalExport.unitId : icalExport.roomTypeId);
const targetValues = (target: ExportTarget, token: string) =>
  target.kind === "unit" ? { unitId: target.id, token } : { roomTypeId: target.id, token };

/** The target's token, creating it with `token` when it has none yet (two first visits agree on one). */
export async function ensureExportToken(db: Db, target: ExportTarget, token: string): Promise<string> {
  await db.insert(icalExport).values(targetValues(target, token)).onConflictDoNothing();
  const [row] = await db.select({ token: icalExport.token }).from(icalExport).where(eq(targetColumn(target), target.id)).limit(1);
  return row?.token ?? token;
}

/** The statement giving the target the new token `token` (the old URL stops working), to batch with its audit row. */
export function replaceExportTokenStatement(db: Db, target: ExportTarget, token: string) {
  return db
    .insert(icalExport)
    .values(targetValues(target, token))
    .onConflictDoUpdate({ target: targetColumn(target), set: { token } });
}

/** True when `token` is the current token of the target. */
export async function isExportToken(db: Db, target: ExportTarget, token: string): Promise<boolean> {
  const [row] = await db
    .select({ id: icalExport.id })
    .from(icalExport)
    .where(and(eq(icalExport.token, token), eq(targetColumn(target), target.id)))
    .limit(1);
  return row !== undefined;
}

/** What a feed is called (X-WR-CALNAME): its property, room type and, for a unit, the unit's number. */
export async function exportTargetName(db: Db, target: ExportTarget): Promise<{ hotel: string; roomType: string; unit: string | null } | null> {
  if (target.kind === "unit") {
    const [row] = await db
      .select({ hotel: hotel.nama, roomType: roomType.nama, unit: roomUnit.nomor })
      .from(roomUnit)
      .innerJoin(roomType, eq(roomType.id, roomUnit.roomTypeId))
      .innerJoin(hotel, eq(hotel.id, roomType.hotelId))
      .where(eq(roomUnit.id, target.id))
      .limit(1);
    return row ?? null;
  }
  const [row] = await db
    .select({ hotel: hotel.nama, roomType: roomType.nama })
    .from(roomType)
    .innerJoin(hotel, eq(hotel.id, roomType.hotelId))
    .where(eq(roomType.id, target.id))
    .limit(1);
  return row ? { ...row, unit: null } : null;
}

/** The held nights of a unit in [from, until), in night order, with their holder (booking or hold). */
export function unitHeldNights(db: Db, unitId: number, from: string, until: string): Promise<NightHolder[]> {
  return db
    .select({ night: roomNight.night, reservationId: roomNight.reservationId, holdId: roomNight.holdId })
    .from(roomNight)
    .where(and(eq(roomNight.unitId, unitId), gte(roomNight.night, from), lt(roomNight.night, until)))
    .orderBy(asc(roomNight.night));
}

/**
 * Per night of [from, from + days), how many active units of the room type are still free (no `room_night`
 * row: neither booked nor held). An inactive room type sells nothing: every night 0.
 */
export async function roomTypeFreeUnits(db: Db, roomTypeId: number, from: string, days: number): Promise<{ night: string; free: number }[]> {
  const until = addDays(from, days);
  const [[type], taken] = await Promise.all([
    db
      .select({ aktif: roomType.aktif, units: count(roomUnit.id) })
      .from(roomType)
      .leftJoin(roomUnit, and(eq(roomUnit.roomTypeId, roomType.id), eq(roomUnit.aktif, true)))
      .where(eq(roomType.id, roomTypeId))
      .groupBy(roomType.id),
    db
      .select({ night: roomNight.night, units: count() })
      .from(roomNight)
      .innerJoin(roomUnit, eq(roomUnit.id, roomNight.unitId))
      .where(and(eq(roomUnit.roomTypeId, roomTypeId), eq(roomUnit.aktif, true), gte(roomNight.night, from), lt(roomNight.night, until)))
      .groupBy(roomNight.night),
  ]);
  const total = type?.aktif ? type.units : 0;
  const takenOn = new Map(taken.map((row) => [row.night, row.units]));
  return Array.from({ length: days }, (_, i) => {
    const night = addDays(from, i);
    return { night, free: Math.max(0, total - (takenOn.get(night) ?? 0)) };
  });
}
