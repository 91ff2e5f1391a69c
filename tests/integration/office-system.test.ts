import { env } from "cloudflare:test";
import { desc, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { audit, setting } from "~/db/schema";
import { getLogger } from "~/services/logger.server";
import { signIn } from "./support/account";
import { TestBrowser } from "./support/browser";
import { createUser, db, unique } from "./support/db";

async function adminBrowser() {
  const admin = await createUser({ roles: ["ROLE_USER", "ROLE_ADMIN"], langKey: "en" });
  const browser = new TestBrowser({ language: "en" });
  await signIn(browser, admin.login, admin.password);
  return { admin, browser };
}

describe("audits (/audits)", () => {
  it("lists entries of the chosen date range only, by default one month ago to tomorrow", async () => {
    const { browser } = await adminBrowser();
    const principal = unique("auditor");
    await db.insert(audit).values([
      { principal, type: "OLD_EVENT", data: { message: "long ago" }, createdAt: new Date("2024-03-10T05:00:00Z") },
      { principal, type: "RECENT_EVENT", data: { message: "just now" }, createdAt: new Date() },
    ]);
    const byDefault = await browser.visit("/audits");
    expect(byDefault.response.status).toBe(200);
    expect(byDefault.html).toContain('data-type="RECENT_EVENT"');
    expect(byDefault.html).not.toContain('data-type="OLD_EVENT"');
    expect(byDefault.html).toContain("message: just now");

    const march = await browser.visit("/audits?from=2024-03-10&to=2024-03-10");
    expect(march.html).toContain('data-type="OLD_EVENT"');
    expect(march.html).not.toContain('data-type="RECENT_EVENT"');
    expect(march.html).toContain("Showing 1 - 1 of 1 items");
  });

  it("answers invalid dates with a message and 400, never a 500", async () => {
    const { browser } = await adminBrowser();
    for (const query of ["from=2024-02-30", "from=yesterday&to=today", "from=2025-05-02&to=2025-05-01", "to=%00%ff"]) {
      const { response, html } = await browser.visit(`/audits?${query}`);
      expect(response.status, query).toBe(400);
      expect(html).toContain("Invalid date");
    }
  });
});

describe("configuration (/configuration)", () => {
  it("masks secrets, shows plain variables and filters by prefix", async () => {
    const { browser } = await adminBrowser();
    await db
      .insert(setting)
      .values([
        { key: "office.test.greeting", value: "selamat datang" },
        { key: "office.test.api_token", value: "token-value-never-shown" },
      ])
      .onConflictDoNothing();
    const { response, html } = await browser.visit("/configuration");
    expect(response.status).toBe(200);
    for (const secret of [env.SESSION_SECRET, env.PASSWORD_PEPPER, env.GOOGLE_CLIENT_SECRET]) {
      expect(html).not.toContain(String(secret));
    }
    expect(html).toMatch(/SESSION_SECRET<\/code><\/td><td[^>]*><span[^>]*><code>\*\*\*\*\*\*<\/code>/);
    expect(html).toContain("PUBLIC_SITE_URL");
    expect(html).toContain("selamat datang");
    expect(html).toContain("office.test.api_token");
    expect(html).not.toContain("token-value-never-shown");
    const filtered = await browser.visit("/configuration?prefix=google");
    expect(filtered.html).toContain("GOOGLE_CLIENT_ID");
    expect(filtered.html).not.toContain("PUBLIC_SITE_URL");
    expect(filtered.html).not.toContain(String(env.GOOGLE_CLIENT_SECRET));
  });
});

describe("health (/health, /api/health)", () => {
  it("reports D1 and R2 up and Durable Objects per binding, as JSON and as a page", async () => {
    const { browser } = await adminBrowser();
    const response = await browser.get("/api/health");
    expect(response.status).toBe(200);
    const report = (await response.json()) as { status: string; components: { name: string; status: string }[] };
    expect(report.status).toBe("UP");
    const byName = Object.fromEntries(report.components.map((c) => [c.name, c.status]));
    expect(byName.d1).toBe("UP");
    expect(byName.r2).toBe("UP");
    expect(["UP", "NOT_CONFIGURED"]).toContain(byName.durableObjects);
    const page = await browser.visit("/health");
    expect(page.html).toMatch(/data-component="d1"[\s\S]*?UP/);
    expect(page.html).toContain("<details>");
  });
});

describe("logs (/logs)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("changes a logger's level with a POST, and the app's logger honours it", async () => {
    const { admin, browser } = await adminBrowser();
    const changed = await browser.post("/logs", { name: "officetest", level: "WARN" });
    expect(changed.status).toBe(302);
    const page = await browser.visit("/logs?filter=officetest");
    expect(page.html).toMatch(/data-logger="officetest"[\s\S]*?aria-pressed="true"[^>]*>WARN</);

    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const logger = await getLogger(db, "officetest.child", Date.now() + 60_000);
    expect(logger.level).toBe("WARN");
    logger.info("not shown");
    logger.warn("shown");
    expect(info).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith("[WARN] officetest.child: shown");

    const [entry] = await db.select().from(audit).where(eq(audit.principal, admin.login)).orderBy(desc(audit.id)).limit(1);
    expect(entry.type).toBe("LOGGER_CHANGED");
  });

  it("refuses an unknown level or a malformed logger name with 400", async () => {
    const { browser } = await adminBrowser();
    for (const form of [{ name: "root", level: "LOUD" }, { name: "bad name!", level: "INFO" }, { name: "x".repeat(141), level: "INFO" }]) {
      const response = await browser.post("/logs", form);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("Unknown logger or log level.");
    }
  });
});

