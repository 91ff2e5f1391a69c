import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { fee, hotel, hotelPhoto, translation } from "~/db/schema";
import { parseRoomFilters } from "~/utils/search-filters";
import type { Stay } from "~/utils/stay";
import {
  addAccommodationType,
  addCity,
  addFacility,
  addHotel,
  addReview,
  addRoomType,
  bookUnits,
  testDb,
} from "../../tests/fixtures/accommodation";
import { getBookingSummary } from "~/orders/store/booking-summary.server";
import { houseRules } from "~/utils/text";
import { getRoomPage } from "./room-page.server";

const db = testDb();
const filters = (query = "") => parseRoomFilters(new URLSearchParams(query));

describe("room page", () => {
  let cityId: number;
  let hotelId: number;
  let otherHotelId: number;
  const t: Record<string, number> = {};
  let stay: Stay;

  beforeAll(async () => {
    await db.insert(fee).values([
      { nama: "Pajak PB1", jenis: "PERCENT", nilai: 10, urutan: 1 },
      { nama: "Biaya layanan", jenis: "FIXED", nilai: 10_000, urutan: 2 },
    ]);
    cityId = (await addCity(db)).id;
    const jenis = (await addAccommodationType(db)).id;
    const wifi = await addFacility(db, "Wi-Fi (room test)");
    const tv = await addFacility(db, "TV (room test)");
    hotelId = (
      await addHotel(db, {
        cityId,
        typeId: jenis,
        nama: "Wisma Kebun Teh",
        ratingAvg: 4.04,
        ratingCount: 3,
        fotoKey: "seed/hotel-cover.jpg",
        direction: '<p>Dari Lawang <a href="https://maps.example.com/x" onclick="x()">ikuti jalan</a></p><script>alert(1)</script>',
      })
    ).id;
    await db.insert(hotelPhoto).values([
      { hotelId, urutan: 2, fotoKey: "seed/hotel-2.jpg", caption: "Taman" },
      { hotelId, urutan: 1, fotoKey: "seed/hotel-1.jpg", caption: "Lobi" },
    ]);
    t.standard = (
      await addRoomType(db, {
        hotelId,
        nama: "Standard",
        kapasitas: 2,
        hargaOnline: 400_000,
        hargaOffline: 480_000,
        discPersenPromo: 20,
        ketPromo: "Promo Akhir Pekan",
        fasWeb: "<p>Kamar <strong>nyaman</strong></p><script>alert(1)</script><img src=x onerror=alert(1)>",
        units: 2,
        facilityIds: [wifi.id, tv.id],
        photoKeys: ["seed/std-1.jpg", "seed/std-2.jpg"],
      })
    ).id;
    const family = await addRoomType(db, { hotelId, nama: "Family", kapasitas: 4, hargaOnline: 900_000, units: 1 });
    t.family = family.id;
    await bookUnits(db, { hotelId, roomTypeId: family.id, unitIds: family.unitIds, cekin: "2030-06-02", cekout: "2030-06-05" });
    t.cottage = (await addRoomType(db, { hotelId, nama: "Cottage Kayu", ket: "COTTAGE", kapasitas: 2, hargaOnline: 750_000, units: 1 })).id;
    t.single = (await addRoomType(db, { hotelId, nama: "Single", kapasitas: 1, hargaOnline: 250_000, units: 3 })).id;
    await addRoomType(db, { hotelId, nama: "Tutup", hargaOnline: 100_000, units: 3, aktif: false });

    await addReview(db, { hotelId, roomTypeId: t.standard, guestName: "Ani", rating: 4, komentar: "Kamar bersih dan sejuk", tgl: new Date("2026-01-01T03:00:00Z") });
    await addReview(db, { hotelId, roomTypeId: t.standard, guestName: "Budi", rating: 3, komentar: "Sarapan kurang variatif", tgl: new Date("2026-02-01T03:00:00Z") });
    await addReview(db, { hotelId, roomTypeId: t.cottage, guestName: "Citra", rating: 5, komentar: "Pemandangan kebun teh indah 100%", tgl: new Date("2026-03-01T03:00:00Z") });

    otherHotelId = (await addHotel(db, { cityId, typeId: jenis })).id;
    t.otherHotel = (await addRoomType(db, { hotelId: otherHotelId, hargaOnline: 300_000 })).id;

    stay = { kota: cityId, tamu: 2, kamar: 1, cekin: "2030-06-01", cekout: "2030-06-03", durasi: 2 };
  });

  it("shows the hotel with sanitised directions, cover photo first, and its review count", async () => {
    const page = await getRoomPage(db, stay, hotelId, filters(), "id");
    expect(page?.hotel).toMatchObject({
      id: hotelId,
      nama: "Wisma Kebun Teh",
      ratingAvg: 4,
      reviewCount: 3,
      directionHtml: '<p>Dari Lawang <a href="https://maps.example.com/x" rel="nofollow noopener noreferrer">ikuti jalan</a></p>',
    });
    expect(page?.hotel.photos.map((p) => p.fotoKey)).toEqual(["seed/hotel-cover.jpg", "seed/hotel-1.jpg", "seed/hotel-2.jpg"]);
  });

  it("prices each room type for the stay and tells its availability (hand-computed)", async () => {
    const page = await getRoomPage(db, stay, hotelId, filters(), "id");
    const standard = page?.roomTypes.find((r) => r.id === t.standard);
    // 400.000 − 20 % = 320.000/night × 2 = 640.000; PB1 64.000 + service 10.000 × 2 = 84.000; total 724.000.
    expect(standard).toMatchObject({
      nama: "Standard",
      ket: "HOTEL",
      jumlahAvailable: 2,
      status: "available",
      fasWebHtml: "<p>Kamar <strong>nyaman</strong></p>",
      facilities: [{ nama: "TV (room test)" }, { nama: "Wi-Fi (room test)" }],
      photos: ["seed/std-1.jpg", "seed/std-2.jpg"],
      ratingAvg: 3.5,
      ratingCount: 2,
      price: {
        hargaOnline: 400_000,
        hargaMalam: 320_000,
        ketPromo: "Promo Akhir Pekan",
        totalHargaOnly: 640_000,
        totalTaxOnly: 84_000,
        totalPayment: 724_000,
      },
    });
    const byId = new Map(page?.roomTypes.map((r) => [r.id, r]));
    expect(byId.get(t.family)).toMatchObject({ jumlahAvailable: 0, status: "soldOut" });
    expect(byId.get(t.cottage)).toMatchObject({ ket: "COTTAGE", jumlahAvailable: 1, status: "available" });
    expect(byId.get(t.single)).toMatchObject({ jumlahAvailable: 3, status: "tooSmall" });
    expect(page?.roomTypeCount).toBe(4);
    // Lowest price among the room types that can take the stay: the Standard, not the too-small Single.
    expect(page?.hargaMulai).toBe(320_000);
  });

  it("prices several rooms and flags a room type with fewer free units than rooms", async () => {
    const page = await getRoomPage(db, { ...stay, tamu: 4, kamar: 2 }, hotelId, filters(), "id");
    const byId = new Map(page?.roomTypes.map((r) => [r.id, r]));
    expect(byId.get(t.standard)?.price.totalPayment).toBe(1_448_000);
    expect(byId.get(t.cottage)?.status).toBe("notEnough");
    expect(byId.get(t.single)?.status).toBe("tooSmall");
  });

  it("sorts room types by price and rating, both ways", async () => {
    const order = async (q: string) => (await getRoomPage(db, stay, hotelId, filters(q), "id"))?.roomTypes.map((r) => r.id);
    expect(await order("")).toEqual([t.single, t.standard, t.cottage, t.family]);
    expect(await order("urut=harga_desc")).toEqual([t.family, t.cottage, t.standard, t.single]);
    expect(await order("urut=rating_desc")).toEqual([t.cottage, t.standard, t.family, t.single]);
    expect(await order("urut=rating_asc")).toEqual([t.family, t.single, t.standard, t.cottage]);
  });

  it("filters room types by nightly price but keeps the headline price", async () => {
    const page = await getRoomPage(db, stay, hotelId, filters("harga_min=300000&harga_max=800000"), "id");
    expect(page?.roomTypes.map((r) => r.id)).toEqual([t.standard, t.cottage]);
    expect(page?.hargaMulai).toBe(320_000);
  });

  it("shows the two newest reviews, and all reviews sorted and searched", async () => {
    const page = await getRoomPage(db, stay, hotelId, filters(), "id");
    expect(page?.firstReviews.map((r) => r.guest)).toEqual(["Citra", "Budi"]);
    expect(page?.reviews.map((r) => r.guest)).toEqual(["Citra", "Budi", "Ani"]);
    const names = async (q: string) => (await getRoomPage(db, stay, hotelId, filters(q), "id"))?.reviews.map((r) => r.guest);
    expect(await names("ulasan_urut=rating_desc")).toEqual(["Citra", "Ani", "Budi"]);
    expect(await names("ulasan_urut=rating_asc")).toEqual(["Budi", "Ani", "Citra"]);
    expect(await names("ulasan_cari=KEBUN")).toEqual(["Citra"]);
    expect(await names("ulasan_cari=budi")).toEqual(["Budi"]);
    expect(await names("ulasan_cari=100%25")).toEqual(["Citra"]);
    expect(await names("ulasan_cari=_")).toEqual([]);
    const reviewed = await getRoomPage(db, stay, otherHotelId, filters(), "id");
    expect(reviewed?.reviews).toEqual([]);
    expect(reviewed?.firstReviews).toEqual([]);
  });

  it("finds no page for an unknown hotel, a closed one or one of another city", async () => {
    expect(await getRoomPage(db, stay, 987_654, filters(), "id")).toBeNull();
    expect(await getRoomPage(db, { ...stay, kota: cityId + 1000 }, hotelId, filters(), "id")).toBeNull();
    const closed = (await addHotel(db, { cityId, typeId: (await addAccommodationType(db)).id, aktif: false })).id;
    expect(await getRoomPage(db, stay, closed, filters(), "id")).toBeNull();
  });
});

