import { env, listDurableObjectIds } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ORIGIN, TestBrowser } from "./support/browser";
import { signIn } from "./support/account";
import { chatGuest, chatOperator, shownChatErrors, trackedSockets, upgrade } from "./support/chat";

const socket = trackedSockets();

async function sessionExists(guestId: number) {
  const wanted = env.CHAT_SESSION.idFromName(String(guestId));
  return (await listDurableObjectIds(env.CHAT_SESSION)).some((id) => id.equals(wanted));
}

describe("chat sockets: who may open what", () => {
  it("reaches only the guest's own conversation with the chat cookie", async () => {
    const guest = await chatGuest();
    const ws = await socket(guest.browser, "/api/chat/socket");
    expect((await ws.hello()).guestId).toBe(guest.guestId);
  });

  it("refuses a guest who asks for another guest's conversation", async () => {
    const me = await chatGuest();
    const other = await chatGuest();
    const response = await upgrade(me.browser, `/api/chat/socket?guest=${other.guestId}`);
    expect(response.status).toBe(403);
    expect(response.webSocket).toBeNull();
    expect(await sessionExists(other.guestId)).toBe(false);
  });

  it("refuses a cross-site or missing Origin before touching any object", async () => {
    const guest = await chatGuest();
    const refused: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { Origin: "null" },
      { Origin: ORIGIN, "Sec-Fetch-Site": "cross-site" },
    ];
    for (const headers of refused) {
      const response = await upgrade(guest.browser, "/api/chat/socket", headers);
      expect(response.status).toBe(403);
    }
    const noOrigin = await guest.browser.fetch("/api/chat/socket", { headers: { Upgrade: "websocket" } });
    expect(noOrigin.status).toBe(403);
    expect(await sessionExists(guest.guestId)).toBe(false);
    const operator = await chatOperator();
    expect((await upgrade(operator.browser, "/api/chat/lobby", { Origin: "https://evil.example" })).status).toBe(403);
  });

  it("answers 401 without a cookie, 403 for a forged one, 426 without an upgrade", async () => {
    const stranger = new TestBrowser({ language: "id" });
    const none = await upgrade(stranger, "/api/chat/socket");
    expect(none.status).toBe(401);
    expect(await none.text()).toContain("nama dan email");
    expect((await upgrade(stranger, "/api/chat/lobby")).status).toBe(401);

    stranger.cookies.set("chat", "eyJ2IjoxLCJnIjoxLCJuIjoieCJ9.forged");
    expect((await upgrade(stranger, "/api/chat/socket")).status).toBe(403);

    const guest = await chatGuest();
    expect((await guest.browser.get("/api/chat/socket")).status).toBe(426);
  });

  it("lets only staff with an operator role into the lobby and into a guest's conversation", async () => {
    const guest = await chatGuest();
    const plain = await chatOperator(["ROLE_USER"]);
    expect((await upgrade(plain.browser, "/api/chat/lobby")).status).toBe(403);
    expect((await upgrade(plain.browser, `/api/chat/socket?guest=${guest.guestId}`)).status).toBe(403);
    // A guest's chat cookie is no staff credential.
    expect((await upgrade(guest.browser, "/api/chat/lobby")).status).toBe(403);

    const admin = await chatOperator();
    expect((await upgrade(admin.browser, "/api/chat/socket?guest=abc")).status).toBe(400);
    const ws = await socket(admin.browser, `/api/chat/socket?guest=${guest.guestId}`);
    expect(await ws.hello()).toMatchObject({ guestId: guest.guestId, you: "operator" });
  });
});

