import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { redeemChatContinueToken, saveChatContinueToken } from "~/models/chat.server";
import { CHAT_START_LIMIT } from "~/services/chat.server";
import { randomToken, sha256Hex } from "~/services/tokens.server";
import { testDb } from "../fixtures/accommodation";
import { decodeHtml, TestBrowser } from "./support/browser";
import { chatGuest, chatOperator, eventually, shownChatErrors, trackedSockets } from "./support/chat";
import { unique } from "./support/db";

const db = testDb();
const socket = trackedSockets();

const PASSPORT = "Nomor paspor saya X1234567, booking AGW260101-K7QPX2";

/** The e-mails sent to an address, newest last. */
async function mailsTo(email: string) {
  const { results } = await env.DB.prepare(
    "SELECT kind, subject, text, lang_key FROM outbox WHERE to_address = ? ORDER BY id",
  )
    .bind(email)
    .all<{ kind: string; subject: string; text: string; lang_key: string }>();
  return results;
}

/** The one-time link in a continue e-mail, as a path with its query. */
function continueLink(text: string): string {
  const match = /https?:\/\/[^\s/]+(\/chat\/lanjutkan\?t=[A-Za-z0-9_%-]+)/.exec(text);
  if (!match) throw new Error(`no continue link in: ${text}`);
  return match[1];
}

async function guestName(guestId: number) {
  return env.DB.prepare("SELECT first_name FROM users WHERE id = ?").bind(guestId).first<string>("first_name");
}

describe("a chat belongs to the browser that started it, not to whoever knows the e-mail", () => {
  it("gives someone who types a guest's e-mail a new empty conversation: no history, no posting into it, no renaming", async () => {
    const operator = await chatOperator();
    const victim = await chatGuest("id");
    const victimWs = await socket(victim.browser, "/api/chat/socket");
    await victimWs.hello();
    await victimWs.say("paspor-1", PASSPORT);

    // Another browser (no cookie) fills the pre-chat dialog with the victim's address.
    const attacker = new TestBrowser({ language: "id" });
    const started = await attacker.post("/api/chat/guest", { name: "Penyerang", email: victim.email.toUpperCase() });
    expect(started.status).toBe(200);
    const { guestId } = (await started.json()) as { guestId: number };
    expect(guestId).not.toBe(victim.guestId);

    const attackerWs = await socket(attacker, "/api/chat/socket");
    const welcome = await attackerWs.hello();
    expect(welcome.guestId).toBe(guestId);
    expect(welcome.history).toEqual([]);
    expect(JSON.stringify(attackerWs.frames)).not.toContain("X1234567");
    await attackerWs.say("serang-1", "Saya pemilik percakapan ini");
    // Asking for the victim's conversation by id is refused (operators only).
    expect(
      (
        await attacker.fetch(`/api/chat/socket?guest=${victim.guestId}`, {
          headers: { Upgrade: "websocket", Origin: "https://example.com" },
        })
      ).status,
    ).toBe(403);

    // The victim's conversation holds only what the victim wrote, under the victim's name.
    const again = await socket(victim.browser, "/api/chat/socket");
    const history = (await again.hello()).history;
    expect(history.map((m) => m.text)).toEqual([PASSPORT]);
    expect(victimWs.frames.find((f) => f.type === "message")).toBeUndefined();
    expect(await guestName(victim.guestId)).toBe("Tamu Uji");
    // The operator who opens the victim's conversation sees the same.
    const staff = await socket(operator.browser, `/api/chat/socket?guest=${victim.guestId}`);
    expect((await staff.hello()).history.map((m) => m.text)).toEqual([PASSPORT]);
  });

  it("lets the owner of the address continue their conversation in another browser once, through a link e-mailed to it", async () => {
    const owner = await chatGuest("en");
    const first = await socket(owner.browser, "/api/chat/socket");
    await first.hello();
    await first.say("paspor-2", PASSPORT);
    first.close();
    // Someone else starts an empty conversation with the same address later: the link is still for the one with messages.
    await new TestBrowser().post("/api/chat/guest", { name: "Orang Lain", email: owner.email });
    await eventually(async () => {
      const wrote = await env.DB.prepare("SELECT last_modified_date FROM users WHERE id = ?")
        .bind(owner.guestId)
        .first("last_modified_date");
      expect(wrote).not.toBeNull();
    });

    // On the phone: no cookie, asks for a link.
    const phone = new TestBrowser({ language: "en" });
    const form = await phone.get("/chat/lanjutkan");
    expect(form.status).toBe(200);
    const asked = await phone.post("/chat/lanjutkan", { intent: "request", email: owner.email });
    expect(asked.status).toBe(200);
    expect(phone.cookies.has("chat")).toBe(false);
    const [mail] = await mailsTo(owner.email);
    expect(mail).toMatchObject({ kind: "chat-continue", subject: "A link to continue your chat", lang_key: "en" });
    const link = continueLink(mail.text);

    // Opening the link only offers a button (a mail scanner's visit uses nothing up).
    const page = await phone.get(link);
    expect(page.status).toBe(200);
    expect(decodeHtml(await page.text())).toContain("Continue the conversation");
    expect(phone.cookies.has("chat")).toBe(false);
    const token = new URL(link, "https://example.com").searchParams.get("t") as string;
    const redeemed = await phone.post("/chat/lanjutkan", { intent: "redeem", t: token });
    expect(redeemed.status).toBe(302);
    expect(redeemed.headers.get("Location")).toBe("/?chat=1");
    const ws = await socket(phone, "/api/chat/socket");
    const welcome = await ws.hello();
    expect(welcome.guestId).toBe(owner.guestId);
    expect(welcome.history.map((m) => m.text)).toEqual([PASSPORT]);

    // Once only: the same link in a third browser is refused, in that browser's language, and gives no cookie.
    const third = new TestBrowser({ language: "id" });
    const reused = await third.post("/chat/lanjutkan", { intent: "redeem", t: token });
    expect(reused.status).toBe(400);
    expect(decodeHtml(await reused.text())).toContain("Tautan ini tidak berlaku");
    expect(third.cookies.has("chat")).toBe(false);
    expect(
      (await third.fetch("/api/chat/socket", { headers: { Upgrade: "websocket", Origin: "https://example.com" } }))
        .status,
    ).toBe(401);
  });

  it("answers a link request the same way for an address that never chatted, and sends nothing", async () => {
    const email = `${unique("nobody")}@example.test`;
    const browser = new TestBrowser({ language: "id" });
    const asked = await browser.post("/chat/lanjutkan", { intent: "request", email });
    expect(asked.status).toBe(200);
    expect(decodeHtml(await asked.text())).toContain("Jika ada percakapan dengan email tersebut");
    expect(await mailsTo(email)).toEqual([]);
    const bad = await browser.post("/chat/lanjutkan", { intent: "request", email: "bukan-email" });
    expect(bad.status).toBe(400);
    expect(decodeHtml(await bad.text())).toContain("Email tidak valid.");
  });

  it("does not accept an expired link", async () => {
    const guest = await chatGuest();
    const token = randomToken();
    const now = Date.now();
    await saveChatContinueToken(db, {
      tokenHash: await sha256Hex(token),
      guestUserId: guest.guestId,
      expiresAt: new Date(now + 60_000),
      createdAt: new Date(now),
    });
    expect(await redeemChatContinueToken(db, await sha256Hex(token), new Date(now + 61_000))).toBeNull();
    // …and the expired row is gone too.
    expect(await redeemChatContinueToken(db, await sha256Hex(token), new Date(now))).toBeNull();
  });
});

