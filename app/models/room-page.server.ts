import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import {
  accommodationType,
  city,
  facility,
  hotel,
  hotelPhoto,
  review,
  roomType,
  roomTypeFacility,
  roomTypePhoto,
} from "~/db/schema";
import { LANGUAGE_TAGS, type Language } from "~/i18n/config";
import { sanitizeHtml } from "~/utils/sanitize-html";
import { houseRules } from "~/utils/text";
import { nameCollator } from "~/utils/collator";
import type { ReviewSort, RoomFilters, RoomSort } from "~/utils/search-filters";
import type { RoomStatus, RoomTypeOffer } from "~/utils/search-views";
import type { Stay } from "~/utils/stay";
import type { MaybeUntranslated } from "~/utils/content-lang";
import { freeUnitsSql } from "./availability.server";
import { containsTermSql, qualified } from "./sql.server";
import { batchPrepared, placeholder, preparedQuery } from "./prepared.server";
import { normaliseSearchTerm } from "~/utils/search-term";
import { feesQuery, promoOf, promoValidityColumns } from "./pricing.server";
import { stayOfferPrice } from "./stay-offer-price.server";
import { holidayDays, holidayNames, hotelRatesJsonQuery, holidaysQuery, rateRowsOfJson, ratesByRoomType } from "./rates.server";
import { addDays } from "~/utils/dates";
import { STRIP_DAYS } from "~/utils/price-strip";
import { priceStrip } from "~/utils/strip-prices";
import { stayRuleBreach } from "~/orders/rules/stay-rules";
import { group, untranslatedOf } from "./localize-group.server";
import { localize } from "./translation.server";

export interface ReviewItem {
  id: number;
  guest: string;
  rating: number;
  komentar: string | null;
  /** Epoch milliseconds. */
  tgl: number;
}

export interface RoomPage {
  /** `untranslated` names the fields (nama, jenis, deskripsi, direction) shown in Indonesian. */
  hotel: MaybeUntranslated & {
    id: number;
    nama: string;
    jenis: string;
    kota: string;
    alamat: string;
    email: string | null;
    telepon: string | null;
    deskripsi: string | null;
    /** Check-in from / check-out until, "HH:MM" (WIB). */
    jamCekin: string;
    jamCekout: string;
    /** House rules, one a line in the page's language when translated (`untranslated` names "aturan" when not). */
    aturan: string[];
    /** Sanitised HTML. */
    directionHtml: string;
    latitude: number | null;
    longitude: number | null;
    ratingAvg: number;
    reviewCount: number;
    photos: ({ fotoKey: string; caption: string | null } & MaybeUntranslated)[];
  };
  /** Lowest nightly online price of a room type that can take the stay (spec: 'Harga Mulai dari'). */
  hargaMulai: number | null;
  /** Room types after the page's price filter and sort. */
  roomTypes: RoomTypeOffer[];
  /** Room types the hotel has at all (to tell "none match the filter" from "none exist"). */
  roomTypeCount: number;
  firstReviews: ReviewItem[];
  reviews: ReviewItem[];
}

/** Most reviews listed at once in the reviews section. */
export const REVIEWS_LIMIT = 100;

const REVIEW_ORDER: Record<ReviewSort, SQL[]> = {
  terbaru: [desc(review.tgl), desc(review.id)],
  rating_desc: [desc(review.rating), desc(review.tgl), desc(review.id)],
  rating_asc: [asc(review.rating), desc(review.tgl), desc(review.id)],
};

const reviewColumns = {
  id: sql<number>`${review.id}`.mapWith(Number).as("review_id"),
  guest: sql<string>`${review.guestName}`.as("guest"),
  rating: sql<number>`${review.rating}`.mapWith(Number).as("rating"),
  komentar: sql<string | null>`${review.komentar}`.as("komentar"),
  tgl: sql<number>`${review.tgl}`.mapWith(Number).as("tgl"),
};

export function roomStatus(kapasitas: number, jumlahAvailable: number, stay: Pick<Stay, "tamu" | "kamar">): RoomStatus {
  if (kapasitas * stay.kamar < stay.tamu) return "tooSmall";
  if (jumlahAvailable === 0) return "soldOut";
  if (jumlahAvailable < stay.kamar) return "notEnough";
  return "available";
}

