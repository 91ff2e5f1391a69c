import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { audit, holiday, roomRate } from "~/db/schema";
import { getInventoryVersion, hotelScope } from "~/models/inventory-version.server";
import { setRates } from "../fixtures/rate-changes";
import { addAccommodationType, addCity, addHotel, addRoomType } from "../fixtures/accommodation";
import { ORIGIN } from "./support/browser";
import { staffBrowser } from "./support/crud";
import { db } from "./support/db";

/**
 * The rate grid never overwrites silently (docs/decisions/038), posted as a browser without JavaScript does.
 * December 2037 has Christmas on a Friday, as 2026 does: its Friday and Saturday nights are +25 %, and the
 * year-end season (24–31 December) +50 % — so setting "December, Friday and Saturday" to one price meets two
 * nights, 25 and 26 December, that are different now.
 */

type Browser = Awaited<ReturnType<typeof staffBrowser>>;
const actor = { login: "seed-test", remoteAddress: null };
const FRI_SAT = ["2037-12-04", "2037-12-05", "2037-12-11", "2037-12-12", "2037-12-18", "2037-12-19", "2037-12-25", "2037-12-26"];

function postForm(browser: Browser, path: string, fields: [string, string][]) {
  return browser.fetch(path, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Origin: ORIGIN, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/x-www-form-urlencoded" },
  });
}

/** A property with two room types (800.000 with a 20 % promo on every night, and 600.000), priced for December. */
async function december() {
  const cityId = (await addCity(db)).id;
  const typeId = (await addAccommodationType(db)).id;
  const hotelId = (await addHotel(db, { cityId, typeId, nama: "Pondok Natal Uji" })).id;
  const cottage = (await addRoomType(db, { hotelId, nama: "Cottage Natal", hargaOnline: 800_000, hargaOffline: 900_000, discPersenPromo: 20 })).id;
  const villa = (await addRoomType(db, { hotelId, nama: "Villa Natal", hargaOnline: 600_000, hargaOffline: 700_000 })).id;
  for (const roomTypeId of [cottage, villa]) {
    await setRates(db, actor, { roomTypeId, from: "2037-12-01", to: "2037-12-31", weekdays: ["5", "6"], kind: "percent", nilai: "25" });
    await setRates(db, actor, { roomTypeId, from: "2037-12-24", to: "2037-12-31", kind: "percent", nilai: "50" });
  }
  return { hotelId, cottage, villa };
}

const rowsOf = (roomTypeId: number) =>
  db
    .select({ night: roomRate.night, hargaOnline: roomRate.hargaOnline, persen: roomRate.persen, minMalam: roomRate.minMalam })
    .from(roomRate)
    .where(eq(roomRate.roomTypeId, roomTypeId))
    .orderBy(asc(roomRate.night));

const changeRows = (roomTypeIds: number[]) =>
  db
    .select()
    .from(audit)
    .where(and(inArray(audit.type, ["RATES_CHANGED", "RATES_UNDONE"]), inArray(sql`json_extract(${audit.data}, '$.roomTypeId')`, roomTypeIds)))
    .orderBy(desc(audit.id));

const priceForm = (roomTypeIds: number[], extra: [string, string][] = []): [string, string][] => [
  ...roomTypeIds.map((id): [string, string] => ["roomTypeId", String(id)]),
  ["from", "2037-12-01"],
  ["to", "2037-12-31"],
  ["weekdays", "5"],
  ["weekdays", "6"],
  ["kind", "priceOnline"],
  ["nilai", "950.000"],
  ...extra,
];

