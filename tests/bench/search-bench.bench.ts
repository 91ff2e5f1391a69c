/**
 * Search and room page benchmark, inside workerd with local D1 (`npm run bench:search`).
 *
 * Seeds 1 000 hotels (100 in each of 10 cities) × 10 room types × 5 units, two bookings per unit
 * (≈ 200 000 booked room-nights around the searched dates), 5 000 reviews; then times the loaders'
 * model functions and whole pages through the Worker, and a trivial query in the same run for
 * scale. Numbers from different runs or machines are not comparable; the ratio to the trivial query is.
 */
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDb } from "~/models/db.server";
import { getBookingSummary } from "~/orders/store/booking-summary.server";
import { hotelSearchSql, searchHotels } from "~/models/hotel-search.server";
import { getRoomPage } from "~/models/room-page.server";
import { addDays, todayInJakarta } from "~/utils/dates";
import { parseHotelFilters, parseRoomFilters } from "~/utils/search-filters";
import { computeCheckOut, roomUrl, searchUrl, type Stay } from "~/utils/stay";

const CITIES = 10;
const HOTELS = 1_000;
const TYPES_PER_HOTEL = 10;
const UNITS_PER_TYPE = 5;
const FACILITIES = 12;
const REVIEWS_PER_HOTEL = 5;
const RUNS = Number(process.env.BENCH_RUNS ?? 40);

const db = createDb(env.DB);

async function exec(statement: string) {
  await env.DB.prepare(statement).run();
}

/** Bulk data with recursive CTEs: each table in one INSERT … SELECT. */
async function seed(today: string) {
  const seq = (n: number) => `with recursive seq(n) as (select 1 union all select n + 1 from seq where n < ${n})`;
  await exec(`${seq(CITIES)} insert into city (id, nama) select n, 'Kota Bench ' || n from seq`);
  await exec(`${seq(4)} insert into accommodation_type (id, nama) select n, 'Jenis Bench ' || n from seq`);
  await exec(`${seq(FACILITIES)} insert into facility (id, nama) select n, 'Fasilitas Bench ' || n from seq`);
  await exec(`insert into fee (nama, jenis, nilai, urutan) values ('Pajak PB1', 'PERCENT', 10, 1), ('Biaya layanan', 'FIXED', 15000, 2)`);
  await exec(
    `${seq(HOTELS)} insert into hotel (id, nama, accommodation_type_id, city_id, alamat, email, telepon, pop, rating_avg, rating_count, foto_key)
     select n, 'Hotel Bench ' || n, 1 + n % 4, 1 + (n - 1) % ${CITIES}, 'Jl. Kebun ' || n, 'h' || n || '@example.com', '0341' || n,
       (n * 7919) % 5000, round(((n * 37) % 50) / 10.0, 1), (n * 13) % 90, 'bench/hotel-' || n || '.jpg' from seq`,
  );
  await exec(
    `${seq(HOTELS * FACILITIES)} insert into hotel_facility (hotel_id, facility_id)
     select 1 + (n - 1) / ${FACILITIES}, 1 + (n - 1) % ${FACILITIES} from seq where (n * 7) % 3 <> 0`,
  );
  await exec(
    `${seq(HOTELS * TYPES_PER_HOTEL)} insert into room_type (id, hotel_id, nama, ket, kapasitas, luas, fas_web, harga_online, harga_offline, disc_persen_promo, ket_promo)
     select n, 1 + (n - 1) / ${TYPES_PER_HOTEL}, 'Tipe ' || n, case when n % 3 = 0 then 'COTTAGE' else 'HOTEL' end, 1 + n % 6, 18 + n % 40,
       '<ul><li>Air panas</li><li>Wi-Fi</li></ul>', 250000 + (n * 7919) % 2000000, 300000 + (n * 7919) % 2200000,
       case when n % 4 = 0 then 10 + n % 20 else 0 end, case when n % 4 = 0 then 'Promo Bench' end from seq`,
  );
  await exec(
    `${seq(HOTELS * TYPES_PER_HOTEL * UNITS_PER_TYPE)} insert into room_unit (id, room_type_id, nomor)
     select n, 1 + (n - 1) / ${UNITS_PER_TYPE}, cast(100 + (n - 1) % ${UNITS_PER_TYPE} as text) from seq`,
  );
  await exec(`insert into identity_type (id, nama) values (1, 'KTP')`);
  await exec(`insert into country (id, nama, kode) values (1, 'Indonesia', 'ID')`);
  await exec(`insert into guest (id, nama, identity_type_id, no_identitas, country_id, email, telepon) values (1, 'Tamu', 1, '1', 1, 'bench@example.com', '0812')`);
  await exec(`insert into payment_group (id, kode, nama) values (1, 'DIRECT', 'Bayar di Tempat')`);
  await exec(`insert into payment_method (id, group_id, kode, nama, kategori) values (1, 1, 'DIRECT', 'Bayar di Tempat', 'DIRECT PAYMENT')`);
  // Two bookings per unit: reservation 2u-1 starts 0–29 days from today for 1–3 nights, reservation 2u
  // starts 10 days after that for 2 nights; the unit of reservation r is (r + 1) / 2.
  const units = HOTELS * TYPES_PER_HOTEL * UNITS_PER_TYPE;
  await exec(
    `${seq(units * 2)}, plan(id, unit, start, nights) as (
       select n, (n + 1) / 2,
         date('${today}', '+' || (((n + 1) / 2 * 37) % 30 + case when n % 2 = 0 then 10 else 0 end) || ' days'),
         case when n % 2 = 0 then 2 else 1 + ((n + 1) / 2) % 3 end
       from seq)
     insert into reservation (id, kode_booking, guest_id, hotel_id, room_type_id, cekin, cekout, durasi, jumlah_kamar, jumlah_tamu,
       harga, total_harga_only, total_tax_only, total, batas_bayar, payment_method_id)
     select p.id, 'B' || p.id, 1, 1 + (p.unit - 1) / (${UNITS_PER_TYPE} * ${TYPES_PER_HOTEL}), 1 + (p.unit - 1) / ${UNITS_PER_TYPE},
       p.start, date(p.start, '+' || p.nights || ' days'), p.nights, 1, 1, 1, 1, 0, 1, 0, 1 from plan p`,
  );
  await exec(
    `with recursive k(d) as (select 0 union all select d + 1 from k where d < 2)
     insert into room_night (unit_id, night, reservation_id)
     select (r.id + 1) / 2, date(r.cekin, '+' || k.d || ' days'), r.id from reservation r join k on k.d < r.durasi`,
  );
  await exec(
    `${seq(HOTELS * REVIEWS_PER_HOTEL)} insert into review (hotel_id, room_type_id, guest_name, rating, komentar, tgl)
     select 1 + (n - 1) / ${REVIEWS_PER_HOTEL}, ((n - 1) / ${REVIEWS_PER_HOTEL}) * ${TYPES_PER_HOTEL} + 1 + n % ${TYPES_PER_HOTEL},
       'Tamu ' || n, 1 + n % 5, 'Ulasan nomor ' || n, 1760000000000 + n * 1000 from seq`,
  );
  await exec("analyze");
}