const ROOM_SORT: Record<RoomSort, (a: RoomTypeOffer, b: RoomTypeOffer) => number> = {
  harga_asc: (a, b) => a.price.hargaMalam - b.price.hargaMalam || a.id - b.id,
  harga_desc: (a, b) => b.price.hargaMalam - a.price.hargaMalam || a.id - b.id,
  rating_desc: (a, b) => (b.ratingAvg ?? 0) - (a.ratingAvg ?? 0) || b.ratingCount - a.ratingCount || a.id - b.id,
  rating_asc: (a, b) => (a.ratingAvg ?? 0) - (b.ratingAvg ?? 0) || a.ratingCount - b.ratingCount || a.id - b.id,
};

const hotelId = placeholder<number>("hotelId");
const stayRange = { cekin: placeholder<string>("cekin"), cekout: placeholder<string>("cekout") };

/** The room page's queries, prepared once (prepared.server.ts); `$hotelId` and the stay's days are their values. */
const hotelQuery = preparedQuery("roomPage.hotel", (db) =>
  db
    .select({
      id: sql<number>`${hotel.id}`.mapWith(Number).as("hotel_id"),
      nama: sql<string>`${hotel.nama}`.as("hotel_nama"),
      jenisId: sql<number>`${accommodationType.id}`.mapWith(Number).as("jenis_id"),
      jenis: sql<string>`${accommodationType.nama}`.as("jenis_nama"),
      kota: sql<string>`${city.nama}`.as("kota_nama"),
      alamat: sql<string>`${hotel.alamat}`.as("alamat"),
      email: sql<string | null>`${hotel.email}`.as("email"),
      telepon: sql<string | null>`${hotel.telepon}`.as("telepon"),
      deskripsi: sql<string | null>`${hotel.deskripsi}`.as("deskripsi"),
      direction: sql<string | null>`${hotel.direction}`.as("direction"),
      jamCekin: sql<string>`${hotel.jamCekin}`.as("jam_cekin"),
      jamCekout: sql<string>`${hotel.jamCekout}`.as("jam_cekout"),
      aturan: sql<string | null>`${hotel.aturan}`.as("aturan"),
      latitude: sql<number | null>`${hotel.latitude}`.as("latitude"),
      longitude: sql<number | null>`${hotel.longitude}`.as("longitude"),
      ratingAvg: sql<number>`${hotel.ratingAvg}`.mapWith(Number).as("rating_avg"),
      fotoKey: sql<string | null>`${hotel.fotoKey}`.as("foto_key"),
      reviewCount: sql<number>`(select count(*) from review r where r.hotel_id = ${qualified(hotel.id)} and r.hidden = 0)`.mapWith(Number).as("review_count"),
    })
    .from(hotel)
    .innerJoin(accommodationType, eq(accommodationType.id, hotel.accommodationTypeId))
    .innerJoin(city, eq(city.id, hotel.cityId))
    .where(and(eq(hotel.id, hotelId), eq(hotel.cityId, placeholder<number>("kota")), eq(hotel.aktif, true)))
    .limit(1),
);

const photosQuery = preparedQuery("roomPage.photos", (db) =>
  db
    .select({ id: hotelPhoto.id, fotoKey: hotelPhoto.fotoKey, caption: hotelPhoto.caption })
    .from(hotelPhoto)
    .where(eq(hotelPhoto.hotelId, hotelId))
    .orderBy(asc(hotelPhoto.urutan), asc(hotelPhoto.id)),
);

const typesQuery = preparedQuery("roomPage.types", (db) =>
  db
    .select({
      id: roomType.id,
      nama: roomType.nama,
      ket: roomType.ket,
      kapasitas: roomType.kapasitas,
      luas: roomType.luas,
      tipeBed: roomType.tipeBed,
      keterangan: roomType.keterangan,
      fasWeb: roomType.fasWeb,
      hargaOnline: roomType.hargaOnline,
      hargaOffline: roomType.hargaOffline,
      discPersenPromo: roomType.discPersenPromo,
      ketPromo: roomType.ketPromo,
      ...promoValidityColumns,
      policy: roomType.kebijakanBatal,
      freeDays: roomType.batalGratisHari,
      penaltyPercent: roomType.dendaBatalPersen,
      jumlahAvailable: sql<number>`${freeUnitsSql(qualified(roomType.id), stayRange)}`.mapWith(Number).as("jumlah_available"),
      ratingAvg: sql<number | null>`(select avg(r.rating) from review r where r.hotel_id = ${qualified(roomType.hotelId)} and r.room_type_id = ${qualified(roomType.id)} and r.hidden = 0)`.as("type_rating_avg"),
      ratingCount: sql<number>`(select count(*) from review r where r.hotel_id = ${qualified(roomType.hotelId)} and r.room_type_id = ${qualified(roomType.id)} and r.hidden = 0)`.mapWith(Number).as("type_rating_count"),
    })
    .from(roomType)
    .where(and(eq(roomType.hotelId, hotelId), eq(roomType.aktif, true))),
);

