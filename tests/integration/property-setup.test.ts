import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hotel, roomType, roomUnit } from "~/db/schema";
import { searchHotels } from "~/models/hotel-search.server";
import { addDays, todayInJakarta } from "~/utils/dates";
import { parseHotelFilters } from "~/utils/search-filters";
import type { Stay } from "~/utils/stay";
import { addAccommodationType, addCity, unique } from "../fixtures/accommodation";
import { decodeHtml } from "./support/browser";
import { postMultipart, staffBrowser } from "./support/crud";
import { db } from "./support/db";

// A real 1×1 PNG: uploads are typed by their bytes.
const PNG = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="), (c) => c.charCodeAt(0));
const png = () => new File([PNG], "foto.png", { type: "image/png" });

function formOf(values: Record<string, string | File>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  return form;
}

async function newProperty(browser: Awaited<ReturnType<typeof staffBrowser>>) {
  const cityId = (await addCity(db)).id;
  const typeId = (await addAccommodationType(db)).id;
  const nama = unique("Villa Kenanga");
  const details = { nama, accommodationTypeId: String(typeId), cityId: String(cityId), alamat: "Jl. Kebun Teh 7", jamCekin: "14:00", jamCekout: "12:00" };
  const created = await postMultipart(browser, "/master/homestay/new", formOf(details));
  expect(created.status).toBe(302);
  const [row] = await db.select().from(hotel).where(eq(hotel.nama, nama));
  // A new property leads to its guide, not back to the list.
  expect(created.headers.get("Location")).toBe(`/admin/properti/${row.id}`);
  return { id: row.id, nama, cityId, details };
}

function tomorrowStay(kota: number): Stay {
  const cekin = addDays(todayInJakarta(), 1);
  return { kota, tamu: 1, kamar: 1, cekin, cekout: addDays(cekin, 1), durasi: 1 };
}

async function publiclyListed(hotelId: number, cityId: number) {
  const results = await searchHotels(db, tomorrowStay(cityId), parseHotelFilters(new URLSearchParams()), "id");
  return results.hotels.some((h) => h.idHotel === hotelId);
}

async function unitsOf(typeId: number) {
  return (await db.select({ nomor: roomUnit.nomor }).from(roomUnit).where(eq(roomUnit.roomTypeId, typeId))).map((u) => u.nomor).sort();
}

