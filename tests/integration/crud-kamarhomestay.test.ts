import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { roomType, roomTypeFacility, roomTypePhoto } from "~/db/schema";
import { imageUrl } from "~/utils/images";
import { addAccommodationType, addCity, addFacility, addHotel, addRoomType, unique } from "../fixtures/accommodation";
import { decodeHtml } from "./support/browser";
import { expectedOrder, postMultipart, rowIds, sortableFields, staffBrowser } from "./support/crud";
import { db } from "./support/db";

// A real 1×1 PNG: the engine takes the type from the bytes, not from the name or the browser.
const PNG = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="), (c) => c.charCodeAt(0));

function png(name = "kamar.png") {
  return new File([PNG], name, { type: "image/png" });
}

let cityId: number;
let hotelId: number;
let typeId: number;

beforeAll(async () => {
  cityId = (await addCity(db)).id;
  typeId = (await addAccommodationType(db)).id;
  hotelId = (await addHotel(db, { cityId, typeId, nama: unique("Homestay Kebun") })).id;
});

function roomForm(values: Record<string, string | string[] | File>) {
  const form = new FormData();
  const base = { nama: unique("Kamar"), hotelId: String(hotelId), ket: "COTTAGE", kapasitas: "2", hargaOnline: "750.000", hargaOffline: "800.000", aktif: "on",
    // What the new-row form shows filled in: the usual cancellation terms.
    kebijakanBatal: "FLEXIBLE", batalGratisHari: "3", dendaBatalPersen: "50" };
  for (const [name, value] of Object.entries({ ...base, ...values })) {
    for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
  }
  return form;
}

async function roomByName(nama: string) {
  const [row] = await db.select().from(roomType).where(eq(roomType.nama, nama));
  return row ?? null;
}

async function photosOf(id: number) {
  return db.select().from(roomTypePhoto).where(eq(roomTypePhoto.roomTypeId, id)).orderBy(roomTypePhoto.slot);
}

function stayPath(hotel: number) {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return `/room/${cityId}/2/1/${day(10)}/${day(11)}/${hotel}/1`;
}