const typePhotosQuery = preparedQuery("roomPage.typePhotos", (db) =>
  db
    .select({ roomTypeId: roomTypePhoto.roomTypeId, fotoKey: roomTypePhoto.fotoKey })
    .from(roomTypePhoto)
    .innerJoin(roomType, eq(roomType.id, roomTypePhoto.roomTypeId))
    .where(eq(roomType.hotelId, hotelId))
    .orderBy(asc(roomTypePhoto.slot)),
);

const typeFacilitiesQuery = preparedQuery("roomPage.typeFacilities", (db) =>
  db
    .select({
      roomTypeId: sql<number>`${roomTypeFacility.roomTypeId}`.mapWith(Number).as("rt_id"),
      facilityId: sql<number>`${facility.id}`.mapWith(Number).as("fas_id"),
      nama: sql<string>`${facility.nama}`.as("fas_nama"),
    })
    .from(roomTypeFacility)
    .innerJoin(roomType, eq(roomType.id, roomTypeFacility.roomTypeId))
    .innerJoin(facility, eq(facility.id, roomTypeFacility.facilityId))
    .where(eq(roomType.hotelId, hotelId))
    .orderBy(asc(facility.nama)),
);

const firstReviewsQuery = preparedQuery("roomPage.firstReviews", (db) =>
  db
    .select(reviewColumns)
    .from(review)
    .where(and(eq(review.hotelId, hotelId), eq(review.hidden, false)))
    .orderBy(...REVIEW_ORDER.terbaru)
    .limit(2),
);

/** The reviews list: one prepared query per sort order, with and without a search term (`$term`). */
function reviewsQuery(order: ReviewSort, searching: boolean) {
  return preparedQuery(`roomPage.reviews.${order}.${searching ? "search" : "all"}`, (db) => {
    const conditions = [eq(review.hotelId, hotelId), eq(review.hidden, false)];
    const search = searching ? containsTermSql([review.komentar, review.guestName], placeholder<string>("term")) : undefined;
    if (search) conditions.push(search);
    return db
      .select(reviewColumns)
      .from(review)
      .where(and(...conditions))
      .orderBy(...REVIEW_ORDER[order])
      .limit(REVIEWS_LIMIT);
  });
}

const feesOfPage = preparedQuery("roomPage.fees", (db) => feesQuery(db));
const ratesOfPage = preparedQuery("roomPage.rates", (db) =>
  hotelRatesJsonQuery(db, hotelId, placeholder<string>("ratesFrom"), placeholder<string>("ratesTo")),
);
const holidaysOfPage = preparedQuery("roomPage.holidays", (db) =>
  holidaysQuery(db, placeholder<string>("stripFrom"), placeholder<string>("stripTo")),
);

/**
 * Everything the room page of one hotel shows for a stay, read in one D1 round trip: the hotel, its
 * photos, its room types with free units, photos, facilities and ratings, the reviews and the fees.
 * Returns null when the hotel does not exist, is closed or is not in the searched city.
 */