describe("the rate grid asks before it overwrites", () => {
  beforeAll(async () => {
    await db.insert(holiday).values({ tanggal: "2037-12-25", nama: "Hari Raya Natal", jenis: "LIBUR_NASIONAL" }).onConflictDoNothing();
  });

  it("lists 25–26 December as different now, writes nothing until confirmed, then keeps them unless overwritten (French, no JavaScript)", async () => {
    const { cottage } = await december();
    const before = await rowsOf(cottage);
    const audits = (await changeRows([cottage])).length;
    const browser = await staffBrowser(["ROLE_USER", "ROLE_MANAJEMEN"], "fr");
    const path = `/admin/tarif?type=${cottage}&month=2037-12`;

    const preview = await postForm(browser, path, priceForm([cottage]));
    expect(preview.status).toBe(200);
    const html = await preview.text();
    expect(html).toContain("Vérifier avant d&#x27;enregistrer");
    expect(html).toContain("Différent aujourd&#x27;hui");
    const listed = [...html.matchAll(/name="listed" value="\d+:(\d{4}-\d{2}-\d{2})"/g)].map((m) => m[1]);
    expect(listed).toEqual(["2037-12-25", "2037-12-26"]);
    // Now +50 % (1 200 000, 960 000 after the promo); after: typed 950 000, 760 000 after the promo — side by side.
    expect(html).toMatch(/1\s200\s000\sRp, après promotion 960\s000\sRp/);
    expect(html).toMatch(/950\s000\sRp, après promotion 760\s000\sRp/);
    expect(html).toContain("Hari Raya Natal");
    // The six ordinary weekend nights, from +25 % to the new price.
    expect(html).toMatch(/6 nuits :/);
    expect(await rowsOf(cottage)).toEqual(before);
    expect((await changeRows([cottage])).length).toBe(audits);

    const kept = await postForm(browser, path, [...priceForm([cottage]), ["intent", "apply"], ["listed", `${cottage}:2037-12-25`], ["listed", `${cottage}:2037-12-26`]]);
    expect(kept.status).toBe(302);
    const after = new Map((await rowsOf(cottage)).map((r) => [r.night, r]));
    for (const night of FRI_SAT.slice(0, 6)) expect(after.get(night)?.hargaOnline).toBe(950_000);
    expect(after.get("2037-12-25")).toMatchObject({ hargaOnline: null, persen: 50 });
    expect(after.get("2037-12-26")).toMatchObject({ hargaOnline: null, persen: 50 });
    const [entry] = await changeRows([cottage]);
    expect(entry.data).toMatchObject({ roomTypeId: cottage, nights: 6, kept: ["2037-12-25", "2037-12-26"] });

    const { html: grid } = await browser.visit(path);
    expect(grid).toContain("Tarifs de 6 nuits enregistrés ; 2 nuit(s) différente(s) conservée(s).");
    // The grid shows the price typed beside the price after the promo, and shades Friday and Saturday nights.
    expect(grid).toMatch(/data-date="2037-12-04"[^>]*>.*?saisi 950\s000\sRp.*?760\s000\sRp/s);
    expect(grid).toMatch(/class="rate-day rate-day--weekend[^"]*" data-date="2037-12-04"/);
    expect(grid).not.toMatch(/class="rate-day rate-day--weekend[^"]*" data-date="2037-12-06"/);
  });

  it("overwrites a different night only when that is chosen", async () => {
    const { cottage } = await december();
    const browser = await staffBrowser(["ROLE_USER", "ROLE_ADMIN"], "id");
    const saved = await postForm(browser, `/admin/tarif?type=${cottage}`, [
      ...priceForm([cottage]),
      ["intent", "apply"],
      ["listed", `${cottage}:2037-12-25`],
      ["listed", `${cottage}:2037-12-26`],
      [`night:${cottage}:2037-12-25`, "overwrite"],
      [`night:${cottage}:2037-12-26`, "keep"],
    ]);
    expect(saved.status).toBe(302);
    const after = new Map((await rowsOf(cottage)).map((r) => [r.night, r]));
    expect(after.get("2037-12-25")?.hargaOnline).toBe(950_000);
    expect(after.get("2037-12-26")).toMatchObject({ hargaOnline: null, persen: 50 });
  });

  it("shows the change again and writes nothing when a night became different after it was reviewed", async () => {
    const { cottage } = await december();
    const browser = await staffBrowser(["ROLE_USER", "ROLE_ADMIN"], "en");
    // Reviewed with 25–26 December listed; meanwhile 11 December gets a price of its own.
    await setRates(db, actor, { roomTypeId: cottage, from: "2037-12-11", to: "2037-12-11", kind: "priceOnline", nilai: "1.500.000" });
    const before = await rowsOf(cottage);
    const stale = await postForm(browser, `/admin/tarif?type=${cottage}`, [
      ...priceForm([cottage]),
      ["intent", "apply"],
      ["listed", `${cottage}:2037-12-25`],
      ["listed", `${cottage}:2037-12-26`],
    ]);
    expect(stale.status).toBe(409);
    const html = await stale.text();
    expect(html).toContain("Rates changed since this change was shown.");
    expect(html).toContain(`name="listed" value="${cottage}:2037-12-11"`);
    expect(await rowsOf(cottage)).toEqual(before);
  });

  it("changes two room types at once with one audit row each, and undoes both with the old rows back; every write moves the cache key", async () => {
    const { hotelId, cottage, villa } = await december();
    const before = { cottage: await rowsOf(cottage), villa: await rowsOf(villa) };
    const browser = await staffBrowser(["ROLE_USER", "ROLE_ADMIN"], "en");
    const path = `/admin/tarif?type=${cottage}&month=2037-12`;
    const listed = [cottage, villa].flatMap((id) => ["2037-12-25", "2037-12-26"].map((d): [string, string] => ["listed", `${id}:${d}`]));

    const preview = await (await postForm(browser, path, priceForm([cottage, villa]))).text();
    expect(preview).toContain("Cottage Natal");
    expect(preview).toContain("Villa Natal");
    const version = await getInventoryVersion(db, hotelScope(hotelId));
    const saved = await postForm(browser, path, [...priceForm([cottage, villa]), ["intent", "apply"], ...listed, ["type", String(cottage)]]);
    expect(saved.status).toBe(302);
    expect(await getInventoryVersion(db, hotelScope(hotelId))).not.toBe(version);
    for (const id of [cottage, villa]) expect((await rowsOf(id)).filter((r) => r.hargaOnline === 950_000).map((r) => r.night)).toEqual(FRI_SAT.slice(0, 6));
    const written = (await changeRows([cottage, villa])).filter((r) => r.type === "RATES_CHANGED" && (r.data as { nights?: number }).nights === 6);
    expect(written.map((r) => (r.data as { roomTypeId: number }).roomTypeId).sort()).toEqual([cottage, villa].sort());
    const changeId = (written[0].data as { changeId: string }).changeId;
    expect((written[1].data as { changeId: string }).changeId).toBe(changeId);

    // The grid offers to undo it; asking shows what goes back and writes nothing yet.
    const { html: grid } = await browser.visit(path);
    expect(grid).toContain(`name="changeId" value="${changeId}"`);
    const ask = await postForm(browser, path, [["intent", "undoPreview"], ["changeId", changeId], ["type", String(cottage)]]);
    expect(ask.status).toBe(200);
    expect(await ask.text()).toContain("Undo this change?");
    expect((await rowsOf(villa)).filter((r) => r.hargaOnline === 950_000)).toHaveLength(6);

    const undoVersion = await getInventoryVersion(db, hotelScope(hotelId));
    const undone = await postForm(browser, path, [["intent", "undo"], ["changeId", changeId], ["type", String(cottage)]]);
    expect(undone.status).toBe(302);
    expect(await rowsOf(cottage)).toEqual(before.cottage);
    expect(await rowsOf(villa)).toEqual(before.villa);
    expect(await getInventoryVersion(db, hotelScope(hotelId))).not.toBe(undoVersion);
    expect((await changeRows([cottage, villa])).filter((r) => r.type === "RATES_UNDONE")).toHaveLength(2);

    // Undone once: asking again is refused and changes nothing.
    const again = await postForm(browser, path, [["intent", "undo"], ["changeId", changeId]]);
    expect(again.status).toBe(409);
    expect(await rowsOf(cottage)).toEqual(before.cottage);
  });

  it("refuses an empty room-type selection, a range ending before it starts and an unknown change to undo, in the page's language", async () => {
    const { cottage } = await december();
    const browser = await staffBrowser(["ROLE_USER", "ROLE_ADMIN"], "id");
    const path = `/admin/tarif?type=${cottage}&month=2037-12`;
    const none = await postForm(browser, path, priceForm([]));
    expect(none.status).toBe(400);
    expect(await none.text()).toContain("Pilih satu sampai 40 tipe kamar.");
    const backwards = await postForm(browser, path, [["roomTypeId", String(cottage)], ["from", "2037-12-31"], ["to", "2037-12-01"], ["kind", "priceOnline"], ["nilai", "950.000"]]);
    expect(backwards.status).toBe(400);
    expect(await backwards.text()).toContain("Tanggal akhir tidak boleh sebelum tanggal awal.");
    const unknown = await postForm(browser, path, [["intent", "undo"], ["changeId", "no-such-change"]]);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("Perubahan itu tidak ditemukan.");
  });
});