type Timing = { median: number; p95: number; mean: number };

function summarise(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { median: at(0.5), p95: at(0.95), mean: sorted.reduce((a, b) => a + b, 0) / sorted.length };
}

/** Wall time per call. Workers clocks advance in whole milliseconds around I/O, hence the mean too. */
async function time(runs: number, fn: () => Promise<unknown>): Promise<Timing> {
  await fn();
  await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return summarise(samples);
}

/** Execution time of one statement inside D1 itself (`meta.duration`), without the round trip. */
async function d1Time(runs: number, statement: { sql: string; params: unknown[] }): Promise<Timing> {
  const samples: number[] = [];
  for (let i = 0; i < runs + 2; i++) {
    const result = await env.DB.prepare(statement.sql)
      .bind(...statement.params)
      .all();
    if (i >= 2) samples.push(result.meta.duration);
  }
  return summarise(samples);
}

describe("search benchmark", () => {
  it("reports search and room page timings at 1 000 hotels × 10 room types × 5 units", async () => {
    const today = todayInJakarta();
    const seedStart = performance.now();
    await seed(today);
    const seedMs = performance.now() - seedStart;

    const counts = await env.DB.prepare(
      `select (select count(*) from hotel) hotels, (select count(*) from room_type) types, (select count(*) from room_unit) units,
              (select count(*) from room_night) nights, (select count(*) from review) reviews`,
    ).first<{ hotels: number; types: number; units: number; nights: number; reviews: number }>();
    expect(counts?.hotels).toBe(HOTELS);
    expect(counts?.units).toBe(HOTELS * TYPES_PER_HOTEL * UNITS_PER_TYPE);
    expect(counts?.nights).toBeGreaterThanOrEqual(50_000);

    const cekin = addDays(today, 5);
    const stay: Stay = { kota: 1, tamu: 2, kamar: 1, cekin, durasi: 3, cekout: computeCheckOut(cekin, 3) };
    const busyStay: Stay = { ...stay, tamu: 6, kamar: 2 };
    const plain = parseHotelFilters(new URLSearchParams());
    const filtered = parseHotelFilters(new URLSearchParams("fasilitas=1&fasilitas=2&jenis=1&jenis=2&bintang=4&bintang=5&urut=rating_desc&harga_max=1500000"));
    const roomFilters = parseRoomFilters(new URLSearchParams());

    const firstPage = await searchHotels(db, stay, plain, "id");
    expect(firstPage.total).toBeGreaterThan(0);
    const hotelId = firstPage.hotels[0].idHotel;
    const roomPage = await getRoomPage(db, stay, hotelId, roomFilters, "id");
    const roomTypeId = roomPage?.roomTypes.find((r) => r.status === "available")?.id ?? 1;

    const searchSql = hotelSearchSql(db, stay, plain, 1);
    const plan = await env.DB.prepare(`explain query plan ${searchSql.sql}`)
      .bind(...searchSql.params)
      .all<{ detail: string }>();

    const results: Record<string, Timing> = {
      "trivial query (select 1)": await time(RUNS, () => env.DB.prepare("select 1").first()),
      "search statement inside D1 (meta.duration)": await d1Time(RUNS, searchSql),
      "search statement, 2 rooms, inside D1": await d1Time(RUNS, hotelSearchSql(db, busyStay, plain, 1)),
      "filtered search statement inside D1": await d1Time(RUNS, hotelSearchSql(db, stay, filtered, 1)),
      "searchHotels: city, 2 guests, 1 room": await time(RUNS, () => searchHotels(db, stay, plain, "id")),
      "searchHotels: 6 guests, 2 rooms": await time(RUNS, () => searchHotels(db, busyStay, plain, "id")),
      "searchHotels: facilities+types+stars+price, by rating": await time(RUNS, () => searchHotels(db, stay, filtered, "id")),
      "getRoomPage: one hotel": await time(RUNS, () => getRoomPage(db, stay, hotelId, roomFilters, "id")),
      "getBookingSummary": await time(RUNS, () => getBookingSummary(db, stay, hotelId, roomTypeId, "id")),
      "GET /hotel (search form page, for scale)": await time(RUNS, async () => {
        const response = await SELF.fetch("https://bench.test/hotel");
        await response.arrayBuffer();
        expect(response.status).toBe(200);
      }),
      "GET /cari_hotel/… (whole page)": await time(RUNS, async () => {
        const response = await SELF.fetch(`https://bench.test${searchUrl(stay)}`);
        await response.arrayBuffer();
        expect(response.status).toBe(200);
      }),
      "GET /room/… (whole page)": await time(RUNS, async () => {
        const response = await SELF.fetch(`https://bench.test${roomUrl(stay, hotelId)}`);
        await response.arrayBuffer();
        expect(response.status).toBe(200);
      }),
    };

    const trivial = results["trivial query (select 1)"].mean || 0.001;
    const lines = [
      "",
      `Search benchmark — ${counts?.hotels} hotels in ${CITIES} cities, ${counts?.types} room types, ${counts?.units} units,`,
      `${counts?.nights} booked room-nights, ${counts?.reviews} reviews (seeded in ${(seedMs / 1000).toFixed(1)} s); ${RUNS} runs each`,
      `${"".padEnd(56)}${"median ms".padStart(10)}${"p95 ms".padStart(10)}${"mean ms".padStart(10)}${"× trivial".padStart(11)}`,
      ...Object.entries(results).map(
        ([name, r]) =>
          `${name.padEnd(56)}${r.median.toFixed(2).padStart(10)}${r.p95.toFixed(2).padStart(10)}${r.mean.toFixed(2).padStart(10)}${(r.mean / trivial).toFixed(1).padStart(11)}`,
      ),
      "Search statement plan:",
      ...(plan.results ?? []).map((row) => `  ${row.detail}`),
      "",
    ];
    console.log(lines.join("\n"));
  });
});
