import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { audit, holiday, roomRate } from "~/db/schema";
import { addAccommodationType, addCity, addHotel, addRoomType } from "../fixtures/accommodation";
import { staffBrowser } from "./support/crud";
import { ORIGIN } from "./support/browser";
import { db } from "./support/db";

/** A form POST with repeated fields (several weekday boxes ticked), as a browser without JavaScript sends it. */
function postForm(browser: Awaited<ReturnType<typeof staffBrowser>>, path: string, fields: [string, string][]) {
  return browser.fetch(path, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Origin: ORIGIN, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/x-www-form-urlencoded" },
  });
}

describe("rate grid (/admin/tarif)", () => {
  let roomTypeId: number;

  beforeAll(async () => {
    const cityId = (await addCity(db)).id;
    const typeId = (await addAccommodationType(db)).id;
    const hotelId = (await addHotel(db, { cityId, typeId, nama: "Pondok Uji Tarif" })).id;
    roomTypeId = (await addRoomType(db, { hotelId, nama: "Kamar Uji Tarif", hargaOnline: 400_000, hargaOffline: 460_000 })).id;
    await db.insert(holiday).values({ tanggal: "2030-08-17", nama: "Hari Proklamasi Kemerdekaan RI", jenis: "LIBUR_NASIONAL" }).onConflictDoNothing();
  });

  it("shows a month Monday first with each day's price and the holiday's name", async () => {
    const browser = await staffBrowser(["ROLE_USER", "ROLE_MANAJEMEN"], "en");
    const { response, html } = await browser.visit(`/admin/tarif?type=${roomTypeId}&month=2030-08`);
    expect(response.status).toBe(200);
    expect(html).toContain("<h1>Rates & stay rules</h1>");
    expect(html).toMatch(/<th scope="col" abbr="Monday">Mon<\/th>/);
    // 1 August 2030 is a Thursday: three blank cells before it.
    expect(html.match(/rate-day--blank/g)?.length).toBeGreaterThanOrEqual(3);
    expect(html).toMatch(/data-date="2030-08-17" title="Hari Proklamasi Kemerdekaan RI"/);
    expect(html).toContain("Rp 400,000");
    expect(html).toContain('name="from"');
    expect(html).toContain('name="weekdays"');
  });

  it("sets a weekend price for a range posted without JavaScript, audits it and shows it", async () => {
    const browser = await staffBrowser(["ROLE_USER", "ROLE_ADMIN"], "id");
    const saved = await postForm(browser, `/admin/tarif?type=${roomTypeId}&month=2030-09`, [
      ["intent", "apply"],
      ["roomTypeId", String(roomTypeId)],
      ["from", "2030-09-01"],
      ["to", "2030-09-30"],
      ["weekdays", "5"],
      ["weekdays", "6"],
      ["kind", "priceOnline"],
      ["nilai", "525.000"],
    ]);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`/admin/tarif?type=${roomTypeId}&month=2030-09`);
    const rows = await db.select().from(roomRate).where(eq(roomRate.roomTypeId, roomTypeId));
    expect(rows.map((r) => r.night).sort()).toEqual(["2030-09-06", "2030-09-07", "2030-09-13", "2030-09-14", "2030-09-20", "2030-09-21", "2030-09-27", "2030-09-28"]);
    const [entry] = await db.select().from(audit).where(eq(audit.type, "RATES_CHANGED")).orderBy(desc(audit.id)).limit(1);
    expect(entry.data).toMatchObject({ roomTypeId, from: "2030-09-01", to: "2030-09-30", weekdays: [5, 6], nights: 8 });

    const { html } = await browser.visit(`/admin/tarif?type=${roomTypeId}&month=2030-09`);
    expect(html).toContain("Tarif 8 malam disimpan.");
    expect(html).toMatch(/data-date="2030-09-06"[^>]*>.*?Rp\. 525\.000/s);
  });

  it("answers a bad range in the page language with 400, and changes nothing", async () => {
    const browser = await staffBrowser(["ROLE_USER", "ROLE_ADMIN"], "fr");
    const refused = await postForm(browser, `/admin/tarif?type=${roomTypeId}&month=2030-10`, [
      ["roomTypeId", String(roomTypeId)],
      ["from", "2030-10-20"],
      ["to", "2030-10-01"],
      ["kind", "percent"],
      ["nilai", "900"],
    ]);
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Le dernier jour ne peut pas précéder le premier.");
    expect(html).toContain("Le pourcentage doit être compris entre −90 et 500.");
    const october = await db.select().from(roomRate).where(and(eq(roomRate.roomTypeId, roomTypeId), eq(roomRate.night, "2030-10-01")));
    expect(october).toEqual([]);
  });

  it("is refused to staff who do not set rates, and to visitors", async () => {
    const desk = await staffBrowser(["ROLE_USER", "ROLE_FRONTDESK"]);
    expect((await desk.get(`/admin/tarif?type=${roomTypeId}`)).status).toBe(403);
    const post = await postForm(desk, `/admin/tarif?type=${roomTypeId}`, [["roomTypeId", String(roomTypeId)], ["from", "2030-11-01"], ["to", "2030-11-02"], ["kind", "reset"]]);
    expect(post.status).toBe(403);
    const guest = await staffBrowser(["ROLE_USER"]);
    expect([302, 403]).toContain((await guest.get("/admin/tarif")).status);
  });

  it("lists holidays in the master data, where staff add one by its date", async () => {
    const browser = await staffBrowser(["ROLE_USER", "ROLE_ADMIN"], "en");
    const created = await browser.post("/master/libur/new", {
      tanggal: "2030-12-31",
      nama: "Malam Tahun Baru Uji",
      nama__en: "Test New Year's Eve",
      nama__fr: "Réveillon d'essai",
      jenis: "CUTI_BERSAMA",
    });
    expect(created.status).toBe(302);
    const [row] = await db.select().from(holiday).where(eq(holiday.tanggal, "2030-12-31"));
    expect(row).toMatchObject({ nama: "Malam Tahun Baru Uji", jenis: "CUTI_BERSAMA" });
    const edit = await browser.visit("/master/libur/20301231/edit");
    expect(edit.response.status).toBe(200);
    expect(edit.html).toContain(`value="Test New Year's Eve"`);
    const { html } = await browser.visit(`/admin/tarif?type=${roomTypeId}&month=2030-12`);
    expect(html).toContain(`title="Test New Year's Eve"`);
    expect((await browser.post("/master/libur/20301231/delete", {})).status).toBe(302);
    expect(await db.select().from(holiday).where(eq(holiday.tanggal, "2030-12-31"))).toEqual([]);
  });
});
