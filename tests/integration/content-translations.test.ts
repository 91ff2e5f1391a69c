import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "~/models/db.server";
import { bumpContentVersion } from "~/models/content-version.server";
import { translationWrites } from "~/models/translation.server";

/**
 * Staff texts on the public pages in the visitor's language (ADR 026): a text saved only in Indonesian
 * is shown in Indonesian and marked lang="id" on the English and French pages; once it has a version in
 * the language, that version replaces it; HTML versions are sanitised like the Indonesian ones.
 * Ids start at 8101 so failures point at this file.
 */

const db = createDb(env.DB);

/** The longest answer staff may plausibly write: every paragraph must reach the page, none cut off. */
const LONG_ANSWER = Array.from(
  { length: 12 },
  (_, i) =>
    `<p>Paragraf ${i + 1}: tamu yang datang dengan kendaraan pribadi dapat parkir di halaman pabrik teh, lalu berjalan kaki ` +
    `melewati blok kebun tua menuju rumah teh; rombongan besar diminta memberi kabar sehari sebelumnya agar pemandu tersedia.</p>`,
).join("");

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await SELF.fetch(`https://example.com${path}`, { headers, redirect: "manual" });
  return { status: response.status, html: await response.text() };
}

/** Saves versions of a row as the back-office does: the rows in one batch, then a fresh public cache. */
async function translate(...writes: ReturnType<typeof translationWrites>) {
  const [first, ...rest] = writes;
  await db.batch([first, ...rest]);
  await bumpContentVersion(db);
}

beforeAll(async () => {
  await env.DB.batch(
    [
      "INSERT INTO city (id, nama) VALUES (8101, 'Banyuwangi Uji')",
      `INSERT INTO destination (id, nama, city_id, ringkasan, foto_key, urutan, aktif) VALUES
         (8101, 'Kebun Kopi Kalibendo', 8101, 'Kebun kopi rakyat di kaki Gunung Ijen', 'test/dest-1.svg', 1, 1)`,
      "INSERT INTO faq_category (id, nama, urutan) VALUES (8101, 'Kunjungan Kebun', 1), (8102, 'Perjalanan', 2)",
      `INSERT INTO faq (id, category_id, pertanyaan, jawaban, urutan) VALUES
         (8101, 8101, 'Apakah kebun buka setiap hari?', '<p>Kebun buka setiap hari pukul 07.00–16.00.</p>', 1),
         (8102, 8102, 'Bagaimana cara menuju kebun dari stasiun terdekat dengan rombongan besar?', '${LONG_ANSWER}', 1)`,
      `INSERT INTO contact (id, nama, telepon, jam_operasional) VALUES (8101, 'Agrowisata Uji', '0333 123456', 'Senin–Minggu 08.00–17.00')`,
      "INSERT INTO event (id, nama, tanggal, lokasi) VALUES (8101, 'Festival Petik Kopi', '2026-08-17', 'Kalibendo')",
    ].map((sql) => env.DB.prepare(sql)),
  );
});

describe("a text saved only in Indonesian", () => {
  it("is shown in Indonesian, marked lang=\"id\", on the English page", async () => {
    const { status, html } = await get("/wisata/8101?lng=en");
    expect(status).toBe(200);
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<h1 class="content-page__title" lang="id">Kebun Kopi Kalibendo</h1>');
    expect(html).toContain('<p class="content-page__lead" lang="id">Kebun kopi rakyat di kaki Gunung Ijen</p>');
    // The shell too: the opening hours in the top bar, the contact name in the footer.
    expect(html).toMatch(/<span lang="id">Senin–Minggu 08\.00–17\.00<\/span>/);
    expect(html).toContain('<strong lang="id">Agrowisata Uji</strong>');
  });

  it("is not marked on the Indonesian page", async () => {
    const { html } = await get("/wisata/8101?lng=id");
    expect(html).toContain('<h1 class="content-page__title">Kebun Kopi Kalibendo</h1>');
    expect(html).toContain('<p class="content-page__lead">Kebun kopi rakyat di kaki Gunung Ijen</p>');
    expect(html).toContain("<span>Senin–Minggu 08.00–17.00</span>");
  });
});

