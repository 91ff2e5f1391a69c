import { asc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/context.server";
import { accommodationType, city, facility } from "~/db/schema";
import { RESULTS_PAGE_SIZE, type HotelFilters, type HotelSort } from "~/utils/search-filters";
import type { Stay } from "~/utils/stay";
import { hasFreeUnitsSql } from "./availability.server";
import { nightlyOnlinePriceSql } from "./pricing.server";
import { integerList } from "./sql.server";

/** One hotel in the search results (spec §3 "hotel search result"). */
export interface HotelResult {
  idHotel: number;
  namaHotel: string;
  /** Accommodation type name (the spec's `ket`). */
  ket: string;
  alamat: string;
  ratingAvg: number;
  ratingCount: number;
  pop: number;
  /** Lowest online price per night after promo among the room types that fit the search ("from" price). */
  hargaOnline: number;
  /** Lowest offline (walk-in) price per night among the same room types. */
  hargaOffline: number;
  fotoKey: string | null;
}

export interface SearchResults {
  city: { id: number; nama: string } | null;
  hotels: HotelResult[];
  total: number;
  page: number;
  pageCount: number;
  facilities: { id: number; nama: string }[];
  accommodationTypes: { id: number; nama: string }[];
  cities: { id: number; nama: string }[];
}

type Row = {
  id_hotel: number;
  nama_hotel: string;
  ket: string;
  alamat: string;
  rating_avg: number;
  rating_count: number;
  pop: number;
  harga_online: number;
  harga_offline: number;
  foto_key: string | null;
  total: number;
};

const ORDER_BY: Record<HotelSort, SQL> = {
  harga_online_desc: sql`harga_online desc, h.id asc`,
  harga_offline_asc: sql`harga_offline asc, h.id asc`,
  rating_desc: sql`h.rating_avg desc, h.rating_count desc, h.id asc`,
  pop_desc: sql`h.pop desc, h.id asc`,
};

/** SQL for the star level the results show (see `starLevel`): whole stars, 0 shown as 1. */
export const starLevelSql = (ratingAvg: SQL) => sql`max(1, min(5, cast(round(${ratingAvg}) as integer)))`;

const list = integerList;

/**
 * The search itself, as one SQL statement: the room types of the city's active hotels that can host
 * the party (kapasitas × rooms ≥ guests), cost within the price range and have at least `kamar`
 * free units for the whole stay; grouped per hotel with the lowest prices, filtered, sorted and paged
 * in the database, with the total count alongside.
 */
export function hotelSearchQuery(stay: Stay, filters: HotelFilters, page: number) {
  const nightly = nightlyOnlinePriceSql(sql`rt.harga_online`, sql`rt.disc_persen_promo`);
  const conditions: SQL[] = [
    sql`h.city_id = ${stay.kota}`,
    sql`h.aktif = 1`,
    sql`rt.aktif = 1`,
    sql`rt.kapasitas * ${stay.kamar} >= ${stay.tamu}`,
    sql`${nightly} between ${filters.hargaMin} and ${filters.hargaMax}`,
  ];
  if (filters.jenis.length > 0) conditions.push(sql`h.accommodation_type_id in (${list(filters.jenis)})`);
  if (filters.bintang.length > 0) conditions.push(sql`${starLevelSql(sql`h.rating_avg`)} in (${list(filters.bintang)})`);
  if (filters.fasilitas.length > 0) {
    // Hotels having every checked facility.
    conditions.push(
      sql`(select count(*) from hotel_facility hf where hf.hotel_id = h.id and hf.facility_id in (${list(filters.fasilitas)})) = ${filters.fasilitas.length}`,
    );
  }
  // Availability last: it is the costliest test, so it runs only for room types that pass the others.
  conditions.push(hasFreeUnitsSql(sql`rt.id`, stay, stay.kamar));

  return sql`
    select h.id as id_hotel, h.nama as nama_hotel, at.nama as ket, h.alamat, h.rating_avg, h.rating_count, h.pop,
      coalesce(h.foto_key, (select p.foto_key from hotel_photo p where p.hotel_id = h.id order by p.urutan, p.id limit 1)) as foto_key,
      min(${nightly}) as harga_online,
      min(rt.harga_offline) as harga_offline,
      count(*) over () as total
    from hotel h
    join room_type rt on rt.hotel_id = h.id
    join accommodation_type at on at.id = h.accommodation_type_id
    where ${sql.join(conditions, sql` and `)}
    group by h.id
    order by ${ORDER_BY[filters.urut]}
    limit ${RESULTS_PAGE_SIZE} offset ${(page - 1) * RESULTS_PAGE_SIZE}`;
}

function toResult(r: Row): HotelResult {
  return {
    idHotel: r.id_hotel,
    namaHotel: r.nama_hotel,
    ket: r.ket,
    alamat: r.alamat,
    ratingAvg: Math.round(r.rating_avg * 10) / 10,
    ratingCount: r.rating_count,
    pop: r.pop,
    hargaOnline: r.harga_online,
    hargaOffline: r.harga_offline,
    fotoKey: r.foto_key,
  };
}

export function citiesQuery(db: Db) {
  return db.select({ id: city.id, nama: city.nama }).from(city).orderBy(asc(city.nama));
}

/** Cities for the search form's select. */
export async function listCities(db: Db) {
  return citiesQuery(db);
}

/**
 * Runs a search and reads what the results page shows around it (the city, the filter choices and
 * the cities of the modify-search form) in the same D1 round trip.
 */
export async function searchHotels(db: Db, stay: Stay, filters: HotelFilters): Promise<SearchResults> {
  const [cityRows, facilities, accommodationTypes, cities, rows] = await db.batch([
    db.select({ id: city.id, nama: city.nama }).from(city).where(eq(city.id, stay.kota)).limit(1),
    db.select({ id: facility.id, nama: facility.nama }).from(facility).orderBy(asc(facility.nama)),
    db.select({ id: accommodationType.id, nama: accommodationType.nama }).from(accommodationType).orderBy(asc(accommodationType.nama)),
    citiesQuery(db),
    db.all<Row>(hotelSearchQuery(stay, filters, filters.halaman)),
  ]);
  let page = filters.halaman;
  let found = rows;
  if (found.length === 0 && page > 1) {
    // A page past the end (a stale link): show the first page instead of an empty one.
    page = 1;
    found = await db.all<Row>(hotelSearchQuery(stay, filters, 1));
  }
  const total = found[0]?.total ?? 0;
  return {
    city: cityRows[0] ?? null,
    hotels: found.map(toResult),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / RESULTS_PAGE_SIZE)),
    facilities,
    accommodationTypes,
    cities,
  };
}
