import { count } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { outbox, users } from "~/db/schema";
import { VALIDATION_CASES, type FormName } from "../fixtures/validation-cases";
import { issueResetKey, signIn } from "./support/account";
import { decodeHtml, TestBrowser } from "./support/browser";
import { createUser, db, unique } from "./support/db";

/**
 * Every rule of spec §5 through the real pages, as a visitor without JavaScript meets them: the form
 * posts, the server answers 400 and re-renders the form with the message in the visitor's language.
 */
const signedIn = new TestBrowser({ language: "en" });
let resetKey = "";

function validValues(form: FormName): Record<string, string> {
  switch (form) {
    case "register":
      return {
        login: unique("val"),
        email: `${unique("val")}@example.test`,
        password: "rahasia",
        confirmPassword: "rahasia",
        langKey: "en",
      };
    case "password":
      return { currentPassword: "rahasia123", newPassword: "baru1234", confirmPassword: "baru1234" };
    case "settings":
      return { firstName: "Budi", lastName: "Santoso", email: `${unique("val")}@example.test`, langKey: "en" };
    case "reset-request":
      return { email: "budi@example.test" };
    case "reset-finish":
      return { key: resetKey, newPassword: "baru1234", confirmPassword: "baru1234" };
  }
}

function path(form: FormName): string {
  if (form === "reset-request") return "/reset/request";
  if (form === "reset-finish") return `/reset/finish?key=${encodeURIComponent(resetKey)}`;
  return `/${form}`;
}

async function counts() {
  const [[u], [o]] = await Promise.all([db.select({ n: count() }).from(users), db.select({ n: count() }).from(outbox)]);
  return { users: u.n, outbox: o.n };
}

beforeAll(async () => {
  const user = await createUser({ langKey: "en" });
  const response = await signIn(signedIn, user.login, user.password);
  expect(response.status).toBe(302);
  const resetUser = await createUser();
  resetKey = await issueResetKey(resetUser.id);
});

describe("spec §5 validation on the pages (no JavaScript)", () => {
  it.each(VALIDATION_CASES)("%s: %s = %j → 400 with “%s”", async (form, field, value, message) => {
    const browser = form === "password" || form === "settings" ? signedIn : new TestBrowser({ language: "en" });
    const before = await counts();
    const response = await browser.post(path(form), { ...validValues(form), [field]: value });
    expect(response.status).toBe(400);
    const html = decodeHtml(await response.text());
    expect(html).toContain(message);
    // Nothing was sent or stored for a rejected form.
    expect(await counts()).toEqual(before);
  });

  it("re-renders the values the visitor typed, except passwords", async () => {
    const login = unique("keep");
    const response = await new TestBrowser().post("/register", {
      ...validValues("register"),
      login,
      password: "rahasia",
      confirmPassword: "lainnya",
    });
    const html = await response.text();
    expect(html).toContain(`value="${login}"`);
    expect(html).not.toContain('value="rahasia"');
  });

  it.each([
    ["id", "Nama pengguna wajib diisi.", "Kata sandi dan konfirmasinya tidak sama!"],
    ["fr", "Votre nom d'utilisateur est obligatoire.", "Le mot de passe et sa confirmation ne correspondent pas !"],
    ["en", "Your username is required.", "The password and its confirmation do not match!"],
  ] as const)("speaks %s", async (language, required, mismatch) => {
    const browser = new TestBrowser({ language });
    const empty = await browser.post("/register", { ...validValues("register"), login: "" });
    expect(decodeHtml(await empty.text())).toContain(required);
    const different = await browser.post("/register", { ...validValues("register"), confirmPassword: "rahasib" });
    expect(decodeHtml(await different.text())).toContain(mismatch);
  });

  it("refuses a login name or e-mail that is already registered", async () => {
    const existing = await createUser();
    const browser = new TestBrowser({ language: "en" });
    const sameLogin = await browser.post("/register", {
      ...validValues("register"),
      login: existing.login.toUpperCase(),
    });
    expect(sameLogin.status).toBe(400);
    expect(decodeHtml(await sameLogin.text())).toContain("Login name already registered!");
    const sameEmail = await browser.post("/register", { ...validValues("register"), email: existing.email });
    expect(sameEmail.status).toBe(400);
    expect(decodeHtml(await sameEmail.text())).toContain("E-mail is already in use!");
  });

  it("answers 'E-Mail address isn't registered!' for an unknown address on reset request", async () => {
    const response = await new TestBrowser().post("/reset/request", { email: `${unique("nobody")}@example.test` });
    expect(response.status).toBe(400);
    expect(decodeHtml(await response.text())).toContain("E-Mail address isn't registered! Please check and try again.");
  });

  it("shows the missing-key message on /reset/finish without a key", async () => {
    const page = await new TestBrowser().visit("/reset/finish");
    expect(page.response.status).toBe(400);
    expect(page.html).toContain("The password reset key is missing.");
  });

  it("answers 'Registration failed!' when storing the account fails", async () => {
    const { env } = await import("cloudflare:test");
    await env.DB.exec("ALTER TABLE user_authority RENAME TO user_authority_unavailable");
    try {
      const response = await new TestBrowser().post("/register", validValues("register"));
      expect(response.status).toBe(400);
      expect(decodeHtml(await response.text())).toContain("Registration failed!");
    } finally {
      await env.DB.exec("ALTER TABLE user_authority_unavailable RENAME TO user_authority");
    }
  });
});
