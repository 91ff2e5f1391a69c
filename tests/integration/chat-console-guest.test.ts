import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { reservation } from "~/db/schema";
import { testDb } from "../fixtures/accommodation";
import { chatGuest, chatOperator, TestSocket, trackedSockets, upgrade } from "./support/chat";
import { EstateWorld, scopedStaff } from "./support/estate-world";

const socket = trackedSockets();
const db = testDb();
const opened: TestSocket[] = [];

/** A guest's socket as Cloudflare delivers it: with the country its geolocation found (or none). */
async function guestSocketFrom(browser: Awaited<ReturnType<typeof chatGuest>>["browser"], country?: string) {
  const response = await upgrade(browser, "/api/chat/socket", country ? { "CF-IPCountry": country } : {});
  expect(response.status).toBe(101);
  const ws = new TestSocket(response.webSocket as WebSocket);
  opened.push(ws);
  return ws;
}

describe("what the operator is told about the guest", () => {
  it("gives the language the guest chats in and the country they write from, and news of a change", async () => {
    const guest = await chatGuest("fr");
    const first = await guestSocketFrom(guest.browser, "FR");
    await first.hello();

    const operator = await chatOperator(["ROLE_USER", "ROLE_CS"]);
    const operatorSocket = await socket(operator.browser, `/api/chat/socket?guest=${guest.guestId}`);
    expect((await operatorSocket.hello()).guest).toEqual({ language: "fr", country: "FR" });

    // The same guest comes back from Belgium: operators already in the conversation hear of it.
    const second = await guestSocketFrom(guest.browser, "be");
    await second.hello();
    expect(await operatorSocket.type("guest")).toEqual({ type: "guest", language: "fr", country: "BE" });
    for (const ws of opened.splice(0)) ws.close();
  });

  it("says nothing of a country Cloudflare does not know (XX, Tor, or no header)", async () => {
    const guest = await chatGuest("en");
    const ws = await guestSocketFrom(guest.browser, "T1");
    await ws.hello();
    const operator = await chatOperator(["ROLE_USER", "ROLE_CS"]);
    const operatorSocket = await socket(operator.browser, `/api/chat/socket?guest=${guest.guestId}`);
    expect((await operatorSocket.hello()).guest).toEqual({ language: "en", country: null });
    for (const w of opened.splice(0)) w.close();
  });
});

describe("the booking look-up of the chat console", () => {
  let estate: EstateWorld;
  beforeAll(async () => {
    estate = await EstateWorld.create();
  }, 60_000);

  it("shows customer service a quoted booking read-only: status, stay, amount and payment, nothing of the guest", async () => {
    const operator = await chatOperator(["ROLE_USER", "ROLE_CS"]);
    const [row] = await db.select().from(reservation).where(eq(reservation.kodeBooking, estate.kode));
    // As the guest may have typed it, in small letters.
    const response = await operator.browser.get(`/admin/chat/pesanan/${estate.kode.toLowerCase()}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const body = (await response.json()) as { booking: Record<string, unknown>; pesananUrl: string };
    expect(body.booking).toMatchObject({
      kodeBooking: estate.kode,
      status: row.status,
      statusBayar: row.statusBayar,
      cekin: row.cekin,
      cekout: row.cekout,
      total: row.total,
      hotelNama: estate.hotelName,
    });
    expect(new URL(body.pesananUrl).pathname + new URL(body.pesananUrl).search).toBe(`/pesanan?kode=${estate.kode}`);
    const text = JSON.stringify(body);
    for (const secret of [row.guestEmail, row.guestTelepon, row.guestNama]) expect(text).not.toContain(secret);

    // Read only: there is nothing to post to.
    const post = await operator.browser.post(`/admin/chat/pesanan/${estate.kode}`, { status: "CANCELLED" });
    expect(post.status).toBe(405);
    const [after] = await db.select().from(reservation).where(eq(reservation.kodeBooking, estate.kode));
    expect(after.status).toBe(row.status);
  });

  it("answers a malformed code 400 and an unknown one 404, in the operator's language", async () => {
    const operator = await chatOperator(["ROLE_USER", "ROLE_CS"]);
    const bad = await operator.browser.get("/admin/chat/pesanan/12345");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      key: "chatConsole.booking.badCode",
      message: "That is not a booking code. It looks like AGW260312-K7QPX2.",
    });
    const unknown = await operator.browser.get("/admin/chat/pesanan/AGW200101-ZZZZZZ");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ key: "chatConsole.booking.notFound", message: "There is no booking with that code." });
  });

  it("keeps an operator of another estate out, as for an unknown code", async () => {
    const elsewhere = await EstateWorld.create();
    const operator = await scopedStaff("customerService", elsewhere);
    const response = await operator.browser.get(`/admin/chat/pesanan/${estate.kode}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ key: "chatConsole.booking.notFound", message: "There is no booking with that code." });
  });

  it("is for chat operators only", async () => {
    const guest = await chatGuest("en");
    const response = await guest.browser.get(`/admin/chat/pesanan/${estate.kode}`);
    expect(response.status).not.toBe(200);
    expect(await response.text()).not.toContain(estate.kode);
  });
});
