import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "~/models/db.server";
import { bumpContentVersion, getContentVersion } from "~/models/content-version.server";
import { insertContentFixtures } from "../fixtures/content";

const url = (path: string) => `https://example.com${path}`;

async function fetchPage(path: string, init: RequestInit = {}) {
  const response = await SELF.fetch(url(path), { redirect: "manual", ...init });
  const body = await response.text();
  return { response, body, cache: response.headers.get("X-Cache") };
}

/** The copy is stored after the response is sent (waitUntil): ask again until it is served from the cache. */
async function fetchUntilHit(path: string, init: RequestInit = {}) {
  for (let attempt = 0; attempt < 40; attempt++) {
    const result = await fetchPage(path, init);
    if (result.cache === "HIT") return result;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${path} was never served from the cache`);
}

beforeAll(async () => {
  await insertContentFixtures(env.DB);
});

describe("page cache", () => {
  it("serves the second anonymous request from the cache, with a public s-maxage header", async () => {
    const first = await fetchPage("/faq");
    expect(first.response.status).toBe(200);
    expect(first.cache).toBe("MISS");
    expect(first.response.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=300, stale-while-revalidate=600");
    expect(first.response.headers.get("Vary")).toBe("Accept-Language, Cookie");

    const hit = await fetchUntilHit("/faq");
    expect(hit.response.status).toBe(200);
    expect(hit.response.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=300, stale-while-revalidate=600");
    expect(hit.response.headers.get("Age")).toMatch(/^\d+$/);
    expect(hit.response.headers.get("Content-Type")).toContain("text/html");
    expect(hit.response.headers.has("X-Page-Cache-Stored-At")).toBe(false);
    expect(hit.body).toContain("Bagaimana cara memesan kamar?");
  });

  it("answers HEAD from the same cache, without a body", async () => {
    const first = await fetchPage("/galery-video", { method: "HEAD" });
    expect(first.cache).toBe("MISS");
    expect(first.body).toBe("");
    const hit = await fetchUntilHit("/galery-video", { method: "HEAD" });
    expect(hit.body).toBe("");
    expect(hit.response.headers.get("Cache-Control")).toContain("s-maxage=300");
    // The HEAD stored a complete page for the GETs that follow.
    const get = await fetchPage("/galery-video");
    expect(get.cache).toBe("HIT");
    expect(get.body).toContain("Pagi di Kebun Teh");
  });

  it.each(["session=abc123", "__Host-session=abc123", "toast=eyJ4Ijoi"])(
    "never serves or stores a response for a request carrying %s",
    async (cookie) => {
      await fetchUntilHit("/promo");
      const personal = await fetchPage("/promo", { headers: { Cookie: `lng=x; ${cookie}` } });
      expect(personal.response.status).toBe(200);
      expect(personal.cache).toBe("BYPASS");
      expect(personal.response.headers.get("Cache-Control")).toBe("private, no-store");
    },
  );

  it("ignores a garbled toast cookie instead of failing the page", async () => {
    const garbled = await fetchPage("/promo", { headers: { Cookie: "toast=x" } });
    expect(garbled.response.status).toBe(200);
    expect(garbled.cache).toBe("BYPASS");
    // …and clears it.
    expect(garbled.response.headers.get("Set-Cookie")).toMatch(/^toast=;/);
  });

  it("keeps one copy per language the page renders in", async () => {
    await fetchUntilHit("/event");
    const english = await fetchPage("/event", { headers: { "Accept-Language": "en-GB,en;q=0.9" } });
    expect(english.cache).toBe("MISS");
    expect(english.body).toContain('<html lang="en"');
    const englishHit = await fetchUntilHit("/event", { headers: { "Accept-Language": "en-US" } });
    expect(englishHit.body).toContain('<html lang="en"');
    const indonesian = await fetchPage("/event");
    expect(indonesian.cache).toBe("HIT");
    expect(indonesian.body).toContain('<html lang="id"');
  });

  it("renders every language switch afresh, then caches per remembered language", async () => {
    const switched = await fetchPage("/cafe/7001?lng=fr");
    expect(switched.cache).toBe("BYPASS");
    expect(switched.response.headers.get("Set-Cookie")).toContain("lng=");
    expect(switched.response.headers.get("Cache-Control")).toBe("private, no-store");
    // Even a visitor whose cookie already says French gets no shared copy: the next visitor might need the cookie.
    const cookie = (switched.response.headers.get("Set-Cookie") ?? "").split(";")[0];
    const again = await fetchPage("/cafe/7001?lng=fr", { headers: { Cookie: cookie } });
    expect(again.response.headers.get("Set-Cookie")).toBeNull();
    expect(again.cache).toBe("BYPASS");
    expect((await fetchPage("/cafe/7001?lng=fr")).response.headers.get("Set-Cookie")).toContain("lng=");

    const french = await fetchUntilHit("/cafe/7001", { headers: { Cookie: cookie } });
    expect(french.body).toContain('<html lang="fr"');
    const plain = await fetchPage("/cafe/7001");
    expect(plain.body).toContain('<html lang="id"');
  });

  it("renders afresh after the content version is bumped", async () => {
    const db = createDb(env.DB);
    const before = await fetchUntilHit("/profil/7001");
    expect(before.body).toContain("Sejarah Uji");

    await env.DB.prepare("UPDATE profile SET judul = 'Sejarah Baru' WHERE id = 7001").run();
    // Without a bump the cached copy is still served …
    expect((await fetchPage("/profil/7001")).body).toContain("Sejarah Uji");
    // … the admin write's bump makes the next request render the edit.
    const version = await getContentVersion(db);
    expect(await bumpContentVersion(db)).toBe(String(Number(version) + 1));
    const after = await fetchPage("/profil/7001");
    expect(after.cache).toBe("MISS");
    expect(after.body).toContain("Sejarah Baru");
  });

  it("allows a cached page's inline scripts by their hashes, never by the nonce it was rendered with, in French too", async () => {
    const sha256 = async (text: string) => {
      const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
      return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
    };
    // French text (é, à, —) before the scripts: what is hashed is the script's text, not a byte range.
    for (const language of ["id", "fr"]) {
      const fresh = await fetchPage("/kontak", { headers: { "Accept-Language": language, Authorization: "Bearer fresh" } });
      expect(fresh.response.headers.get("Content-Security-Policy")).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);

      const { response, body } = await fetchUntilHit("/kontak", { headers: { "Accept-Language": language } });
      const csp = response.headers.get("Content-Security-Policy") ?? "";
      expect(csp).not.toContain("'nonce-");
      const inline = [...body.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
      expect(inline.length).toBeGreaterThan(0);
      if (language === "fr") expect(body).toContain('lang="fr"');
      const allowed = csp.match(/'sha256-[A-Za-z0-9+/=]+'/g) ?? [];
      expect(new Set(allowed)).toEqual(new Set(await Promise.all(inline.map(sha256))));
      expect(csp).toContain("object-src 'none'");
    }
  });

  it("does not store error pages or redirects", async () => {
    for (const path of ["/wisata/abc", "/wisata/99999", "/tidak-ada"]) {
      const first = await fetchPage(path);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const second = await fetchPage(path);
      expect(first.cache).toBe("MISS");
      expect(second.cache).toBe("MISS");
    }
  });

  it("passes form posts straight to the app", async () => {
    const response = await SELF.fetch(url("/kontak"), { method: "POST", body: new URLSearchParams({ nama: "" }) });
    expect(response.status).toBe(400);
    expect(response.headers.get("X-Cache")).toBeNull();
    await response.text();
  });

  it("still logs home page visitors when the page comes from the cache", async () => {
    await fetchUntilHit("/");
    const hit = await fetchPage("/", { headers: { "CF-Connecting-IP": "198.51.100.23" } });
    expect(hit.cache).toBe("HIT");
    let logged = 0;
    for (let attempt = 0; attempt < 40 && logged === 0; attempt++) {
      const row = await env.DB.prepare("SELECT count(*) AS n FROM visitor_log WHERE ip = ?").bind("198.51.100.23").first<{ n: number }>();
      logged = row?.n ?? 0;
      if (logged === 0) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(logged).toBe(1);
  });
});