describe("the guided set-up of a property", () => {
  it("lists every missing step of a new property, which the public search does not show, until it is complete and found", async () => {
    const browser = await staffBrowser();
    const property = await newProperty(browser);
    const guide = `/admin/properti/${property.id}`;

    let page = await browser.visit(guide);
    expect(page.response.status).toBe(200);
    expect(page.html).toContain("Belum tampil di situs publik");
    expect(page.html).toContain("Belum ada tipe kamar");
    expect(page.html).toContain("Properti belum aktif");
    expect(page.html).toContain("Properti belum punya foto");
    expect(await publiclyListed(property.id, property.cityId)).toBe(false);

    // Room type from the guide: pre-filled with the property, and back to the guide.
    const form = await browser.visit(`/kamarhomestay/new?hotelId=${property.id}&kembali=${encodeURIComponent(guide)}`);
    expect(form.html).toMatch(new RegExp(`<option value="${property.id}" selected`));
    const typeName = unique("Deluxe");
    const room = { nama: typeName, hotelId: String(property.id), ket: "COTTAGE", kapasitas: "2", hargaOnline: "0", hargaOffline: "450.000", aktif: "on" };
    const terms = { kebijakanBatal: "FLEXIBLE", batalGratisHari: "3", dendaBatalPersen: "50", _kembali: guide };
    // A price of 0 is refused (a booking of 0 could not be paid); a room type stored with 0 before that
    // rule still shows on the guide as not priced.
    const unpriced = await postMultipart(browser, "/kamarhomestay/new", formOf({ ...room, ...terms, foto1: png() }));
    expect(unpriced.status).toBe(400);
    expect(decodeHtml(await unpriced.text())).toContain("Harga harus lebih dari Rp 0.");
    const createdType = await postMultipart(browser, "/kamarhomestay/new", formOf({ ...room, ...terms, hargaOnline: "1", foto1: png() }));
    expect(createdType.headers.get("Location")).toBe(guide);
    const [type] = await db.select().from(roomType).where(eq(roomType.nama, typeName));
    await db.update(roomType).set({ hargaOnline: 0 }).where(eq(roomType.id, type.id));

    page = await browser.visit(guide);
    expect(page.html).toContain(`Belum ada kamar untuk tipe ${typeName}`);
    expect(page.html).toContain(`Tipe ${typeName} belum punya harga online`);

    // Three units in one form.
    const units = await browser.post(guide, { roomTypeId: String(type.id), nomor: "101-103" });
    expect(units.status).toBe(302);
    expect(await unitsOf(type.id)).toEqual(["101", "102", "103"]);

    // The price, a photo and "aktif" complete it.
    await postMultipart(browser, `/kamarhomestay/${type.id}/edit`, formOf({ ...room, ...terms, hargaOnline: "500.000" }));
    const photo = await postMultipart(browser, `${guide}/foto`, formOf({ intent: "upload", foto: png() }));
    expect(photo.status).toBe(302);
    expect(await publiclyListed(property.id, property.cityId)).toBe(false);
    await postMultipart(browser, `/master/homestay/${property.id}/edit`, formOf({ ...property.details, aktif: "on" }));

    page = await browser.visit(guide);
    expect(page.html).toContain("Tampil di situs publik");
    expect(page.html).not.toContain("Belum tampil di situs publik");
    expect(page.html).toContain("6 dari 6 langkah selesai");
    expect(await publiclyListed(property.id, property.cityId)).toBe(true);
  });

  it("adds units in one batch, and a number already there refuses the whole form, in the staff member's language", async () => {
    const browser = await staffBrowser(["ROLE_USER", "ROLE_ADMIN"], "fr");
    const property = await newProperty(browser);
    const [type] = await db.insert(roomType).values({ hotelId: property.id, nama: unique("Standard"), ket: "HOTEL", kapasitas: 2, hargaOnline: 300_000, hargaOffline: 350_000 }).returning();
    const guide = `/admin/properti/${property.id}`;
    expect((await browser.post(guide, { roomTypeId: String(type.id), nomor: "101-103" })).status).toBe(302);

    const again = await browser.post(guide, { roomTypeId: String(type.id), nomor: "101-103" });
    expect(again.status).toBe(400);
    expect(decodeHtml(await again.text())).toContain(`Le numéro 101, 102, 103 existe déjà pour le type ${type.nama}`);
    // 104 and 105 are new, 103 is not: nothing is written.
    const overlap = await browser.post(guide, { roomTypeId: String(type.id), nomor: "103-105" });
    expect(overlap.status).toBe(400);
    expect(await unitsOf(type.id)).toEqual(["101", "102", "103"]);

    const garbage = await browser.post(guide, { roomTypeId: "abc", nomor: "1" });
    expect(garbage.status).toBe(400);
    const tooMany = await browser.post(guide, { roomTypeId: String(type.id), nomor: "1-500" });
    expect(tooMany.status).toBe(400);
    expect(await unitsOf(type.id)).toHaveLength(3);
  });

  it("names the property before the room type in the unit picker and list", async () => {
    const browser = await staffBrowser();
    const property = await newProperty(browser);
    const [type] = await db.insert(roomType).values({ hotelId: property.id, nama: "Standard", ket: "HOTEL", kapasitas: 2, hargaOnline: 300_000, hargaOffline: 350_000 }).returning();
    const picker = await browser.visit("/master/kamar/new");
    expect(picker.html).toContain(`<option value="${type.id}">${property.nama} — Standard</option>`);
    await db.insert(roomUnit).values({ roomTypeId: type.id, nomor: unique("K") });
    const list = await browser.visit(`/master/kamar?q=${encodeURIComponent(property.nama)}`);
    expect(list.html).toContain(`${property.nama} — Standard`);
  });

  it("refuses a photo over 2 MiB with the real limit, and an unknown property with 404", async () => {
    const browser = await staffBrowser();
    const property = await newProperty(browser);
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    const tooBig = await postMultipart(browser, `/admin/properti/${property.id}/foto`, formOf({ intent: "upload", foto: new File([big], "besar.png", { type: "image/png" }) }));
    expect(tooBig.status).toBe(400);
    expect(decodeHtml(await tooBig.text())).toContain("Resolusi Gambar Terlalu Besar — ukuran berkas maksimal 2 MB");
    expect((await browser.get("/admin/properti/999999999")).status).toBe(404);
    expect((await browser.get("/admin/properti/abc")).status).toBe(404);
  });
});
