import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "~/models/db.server";
import { bumpContentVersion } from "~/models/content-version.server";

async function insertHomeContent() {
  await env.DB.batch([
    env.DB.prepare("INSERT INTO city (id, nama) VALUES (901, 'Kota Uji')"),
    env.DB.prepare(
      "INSERT INTO banner (judul, subjudul, foto_key, publish, urutan) VALUES ('Festival Panen Kopi', 'Ikut memetik kopi', 'test/banner-1.svg', 1, 1), ('Banner Tersembunyi', NULL, 'test/banner-2.svg', 0, 2)",
    ),
    env.DB.prepare(
      "INSERT INTO link (posisi, nama, url, foto_key, urutan) VALUES ('CENTER', 'Mitra Kopi Ijen', 'https://example.com/ijen', 'test/logo-1.svg', 1), ('FOOTER', 'Syarat dan Ketentuan', '/profil/1', NULL, 1)",
    ),
    env.DB.prepare(
      "INSERT INTO destination (nama, city_id, ringkasan, foto_key, urutan, aktif) VALUES ('Kebun Teh Uji', 901, 'Hamparan teh di lereng gunung', 'test/dest-1.svg', 1, 1), ('Destinasi Nonaktif', 901, NULL, 'test/dest-2.svg', 2, 0)",
    ),
  ]);
}

describe("home page", () => {
  beforeAll(insertHomeContent);

  it("renders published banners, partner links and active destinations from D1", async () => {
    const response = await SELF.fetch("https://example.com/");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("text/html");
    const html = await response.text();
    expect(html).toContain("Festival Panen Kopi");
    expect(html).toContain('src="/images/test/banner-1.svg"');
    expect(html).not.toContain("Banner Tersembunyi");
    expect(html).toContain("Mitra Kopi Ijen");
    expect(html).toContain('href="/wisata/');
    expect(html).toContain('<h3 class="card__title">Kebun Teh Uji</h3>');
    expect(html).toContain('<p class="card__meta">Kota Uji</p>');
    expect(html).not.toContain("Destinasi Nonaktif");
    expect(html).toContain("Syarat dan Ketentuan");
    // Images carry their size so the page does not shift while they load.
    expect(html).toMatch(/<img[^>]+src="\/images\/test\/dest-1.svg"[^>]+width="1200"[^>]+height="800"/);
  });

  it("serves /home as the same page", async () => {
    const response = await SELF.fetch("https://example.com/home");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Festival Panen Kopi");
  });

  it("logs a visitor once per IP per day", async () => {
    const visit = () =>
      SELF.fetch("https://example.com/", { headers: { "CF-Connecting-IP": "203.0.113.7", "User-Agent": "uji" } });
    await (await visit()).text();
    await (await visit()).text();
    // The log is written after the response (waitUntil): poll briefly for it.
    let rows: { n: number } | null = null;
    for (let i = 0; i < 20; i++) {
      rows = await env.DB.prepare("SELECT count(*) AS n FROM visitor_log WHERE ip = ?")
        .bind("203.0.113.7")
        .first<{ n: number }>();
      if (rows && rows.n > 0) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(rows?.n).toBe(1);
  });

  it("shows a banner and a partner whose stored link is unsafe without that link", async () => {
    // Rows written before URL fields were checked (or straight into D1): the page must not link them.
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO banner (judul, foto_key, link_url, publish, urutan) VALUES ('Banner Lama', 'test/banner-3.svg', 'javascript:alert(1)', 1, 3)",
      ),
      env.DB.prepare(
        "INSERT INTO link (posisi, nama, url, foto_key, urutan) VALUES ('CENTER', 'Mitra Lama', 'java\tscript:alert(1)', 'test/logo-2.svg', 2)",
      ),
    ]);
    await bumpContentVersion(createDb(env.DB));
    const html = await (await SELF.fetch("https://example.com/")).text();
    expect(html).toContain("Banner Lama");
    expect(html).toContain('alt="Mitra Lama"');
    expect(html).not.toMatch(/href="[^"]*script:/i);
    expect(html).toContain('href="https://example.com/ijen"');
  });

  it("shows an empty state instead of failing when there is nothing to show", async () => {
    await env.DB.batch([env.DB.prepare("DELETE FROM banner"), env.DB.prepare("DELETE FROM destination")]);
    // As every content edit does: the cached home page must not outlive the change.
    await bumpContentVersion(createDb(env.DB));
    const response = await SELF.fetch("https://example.com/");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Belum ada banner.");
    expect(html).toContain("Belum ada destinasi wisata.");
  });
});
