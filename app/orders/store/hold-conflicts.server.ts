import { and, asc, eq, gt, inArray, isNotNull } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { icalFeed, reservation, roomHold, roomNight, roomType, roomUnit } from "~/db/schema";
import { isIsoDate } from "~/utils/dates";
import type { HoldKind } from "~/utils/vocabulary";

/**
 * Double sales between an OTA and this site (docs/decisions/028): the nights of an imported event that
 * were already sold here are not held but kept on the hold (`konflik`), for the desk to settle by
 * cancelling one side.
 */

/** The nights of a hold's `konflik` (a JSON array of YYYY-MM-DD), sorted; anything unreadable is left out. */
export function konflikNights(konflik: string | null): string[] {
  if (!konflik) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(konflik);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const nights = parsed.filter((n): n is string => typeof n === "string" && isIsoDate(n));
  return [...new Set(nights)].sort();
}

export interface HoldConflict {
  holdId: number;
  kind: HoldKind;
  unit: { id: number; nomor: string; roomTypeNama: string };
  /** The feed's label for an imported event; null for a desk block. */
  source: string | null;
  /** The conflicting nights from `today` on. */
  nights: string[];
  /** The bookings holding those nights here, each with its nights among them. */
  bookings: { kodeBooking: string; guestNama: string; nights: string[] }[];
}

/**
 * The holds of a property whose conflicting nights include `today` or later, by unit and first night,
 * with the bookings that hold those nights here now.
 */
export async function listHoldConflicts(db: Db, hotelId: number, today: string): Promise<HoldConflict[]> {
  const holds = await db
    .select({
      holdId: roomHold.id,
      kind: roomHold.kind,
      konflik: roomHold.konflik,
      unitId: roomUnit.id,
      nomor: roomUnit.nomor,
      roomTypeNama: roomType.nama,
      source: icalFeed.label,
    })
    .from(roomHold)
    .innerJoin(roomUnit, eq(roomUnit.id, roomHold.unitId))
    .innerJoin(roomType, eq(roomType.id, roomUnit.roomTypeId))
    .leftJoin(icalFeed, eq(icalFeed.id, roomHold.feedId))
    .where(and(eq(roomType.hotelId, hotelId), isNotNull(roomHold.konflik), gt(roomHold.cekout, today)))
    .orderBy(asc(roomUnit.nomor), asc(roomHold.cekin), asc(roomHold.id));
  const open = holds
    .map((h) => ({ ...h, nights: konflikNights(h.konflik).filter((n) => n >= today) }))
    .filter((h) => h.nights.length > 0);
  if (open.length === 0) return [];
  const unitIds = [...new Set(open.map((h) => h.unitId))];
  const allNights = [...new Set(open.flatMap((h) => h.nights))];
  // Few rows: one property's conflicting nights. The (unit, night) pairs are matched below.
  const sold = await db
    .select({
      unitId: roomNight.unitId,
      night: roomNight.night,
      kodeBooking: reservation.kodeBooking,
      guestNama: reservation.guestNama,
    })
    .from(roomNight)
    .innerJoin(reservation, eq(reservation.id, roomNight.reservationId))
    .where(and(inArray(roomNight.unitId, unitIds), inArray(roomNight.night, allNights)))
    .orderBy(asc(roomNight.night));
  return open.map((h) => {
    const bookings = new Map<string, HoldConflict["bookings"][number]>();
    for (const row of sold) {
      if (row.unitId !== h.unitId || !h.nights.includes(row.night)) continue;
      const entry = bookings.get(row.kodeBooking) ?? { kodeBooking: row.kodeBooking, guestNama: row.guestNama, nights: [] };
      entry.nights.push(row.night);
      bookings.set(row.kodeBooking, entry);
    }
    return {
      holdId: h.holdId,
      kind: h.kind,
      unit: { id: h.unitId, nomor: h.nomor, roomTypeNama: h.roomTypeNama },
      source: h.source,
      nights: h.nights,
      bookings: [...bookings.values()],
    };
  });
}
