import { and, eq, sql } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { hotel, inventoryVersion, roomType, type RoomKind } from "~/db/schema";
import type { Language } from "~/i18n/config";
import type { CancelTerms } from "~/orders/rules/cancellation";
import type { MaybeUntranslated } from "~/utils/content-lang";
import type { Stay } from "~/utils/stay";
import { freeUnitsSql } from "~/models/availability.server";
import { hotelScope } from "~/models/inventory-version.server";
import { qualified } from "~/models/sql.server";
import { feesQuery, priceStay, promoOf, promoValidityColumns, type FeeRule, type NightPrice, type PromoInput, type StayPrice } from "~/models/pricing.server";
import { holidaysQuery, ratesByRoomType, ratesQuery } from "~/models/rates.server";
import { nightPricesOfStay, stayRuleBreach, type StayRuleBreach } from "~/orders/rules/stay-rules";
import type { RoomStatus } from "~/utils/search-views";
import { group, untranslatedOf } from "~/models/localize-group.server";
import { roomStatus } from "~/models/room-page.server";
import { localize } from "~/models/translation.server";

export interface BookingSummary {
  hotel: { id: number; nama: string; alamat: string } & MaybeUntranslated;
  roomType: { id: number; nama: string; ket: RoomKind; kapasitas: number; cancelTerms: CancelTerms } & MaybeUntranslated;
  jumlahAvailable: number;
  status: RoomStatus;
  /** The stay rule the stay breaks (status "closed"). */
  breach: StayRuleBreach | null;
  price: StayPrice;
  /** The inputs of `price`, so the page prices the same stay again with the extras the guest picks. */
  pricing: { room: PromoInput; nights: NightPrice[]; fees: FeeRule[] };
  /** The hotel's inventory version when this was read (ADR 021, 035): the prices' version stamp for a quote. */
  version: string;
}

export type BookingLookup = { found: true; summary: BookingSummary } | { found: false; missing: "hotel" | "roomType" };

/**
 * What the booking page needs before the guest fills anything in, in one D1 round trip: the hotel
 * (active, in the searched city), the room type (active, of that hotel), its free units for the stay
 * checked again now, and the price of the stay from the pricing module; names in the page's language.
 */
export async function getBookingSummary(
  db: Db,
  stay: Stay,
  hotelId: number,
  roomTypeId: number,
  language: Language,
): Promise<BookingLookup> {
  const [hotels, types, fees, rateRows, holidayRows, versions] = await db.batch([
    db
      .select({ id: hotel.id, nama: hotel.nama, alamat: hotel.alamat })
      .from(hotel)
      .where(and(eq(hotel.id, hotelId), eq(hotel.cityId, stay.kota), eq(hotel.aktif, true)))
      .limit(1),
    db
      .select({
        id: roomType.id,
        nama: roomType.nama,
        ket: roomType.ket,
        kapasitas: roomType.kapasitas,
        hargaOnline: roomType.hargaOnline,
        hargaOffline: roomType.hargaOffline,
        discPersenPromo: roomType.discPersenPromo,
        ketPromo: roomType.ketPromo,
        ...promoValidityColumns,
        policy: roomType.kebijakanBatal,
        freeDays: roomType.batalGratisHari,
        penaltyPercent: roomType.dendaBatalPersen,
        jumlahAvailable: sql<number>`${freeUnitsSql(qualified(roomType.id), stay)}`
          .mapWith(Number)
          .as("jumlah_available"),
      })
      .from(roomType)
      .where(and(eq(roomType.id, roomTypeId), eq(roomType.hotelId, hotelId), eq(roomType.aktif, true)))
      .limit(1),
    feesQuery(db),
    ratesQuery(db, [roomTypeId], stay.cekin, stay.cekout),
    holidaysQuery(db, stay.cekin, stay.cekout),
    db.select({ version: inventoryVersion.version }).from(inventoryVersion).where(eq(inventoryVersion.scope, hotelScope(hotelId))),
  ]);
  const h = hotels[0];
  if (!h) return { found: false, missing: "hotel" };
  const t = types[0];
  if (!t) return { found: false, missing: "roomType" };
  await localize(db, language, [
    group({ entity: "hotel", rows: [h], fields: ["nama"] }),
    group({ entity: "room_type", rows: [t], fields: ["nama", "ketPromo"] }),
    group({ entity: "fee", rows: fees, fields: ["nama"] }),
  ]);
  const rates = ratesByRoomType(rateRows, [t.id]).get(t.id) ?? [];
  const nights = nightPricesOfStay(t, rates, stay.cekin, stay.cekout, new Set(holidayRows.map((h) => h.tanggal)));
  const breach = stayRuleBreach(rates, stay.cekin, stay.cekout);
  const room = promoOf(t);
  return {
    found: true,
    summary: {
      hotel: h,
      roomType: {
        id: t.id,
        nama: t.nama,
        ket: t.ket,
        kapasitas: t.kapasitas,
        // The terms the booking will copy: the review step states them before the guest books.
        cancelTerms: { policy: t.policy, freeDays: t.freeDays, penaltyPercent: t.penaltyPercent },
        ...untranslatedOf(t),
      },
      jumlahAvailable: t.jumlahAvailable,
      status: breach ? "closed" : roomStatus(t.kapasitas, t.jumlahAvailable, stay),
      breach,
      price: priceStay(room, nights, stay.kamar, fees),
      pricing: { room, nights, fees },
      version: String(versions[0]?.version ?? 0),
    },
  };
}
