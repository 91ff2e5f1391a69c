import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { holiday, reservation, roomType } from "~/db/schema";
import { getBookingSummary } from "~/orders/store/booking-summary.server";
import { searchHotels } from "~/models/hotel-search.server";
import { createReservation } from "~/orders/store/reservation.server";
import { getRoomPage } from "~/models/room-page.server";
import { addDays, todayInJakarta } from "~/utils/dates";
import { nightsOfStrip } from "~/utils/price-strip";
import { maskOf, periodsText } from "~/utils/promo-validity";
import { parseHotelFilters, parseRoomFilters } from "~/utils/search-filters";
import type { Stay } from "~/utils/stay";
import { addAccommodationType, addHotel, addRoomType, testDb, unique } from "../fixtures/accommodation";
import { bookingInput, bookingWorld, type BookingWorld } from "../fixtures/booking";
import { decodeHtml, TestBrowser } from "./support/browser";
import { postMultipart, staffBrowser } from "./support/crud";

/**
 * Promos with validity rules in the database (docs/decisions/027, amended 2026-11-28): search (in SQL), the
 * room page, its strip, the booking page and the booking itself price a weekday promo night by night alike.
 * Regression: "Promo Hari Kerja −20 %" was applied to Friday, Saturday and New-Year nights.
 */
const db = testDb();

/** The first day of weekday `weekday` (0 = Sunday) at least `days` days from today. */
function nextWeekday(weekday: number, days: number): string {
  let day = addDays(todayInJakarta(), days);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== weekday) day = addDays(day, 1);
  return day;
}

/** A hotel whose one room type (800.000 a night) has the seed's weekday promo: −20 % Sunday–Thursday nights, not on holidays. */
async function weekdayPromoWorld() {
  const world = await bookingWorld(db, { hargaOnline: 800_000, units: 3 });
  await db
    .update(roomType)
    .set({
      discPersenPromo: 20,
      ketPromo: "Promo Hari Kerja",
      promoHari: maskOf([0, 1, 2, 3, 4]),
      promoKecualiLibur: true,
    })
    .where(eq(roomType.id, world.room.id));
  return world;
}

const stayOf = (world: BookingWorld, cekin: string, nights: number): Stay => ({
  kota: world.city.id,
  tamu: 2,
  kamar: 1,
  cekin,
  cekout: addDays(cekin, nights),
  durasi: nights,
});

/** What search, the room page and the booking page each say a stay costs per night (and the page's total). */
async function prices(world: BookingWorld, stay: Stay, hotelId = world.hotel.id, roomTypeId = world.room.id) {
  const results = await searchHotels(db, stay, parseHotelFilters(new URLSearchParams()), "id");
  const page = await getRoomPage(db, stay, hotelId, parseRoomFilters(new URLSearchParams()), "id");
  const offer = page?.roomTypes.find((r) => r.id === roomTypeId);
  const summary = await getBookingSummary(db, stay, hotelId, roomTypeId, "id");
  return {
    search: results.hotels.find((h) => h.idHotel === hotelId)?.hargaOnline,
    page: offer?.price.hargaMalam,
    nights: offer?.price.malam.map((n) => n.harga),
    strip: offer
      ? nightsOfStrip(offer.strip)
          .slice(0, stay.durasi)
          .map((n) => n.harga)
      : [],
    total: offer?.price.totalPayment,
    wizard: summary.found ? summary.summary.price.totalPayment : null,
  };
}

describe("a weekday promo", () => {
  it("is absent from a Friday night's price and present on a Tuesday's, in search, the room page, its strip and the booking page", async () => {
    const world = await weekdayPromoWorld();
    const friday = await prices(world, stayOf(world, nextWeekday(5, 14), 1));
    expect(friday).toMatchObject({ search: 800_000, page: 800_000, nights: [800_000], strip: [800_000] });
    expect(friday.wizard).toBe(friday.total);
    const tuesday = await prices(world, stayOf(world, nextWeekday(2, 14), 1));
    expect(tuesday).toMatchObject({ search: 640_000, page: 640_000, nights: [640_000], strip: [640_000] });
    expect(tuesday.wizard).toBe(tuesday.total);
  });

  it("discounts only the weekday nights of a Thursday–Saturday stay, and the booking charges what the page showed", async () => {
    const world = await weekdayPromoWorld();
    const stay = stayOf(world, nextWeekday(4, 21), 2);
    const shown = await prices(world, stay);
    // Thursday 640.000 + Friday 800.000 = 1.440.000, 720.000 a night on average in both.
    expect(shown).toMatchObject({
      search: 720_000,
      page: 720_000,
      nights: [640_000, 800_000],
      strip: [640_000, 800_000],
    });
    const booked = await createReservation(
      db,
      bookingInput(world, { cekin: stay.cekin, cekout: stay.cekout, durasi: 2 }),
    );
    if (!booked.ok) throw new Error(`booking refused: ${booked.reason}`);
    const [row] = await db.select().from(reservation).where(eq(reservation.id, booked.reservation.id));
    expect(row.total).toBe(shown.total);
    expect(row.totalHargaOnly).toBe(1_440_000);
    expect(row.disc).toBe(20);
    expect(JSON.parse(row.rincianMalam ?? "[]")).toEqual([
      { night: stay.cekin, harga: 640_000 },
      { night: addDays(stay.cekin, 1), harga: 800_000 },
    ]);
  });

  it("is not applied on a holiday (search and page agree), and no promo at all reads as no discount on the booking", async () => {
    const world = await weekdayPromoWorld();
    const tuesday = nextWeekday(2, 200);
    await db
      .insert(holiday)
      .values({ tanggal: tuesday, nama: "Hari Libur Uji", jenis: "LIBUR_NASIONAL" })
      .onConflictDoNothing();
    const shown = await prices(world, stayOf(world, tuesday, 1));
    expect(shown).toMatchObject({ search: 800_000, page: 800_000, strip: [800_000] });
    const booked = await createReservation(
      db,
      bookingInput(world, { cekin: tuesday, cekout: addDays(tuesday, 1), durasi: 1 }),
    );
    if (!booked.ok) throw new Error(`booking refused: ${booked.reason}`);
    const [row] = await db.select().from(reservation).where(eq(reservation.id, booked.reservation.id));
    expect([row.disc, row.keteranganPromo, row.total]).toEqual([0, null, shown.total]);
  });
});