describe("POST /api/chat/guest (the pre-chat dialog)", () => {
  it("checks name and e-mail with clear messages in the visitor's language", async () => {
    const browser = new TestBrowser({ language: "id" });
    const empty = await browser.post("/api/chat/guest", {});
    expect(empty.status).toBe(400);
    const emptyBody = await empty.json();
    expect(emptyBody).toMatchObject({ ok: false });
    expect(await shownChatErrors(emptyBody, "id")).toEqual({ name: ["Nama wajib diisi."], email: ["Email wajib diisi."] });
    const bad = await browser.post("/api/chat/guest", { name: "x".repeat(51), email: "bukan-email" });
    expect(await shownChatErrors(await bad.json(), "id")).toEqual({
      name: ["Nama tidak boleh lebih dari 50 karakter."],
      email: ["Email tidak valid."],
    });
    expect(browser.cookies.has("chat")).toBe(false);
  });

  it("tells a French visitor whose name is 100 characters long, in French and on the name field alone, and starts nothing", async () => {
    const browser = new TestBrowser({ language: "fr" });
    const before = await env.DB.prepare("SELECT count(*) AS n FROM users").first<number>("n");
    const response = await browser.post("/api/chat/guest", { name: "Amélie-".repeat(15).slice(0, 100), email: "amelie@example.fr" });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({ ok: false, result: { error: { name: ["chat.errors.nameTooLong"] } } });
    expect(await shownChatErrors(body, "fr")).toEqual({ name: ["Votre nom ne peut pas dépasser 50 caractères."] });
    expect(browser.cookies.has("chat")).toBe(false);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM users").first<number>("n")).toBe(before);
  });

  it("starts a new guest account per dialog (never the one of an earlier dialog with the same e-mail) and sets an HttpOnly chat cookie", async () => {
    const browser = new TestBrowser();
    const first = await browser.post("/api/chat/guest", { name: "Budi", email: "Budi.Chat@Example.com" });
    expect(first.headers.get("Set-Cookie")).toMatch(/^chat=.*HttpOnly.*SameSite=Lax/i);
    const { guestId } = (await first.json()) as { guestId: number };
    const second = await new TestBrowser().post("/api/chat/guest", {
      name: "Budi Santoso",
      email: "budi.chat@example.com",
    });
    const other = ((await second.json()) as { guestId: number }).guestId;
    expect(other).not.toBe(guestId);
    const row = await env.DB.prepare("SELECT login, first_name, activated, password_hash FROM users WHERE id = ?")
      .bind(guestId)
      .first<{ login: string }>();
    expect(row).toMatchObject({ first_name: "Budi", activated: 0, password_hash: null });
    expect(row?.login).toMatch(/^budi\.chat@example\.com#guest-[0-9a-f]{16}$/);
    // Each conversation keeps its own name.
    expect(await env.DB.prepare("SELECT first_name FROM users WHERE id = ?").bind(other).first("first_name")).toBe(
      "Budi Santoso",
    );
    // The address stays free: the visitor can still register with it later.
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = ?").bind("budi.chat@example.com").first("n"),
    ).toBe(0);
    // Nobody signs in with a guest account.
    const signInAttempt = new TestBrowser();
    await signIn(signInAttempt, row?.login ?? "", "");
    expect(signInAttempt.hasSession()).toBe(false);
  });

  it("resumes the conversation of this browser's chat cookie when posted without fields", async () => {
    const guest = await chatGuest();
    const resumed = await guest.browser.post("/api/chat/guest", {});
    expect(resumed.status).toBe(200);
    expect(await resumed.json()).toMatchObject({ ok: true, guestId: guest.guestId, name: "Tamu Uji" });
    // Without a cookie there is nothing to resume: the dialog's fields are asked for.
    const stranger = await new TestBrowser({ language: "en" }).post("/api/chat/guest", {});
    expect(stranger.status).toBe(400);
  });

  it("lets a signed-in visitor chat as their own account without the dialog", async () => {
    const member = await chatOperator(["ROLE_USER"]);
    const response = await member.browser.post("/api/chat/guest", {});
    expect(await response.json()).toMatchObject({ ok: true, guestId: member.userId });
    const ws = await socket(member.browser, "/api/chat/socket");
    expect(await ws.hello()).toMatchObject({ guestId: member.userId, you: "guest" });
  });

  it("is refused from another site", async () => {
    const response = await new TestBrowser().post(
      "/api/chat/guest",
      { name: "Budi", email: "budi@example.com" },
      { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    );
    expect(response.status).toBe(403);
  });
});

describe("POST /api/chat/guest with intent=resume (the widget reopening a conversation by itself)", () => {
  it("tells a French visitor who never chatted that there is nothing to resume, without an error status, and starts nothing", async () => {
    const browser = new TestBrowser({ language: "fr" });
    const before = await env.DB.prepare("SELECT count(*) AS n FROM users").first<number>("n");
    const response = await browser.post("/api/chat/guest", { intent: "resume" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: false, resume: "none" });
    expect(browser.cookies.has("chat")).toBe(false);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM users").first<number>("n")).toBe(before);
  });

  it("renews the conversation of a browser that has one", async () => {
    const guest = await chatGuest("id");
    const resumed = await guest.browser.post("/api/chat/guest", { intent: "resume" });
    expect(resumed.status).toBe(200);
    expect(await resumed.json()).toMatchObject({ ok: true, guestId: guest.guestId, name: "Tamu Uji" });
    expect(guest.browser.cookies.has("chat")).toBe(true);
  });
});

describe("POST /api/chat/offline (a message left while no operator is online)", () => {
  it("stores the message and e-mails it to the site's contact address, after checking it", async () => {
    await env.DB.prepare("INSERT INTO contact (nama, email) VALUES (?, ?)")
      .bind("Agrowisata", "cs@agrowisata.example")
      .run();
    const browser = new TestBrowser({ language: "en" });
    const invalid = await browser.post("/api/chat/offline", { name: "Sari", email: "sari@example.com", text: " " });
    expect(invalid.status).toBe(400);
    const invalidBody = await invalid.json();
    expect(invalidBody).toMatchObject({ ok: false });
    expect(await shownChatErrors(invalidBody, "en")).toEqual({ text: ["A message is required."] });
    const tooLong = await browser.post("/api/chat/offline", {
      name: "Sari",
      email: "sari@example.com",
      text: "a".repeat(2001),
    });
    expect(await shownChatErrors(await tooLong.json(), "en")).toEqual({
      text: ["The message cannot be longer than 2000 characters."],
    });

    const sent = await browser.post("/api/chat/offline", {
      name: "Sari",
      email: "sari@example.com",
      text: "Apakah buka hari Senin?",
    });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({ ok: true });
    const stored = await env.DB.prepare(
      "SELECT nama, email, pesan FROM contact_message ORDER BY id DESC LIMIT 1",
    ).first();
    expect(stored).toEqual({ nama: "Sari", email: "sari@example.com", pesan: "Apakah buka hari Senin?" });
    const email = await env.DB.prepare("SELECT to_address, kind, text FROM outbox ORDER BY id DESC LIMIT 1").first<{
      to_address: string;
      kind: string;
      text: string;
    }>();
    expect(email).toMatchObject({ to_address: "cs@agrowisata.example", kind: "chat-offline-message" });
    expect(email?.text).toContain("Apakah buka hari Senin?");
  });
});
