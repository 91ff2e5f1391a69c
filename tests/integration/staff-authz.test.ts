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

  it.each([["ROLE_KEUANGAN"], ["ROLE_USER"], ["ROLE_MANAJEMEN"]] as [Role][])(
    "answers 403 to a %s account posting to every back-office action",
    async (role) => {
      const browser = await signedIn([...new Set<Role>(["ROLE_USER", role])]);
      for (const path of actions) {
        const response = await browser.post(path, FORM);
        expect(response.status, path).toBe(403);
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

  it("refuses every back-office page except the dashboard to a ROLE_KEUANGAN account", async () => {
    const browser = await signedIn(["ROLE_USER", "ROLE_KEUANGAN"]);
    for (const path of pages) {
      const response = await browser.get(path);
      expect(response.status, path).toBe(path === "/admin" ? 200 : 403);
      await response.arrayBuffer();
    }
  });
});