describe("creating a kamarhomestay", () => {
  it("stores the fields, facilities and photos, sanitises the HTML, and the public room page shows the photo", async () => {
    const browser = await staffBrowser();
    const [wifi, kolam] = [await addFacility(db), await addFacility(db)];
    const nama = unique("Kamar Foto");
    const response = await postMultipart(
      browser,
      "/kamarhomestay/new",
      roomForm({
        nama,
        hargaOnline: "1.250.000",
        hargaOffline: "1,300,000",
        luas: "1.024",
        tmtBerlaku: "2026-01-01",
        tipeBed: "Queen",
        discPersenPromo: "10",
        fasWeb: `<p onclick="x()">AC <b>dingin</b></p><script>alert(1)</script><img src=x onerror="alert(2)">`,
        fasilitas: [String(wifi.id), String(kolam.id)],
        foto1: png(),
        foto3: png("lain.png"),
      }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/kamarhomestay");
    const row = await roomByName(nama);
    expect(row).toMatchObject({ hotelId, ket: "COTTAGE", hargaOnline: 1_250_000, hargaOffline: 1_300_000, luas: 1024, tmtBerlaku: "2026-01-01", discPersenPromo: 10 });
    expect(row!.fasWeb).toContain("<b>dingin</b>");
    expect(row!.fasWeb).not.toMatch(/script|onerror|onclick|alert/);
    const links = await db.select().from(roomTypeFacility).where(eq(roomTypeFacility.roomTypeId, row!.id));
    expect(links.map((l) => l.facilityId).sort()).toEqual([wifi.id, kolam.id].sort());

    const photos = await photosOf(row!.id);
    expect(photos.map((p) => p.slot)).toEqual([1, 3]);
    for (const photo of photos) {
      expect(photo.fotoKey).toMatch(/^uploads\/kamarhomestay\/[\w-]+\.png$/);
      const object = await env.BUCKET.get(photo.fotoKey);
      expect(object?.httpMetadata?.contentType).toBe("image/png");
      await object?.arrayBuffer();
    }
    const image = await browser.get(imageUrl(photos[0].fotoKey));
    expect(image.status).toBe(200);
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);

    const page = await browser.visit(stayPath(hotelId));
    expect(page.response.status).toBe(200);
    expect(page.html).toContain(nama);
    expect(page.html).toContain(imageUrl(photos[0].fotoKey));
  });

  it("shows the spec's messages next to the fields and writes nothing", async () => {
    const browser = await staffBrowser();
    const response = await postMultipart(browser, "/kamarhomestay/new", roomForm({ nama: "", hargaOnline: "12.345.678", kapasitas: "dua" }));
    expect(response.status).toBe(400);
    const html = decodeHtml(await response.text());
    expect(html).toContain("Silahkan isikan Nama terlebih dulu");
    expect(html).toContain("Harga paling banyak Rp 9.999.999.");
    expect(html).toContain("Isikan bilangan bulat, tanpa desimal.");
  });

  it("refuses a photo over 2 MiB with 'Resolusi Gambar Terlalu Besar', and files that are not images", async () => {
    const browser = await staffBrowser();
    const nama = unique("Kamar Besar");
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    const tooBig = await postMultipart(browser, "/kamarhomestay/new", roomForm({ nama, foto2: new File([big], "besar.png", { type: "image/png" }) }));
    expect(tooBig.status).toBe(400);
    expect(decodeHtml(await tooBig.text())).toContain("Resolusi Gambar Terlalu Besar");
    expect(await roomByName(nama)).toBeNull();

    const fake = await postMultipart(browser, "/kamarhomestay/new", roomForm({ nama, foto1: new File(["<svg onload=alert(1)>"], "x.png", { type: "image/png" }) }));
    expect(fake.status).toBe(400);
    expect(decodeHtml(await fake.text())).toContain("Gambar harus JPEG, PNG atau WebP");
    expect(await roomByName(nama)).toBeNull();
  });

  it("replaces and empties photo slots on edit, removing the old uploads", async () => {
    const browser = await staffBrowser();
    const nama = unique("Kamar Ganti");
    expect((await postMultipart(browser, "/kamarhomestay/new", roomForm({ nama, foto1: png(), foto2: png() }))).status).toBe(302);
    const row = (await roomByName(nama))!;
    const [one, two] = await photosOf(row.id);

    const edit = await browser.visit(`/kamarhomestay/${row.id}/edit`);
    expect(edit.html).toContain("Ubah Kamarhomestay & Destination");
    expect(edit.html).toContain(imageUrl(one.fotoKey));
    expect(edit.html).toContain('value="750.000"');

    const response = await postMultipart(browser, `/kamarhomestay/${row.id}/edit`, roomForm({ nama, foto1: png("baru.png"), foto2Hapus: "on" }));
    expect(response.status).toBe(302);
    const after = await photosOf(row.id);
    expect(after.map((p) => p.slot)).toEqual([1]);
    expect(after[0].fotoKey).not.toBe(one.fotoKey);
    expect(await env.BUCKET.head(one.fotoKey)).toBeNull();
    expect(await env.BUCKET.head(two.fotoKey)).toBeNull();
  });

  it("refuses other roles with 403 and writes nothing", async () => {
    const browser = await staffBrowser(["ROLE_USER", "ROLE_KEUANGAN"]);
    const nama = unique("Kamar Penyusup");
    expect((await postMultipart(browser, "/kamarhomestay/new", roomForm({ nama, foto1: png() }))).status).toBe(403);
    expect(await roomByName(nama)).toBeNull();
  });
});

describe("the kamarhomestay list", () => {
  const fixture: { id: number; values: Record<string, string | number | null> }[] = [];
  const token = unique("Urut Kamar");

  beforeAll(async () => {
    const hotels = [];
    for (const name of ["Cempaka", "anggrek", "Bougenville"]) hotels.push(await addHotel(db, { cityId, typeId, nama: `${token} ${name}` }));
    const specs = [
      { nama: `${token} Melati`, hotel: hotels[0], ket: "HOTEL", kapasitas: 4, luas: 30, hargaOnline: 500_000, hargaOffline: 900_000, tmt: "2026-03-01" },
      { nama: `${token} kenanga`, hotel: hotels[1], ket: "COTTAGE", kapasitas: 2, luas: null, hargaOnline: 1_500_000, hargaOffline: 600_000, tmt: null },
      { nama: `${token} Dahlia`, hotel: hotels[2], ket: "HOTEL", kapasitas: 3, luas: 18, hargaOnline: 750_000, hargaOffline: 700_000, tmt: "2025-12-01" },
    ] as const;
    for (const s of specs) {
      const row = await addRoomType(db, { hotelId: s.hotel.id, nama: s.nama, ket: s.ket, kapasitas: s.kapasitas, luas: s.luas, hargaOnline: s.hargaOnline, hargaOffline: s.hargaOffline });
      await db.update(roomType).set({ tmtBerlaku: s.tmt, luas: s.luas }).where(eq(roomType.id, row.id));
      fixture.push({
        id: row.id,
        values: { nama: s.nama, hotelId: s.hotel.nama, ket: s.ket, kapasitas: s.kapasitas, luas: s.luas, hargaOnline: s.hargaOnline, hargaOffline: s.hargaOffline, tmtBerlaku: s.tmt },
      });
    }
  });

  it.each(sortableFields("kamarhomestay").flatMap((field) => [[field, "asc"] as const, [field, "desc"] as const]))("sorts by %s %s", async (field, direction) => {
    const browser = await staffBrowser();
    const { response, html } = await browser.visit(`/kamarhomestay?q=${encodeURIComponent(token)}&sort=${field},${direction}`);
    expect(response.status).toBe(200);
    expect(rowIds(html)).toEqual(expectedOrder(fixture, field, direction));
  });

  it("searches by hotel name too, and shows prices with thousands separators", async () => {
    const browser = await staffBrowser();
    const { html } = await browser.visit(`/kamarhomestay?q=${encodeURIComponent(`${token} anggrek`)}`);
    expect(rowIds(html)).toEqual([fixture[1].id]);
    expect(html).toContain("1.500.000");
  });
});
