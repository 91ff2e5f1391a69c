import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { EVENTS, insertContentFixtures } from "../fixtures/content";

const SITE = "http://localhost:8787";

/** A small well-formedness check: every tag closes in order, every attribute is quoted, no bare "&". */
function expectWellFormedXml(xml: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  const stack: string[] = [];
  for (const match of xml.replace(/^<\?xml[^>]*\?>/, "").matchAll(/<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>/g)) {
    const [, closing, name, , selfClosing] = match;
    if (selfClosing) continue;
    if (closing) expect(stack.pop()).toBe(name);
    else stack.push(name);
  }
  expect(stack).toEqual([]);
  expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  // Nothing that looks like a tag was left unmatched by the pattern above.
  const tags = xml.match(/<[^>]*>/g) ?? [];
  const recognised = xml.match(/<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|<\?xml[^>]*\?>/g) ?? [];
  expect(recognised.length).toBe(tags.length);
}

beforeAll(async () => {
  await insertContentFixtures(env.DB);
});

describe("/sitemap.xml", () => {
  it("lists every public page in every language as valid XML", async () => {
    const response = await SELF.fetch("https://example.com/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toContain("s-maxage=");
    const xml = await response.text();
    expectWellFormedXml(xml);

    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, "&"));
    const paths = [
      "/",
      "/event",
      "/faq",
      "/faq?kategori=7002",
      "/galery",
      "/galery-video",
      "/kontak",
      "/promo",
      "/cafe/7001",
      "/cafe/7002",
      "/wisata/7001",
      "/wisata/7002",
      ...Object.values(EVENTS).map((id) => `/event/${id}`),
      "/profil/7001",
      "/profil/7002",
    ];
    for (const path of paths) {
      for (const lng of ["id", "en", "fr"]) {
        expect(locations).toContain(`${SITE}${path}${path.includes("?") ? "&" : "?"}lng=${lng}`);
      }
    }
    expect(locations.some((l) => l.includes("/cafe/7003") || l.includes("/wisata/7003"))).toBe(false);
    expect(new Set(locations).size).toBe(locations.length);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/wisata/7001"/>`);
  });
});

describe("/robots.txt", () => {
  it("allows the site, keeps crawlers out of bookings and accounts, and points to the sitemap", async () => {
    const response = await SELF.fetch("https://example.com/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(text).toContain("Disallow: /reservasi\n");
    expect(text).toContain("Disallow: /pengguna\n");
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});