describe("a seasonal promo with a minimum stay", () => {
  it("search and the room page agree night by night: outside its dates, too short a stay, then a stay that gets it", async () => {
    const world = await weekdayPromoWorld();
    const start = nextWeekday(1, 60);
    const hotel = await addHotel(db, { cityId: world.city.id, typeId: (await addAccommodationType(db)).id });
    const room = await addRoomType(db, {
      hotelId: hotel.id,
      hargaOnline: 1_000_000,
      units: 2,
      discPersenPromo: 25,
      ketPromo: "Diskon Musim Panen Kopi",
      promoValidity: { promoPeriode: periodsText([[addDays(start, 1), addDays(start, 30)]]), promoMinMalam: 2 },
    });
    const of = (cekin: string, nights: number) => prices(world, stayOf(world, cekin, nights), hotel.id, room.id);
    // The night before the season and the first night of it: only the second is discounted.
    expect(await of(start, 2)).toMatchObject({ search: 875_000, page: 875_000, nights: [1_000_000, 750_000] });
    // One night in the season: shorter than the minimum, no discount.
    expect(await of(addDays(start, 5), 1)).toMatchObject({ search: 1_000_000, page: 1_000_000, strip: [1_000_000] });
    expect(await of(addDays(start, 5), 3)).toMatchObject({
      search: 750_000,
      page: 750_000,
      strip: [750_000, 750_000, 750_000],
    });
  });
});

describe("staff set when a promo applies in the room type's form", () => {
  function roomForm(hotelId: number, nama: string, values: Record<string, string | string[]>) {
    const form = new FormData();
    const base = {
      nama,
      hotelId: String(hotelId),
      ket: "COTTAGE",
      kapasitas: "2",
      hargaOnline: "850.000",
      hargaOffline: "980.000",
      aktif: "on",
      kebijakanBatal: "FLEXIBLE",
      batalGratisHari: "3",
      dendaBatalPersen: "50",
      discPersenPromo: "20",
      ketPromo: "Promo Hari Kerja",
    };
    for (const [name, value] of Object.entries({ ...base, ...values }))
      for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
    return form;
  }

  it("a French administrator without JavaScript: a range ending before it starts is refused in French, then the promo is saved, shown again in the form and on /promo", async () => {
    const world = await bookingWorld(db);
    const browser = await staffBrowser(["ROLE_USER", "ROLE_ADMIN"], "fr");
    const nama = unique("Cottage Promo");
    const refused = await postMultipart(
      browser,
      "/kamarhomestay/new",
      roomForm(world.hotel.id, nama, { promoPeriode1Dari: "2027-08-31", promoPeriode1Sampai: "2027-05-01" }),
    );
    expect(refused.status).toBe(400);
    expect(decodeHtml(await refused.text())).toContain("La dernière date ne peut pas précéder la première");
    expect(await db.select().from(roomType).where(eq(roomType.nama, nama))).toEqual([]);

    const saved = await postMultipart(
      browser,
      "/kamarhomestay/new",
      roomForm(world.hotel.id, nama, {
        promoHari: ["0", "1", "2", "3", "4"],
        promoPeriode1Dari: "2027-01-04",
        promoPeriode1Sampai: "2027-12-23",
        promoPeriode2Dari: "2028-01-04",
        promoMinMalam: "2",
        promoKecualiLibur: "on",
      }),
    );
    expect(saved.status).toBe(302);
    const [row] = await db.select().from(roomType).where(eq(roomType.nama, nama));
    expect(row).toMatchObject({
      promoHari: maskOf([0, 1, 2, 3, 4]),
      promoPeriode: JSON.stringify([
        ["2027-01-04", "2027-12-23"],
        ["2028-01-04", null],
      ]),
      promoMinMalam: 2,
      promoKecualiLibur: true,
    });

    const { html } = await browser.visit(`/kamarhomestay/${row.id}/edit`);
    expect(html).toContain('name="promoHari" checked="" value="0"');
    expect(html).toContain('name="promoHari" value="5"');
    expect(html).toContain("dimanche");
    expect(html).toMatch(/name="promoPeriode2Dari"[^>]*value="2028-01-04"/);
    expect(html).toContain("Aucune case cochée = toutes les nuits.");

    const promo = await new TestBrowser({ language: "fr" }).visit("/promo");
    expect(promo.html).toContain(
      "Valable : nuits du dimanche au jeudi · du 4 janvier 2027 au 23 décembre 2027 ou à partir du 4 janvier 2028 · 2 nuits minimum · hors jours fériés",
    );
  });
});
