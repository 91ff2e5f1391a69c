import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import isoCountries from "i18n-iso-countries/langs/en.json";
import { describe, expect, it } from "vitest";
import { country, guest, identityType, province, regency, reservation } from "~/db/schema";
import { getBookingFormOptions } from "~/models/guest.server";
import { testDb, unique } from "../fixtures/accommodation";
import { bookingWorld, freshStay } from "../fixtures/booking";
import { bookThroughForm, guestFields, hiddenValue, reservasiPath } from "./support/booking";
import { decodeHtml, TestBrowser } from "./support/browser";

const db = testDb();

const count = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())?.n ?? 0;
const countryId = async (kode: string) =>
  (await db.select({ id: country.id }).from(country).where(eq(country.kode, kode)))[0].id;

describe("guests from anywhere: reference data after the migrations", () => {
  it("holds every ISO 3166-1 country, Indonesia's 38 provinces and its 514 kabupaten/kota", async () => {
    const codes = new Set((await db.select({ kode: country.kode }).from(country)).map((c) => c.kode));
    for (const kode of Object.keys(isoCountries.countries)) expect(codes.has(kode), kode).toBe(true);
    expect(codes.size).toBeGreaterThanOrEqual(249);

    const indonesia = await countryId("ID");
    expect(await count(`SELECT count(*) AS n FROM province WHERE country_id = ${indonesia}`)).toBe(38);
    expect(
      await count(
        `SELECT count(*) AS n FROM regency r JOIN province p ON p.id = r.province_id WHERE p.country_id = ${indonesia}`,
      ),
    ).toBe(514);
    const regencyOf = async (provinsi: string) =>
      (
        await db
          .select({ nama: regency.nama })
          .from(regency)
          .innerJoin(province, eq(province.id, regency.provinceId))
          .where(eq(province.nama, provinsi))
      ).map((r) => r.nama);
    expect(await regencyOf("Aceh")).toEqual(expect.arrayContaining(["Kabupaten Aceh Besar", "Kota Banda Aceh"]));
    expect(await regencyOf("Papua Pegunungan")).toContain("Kabupaten Jayawijaya");
    expect(await regencyOf("Papua Barat Daya")).toContain("Kota Sorong");
    expect(await regencyOf("Kalimantan Utara")).toContain("Kota Tarakan");
    // The first seeds' ids are kept: Aceh is province 1, the seeded "Kabupaten Bangkalan" regency 1.
    expect((await db.select().from(province).where(eq(province.id, 1)))[0].nama).toBe("Aceh");
    expect((await db.select().from(regency).where(eq(regency.id, 1)))[0].nama).toBe("Kabupaten Bangkalan");
  });

  it("names the countries in the page's language, Indonesia and the frequent ones first, then the rest alphabetically", async () => {
    const fr = (await getBookingFormOptions(db, "fr")).countries.map((c) => c.nama);
    expect(fr.slice(0, 4)).toEqual(["Indonésie", "Malaisie", "Singapour", "Australie"]);
    expect(fr).toEqual(expect.arrayContaining(["Royaume-Uni", "États-Unis", "Côte d’Ivoire", "Pays-Bas"]));
    expect(fr.length).toBeGreaterThanOrEqual(Object.keys(isoCountries.countries).length);
    const rest = fr.slice(11);
    expect(rest).toEqual([...rest].sort(new Intl.Collator("fr", { sensitivity: "base" }).compare));
    // "Égypte" sorts among the E's in French, not after Z.
    expect(rest.indexOf("Égypte")).toBeLessThan(rest.indexOf("Zambie"));

    const id = (await getBookingFormOptions(db, "id")).countries.map((c) => c.nama);
    expect(id.slice(0, 3)).toEqual(["Indonesia", "Malaysia", "Singapura"]);
    expect(id).toContain("Belanda");
    const en = (await getBookingFormOptions(db, "en")).countries.map((c) => c.nama);
    expect(en).toEqual(expect.arrayContaining(["United Kingdom", "Netherlands", "Malaysia"]));
  });
});