describe("metrics (/metrics)", () => {
  it("counts requests per route with status codes, latency percentiles and D1 time", async () => {
    const { browser } = await adminBrowser();
    for (let i = 0; i < 3; i++) await (await browser.get("/faq")).arrayBuffer();
    const { response, html } = await browser.visit("/metrics");
    expect(response.status).toBe(200);
    const faq = /<tr data-route="\/faq"><td[^>]*><code>\/faq<\/code><\/td><td data-count="(\d+)"/.exec(html);
    expect(Number(faq?.[1])).toBeGreaterThanOrEqual(3);
    expect(html).toMatch(/data-route="\/faq"[\s\S]*?200: \d+[\s\S]*?≤ \d+/);
    const d1 = /data-testid="d1-summary">(\d+) queries/.exec(html);
    expect(Number(d1?.[1])).toBeGreaterThan(0);
    expect(html).toContain("Garbage collection");
  });

  it("stores a flush of many routes within D1's bound-variable limit", async () => {
    const { insertMetricSamples, metricSamplesSince } = await import("~/models/metrics.server");
    const flushedAt = new Date(Date.now() + 5_000);
    const rows = Array.from({ length: 40 }, (_, i) => ({
      kind: "request" as const,
      name: `/bulk${i}`,
      status: 200,
      count: 1,
      totalMs: 3,
      histogram: [0, 0, 1],
    }));
    await insertMetricSamples(db, rows, flushedAt);
    const stored = await metricSamplesSince(db, flushedAt);
    expect(stored.filter((row) => row.name.startsWith("/bulk"))).toHaveLength(40);
  });

  it("groups ids in paths so per-route counters stay few", async () => {
    const { routePattern } = await import("~/services/metrics.server");
    expect(routePattern("/cafe/12")).toBe("/cafe/:param");
    expect(routePattern("/cari_hotel/3/2/1/2026-05-01/2026-05-03/2")).toBe("/cari_hotel/:param/:param/:param/:param/:param/:param");
    expect(routePattern("/images/hotel/1/a.jpg")).toBe("/images/*");
    expect(routePattern("/faq")).toBe("/faq");
  });
});

describe("tracker (/tracker)", () => {
  async function waitFor<T>(read: () => Promise<T | null | undefined>): Promise<T> {
    for (let i = 0; i < 50; i++) {
      const value = await read();
      if (value) return value;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error("timed out");
  }

  it("shows which signed-in user is on which page, server-rendered", async () => {
    const visitor = await adminBrowser();
    await (await visitor.browser.get("/audits?from=2025-01-01")).arrayBuffer();
    const watcher = await adminBrowser();
    const html = await waitFor(async () => {
      const page = await watcher.browser.visit("/tracker");
      return page.html.includes(`data-login="${visitor.admin.login}"`) ? page.html : null;
    });
    expect(html).toMatch(new RegExp(`data-login="${visitor.admin.login}"[\\s\\S]*?<code>/audits</code>`));
  });

  it("pushes page views over a WebSocket opened by an administrator from this site only", async () => {
    const watcher = await adminBrowser();
    const visitor = await adminBrowser();
    const upgrade = (browser: TestBrowser, origin: string | null) =>
      browser.fetch("/tracker/socket", { headers: { Upgrade: "websocket", ...(origin ? { Origin: origin } : {}) } });

    expect((await upgrade(watcher.browser, "https://evil.example")).status).toBe(403);
    expect((await upgrade(watcher.browser, null)).status).toBe(403);
    const { browser: clerk } = await (async () => {
      const user = await createUser({ roles: ["ROLE_USER", "ROLE_KEUANGAN"] });
      const browser = new TestBrowser();
      await signIn(browser, user.login, user.password);
      return { browser };
    })();
    expect((await upgrade(clerk, "https://example.com")).status).toBe(403);

    const response = await upgrade(watcher.browser, "https://example.com");
    expect(response.status).toBe(101);
    const socket = response.webSocket!;
    const messages: { type: string; view?: { login: string; page: string } }[] = [];
    socket.addEventListener("message", (event) => messages.push(JSON.parse(String(event.data))));
    socket.accept();
    await waitFor(async () => messages.find((m) => m.type === "snapshot"));
    await (await visitor.browser.get("/health")).arrayBuffer();
    const pushed = await waitFor(async () => messages.find((m) => m.type === "view" && m.view?.login === visitor.admin.login));
    expect(pushed.view?.page).toBe("/health");
    socket.close();
  });
});
