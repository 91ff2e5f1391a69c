/**
 * Filter, sort and page state of the search results and the room page. It lives in the URL query
 * string (shareable, works with the back button and without JavaScript); anything malformed there is
 * ignored rather than refused, so a hand-edited query never breaks the page.
 */

import { normaliseSearchTerm, SEARCH_TERM_MAX } from "./search-term";

/** Spec §5/§9: the price filter runs from 0 to 5,000,000 Rupiah. */
export const PRICE_FILTER_MIN = 0;
export const PRICE_FILTER_MAX = 5_000_000;
export const PRICE_FILTER_STEP = 50_000;
/** Spec §9: lists show 20 items a page. */
export const RESULTS_PAGE_SIZE = 20;
const MAX_PAGE = 10_000;
const MAX_SELECTED = 50;

/** Spec §2: online price descending (default), offline price ascending, rating and popularity descending. */
export const HOTEL_SORTS = ["harga_online_desc", "harga_offline_asc", "rating_desc", "pop_desc"] as const;
export type HotelSort = (typeof HOTEL_SORTS)[number];
export const DEFAULT_HOTEL_SORT: HotelSort = "harga_online_desc";

/** Room page: highest/lowest price and rating. */
export const ROOM_SORTS = ["harga_asc", "harga_desc", "rating_desc", "rating_asc"] as const;
export type RoomSort = (typeof ROOM_SORTS)[number];
export const DEFAULT_ROOM_SORT: RoomSort = "harga_asc";

export const REVIEW_SORTS = ["terbaru", "rating_desc", "rating_asc"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const DEFAULT_REVIEW_SORT: ReviewSort = "terbaru";
export const REVIEW_SEARCH_MAX = SEARCH_TERM_MAX;

export const STAR_LEVELS = [5, 4, 3, 2, 1] as const;

export interface PriceRange {
  hargaMin: number;
  hargaMax: number;
}

export interface HotelFilters extends PriceRange {
  fasilitas: number[];
  jenis: number[];
  bintang: number[];
  urut: HotelSort;
  halaman: number;
}

export interface RoomFilters extends PriceRange {
  urut: RoomSort;
  ulasanUrut: ReviewSort;
  ulasanCari: string;
}

function ids(values: string[], max = Number.MAX_SAFE_INTEGER): number[] {
  const out = new Set<number>();
  for (const v of values) {
    if (!/^\d{1,9}$/.test(v)) continue;
    const n = Number(v);
    if (n >= 1 && n <= max) out.add(n);
    if (out.size >= MAX_SELECTED) break;
  }
  return [...out].sort((a, b) => a - b);
}

function price(value: string | null, fallback: number): number {
  if (value === null || !/^\d{1,12}$/.test(value.trim())) return fallback;
  return Math.min(Math.max(Number(value.trim()), PRICE_FILTER_MIN), PRICE_FILTER_MAX);
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

export function parsePriceRange(query: URLSearchParams): PriceRange {
  let hargaMin = price(query.get("harga_min"), PRICE_FILTER_MIN);
  let hargaMax = price(query.get("harga_max"), PRICE_FILTER_MAX);
  if (hargaMin > hargaMax) [hargaMin, hargaMax] = [hargaMax, hargaMin];
  return { hargaMin, hargaMax };
}

export function parseHotelFilters(query: URLSearchParams): HotelFilters {
  const page = query.get("halaman");
  return {
    fasilitas: ids(query.getAll("fasilitas")),
    jenis: ids(query.getAll("jenis")),
    bintang: ids(query.getAll("bintang"), 5),
    ...parsePriceRange(query),
    urut: oneOf(query.get("urut"), HOTEL_SORTS, DEFAULT_HOTEL_SORT),
    halaman: page && /^\d{1,5}$/.test(page) ? Math.min(Math.max(Number(page), 1), MAX_PAGE) : 1,
  };
}

export function parseRoomFilters(query: URLSearchParams): RoomFilters {
  return {
    ...parsePriceRange(query),
    urut: oneOf(query.get("urut"), ROOM_SORTS, DEFAULT_ROOM_SORT),
    ulasanUrut: oneOf(query.get("ulasan_urut"), REVIEW_SORTS, DEFAULT_REVIEW_SORT),
    ulasanCari: normaliseSearchTerm(query.get("ulasan_cari"), REVIEW_SEARCH_MAX),
  };
}

/** The query string of hotel filters, leaving out defaults so URLs stay short and canonical. */
export function hotelFiltersToQuery(filters: HotelFilters, overrides: Partial<HotelFilters> = {}): string {
  const f = { ...filters, ...overrides };
  const q = new URLSearchParams();
  for (const id of f.fasilitas) q.append("fasilitas", String(id));
  for (const id of f.jenis) q.append("jenis", String(id));
  for (const s of f.bintang) q.append("bintang", String(s));
  if (f.hargaMin !== PRICE_FILTER_MIN) q.set("harga_min", String(f.hargaMin));
  if (f.hargaMax !== PRICE_FILTER_MAX) q.set("harga_max", String(f.hargaMax));
  if (f.urut !== DEFAULT_HOTEL_SORT) q.set("urut", f.urut);
  if (f.halaman > 1) q.set("halaman", String(f.halaman));
  const s = q.toString();
  return s ? `?${s}` : "";
}

export function roomFiltersToQuery(filters: RoomFilters, overrides: Partial<RoomFilters> = {}): string {
  const f = { ...filters, ...overrides };
  const q = new URLSearchParams();
  if (f.hargaMin !== PRICE_FILTER_MIN) q.set("harga_min", String(f.hargaMin));
  if (f.hargaMax !== PRICE_FILTER_MAX) q.set("harga_max", String(f.hargaMax));
  if (f.urut !== DEFAULT_ROOM_SORT) q.set("urut", f.urut);
  if (f.ulasanUrut !== DEFAULT_REVIEW_SORT) q.set("ulasan_urut", f.ulasanUrut);
  if (f.ulasanCari) q.set("ulasan_cari", f.ulasanCari);
  const s = q.toString();
  return s ? `?${s}` : "";
}

export function hasHotelFilters(filters: HotelFilters): boolean {
  return (
    filters.fasilitas.length > 0 ||
    filters.jenis.length > 0 ||
    filters.bintang.length > 0 ||
    filters.hargaMin !== PRICE_FILTER_MIN ||
    filters.hargaMax !== PRICE_FILTER_MAX
  );
}

/**
 * The star level shown for an average rating: rounded to the nearest whole star, and a hotel
 * without ratings (0) shown as 1 star as the spec's search results do. The star filter uses it too.
 */
export function starLevel(ratingAvg: number): number {
  return Math.min(5, Math.max(1, Math.round(ratingAvg)));
}
