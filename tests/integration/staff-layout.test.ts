import { describe, expect, it } from "vitest";
import type { Role } from "~/db/schema";
import { STAFF_MENU, type StaffMenuItem } from "~/utils/staff-menu";
import { signIn } from "./support/account";
import { decodeHtml, TestBrowser } from "./support/browser";
import { createUser } from "./support/db";

async function staffBrowser(roles: Role[]) {
  const user = await createUser({ roles, langKey: "id" });
  const browser = new TestBrowser({ language: "id" });
  await signIn(browser, user.login, user.password);
  return browser;
}

function sidebar(html: string): string {
  return html.match(/<nav class="staff-nav"[\s\S]*?<\/nav>/)?.[0] ?? "";
}

function internalLinks(items: readonly StaffMenuItem[]): string[] {
  return items.flatMap((item) => [...(item.to ? [item.to] : []), ...internalLinks(item.children ?? [])]);
}

describe("the back-office layout", () => {
  it("shows an administrator the dashboard with Administrasi and Pengaturan", async () => {
    const browser = await staffBrowser(["ROLE_USER", "ROLE_ADMIN"]);
    const { response, html } = await browser.visit("/admin");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    const nav = sidebar(html);
    for (const label of ["Dashboard", "Administrasi", "Pengaturan", "Ringkasan"]) expect(nav).toContain(label);
    expect(nav).not.toContain("Simpan Pinjam");
    // The public footer is left out of back-office pages.
    expect(html).not.toContain('class="site-footer"');
  });

  it("shows a ROLE_KEUANGAN account Dashboard and Keuangan only, other systems disabled when not configured", async () => {
    const browser = await staffBrowser(["ROLE_USER", "ROLE_KEUANGAN"]);
    const { response, html } = await browser.visit("/admin");
    expect(response.status).toBe(200);
    const nav = sidebar(html);
    expect(nav).toContain("Dashboard");
    expect(nav).toContain("Keuangan");
    expect(nav).toContain("Buku Besar");
    for (const label of ["Administrasi", "Pengaturan", "Gudang", "Outlet"]) expect(nav).not.toContain(`>${label}<`);
    expect(nav).toMatch(/aria-disabled="true"[^>]*>Jurnal</);
    expect(nav).not.toMatch(/href="[^"]*keuangan\/journal"/);
  });

  it("refuses accounts without a back-office role with 403, and sends strangers to sign in", async () => {
    const user = await staffBrowser(["ROLE_USER"]);
    const refused = await user.get("/admin");
    expect(refused.status).toBe(403);
    expect(decodeHtml(await refused.text())).toContain("Anda tidak memiliki hak akses ke halaman ini.");
    const stranger = await new TestBrowser().get("/admin");
    expect(stranger.status).toBe(302);
    expect(stranger.headers.get("Location")).toMatch(/^\/login\?redirectTo=%2Fadmin/);
  });

  it("links only to pages that exist", async () => {
    const browser = await staffBrowser(["ROLE_USER", "ROLE_ADMIN"]);
    for (const path of internalLinks(STAFF_MENU)) {
      const response = await browser.get(path);
      expect(response.status, path).toBe(200);
      await response.arrayBuffer();
    }
  });
});
