import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { fee, roomRate } from "~/db/schema";
import { addDays, todayInJakarta } from "~/utils/dates";
import { formatRupiah } from "~/utils/money";
import { maskOf, weekdayOfNight } from "~/utils/promo-validity";
import { defaultCheckIn } from "~/utils/stay";
import { addAccommodationType, addCity, addHotel, addRoomType, testDb } from "../fixtures/accommodation";

/**
 * Comparing two estates took two searches: "Semua penginapan" lists every estate's hotels at once, each with
 * its bookable room types priced as their room pages price them, and a promo banner opens its offer.
 */
const db = testDb();
const BASE = "https://agrowisata.test";
const FR = { "Accept-Language": "fr-FR,fr;q=0.9" };

const get = (path: string, headers: Record<string, string> = FR) => SELF.fetch(`${BASE}${path}`, { redirect: "manual", headers });
const read = async (path: string) => {
  const response = await get(path);
  return { status: response.status, cache: response.headers.get("X-Cache"), html: await response.text() };
};
const plain = (text: string) => text.replace(/&nbsp;|[\u202f\u00a0]/g, " ").replace(/&#x27;|&#39;/g, "'");

describe("the all-estates search", () => {
  const cekin = addDays(todayInJakarta(), 20);
  const cekout = addDays(cekin, 2);
  const allPath = `/cari_hotel/semua/2/1/${cekin}/${cekout}/2`;
  let tea: { city: number; hotel: number; type: number };
  let coffee: { city: number; hotel: number; type: number };

  beforeAll(async () => {
    await db.insert(fee).values({ nama: "Pajak Uji Semua", jenis: "PERCENT", nilai: 10, urutan: 1 });
    const jenis = await addAccommodationType(db, "Wisma Uji Semua");
    const make = async (kota: string, hotelName: string, typeName: string, harga: number, promo = 0) => {
      const city = (await addCity(db, kota)).id;
      const hotel = (await addHotel(db, { cityId: city, typeId: jenis.id, nama: hotelName, telepon: "0341 111" })).id;
      const type = (await addRoomType(db, { hotelId: hotel, nama: typeName, kapasitas: 2, hargaOnline: harga, discPersenPromo: promo, units: 2 })).id;
      return { city, hotel, type };
    };
    tea = await make("Kebun Teh Uji", "Wisma Teh Semua", "Kamar Teh Panjang Sekali Dengan Pemandangan Kebun", 410_000, 20);
    coffee = await make("Kebun Kopi Uji", "Wisma Kopi Semua", "Kamar Kopi", 530_000);
  });

  it("lists room types of both estates, labelled by estate, priced as their room pages price them (a French visitor)", async () => {
    const page = await read(allPath);
    expect(page.status).toBe(200);
    const html = plain(page.html);
    expect(html).toContain("Tous les hébergements");
    for (const name of ["Wisma Teh Semua", "Wisma Kopi Semua", "Kamar Teh Panjang Sekali Dengan Pemandangan Kebun", "Kamar Kopi"]) expect(html).toContain(name);
    expect(html).toContain(`data-testid="estate">Kebun Teh Uji<`);
    expect(html).toContain(`data-testid="estate">Kebun Kopi Uji<`);

    for (const estate of [tea, coffee]) {
      const roomPath = `/room/${estate.city}/2/1/${cekin}/${cekout}/${estate.hotel}/2`;
      // Each hotel links through its own city, to the room type's card.
      expect(page.html).toContain(`href="${roomPath}#tipe-${estate.type}"`);
      const room = plain((await read(roomPath)).html);
      const shown = room.match(new RegExp(`id="tipe-${estate.type}"[\\s\\S]*?room-card__total-amount">([^<]+)<`))?.[1];
      expect(shown).toBeTruthy();
      expect(html).toContain(`${shown} pour 2 nuits`);
    }
    // 2 nights × (410 000 − 20 %) + 10 % tax, in the French format of every price on the page.
    expect(html).toContain(`${plain(formatRupiah(2 * 328_000 * 1.1, "fr"))} pour 2 nuits`);
  });

  it("moves its cached copy when one estate's price changes", async () => {
    await read(allPath);
    const warm = await read(allPath);
    expect(warm.cache).toBe("HIT");
    await db.insert(roomRate).values([cekin, addDays(cekin, 1)].map((night) => ({ roomTypeId: coffee.type, night, hargaOnline: 777_000 })));
    const expected = `${plain(formatRupiah(2 * 777_000 * 1.1, "fr"))} pour 2 nuits`;
    const start = Date.now();
    let html = "";
    while (Date.now() - start < 2_500) {
      html = plain((await read(allPath)).html);
      if (html.includes(expected)) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(html).toContain(expected);
  });

  it("is a choice of the search form, with and without JavaScript", async () => {
    const form = plain((await read("/hotel")).html);
    expect(form).toContain('<option value="semua">Tous les hébergements</option>');
    const response = await SELF.fetch(`${BASE}/hotel`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ kota: "semua", tamu: "2", kamar: "1", cekin, durasi: "2" }),
      headers: { ...FR, "Content-Type": "application/x-www-form-urlencoded", Origin: BASE, Host: new URL(BASE).host },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(allPath);
    // A room page needs its hotel's city: "semua" there is refused as an unknown property, not a 500.
    expect((await get(`/room/semua/2/1/${cekin}/${cekout}/${tea.hotel}/2`)).status).toBe(400);
  });
});

describe("a promo link", () => {
  it("opens the room type's page for the next night its weekday promo applies to", async () => {
    const city = (await addCity(db, "Kota Promo Uji")).id;
    const jenis = await addAccommodationType(db, "Cottage Promo Uji");
    const hotel = (await addHotel(db, { cityId: city, typeId: jenis.id, nama: "Cottage Promo Uji" })).id;
    const weekdays = maskOf([1, 2, 3, 4]); // Monday to Thursday nights
    const type = (
      await addRoomType(db, { hotelId: hotel, nama: "Cottage Promo", hargaOnline: 400_000, discPersenPromo: 20, promoValidity: { promoHari: weekdays }, units: 1 })
    ).id;
    const response = await get(`/hotel?tipe=${type}`);
    expect(response.status).toBe(302);
    const location = response.headers.get("Location") ?? "";
    const match = location.match(new RegExp(`^/room/${city}/1/1/(\\d{4}-\\d{2}-\\d{2})/(\\d{4}-\\d{2}-\\d{2})/${hotel}/1#tipe-${type}$`));
    expect(match).not.toBeNull();
    const night = match![1];
    expect([1, 2, 3, 4]).toContain(weekdayOfNight(night));
    expect(night >= defaultCheckIn()).toBe(true);
    const room = plain(await (await get(location.replace(/#.*/, ""))).text());
    expect(room).toContain("Cottage Promo");
    expect(room).toContain(plain(formatRupiah(320_000, "fr")));
    // An estate link opens the form with the estate chosen; an unknown room type, the empty form.
    expect(await (await get(`/hotel?kota=${city}`)).text()).toMatch(new RegExp(`<option value="${city}" selected="">`));
    expect((await get("/hotel?tipe=999999")).status).toBe(200);
  });
});

describe("the QR code download", () => {
  it("answers 404 for an unknown booking code", async () => {
    const response = await get("/reservasi-info-pendpay/AGW000000-ZZZZZZ/kode-qr.png");
    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Type")).not.toBe("image/png");
  });
});
