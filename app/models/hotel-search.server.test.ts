import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "~/models/db.server";
import { parseHotelFilters, RESULTS_PAGE_SIZE, type HotelFilters } from "~/utils/search-filters";
import type { Stay } from "~/utils/stay";
import {
  addAccommodationType,
  addCity,
  addFacility,
  addHotel,
  addRoomType,
  bookUnits,
  testDb,
} from "../../tests/fixtures/accommodation";
import { searchHotels } from "./hotel-search.server";
import { nightlyOnlinePrice } from "./pricing.server";

const db = testDb();

const filters = (query = ""): HotelFilters => parseHotelFilters(new URLSearchParams(query));

describe("hotel search", () => {
  let cityId: number;
  const ids: Record<string, number> = {};
  const fac: Record<string, number> = {};
  const jenis: Record<string, number> = {};
  let stay: Stay;

  beforeAll(async () => {
    cityId = (await addCity(db)).id;
    const otherCity = (await addCity(db)).id;
    jenis.homestay = (await addAccommodationType(db)).id;
    jenis.cottage = (await addAccommodationType(db)).id;
    fac.wifi = (await addFacility(db)).id;
    fac.kolam = (await addFacility(db)).id;
    fac.parkir = (await addFacility(db)).id;

    // H1: homestay, 4.6 ★, pop 100, Wi-Fi + pool. 450.000 after 10 % promo (2 units) and a family room of 900.000.
    ids.h1 = (await addHotel(db, { cityId, typeId: jenis.homestay, ratingAvg: 4.6, ratingCount: 12, pop: 100, facilityIds: [fac.wifi, fac.kolam] })).id;
    await addRoomType(db, { hotelId: ids.h1, kapasitas: 2, hargaOnline: 500_000, discPersenPromo: 10, hargaOffline: 600_000, units: 2 });
    await addRoomType(db, { hotelId: ids.h1, kapasitas: 4, hargaOnline: 900_000, hargaOffline: 1_000_000, units: 1 });
    // H2: cottage, 3.2 ★, pop 500, Wi-Fi. 300.000, 3 units.
    ids.h2 = (await addHotel(db, { cityId, typeId: jenis.cottage, ratingAvg: 3.2, ratingCount: 5, pop: 500, facilityIds: [fac.wifi] })).id;
    await addRoomType(db, { hotelId: ids.h2, kapasitas: 2, hargaOnline: 300_000, hargaOffline: 350_000, units: 3 });
    // H3: homestay, no rating, pop 50, every facility. Its 1.200.000 room is booked for the stay; a 6-person room of 2.000.000 is free.
    ids.h3 = (await addHotel(db, { cityId, typeId: jenis.homestay, pop: 50, facilityIds: [fac.wifi, fac.kolam, fac.parkir] })).id;
    const booked = await addRoomType(db, { hotelId: ids.h3, kapasitas: 2, hargaOnline: 1_200_000, hargaOffline: 1_300_000, units: 1 });
    await bookUnits(db, { hotelId: ids.h3, roomTypeId: booked.id, unitIds: booked.unitIds, cekin: "2030-05-11", cekout: "2030-05-13" });
    await addRoomType(db, { hotelId: ids.h3, kapasitas: 6, hargaOnline: 2_000_000, hargaOffline: 2_100_000, units: 1 });
    // H4: cottage, 4.4 ★, single rooms only (kapasitas 1), 5 units.
    ids.h4 = (await addHotel(db, { cityId, typeId: jenis.cottage, ratingAvg: 4.4, ratingCount: 3, pop: 10 })).id;
    await addRoomType(db, { hotelId: ids.h4, kapasitas: 1, hargaOnline: 200_000, hargaOffline: 250_000, units: 5 });
    // Never listed: an inactive hotel, an inactive room type, a hotel of another city.
    const inactive = (await addHotel(db, { cityId, typeId: jenis.homestay, aktif: false })).id;
    await addRoomType(db, { hotelId: inactive, hargaOnline: 100_000, units: 3 });
    const closedType = (await addHotel(db, { cityId, typeId: jenis.homestay })).id;
    await addRoomType(db, { hotelId: closedType, hargaOnline: 100_000, units: 3, aktif: false });
    const elsewhere = (await addHotel(db, { cityId: otherCity, typeId: jenis.homestay })).id;
    await addRoomType(db, { hotelId: elsewhere, hargaOnline: 100_000, units: 3 });

    stay = { kota: cityId, tamu: 2, kamar: 1, cekin: "2030-05-10", cekout: "2030-05-12", durasi: 2 };
  });

  const hotelIds = async (s: Stay, query = "") => (await searchHotels(db, s, filters(query), "id")).hotels.map((h) => h.idHotel);

  it("lists the hotels with a free room type that fits, with their lowest prices, online price descending by default", async () => {
    const result = await searchHotels(db, stay, filters(), "id");
    expect(result.city).toEqual({ id: cityId, nama: expect.any(String) });
    expect(result.total).toBe(3);
    expect(result.hotels.map((h) => [h.idHotel, h.hargaOnline, h.hargaOffline])).toEqual([
      // H3's booked 1.200.000 room does not count: its "from" price is the free 2.000.000 room.
      [ids.h3, 2_000_000, 2_100_000],
      [ids.h1, nightlyOnlinePrice(500_000, 10), 600_000],
      [ids.h2, 300_000, 350_000],
    ]);
    expect(result.hotels[1]).toMatchObject({ hargaOnline: 450_000, ratingAvg: 4.6, ratingCount: 12, pop: 100 });
  });

  it("applies the capacity rule: kapasitas × rooms ≥ guests, with enough free units for every room", async () => {
    // Single rooms cannot host 2 guests in 1 room, but 2 of them can.
    expect(await hotelIds({ ...stay, tamu: 2, kamar: 1 })).not.toContain(ids.h4);
    const twoRooms = await hotelIds({ ...stay, tamu: 2, kamar: 2 });
    // H1's 2-unit room qualifies; H3 has one free unit only.
    expect(twoRooms.sort()).toEqual([ids.h1, ids.h2, ids.h4].sort());
    expect(await hotelIds({ ...stay, tamu: 5, kamar: 1 })).toEqual([ids.h3]);
    expect(await hotelIds({ ...stay, tamu: 8, kamar: 2 })).toEqual([]);
  });

  it("lists a hotel again when its booking lies outside the stay", async () => {
    const later = await searchHotels(db, { ...stay, cekin: "2030-05-13", cekout: "2030-05-14", durasi: 1 }, filters(), "id");
    expect(later.hotels.find((h) => h.idHotel === ids.h3)?.hargaOnline).toBe(1_200_000);
  });

  it("sorts by offline price ascending, rating descending and popularity descending", async () => {
    expect(await hotelIds(stay, "urut=harga_offline_asc")).toEqual([ids.h2, ids.h1, ids.h3]);
    expect(await hotelIds(stay, "urut=rating_desc")).toEqual([ids.h1, ids.h2, ids.h3]);
    expect(await hotelIds(stay, "urut=pop_desc")).toEqual([ids.h2, ids.h1, ids.h3]);
    expect(await hotelIds(stay, "urut=harga_online_desc")).toEqual([ids.h3, ids.h1, ids.h2]);
    expect(await hotelIds(stay, "urut=bogus")).toEqual([ids.h3, ids.h1, ids.h2]);
  });

  it("filters by facilities: hotels having every checked facility", async () => {
    expect(await hotelIds(stay, `fasilitas=${fac.wifi}`)).toEqual([ids.h3, ids.h1, ids.h2]);
    expect(await hotelIds(stay, `fasilitas=${fac.wifi}&fasilitas=${fac.kolam}`)).toEqual([ids.h3, ids.h1]);
    expect(await hotelIds(stay, `fasilitas=${fac.parkir}`)).toEqual([ids.h3]);
    expect(await hotelIds(stay, `fasilitas=${fac.wifi}&fasilitas=${fac.kolam}&fasilitas=${fac.parkir}`)).toEqual([ids.h3]);
    expect(await hotelIds(stay, `fasilitas=999999`)).toEqual([]);
  });

  it("filters by accommodation type", async () => {
    expect(await hotelIds(stay, `jenis=${jenis.homestay}`)).toEqual([ids.h3, ids.h1]);
    expect(await hotelIds(stay, `jenis=${jenis.cottage}`)).toEqual([ids.h2]);
    expect(await hotelIds(stay, `jenis=${jenis.cottage}&jenis=${jenis.homestay}`)).toEqual([ids.h3, ids.h1, ids.h2]);
  });

  it("filters by nightly price range, showing the lowest price inside the range", async () => {
    expect(await hotelIds(stay, "harga_max=400000")).toEqual([ids.h2]);
    const mid = await searchHotels(db, stay, filters("harga_min=800000&harga_max=1000000"), "id");
    expect(mid.hotels.map((h) => [h.idHotel, h.hargaOnline, h.hargaOffline])).toEqual([[ids.h1, 900_000, 1_000_000]]);
    // Reversed bounds are swapped; out-of-range bounds are clamped to 0–5.000.000.
    expect(await hotelIds(stay, "harga_min=1000000&harga_max=800000")).toEqual([ids.h1]);
    expect(await hotelIds(stay, "harga_min=-5&harga_max=99999999")).toEqual([ids.h3, ids.h1, ids.h2]);
  });

  it("filters by star rating, a hotel without ratings counting as 1 star", async () => {
    expect(await hotelIds(stay, "bintang=5")).toEqual([ids.h1]);
    expect(await hotelIds(stay, "bintang=3")).toEqual([ids.h2]);
    expect(await hotelIds(stay, "bintang=1")).toEqual([ids.h3]);
    expect(await hotelIds(stay, "bintang=4")).toEqual([]);
    expect(await hotelIds(stay, "bintang=1&bintang=5")).toEqual([ids.h3, ids.h1]);
  });

  it("combines filters and sort", async () => {
    expect(await hotelIds(stay, `fasilitas=${fac.wifi}&jenis=${jenis.homestay}&bintang=5&bintang=1&urut=pop_desc`)).toEqual([ids.h1, ids.h3]);
  });

  it("finds nothing in a city without hotels, and no city for an unknown id", async () => {
    const empty = (await addCity(db)).id;
    const result = await searchHotels(db, { ...stay, kota: empty }, filters(), "id");
    expect(result).toMatchObject({ hotels: [], total: 0, pageCount: 1, city: { id: empty } });
    expect((await searchHotels(db, { ...stay, kota: 987_654 }, filters(), "id")).city).toBeNull();
  });

  it("pages the results 20 at a time and falls back to the first page past the end", async () => {
    const big = (await addCity(db)).id;
    for (let i = 0; i < RESULTS_PAGE_SIZE + 3; i++) {
      const h = (await addHotel(db, { cityId: big, typeId: jenis.homestay, pop: i })).id;
      await addRoomType(db, { hotelId: h, hargaOnline: 100_000 + i * 1_000, units: 1 });
    }
    const s = { ...stay, kota: big };
    const first = await searchHotels(db, s, filters(), "id");
    const second = await searchHotels(db, s, filters("halaman=2"), "id");
    expect([first.total, first.pageCount, first.hotels.length, second.hotels.length, second.page]).toEqual([23, 2, 20, 3, 2]);
    expect(new Set([...first.hotels, ...second.hotels].map((h) => h.idHotel)).size).toBe(23);
    const past = await searchHotels(db, s, filters("halaman=9"), "id");
    expect([past.page, past.hotels.length]).toEqual([1, 20]);
  });

  it("reads everything in one D1 round trip whose statements do not grow with the number of hotels", async () => {
    let batches = 0;
    let statements = 0;
    let single = 0;
    const counting = new Proxy(env.DB, {
      get(target, prop, receiver) {
        if (prop === "batch") {
          return (list: D1PreparedStatement[]) => {
            batches += 1;
            statements += list.length;
            return target.batch(list);
          };
        }
        if (prop === "prepare") {
          return (query: string) => {
            const statement = target.prepare(query);
            return new Proxy(statement, {
              get(s, p) {
                if (p === "all" || p === "raw" || p === "first" || p === "run") single += 1;
                const value = Reflect.get(s, p, s);
                return typeof value === "function" ? value.bind(s) : value;
              },
            });
          };
        }
        const value = Reflect.get(target, prop, receiver);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    await searchHotels(createDb(counting), stay, filters(`fasilitas=${fac.wifi}&urut=rating_desc`), "id");
    expect({ batches, statements, single }).toEqual({ batches: 1, statements: 5, single: 0 });
  });
});
