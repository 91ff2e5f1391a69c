import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loggerLevel, themeSetting, users } from "~/db/schema";
import { signIn } from "./support/account";
import { decodeHtml, TestBrowser } from "./support/browser";
import { createUser, db, unique } from "./support/db";

async function browserFor(roles: ("ROLE_USER" | "ROLE_ADMIN" | "ROLE_KEUANGAN")[]) {
  const user = await createUser({ roles, langKey: "id" });
  const browser = new TestBrowser({ language: "id" });
  await signIn(browser, user.login, user.password);
  return { user, browser };
}

const PAGES = [
  "/pengguna",
  "/pengguna/new",
  "/pengguna/admin/edit",
  "/pengguna/admin/delete",
  "/pengguna/user/admin",
  "/admin/tema",
  "/audits",
  "/configuration",
  "/health",
  "/api/health",
  "/logs",
  "/metrics",
  "/docs",
  "/docs/openapi.json",
  "/tracker",
];

describe("back-office system pages are for ROLE_ADMIN only", () => {
  it("answers 403 to a ROLE_KEUANGAN account on every page, and sends strangers to sign in", async () => {
    const { browser } = await browserFor(["ROLE_USER", "ROLE_KEUANGAN"]);
    for (const path of PAGES) {
      const response = await browser.get(path);
      expect(response.status, path).toBe(403);
      expect(decodeHtml(await response.text()), path).toContain("Anda tidak memiliki hak akses ke halaman ini.");
    }
    const stranger = await new TestBrowser().get("/pengguna");
    expect(stranger.status).toBe(302);
    expect(stranger.headers.get("Location")).toMatch(/^\/login\?redirectTo=%2Fpengguna/);
  });

  it("refuses every POST of a ROLE_KEUANGAN account with 403 and changes nothing", async () => {
    const { user, browser } = await browserFor(["ROLE_USER", "ROLE_KEUANGAN"]);
    const target = await createUser();
    const newLogin = unique("nope");
    const themeRows = (await db.select().from(themeSetting)).length;
    const posts: [string, Record<string, string>][] = [
      ["/pengguna?index", { intent: "activation", login: target.login, activated: "false" }],
      ["/pengguna/new", { login: newLogin, email: `${newLogin}@example.test`, authorities: "ROLE_ADMIN" }],
      [`/pengguna/${user.login}/edit`, { email: user.email, activated: "on", authorities: "ROLE_ADMIN" }],
      [`/pengguna/${target.login}/delete`, {}],
      ["/admin/tema", { "value.Header.background-color": "rgb(1, 2, 3)" }],
      ["/logs", { name: "root", level: "TRACE" }],
    ];
    for (const [path, form] of posts) {
      const response = await browser.post(path, form);
      expect(response.status, path).toBe(403);
      await response.arrayBuffer();
    }
    const [stillThere] = await db.select().from(users).where(eq(users.id, target.id));
    expect(stillThere.activated).toBe(true);
    expect(await db.select().from(users).where(eq(users.login, newLogin))).toHaveLength(0);
    expect((await db.select().from(themeSetting)).length).toBe(themeRows);
    expect(await db.select().from(loggerLevel).where(eq(loggerLevel.level, "TRACE"))).toHaveLength(0);
    const { browser: again } = await browserFor(["ROLE_USER", "ROLE_KEUANGAN"]);
    expect((await again.get("/admin")).status).toBe(200);
  });
});

describe("API docs (/docs)", () => {
  it("renders the OpenAPI description of the JSON endpoints for administrators when enabled", async () => {
    expect((env as unknown as Record<string, unknown>).API_DOCS_ENABLED).toBe("true");
    const { browser } = await browserFor(["ROLE_USER", "ROLE_ADMIN"]);
    const page = await browser.get("/docs");
    expect(page.status).toBe(200);
    const html = decodeHtml(await page.text());
    expect(html).toContain("/api/transaksi/reservasi/hitung-cek-out/{cekin}/{durasi}");
    expect(html).toContain("/api/wilayah");
    expect(html).not.toMatch(/<script[^>]+src="https?:\/\//);
    const spec = await browser.get("/docs/openapi.json");
    expect(spec.status).toBe(200);
    const document = (await spec.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toContain("/api/reservasi-status/{kode}");
  });

  it("does not exist (404) when API docs are disabled, and leaves the sidebar item out", async () => {
    const { loader } = await import("../../app/routes/_staff.docs");
    const { loader: jsonLoader } = await import("../../app/routes/docs.openapi[.]json");
    const context = { env: { API_DOCS_ENABLED: "false", PUBLIC_SITE_URL: "http://localhost" } } as never;
    const request = new Request("https://example.com/docs", { headers: { "Accept-Language": "en" } });
    for (const load of [loader, jsonLoader]) {
      const outcome = await Promise.resolve(load({ request, context, params: {} })).catch((thrown: unknown) => thrown);
      expect(outcome).toBeInstanceOf(Response);
      expect((outcome as Response).status).toBe(404);
    }
    const { withoutLink, STAFF_MENU } = await import("~/utils/staff-menu");
    const links = JSON.stringify(withoutLink(STAFF_MENU, "/docs"));
    expect(links).not.toContain('"/docs"');
    expect(links).toContain('"/audits"');
  });
});
