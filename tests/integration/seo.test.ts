import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { EVENTS, insertContentFixtures } from "../fixtures/content";

const SITE = "http://localhost:8787";

/** A small well-formedness check: every tag closes in order, every attribute is quoted, no bare "&". */
function expectWellFormedXml(xml: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  const stack: string[] = [];
  for (const match of xml
    .replace(/^<\?xml[^>]*\?>/, "")
    .matchAll(/<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>/g)) {
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

const LANGUAGES = ["id", "en", "fr"] as const;
const unescape = (text: string) => text.replace(/&amp;/g, "&");

async function sitemap(): Promise<string> {
  return (await SELF.fetch("https://example.com/sitemap.xml")).text();
}

/** Each <url> of the sitemap: its <loc> and its alternates, hreflang → href. */
function sitemapEntries(xml: string): { loc: string; alternates: Record<string, string> }[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: unescape(/<loc>([^<]+)<\/loc>/.exec(body)![1]),
    alternates: Object.fromEntries(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang, href]) => [
        lang,
        unescape(href),
      ]),
    ),
  }));
}

/** A page as a crawler reads it: its <html lang>, canonical URL and hreflang alternates. */
async function head(url: string, headers: Record<string, string> = {}) {
  const response = await SELF.fetch(url, { headers });
  const html = await response.text();
  return {
    status: response.status,
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    canonical: unescape(/<link rel="canonical" href="([^"]+)"\/>/.exec(html)?.[1] ?? ""),
    alternates: Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang, href]) => [
        lang,
        unescape(href),
      ]),
    ),
  };
}

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
      "/chat",
      // Twelve photos at nine a page.
      "/galery?page=2",
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
    expect(locations.some((l) => l.includes("/galery?page=3"))).toBe(false);
    expect(new Set(locations).size).toBe(locations.length);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/wisata/7001"/>`);
  });
});

describe("language versions (hreflang)", () => {
  it("the sitemap gives every URL its three language versions and x-default, in Google's format", async () => {
    const xml = await sitemap();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = sitemapEntries(xml);
    expect(entries.length).toBeGreaterThan(0);
    for (const { loc, alternates } of entries) {
      expect(Object.keys(alternates)).toEqual([...LANGUAGES, "x-default"]);
      const bare = alternates["x-default"];
      expect(bare).not.toContain("lng=");
      for (const lng of LANGUAGES) {
        expect(alternates[lng]).toBe(`${bare}${bare.includes("?") ? "&" : "?"}lng=${lng}`);
      }
      // Each <url> lists itself among its alternates; the bare URL is not a <url> of its own (not canonical).
      expect(Object.values(alternates)).toContain(loc);
      expect(loc).not.toBe(bare);
    }
  });

  it("each listed page is in the language its URL names and gives the sitemap's alternates in its head", async () => {
    const entries = sitemapEntries(await sitemap());
    for (const { loc, alternates } of entries.filter((e) => e.loc.endsWith("lng=en"))) {
      const page = await head(loc);
      expect(page.status, loc).toBe(200);
      expect(page.lang, loc).toBe("en");
      expect(page.canonical, loc).toBe(loc);
      expect(page.alternates, loc).toEqual(alternates);
    }
  });

  it.each(["/", "/hotel", "/wisata/7001", "/faq?kategori=7002", "/galery?page=2"])(
    "the English page %s links to versions that really are in their language",
    async (path) => {
      const english = await head(`${SITE}${path}${path.includes("?") ? "&" : "?"}lng=en`);
      expect(english.lang).toBe("en");
      expect(Object.keys(english.alternates)).toEqual([...LANGUAGES, "x-default"]);
      for (const [hreflang, href] of Object.entries(english.alternates)) {
        const version = await head(href);
        expect(version.status, href).toBe(200);
        // x-default answers in the visitor's language; a crawler that states none reads Indonesian.
        expect(version.lang, href).toBe(hreflang === "x-default" ? "id" : hreflang);
        // The versions name each other (return links), whichever one is read.
        expect(version.alternates, href).toEqual(english.alternates);
        if (hreflang !== "x-default") expect(version.canonical, href).toBe(href);
      }
    },
  );

  it("x-default answers a French browser in French", async () => {
    const bare = await head(`${SITE}/wisata/7001`, { "Accept-Language": "fr-FR,fr;q=0.9" });
    expect(bare.lang).toBe("fr");
    expect(bare.canonical).toBe(`${SITE}/wisata/7001?lng=fr`);
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
