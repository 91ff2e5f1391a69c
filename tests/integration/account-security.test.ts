import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { audit, loginFailure, session, userAuthority } from "~/db/schema";
import { parseEnv } from "~/env.server";
import { changeAuthorities } from "~/services/account.server";
import { areDevToolsEnabled } from "~/services/dev-tools.server";
import { MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_IP } from "~/services/login-throttle.server";
import { hashPassword, PBKDF2_ITERATIONS, verifyPassword } from "~/services/password.server";
import { sessionCookieName, startSession } from "~/services/session.server";
import { signIn } from "./support/account";
import { captchaAnswer } from "./support/booking";
import { actionPaths } from "./support/routes";
import { decodeHtml, ORIGIN, TestBrowser } from "./support/browser";
import { createUser, db, unique } from "./support/db";

const CROSS_SITE_ATTEMPTS: [string, Record<string, string>][] = [
  ["Sec-Fetch-Site: cross-site", { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" }],
  ["Sec-Fetch-Site: same-site", { "Sec-Fetch-Site": "same-site", Origin: "https://shop.example.com" }],
  ["a foreign Origin (old browser)", { "Sec-Fetch-Site": "", Origin: "https://evil.example" }],
  ["Origin: null", { "Sec-Fetch-Site": "", Origin: "null" }],
];

describe("cross-site requests (design §7)", () => {
  const paths = actionPaths();

  it("finds the account actions among the routes", () => {
    for (const path of ["/login", "/logout", "/register", "/activate", "/password", "/settings", "/sessions"]) {
      expect(paths).toContain(path);
    }
    expect(paths).toEqual(expect.arrayContaining(["/reset/request", "/reset/finish", "/auth/google"]));
  });

  it.each(CROSS_SITE_ATTEMPTS)("refuses a POST with %s to every action with 403", async (_label, headers) => {
    const browser = new TestBrowser({ language: "en" });
    for (const path of paths) {
      const response = await browser.fetch(path, {
        method: "POST",
        body: new URLSearchParams({ login: "x", password: "y" }),
        headers: Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== "")),
      });
      expect(response.status, path).toBe(403);
      expect(await response.text(), path).toBe("Request refused: the form was sent from another site.");
    }
  });

  it("answers in the visitor's language", async () => {
    const response = await new TestBrowser({ language: "id" }).fetch("/login", {
      method: "POST",
      headers: { "Sec-Fetch-Site": "cross-site" },
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("Content-Language")).toBe("id");
    expect(await response.text()).toBe("Permintaan ditolak: formulir dikirim dari situs lain.");
  });

  it("changes nothing: a cross-site sign-out keeps the session, a cross-site sign-in makes none", async () => {
    const user = await createUser();
    const browser = new TestBrowser();
    await signIn(browser, user.login, user.password);
    await browser.fetch("/logout", { method: "POST", headers: { "Sec-Fetch-Site": "cross-site" } });
    expect((await browser.get("/settings")).status).toBe(200);

    const victim = new TestBrowser();
    const forged = await victim.fetch("/login", {
      method: "POST",
      body: new URLSearchParams({ login: user.login, password: user.password }),
      headers: { Origin: "https://evil.example" },
    });
    expect(forged.status).toBe(403);
    expect(victim.hasSession()).toBe(false);
  });

  it("lets same-origin forms through, with or without Origin and Sec-Fetch-Site", async () => {
    const user = await createUser();
    const variants: Record<string, string>[] = [
      { Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" },
      { Origin: ORIGIN },
      {},
    ];
    for (const headers of variants) {
      const browser = new TestBrowser();
      const response = await browser.fetch("/login", {
        method: "POST",
        body: new URLSearchParams({ login: user.login, password: user.password }),
        headers,
      });
      expect(response.status).toBe(302);
      expect(browser.hasSession()).toBe(true);
    }
  });
});

describe("sign-in throttling (ASVS V2.2.1)", () => {
  async function addFailures(values: { login: string; ip: string }, n: number, at = new Date()) {
    const rows = Array.from({ length: n }, (_, i) => ({ ...values, createdAt: new Date(at.getTime() - i) }));
    for (let i = 0; i < rows.length; i += 20) await db.insert(loginFailure).values(rows.slice(i, i + 20));
  }

  it("does not lock the owner out after 100 failures: the right password plus the captcha signs in", async () => {
    const user = await createUser();
    const browser = new TestBrowser({ language: "en" });
    // 99 earlier failures from a stranger's address, the 100th through the form.
    await addFailures({ login: user.login, ip: "203.0.113.7" }, MAX_FAILURES_PER_ACCOUNT - 1);
    const hundredth = await signIn(browser, user.login, "salah");
    expect(hundredth.status).toBe(400);
    expect(await db.$count(loginFailure, eq(loginFailure.login, user.login))).toBe(MAX_FAILURES_PER_ACCOUNT);

    // The right password alone is no longer enough: the form asks for the captcha instead of a lock.
    const asked = await signIn(browser, user.login, user.password);
    expect(asked.status).toBe(400);
    expect(asked.headers.get("Retry-After")).toBeNull();
    const askedHtml = decodeHtml(await asked.text());
    expect(askedHtml).toContain("Too many failed sign-ins for this account. Type the code in the picture, then sign in again.");
    expect(askedHtml).toMatch(/<img[^>]*src="\/captcha\/[A-Za-z0-9_-]+"/);
    expect(browser.hasSession()).toBe(false);

    // A wrong code: refused, a new picture, nothing counted against the password.
    const { captchaToken } = await captchaAnswer(askedHtml);
    const wrong = await browser.post("/login", { login: user.login, password: user.password, captchaToken, captcha: "XXXXXXX" });
    expect(wrong.status).toBe(400);
    const wrongHtml = decodeHtml(await wrong.text());
    expect(wrongHtml).toContain("The code in the picture was wrong or has expired.");
    expect(browser.hasSession()).toBe(false);

    // The owner types the code with the right password (by e-mail address, same account): signed in.
    const solved = await captchaAnswer(wrongHtml);
    const signedIn = await browser.post("/login", { login: user.email, password: user.password, ...solved });
    expect(signedIn.status).toBe(302);
    expect(browser.hasSession()).toBe(true);

    // A captcha is spent once: replaying it does not sign anyone in.
    const replay = await new TestBrowser().post("/login", { login: user.login, password: user.password, ...solved });
    expect(replay.status).toBe(400);
  });

  it("still counts wrong passwords typed with a solved captcha", async () => {
    const user = await createUser();
    const browser = new TestBrowser({ language: "en" });
    await addFailures({ login: user.login, ip: "203.0.113.17" }, MAX_FAILURES_PER_ACCOUNT);
    const asked = decodeHtml(await (await signIn(browser, user.login, "tebakan")).text());
    const guess = await browser.post("/login", { login: user.login, password: "tebakan-2", ...(await captchaAnswer(asked)) });
    expect(guess.status).toBe(400);
    const guessHtml = decodeHtml(await guess.text());
    expect(guessHtml).toContain("Failed to sign in!");
    // The next try is asked for a new code straight away.
    expect(guessHtml).toMatch(/<img[^>]*src="\/captcha\/[A-Za-z0-9_-]+"/);
    expect(await db.$count(loginFailure, eq(loginFailure.login, user.login))).toBe(MAX_FAILURES_PER_ACCOUNT + 1);
  });

  it("counts only the last hour", async () => {
    const user = await createUser();
    await addFailures(
      { login: user.login, ip: "203.0.113.8" },
      MAX_FAILURES_PER_ACCOUNT,
      new Date(Date.now() - 61 * 60 * 1000),
    );
    expect((await signIn(new TestBrowser(), user.login, user.password)).status).toBe(302);
  });

  it("pauses a guessing IP with 429, telling how long to wait from the failures' age", async () => {
    const user = await createUser();
    const browser = new TestBrowser({ language: "en" });
    await addFailures({ login: unique("spray"), ip: browser.ip }, MAX_FAILURES_PER_IP, new Date(Date.now() - 30 * 60 * 1000));
    const response = await signIn(browser, user.login, user.password);
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(29 * 60);
    expect(retryAfter).toBeLessThanOrEqual(30 * 60 + 1);
    expect(decodeHtml(await response.text())).toContain("Too many sign-in attempts. Please try again in 30 minutes.");
    expect(browser.hasSession()).toBe(false);
    // Refused attempts are not counted.
    expect(await db.$count(loginFailure, eq(loginFailure.ip, browser.ip))).toBe(MAX_FAILURES_PER_IP);
  });

  it("throttles a client IP across accounts at a higher bound", async () => {
    const user = await createUser();
    const browser = new TestBrowser({ language: "en" });
    await addFailures({ login: unique("spray"), ip: browser.ip }, MAX_FAILURES_PER_IP);
    expect((await signIn(browser, user.login, user.password)).status).toBe(429);
    expect((await signIn(new TestBrowser(), user.login, user.password)).status).toBe(302);
  });
});

describe("passwords and sessions at rest (design §7)", () => {
  it("stores PBKDF2-SHA256 with its parameters, a per-user salt and the pepper", async () => {
    const a = await hashPassword("rahasia", env.PASSWORD_PEPPER);
    const b = await hashPassword("rahasia", env.PASSWORD_PEPPER);
    expect(a).toMatch(new RegExp(`^pbkdf2-sha256\\$${PBKDF2_ITERATIONS}\\$[A-Za-z0-9+/=]{24}\\$[A-Za-z0-9+/=]{44}$`));
    expect(PBKDF2_ITERATIONS).toBe(100_000);
    expect(a).not.toBe(b);
    expect(a).not.toContain("rahasia");
    expect(await verifyPassword("rahasia", a, env.PASSWORD_PEPPER)).toBe(true);
    expect(await verifyPassword("rahasiA", a, env.PASSWORD_PEPPER)).toBe(false);
    expect(await verifyPassword("rahasia", a, "another-pepper-value")).toBe(false);
  });

  it("keeps only a hash of the session token", async () => {
    const user = await createUser();
    const browser = new TestBrowser();
    await signIn(browser, user.login, user.password);
    const [row] = await db.select().from(session).where(eq(session.userId, user.id));
    const cookie = decodeURIComponent(browser.cookies.get("session")!);
    const token = JSON.parse(atob(cookie.slice(0, cookie.lastIndexOf(".")))).split(".")[1];
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.tokenHash).not.toContain(token);
  });

  it("uses a __Host- Secure cookie in production and a plain one locally", async () => {
    expect(sessionCookieName({ isProduction: false })).toBe("session");
    expect(sessionCookieName({ isProduction: true })).toBe("__Host-session");
    const user = await createUser();
    const ctx = createExecutionContext();
    const context = {
      env: { ...parseEnv(env as never), isProduction: true },
      db,
      ctx,
      cf: undefined,
      nonce: "",
    } as AppLoadContext;
    const header = await startSession(new Request(`${ORIGIN}/login`), context, { userId: user.id, remember: false });
    await waitOnExecutionContext(ctx);
    expect(header).toMatch(/^__Host-session=/);
    expect(header).toMatch(/; Path=\//);
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; Secure/);
    expect(header).toMatch(/; SameSite=Lax/);
    expect(header).not.toMatch(/Domain=/i);
    // Without remember-me: a browser-session cookie (no Expires / Max-Age).
    expect(header).not.toMatch(/Expires=|Max-Age=/i);
  });
});

describe("access control (spec §6)", () => {
  it.each([
    ["/password", "routes/password"],
    ["/sessions", "routes/sessions"],
    ["/settings", "routes/settings"],
    ["/admin", "routes/_staff"],
  ])("%s redirects to sign-in when signed out", async (path, routeId) => {
    const response = await new TestBrowser().get(path);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
    // A client-side navigation's data request gets the same redirect, without Remix's parameters.
    const data = await new TestBrowser().get(`${path}?_data=${encodeURIComponent(routeId)}`);
    expect([204, 302]).toContain(data.status);
    const target = data.headers.get("X-Remix-Redirect") ?? data.headers.get("Location");
    expect(target).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
  });

  it("refuses /admin to a non-admin with 403 in their language", async () => {
    const user = await createUser();
    const browser = new TestBrowser({ language: "id" });
    await signIn(browser, user.login, user.password);
    browser.cookies.delete("lng");
    const response = await browser.get("/admin");
    expect(response.status).toBe(403);
    const html = decodeHtml(await response.text());
    expect(html).toContain("Akses ditolak");
    expect(html).toContain("Anda tidak memiliki hak akses ke halaman ini.");
  });

  it("checks authorities on every request, not once at sign-in", async () => {
    const user = await createUser();
    const browser = new TestBrowser();
    await signIn(browser, user.login, user.password);
    expect((await browser.get("/settings")).status).toBe(200);
    await db.delete(userAuthority).where(eq(userAuthority.userId, user.id));
    expect((await browser.get("/settings")).status).toBe(403);
  });

  it("audits a change of authorities with before and after", async () => {
    const user = await createUser();
    await changeAuthorities(db, {
      userId: user.id,
      login: user.login,
      roles: ["ROLE_USER", "ROLE_ADMIN"],
      actor: "admin",
    });
    const [row] = await db
      .select()
      .from(audit)
      .where(eq(audit.type, "AUTHORITIES_CHANGED"))
      .orderBy(desc(audit.id))
      .limit(1);
    expect(row.principal).toBe("admin");
    expect(row.data).toMatchObject({ login: user.login, before: ["ROLE_USER"], after: ["ROLE_USER", "ROLE_ADMIN"] });
  });
});

describe("security headers and dev tools", () => {
  it.each(["/", "/login", "/register"])(
    "%s carries CSP with a nonce, nosniff, Referrer-Policy, frame-ancestors",
    async (path) => {
      const response = await new TestBrowser().get(path);
      const csp = response.headers.get("Content-Security-Policy") ?? "";
      expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
      expect(csp).toContain("frame-ancestors 'self'");
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
      // HSTS only in production.
      expect(response.headers.get("Strict-Transport-Security")).toBeNull();
      const nonce = csp.match(/'nonce-([^']+)'/)![1];
      expect(await response.text()).toContain(`nonce="${nonce}"`);
    },
  );

  it("marks account pages private", async () => {
    const response = await new TestBrowser().get("/login");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("hides the outbox viewer unless development or E2E hooks", async () => {
    expect((await new TestBrowser().get("/_dev/outbox")).status).toBe(404);
    expect(areDevToolsEnabled({ APP_ENV: "development", E2E_TEST_HOOKS: "0" })).toBe(true);
    expect(areDevToolsEnabled({ APP_ENV: "test", E2E_TEST_HOOKS: "1" })).toBe(true);
    expect(areDevToolsEnabled({ APP_ENV: "test", E2E_TEST_HOOKS: "0" })).toBe(false);
    expect(areDevToolsEnabled({ APP_ENV: "production", E2E_TEST_HOOKS: "1" })).toBe(false);
  });
});
