import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

const page = (path: string, headers: Record<string, string> = {}) =>
  SELF.fetch(`https://example.com${path}`, { headers });

describe("language selection", () => {
  it("is Indonesian by default", async () => {
    const html = await (await page("/")).text();
    expect(html).toContain('<html lang="id"');
    expect(html).toContain("Beranda");
  });

  it.each([
    ["en", "Home", "Destinations"],
    ["fr", "Accueil", "Hébergements"],
    ["id", "Beranda", "Penginapan"],
  ])("?lng=%s switches the navigation and remembers the choice", async (lng, home, other) => {
    const response = await page(`/?lng=${lng}`, { Cookie: `lng=${encodeURIComponent(JSON.stringify("xx"))}` });
    const html = await response.text();
    expect(html).toContain(`<html lang="${lng}"`);
    expect(html).toContain(`>${home}<`);
    expect(html).toContain(other);
    expect(response.headers.get("Set-Cookie")).toContain("lng=");
  });

  it("uses the remembered cookie when there is no ?lng=", async () => {
    const setCookie = (await page("/?lng=fr")).headers.get("Set-Cookie") ?? "";
    const cookie = setCookie.split(";")[0];
    const html = await (await page("/", { Cookie: cookie })).text();
    expect(html).toContain('<html lang="fr"');
  });

  it("falls back to Accept-Language, then Indonesian", async () => {
    expect(await (await page("/", { "Accept-Language": "en-US,en;q=0.9" })).text()).toContain('<html lang="en"');
    expect(await (await page("/", { "Accept-Language": "de-DE" })).text()).toContain('<html lang="id"');
  });

  it("ignores an unsupported ?lng= value", async () => {
    const response = await page("/?lng=xx");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html lang="id"');
  });

  it("links the switcher to the current page", async () => {
    const html = await (await page("/home?x=1")).text();
    expect(html).toContain('href="/home?x=1&amp;lng=en"');
  });
});
