import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { userAuthority, users } from "~/db/schema";
import { decodeHtml, TestBrowser } from "./support/browser";
import { createUser, db, unique } from "./support/db";

/**
 * Google sign-in end to end through the Worker, with Google's token and userinfo endpoints replaced by
 * a fetch mock (the Worker runs in the test's isolate, so the mock is what remix-auth-google calls).
 */
const TOKEN_URL = "https://oauth2.googleapis.com/token";
const USERINFO_URL = "https://www.googleapis.com/oauth2/v3/userinfo";

interface GoogleBehaviour {
  tokenStatus?: number;
  profile?: Record<string, unknown>;
}

function mockGoogle(behaviour: GoogleBehaviour) {
  const original = globalThis.fetch;
  const calls: { url: string; body: string | null; authorization: string | null }[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (request.url === TOKEN_URL) {
      calls.push({ url: request.url, body: await request.text(), authorization: null });
      if (behaviour.tokenStatus && behaviour.tokenStatus !== 200) {
        return new Response(JSON.stringify({ error: "internal_failure" }), { status: behaviour.tokenStatus });
      }
      return Response.json({
        access_token: "ya29.test-access-token",
        expires_in: 3599,
        token_type: "Bearer",
        scope: "openid email profile",
        id_token: "header.payload.signature",
      });
    }
    if (request.url === USERINFO_URL) {
      calls.push({ url: request.url, body: null, authorization: request.headers.get("Authorization") });
      return Response.json(behaviour.profile ?? {});
    }
    return original(input, init);
  });
  return calls;
}

function profileFor(email: string, extra: Record<string, unknown> = {}) {
  return {
    sub: `1${Math.floor(Math.random() * 1e15)}`,
    email,
    email_verified: true,
    name: "Sari Wulandari",
    given_name: "Sari",
    family_name: "Wulandari",
    picture: "https://lh3.googleusercontent.com/a/test",
    locale: "id",
    ...extra,
  };
}

