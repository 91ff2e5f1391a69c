import { afterEach, describe, expect, it } from "vitest";
import type { Role } from "~/db/schema";
import { signIn } from "./support/account";
import { decodeHtml, TestBrowser } from "./support/browser";
import { chatGuest, chatOperator, lobbyEmpty, openSocket, upgrade, type TestSocket } from "./support/chat";
import { createUser } from "./support/db";

const open: TestSocket[] = [];
afterEach(async () => {
  for (const socket of open.splice(0)) socket.close();
  await lobbyEmpty();
});

async function staff(role: Role, language: "id" | "en" | "fr" = "id") {
  const user = await createUser({ roles: ["ROLE_USER", role], langKey: language });
  const browser = new TestBrowser({ language });
  const response = await signIn(browser, user.login, user.password);
  return { browser, landing: response.headers.get("Location") };
}

/** The back-office links of the sidebar (hrefs inside the staff navigation). */
function sidebarLinks(html: string): string[] {
  const nav = html.match(/<nav class="staff-nav"[\s\S]*?<\/nav>/)?.[0] ?? "";
  return [...nav.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
}

describe("staff roles that fit the work (ROLE_CS, ROLE_FRONTDESK)", () => {
  it("lets customer service into the chat lobby and a guest's conversation, not front desk or outlet staff", async () => {
    const guest = await chatGuest();
    const cs = await chatOperator(["ROLE_USER", "ROLE_CS"]);
    const lobby = await openSocket(cs.browser, "/api/chat/lobby");
    open.push(lobby);
    const conversation = await openSocket(cs.browser, `/api/chat/socket?guest=${guest.guestId}`);
    open.push(conversation);
    expect(await conversation.hello()).toMatchObject({ guestId: guest.guestId, you: "operator" });

    for (const role of ["ROLE_FRONTDESK", "ROLE_OUTLET"] as Role[]) {
      const other = await chatOperator(["ROLE_USER", role]);
      expect((await upgrade(other.browser, "/api/chat/lobby")).status, role).toBe(403);
      expect((await upgrade(other.browser, `/api/chat/socket?guest=${guest.guestId}`)).status, role).toBe(403);
    }
  });

  it("lands customer service on the chat console with a sidebar of only that page", async () => {
    const { browser, landing } = await staff("ROLE_CS", "en");
    expect(landing).toBe("/admin/chat");
    const page = await browser.visit("/admin/chat");
    expect(page.response.status).toBe(200);
    expect(sidebarLinks(page.html)).toEqual(["/admin/chat"]);
    // The public header's account menu leads back to it.
    expect(decodeHtml((await browser.visit("/faq")).html)).toContain('href="/admin/chat"');
  });

  it("lands the front desk on reservations with a sidebar of the front-desk pages only", async () => {
    const { browser, landing } = await staff("ROLE_FRONTDESK", "fr");
    expect(landing).toBe("/admin/reservasi");
    const page = await browser.visit("/admin/reservasi");
    expect(page.response.status).toBe(200);
    expect(sidebarLinks(page.html).sort()).toEqual([
      "/admin/kalender",
      "/admin/kanal",
      "/admin/kedatangan",
      "/admin/outbox",
      "/admin/reservasi",
      "/admin/ulasan",
    ]);
    expect((await browser.get("/admin/kalender")).status).toBe(200);
    expect((await browser.get("/master")).status).toBe(403);
    expect((await browser.get("/pengguna")).status).toBe(403);
  });

  it("names the new roles in the user form, in the administrator's language", async () => {
    const admin = await createUser({ roles: ["ROLE_USER", "ROLE_ADMIN"], langKey: "id" });
    const browser = new TestBrowser({ language: "id" });
    await signIn(browser, admin.login, admin.password);
    const html = decodeHtml((await browser.visit("/pengguna/new")).html);
    expect(html).toContain("ROLE_CS — Layanan pelanggan: menjawab chat pengunjung");
    expect(html).toContain("ROLE_FRONTDESK — Resepsionis: reservasi, kalender, check-in/out, ulasan, kotak keluar");
  });
});
