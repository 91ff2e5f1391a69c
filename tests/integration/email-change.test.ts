import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailChange, users } from "~/db/schema";
import { sha256Hex } from "~/services/tokens.server";
import { latestEmail, linkTo, signIn } from "./support/account";
import { decodeHtml, ORIGIN, TestBrowser } from "./support/browser";
import { createUser, db, unique } from "./support/db";

/** A signed-in account asking /settings for a new address; returns the confirmation link's key. */
async function requestChange(language: "id" | "en" | "fr" = "en") {
  const user = await createUser({ langKey: language, firstName: "Siti" });
  const browser = new TestBrowser({ language });
  await signIn(browser, user.login, user.password);
  const newEmail = `${unique("baru")}@example.test`;
  const saved = await browser.post("/settings", {
    firstName: "Siti",
    lastName: "Rahayu",
    email: newEmail,
    langKey: language,
  });
  expect(saved.status).toBe(302);
  const mail = await latestEmail(newEmail);
  expect(mail).toMatchObject({ kind: "email-change" });
  const path = linkTo(mail!.text, "/settings/email");
  expect(path).toMatch(/^\/settings\/email\?key=[A-Za-z0-9_-]{43}$/);
  const key = new URL(path!, ORIGIN).searchParams.get("key")!;
  return { user, browser, newEmail, key, path: path! };
}

async function emailOf(userId: number) {
  const [row] = await db
    .select({ email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

describe("changing the account e-mail (/settings) needs the new address to confirm", () => {
  it("keeps the old address until the link is opened, tells the old address, then changes it once", async () => {
    const { user, browser, newEmail, key, path } = await requestChange("en");

    // Nothing changed yet: the account keeps its address and the page says where the link went.
    expect(await emailOf(user.id)).toMatchObject({ email: user.email });
    const settings = decodeHtml((await browser.visit("/settings")).html);
    expect(settings).toContain(`A confirmation link was sent to ${newEmail}`);
    expect(settings).toContain(`your account's address stays ${user.email}`);
    expect(settings).toContain(`value="${user.email}"`);

    // Only the key's hash is stored.
    const [row] = await db.select().from(emailChange).where(eq(emailChange.userId, user.id));
    expect(row.keyHash).toBe(await sha256Hex(key));
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(24 * 60 * 60 * 1000);

    // The old address is told, in the account's language, and is not handed the link.
    const notice = await latestEmail(user.email);
    expect(notice).toMatchObject({
      kind: "email-change-notice",
      subject: "A change of your Agrowisata account's e-mail was requested",
    });
    expect(notice!.text).toContain(newEmail);
    expect(notice!.text).not.toContain(key);

    // Opening the link (as a mail scanner would) changes nothing; the button does, from any browser.
    const opened = await new TestBrowser({ language: "en" }).visit(path);
    expect(opened.response.status).toBe(200);
    expect(decodeHtml(opened.html)).toContain(`Make ${newEmail} the e-mail address of the account ${user.login}?`);
    expect(await emailOf(user.id)).toMatchObject({ email: user.email });

    const elsewhere = new TestBrowser({ language: "en" });
    const confirmed = await elsewhere.post("/settings/email", { key });
    expect(confirmed.status).toBe(302);
    const done = await elsewhere.visit(confirmed.headers.get("Location")!);
    expect(decodeHtml(done.html)).toContain(`Your account's e-mail address is now ${newEmail}.`);
    expect(await emailOf(user.id)).toEqual({ email: newEmail, emailVerified: true });

    // Once only.
    const again = await elsewhere.post("/settings/email", { key });
    expect(again.status).toBe(400);
    expect(decodeHtml(await again.text())).toContain("This confirmation link is not valid or was already used.");
    expect((await elsewhere.get(path)).status).toBe(400);
    // The account signs in with its login as before and now shows the new address.
    expect(decodeHtml((await browser.visit("/settings")).html)).toContain(`value="${newEmail}"`);
  });

  it("refuses a link older than 24 hours and keeps the old address", async () => {
    const { user, key, path } = await requestChange("fr");
    await db
      .update(emailChange)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChange.userId, user.id));
    const visitor = new TestBrowser({ language: "fr" });
    expect((await visitor.get(path)).status).toBe(400);
    const refused = await visitor.post("/settings/email", { key });
    expect(refused.status).toBe(400);
    expect(decodeHtml(await refused.text())).toContain("Ce lien de confirmation a expiré (valable 24 heures).");
    expect(await emailOf(user.id)).toMatchObject({ email: user.email });
  });

  it("lets the real owner register the address meanwhile, and then says clearly that it is taken", async () => {
    // Claiming someone else's address no longer takes it: its owner can still register with it.
    const { user, newEmail, key } = await requestChange("id");
    const owner = new TestBrowser({ language: "id" });
    const login = unique("pemilik");
    const registered = await owner.post("/register", {
      login,
      email: newEmail,
      password: "rahasia1",
      confirmPassword: "rahasia1",
      langKey: "id",
    });
    expect(registered.headers.get("Location")).toBe("/register?status=saved");

    const refused = await new TestBrowser({ language: "id" }).post("/settings/email", { key });
    expect(refused.status).toBe(409);
    expect(decodeHtml(await refused.text())).toContain(
      `Alamat ${newEmail} sudah dipakai akun lain sejak perubahan diminta, jadi email akun Anda tidak diubah.`,
    );
    expect(await emailOf(user.id)).toMatchObject({ email: user.email });
  });

  it("can be cancelled from the settings page, which stops the link", async () => {
    const { user, browser, key } = await requestChange("en");
    const cancelled = await browser.post("/settings", { intent: "cancelEmailChange" });
    expect(cancelled.status).toBe(302);
    expect(decodeHtml((await browser.visit("/settings")).html)).toContain("The e-mail change was cancelled.");
    expect((await new TestBrowser().post("/settings/email", { key })).status).toBe(400);
    expect(await emailOf(user.id)).toMatchObject({ email: user.email });
  });

  it("refuses a malformed or unknown key with the same message, never a 500", async () => {
    const browser = new TestBrowser({ language: "en" });
    for (const key of ["", "short", "x".repeat(43), "<script>"]) {
      const response = await browser.post("/settings/email", { key });
      expect(response.status, key).toBe(400);
      expect(decodeHtml(await response.text())).toContain("This confirmation link is not valid or was already used.");
    }
  });
});
