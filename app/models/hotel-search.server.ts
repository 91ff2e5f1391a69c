import { asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { accommodationType, city, facility, hotel, roomType } from "~/db/schema";
import { LANGUAGE_TAGS, type Language } from "~/i18n/config";
import type { MaybeUntranslated } from "~/utils/content-lang";
import { RESULTS_PAGE_SIZE, type HotelFilters, type HotelSort } from "~/utils/search-filters";
import type { HotelResult } from "~/utils/search-views";
import { ALL_ESTATES, type Stay } from "~/utils/stay";
import { nameCollator } from "~/utils/collator";
import { nightsBetween } from "~/orders/rules/stay-rules";
import { hasFreeUnitsSql } from "./availability.server";
import { stayAveragePriceSql, stayRulesKeptSql } from "./rates.server";
import { integerList, qualified } from "./sql.server";
import { group } from "./localize-group.server";
import { localize } from "./translation.server";
import { batchPrepared, boundSql, placeholder, preparedQuery, type ResultOf } from "./prepared.server";

export interface SearchResults {
  city: { id: number; nama: string } | null;
  hotels: HotelResult[];
  total: number;
  page: number;
  pageCount: number;
  facilities: ({ id: number; nama: string } & MaybeUntranslated)[];
  accommodationTypes: ({ id: number; nama: string } & MaybeUntranslated)[];
  cities: { id: number; nama: string }[];
}

/**
 * "Mulai dari": the lowest average nightly price of the stay among the hotel's room types, the nights
 * priced by the rate calendar (docs/decisions/027), online after promo and offline.
 */
function stayPrices(stay: Stay & { nights: string }) {
  const base = { online: sql`${roomType.hargaOnline}`, offline: sql`${roomType.hargaOffline}` };
  const id = qualified(roomType.id);
  const promo = {
    percent: sql`${roomType.discPersenPromo}`,
    hari: sql`${roomType.promoHari}`,
    periode: sql`${roomType.promoPeriode}`,
    minMalam: sql`${roomType.promoMinMalam}`,
    kecualiLibur: sql`${roomType.promoKecualiLibur}`,
  };
  const nightly = stayAveragePriceSql(id, base, promo, stay);
  return { nightly, minNightly: sql<number>`min(${nightly})`, minOffline: sql<number>`min(${stayAveragePriceSql(id, base, null, stay)})` };
}

function orderBy(sort: HotelSort, prices: ReturnType<typeof stayPrices>): SQL[] {
  switch (sort) {
    case "harga_online_desc":
      return [desc(prices.minNightly), asc(hotel.id)];
    case "harga_offline_asc":
      return [asc(prices.minOffline), asc(hotel.id)];
    case "rating_desc":
      return [desc(hotel.ratingAvg), desc(hotel.ratingCount), asc(hotel.id)];
    case "pop_desc":
      return [desc(hotel.pop), asc(hotel.id)];
  }
}

/** SQL for the star level the results show (see `starLevel`): whole stars, 0 shown as 1. */
export const starLevelSql = (ratingAvg: SQL) => sql`max(1, min(5, cast(round(${ratingAvg}) as integer)))`;

/** The search's values, bound to a prepared search (`hotelSearch`) on every run. */
const searchStay = {
  kota: placeholder<number>("kota"),
  tamu: placeholder<number>("tamu"),
  kamar: placeholder<number>("kamar"),
  cekin: placeholder<string>("cekin"),
  cekout: placeholder<string>("cekout"),
  durasi: placeholder<number>("durasi"),
  /** The stay's nights as one JSON array of days (each night is priced on its own). */
  nights: placeholder<string>("nights"),
};

function searchValues(stay: Stay, filters: HotelFilters, page: number) {
  return {
    kota: stay.kota,
    tamu: stay.tamu,
    kamar: stay.kamar,
    cekin: stay.cekin,
    cekout: stay.cekout,
    durasi: stay.durasi,
    nights: JSON.stringify(nightsBetween(stay.cekin, stay.cekout)),
    hargaMin: filters.hargaMin,
    hargaMax: filters.hargaMax,
    offset: (page - 1) * RESULTS_PAGE_SIZE,
  };
}

/**
 * The search itself, as one SQL statement: the room types of the city's active hotels that can host
 * the party (kapasitas × rooms ≥ guests), cost within the price range and have at least `kamar`
 * free units for the whole stay; grouped per hotel with the lowest prices, filtered, sorted and paged
 * in the database, with the total count alongside. Prepared once per shape (sort order and the ticked
 * filter choices, whose ids are written into the SQL); the stay, price range and page are its values.
 */
function hotelSearch(filters: HotelFilters, everyCity = false) {
  const shape = [everyCity ? "all" : "city", filters.urut, filters.jenis.join(","), filters.bintang.join(","), filters.fasilitas.join(",")].join("|");
  return preparedQuery(`search.hotels.${shape}`, (db) => {
    const stay = searchStay;
    const prices = stayPrices(stay);
    const { nightly, minNightly, minOffline } = prices;
    const conditions: SQL[] = [
      // The all-estates search (ALL_ESTATES) looks in every city.
      ...(everyCity ? [] : [sql`${hotel.cityId} = ${stay.kota}`]),
      sql`${hotel.aktif} = 1`,
      sql`${roomType.aktif} = 1`,
      sql`${roomType.kapasitas} * ${stay.kamar} >= ${stay.tamu}`,
      sql`${nightly} between ${placeholder<number>("hargaMin")} and ${placeholder<number>("hargaMax")}`,
    ];
    if (filters.jenis.length > 0) conditions.push(sql`${hotel.accommodationTypeId} in (${integerList(filters.jenis)})`);
    if (filters.bintang.length > 0) conditions.push(sql`${starLevelSql(sql`${hotel.ratingAvg}`)} in (${integerList(filters.bintang)})`);
    if (filters.fasilitas.length > 0) {
      // Hotels having every checked facility.
      conditions.push(
        sql`(select count(*) from hotel_facility hf where hf.hotel_id = ${qualified(hotel.id)} and hf.facility_id in (${integerList(filters.fasilitas)})) = ${filters.fasilitas.length}`,
      );
    }
    // A stay that breaks a stay rule of a room type is not offered in it.
    conditions.push(stayRulesKeptSql(qualified(roomType.id), stay));
    // Availability last: it is the costliest test, so it runs only for room types that pass the others.
    conditions.push(hasFreeUnitsSql(qualified(roomType.id), stay, stay.kamar));

    return db
      // Every column gets its own name: D1 returns batch rows as objects, so two columns called
      // "nama" would collapse into one and shift the values drizzle maps by position.
      .select({
        idHotel: sql<number>`${hotel.id}`.mapWith(Number).as("id_hotel"),
        namaHotel: sql<string>`${hotel.nama}`.as("nama_hotel"),
        cityId: sql<number>`${hotel.cityId}`.mapWith(Number).as("city_id"),
        jenisId: sql<number>`${accommodationType.id}`.mapWith(Number).as("jenis_id"),
        ket: sql<string>`${accommodationType.nama}`.as("ket"),
        alamat: sql<string>`${hotel.alamat}`.as("alamat"),
        ratingAvg: sql<number>`${hotel.ratingAvg}`.mapWith(Number).as("rating_avg"),
        ratingCount: sql<number>`${hotel.ratingCount}`.mapWith(Number).as("rating_count"),
        pop: sql<number>`${hotel.pop}`.mapWith(Number).as("pop"),
        fotoKey: sql<string | null>`coalesce(${hotel.fotoKey}, (select p.foto_key from hotel_photo p where p.hotel_id = ${qualified(hotel.id)} order by p.urutan, p.id limit 1))`.as(
          "foto_key",
        ),
        hargaOnline: minNightly.mapWith(Number).as("harga_online"),
        hargaOffline: minOffline.mapWith(Number).as("harga_offline"),
        total: sql<number>`count(*) over ()`.mapWith(Number).as("total"),
      })
      .from(hotel)
      .innerJoin(roomType, eq(roomType.hotelId, hotel.id))
      .innerJoin(accommodationType, eq(accommodationType.id, hotel.accommodationTypeId))
      .where(sql.join(conditions, sql` and `))
      .groupBy(hotel.id)
      .orderBy(...orderBy(filters.urut, prices))
      .limit(RESULTS_PAGE_SIZE)
      .offset(placeholder<number>("offset"));
  });
}

/** The search's SQL text and values, as `searchHotels` runs it (for `explain query plan` and benchmarks). */
export function hotelSearchSql(db: Db, stay: Stay, filters: HotelFilters, page: number) {
  return boundSql(hotelSearch(filters, stay.kota === ALL_ESTATES).with(db, searchValues(stay, filters, page)));
}

type Row = ResultOf<ReturnType<typeof hotelSearch>>[number];

function toResult({ total: _total, ...r }: Row): HotelResult {
  return { ...r, ratingAvg: Math.round(r.ratingAvg * 10) / 10 };
}

export function citiesQuery(db: Db) {
  return db.select({ id: city.id, nama: city.nama }).from(city).orderBy(asc(city.nama));
}

/** Cities for the search form's select. */
export async function listCities(db: Db) {
  return citiesQuery(db);
}

const cityQuery = preparedQuery("search.city", (db) =>
  db.select({ id: city.id, nama: city.nama }).from(city).where(eq(city.id, placeholder<number>("kota"))).limit(1),
);
const facilitiesQuery = preparedQuery("search.facilities", (db) =>
  db.select({ id: facility.id, nama: facility.nama }).from(facility).orderBy(asc(facility.nama)),
);
const typesQuery = preparedQuery("search.accommodationTypes", (db) =>
  db.select({ id: accommodationType.id, nama: accommodationType.nama }).from(accommodationType).orderBy(asc(accommodationType.nama)),
);
/** The search form's cities (the home page asks for them too). */
export const citiesOfForm = preparedQuery("search.cities", (db) => citiesQuery(db));

/** Names in the page's language, in its alphabetical order (the database sorted the Indonesian ones). */
function byName<T extends { nama: string }>(rows: T[], language: Language): T[] {
  if (language === "id") return rows;
  const collator = nameCollator(LANGUAGE_TAGS[language]);
  return [...rows].sort((a, b) => collator.compare(a.nama, b.nama));
}

/**
 * Runs a search and reads what the results page shows around it (the city, the filter choices and
 * the cities of the modify-search form) in the same D1 round trip; then puts the hotels' names and
 * types and the filter choices into the page's language.
 */
export async function searchHotels(db: Db, stay: Stay, filters: HotelFilters, language: Language): Promise<SearchResults> {
  const search = hotelSearch(filters, stay.kota === ALL_ESTATES);
  const [cityRows, facilities, accommodationTypes, cities, rows] = await batchPrepared(db, [
    cityQuery.with(db, { kota: stay.kota }),
    facilitiesQuery.with(db, {}),
    typesQuery.with(db, {}),
    citiesOfForm.with(db, {}),
    search.with(db, searchValues(stay, filters, filters.halaman)),
  ] as const);
  let page = filters.halaman;
  let found = rows;
  if (found.length === 0 && page > 1) {
    // A page past the end (a stale link): show the first page instead of an empty one.
    page = 1;
    [found] = await batchPrepared(db, [search.with(db, searchValues(stay, filters, 1))] as const);
  }
  const total = found[0]?.total ?? 0;
  const hotels = found.map(toResult);
  await localize(db, language, [
    group({ entity: "hotel", rows: hotels, idKey: "idHotel", fields: { namaHotel: "nama" } }),
    group({ entity: "accommodation_type", rows: hotels, idKey: "jenisId", fields: { ket: "nama" } }),
    group({ entity: "facility", rows: facilities, fields: ["nama"] }),
    group({ entity: "accommodation_type", rows: accommodationTypes, fields: ["nama"] }),
  ]);
  return {
    city: cityRows[0] ?? null,
    hotels,
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / RESULTS_PAGE_SIZE)),
    facilities: byName(facilities, language),
    accommodationTypes: byName(accommodationTypes, language),
    cities,
  };
}

export async function cityExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: city.id }).from(city).where(eq(city.id, id)).limit(1);
  return rows.length > 0;
}
