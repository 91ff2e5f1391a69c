import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { EVENTS, LONG_TEXT, eventDates, insertContentFixtures } from "../fixtures/content";

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await SELF.fetch(`https://example.com${path}`, { headers, redirect: "manual" });
  return { response, status: response.status, html: await response.text() };
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as Record<string, unknown>,
  );
}

/** Every image carries its size (no layout shift) and an alt attribute. */
function expectSizedImages(html: string) {
  const images = html.match(/<img\b[^>]*>/g) ?? [];
  expect(images.length).toBeGreaterThan(0);
  for (const img of images) {
    expect(img).toMatch(/\bwidth="\d+"/);
    expect(img).toMatch(/\bheight="\d+"/);
    expect(img).toMatch(/\balt="/);
  }
}

beforeAll(async () => {
  await insertContentFixtures(env.DB);
});

describe("/cafe/{id}", () => {
  it("shows banners, gallery, sanitised directions with a map link, the menu, every cafe and share links", async () => {
    const { status, html, response } = await get("/cafe/7001");
    expect(status).toBe(200);
    expect(html).toContain("<h1 class=\"content-page__title\">Kedai Uji Blawan</h1>");
    expect(html).toContain('src="/images/test/cb-1.svg"');
    expect(html).toContain('href="/images/test/cg-2.svg"');
    expect(html).toContain("Cara Menuju Lokasi");
    expect(html).toContain("Dari Sempol");
    expect(html).not.toContain("javascript:");
    expect(html).toContain("https://www.openstreetmap.org/?mlat=-8.000900&amp;mlon=114.169700");
    expect(html).toContain("Informasi Menu");
    expect(html).toContain("Kopi Tubruk Blawan");
    expect(html).toContain("Rp. 15.000");
    // Menu grouped by category, in the order the items come.
    expect(html.indexOf("V60 Java Ijen")).toBeLessThan(html.indexOf("Pisang Goreng"));
    expect(html).toContain('href="/cafe/7002"');
    expect(html).not.toContain("Kafe Tutup");
    expect(html).toContain("https://twitter.com/intent/tweet?url=");
    expect(html).toContain("https://www.facebook.com/sharer/sharer.php?u=");
    expect(response.headers.get("Cache-Control")).toContain("s-maxage=");
    const [data] = jsonLd(html);
    expect(data["@type"]).toBe("CafeOrCoffeeShop");
    expect(data.name).toBe("Kedai Uji Blawan");
    expectSizedImages(html);
  });

  it("shows empty states for a cafe without menu, gallery or directions", async () => {
    const { status, html } = await get("/cafe/7002");
    expect(status).toBe(200);
    expect(html).toContain("Menu belum tersedia.");
    expect(html).toContain("Belum ada foto kafe.");
    expect(html).toContain("Petunjuk arah belum tersedia.");
  });

  it.each(["/cafe/7003", "/cafe/99999", "/cafe/abc", "/cafe/0", "/cafe/1.5", "/cafe/-1"])(
    "answers %s with a 404 page in Indonesian",
    async (path) => {
      const { status, html, response } = await get(path);
      expect(status).toBe(404);
      expect(html).toContain("Kafe tidak ditemukan");
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(response.headers.get("Cache-Control") ?? "").not.toContain("public");
    },
  );

  it("answers the 404 in the visitor's language", async () => {
    const english = await get("/cafe/abc", { "Accept-Language": "en-GB,en;q=0.9" });
    expect(english.status).toBe(404);
    expect(english.html).toContain("Cafe not found");
    const french = await get("/cafe/99999?lng=fr");
    expect(french.status).toBe(404);
    expect(french.html).toContain("Café introuvable");
  });
});

describe("/wisata/{id}", () => {
  it("shows the destination as the spec describes it", async () => {
    const { status, html } = await get("/wisata/7001");
    expect(status).toBe(200);
    // Banner slider, then the title and the destination's own content, then the slider of other (active)
    // destinations: on a phone the title is on the first screen (issue 35 moved the slider below the content).
    const main = html.slice(html.indexOf("<main"));
    const banner = main.indexOf('src="/images/test/db-1.svg"');
    const others = main.indexOf('href="/wisata/7002"');
    const title = main.indexOf("<h1");
    expect(banner).toBeGreaterThan(-1);
    expect(title).toBeGreaterThan(banner);
    expect(others).toBeGreaterThan(title);
    expect(main.slice(others)).toContain("Kawah Uji");
    expect(html).not.toContain("Destinasi Tersembunyi");
    // Detail blocks ordered by id, the long description cut at 600 characters with "selanjutnya".
    expect(html.indexOf("Blok Pertama")).toBeLessThan(html.indexOf("Blok Kedua"));
    expect(html).toContain("selanjutnya");
    expect(html).toContain("tampilkan lebih sedikit");
    expect(html).toContain(LONG_TEXT.slice(0, 100));
    // The whole text is still in the page (inside <details>), never lost.
    expect(html).toContain("Akhir kalimat panjang ini tersembunyi");
    expect(html).toContain("Pemetik teh di blok atas");
    expect(html).toContain("Cara Menuju Lokasi");
    expect(html).toContain("Dari Kota Malang");
    expect(html).toContain("<ol><li>Ke utara menuju Singosari.</li>");
    expect(html).not.toContain("alert(1)");
    expect(html).not.toContain("steal()");
    expect(html).toContain("Informasi Lain-lain");
    expect(html).toContain("Dewasa Rp 15.000");
    expect(html).toContain("https://twitter.com/intent/tweet?url=");
    expect(html).toContain("https://www.facebook.com/sharer/sharer.php?u=");
    expectSizedImages(html);
  });

  it("describes the destination as a TouristAttraction in JSON-LD", async () => {
    const { html } = await get("/wisata/7001");
    const [data] = jsonLd(html);
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("TouristAttraction");
    expect(data.name).toBe("Kebun Teh Uji");
    expect(data.geo).toMatchObject({ "@type": "GeoCoordinates", latitude: -7.8012 });
  });

  it("has a title, description, canonical URL, OpenGraph image and alternates in every language", async () => {
    const { html } = await get("/wisata/7001?lng=en");
    expect(html).toContain("<title>Kebun Teh Uji | Agrowisata</title>");
    expect(html).toContain('<meta name="description" content="Kebun teh di lereng Arjuno"/>');
    expect(html).toContain('<link rel="canonical" href="http://localhost:8787/wisata/7001?lng=en"/>');
    for (const lng of ["id", "en", "fr"]) {
      expect(html).toContain(`<link rel="alternate" hrefLang="${lng}" href="http://localhost:8787/wisata/7001?lng=${lng}"/>`);
    }
    expect(html).toContain('<link rel="alternate" hrefLang="x-default" href="http://localhost:8787/wisata/7001"/>');
    expect(html).toContain('<meta property="og:image" content="http://localhost:8787/images/test/db-1.svg"/>');
  });

  it.each(["/wisata/abc", "/wisata/99999", "/wisata/7003", "/wisata/1e3", "/wisata/%20"])(
    "answers %s with a translated 404 page, never a 500",
    async (path) => {
      const { status, html } = await get(path);
      expect(status).toBe(404);
      expect(html).toContain("Destinasi wisata tidak ditemukan");
      const english = await get(path, { "Accept-Language": "en" });
      expect(english.status).toBe(404);
      expect(english.html).toContain("Destination not found");
    },
  );
});

describe("events", () => {
  it("lists every event by date, newest first, marking upcoming and past ones", async () => {
    const { status, html } = await get("/event");
    expect(status).toBe(200);
    const order = ["Tur Pabrik Malam", "Festival Petik Teh", "Panen Kopi Bersama", "Lomba Foto Kebun", "Pasar Tani"].map((name) =>
      html.indexOf(`>${name}</a>`),
    );
    expect(order.every((position) => position > -1)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).toContain("Akan datang");
    expect(html).toContain("Sudah berlalu");
    expect(html).toContain('timeline__item timeline__item--past');
    // The event banner of an upcoming event leads the page.
    expect(html).toContain('src="/images/test/evb-1.svg"');
    expectSizedImages(html);
  });

  it("writes dates in Indonesian", async () => {
    const { html } = await get("/event");
    expect(html).toContain('<time dateTime="2026-08-17">17 Agustus 2026</time>');
  });

  it("shows one event with three other events and Event structured data", async () => {
    const dates = eventDates();
    const { status, html } = await get(`/event/${EVENTS.soon}`);
    expect(status).toBe(200);
    expect(html).toContain("Festival Petik Teh");
    expect(html).not.toContain("x()");
    const others = html.slice(html.indexOf("Event Lainnya"), html.indexOf("Semua event"));
    const linked = [...others.matchAll(/href="\/event\/(\d+)"/g)].map((m) => Number(m[1]));
    expect(linked).toHaveLength(3);
    expect(linked).not.toContain(EVENTS.soon);
    const data = jsonLd(html).find((d) => d["@type"] === "Event");
    expect(data).toMatchObject({ name: "Festival Petik Teh", startDate: dates[EVENTS.soon] });
  });

  it.each(["/event/abc", "/event/99999"])("answers %s with a 404 page", async (path) => {
    const { status, html } = await get(path);
    expect(status).toBe(404);
    expect(html).toContain("Event tidak ditemukan");
  });
});

describe("/faq", () => {
  it("shows the first category by default", async () => {
    const { status, html } = await get("/faq");
    expect(status).toBe(200);
    expect(html).toContain("Bagaimana cara memesan kamar?");
    expect(html).not.toContain("Apakah ada parkir bus?");
    const current = (html.match(/<a [^>]*faq-categories__link[^>]*>/g) ?? []).filter((a) => a.includes('aria-current="page"'));
    expect(current).toHaveLength(1);
    expect(current[0]).toContain('href="/faq"');
    expect(html).toContain('href="/faq?kategori=7002"');
  });

  it("switches category with ?kategori= and sanitises answers", async () => {
    const { html } = await get("/faq?kategori=7002");
    expect(html).toContain("Apakah ada parkir bus?");
    expect(html).not.toContain("Bagaimana cara memesan kamar?");
    expect(html).not.toContain("onerror");
    expect(html).toContain('<link rel="canonical" href="http://localhost:8787/faq?kategori=7002&amp;lng=id"/>');
  });

  it("falls back to the first category for an unknown one and shows an empty category", async () => {
    expect((await get("/faq?kategori=abc")).html).toContain("Bagaimana cara memesan kamar?");
    expect((await get("/faq?kategori=99999")).html).toContain("Bagaimana cara memesan kamar?");
    expect((await get("/faq?kategori=7003")).html).toContain("Belum ada pertanyaan di kategori ini.");
  });
});

describe("/galery", () => {
  it("shows nine photos per page from destinations, cafes and homestays", async () => {
    const { status, html } = await get("/galery");
    expect(status).toBe(200);
    expect(html).toContain("Menampilkan 1 - 9 dari 12 item");
    const links = html.match(/class="photo-grid__link"/g) ?? [];
    expect(links).toHaveLength(9);
    expect(html).toContain("Wisata");
    expect(html).toContain("Kafe");
    expect(html).toContain("Homestay");
    expect(html).not.toContain("Tidak tampil");
    expect(html).not.toContain("Wisma tutup");
    expect(html).toContain('href="/galery?page=2"');
    expectSizedImages(html);

    const second = await get("/galery?page=2");
    expect(second.html).toContain("Menampilkan 10 - 12 dari 12 item");
    expect(second.html.match(/class="photo-grid__link"/g) ?? []).toHaveLength(3);
  });

  it("translates the item count", async () => {
    expect((await get("/galery?lng=en")).html).toContain("Showing 1 - 9 of 12 items");
  });

  it("shows one photo enlarged with previous and next links (the lightbox without JavaScript)", async () => {
    const { html } = await get("/galery?foto=10");
    expect(html).toContain("Foto 10 dari 12");
    expect(html).toContain('href="/galery?foto=9"');
    expect(html).toContain('href="/galery?foto=11"');
    expect(html).toContain("Menampilkan 10 - 12 dari 12 item");
  });

  it("shows every photo of one place as an album", async () => {
    const { html } = await get("/galery?album=wisata-7001");
    expect(html).toContain("Foto Kebun Teh Uji");
    for (const key of ["dg-1", "dg-2", "dg-3", "dg-4"]) expect(html).toContain(`/images/test/${key}.svg`);
  });

  it("ignores malformed paging parameters", async () => {
    for (const query of ["?page=abc", "?page=-3", "?page=999", "?foto=abc", "?album=../x"]) {
      expect((await get(`/galery${query}`)).status).toBe(200);
    }
  });
});

describe("/galery-video", () => {
  it("links each thumbnail to its video and embeds nothing before a click", async () => {
    const { status, html } = await get("/galery-video");
    expect(status).toBe(200);
    expect(html).toContain('href="https://www.youtube.com/watch?v=Wn7sTeh2025"');
    expect(html).toContain('href="https://vimeo.com/123456"');
    expect(html).toContain("Pagi di Kebun Teh");
    expect(html).not.toContain("<iframe");
    expectSizedImages(html);
  });
});

describe("/profil/{id}", () => {
  it("shows the profile page, the other pages cut at 150 characters, and Organization data", async () => {
    const { status, html } = await get("/profil/7001");
    expect(status).toBe(200);
    expect(html).toContain("Sejarah Uji");
    // Content headings start below the page's own <h1>.
    expect(html).toContain("<h2>Awal</h2>");
    expect(html).toContain("Visi Uji");
    expect(html).toContain("selanjutnya");
    const [data] = jsonLd(html);
    expect(data).toMatchObject({ "@type": "Organization", name: "PT Kebun Uji", email: "staf@agrowisata.example" });
  });

  it("answers an unknown profile with a 404 page", async () => {
    const { status, html } = await get("/profil/99999");
    expect(status).toBe(404);
    expect(html).toContain("Profil tidak ditemukan");
  });
});

describe("/promo", () => {
  it("lists promo banners and rooms with a promo, each linking to its offer", async () => {
    const { status, html } = await get("/promo");
    expect(status).toBe(200);
    expect(html).toContain("Promo Akhir Tahun");
    expect(html).not.toContain("Banner Biasa");
    expect(html).not.toContain("Promo Draf");
    expect(html).toContain("Cottage Kayu");
    expect(html).toContain("Diskon 20%");
    expect(html).toContain("<del class=\"promo-card__old\">Rp. 500.000</del>");
    expect(html).toContain("Rp. 400.000");
    expect(html).toContain('href="/hotel?tipe=7001"');
    expect(html).not.toContain("Kamar Standar");
    expect(html).not.toContain("Kamar Nonaktif");
    expectSizedImages(html);
  });
});

describe("/ (home)", () => {
  it("titles destination cards with the destination, not its city", async () => {
    const { html } = await get("/");
    expect(html).toContain('<h3 class="card__title">Kebun Teh Uji</h3>');
    expect(html).toContain('<p class="card__meta">Malang Uji</p>');
  });
});

describe("every public content page", () => {
  it.each([
    "/",
    "/cafe/7001",
    "/wisata/7001",
    "/event",
    `/event/${EVENTS.past}`,
    "/faq",
    "/galery",
    "/galery-video",
    "/profil/7001",
    "/kontak",
    "/promo",
  ])("%s renders in id, en and fr with a canonical URL and a public cache header", async (path) => {
    for (const [lng, word] of [
      ["id", "Beranda"],
      ["en", "Home"],
      ["fr", "Accueil"],
    ]) {
      const { status, html, response } = await get(path, { "Accept-Language": lng });
      expect(status).toBe(200);
      expect(html).toContain(`<html lang="${lng}"`);
      expect(html).toContain(`>${word}<`);
      expect(html).toContain('<link rel="canonical"');
      expect(response.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=300, stale-while-revalidate=600");
    }
  });
});
