import { describe, expect, it } from "vitest";
import type { Role } from "~/db/schema";
import { signIn } from "./support/account";
import { TestBrowser } from "./support/browser";
import { createUser } from "./support/db";
import { actionPaths, isStaffRoute, staffPagePaths } from "./support/routes";

// Any value will do: the role check comes before the record is looked up.
const fill = (name: string) => (name === "login" ? "admin" : "1");
const actions = actionPaths(fill, isStaffRoute);
const pages = staffPagePaths(fill);

async function signedIn(roles: Role[]) {
  const user = await createUser({ roles, langKey: "id" });
  const browser = new TestBrowser({ language: "id" });
  await signIn(browser, user.login, user.password);
  return browser;
}

/** A form that would change something if the role check were missing. */
const FORM = { intent: "delete", nama: "Kota dari bukan admin", activated: "false", login: "admin" };

describe("back-office authorisation (everything requires ROLE_ADMIN unless the sidebar says otherwise)", () => {
  it("finds the back-office actions in the build", () => {
    expect(actions.length).toBeGreaterThan(0);
    expect(pages).toContain("/admin");
  });

  /**
   * Pages whose own staff are not administrators: the refunds page is finance's (ROLE_KEUANGAN, ROLE_FINANCE),
   * the rate calendar and a unit's channels management's (ROLE_MANAJEMEN). Their action gets past the role
   * check for those roles and refuses the bogus form (400).
   */
  const FINANCE_PAGE = "/admin/refund";
  const MANAGED: Partial<Record<Role, string[]>> = { ROLE_KEUANGAN: [FINANCE_PAGE], ROLE_MANAJEMEN: ["/admin/tarif", "/admin/kanal/1"] };

  it.each([["ROLE_KEUANGAN"], ["ROLE_USER"], ["ROLE_MANAJEMEN"]] as [Role][])(
    "answers 403 to a %s account posting to every back-office action",
    async (role) => {
      const browser = await signedIn([...new Set<Role>(["ROLE_USER", role])]);
      for (const path of actions) {
        const response = await browser.post(path, FORM);
        if (MANAGED[role]?.includes(path)) expect(response.status, path).toBe(400);
        else expect(response.status, path).toBe(403);
        await response.arrayBuffer();
      }
    },
  );

  it("sends a visitor who is not signed in to the sign-in page instead of running an action", async () => {
    const stranger = new TestBrowser({ language: "id" });
    for (const path of actions) {
      const response = await stranger.post(path, FORM);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("Location"), path).toMatch(/^\/login\?redirectTo=/);
    }
  });

  it("refuses every back-office page except the dashboard and the refunds to a ROLE_KEUANGAN account", async () => {
    const browser = await signedIn(["ROLE_USER", "ROLE_KEUANGAN"]);
    expect(pages).toContain(FINANCE_PAGE);
    for (const path of pages) {
      const response = await browser.get(path);
      expect(response.status, path).toBe(path === "/admin" || path === FINANCE_PAGE ? 200 : 403);
      await response.arrayBuffer();
    }
  });

  /**
   * This product's staff roles get exactly their pages: a URL is theirs when it starts with one of these
   * prefixes; every other back-office page and action answers 403.
   */
  const OWN_PAGES: [Role, string[]][] = [
    ["ROLE_CS", ["/admin/chat"]],
    ["ROLE_FRONTDESK", ["/admin/reservasi", "/admin/kalender", "/admin/kedatangan", "/admin/kanal", "/admin/ulasan", "/admin/outbox"]],
  ];
  const owns = (prefixes: string[], path: string) => prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

  it.each(OWN_PAGES)("gives a %s account exactly its back-office pages and actions, 403 elsewhere", async (role, prefixes) => {
    const browser = await signedIn(["ROLE_USER", role]);
    const mine = pages.filter((path) => owns(prefixes, path));
    expect(mine.length, "its pages exist in the build").toBeGreaterThan(0);
    for (const path of pages) {
      const response = await browser.get(path);
      if (owns(prefixes, path)) {
        expect(response.status, path).not.toBe(403);
        expect(response.status, path).toBeLessThan(500);
      } else {
        expect(response.status, path).toBe(403);
      }
      await response.arrayBuffer();
    }
    for (const path of actions) {
      const response = await browser.post(path, FORM);
      if (owns(prefixes, path)) {
        expect(response.status, path).not.toBe(403);
        expect(response.status, path).toBeLessThan(500);
      } else {
        expect(response.status, path).toBe(403);
      }
      await response.arrayBuffer();
    }
    // Outside the staff layout: the reservations CSV is the front desk's; system endpoints are nobody's.
    const csv = await browser.get("/admin/reservasi.csv");
    expect(csv.status).toBe(role === "ROLE_FRONTDESK" ? 200 : 403);
    await csv.arrayBuffer();
    for (const path of ["/api/health", "/docs/openapi.json"]) {
      const response = await browser.get(path);
      expect([403, 404], path).toContain(response.status);
      await response.arrayBuffer();
    }
  });
});