describe("booking as a guest from abroad, without JavaScript", () => {
  it("a Malaysian with a passport and a +60 phone books without province or regency", async () => {
    const world = await bookingWorld(db, { units: 2 });
    const [paspor] = await db
      .insert(identityType)
      .values({ nama: unique("Paspor") })
      .returning({ id: identityType.id });
    const email = `${crypto.randomUUID()}@example.my`;
    const browser = new TestBrowser({ language: "en" });
    const { response, formToken } = await bookThroughForm(browser, world, freshStay(), {
      ...guestFields(world, email),
      nama: "Nurul Aisyah",
      identitas: String(paspor.id),
      noIdentitas: "a12345678",
      negara: String(await countryId("MY")),
      provinsi: "",
      kabupaten: "",
      telepon: "+60 12-345 6789",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^\/reservasi-info-pendpay\/AGW/);
    const [booked] = await db.select().from(reservation).where(eq(reservation.formToken, formToken));
    expect(booked).toMatchObject({
      guestCountryId: await countryId("MY"),
      guestProvinceId: null,
      guestRegencyId: null,
      guestNoIdentitas: "A12345678",
      guestTelepon: "+60123456789",
    });
    const [row] = await db.select().from(guest).where(eq(guest.email, email));
    expect(row.telepon).toBe("+60123456789");
  });

  it("ignores a province and regency a guest from abroad left in the form", async () => {
    const world = await bookingWorld(db, { units: 1 });
    const browser = new TestBrowser({ language: "fr" });
    const { response, formToken } = await bookThroughForm(browser, world, freshStay(), {
      ...guestFields(world, `${crypto.randomUUID()}@example.test`),
      negara: String(await countryId("AU")),
      telepon: "+61 412 345 678",
    });
    expect(response.status).toBe(302);
    const [booked] = await db.select().from(reservation).where(eq(reservation.formToken, formToken));
    expect(booked).toMatchObject({ guestProvinceId: null, guestRegencyId: null, guestTelepon: "+61412345678" });
  });

  it("tells an Indonesian without a regency, and a foreign phone without its +, what is missing (in French too)", async () => {
    const world = await bookingWorld(db, { units: 1 });
    const stay = freshStay();
    const path = reservasiPath(world, stay);
    for (const [language, regencyMessage, phoneMessage] of [
      ["id", "Silahkan isikan Kota/Kabupaten terlebih dulu", "Nomor luar negeri diawali + dan kode negara"],
      [
        "fr",
        "Veuillez d’abord saisir la Ville/Régence",
        "Un numéro hors d’Indonésie commence par + et l’indicatif du pays",
      ],
    ] as const) {
      const browser = new TestBrowser({ language });
      const html = decodeHtml(await (await browser.get(path)).text());
      const tokens = { formToken: hiddenValue(html, "formToken"), captchaToken: hiddenValue(html, "captchaToken") };
      const answer = await browser.post(path, {
        ...guestFields(world, "budi@example.test"),
        ...tokens,
        kabupaten: "",
        telepon: "44 7700 900123",
        step: "1",
        intent: "next-guest",
      });
      expect(answer.status).toBe(400);
      const text = decodeHtml(await answer.text());
      expect(text).toContain(regencyMessage);
      expect(text).toContain(phoneMessage);
    }
  });

  it("shows the region lists to a guest without JavaScript until they choose another country", async () => {
    const world = await bookingWorld(db, { units: 1 });
    const path = reservasiPath(world, freshStay());
    const browser = new TestBrowser({ language: "id" });
    const html = decodeHtml(await (await browser.get(path)).text());
    // No country chosen yet: Indonesia's provinces are there without a refresh.
    expect(html).toContain('id="booking-provinsi"');
    expect(html).toContain(">Aceh</option>");
    const tokens = { formToken: hiddenValue(html, "formToken"), captchaToken: hiddenValue(html, "captchaToken") };
    const refreshed = await browser.post(path, {
      ...tokens,
      step: "1",
      intent: "region",
      negara: String(await countryId("JP")),
    });
    expect(refreshed.status).toBe(200);
    expect(decodeHtml(await refreshed.text())).not.toContain('id="booking-provinsi"');
  });
});
