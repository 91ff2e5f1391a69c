import { describe, expect, it } from "vitest";
import { chatTranscriptForEmail, createChatGuest, mirrorChatMessages } from "~/models/chat.server";
import { createReservation } from "~/orders/store/reservation.server";
import { testDb } from "../fixtures/accommodation";
import { bookingInput, bookingWorld } from "../fixtures/booking";
import { chatGuest } from "./support/chat";
import { createUser } from "./support/db";
import { staffBrowser } from "./support/desk";

const db = testDb();

async function book(email: string) {
  const world = await bookingWorld(db);
  const result = await createReservation(db, bookingInput(world, { email }));
  if (!result.ok) throw new Error(`booking failed: ${result.reason}`);
  return result.reservation;
}

let seq = 0;
function line(author: number, recipient: number, text: string, at: Date) {
  seq += 1;
  return {
    authorUserId: author,
    recipientUserId: recipient,
    contents: text,
    mirrorKey: `transcript-test:${seq}`,
    createdAt: at,
    readAt: null,
  };
}

/** The transcript section of the reservation page: its rows as [from, text] in page order. */
function transcriptRows(html: string): { from: string; row: string }[] {
  const section = html.slice(html.indexOf('data-testid="chat-transcript"'));
  const body = section.slice(0, section.indexOf("</section>"));
  return [...body.matchAll(/<tr[^>]*data-from="(guest|operator)"[^>]*>([\s\S]*?)<\/tr>/g)].map((m) => ({
    from: m[1],
    row: m[2],
  }));
}

describe("chat transcript on the reservation page", () => {
  it("shows the conversation of the chat guest with the booking's e-mail, oldest first, and nobody else's", async () => {
    const guest = await chatGuest("id");
    const operator = await createUser({ roles: ["ROLE_USER", "ROLE_ADMIN"], firstName: "Dewi" });
    const other = await chatGuest("id");
    const base = Date.now() - 60 * 60_000;
    // Stored out of order: the page orders by time.
    await mirrorChatMessages(db, [
      line(operator.id, guest.guestId, "Masih, untuk berapa orang?", new Date(base + 2 * 60_000)),
      line(guest.guestId, operator.id, "Halo, kamar untuk besok masih ada?", new Date(base + 60_000)),
      line(guest.guestId, operator.id, "Dua orang <b>dewasa</b>\nterima kasih", new Date(base + 3 * 60_000)),
      line(other.guestId, operator.id, "Pesan tamu lain", new Date(base)),
    ]);
    // Booked with the same address in other capitals: it is the same guest.
    const r = await book(guest.email.toUpperCase());

    const transcript = await chatTranscriptForEmail(db, guest.email.toUpperCase());
    expect(transcript.map((l) => [l.fromGuest, l.author, l.text])).toEqual([
      [true, "Tamu Uji", "Halo, kamar untuk besok masih ada?"],
      [false, "Dewi", "Masih, untuk berapa orang?"],
      [true, "Tamu Uji", "Dua orang <b>dewasa</b>\nterima kasih"],
    ]);

    const { browser } = await staffBrowser();
    const response = await browser.fetch(`/admin/reservasi/${r.kodeBooking}`);
    expect(response.status).toBe(200);
    const raw = await response.text();
    // What the guest typed is text, never markup.
    expect(raw).toContain("&lt;b&gt;dewasa&lt;/b&gt;");
    const rows = transcriptRows(raw);
    expect(rows.map((row) => row.from)).toEqual(["guest", "operator", "guest"]);
    expect(rows[0].row).toContain("Tamu Uji");
    expect(rows[0].row).toContain("Halo, kamar untuk besok masih ada?");
    expect(rows[1].row).toContain("Dewi");
    expect(rows[2].row).toContain("dewasa");
    expect(raw).not.toContain("Pesan tamu lain");
  });

  it("says so when the booking's e-mail never chatted", async () => {
    // A chat guest exists with another address, and a real account with this one: neither is this guest's chat.
    await createChatGuest(db, { email: `lain-${crypto.randomUUID()}@example.test`, name: "Lain", langKey: "id" });
    const email = `${crypto.randomUUID()}@example.test`;
    await createUser({ email });
    const r = await book(email);
    expect(await chatTranscriptForEmail(db, email)).toEqual([]);

    const { browser } = await staffBrowser();
    const page = await browser.visit(`/admin/reservasi/${r.kodeBooking}`);
    expect(page.response.status).toBe(200);
    expect(page.html).toContain("Tamu dengan email ini belum pernah chat dengan operator.");
    expect(transcriptRows(page.html)).toEqual([]);
  });
});
