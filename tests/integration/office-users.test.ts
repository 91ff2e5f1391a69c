import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { audit, userAuthority, users } from "~/db/schema";
import { latestEmail, linkTo, signIn } from "./support/account";
import { TestBrowser } from "./support/browser";
import { createUser, db, unique } from "./support/db";

async function adminBrowser(language: "id" | "en" = "en") {
  const admin = await createUser({ roles: ["ROLE_USER", "ROLE_ADMIN"], langKey: language });
  const browser = new TestBrowser({ language });
  await signIn(browser, admin.login, admin.password);
  return { admin, browser };
}

/** The logins of the list's rows, in the order shown. */
function listedLogins(html: string): string[] {
  return [...html.matchAll(/<tr data-login="([^"]+)"/g)].map((match) => match[1]);
}

async function storedUser(login: string) {
  const [row] = await db.select().from(users).where(eq(users.login, login));
  return row;
}

describe("user management (/pengguna)", () => {
  let admin: Awaited<ReturnType<typeof adminBrowser>>;
  beforeAll(async () => {
    admin = await adminBrowser();
    // Enough users for more than one page whatever other test files created.
    for (let i = 0; i < 22; i++) await createUser({ login: unique("zpage") });
    await createUser({ login: "anonymoususer", password: null });
  });

  it("pages 20 at a time with the spec's summary, and hides the anonymous user", async () => {
    const { response, html } = await admin.browser.visit("/pengguna");
    expect(response.status).toBe(200);
    const total = Number(/Showing 1 - 20 of (\d+) items/.exec(html)?.[1]);
    expect(total).toBeGreaterThanOrEqual(23);
    expect(listedLogins(html)).toHaveLength(20);
    expect(html).not.toContain('data-login="anonymoususer"');
    const second = await admin.browser.visit("/pengguna?page=2");
    expect(second.html).toContain(`Showing 21 - ${Math.min(40, total)} of ${total} items`);
    expect(listedLogins(second.html).some((login) => listedLogins(html).includes(login))).toBe(false);
  });

  it("sorts by the asked field and direction, and falls back to id ascending on a bad sort", async () => {
    const desc = listedLogins((await admin.browser.visit("/pengguna?sort=login,desc")).html);
    expect(desc).toEqual([...desc].sort().reverse());
    const asc = listedLogins((await admin.browser.visit("/pengguna?sort=login,asc")).html);
    expect(asc).toEqual([...asc].sort());
    expect(asc[0]).not.toBe(desc[0]);
    const fallback = await admin.browser.visit("/pengguna?sort=password_hash,sideways&page=-3");
    expect(fallback.response.status).toBe(200);
    const byId = [...fallback.html.matchAll(/<tr data-login="[^"]+"><td[^>]*>(\d+)<\/td>/g)].map((m) => Number(m[1]));
    expect(byId.length).toBeGreaterThan(1);
    expect(byId).toEqual([...byId].sort((a, b) => a - b));
  });

  it("toggles activation with a POST and reloads the list where it was", async () => {
    const user = await createUser();
    const off = await admin.browser.post("/pengguna?index", {
      intent: "activation",
      login: user.login,
      activated: "false",
      page: "2",
      sort: "email,desc",
    });
    expect(off.status).toBe(302);
    expect(off.headers.get("Location")).toBe("/pengguna?page=2&sort=email%2Cdesc");
    expect((await storedUser(user.login)).activated).toBe(false);
    const [entry] = await db.select().from(audit).where(eq(audit.principal, admin.admin.login)).orderBy(desc(audit.id)).limit(1);
    expect(entry.type).toBe("USER_UPDATED");
    await admin.browser.post("/pengguna?index", { intent: "activation", login: user.login, activated: "true" });
    expect((await storedUser(user.login)).activated).toBe(true);
  });

  it("creates an activated user with langKey en, the chosen roles, and e-mails a link to choose a password", async () => {
    const login = unique("baru");
    const response = await admin.browser.post("/pengguna/new", {
      login,
      email: `${login}@example.test`,
      firstName: "Dewi",
      langKey: "en",
      authorities: "ROLE_KEUANGAN",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/pengguna");
    const stored = await storedUser(login);
    expect(stored).toMatchObject({ activated: true, langKey: "en", createdBy: admin.admin.login, passwordHash: null });
    const roles = await db.select().from(userAuthority).where(eq(userAuthority.userId, stored.id));
    expect(roles.map((r) => r.authorityName)).toEqual(["ROLE_KEUANGAN"]);
    const email = await latestEmail(`${login}@example.test`);
    expect(email && linkTo(email.text, "/reset/finish")).toMatch(/^\/reset\/finish\?key=/);
  });

  it("refuses a login that is taken, with a clear message and nothing written", async () => {
    const existing = await createUser();
    const response = await admin.browser.post("/pengguna/new", {
      login: existing.login.toUpperCase(),
      email: `${unique("other")}@example.test`,
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Login name already used! Please choose another one.");
    const missing = await admin.browser.post("/pengguna/new", { email: "not-an-email" });
    expect(missing.status).toBe(400);
    const body = await missing.text();
    expect(body).toContain("Your username is required.");
    expect(body).toContain("Your email is invalid.");
  });

  it("edits a user, keeping only the picker of the chosen kind", async () => {
    const user = await createUser();
    const response = await admin.browser.post(`/pengguna/${user.login}/edit`, {
      firstName: "Nama",
      lastName: "Baru",
      email: user.email,
      activated: "on",
      langKey: "fr",
      roleUser: "GUDANG",
      businessUnitId: "1",
      authorities: "ROLE_GUDANG",
    });
    expect(response.status).toBe(302);
    const stored = await storedUser(user.login);
    expect(stored).toMatchObject({ firstName: "Nama", langKey: "fr", roleUser: "GUDANG", businessUnitId: null });
    expect(stored.lastModifiedBy).toBe(admin.admin.login);
  });

  it("keeps the signed-in administrator active and an administrator when editing their own account", async () => {
    const self = admin.admin;
    const response = await admin.browser.post(`/pengguna/${self.login}/edit`, { email: self.email, authorities: "ROLE_USER" });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("You cannot remove ROLE_ADMIN from your own account.");
    const roles = await db.select().from(userAuthority).where(eq(userAuthority.userId, self.id));
    expect(roles.map((r) => r.authorityName)).toContain("ROLE_ADMIN");
    const saved = await admin.browser.post(`/pengguna/${self.login}/edit`, { email: self.email, authorities: "ROLE_ADMIN" });
    expect(saved.status).toBe(302);
    expect((await storedUser(self.login)).activated).toBe(true);
  });

  it("answers 404 for an unknown login on every user page", async () => {
    for (const path of ["/pengguna/user/nobody-here", "/pengguna/nobody-here/edit", "/pengguna/nobody-here/delete"]) {
      const response = await admin.browser.get(path);
      expect(response.status, path).toBe(404);
      await response.arrayBuffer();
    }
    const post = await admin.browser.post("/pengguna/nobody-here/delete", {});
    expect(post.status).toBe(404);
    const toggle = await admin.browser.post("/pengguna?index", { intent: "activation", login: "nobody-here", activated: "false" });
    expect(toggle.status).toBe(404);
    const unknownIntent = await admin.browser.post("/pengguna?index", { intent: "explode", login: admin.admin.login });
    expect(unknownIntent.status).toBe(400);
  });

  it("asks before deleting, deletes others, and never deletes the signed-in administrator", async () => {
    const victim = await createUser();
    const confirm = await admin.browser.visit(`/pengguna/${victim.login}/delete`);
    expect(confirm.html).toContain("Are you sure you want to delete this User?");
    const deleted = await admin.browser.post(`/pengguna/${victim.login}/delete`, {});
    expect(deleted.status).toBe(302);
    expect(await storedUser(victim.login)).toBeUndefined();

    const self = admin.admin.login;
    const own = await admin.browser.visit(`/pengguna/${self}/delete`);
    expect(own.html).toContain("You cannot delete your own account.");
    expect(own.html).not.toContain("Are you sure you want to delete this User?");
    const refused = await admin.browser.post(`/pengguna/${self}/delete`, {});
    expect(refused.status).toBe(302);
    expect(await storedUser(self)).toBeDefined();
    const list = await admin.browser.visit(`/pengguna?sort=id,desc`);
    expect(list.html).toContain("You cannot delete your own account.");
    expect(list.html).not.toContain(`href="/pengguna/${self}/delete"`);
  });

  it("shows the detail page with all roles", async () => {
    const user = await createUser({ roles: ["ROLE_USER", "ROLE_SIPA"] });
    const { response, html } = await admin.browser.visit(`/pengguna/user/${user.login}`);
    expect(response.status).toBe(200);
    expect(html).toContain(user.email);
    expect(html).toContain("ROLE_SIPA");
  });

  it("speaks Indonesian to an Indonesian administrator", async () => {
    const indonesian = await adminBrowser("id");
    const { html } = await indonesian.browser.visit("/pengguna");
    expect(html).toContain("Manajemen Pengguna");
    expect(html).toMatch(/Menampilkan 1 - 20 dari \d+ item/);
  });
});
