import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { roomType } from "~/db/schema";
import type { Language } from "~/i18n/config";
import type { MaybeUntranslated } from "~/utils/content-lang";
import type { StayPrice } from "~/orders/rules/pricing";
import type { Stay } from "~/utils/stay";
import type { HotelFilters } from "~/utils/search-filters";
import { searchHotels } from "./hotel-search.server";
import { stayRuleBreach } from "~/orders/rules/stay-rules";
import { freeUnitsSql } from "./availability.server";
import { group, untranslatedOf } from "./localize-group.server";
import { feesQuery, promoValidityColumns } from "./pricing.server";
import { holidaysQuery, hotelsRatesQuery, ratesByRoomType } from "./rates.server";
import { roomStatus } from "./room-page.server";
import { stayOfferPrice } from "./stay-offer-price.server";
import { integerList, qualified } from "./sql.server";
import { localize } from "./translation.server";

/** A room type of the all-estates search that can take the stay, priced as its room page prices it. */
export interface EstateRoomOffer extends MaybeUntranslated {
  id: number;
  hotelId: number;
  nama: string;
  kapasitas: number;
  price: StayPrice;
}

/**
 * The bookable room types of some hotels for a stay (the all-estates search lists each hotel's), priced by the
 * one pricing path the room page and the booking use (`stayOfferPrice`): the rate calendar's nights, the
 * promo's valid nights, holidays and fees. Room types that are too small, sold out or closed by a stay rule
 * are left out, as search leaves out hotels with none. One D1 round trip; names in the page's language.
 */
export async function bookableRoomTypes(db: Db, stay: Stay, hotelIds: readonly number[], language: Language) {
  const byHotel = new Map<number, EstateRoomOffer[]>();
  if (hotelIds.length === 0) return byHotel;
  const [types, fees, holidayRows, rateRows] = await db.batch([
    db
      .select({
        id: roomType.id,
        hotelId: roomType.hotelId,
        nama: roomType.nama,
        kapasitas: roomType.kapasitas,
        hargaOnline: roomType.hargaOnline,
        hargaOffline: roomType.hargaOffline,
        discPersenPromo: roomType.discPersenPromo,
        ketPromo: roomType.ketPromo,
        ...promoValidityColumns,
        jumlahAvailable: sql<number>`${freeUnitsSql(qualified(roomType.id), { cekin: stay.cekin, cekout: stay.cekout })}`.mapWith(Number).as("jumlah_available"),
      })
      .from(roomType)
      .where(and(sql`${roomType.hotelId} in (${integerList(hotelIds)})`, eq(roomType.aktif, true)))
      .orderBy(asc(roomType.hotelId), asc(roomType.id)),
    feesQuery(db),
    holidaysQuery(db, stay.cekin, stay.cekout),
    hotelsRatesQuery(db, hotelIds, stay.cekin, stay.cekout),
  ]);
  await localize(db, language, [
    group({ entity: "room_type", rows: types, fields: ["nama", "ketPromo"] }),
    group({ entity: "fee", rows: fees, fields: ["nama"] }),
  ]);
  const ratesOf = ratesByRoomType(rateRows, types.map((t) => t.id));
  const holidays = new Set(holidayRows.map((h) => h.tanggal));
  for (const t of types) {
    const rates = ratesOf.get(t.id) ?? [];
    if (stayRuleBreach(rates, stay.cekin, stay.cekout)) continue;
    if (roomStatus(t.kapasitas, t.jumlahAvailable, stay) !== "available") continue;
    const offer: EstateRoomOffer = {
      id: t.id,
      hotelId: t.hotelId,
      nama: t.nama,
      kapasitas: t.kapasitas,
      ...untranslatedOf(t),
      price: stayOfferPrice(t, rates, stay, holidays, fees),
    };
    byHotel.set(t.hotelId, [...(byHotel.get(t.hotelId) ?? []), offer]);
  }
  for (const offers of byHotel.values()) offers.sort((a, b) => a.price.hargaMalam - b.price.hargaMalam || a.id - b.id);
  return byHotel;
}

/**
 * The search of every estate at once (`/cari_hotel/semua/…`): the same hotel search, filters, sorts and pages
 * as one city's, and for each hotel listed its bookable room types with their prices.
 */
export async function searchEveryEstate(db: Db, stay: Stay, filters: HotelFilters, language: Language) {
  const results = await searchHotels(db, stay, filters, language);
  const offers = await bookableRoomTypes(db, stay, results.hotels.map((h) => h.idHotel), language);
  return { ...results, offers: Object.fromEntries(offers) as Record<number, EstateRoomOffer[]> };
}
