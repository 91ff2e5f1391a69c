import { describe, expect, it } from "vitest";
import { signIn } from "./support/account";
import { decodeHtml, TestBrowser } from "./support/browser";
import { createUser } from "./support/db";
import { staffBrowser } from "./support/desk";

/** What a browser sends when it loads a page. */
const PAGE_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

describe("one way to fail, seen through the Worker", () => {
  it("shows a desk refusal (an unknown reservation code) inside the back office, with its way back", async () => {
    const { browser } = await staffBrowser();
    const { response, html } = await browser.visit("/admin/reservasi/AGW-NOPE-0000");
    expect(response.status).toBe(404);
    expect(html).toContain('class="staff-shell"');
    expect(html).toMatch(/<nav class="staff-nav"/);
    expect(html).toContain('class="staff-page desk-error" role="alert"');
    expect(html).toContain("<h1>Halaman tidak ditemukan</h1>");
    expect(html).toContain("Data tidak ditemukan.");
    expect(html).toMatch(/href="\/admin\/reservasi"[^>]*>Kembali/);
  });

  it("refuses a staff page to a ROLE_USER account with the forbidden page in French", async () => {
    const user = await createUser({ roles: ["ROLE_USER"], langKey: "fr" });
    const browser = new TestBrowser({ language: "fr" });
    await (await signIn(browser, user.login, user.password)).body?.cancel();
    const { response, html } = await browser.visit("/admin/reservasi");
    expect(response.status).toBe(403);
    expect(html).toContain('class="error-page container" role="alert"');
    expect(html).toContain("<h1>Accès refusé</h1>");
    expect(html).toContain("Vous n'avez pas l'autorisation de voir cette page.");
    expect(html).not.toContain('class="staff-shell"');
  });

  it("draws a Worker-level refusal (a cross-site POST) as the general page in English for a browser", async () => {
    const response = await new TestBrowser({ language: "en" }).fetch("/kontak", {
      method: "POST",
      body: new URLSearchParams({ nama: "A", email: "a@example.com", pesan: "halo" }),
      headers: { Accept: PAGE_ACCEPT, Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("Content-Language")).toBe("en");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const html = decodeHtml(await response.text());
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(html).toMatch(/<link rel="stylesheet" href="\/build\/[^"]+\.css"\/>/);
    expect(html).toContain('class="error-page container" role="alert"');
    expect(html).toContain('<p class="error-page__status">403</p>');
    expect(html).toContain("<h1>Access denied</h1>");
    expect(html).toContain("<p>Request refused: the form was sent from another site.</p>");
    expect(html).toContain('href="/">Back to home</a>');
    expect(html).not.toContain("<script");
  });

  it("answers a missing build asset with the same refusal: text for a script, the page for a browser", async () => {
    const browser = new TestBrowser({ language: "en" });
    const asset = await browser.get("/build/_assets/missing-0000.js");
    expect(asset.status).toBe(404);
    expect(asset.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(await asset.text()).toBe("Sorry, the page you are looking for does not exist or has moved.");
    const page = await browser.get("/build/_assets/missing-0000.js", { Accept: PAGE_ACCEPT });
    expect(page.status).toBe(404);
    expect(decodeHtml(await page.text())).toContain("<h1>Page not found</h1>");
  });

  it("keeps a refusal's own headers on the page its boundary draws (Retry-After of the look-up pause)", async () => {
    const guesser = new TestBrowser({ language: "en" });
    for (let i = 0; i < 30; i++) {
      const miss = await guesser.get(`/api/reservasi-status/AGW-GUESS-${i}`);
      await miss.body?.cancel();
      if (miss.status === 429) break;
    }
    const refused = await guesser.get("/reservasi-info-pendpay/AGW-GUESS-X", { Accept: PAGE_ACCEPT });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    const html = decodeHtml(await refused.text());
    expect(html).toContain("<h1>Too many requests</h1>");
    expect(html).toMatch(/Too many booking codes not found from your address\. Please try again in \d+ minutes\./);
  });

  it("answers the status API's unknown booking like every refusal: 404, its key and the caller's language, no bare {error}", async () => {
    const poller = new TestBrowser({ language: "fr" });
    const miss = await poller.get("/api/reservasi-status/AGW000000-ZZZZZZ", { Accept: "application/json" });
    expect(miss.status).toBe(404);
    expect(miss.headers.get("Cache-Control")).toBe("no-store");
    expect(await miss.json()).toEqual({ key: "errors.notFoundMessage", message: "Désolé, la page demandée n'existe pas ou a été déplacée." });
  });

  it("answers a resource route's refusal with the page for a browser and a readable JSON message otherwise", async () => {
    const { browser } = await staffBrowser();
    const page = await browser.get("/admin/reservasi.csv?status=NOPE", { Accept: PAGE_ACCEPT });
    expect(page.status).toBe(400);
    expect(page.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    const html = decodeHtml(await page.text());
    expect(html).toContain("<h1>Permintaan tidak valid</h1>");
    expect(html).toContain("Filter tidak valid");
    const api = await browser.get("/admin/reservasi.csv?status=NOPE", { Accept: "application/json" });
    expect(api.status).toBe(400);
    expect(api.headers.get("Content-Language")).toBe("id");
    expect(api.headers.get("Cache-Control")).toBe("no-store");
    const body = (await api.json()) as { key: string; message: string };
    expect(body.key).toBe("desk.errors.badFilter");
    expect(body.message).toMatch(/^Filter tidak valid/);
  });
});