describe("a guest account deleted as idle", () => {
  it("opens no socket any more and is asked for name and e-mail again", async () => {
    const guest = await chatGuest("en");
    await env.DB.prepare("DELETE FROM users WHERE id = ?").bind(guest.guestId).run();
    const refused = await guest.browser.fetch("/api/chat/socket", {
      headers: { Upgrade: "websocket", Origin: "https://example.com" },
    });
    expect(refused.status).toBe(401);
    expect(await refused.text()).toContain("Please enter your name and e-mail");
    expect((await guest.browser.post("/api/chat/guest", {})).status).toBe(400);
  });
});

describe("POST /api/chat/guest is rate-limited per IP", () => {
  it(`refuses the ${CHAT_START_LIMIT + 1}th new conversation from one address with a 429 in the visitor's language`, async () => {
    const ip = "203.0.113.77";
    const bots = () => env.DB.prepare("SELECT count(*) AS n FROM users WHERE login LIKE 'ratebot%'").first<number>("n");
    const before = await bots();
    for (let i = 0; i < CHAT_START_LIMIT; i++) {
      const response = await new TestBrowser({ ip }).post("/api/chat/guest", {
        name: "Bot",
        email: `${unique("ratebot")}@example.test`,
      });
      expect(response.status).toBe(200);
    }
    const browser = new TestBrowser({ ip, language: "fr" });
    const refused = await browser.post("/api/chat/guest", { name: "Bot", email: `${unique("ratebot")}@example.test` });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    const body = await refused.json();
    expect(body).toMatchObject({ ok: false, refusal: { key: "chat.errors.tooManyChats" } });
    expect((await shownChatErrors(body, "fr")).form[0]).toMatch(
      /^Trop de nouvelles conversations depuis votre adresse\. Veuillez réessayer dans \d+ minutes\.$/,
    );
    expect(browser.cookies.has("chat")).toBe(false);
    expect(await bots()).toBe((before ?? 0) + CHAT_START_LIMIT);
    // Another address is not affected.
    expect(
      (await new TestBrowser().post("/api/chat/guest", { name: "Sari", email: `${unique("sari")}@example.test` }))
        .status,
    ).toBe(200);
  });
});