export async function getRoomPage(
  db: Db,
  stay: Stay,
  hotelIdValue: number,
  filters: RoomFilters,
  language: Language,
): Promise<RoomPage | null> {
  const term = normaliseSearchTerm(filters.ulasanCari);
  // One read of the rate calendar covers the stay (with its departure day) and the 30-day strip.
  const stripEnd = addDays(stay.cekin, STRIP_DAYS - 1);
  const ratesTo = stay.cekout > stripEnd ? stay.cekout : stripEnd;
  const ofHotel = { hotelId: hotelIdValue };
  const [hotels, photos, types, typePhotos, typeFacilities, firstReviews, reviews, fees, rateRows, holidayRows] =
    await batchPrepared(db, [
      hotelQuery.with(db, { ...ofHotel, kota: stay.kota }),
      photosQuery.with(db, ofHotel),
      typesQuery.with(db, { ...ofHotel, cekin: stay.cekin, cekout: stay.cekout }),
      typePhotosQuery.with(db, ofHotel),
      typeFacilitiesQuery.with(db, ofHotel),
      firstReviewsQuery.with(db, ofHotel),
      reviewsQuery(filters.ulasanUrut, term !== "").with(db, { ...ofHotel, term }),
      feesOfPage.with(db, {}),
      ratesOfPage.with(db, { ...ofHotel, ratesFrom: stay.cekin, ratesTo }),
      holidaysOfPage.with(db, { stripFrom: stay.cekin, stripTo: ratesTo }),
    ] as const);

  const h = hotels[0];
  if (!h) return null;
  const holidays = holidayDays(holidayRows);
  await localize(db, language, [
    holidayNames(holidays),
    group({ entity: "hotel", rows: [h], fields: ["nama", "deskripsi", "direction", "aturan"] }),
    group({ entity: "accommodation_type", rows: [h], idKey: "jenisId", fields: { jenis: "nama" } }),
    group({ entity: "hotel_photo", rows: photos, fields: ["caption"] }),
    group({ entity: "room_type", rows: types, fields: ["nama", "tipeBed", "keterangan", "fasWeb", "ketPromo"] }),
    group({ entity: "facility", rows: typeFacilities, idKey: "facilityId", fields: ["nama"] }),
    group({ entity: "fee", rows: fees, fields: ["nama"] }),
  ]);

  const photosOf = new Map<number, string[]>();
  for (const p of typePhotos) photosOf.set(p.roomTypeId, [...(photosOf.get(p.roomTypeId) ?? []), p.fotoKey]);
  const facilitiesOf = new Map<number, RoomTypeOffer["facilities"]>();
  const collator = nameCollator(LANGUAGE_TAGS[language]);
  for (const f of [...typeFacilities].sort((a, b) => collator.compare(a.nama, b.nama))) {
    const facility = { nama: f.nama, ...untranslatedOf(f) };
    facilitiesOf.set(f.roomTypeId, [...(facilitiesOf.get(f.roomTypeId) ?? []), facility]);
  }

  const ratesOf = ratesByRoomType(rateRowsOfJson(rateRows[0]?.rows), types.map((t) => t.id));
  const rulesOf = new Map(types.map((t) => [t.id, stayRuleBreach(ratesOf.get(t.id) ?? [], stay.cekin, stay.cekout)]));
  const holidaySet = new Set(holidays.map((d) => d.tanggal));
  const offers: RoomTypeOffer[] = types.map((t) => ({
    id: t.id,
    nama: t.nama,
    ket: t.ket,
    kapasitas: t.kapasitas,
    luas: t.luas,
    tipeBed: t.tipeBed,
    keterangan: t.keterangan,
    fasWebHtml: sanitizeHtml(t.fasWeb),
    ...untranslatedOf(t),
    facilities: facilitiesOf.get(t.id) ?? [],
    photos: photosOf.get(t.id) ?? [],
    ratingAvg: t.ratingAvg === null ? null : Math.round(Number(t.ratingAvg) * 10) / 10,
    ratingCount: t.ratingCount,
    jumlahAvailable: t.jumlahAvailable,
    status: rulesOf.get(t.id) ? "closed" : roomStatus(t.kapasitas, t.jumlahAvailable, stay),
    breach: rulesOf.get(t.id) ?? null,
    promo: t.discPersenPromo > 0 ? promoOf(t) : null,
    price: stayOfferPrice(t, ratesOf.get(t.id) ?? [], stay, holidaySet, fees),
    strip: priceStrip(t, promoOf(t), ratesOf.get(t.id) ?? [], holidays, stay.cekin, stay.durasi),
    cancelTerms: { policy: t.policy, freeDays: t.freeDays, penaltyPercent: t.penaltyPercent },
  }));

  const bookable = offers.filter((o) => o.status === "available");
  const headline = bookable.length > 0 ? bookable : offers;
  const hargaMulai = headline.length > 0 ? Math.min(...headline.map((o) => o.price.hargaMalam)) : null;

  const shown = offers
    .filter((o) => o.price.hargaMalam >= filters.hargaMin && o.price.hargaMalam <= filters.hargaMax)
    .sort(ROOM_SORT[filters.urut]);

  const cover = h.fotoKey ? [{ fotoKey: h.fotoKey, caption: null }] : [];
  return {
    hotel: {
      ...untranslatedOf(h),
      id: h.id,
      nama: h.nama,
      jenis: h.jenis,
      kota: h.kota,
      alamat: h.alamat,
      email: h.email,
      telepon: h.telepon,
      deskripsi: h.deskripsi,
      jamCekin: h.jamCekin,
      jamCekout: h.jamCekout,
      aturan: houseRules(h.aturan),
      directionHtml: sanitizeHtml(h.direction),
      latitude: h.latitude,
      longitude: h.longitude,
      ratingAvg: Math.round(h.ratingAvg * 10) / 10,
      reviewCount: h.reviewCount,
      photos: [...cover, ...photos.filter((p) => p.fotoKey !== h.fotoKey).map(({ id: _id, ...p }) => p)],
    },
    hargaMulai,
    roomTypes: shown,
    roomTypeCount: offers.length,
    firstReviews,
    reviews,
  };
}
