import { asc, count, eq, sql } from "drizzle-orm";
import { hotel, icalFeed, roomType, roomUnit } from "~/db/schema";
import type { Db } from "~/models/db.server";

/**
 * The units as the channel pages list them (docs/decisions/028): a property's units with how many
 * calendars each imports and how those are doing, and one unit with its room type and property.
 */

/** The worst state of a unit's imported calendars: one failed, one never read yet, all fine, or none at all. */
export type ChannelHealth = "error" | "never" | "ok" | "none";

export interface ChannelUnitRow {
  id: number;
  nomor: string;
  aktif: boolean;
  roomTypeNama: string;
  feeds: number;
  health: ChannelHealth;
}

/** The units of a property (every room type, active or not), with their feeds' count and worst state. */
export async function channelUnitsOfHotel(db: Db, hotelId: number): Promise<ChannelUnitRow[]> {
  const feeds = db
    .select({
      unitId: icalFeed.unitId,
      feeds: count().as("feeds"),
      failed: sql<number>`sum(case when ${icalFeed.lastError} is not null then 1 else 0 end)`.as("failed"),
      never: sql<number>`sum(case when ${icalFeed.lastSyncAt} is null then 1 else 0 end)`.as("never"),
    })
    .from(icalFeed)
    .groupBy(icalFeed.unitId)
    .as("feeds");
  const rows = await db
    .select({
      id: roomUnit.id,
      nomor: roomUnit.nomor,
      aktif: roomUnit.aktif,
      roomTypeNama: roomType.nama,
      feeds: feeds.feeds,
      failed: feeds.failed,
      never: feeds.never,
    })
    .from(roomUnit)
    .innerJoin(roomType, eq(roomType.id, roomUnit.roomTypeId))
    .leftJoin(feeds, eq(feeds.unitId, roomUnit.id))
    .where(eq(roomType.hotelId, hotelId))
    .orderBy(asc(roomType.nama), asc(roomType.id), asc(roomUnit.nomor), asc(roomUnit.id));
  return rows.map(({ failed, never, feeds: total, ...unit }) => ({
    ...unit,
    feeds: total ?? 0,
    health: !total ? "none" : Number(failed) > 0 ? "error" : Number(never) > 0 ? "never" : "ok",
  }));
}

export interface ChannelUnit {
  unit: { id: number; nomor: string; aktif: boolean };
  roomType: { id: number; nama: string };
  hotel: { id: number; nama: string };
}

/** One unit with its room type and property, or null. */
export async function getChannelUnit(db: Db, unitId: number): Promise<ChannelUnit | null> {
  const [row] = await db
    .select({
      unit: { id: roomUnit.id, nomor: roomUnit.nomor, aktif: roomUnit.aktif },
      roomType: { id: roomType.id, nama: roomType.nama },
      hotel: { id: hotel.id, nama: hotel.nama },
    })
    .from(roomUnit)
    .innerJoin(roomType, eq(roomType.id, roomUnit.roomTypeId))
    .innerJoin(hotel, eq(hotel.id, roomType.hotelId))
    .where(eq(roomUnit.id, unitId))
    .limit(1);
  return row ?? null;
}

