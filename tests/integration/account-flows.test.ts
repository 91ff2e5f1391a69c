import { env } from "cloudflare:test";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { audit, session, users } from "~/db/schema";
import { verifyPassword } from "~/services/password.server";
import { sha256Hex } from "~/services/tokens.server";
import { issueResetKey, latestEmail, linkTo, signIn } from "./support/account";
import { ORIGIN, TestBrowser } from "./support/browser";
import { createUser, db, unique } from "./support/db";

async function auditTypes(principal: string): Promise<string[]> {
  const rows = await db
    .select({ type: audit.type })
    .from(audit)
    .where(eq(audit.principal, principal))
    .orderBy(audit.id);
  return rows.map((r) => r.type);
}

describe("registration, activation, sign-in, password, reset (spec §2, §4, §8)", () => {
  it("walks the whole account life cycle without JavaScript", async () => {
    const browser = new TestBrowser({ language: "en" });
    const login = unique("Budi");
    const email = `${login}@Example.test`;

    // Register: the account is stored inactive, with a hashed password and an e-mailed key.
    const registered = await browser.post("/register", {
      login,
      email,
      password: "rahasia1",
      confirmPassword: "rahasia1",
      langKey: "en",
    });
    expect(registered.status).toBe(302);
    expect(registered.headers.get("Location")).toBe("/register?status=saved");
    expect((await browser.visit("/register?status=saved")).html).toContain(
      "Registration saved! Please check your e-mail for confirmation.",
    );
    const [stored] = await db.select().from(users).where(eq(users.login, login.toLowerCase()));
    expect(stored).toMatchObject({ email: email.toLowerCase(), activated: false, langKey: "en" });
    expect(stored.passwordHash).not.toContain("rahasia1");
    expect(await verifyPassword("rahasia1", stored.passwordHash ?? "", env.PASSWORD_PEPPER)).toBe(true);

    // Signing in before activation is refused.
    const early = await signIn(browser, login, "rahasia1");
    expect(early.status).toBe(400);
    expect(browser.hasSession()).toBe(false);

    // The activation e-mail carries a single-use key; only its hash is stored.
    const mail = await latestEmail(email.toLowerCase());
    expect(mail).toMatchObject({ kind: "activation", langKey: "en", subject: "Activate your Agrowisata account" });
    const activationPath = linkTo(mail!.text, "/activate");
    expect(activationPath).toMatch(/^\/activate\?key=[A-Za-z0-9_-]{43}$/);
    const key = new URL(activationPath!, ORIGIN).searchParams.get("key")!;
    expect(stored.activationKeyHash).toBe(await sha256Hex(key));
    expect(mail!.html).toContain("/activate?key=");

    const activatePage = await browser.visit(activationPath!);
    expect(activatePage.response.status).toBe(200);
    const activated = await browser.post("/activate", { key });
    expect(activated.headers.get("Location")).toBe("/activate?status=done");
    expect((await browser.visit("/activate?status=done")).html).toContain("Your user account has been activated.");
    // Single use.
    const again = await browser.post("/activate", { key });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("Your user could not be activated.");

    // Sign in with remember-me: a 30-day persistent cookie and a D1 row.
    const signedIn = await signIn(browser, login, "rahasia1", true);
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("Location")).toBe("/");
    const cookie = signedIn.headers.getSetCookie().find((c) => c.startsWith("session="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const expires = Date.parse(cookie.match(/Expires=([^;]+)/i)![1]);
    expect(expires - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
    const settings = await browser.visit("/settings");
    expect(settings.url).toBe("/settings");
    expect(settings.html).toContain(`User settings for [${login.toLowerCase()}]`);

    // Change password (the current one is required and checked).
    const wrongCurrent = await browser.post("/password", {
      currentPassword: "salah",
      newPassword: "baru12345",
      confirmPassword: "baru12345",
    });
    expect(wrongCurrent.status).toBe(400);
    expect(await wrongCurrent.text()).toContain("Your current password is incorrect.");
    const changed = await browser.post("/password", {
      currentPassword: "rahasia1",
      newPassword: "baru12345",
      confirmPassword: "baru12345",
    });
    expect(changed.status).toBe(302);
    expect((await browser.visit("/password")).html).toContain("Password changed!");

    // Sign out: POST, session row gone, cookie cleared, back to the sign-in page.
    const out = await browser.post("/logout", {});
    expect(out.headers.get("Location")).toBe("/login");
    expect(browser.hasSession()).toBe(false);
    expect((await browser.visit("/settings")).url).toBe("/login?redirectTo=%2Fsettings");

    // Reset through the e-mailed key.
    const requested = await browser.post("/reset/request", { email: email.toUpperCase() });
    expect(requested.headers.get("Location")).toBe("/reset/request?status=sent");
    expect((await browser.visit("/reset/request?status=sent")).html).toContain(
      "Check your e-mails for details on how to reset your password.",
    );
    const resetMail = await latestEmail(email.toLowerCase());
    expect(resetMail?.kind).toBe("password-reset");
    const resetPath = linkTo(resetMail!.text, "/reset/finish")!;
    const resetKey = new URL(resetPath, ORIGIN).searchParams.get("key")!;
    expect((await browser.visit(resetPath)).response.status).toBe(200);
    const reset = await browser.post(resetPath, {
      key: resetKey,
      newPassword: "terbaru99",
      confirmPassword: "terbaru99",
    });
    expect(reset.headers.get("Location")).toBe("/reset/finish?status=done");
    const done = await browser.visit("/reset/finish?status=done");
    expect(done.html).toContain("Your password has been reset.");
    expect(done.html).toContain('href="/login"');

    // Old passwords no longer work, the new one does.
    expect((await signIn(browser, login, "baru12345")).status).toBe(400);
    const final = await signIn(browser, email, "terbaru99");
    expect(final.status).toBe(302);
    expect(browser.hasSession()).toBe(true);

    expect(await auditTypes(login.toLowerCase())).toEqual([
      "ACCOUNT_REGISTERED",
      "AUTHENTICATION_FAILURE",
      "ACCOUNT_ACTIVATED",
      "AUTHENTICATION_SUCCESS",
      "PASSWORD_CHANGED",
      "LOGOUT",
      "PASSWORD_RESET_REQUESTED",
      "PASSWORD_RESET",
      "AUTHENTICATION_FAILURE",
      "AUTHENTICATION_SUCCESS",
    ]);
  });

  it("answers 'Your user could not be activated.' for an unknown key", async () => {
    const page = await new TestBrowser({ language: "en" }).visit(`/activate?key=${"A".repeat(43)}`);
    expect(page.response.status).toBe(400);
    expect(page.html).toContain("Your user could not be activated.");
  });

  it("refuses a reset key older than 24 hours", async () => {
    const user = await createUser();
    const key = await issueResetKey(user.id, new Date(Date.now() - 24 * 3600 * 1000 - 1000));
    const browser = new TestBrowser({ language: "en" });
    const page = await browser.visit(`/reset/finish?key=${key}`);
    expect(page.response.status).toBe(400);
    const failure = "Your password couldn't be reset. Remember a password request is only valid for 24 hours.";
    expect(page.html).toContain(failure);
    const post = await browser.post(`/reset/finish?key=${key}`, {
      key,
      newPassword: "baru1234",
      confirmPassword: "baru1234",
    });
    expect(post.status).toBe(400);
    expect((await browser.visit(`/reset/finish?key=${key}`)).html).toContain(failure);
    expect((await signIn(browser, user.login, "baru1234")).status).toBe(400);
  });

  it("accepts a reset key just inside 24 hours, once", async () => {
    const user = await createUser();
    const key = await issueResetKey(user.id, new Date(Date.now() - 23 * 3600 * 1000));
    const browser = new TestBrowser({ language: "en" });
    const first = await browser.post(`/reset/finish?key=${key}`, {
      key,
      newPassword: "baru1234",
      confirmPassword: "baru1234",
    });
    expect(first.status).toBe(302);
    const reused = await browser.post(`/reset/finish?key=${key}`, {
      key,
      newPassword: "lagi12345",
      confirmPassword: "lagi12345",
    });
    expect(reused.status).toBe(400);
    expect((await signIn(browser, user.login, "baru1234")).status).toBe(302);
  });

  it("signs the account out everywhere after a reset", async () => {
    const user = await createUser();
    const other = new TestBrowser();
    await signIn(other, user.login, user.password);
    const key = await issueResetKey(user.id);
    await new TestBrowser().post(`/reset/finish?key=${key}`, {
      key,
      newPassword: "baru1234",
      confirmPassword: "baru1234",
    });
    expect((await other.get("/settings")).status).toBe(302);
  });

  it("reports 'Failed to sign in!' for a wrong password or an unknown login", async () => {
    const user = await createUser();
    for (const [login, password] of [
      [user.login, "salah"],
      [unique("nobody"), "whatever"],
    ]) {
      const response = await signIn(new TestBrowser({ language: "en" }), login, password);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("Failed to sign in! Please check your credentials and try again.");
    }
  });

  it("refuses a deactivated account even with the right password", async () => {
    const user = await createUser({ activated: false });
    const browser = new TestBrowser({ language: "en" });
    const response = await signIn(browser, user.login, user.password);
    expect(response.status).toBe(400);
    expect(browser.hasSession()).toBe(false);
    expect(await response.text()).toContain("This account is not active.");
  });

  it("returns to the stored previous page after sign-in, else home, admins to /admin", async () => {
    const user = await createUser();
    const browser = new TestBrowser();
    const redirect = await browser.get("/sessions");
    expect(redirect.headers.get("Location")).toBe("/login?redirectTo=%2Fsessions");
    const back = await browser.post("/login", { login: user.login, password: user.password, redirectTo: "/sessions" });
    expect(back.headers.get("Location")).toBe("/sessions");

    const admin = await createUser({ roles: ["ROLE_USER", "ROLE_ADMIN"] });
    const adminBrowser = new TestBrowser();
    const adminLanding = await adminBrowser.post("/login", {
      login: admin.login,
      password: admin.password,
      redirectTo: "/",
    });
    expect(adminLanding.headers.get("Location")).toBe("/admin");
    const dashboard = await adminBrowser.visit("/admin");
    expect(dashboard.response.status).toBe(200);
    expect(dashboard.html).toContain(admin.login);

    for (const target of ["https://evil.example/", "//evil.example/", "/register", "/reset/finish?key=x"]) {
      const response = await new TestBrowser().post("/login", {
        login: user.login,
        password: user.password,
        redirectTo: target,
      });
      expect(response.headers.get("Location")).toBe("/");
    }
  });

  it("changes settings and the site language with them", async () => {
    const user = await createUser({ langKey: "en" });
    const browser = new TestBrowser({ language: "en" });
    await signIn(browser, user.login, user.password);
    const email = `${unique("new")}@example.test`;
    const saved = await browser.post("/settings", { firstName: "Siti", lastName: "Rahayu", email, langKey: "fr" });
    expect(saved.status).toBe(302);
    const page = await browser.visit("/settings");
    expect(page.html).toContain("Paramètres enregistrés.");
    expect(page.html).toContain('lang="fr"');
    // Names and language change at once; the new address waits for its confirmation (email-change.test.ts).
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ firstName: "Siti", lastName: "Rahayu", email: user.email, langKey: "fr" });

    const taken = await createUser();
    const clash = await browser.post("/settings", {
      firstName: "Siti",
      lastName: "Rahayu",
      email: taken.email,
      langKey: "en",
    });
    expect(clash.status).toBe(400);
    // The page now speaks the account's new language.
    expect(await clash.text()).toContain("Cet e-mail est déjà utilisé !");
  });
});