describe("what guests read about the property", () => {
  it("lists every property photo in order and every photo of each room type", async () => {
    const cityId = (await addCity(db)).id;
    const hotelId = (await addHotel(db, { cityId, typeId: (await addAccommodationType(db)).id, fotoKey: "seed/p-cover.jpg" })).id;
    // The cover is also the first gallery photo, as the seed and the photo admin store it: shown once.
    await db.insert(hotelPhoto).values(
      [3, 1, 2, 6, 5, 4].map((urutan) => ({ hotelId, urutan, fotoKey: urutan === 1 ? "seed/p-cover.jpg" : `seed/p-${urutan}.jpg`, caption: `Foto ${urutan}` })),
    );
    const type = await addRoomType(db, { hotelId, nama: "Lima Foto", hargaOnline: 500_000, units: 1, photoKeys: ["r/1.jpg", "r/2.jpg", "r/3.jpg", "r/4.jpg", "r/5.jpg"] });
    const stay: Stay = { kota: cityId, tamu: 2, kamar: 1, cekin: "2030-08-01", cekout: "2030-08-02", durasi: 1 };

    const page = await getRoomPage(db, stay, hotelId, filters(), "id");
    expect(page?.hotel.photos.map((p) => p.fotoKey)).toEqual([
      "seed/p-cover.jpg",
      "seed/p-2.jpg",
      "seed/p-3.jpg",
      "seed/p-4.jpg",
      "seed/p-5.jpg",
      "seed/p-6.jpg",
    ]);
    expect(page?.hotel.photos[3].caption).toBe("Foto 4");
    expect(page?.roomTypes.find((r) => r.id === type.id)?.photos).toEqual(["r/1.jpg", "r/2.jpg", "r/3.jpg", "r/4.jpg", "r/5.jpg"]);
  });

  it("gives the description, times and house rules in the visitor's language, Indonesian marked when not translated", async () => {
    const cityId = (await addCity(db)).id;
    const hotelId = (await addHotel(db, { cityId, typeId: (await addAccommodationType(db)).id })).id;
    await db
      .update(hotel)
      .set({
        deskripsi: "Rumah administratur di tengah kebun teh.",
        jamCekin: "13:00",
        jamCekout: "11:00",
        aturan: "Dilarang merokok di kamar.\n\n- Jam tenang pukul 22.00–06.00.\nHewan peliharaan tidak diizinkan.\n",
      })
      .where(eq(hotel.id, hotelId));
    await db.insert(translation).values({
      entity: "hotel",
      entityId: hotelId,
      field: "aturan",
      lang: "fr",
      text: "Interdit de fumer dans les chambres.\nSilence de 22 h à 6 h.\nAnimaux non admis.",
    });
    const stay: Stay = { kota: cityId, tamu: 2, kamar: 1, cekin: "2030-08-01", cekout: "2030-08-02", durasi: 1 };

    const id = await getRoomPage(db, stay, hotelId, filters(), "id");
    expect(id?.hotel).toMatchObject({
      deskripsi: "Rumah administratur di tengah kebun teh.",
      jamCekin: "13:00",
      jamCekout: "11:00",
      aturan: ["Dilarang merokok di kamar.", "Jam tenang pukul 22.00–06.00.", "Hewan peliharaan tidak diizinkan."],
    });
    expect(id?.hotel.untranslated).toBeUndefined();

    const fr = await getRoomPage(db, stay, hotelId, filters(), "fr");
    expect(fr?.hotel.aturan).toEqual(["Interdit de fumer dans les chambres.", "Silence de 22 h à 6 h.", "Animaux non admis."]);
    expect(fr?.hotel.untranslated).toContain("deskripsi");
    expect(fr?.hotel.untranslated).not.toContain("aturan");

    // No English version: the rules stay in Indonesian and say so.
    const en = await getRoomPage(db, stay, hotelId, filters(), "en");
    expect(en?.hotel.aturan[0]).toBe("Dilarang merokok di kamar.");
    expect(en?.hotel.untranslated).toEqual(expect.arrayContaining(["deskripsi", "aturan"]));
  });

  it("reads house rules one per line, without bullets or blank lines; none is an empty list", () => {
    expect(houseRules(null)).toEqual([]);
    expect(houseRules("  \n ")).toEqual([]);
    expect(houseRules("1. Satu\r\n2) Dua\n• Tiga\n* Empat\n-5 derajat di malam hari")).toEqual(["Satu", "Dua", "Tiga", "Empat", "-5 derajat di malam hari"]);
  });
});

