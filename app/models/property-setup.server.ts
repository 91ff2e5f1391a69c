import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { city, hotel, hotelPhoto, roomType, roomUnit } from "~/db/schema";
import type { Db } from "~/models/db.server";
import { inHotelScope, type HotelScope } from "./staff-scope.server";
import { qualified } from "./sql.server";
import type { GalleryPhoto, PropertySetup } from "~/utils/property-setup";

export { setupReport, type PropertySetup } from "~/utils/property-setup";

/** What the set-up guide of a property reads and writes (the checklist itself: app/utils/property-setup.ts). */

/** The set-up of the properties in `scope` (null: every property), or of the one `only`. */
export async function propertySetups(db: Db, scope: HotelScope, only?: number): Promise<PropertySetup[]> {
  const where = and(inHotelScope(hotel.id, scope), only === undefined ? undefined : eq(hotel.id, only));
  const hotels = await db
    .select({
      id: hotel.id,
      nama: hotel.nama,
      aktif: hotel.aktif,
      cityId: hotel.cityId,
      cityNama: city.nama,
      hasCover: sql<number>`${hotel.fotoKey} is not null`.mapWith(Boolean),
      photos: sql<number>`(select count(*) from hotel_photo p where p.hotel_id = ${qualified(hotel.id)})`.mapWith(Number),
    })
    .from(hotel)
    .innerJoin(city, eq(city.id, hotel.cityId))
    .where(where)
    .orderBy(asc(hotel.nama), asc(hotel.id));
  if (hotels.length === 0) return [];
  const types = await db
    .select({
      id: roomType.id,
      hotelId: roomType.hotelId,
      nama: roomType.nama,
      aktif: roomType.aktif,
      hargaOnline: roomType.hargaOnline,
      hargaOffline: roomType.hargaOffline,
      units: sql<number>`(select count(*) from room_unit u where u.room_type_id = ${qualified(roomType.id)} and u.aktif = 1)`.mapWith(Number),
      allUnits: sql<number>`(select count(*) from room_unit u where u.room_type_id = ${qualified(roomType.id)})`.mapWith(Number),
      photos: sql<number>`(select count(*) from room_type_photo f where f.room_type_id = ${qualified(roomType.id)})`.mapWith(Number),
    })
    .from(roomType)
    .where(inArray(roomType.hotelId, hotels.map((h) => h.id)))
    .orderBy(asc(roomType.nama), asc(roomType.id));
  return hotels.map((h) => ({ ...h, roomTypes: types.filter((t) => t.hotelId === h.id).map(({ hotelId: _hotelId, ...t }) => t) }));
}

/** The unit numbers a room type already has, among `nomor` (compared as the unique index does). */
export async function takenUnitNumbers(db: Db, roomTypeId: number, nomor: readonly string[]): Promise<string[]> {
  if (nomor.length === 0) return [];
  const rows = await db
    .select({ nomor: roomUnit.nomor })
    .from(roomUnit)
    .where(and(eq(roomUnit.roomTypeId, roomTypeId), inArray(roomUnit.nomor, [...nomor])));
  return rows.map((r) => r.nomor);
}

/** Adds the units in one batch: all of them or, when one is refused, none. Returns the new ids. */
export async function insertUnits(db: Db, roomTypeId: number, nomor: readonly string[]): Promise<number[]> {
  const [first, ...rest] = nomor.map((n) => db.insert(roomUnit).values({ roomTypeId, nomor: n, aktif: true }).returning({ id: roomUnit.id }));
  if (!first) return [];
  const results = await db.batch([first, ...rest]);
  return results.flat().map((r) => r.id);
}

/** The room type with its property, or null. */
export async function roomTypeOfHotel(db: Db, hotelId: number, roomTypeId: number) {
  const [row] = await db
    .select({ id: roomType.id, nama: roomType.nama })
    .from(roomType)
    .where(and(eq(roomType.id, roomTypeId), eq(roomType.hotelId, hotelId)))
    .limit(1);
  return row ?? null;
}


/** The gallery of a property (hotel_photo), in the order guests see it. */
export async function galleryOf(db: Db, hotelId: number): Promise<GalleryPhoto[]> {
  return db
    .select({ id: hotelPhoto.id, fotoKey: hotelPhoto.fotoKey, caption: hotelPhoto.caption })
    .from(hotelPhoto)
    .where(eq(hotelPhoto.hotelId, hotelId))
    .orderBy(asc(hotelPhoto.urutan), asc(hotelPhoto.id));
}

/** Adds photos after the last one, in one batch. Returns the new ids. */
export async function addGalleryPhotos(db: Db, hotelId: number, photos: readonly { fotoKey: string; caption: string | null }[]): Promise<number[]> {
  const [last] = await db
    .select({ urutan: sql<number>`coalesce(max(${hotelPhoto.urutan}), 0)`.mapWith(Number) })
    .from(hotelPhoto)
    .where(eq(hotelPhoto.hotelId, hotelId));
  const start = (last?.urutan ?? 0) + 1;
  const [first, ...rest] = photos.map((p, i) => db.insert(hotelPhoto).values({ hotelId, fotoKey: p.fotoKey, caption: p.caption, urutan: start + i }).returning({ id: hotelPhoto.id }));
  if (!first) return [];
  return (await db.batch([first, ...rest])).flat().map((r) => r.id);
}

/** Writes the gallery's order as given (ids of the property's photos, first shown first). */
export async function orderGallery(db: Db, hotelId: number, ids: readonly number[]): Promise<void> {
  const [first, ...rest] = ids.map((id, i) => db.update(hotelPhoto).set({ urutan: i + 1 }).where(and(eq(hotelPhoto.id, id), eq(hotelPhoto.hotelId, hotelId))));
  if (first) await db.batch([first, ...rest]);
}

export async function captionGalleryPhoto(db: Db, hotelId: number, id: number, caption: string | null): Promise<boolean> {
  const rows = await db.update(hotelPhoto).set({ caption }).where(and(eq(hotelPhoto.id, id), eq(hotelPhoto.hotelId, hotelId))).returning({ id: hotelPhoto.id });
  return rows.length > 0;
}

/** Removes a photo of the property; its R2 key, or null when the property has no such photo. */
export async function deleteGalleryPhoto(db: Db, hotelId: number, id: number): Promise<string | null> {
  const rows = await db.delete(hotelPhoto).where(and(eq(hotelPhoto.id, id), eq(hotelPhoto.hotelId, hotelId))).returning({ fotoKey: hotelPhoto.fotoKey });
  return rows[0]?.fotoKey ?? null;
}
