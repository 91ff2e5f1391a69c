import { describe, expect, it } from "vitest";
import { decodeHtml } from "./support/browser";
import { staffBrowser } from "./support/crud";

/**
 * The master-data URLs are Remix routes (ADR 017): one per view under /master/:resource, /kota and
 * /kamarhomestay, and a splat under each that answers any other path with the engine's 404.
 */
describe("master-data routes", () => {
  it("answer a deeper unknown path with a 404 naming what was not found, in the back office", async () => {
    const browser = await staffBrowser();
    const cases: [string, string][] = [
      ["/master/kota/1", "Data yang dicari tidak ditemukan."],
      ["/master/kota/1/view", "Data yang dicari tidak ditemukan."],
      ["/master/kota/new/extra", "Data yang dicari tidak ditemukan."],
      ["/master/tidak-ada/1/edit", "Data master ini tidak dikenal."],
      ["/master/tidak-ada/a/b/c", "Data master ini tidak dikenal."],
      ["/kamarhomestay/1", "Data yang dicari tidak ditemukan."],
      ["/kamarhomestay/x/delete", "Data yang dicari tidak ditemukan."],
      ["/kota/new/1/edit", "Data yang dicari tidak ditemukan."],
    ];
    for (const [path, text] of cases) {
      const response = await browser.get(path);
      expect(response.status, path).toBe(404);
      const html = decodeHtml(await response.text());
      expect(html, path).toContain(text);
      expect(html, path).toContain('href="/master"');
    }
  });

  it("refuse a POST to a deeper unknown path with 404, and other roles with 403 first", async () => {
    const admin = await staffBrowser();
    expect((await admin.post("/master/kota/1/view", {})).status).toBe(404);
    const other = await staffBrowser(["ROLE_USER", "ROLE_KEUANGAN"]);
    expect((await other.get("/master/kota/1/view")).status).toBe(403);
    expect((await other.get("/master/tidak-ada")).status).toBe(403);
  });

  it("answer a POST to the index or a list with 405 for an administrator, 404 for an unknown resource and 403 for other roles", async () => {
    const admin = await staffBrowser();
    for (const path of ["/master", "/master/kota", "/kota", "/kamarhomestay"]) {
      const response = await admin.post(path, {});
      expect(response.status, path).toBe(405);
      expect(decodeHtml(await response.text()), path).toContain("Halaman ini tidak menerima pengiriman formulir.");
    }
    expect((await admin.post("/master/tidak-ada", {})).status).toBe(404);
    const other = await staffBrowser(["ROLE_USER", "ROLE_KEUANGAN"]);
    for (const path of ["/master", "/master/kota", "/master/tidak-ada", "/kota"]) {
      expect((await other.post(path, {})).status, path).toBe(403);
    }
  });
});