describe("booking summary", () => {
  it("re-checks availability and prices the stay, or says what is missing", async () => {
    const cityId = (await addCity(db)).id;
    const jenis = (await addAccommodationType(db)).id;
    const hotelId = (await addHotel(db, { cityId, typeId: jenis, nama: "Pondok Kopi" })).id;
    const type = await addRoomType(db, { hotelId, nama: "Deluxe", ket: "COTTAGE", kapasitas: 3, hargaOnline: 600_000, units: 2 });
    const stay: Stay = { kota: cityId, tamu: 5, kamar: 2, cekin: "2030-07-01", cekout: "2030-07-04", durasi: 3 };

    const ok = await getBookingSummary(db, stay, hotelId, type.id, "id");
    expect(ok).toMatchObject({
      found: true,
      summary: {
        hotel: { id: hotelId, nama: "Pondok Kopi" },
        roomType: { id: type.id, nama: "Deluxe", ket: "COTTAGE", kapasitas: 3 },
        jumlahAvailable: 2,
        status: "available",
        // This file's fees (PB1 10 %, 10.000/night): 1.800.000 + 180.000 + 30.000 = 2.010.000 per room.
        price: { totalHargaOnly: 1_800_000, totalTaxOnly: 210_000, totalPerKamar: 2_010_000, totalPayment: 4_020_000 },
      },
    });

    await bookUnits(db, { hotelId, roomTypeId: type.id, unitIds: [type.unitIds[0]], cekin: "2030-07-03", cekout: "2030-07-05" });
    const fewer = await getBookingSummary(db, stay, hotelId, type.id, "id");
    expect(fewer.found && fewer.summary.status).toBe("notEnough");

    expect(await getBookingSummary(db, { ...stay, kota: cityId + 1000 }, hotelId, type.id, "id")).toEqual({ found: false, missing: "hotel" });
    const otherHotel = (await addHotel(db, { cityId, typeId: jenis })).id;
    const otherType = await addRoomType(db, { hotelId: otherHotel, hargaOnline: 1 });
    expect(await getBookingSummary(db, stay, hotelId, otherType.id, "id")).toEqual({ found: false, missing: "roomType" });
  });
});
