import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { city } from "~/db/schema";
import { parseRoomFilters } from "~/utils/search-filters";
import { addDays, todayInJakarta } from "~/utils/dates";
import type { Stay } from "~/utils/stay";
import { addAccommodationType, addCity, addHotel, addReview, addRoomType, testDb } from "../../tests/fixtures/accommodation";
import { batchPrepared, placeholder, preparedQuery } from "./prepared.server";
import { getRoomPage } from "./room-page.server";

const db = testDb();
const cityNamed = preparedQuery("test.cityById", (d) =>
  d.select({ id: city.id, nama: city.nama }).from(city).where(eq(city.id, placeholder<number>("id"))),
);

describe("prepared queries", () => {
  let malang: { id: number; nama: string };
  let batu: { id: number; nama: string };
  beforeAll(async () => {
    malang = await addCity(db, "Malang (prepared)");
    batu = await addCity(db, "Batu (prepared)");
  });

  it("answers each run with its own values, also twice in one batch", async () => {
    const [first, second] = await batchPrepared(db, [cityNamed.with(db, { id: malang.id }), cityNamed.with(db, { id: batu.id })] as const);
    expect(first).toEqual([malang]);
    expect(second).toEqual([batu]);
    const [again] = await batchPrepared(db, [cityNamed.with(db, { id: batu.id })] as const);
    expect(again).toEqual([batu]);
  });

  it("refuses a run that leaves a placeholder without a value, instead of running with another run's", async () => {
    await expect(batchPrepared(db, [cityNamed.with(db, {})] as const)).rejects.toThrow(/placeholder/i);
  });
});

describe("the room page, read through prepared queries", () => {
  const today = todayInJakarta();
  const stayIn = (kota: number, daysAhead: number): Stay => ({
    kota,
    tamu: 2,
    kamar: 1,
    cekin: addDays(today, daysAhead),
    cekout: addDays(today, daysAhead + 2),
    durasi: 2,
  });
  let first: { cityId: number; hotelId: number };
  let second: { cityId: number; hotelId: number };
  const longSearch = "sangat ramah dan bersih, pemandangan kebun teh pagi hari ok".slice(0, 60);

  beforeAll(async () => {
    const typeId = (await addAccommodationType(db)).id;
    const make = async (nama: string, komentar: string) => {
      const cityId = (await addCity(db)).id;
      const hotelId = (await addHotel(db, { cityId, typeId, nama })).id;
      await addRoomType(db, { hotelId, nama: `Kamar ${nama}`, kapasitas: 2, units: 2, hargaOnline: 650_000 });
      await addReview(db, { hotelId, rating: 5, guestName: "Siti", komentar });
      await addReview(db, { hotelId, rating: 3, guestName: "Budi", komentar: "Biasa saja" });
      return { cityId, hotelId };
    };
    first = await make("Wisma Kebun Teh", `Menginap dua malam: ${longSearch}`);
    second = await make("Pondok Kopi", "Kopi paling enak di Jawa Timur");
  });

  it("shows each hotel its own name, rooms and reviews one after another", async () => {
    const a = await getRoomPage(db, stayIn(first.cityId, 20), first.hotelId, parseRoomFilters(new URLSearchParams()), "id");
    const b = await getRoomPage(db, stayIn(second.cityId, 40), second.hotelId, parseRoomFilters(new URLSearchParams()), "id");
    expect(a?.hotel.nama).toBe("Wisma Kebun Teh");
    expect(a?.roomTypes.map((r) => r.nama)).toEqual(["Kamar Wisma Kebun Teh"]);
    expect(b?.hotel.nama).toBe("Pondok Kopi");
    expect(b?.roomTypes.map((r) => r.nama)).toEqual(["Kamar Pondok Kopi"]);
    expect(b?.reviews.map((r) => r.komentar)).toContain("Kopi paling enak di Jawa Timur");
    // The wrong city for a hotel is still refused after the same query answered the right one.
    expect(await getRoomPage(db, stayIn(second.cityId, 20), first.hotelId, parseRoomFilters(new URLSearchParams()), "id")).toBeNull();
  });

  it("finds a review by a 60-character search, sorted by rating, then lists them all again without it", async () => {
    const searched = parseRoomFilters(new URLSearchParams({ ulasan_cari: longSearch, ulasan_urut: "rating_asc" }));
    const found = await getRoomPage(db, stayIn(first.cityId, 20), first.hotelId, searched, "id");
    expect(found?.reviews.map((r) => r.guest)).toEqual(["Siti"]);
    const all = await getRoomPage(db, stayIn(first.cityId, 20), first.hotelId, parseRoomFilters(new URLSearchParams({ ulasan_urut: "rating_asc" })), "id");
    expect(all?.reviews.map((r) => r.rating)).toEqual([3, 5]);
  });
});
