import { and, asc, desc, eq, gt } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { banner, city, hotel, roomType, roomTypePhoto } from "~/db/schema";
import type { Language } from "~/i18n/config";
import { todayInJakarta } from "~/utils/dates";
import { stillValid, validityOf } from "~/utils/promo-validity";
import { aliased } from "./columns.server";
import { promoValidityColumns } from "./pricing.server";
import { group } from "./localize-group.server";
import { localize } from "./translation.server";

/**
 * Nightly online price after a whole-percent promo, in whole Rupiah: the discount is rounded half up and
 * then subtracted, the rule booking totals use, so the promo page never shows a price the booking won't.
 */
export function promoPrice(hargaOnline: number, discPersen: number): number {
  const percent = Math.min(Math.max(discPersen, 0), 100);
  return hargaOnline - Math.floor((hargaOnline * percent + 50) / 100);
}

/**
 * Current promos, in the page's language: published promo banners, and active room types of active
 * homestays that have a promo not yet over (a date range still to come, or none), each with when it applies.
 */
export async function getPromos(db: Db, language: Language, today: string = todayInJakarta()) {
  const [banners, rooms] = await db.batch([
    db
      .select({ id: banner.id, judul: banner.judul, subjudul: banner.subjudul, fotoKey: banner.fotoKey, linkUrl: banner.linkUrl })
      .from(banner)
      .where(and(eq(banner.publish, true), eq(banner.promo, true)))
      .orderBy(asc(banner.urutan), asc(banner.id)),
    db
      .select({
        id: roomType.id,
        nama: roomType.nama,
        ket: roomType.ket,
        kapasitas: roomType.kapasitas,
        hargaOnline: roomType.hargaOnline,
        discPersenPromo: roomType.discPersenPromo,
        ketPromo: roomType.ketPromo,
        ...promoValidityColumns,
        fotoKey: aliased<string | null>(roomTypePhoto.fotoKey, "room_foto_key"),
        hotelId: aliased<number>(hotel.id, "hotel_id"),
        hotelNama: aliased<string>(hotel.nama, "hotel_nama"),
        hotelFotoKey: aliased<string | null>(hotel.fotoKey, "hotel_foto_key"),
        cityId: aliased<number>(city.id, "city_id"),
        kota: aliased<string>(city.nama, "kota"),
      })
      .from(roomType)
      .innerJoin(hotel, eq(hotel.id, roomType.hotelId))
      .innerJoin(city, eq(city.id, hotel.cityId))
      .leftJoin(roomTypePhoto, and(eq(roomTypePhoto.roomTypeId, roomType.id), eq(roomTypePhoto.slot, 1)))
      .where(and(eq(roomType.aktif, true), eq(hotel.aktif, true), gt(roomType.discPersenPromo, 0)))
      .orderBy(desc(roomType.discPersenPromo), asc(hotel.nama), asc(roomType.id)),
  ]);
  await localize(db, language, [
    group({ entity: "banner", rows: banners, fields: ["judul", "subjudul"] }),
    group({ entity: "room_type", rows: rooms, fields: ["nama", "ketPromo"] }),
    group({ entity: "hotel", rows: rooms, idKey: "hotelId", fields: { hotelNama: "nama" } }),
  ]);
  return {
    banners,
    rooms: rooms
      .map(({ fotoKey, hotelFotoKey, promoHari, promoPeriode, promoMinMalam, promoKecualiLibur, ...room }) => ({
        ...room,
        fotoKey: fotoKey ?? hotelFotoKey,
        hargaPromo: promoPrice(room.hargaOnline, room.discPersenPromo),
        validity: validityOf({ promoHari, promoPeriode, promoMinMalam, promoKecualiLibur }),
      }))
      .filter((room) => stillValid(room.validity, today)),
  };
}
