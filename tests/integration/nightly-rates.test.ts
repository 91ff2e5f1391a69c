import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { holiday, reservation, roomRate, roomType, translation } from "~/db/schema";
import { searchHotels } from "~/models/hotel-search.server";
import { createReservation } from "~/orders/store/reservation.server";
import { getRoomPage } from "~/models/room-page.server";
import { addDays, todayInJakarta } from "~/utils/dates";
import { nightsOfStrip } from "~/utils/price-strip";
import { parseHotelFilters, parseRoomFilters } from "~/utils/search-filters";
import type { Stay } from "~/utils/stay";
import { seasonalRates } from "../../scripts/seed/data/rates";
import { addRoomType, testDb } from "../fixtures/accommodation";
import { bookingInput, bookingWorld } from "../fixtures/booking";

/**
 * Nightly rates end to end in the database: the seed's Wonosari calendar (Friday and Saturday +25 %,
 * a two-night minimum from Saturday) on a room type of its own; search and the room page price a
 * Friday–Sunday stay the same; a booking keeps what it sold when the calendar changes afterwards.
 */
const db = testDb();

/** The first Friday at least `days` days from today, outside the year-end season (20 Dec–5 Jan). */
function fridayFrom(days: number): string {
  let day = addDays(todayInJakarta(), days);
  const yearEnd = (d: string) => d.slice(5) >= "12-20" || d.slice(5) <= "01-05";
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 5 || yearEnd(day)) day = addDays(day, 1);
  return day;
}

async function wonosariWorld() {
  const world = await bookingWorld(db, { hargaOnline: 600_000, units: 3 });
  await db
    .update(roomType)
    .set({ kebijakanBatal: "NON_REFUNDABLE", batalGratisHari: 5 })
    .where(eq(roomType.id, world.room.id));
  const rows = seasonalRates(todayInJakarta()).filter((r) => r.night <= addDays(todayInJakarta(), 120));
  for (let i = 0; i < rows.length; i += 8) {
    await db.insert(roomRate).values(rows.slice(i, i + 8).map((r) => ({ roomTypeId: world.room.id, ...r })));
  }
  return world;
}