/** Starts sign-in like the button does and returns the state Google would send back. */
async function startGoogle(browser: TestBrowser, redirectTo = "") {
  const response = await browser.post("/auth/google", redirectTo ? { redirectTo } : {});
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get("Location")!);
  expect(location.origin + location.pathname).toBe("https://accounts.google.com/o/oauth2/v2/auth");
  expect(location.searchParams.get("client_id")).toBe("test-google-client-id");
  expect(location.searchParams.get("redirect_uri")).toBe("http://localhost:8787/auth/google/callback");
  expect(location.searchParams.get("scope")).toContain("email");
  return location.searchParams.get("state")!;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("Google sign-in (remix-auth-google, mocked Google)", () => {
  it("creates an active account with ROLE_USER from a verified e-mail and signs it in", async () => {
    const email = `${unique("sari")}@gmail.test`;
    const calls = mockGoogle({ profile: profileFor(email) });
    const browser = new TestBrowser({ language: "id" });
    const state = await startGoogle(browser, "/sessions");

    const callback = await browser.get(`/auth/google/callback?code=auth-code-123&state=${encodeURIComponent(state)}`);
    expect(callback.status).toBe(302);
    expect(callback.headers.get("Location")).toBe("/sessions");
    expect(browser.hasSession()).toBe(true);

    const token = new URLSearchParams(calls.find((c) => c.url === TOKEN_URL)!.body!);
    expect(token.get("code")).toBe("auth-code-123");
    expect(token.get("grant_type")).toBe("authorization_code");
    expect(token.get("client_secret")).toBe("test-google-client-secret");
    expect(calls.find((c) => c.url === USERINFO_URL)!.authorization).toBe("Bearer ya29.test-access-token");

    const [account] = await db.select().from(users).where(eq(users.email, email));
    expect(account).toMatchObject({
      activated: true,
      emailVerified: true,
      passwordHash: null,
      firstName: "Sari",
      lastName: "Wulandari",
      langKey: "id",
    });
    const roles = await db.select().from(userAuthority).where(eq(userAuthority.userId, account.id));
    expect(roles.map((r) => r.authorityName)).toEqual(["ROLE_USER"]);

    const sessions = await browser.visit("/sessions");
    expect(sessions.response.status).toBe(200);
    // An account made with Google sets a password without a current one.
    const password = await browser.visit("/password");
    expect(password.html).not.toContain('name="currentPassword"');
  });

  it("links an existing account whose address was verified, instead of creating one", async () => {
    const existing = await createUser({ activated: true, emailVerified: true });
    mockGoogle({ profile: profileFor(existing.email.toUpperCase()) });
    const browser = new TestBrowser();
    const state = await startGoogle(browser);
    const callback = await browser.get(`/auth/google/callback?code=c&state=${encodeURIComponent(state)}`);
    expect(callback.headers.get("Location")).toBe("/");
    expect(await db.$count(users, eq(users.email, existing.email))).toBe(1);
    const [account] = await db.select().from(users).where(eq(users.id, existing.id));
    expect(account.passwordHash).not.toBeNull();
    expect((await browser.visit("/settings")).html).toContain(existing.login);
  });

  it.each([
    ["registered and never activated (someone typed that address)", { activated: false, pending: true }],
    ["activated without proving the address (an administrator typed it)", { activated: true, pending: false }],
  ])("refuses to link an account %s, with a clear message", async (_label, shape) => {
    const existing = await createUser({ activated: shape.activated, emailVerified: false });
    if (shape.pending) {
      await db.update(users).set({ activationKeyHash: `pending-${existing.id}` }).where(eq(users.id, existing.id));
    }
    mockGoogle({ profile: profileFor(existing.email) });
    const browser = new TestBrowser({ language: "en" });
    const state = await startGoogle(browser);
    const callback = await browser.get(`/auth/google/callback?code=c&state=${encodeURIComponent(state)}`);
    expect(callback.headers.get("Location")).toBe("/login");
    expect(browser.hasSession()).toBe(false);
    expect(decodeHtml((await browser.visit("/login")).html)).toContain(
      "An account with this e-mail address exists, but its address was never confirmed.",
    );
    const [account] = await db.select().from(users).where(eq(users.id, existing.id));
    expect(account.activated).toBe(shape.activated);
    expect(account.emailVerified).toBe(false);
  });

  it("refuses an address Google has not verified, creating or linking nothing", async () => {
    const existing = await createUser();
    for (const email of [existing.email, `${unique("baru")}@gmail.test`]) {
      mockGoogle({ profile: { ...profileFor(email), email_verified: false } });
      const browser = new TestBrowser({ language: "fr" });
      const state = await startGoogle(browser);
      const callback = await browser.get(`/auth/google/callback?code=c&state=${encodeURIComponent(state)}`);
      expect(callback.headers.get("Location")).toBe("/login");
      expect(browser.hasSession()).toBe(false);
      expect(decodeHtml((await browser.visit("/login")).html)).toContain(
        "Google n'a pas vérifié l'adresse e-mail de votre compte Google",
      );
      expect(await db.$count(users, eq(users.email, email))).toBe(email === existing.email ? 1 : 0);
      vi.restoreAllMocks();
    }
  });

  it.each([
    ["Google's token endpoint fails", { tokenStatus: 500 }],
    ["the profile has no e-mail", { profile: { sub: "123" } }],
  ])("shows the spec's message when %s", async (_label, behaviour: GoogleBehaviour) => {
    mockGoogle(behaviour);
    const browser = new TestBrowser({ language: "id" });
    const state = await startGoogle(browser);
    const callback = await browser.get(`/auth/google/callback?code=c&state=${encodeURIComponent(state)}`);
    expect(callback.headers.get("Location")).toBe("/login");
    expect(browser.hasSession()).toBe(false);
    const page = await browser.visit("/login");
    expect(decodeHtml(page.html)).toContain("Maaf, koneksi ke Google gagal. Silahkan coba beberapa saat lagi");
  });

  it("rejects a callback whose state does not match, without calling Google", async () => {
    const calls = mockGoogle({ profile: profileFor("x@gmail.test") });
    const browser = new TestBrowser();
    await startGoogle(browser);
    const callback = await browser.get("/auth/google/callback?code=c&state=forged-state");
    expect(callback.headers.get("Location")).toBe("/login");
    expect(calls).toHaveLength(0);
    expect(browser.hasSession()).toBe(false);
  });

  it("keeps an account an administrator deactivated out", async () => {
    const deactivated = await createUser({ activated: false });
    mockGoogle({ profile: profileFor(deactivated.email) });
    const browser = new TestBrowser({ language: "en" });
    const state = await startGoogle(browser);
    await browser.get(`/auth/google/callback?code=c&state=${encodeURIComponent(state)}`);
    expect(browser.hasSession()).toBe(false);
    expect((await browser.visit("/login")).html).toContain("This account is not active.");
  });
});