describe("sessions page (spec §2 /sessions)", () => {
  it("lists the sessions of two browsers and revoking one signs that browser out", async () => {
    const user = await createUser();
    const laptop = new TestBrowser({ userAgent: "Laptop browser" });
    const phone = new TestBrowser({ userAgent: "Phone browser" });
    await signIn(laptop, user.login, user.password, true);
    await signIn(phone, user.login, user.password);

    const page = await laptop.visit("/sessions");
    expect(page.html).toContain("Laptop browser");
    expect(page.html).toContain("Phone browser");
    expect(page.html).toContain(laptop.ip);
    expect(page.html).toContain(phone.ip);

    const rows = await db.select().from(session).where(eq(session.userId, user.id));
    expect(rows).toHaveLength(2);
    const phoneRow = rows.find((r) => r.userAgent === "Phone browser")!;
    const revoked = await laptop.post("/sessions", { intent: "revoke", series: phoneRow.id });
    expect(revoked.headers.get("Location")).toBe("/sessions");
    expect((await laptop.visit("/sessions")).html).toContain("Session invalidated!");
    expect((await phone.get("/sessions")).headers.get("Location")).toBe("/login?redirectTo=%2Fsessions");
    expect((await laptop.get("/sessions")).status).toBe(200);
  });

  it("says 'The session could not be invalidated.' for someone else's session", async () => {
    const owner = await createUser();
    const stranger = await createUser();
    const ownerBrowser = new TestBrowser();
    const strangerBrowser = new TestBrowser({ language: "en" });
    await signIn(ownerBrowser, owner.login, owner.password);
    await signIn(strangerBrowser, stranger.login, stranger.password);
    const [ownerSession] = await db.select().from(session).where(eq(session.userId, owner.id));
    const response = await strangerBrowser.post("/sessions", { intent: "revoke", series: ownerSession.id });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("The session could not be invalidated.");
    expect((await ownerBrowser.get("/sessions")).status).toBe(200);
  });

  it("revoking the current session signs out", async () => {
    const user = await createUser();
    const browser = new TestBrowser();
    await signIn(browser, user.login, user.password);
    const [current] = await db.select().from(session).where(eq(session.userId, user.id));
    const response = await browser.post("/sessions", { intent: "revoke", series: current.id });
    expect(response.headers.get("Location")).toBe("/login");
    expect(browser.hasSession()).toBe(false);
    expect(
      await db
        .select()
        .from(session)
        .where(and(eq(session.userId, user.id))),
    ).toHaveLength(0);
  });

  it("rotates the session id at every sign-in", async () => {
    const user = await createUser();
    const browser = new TestBrowser();
    await signIn(browser, user.login, user.password);
    const [first] = await db.select().from(session).where(eq(session.userId, user.id));
    const firstCookie = browser.cookies.get("session");
    await signIn(browser, user.login, user.password);
    const rows = await db.select().from(session).where(eq(session.userId, user.id)).orderBy(desc(session.createdAt));
    expect(rows).toHaveLength(1);
    expect(rows[0].id).not.toBe(first.id);
    expect(browser.cookies.get("session")).not.toBe(firstCookie);
  });
});