describe("nightly rates", () => {
  it("search and the room page agree on a Friday–Sunday stay, and a one-night Saturday arrival is not offered", async () => {
    const world = await wonosariWorld();
    const cekin = fridayFrom(14);
    const stay: Stay = { kota: world.city.id, tamu: 2, kamar: 1, cekin, cekout: addDays(cekin, 2), durasi: 2 };
    // Friday and Saturday are both +25 %: 750.000 each, average 750.000.
    const results = await searchHotels(db, stay, parseHotelFilters(new URLSearchParams()), "id");
    const found = results.hotels.find((h) => h.idHotel === world.hotel.id);
    const page = await getRoomPage(db, stay, world.hotel.id, parseRoomFilters(new URLSearchParams()), "id");
    const offer = page?.roomTypes.find((r) => r.id === world.room.id);
    expect(offer?.price.totalHargaOnly).toBe(1_500_000);
    expect(found?.hargaOnline).toBe(offer?.price.hargaMalam);
    expect(page?.hargaMulai).toBe(found?.hargaOnline);
    const nights = offer ? nightsOfStrip(offer.strip) : [];
    expect(nights).toHaveLength(30);
    expect(nights.slice(0, 3).map((n) => n.harga)).toEqual([750_000, 750_000, 600_000]);

    // Thursday–Saturday: 600.000 + 750.000 → average 675.000 in both.
    const thu = { ...stay, cekin: addDays(cekin, -1), cekout: addDays(cekin, 1) };
    const thuSearch = await searchHotels(db, thu, parseHotelFilters(new URLSearchParams()), "id");
    const thuPage = await getRoomPage(db, thu, world.hotel.id, parseRoomFilters(new URLSearchParams()), "id");
    expect(thuSearch.hotels.find((h) => h.idHotel === world.hotel.id)?.hargaOnline).toBe(675_000);
    expect(thuPage?.roomTypes.find((r) => r.id === world.room.id)?.price.hargaMalam).toBe(675_000);

    const saturday = { ...stay, cekin: addDays(cekin, 1), cekout: addDays(cekin, 2), durasi: 1 };
    const satSearch = await searchHotels(db, saturday, parseHotelFilters(new URLSearchParams()), "id");
    expect(satSearch.hotels.some((h) => h.idHotel === world.hotel.id)).toBe(false);
    const satPage = await getRoomPage(db, saturday, world.hotel.id, parseRoomFilters(new URLSearchParams()), "id");
    const closed = satPage?.roomTypes.find((r) => r.id === world.room.id);
    expect(closed?.status).toBe("closed");
    expect(closed?.breach).toEqual({ rule: "minMalam", arrival: saturday.cekin, min: 2 });
    // The booking itself refuses it too.
    const refused = await createReservation(
      db,
      bookingInput(world, { cekin: saturday.cekin, cekout: saturday.cekout, durasi: 1 }),
    );
    expect(refused).toEqual({ ok: false, reason: "stayRule" });
  });

  it("keeps a booking's amounts, nights and cancellation policy when prices change afterwards", async () => {
    const world = await wonosariWorld();
    // A second room type with the base price only: the search's "from" price must not come from it.
    await addRoomType(db, { hotelId: world.hotel.id, hargaOnline: 2_000_000, units: 1 });
    const cekin = fridayFrom(21);
    const created = await createReservation(db, bookingInput(world, { cekin, cekout: addDays(cekin, 3), durasi: 3 }));
    if (!created.ok) throw new Error(`booking refused: ${created.reason}`);
    const read = async () =>
      (await db.select().from(reservation).where(eq(reservation.id, created.reservation.id)).limit(1))[0];
    const before = await read();
    // Fri 750.000 + Sat 750.000 + Sun 600.000 = 2.100.000; the stored nightly price is the average.
    expect(before.totalHargaOnly).toBe(2_100_000);
    expect(before.harga).toBe(700_000);
    expect(JSON.parse(before.rincianMalam ?? "[]")).toEqual([
      { night: cekin, harga: 750_000 },
      { night: addDays(cekin, 1), harga: 750_000 },
      { night: addDays(cekin, 2), harga: 600_000 },
    ]);
    expect([before.kebijakanBatal, before.batalGratisHari]).toEqual(["NON_REFUNDABLE", 5]);

    await db.insert(roomRate).values({ roomTypeId: world.room.id, night: addDays(cekin, 2), hargaOnline: 900_000 });
    await db
      .update(roomType)
      .set({ hargaOnline: 650_000, kebijakanBatal: "FLEXIBLE" })
      .where(eq(roomType.id, world.room.id));
    const after = await read();
    expect({ ...after, updatedAt: null }).toEqual({ ...before, updatedAt: null });
  });

  it("names the strip's holidays in an English visitor's language, and marks one not yet translated as Indonesian", async () => {
    // Regression: the strip showed "Cuti Bersama Natal" on the English room page in December.
    const world = await wonosariWorld();
    await db
      .insert(holiday)
      .values([
        { tanggal: "2031-03-20", nama: "Hari Raya Uji", jenis: "LIBUR_NASIONAL" },
        { tanggal: "2031-03-21", nama: "Cuti Bersama Uji", jenis: "CUTI_BERSAMA" },
      ])
      .onConflictDoNothing();
    await db
      .insert(translation)
      .values({ entity: "holiday", entityId: 20310320, field: "nama", lang: "en", text: "Test Holiday" })
      .onConflictDoNothing();
    const stay: Stay = { kota: world.city.id, tamu: 2, kamar: 1, cekin: "2031-03-18", cekout: "2031-03-20", durasi: 2 };
    const strip = async (language: "id" | "en") =>
      nightsOfStrip(
        (await getRoomPage(db, stay, world.hotel.id, parseRoomFilters(new URLSearchParams()), language))?.roomTypes.find(
          (r) => r.id === world.room.id,
        )?.strip ?? { from: stay.cekin, harga: [], holidays: {} },
      );
    const english = await strip("en");
    expect(english.find((n) => n.night === "2031-03-20")?.holiday).toEqual({ nama: "Test Holiday" });
    expect(english.find((n) => n.night === "2031-03-21")?.holiday).toEqual({ nama: "Cuti Bersama Uji", untranslated: ["nama"] });
    expect((await strip("id")).find((n) => n.night === "2031-03-20")?.holiday).toEqual({ nama: "Hari Raya Uji" });
  });
});
