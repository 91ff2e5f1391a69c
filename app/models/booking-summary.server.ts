import { and, eq, sql } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { hotel, roomType, type RoomKind } from "~/db/schema";
import type { Language } from "~/i18n/config";
import type { MaybeUntranslated } from "~/utils/content-lang";
import type { Stay } from "~/utils/stay";
import { freeUnitsSql } from "./availability.server";
import { qualified } from "./sql.server";
import { feesQuery, priceStay, type FeeRule, type RoomPriceInput, type StayPrice } from "./pricing.server";
import type { RoomStatus } from "~/utils/search-views";
import { group, untranslatedOf } from "./localize-group.server";
import { roomStatus } from "./room-page.server";
import { localize } from "./translation.server";

export interface BookingSummary {
  hotel: { id: number; nama: string; alamat: string } & MaybeUntranslated;
  roomType: { id: number; nama: string; ket: RoomKind; kapasitas: number } & MaybeUntranslated;
  jumlahAvailable: number;
  status: RoomStatus;
  price: StayPrice;
  /** The inputs of `price`, so the page prices the same stay again with the extras the guest picks. */
  pricing: { room: RoomPriceInput; fees: FeeRule[] };
}

export type BookingLookup =
  | { found: true; summary: BookingSummary }
  | { found: false; missing: "hotel" | "roomType" };

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
  const [hotels, types, fees] = await db.batch([
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
        jumlahAvailable: sql<number>`${freeUnitsSql(qualified(roomType.id), stay)}`.mapWith(Number).as("jumlah_available"),
      })
      .from(roomType)
      .where(and(eq(roomType.id, roomTypeId), eq(roomType.hotelId, hotelId), eq(roomType.aktif, true)))
      .limit(1),
    feesQuery(db),
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
  return {
    found: true,
    summary: {
      hotel: h,
      roomType: { id: t.id, nama: t.nama, ket: t.ket, kapasitas: t.kapasitas, ...untranslatedOf(t) },
      jumlahAvailable: t.jumlahAvailable,
      status: roomStatus(t.kapasitas, t.jumlahAvailable, stay),
      price: priceStay(t, stay.durasi, stay.kamar, fees),
      pricing: {
        room: { hargaOnline: t.hargaOnline, hargaOffline: t.hargaOffline, discPersenPromo: t.discPersenPromo, ketPromo: t.ketPromo },
        fees,
      },
    },
  };
}