describe("a text saved with its English version", () => {
  beforeAll(async () => {
    await translate(
      ...translationWrites(db, "destination", 8101, { nama: { en: "Kalibendo Coffee Estate", fr: "Plantation de café de Kalibendo" } }),
    );
  });

  it("shows the English text, unmarked, wherever the name appears, and keeps marking what is still untranslated", async () => {
    const { html } = await get("/wisata/8101?lng=en");
    expect(html).toContain('<h1 class="content-page__title">Kalibendo Coffee Estate</h1>');
    expect(html).toContain("<title>Kalibendo Coffee Estate");
    // The menu of the site's shell and the structured data follow.
    expect(html).toContain('href="/wisata/8101">Kalibendo Coffee Estate</a>');
    expect(html).toContain('"name":"Kalibendo Coffee Estate"');
    expect(html).not.toContain("Kebun Kopi Kalibendo");
    // The summary has no English version yet.
    expect(html).toContain('<p class="content-page__lead" lang="id">Kebun kopi rakyat di kaki Gunung Ijen</p>');
  });

  it("leaves the Indonesian page in Indonesian", async () => {
    const { html } = await get("/wisata/8101?lng=id");
    expect(html).toContain('<h1 class="content-page__title">Kebun Kopi Kalibendo</h1>');
    expect(html).not.toContain("Kalibendo Coffee Estate");
  });
});

describe("an HTML text in French", () => {
  it("is sanitised like the Indonesian one, even when it reached D1 without the back-office", async () => {
    await env.DB.batch([
      env.DB.prepare("INSERT INTO translation (entity, entity_id, field, lang, text) VALUES (?, ?, ?, ?, ?)").bind(
        "faq",
        8101,
        "jawaban",
        "fr",
        '<p>La plantation ouvre tous les jours.</p><script>alert("x")</script><img src="x" onerror="alert(1)">',
      ),
      env.DB.prepare("INSERT INTO translation (entity, entity_id, field, lang, text) VALUES (?, ?, ?, ?, ?)").bind(
        "faq",
        8101,
        "pertanyaan",
        "fr",
        "La plantation est-elle ouverte tous les jours ?",
      ),
    ]);
    await bumpContentVersion(db);
    const { html } = await get("/faq?lng=fr");
    expect(html).toContain("<p>La plantation ouvre tous les jours.</p>");
    expect(html).toContain('<summary class="faq-item__question">La plantation est-elle ouverte tous les jours ?</summary>');
    expect(html).not.toContain('alert("x")');
    expect(html).not.toContain("onerror");
    // The category has no French name: Indonesian, marked, in the list and as the heading.
    expect(html).toMatch(/<a [^>]*lang="id"[^>]*>Kunjungan Kebun<\/a>/);
    expect(html).toContain('lang="id">Kunjungan Kebun</h2>');
  });

  it("writes dates in French on a French page and in Indonesian by default", async () => {
    expect((await get("/event/8101?lng=fr")).html).toContain("17 août 2026");
    expect((await get("/event/8101?lng=en")).html).toContain("17 August 2026");
    expect((await get("/event/8101")).html).toContain("17 Agustus 2026");
  });
});

describe("a French visitor on a phone, without JavaScript, reading the longest answer", () => {
  it("gets the whole Indonesian answer in the page, marked lang=\"id\", inside a details element that opens without scripts", async () => {
    const { status, html } = await get("/faq?kategori=8102", {
      "Accept-Language": "fr-FR,fr;q=0.9",
      "User-Agent": "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36",
    });
    expect(status).toBe(200);
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain('<h1 class="content-page__title">FAQ</h1>');
    expect(html).toContain(
      '<summary class="faq-item__question" lang="id">Bagaimana cara menuju kebun dari stasiun terdekat dengan rombongan besar?</summary>',
    );
    const answer = /<details class="faq-item">[\s\S]*?<div class="rich-text faq-item__answer" lang="id">([\s\S]*?)<\/div><\/details>/.exec(html);
    expect(answer?.[1]).toBe(LONG_ANSWER);
  });
});
