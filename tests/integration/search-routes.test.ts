import { SELF } from "cloudflare:test";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { fee } from "~/db/schema";
import { addDays, todayInJakarta } from "~/utils/dates";
import {
  addAccommodationType,
  addCity,
  addFacility,
  addHotel,
  addReview,
  addRoomType,
  bookUnits,
  testDb,
} from "../fixtures/accommodation";

const db = testDb();
const BASE = "https://agrowisata.test";

const get = (path: string, init?: RequestInit) => SELF.fetch(`${BASE}${path}`, { redirect: "manual", ...init });
const post = (path: string, fields: Record<string, string>) =>
  SELF.fetch(`${BASE}${path}`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE, Host: new URL(BASE).host },
  });

describe("search pages", () => {
  let cityId: number;
  let hotelId: number;
  let quietHotelId: number;
  let wifi: number;
  const types: Record<string, number> = {};
  let cekin: string;
  let cekout: string;
  let searchPath: string;
  let roomPath: string;

  beforeAll(async () => {
    await db.insert(fee).values({ nama: "Pajak PB1", jenis: "PERCENT", nilai: 10, urutan: 1 });
    cityId = (await addCity(db, "Kota Uji Rute")).id;
    const jenis = await addAccommodationType(db, "Homestay Uji");
    wifi = (await addFacility(db, "Wi-Fi Uji")).id;
    const kolam = (await addFacility(db, "Kolam Uji")).id;
    hotelId = (
      await addHotel(db, {
        cityId,
        typeId: jenis.id,
        nama: "Wisma Teh Lawang",
        email: "wisma@example.com",
        telepon: "(0341) 426 123",
        ratingAvg: 4.5,
        ratingCount: 1,
        pop: 20,
        facilityIds: [wifi, kolam],
        latitude: -7.83,
        longitude: 112.7,
        direction: "<p>Dari stasiun Lawang belok kiri.</p><script>alert('x')</script>",
      })
    ).id;
    cekin = addDays(todayInJakarta(), 10);
    cekout = addDays(cekin, 2);
    const standard = await addRoomType(db, {
      hotelId,
      nama: "Standard Teh",
      kapasitas: 2,
      hargaOnline: 500_000,
      discPersenPromo: 10,
      ketPromo: "Promo Musim Petik",
      hargaOffline: 600_000,
      fasWeb: "<ul><li>Air panas</li></ul><img src=x onerror=alert(1)>",
      units: 2,
    });
    types.standard = standard.id;
    const cottage = await addRoomType(db, { hotelId, nama: "Cottage Pinus", ket: "COTTAGE", kapasitas: 4, hargaOnline: 900_000, units: 1 });
    types.cottage = cottage.id;
    await bookUnits(db, { hotelId, roomTypeId: cottage.id, unitIds: cottage.unitIds, cekin, cekout: addDays(cekin, 1) });
    await addReview(db, { hotelId, roomTypeId: standard.id, guestName: "Rina", rating: 5, komentar: "Udara sejuk, teh enak" });
    quietHotelId = (await addHotel(db, { cityId, typeId: jenis.id, nama: "Pondok Sepi", facilityIds: [wifi] })).id;
    await addRoomType(db, { hotelId: quietHotelId, nama: "Kamar Sepi", hargaOnline: 300_000, units: 1 });

    searchPath = `/cari_hotel/${cityId}/2/1/${cekin}/${cekout}/2`;
    roomPath = `/room/${cityId}/2/1/${cekin}/${cekout}/${hotelId}/2`;
  });

  describe("/hotel search form", () => {
    it("shows the form with the spec's defaults", async () => {
      const response = await get("/hotel");
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('action="/hotel"');
      expect(html).toContain("Kota Uji Rute");
      expect(html).toMatch(/<input[^>]*name="tamu"[^>]*value="1"/);
      expect(html).toMatch(/<input[^>]*name="kamar"[^>]*value="1"/);
      expect(html).toMatch(/<option value="1" selected="">1<\/option>/);
      expect(html).toMatch(/<output[^>]*>[A-Z][a-z]+, \d{2}-\d{2}-\d{4}<\/output>/);
    });

    it("redirects a valid search to the results URL with the check-out computed on the server", async () => {
      const response = await post("/hotel", { kota: String(cityId), tamu: "2", kamar: "1", cekin, durasi: "2", cekout: "1999-01-01" });
      expect(response.status).toBe(303);
      expect(response.headers.get("Location")).toBe(searchPath);
    });

    it("answers missing fields with the spec's message and per-field errors", async () => {
      const response = await post("/hotel", { kota: "", tamu: "", kamar: "1", cekin: "", durasi: "1" });
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain("* Semua kolom harus diisi");
      expect(html).toContain("Harus Diisi");
      expect(html).toMatch(/<select[^>]*aria-invalid="true"[^>]*aria-describedby="[^"]*kota-error"|aria-describedby="[^"]*kota-error"[^>]*aria-invalid="true"/);
    });

    it("refuses a past check-in, too many nights and an unknown city", async () => {
      const past = await post("/hotel", { kota: String(cityId), tamu: "1", kamar: "1", cekin: addDays(todayInJakarta(), -1), durasi: "16" });
      expect(past.status).toBe(400);
      const html = await past.text();
      expect(html).toContain("Tanggal check-in tidak boleh sebelum hari ini");
      expect(html).toContain("Durasi menginap 1 sampai 15 malam");
      const unknown = await post("/hotel", { kota: "987654", tamu: "1", kamar: "1", cekin, durasi: "1" });
      expect(unknown.status).toBe(400);
      expect(await unknown.text()).toContain("Kota tidak ditemukan");
    });

    it("recomputes the check-out without searching, for browsers without JavaScript", async () => {
      const response = await post("/hotel", { kota: "", tamu: "1", kamar: "1", cekin: "2030-12-30", durasi: "3", intent: "cekout" });
      expect(response.status).toBe(200);
      const html = await response.text();
      // 2030-12-30 + 3 nights = Thursday 2 January 2031.
      expect(html).toContain("Kamis, 02-01-2031");
      expect(html).not.toContain("Semua kolom harus diisi");
    });

    it("is on the home page too, posting to the same action", async () => {
      const html = await (await get("/")).text();
      expect(html).toMatch(/<form[^>]*action="\/hotel"/);
      expect(html).toContain("Kota Uji Rute");
    });
  });

  describe("/cari_hotel results", () => {
    it("lists the free hotels with prices and is cacheable for a short time per query", async () => {
      const response = await get(searchPath);
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=30, stale-while-revalidate=30");
      expect(response.headers.get("Vary")).toContain("Accept-Language");
      const html = await response.text();
      expect(html).toContain("Wisma Teh Lawang");
      expect(html).toContain("Pondok Sepi");
      expect(html).toContain("Rp. 450.000");
      expect(html).toContain("Rp. 600.000");
      expect(html).toContain(`href="${roomPath}"`);
      // Default sort: online price descending.
      expect(html.indexOf("Wisma Teh Lawang")).toBeLessThan(html.indexOf("Pondok Sepi"));
    });

    it("is never shared by a cache when the response sets a cookie", async () => {
      // ?lng= makes the root remember the language in a cookie.
      const response = await get(`${searchPath}?lng=en`);
      expect(response.status).toBe(200);
      expect(response.headers.get("Set-Cookie")).toMatch(/^lng=/);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      expect(await response.text()).toContain("Stays in Kota Uji Rute");
    });

    it("is private to a signed-in visitor, whose name the page shows", async () => {
      const response = await get(searchPath, { headers: { Cookie: "session=anything" } });
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    });

    it("applies filters and sorts from the query string", async () => {
      const byPrice = await (await get(`${searchPath}?urut=harga_offline_asc`)).text();
      expect(byPrice.indexOf("Pondok Sepi")).toBeLessThan(byPrice.indexOf("Wisma Teh Lawang"));
      expect(byPrice).toMatch(/aria-current="true"[^>]*>Harga offline terendah|Harga offline terendah/);
      const pool = await (await get(`${searchPath}?fasilitas=${wifi}&harga_max=400000`)).text();
      expect(pool).toContain("Pondok Sepi");
      expect(pool).not.toContain("Wisma Teh Lawang");
      expect(pool).toContain(`<input type="checkbox" name="fasilitas" checked="" value="${wifi}"/>`);
    });

    it("says 'Hasil Pencarian Tidak ditemukan' when nothing fits", async () => {
      const response = await get(`/cari_hotel/${cityId}/40/10/${cekin}/${cekout}/2`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("Hasil Pencarian Tidak ditemukan");
    });

    it.each([
      ["an impossible date", (c: number) => `/cari_hotel/${c}/2/1/2026-02-30/2026-03-02/2`, "Tanggal tidak valid"],
      ["a past check-in", (c: number) => `/cari_hotel/${c}/2/1/2020-01-01/2020-01-03/2`, "Tanggal check-in tidak boleh sebelum hari ini"],
      ["0 nights", (c: number, d: string) => `/cari_hotel/${c}/2/1/${d}/${d}/0`, "Durasi menginap 1 sampai 15 malam"],
      ["16 nights", (c: number, d: string) => `/cari_hotel/${c}/2/1/${d}/${addDays(d, 16)}/16`, "Durasi menginap 1 sampai 15 malam"],
      ["0 rooms", (c: number, d: string) => `/cari_hotel/${c}/2/0/${d}/${addDays(d, 1)}/1`, "Jumlah kamar minimal 1"],
      ["0 guests", (c: number, d: string) => `/cari_hotel/${c}/0/1/${d}/${addDays(d, 1)}/1`, "Jumlah tamu minimal 1"],
      ["too many rooms", (c: number, d: string) => `/cari_hotel/${c}/40/11/${d}/${addDays(d, 1)}/1`, "Jumlah kamar maksimal 10"],
      ["a wrong check-out", (c: number, d: string) => `/cari_hotel/${c}/2/1/${d}/${addDays(d, 5)}/1`, "Tanggal check-out harus sama dengan check-in ditambah durasi"],
      ["an unknown city", (_c: number, d: string) => `/cari_hotel/987654/2/1/${d}/${addDays(d, 1)}/1`, "Kota tidak ditemukan"],
      ["a non-numeric city", (_c: number, d: string) => `/cari_hotel/malang/2/1/${d}/${addDays(d, 1)}/1`, "Kota tidak ditemukan"],
      ["non-numeric guests", (c: number, d: string) => `/cari_hotel/${c}/dua/1/${d}/${addDays(d, 1)}/1`, "Isi dengan angka bulat"],
    ])("shows the search form with the error for %s, with status 400", async (_name, path, message) => {
      const response = await get(path(cityId, cekin));
      expect(response.status).toBe(400);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      const html = await response.text();
      expect(html).toContain(message);
      expect(html).toContain("Periksa kembali pencarian Anda");
      expect(html).toMatch(/<form[^>]*action="\/hotel"/);
    });

    it("shows validation errors in the page's language", async () => {
      const response = await get(`/cari_hotel/${cityId}/2/1/${cekin}/${cekout}/0`, { headers: { "Accept-Language": "en" } });
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain("Stays are 1 to 15 nights");
      expect(html).toContain("Please check your search");
    });
  });

  describe("/room page", () => {
    it("shows the hotel, its room types with availability and totals, and the booking links", async () => {
      const response = await get(roomPath);
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toContain("s-maxage=30");
      const html = await response.text();
      for (const text of ["Wisma Teh Lawang", "wisma@example.com", "(0341) 426 123", "Harga Mulai dari", "Rp. 450.000", "Standard Teh", "Cottage Pinus"]) {
        expect(html).toContain(text);
      }
      // 450.000 × 2 nights = 900.000 + PB1 10 % = 990.000 for one room; the promo crosses out 500.000.
      expect(html).toContain("Rp. 990.000");
      expect(html).toMatch(/<s>Rp\. 500\.000<\/s>/);
      expect(html).toContain("Promo Musim Petik");
      expect(html).toContain("Kamar tersedia: 2");
      expect(html).toContain(`href="/reservasi/${cityId}/2/1/${cekin}/${cekout}/${hotelId}/${types.standard}/2"`);
      expect(html).toContain("Memesan Kamar");
      // The booked cottage cannot be booked and says why.
      expect(html).toContain("Cottage penuh pada tanggal ini");
      expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Memesan Cottage<\/button>/);
      // HTML from the database is sanitised.
      expect(html).toContain("<ul><li>Air panas</li></ul>");
      expect(html).not.toContain("onerror");
      expect(html).not.toContain("alert('x')");
      expect(html).toContain("Dari stasiun Lawang belok kiri.");
      expect(html).toContain("Udara sejuk, teh enak");
      expect(html).toContain("openstreetmap.org");
      // JSON-LD: Hotel, HotelRoom and Offer.
      const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? "{}");
      expect(ld["@type"]).toBe("Hotel");
      expect(ld.containsPlace[0]["@type"]).toBe("HotelRoom");
      expect(ld.makesOffer.map((o: { "@type": string; price: number }) => [o["@type"], o.price])).toContainEqual(["Offer", 990_000]);
    });

    it("says 'Belum ada ulasan' for a hotel without reviews", async () => {
      const html = await (await get(`/room/${cityId}/2/1/${cekin}/${cekout}/${quietHotelId}/2`)).text();
      expect(html).toContain("Belum ada ulasan");
    });

    it("sorts and filters room types and searches reviews from the query string", async () => {
      const desc = await (await get(`${roomPath}?urut=harga_desc`)).text();
      expect(desc.indexOf("Cottage Pinus")).toBeLessThan(desc.indexOf("Standard Teh"));
      const cheap = await (await get(`${roomPath}?harga_max=500000`)).text();
      expect(cheap).not.toContain("<h3 class=\"room-card__title\" id=\"room-" + types.cottage);
      const none = await (await get(`${roomPath}?ulasan_cari=tidak-ada-kata-ini`)).text();
      expect(none).toContain("Tidak ada ulasan yang cocok dengan pencarian.");
    });

    it("refuses an unknown hotel or one of another city with the search form", async () => {
      for (const path of [
        `/room/${cityId}/2/1/${cekin}/${cekout}/987654/2`,
        `/room/${cityId}/2/1/${cekin}/${cekout}/abc/2`,
        `/room/${cityId + 1000}/2/1/${cekin}/${cekout}/${hotelId}/2`,
      ]) {
        const response = await get(path);
        expect(response.status, path).toBe(400);
        expect(await response.text()).toMatch(/Penginapan tidak ditemukan di kota ini|Kota tidak ditemukan/);
      }
    });
  });

  describe("/reservasi page", () => {
    it("re-checks availability and shows the booking summary with the priced stay", async () => {
      const response = await get(`/reservasi/${cityId}/2/1/${cekin}/${cekout}/${hotelId}/${types.standard}/2`);
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      const html = await response.text();
      for (const text of ["Ringkasan Pemesanan", "Tipe Kamar", "Standard Teh", "Jumlah Kamar", "Tamu per kamar", "Rp. 900.000", "Rp. 90.000", "Rp. 990.000"]) {
        expect(html).toContain(text);
      }
    });

    it("says when no unit is free and links back to the room page", async () => {
      const response = await get(`/reservasi/${cityId}/2/1/${cekin}/${cekout}/${hotelId}/${types.cottage}/2`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain("Kamar sudah tidak tersedia");
      expect(html).toContain(`href="${roomPath}"`);
      expect(html).not.toContain("Ringkasan Pemesanan");
    });

    it("refuses an unknown room type or one of another hotel", async () => {
      const response = await get(`/reservasi/${cityId}/2/1/${cekin}/${cekout}/${quietHotelId}/${types.standard}/2`);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("Tipe kamar tidak ditemukan di penginapan ini");
    });
  });

  describe("check-out API", () => {
    it("computes estimasi_cek_out", async () => {
      const response = await get("/api/transaksi/reservasi/hitung-cek-out/2026-12-30/3");
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ estimasi_cek_out: "2027-01-02" });
    });

    it("answers bad input with 400 JSON", async () => {
      for (const path of ["2026-02-30/1", "2026-12-30/0", "2026-12-30/16", "besok/2", "2026-12-30/x"]) {
        const response = await get(`/api/transaksi/reservasi/hitung-cek-out/${path}`);
        expect(response.status, path).toBe(400);
        expect(response.headers.get("Content-Type")).toContain("application/json");
      }
    });
  });

  describe("any URL part", () => {
    const segment = fc.oneof(
      fc.string({ minLength: 1, maxLength: 12 }),
      fc.constantFrom("0", "16", "-1", "1e3", "2026-02-30", "9999999999999", "%", "..", "null", "<script>"),
    );

    it("never makes a search, room or booking page answer 500", async () => {
      const valid = () => ({ id: String(cityId), tamu: "2", kamar: "1", cekin, cekout, durasi: "2", idhotel: String(hotelId), idtipe: String(types.standard) });
      const keys = ["id", "tamu", "kamar", "cekin", "cekout", "durasi", "idhotel", "idtipe"] as const;
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...keys), segment, fc.constantFrom("cari_hotel", "room", "reservasi"), async (key, value, page) => {
          const p = { ...valid(), [key]: value };
          const parts =
            page === "cari_hotel"
              ? [p.id, p.tamu, p.kamar, p.cekin, p.cekout, p.durasi]
              : page === "room"
                ? [p.id, p.tamu, p.kamar, p.cekin, p.cekout, p.idhotel, p.durasi]
                : [p.id, p.tamu, p.kamar, p.cekin, p.cekout, p.idhotel, p.idtipe, p.durasi];
          const response = await get(`/${page}/${parts.map(encodeURIComponent).join("/")}`);
          await response.arrayBuffer();
          expect(response.status, `${page} ${key}=${JSON.stringify(value)}`).toBeLessThan(500);
        }),
        { numRuns: 80 },
      );
    }, 60_000);
  });
});
