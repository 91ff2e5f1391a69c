import { and, desc, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { audit, banner, city, country, province } from "~/db/schema";
import { getContentVersion } from "~/models/content-version.server";
import { createRecord } from "~/models/crud.server";
import { findResource, RESOURCES } from "~/models/crud-resources/index.server";
import { addAccommodationType, addHotel } from "../fixtures/accommodation";
import { decodeHtml } from "./support/browser";
import { expectedOrder, rowIds, sortableFields, staffBrowser } from "./support/crud";
import { db, unique } from "./support/db";

async function addCities(names: string[]) {
  const rows: { id: number; nama: string }[] = [];
  // D1 binds at most 100 values per statement.
  for (let i = 0; i < names.length; i += 50) {
    rows.push(...(await db.insert(city).values(names.slice(i, i + 50).map((nama) => ({ nama }))).returning({ id: city.id, nama: city.nama })));
  }
  return rows;
}

async function cityByName(nama: string) {
  const [row] = await db.select().from(city).where(eq(city.nama, nama));
  return row ?? null;
}

describe("the kota list", () => {
  it("shows 20 rows a page, 'Showing x - y of n items' and at most 5 page links", async () => {
    const token = unique("Paging");
    await addCities(Array.from({ length: 110 }, (_, i) => `${token} ${String(i).padStart(3, "0")}`));
    const browser = await staffBrowser(["ROLE_USER", "ROLE_ADMIN"], "en");

    const first = await browser.visit(`/kota?q=${encodeURIComponent(token)}`);
    expect(first.response.status).toBe(200);
    expect(rowIds(first.html)).toHaveLength(20);
    expect(first.html).toContain("Showing 1 - 20 of 110 items");

    const fourth = await browser.visit(`/kota?q=${encodeURIComponent(token)}&page=4`);
    expect(fourth.html).toContain("Showing 61 - 80 of 110 items");
    const links = [...fourth.html.matchAll(/aria-label="Page (\d+)"/g)].map((m) => Number(m[1]));
    expect(links).toEqual([2, 3, 4, 5, 6]);
    expect(fourth.html).toMatch(/aria-current="page"[^>]*>4</);

    const last = await browser.visit(`/kota?q=${encodeURIComponent(token)}&page=6`);
    expect(rowIds(last.html)).toHaveLength(10);
    expect(last.html).toContain("Showing 101 - 110 of 110 items");
  });

  it("says the same in Indonesian and French", async () => {
    const token = unique("Bahasa");
    await addCities([`${token} a`, `${token} b`]);
    const id = await staffBrowser(["ROLE_USER", "ROLE_ADMIN"], "id");
    expect((await id.visit(`/kota?q=${token}`)).html).toContain("Menampilkan 1 - 2 dari 2 data");
    const fr = await staffBrowser(["ROLE_USER", "ROLE_ADMIN"], "fr");
    expect((await fr.visit(`/kota?q=${token}`)).html).toContain("Affichage de 1 - 2 sur 2 éléments");
  });

  it("answers bad page and sort values with the default order, never an error", async () => {
    const token = unique("Default");
    const rows = await addCities([`${token} b`, `${token} a`]);
    const browser = await staffBrowser();
    for (const query of ["page=0", "page=-3", "page=abc", "page=99999", "sort=password,asc", "sort=nama,sideways", "sort=", "sort=nama;drop table city"]) {
      const { response, html } = await browser.visit(`/kota?q=${token}&${query}`);
      expect(response.status, query).toBe(200);
      expect(rowIds(html), query).toEqual(rows.map((r) => r.id));
    }
  });

  it.each(sortableFields("kota").flatMap((field) => [[field, "asc"] as const, [field, "desc"] as const]))("sorts by %s %s", async (field, direction) => {
    const token = unique("Urut");
    const rows = await addCities([`${token} Cimahi`, `${token} bogor`, `${token} Depok`, `${token} ambon`]);
    const browser = await staffBrowser();
    const { html } = await browser.visit(`/kota?q=${token}&sort=${field},${direction}`);
    const expected = expectedOrder(rows.map((r) => ({ id: r.id, values: { nama: r.nama } })), field, direction);
    expect(rowIds(html)).toEqual(expected);
  });

  it("searches by name, without treating % and _ as wildcards", async () => {
    const token = unique("Cari");
    const [match] = await addCities([`${token} Bukittinggi`, `${token} Padang`]);
    const browser = await staffBrowser();
    expect(rowIds((await browser.visit(`/kota?q=${encodeURIComponent(`${token} bukit`)}`)).html)).toEqual([match.id]);
    const none = await browser.visit(`/kota?q=${encodeURIComponent(`${token}%`)}`);
    expect(rowIds(none.html)).toEqual([]);
    expect(none.html).toContain("Tidak ada data yang cocok dengan pencarian.");
  });
});

describe("creating, editing and deleting a kota", () => {
  it("creates a kota, audits it, bumps the content version and returns to the list with a toast", async () => {
    const browser = await staffBrowser();
    const nama = unique("Kota Baru");
    const before = await getContentVersion(db);
    const response = await browser.post("/kota/new", { nama, _list: "sort=nama,desc&evil=1" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/kota?sort=nama%2Cdesc");
    const row = await cityByName(nama);
    expect(row).not.toBeNull();
    expect(Number(await getContentVersion(db))).toBeGreaterThan(Number(before));
    const [entry] = await db.select().from(audit).where(eq(audit.type, "RECORD_CREATED")).orderBy(desc(audit.id)).limit(1);
    expect(entry.data).toMatchObject({ resource: "kota", id: row!.id });
    const list = await browser.visit(response.headers.get("Location")!);
    expect(list.html).toContain("Kota berhasil ditambahkan");
  });

  it("asks for the name with the spec's message, next to the field", async () => {
    const browser = await staffBrowser();
    const response = await browser.post("/kota/new", { nama: "   " });
    expect(response.status).toBe(400);
    const html = decodeHtml(await response.text());
    expect(html).toMatch(/<ul id="[^"]*-error" class="field-errors"><li>Silahkan isikan nama terlebih dulu<\/li>/);
  });

  it("refuses a name another kota has (any case) with the spec's message", async () => {
    const browser = await staffBrowser();
    const [existing] = await addCities([unique("Kota Ganda")]);
    const created = await browser.post("/kota/new", { nama: existing.nama.toUpperCase() });
    expect(created.status).toBe(400);
    expect(decodeHtml(await created.text())).toContain("Nama kota Sudah ada Silahkan isikan dengan nama yang lain");
    const [other] = await addCities([unique("Kota Lain")]);
    const edited = await browser.post(`/kota/${other.id}/edit`, { nama: existing.nama });
    expect(edited.status).toBe(400);
    expect(decodeHtml(await edited.text())).toContain("Nama kota Sudah ada Silahkan isikan dengan nama yang lain");
    expect((await cityByName(other.nama))?.id).toBe(other.id);
    // Saving a kota under its own name is fine.
    expect((await browser.post(`/kota/${other.id}/edit`, { nama: other.nama })).status).toBe(302);
  });

  it("turns the database's UNIQUE refusal into the field's outcome when two saves race", async () => {
    const [existing] = await addCities([unique("Kota Balapan")]);
    const kota = findResource("kota")!;
    const outcome = await createRecord(db, kota, { values: { nama: existing.nama }, links: {}, photos: {} });
    expect(outcome).toEqual({ ok: false, reason: "unique", column: "nama" });
  });

  it("edits a kota and records the change", async () => {
    const browser = await staffBrowser();
    const [row] = await addCities([unique("Kota Lama")]);
    const page = await browser.visit(`/kota/${row.id}/edit`);
    expect(page.response.status).toBe(200);
    expect(page.html).toContain("Ubah Kota");
    expect(page.html).toContain(`value="${row.nama}"`);
    const nama = unique("Kota Ubah");
    const response = await browser.post(`/kota/${row.id}/edit`, { nama });
    expect(response.status).toBe(302);
    expect((await cityByName(nama))?.id).toBe(row.id);
    const [entry] = await db.select().from(audit).where(eq(audit.type, "RECORD_UPDATED")).orderBy(desc(audit.id)).limit(1);
    expect(entry.data).toMatchObject({ resource: "kota", id: row.id });
  });

  it("confirms before deleting ('Anda yakin akan menghapus …?' Ya / Tidak), then deletes", async () => {
    const browser = await staffBrowser();
    const [row] = await addCities([unique("Kota Hapus")]);
    const confirm = await browser.visit(`/kota/${row.id}/delete`);
    expect(confirm.html).toContain(`Anda yakin akan menghapus ${row.nama}?`);
    expect(confirm.html).toMatch(/<button type="submit"[^>]*>Ya<\/button>/);
    expect(confirm.html).toMatch(/<a [^>]*href="\/kota"[^>]*>Tidak<\/a>/);
    expect(await cityByName(row.nama)).not.toBeNull();
    const response = await browser.post(`/kota/${row.id}/delete`, {});
    expect(response.status).toBe(302);
    expect(await cityByName(row.nama)).toBeNull();
    const [entry] = await db.select().from(audit).where(eq(audit.type, "RECORD_DELETED")).orderBy(desc(audit.id)).limit(1);
    expect(entry.data).toMatchObject({ resource: "kota", id: row.id });
    expect((await browser.visit(response.headers.get("Location")!)).html).toContain("Kota berhasil dihapus");
  });

  it("answers unknown ids and resources with a localized 404", async () => {
    const browser = await staffBrowser();
    for (const path of ["/kota/999999999/edit", "/kota/999999999/delete", "/kota/abc/edit", "/kota/1/view", "/master/kota/0/edit"]) {
      const response = await browser.get(path);
      expect(response.status, path).toBe(404);
      expect(decodeHtml(await response.text()), path).toContain("Data yang dicari tidak ditemukan.");
    }
    const unknown = await browser.get("/master/tidak-ada");
    expect(unknown.status).toBe(404);
    expect(decodeHtml(await unknown.text())).toContain("Data master ini tidak dikenal.");
    expect((await browser.post("/kota/999999999/delete", {})).status).toBe(404);
    expect((await browser.post("/master/tidak-ada/new", { nama: "x" })).status).toBe(404);
  });

  it("refuses other roles with 403 and writes nothing", async () => {
    const browser = await staffBrowser(["ROLE_USER", "ROLE_KEUANGAN"]);
    const [row] = await addCities([unique("Kota Aman")]);
    const nama = unique("Kota Penyusup");
    expect((await browser.get("/kota")).status).toBe(403);
    expect((await browser.post("/kota/new", { nama })).status).toBe(403);
    expect((await browser.post(`/kota/${row.id}/edit`, { nama })).status).toBe(403);
    expect((await browser.post(`/kota/${row.id}/delete`, {})).status).toBe(403);
    expect(await cityByName(nama)).toBeNull();
    expect((await cityByName(row.nama))?.id).toBe(row.id);
    const rows = await db.select().from(city).where(and(eq(city.id, row.id), like(city.nama, "Kota Aman%")));
    expect(rows).toHaveLength(1);
  });
});

describe("deleting a kota still in use", () => {
  it("keeps it and says why", async () => {
    const browser = await staffBrowser();
    const [row] = await addCities([unique("Kota Dipakai")]);
    const typeId = (await addAccommodationType(db)).id;
    await addHotel(db, { cityId: row.id, typeId });
    const response = await browser.post(`/kota/${row.id}/delete`, {});
    expect(response.status).toBe(302);
    expect((await cityByName(row.nama))?.id).toBe(row.id);
    expect((await browser.visit(response.headers.get("Location")!)).html).toContain("Kota ini masih dipakai data lain sehingga tidak dapat dihapus");
  });
});

describe("other resources through /master", () => {
  it("create a province under a country picked from the list, refusing an unknown country", async () => {
    const browser = await staffBrowser();
    // Two digits: no ISO 3166 code (the migrations insert them all) is made of digits, so it never collides.
    const kode = String(Math.floor(Math.random() * 100)).padStart(2, "0");
    const [negara] = await db.insert(country).values({ nama: unique("Negara"), kode }).returning();
    const form = await browser.visit("/master/provinsi/new");
    expect(form.html).toContain(`<option value="${negara.id}">${negara.nama}</option>`);
    const nama = unique("Provinsi");
    expect((await browser.post("/master/provinsi/new", { nama, countryId: "999999999" })).status).toBe(400);
    const created = await browser.post("/master/provinsi/new", { nama, countryId: String(negara.id) });
    expect(created.status).toBe(302);
    expect(created.headers.get("Location")).toBe("/master/provinsi");
    const [row] = await db.select().from(province).where(eq(province.nama, nama));
    expect(row.countryId).toBe(negara.id);
  });

  it("require the image of a banner and sanitise nothing away from plain text", async () => {
    const browser = await staffBrowser();
    const judul = unique("Banner");
    const response = await browser.post("/master/banner/new", { judul, publish: "on" });
    expect(response.status).toBe(400);
    expect(decodeHtml(await response.text())).toContain("Harus Diisi");
    expect(await db.select().from(banner).where(eq(banner.judul, judul))).toEqual([]);
  });
});

describe("every registered resource", () => {
  it("has a list page, a new-item form and a place on the /master index for an administrator", async () => {
    const browser = await staffBrowser();
    const index = await browser.visit("/master");
    expect(index.response.status).toBe(200);
    for (const definition of RESOURCES) {
      expect(index.html, definition.name).toContain(`href="/master/${definition.name}"`);
      for (const path of [`/master/${definition.name}`, `/master/${definition.name}/new`, `/master/${definition.name}?sort=${definition.sort.at(-1)},desc&q=a`]) {
        const response = await browser.get(path);
        expect(response.status, path).toBe(200);
        await response.arrayBuffer();
      }
    }
  });
});
