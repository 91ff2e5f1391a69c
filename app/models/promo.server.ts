import { and, asc, desc, eq, gt, gte, lte } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { banner, city, holiday, hotel, roomType, roomTypePhoto } from "~/db/schema";
import type { Language } from "~/i18n/config";
import { addDays, todayInJakarta } from "~/utils/dates";
import { firstPromoCheckIn, stillValid, validityOf } from "~/utils/promo-validity";
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

/** How far ahead a promo link looks for a night its promo applies to. */
const OFFER_HORIZON_DAYS = 60;

/**
 * Where a link to a room type's offer (a promo banner, `/hotel?tipe=…`) lands: its hotel and city, and a
 * stay of the promo's shortest length from the first day on or after `from` that the promo applies to
 * (a weekday promo: the next weekday night). Null when the room type or its hotel is unknown or closed.
 */
export async function roomTypeOffer(db: Db, roomTypeId: number, from: string) {
  const to = addDays(from, OFFER_HORIZON_DAYS);
  const [rows, holidays] = await db.batch([
    db
      .select({ hotelId: hotel.id, cityId: hotel.cityId, discPersenPromo: roomType.discPersenPromo, ...promoValidityColumns })
      .from(roomType)
      .innerJoin(hotel, eq(hotel.id, roomType.hotelId))
      .where(and(eq(roomType.id, roomTypeId), eq(roomType.aktif, true), eq(hotel.aktif, true)))
      .limit(1),
    db.select({ tanggal: holiday.tanggal }).from(holiday).where(and(gte(holiday.tanggal, from), lte(holiday.tanggal, to))),
  ]);
  const row = rows[0];
  if (!row) return null;
  const validity = validityOf(row);
  const nights = validity.minMalam ?? 1;
  const cekin = row.discPersenPromo > 0 ? firstPromoCheckIn(validity, from, nights, new Set(holidays.map((h) => h.tanggal)), OFFER_HORIZON_DAYS) : from;
  return { hotelId: row.hotelId, cityId: row.cityId, cekin, nights };
}
