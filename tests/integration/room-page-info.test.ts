import { SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { hotel, hotelPhoto, translation } from "~/db/schema";
import { addDays, todayInJakarta } from "~/utils/dates";
import { addAccommodationType, addCity, addHotel, addRoomType, testDb } from "../fixtures/accommodation";

/**
 * What the room page tells a guest about the property, as the server renders it (so also without
 * JavaScript): every photo as a link, the description, the check-in/out times, the house rules and the
 * cancellation policy, in the guest's language, with Indonesian marked lang="id" where not translated.
 */
const db = testDb();
const BASE = "https://agrowisata.test";
const get = (path: string, language = "id") => SELF.fetch(`${BASE}${path}${path.includes("?") ? "&" : "?"}lng=${language}`);
const textOf = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

const RULES = ["Dilarang merokok di dalam kamar.", "Jam tenang pukul 22.00–06.00.", "Hewan peliharaan tidak diizinkan."];

describe("room page: the property for guests", () => {
  let path: string;
  let bareRulesPath: string;

  beforeAll(async () => {
    const cityId = (await addCity(db, "Kota Uji Info")).id;
    const typeId = (await addAccommodationType(db, "Homestay Info")).id;
    const hotelId = (await addHotel(db, { cityId, typeId, nama: "Wisma Info Kebun", fotoKey: "uji/info-1.jpg" })).id;
    await db
      .update(hotel)
      .set({ deskripsi: "Wisma kebun teh yang tenang. ".repeat(30).trim(), jamCekin: "13:00", jamCekout: "11:00", aturan: RULES.join("\n") })
      .where(eq(hotel.id, hotelId));
    await db.insert(hotelPhoto).values(
      [1, 2, 3, 4, 5, 6, 7].map((n) => ({ hotelId, urutan: n, fotoKey: `uji/info-${n}.jpg`, caption: n === 2 ? "Beranda" : null })),
    );
    await db.insert(translation).values([
      { entity: "hotel", entityId: hotelId, field: "aturan", lang: "fr", text: "Interdit de fumer.\nSilence de 22 h à 6 h.\nAnimaux non admis." },
    ]);
    await addRoomType(db, { hotelId, nama: "Kamar Info", hargaOnline: 400_000, units: 1, photoKeys: ["uji/k-1.jpg", "uji/k-2.jpg", "uji/k-3.jpg"] });

    const bareId = (await addHotel(db, { cityId, typeId, nama: "Pondok Tanpa Aturan" })).id;
    await addRoomType(db, { hotelId: bareId, nama: "Kamar Polos", hargaOnline: 300_000, units: 1 });

    const cekin = addDays(todayInJakarta(), 20);
    path = `/room/${cityId}/2/1/${cekin}/${addDays(cekin, 1)}/${hotelId}/1`;
    bareRulesPath = `/room/${cityId}/2/1/${cekin}/${addDays(cekin, 1)}/${bareId}/1`;
  });

  it("links every property photo and every room-type photo to its image, with none left to JavaScript", async () => {
    const html = await (await get(path)).text();
    for (let n = 1; n <= 7; n++) expect(html).toContain(`href="/images/uji/info-${n}.jpg"`);
    for (let n = 1; n <= 3; n++) expect(html).toContain(`href="/images/uji/k-${n}.jpg"`);
    // The photos beyond the first five unfold from "see all" without JavaScript.
    expect(html).toMatch(/<summary[^>]*>Lihat semua 7 foto<\/summary>/);
    expect(html).toContain('alt="Beranda"');
    expect(html).toContain('alt="Foto Wisma Info Kebun 3"');
    expect(html).toContain('alt="Foto Kamar Info 2"');
  });

  it("shows the description with read more, the times, the house rules as a list and the cancellation policy", async () => {
    const html = await (await get(path)).text();
    const text = textOf(html);
    expect(text).toContain("Wisma kebun teh yang tenang.");
    expect(html).toContain("read-more__details");
    expect(text).toContain("Aturan &amp; kebijakan");
    expect(text).toContain("Check-in Mulai pukul 13:00 WIB");
    expect(text).toContain("Check-out Paling lambat pukul 11:00 WIB");
    expect(html).toContain(`<ul class="policies__rules">${RULES.map((r) => `<li>${r}</li>`).join("")}</ul>`);
    expect(text).toContain("Kebijakan pembatalan");
    expect(text).toContain("Gratis pembatalan hingga 3 hari sebelum kedatangan");
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? "{}");
    expect(ld).toMatchObject({ checkinTime: "13:00:00+07:00", checkoutTime: "11:00:00+07:00" });
    expect(ld.image).toHaveLength(7);
  });

  it("gives a French guest the French rules, and an English guest the Indonesian ones marked as such", async () => {
    const fr = await (await get(path, "fr")).text();
    expect(textOf(fr)).toContain("Règles de la maison");
    expect(fr).toContain('<ul class="policies__rules"><li>Interdit de fumer.</li><li>Silence de 22 h à 6 h.</li><li>Animaux non admis.</li></ul>');
    expect(textOf(fr)).toContain("À partir de 13:00 (WIB)");
    // The description has no French version: it is shown in Indonesian and says so.
    expect(fr).toMatch(/<p class="read-more__excerpt" lang="id">Wisma kebun teh/);

    const en = await (await get(path, "en")).text();
    expect(textOf(en)).toContain("House rules");
    expect(en).toContain(`<ul class="policies__rules" lang="id"><li>${RULES[0]}</li>`);
  });

  it("shows only the times and the cancellation policy when the property has no house rules", async () => {
    const response = await get(bareRulesPath);
    expect(response.status).toBe(200);
    const text = textOf(await response.text());
    expect(text).toContain("Aturan &amp; kebijakan");
    expect(text).toContain("Mulai pukul 14:00 WIB");
    expect(text).toContain("Paling lambat pukul 12:00 WIB");
    expect(text).not.toContain("Aturan penginapan");
    expect(text).toContain("Kebijakan pembatalan");
  });
});
