import { SELF } from "cloudflare:test";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { audit, themeSetting } from "~/db/schema";
import { signIn } from "./support/account";
import { TestBrowser } from "./support/browser";
import { createUser, db } from "./support/db";

async function adminBrowser() {
  const admin = await createUser({ roles: ["ROLE_USER", "ROLE_ADMIN"], langKey: "en" });
  const browser = new TestBrowser({ language: "en" });
  await signIn(browser, admin.login, admin.password);
  return { admin, browser };
}

async function homeBodyStyle(): Promise<string> {
  const html = await (await SELF.fetch("https://example.com/")).text();
  return /<body style="([^"]*)"/.exec(html)?.[1] ?? "";
}

describe("theme (/admin/tema)", () => {
  it("shows the current colours with a picker and rgb text for each position", async () => {
    const { browser } = await adminBrowser();
    const { response, html } = await browser.visit("/admin/tema");
    expect(response.status).toBe(200);
    for (const position of ["Header", "Content", "Footer"]) {
      expect(html).toContain(`name="value.${position}.background-color"`);
      expect(html).toContain(`name="picker.${position}.background-color"`);
    }
    expect(html).toContain('type="color"');
  });

  it("saves a header colour, audits it and serves it on the public home page at once", async () => {
    const { admin, browser } = await adminBrowser();
    await homeBodyStyle(); // the home page is now in the page cache
    const saved = await browser.post("/admin/tema", { "value.Header.background-color": "rgb(12, 34, 56)" });
    expect(saved.status).toBe(302);
    expect(await homeBodyStyle()).toContain("--theme-header-background-color:rgb(12, 34, 56)");
    const [entry] = await db.select().from(audit).where(eq(audit.principal, admin.login)).orderBy(desc(audit.id)).limit(1);
    expect(entry.type).toBe("THEME_CHANGED");
  });

  it("takes the picker's colour when only the picker moved (no JavaScript)", async () => {
    const { browser } = await adminBrowser();
    const saved = await browser.post("/admin/tema", {
      "value.Footer.color": "rgb(220, 233, 222)",
      "shown.Footer.color": "rgb(220, 233, 222)",
      "picker.Footer.color": "#ff8800",
    });
    expect(saved.status).toBe(302);
    expect(await homeBodyStyle()).toContain("--theme-footer-color:rgb(255, 136, 0)");
  });

  it("refuses a value that is not a colour with a message, and stores nothing", async () => {
    const { browser } = await adminBrowser();
    const before = await db.select().from(themeSetting);
    const refused = await browser.post("/admin/tema", { "value.Header.color": "red; } body { display:none" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Invalid colour");
    const refusedRange = await browser.post("/admin/tema", { "value.Header.color": "rgb(300, 0, 0)" });
    expect(refusedRange.status).toBe(400);
    await refusedRange.arrayBuffer();
    expect(await db.select().from(themeSetting)).toHaveLength(before.length);
  });
});
