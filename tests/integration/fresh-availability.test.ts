import { SELF, env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { reservation } from "~/db/schema";
import { createReservation } from "~/orders/store/reservation.server";
import { expireOverdueReservations } from "~/orders/store/payment.server";
import { testDb } from "../fixtures/accommodation";
import { bookingInput, bookingWorld, freshStay, type BookingWorld } from "../fixtures/booking";
import { insertContentFixtures } from "../fixtures/content";
import { bookThroughForm, guestFields } from "./support/booking";
import { decodeHtml, TestBrowser } from "./support/browser";
import { staffBrowser } from "./support/desk";

/**
 * Room pages and search results are served from the edge page cache to anonymous visitors. A sale, a
 * desk booking, a cancellation or an expiry must reach those cached pages within 2 seconds (ADR 021).
 * These tests use the production inventory-version TTL (the vitest config only shortens the content
 * version's), so they also prove the bound with the per-isolate memo in place.
 */

const db = testDb();
const FRESH_WITHIN_MS = 2_000;

type Stay = { cekin: string; cekout: string; durasi: number };

const roomPath = (world: BookingWorld, stay: Stay) =>
  `/room/${world.city.id}/2/1/${stay.cekin}/${stay.cekout}/${world.hotel.id}/${stay.durasi}`;
const searchPath = (world: BookingWorld, stay: Stay) =>
  `/cari_hotel/${world.city.id}/2/1/${stay.cekin}/${stay.cekout}/${stay.durasi}`;
const bookingLink = (world: BookingWorld, stay: Stay) =>
  `href="/reservasi/${world.city.id}/2/1/${stay.cekin}/${stay.cekout}/${world.hotel.id}/${world.room.id}/${stay.durasi}"`;

/** An anonymous visitor's view of a page (no cookie, Indonesian), with where it came from. */
async function view(path: string) {
  const response = await SELF.fetch(`https://example.com${path}`, {
    headers: { "Accept-Language": "id" },
    redirect: "manual",
  });
  return { status: response.status, cache: response.headers.get("X-Cache"), html: decodeHtml(await response.text()) };
}

/** Fills the cache: the page is stored after the response (waitUntil), so ask until it is a HIT. */
async function cached(path: string) {
  for (let attempt = 0; attempt < 40; attempt++) {
    const page = await view(path);
    if (page.cache === "HIT") return page;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${path} was never served from the cache`);
}

/** Asks for the page until `done` holds, and says how long it took (fails past the bound). */
async function untilFresh(path: string, done: (html: string) => boolean) {
  const started = Date.now();
  for (;;) {
    const page = await view(path);
    const elapsed = Date.now() - started;
    if (page.status === 200 && done(page.html)) return { ...page, elapsed };
    if (elapsed > FRESH_WITHIN_MS + 500)
      throw new Error(`${path} still showed the old availability after ${elapsed} ms (X-Cache ${page.cache})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function deskForm(world: BookingWorld, unitId: number, stay: Stay) {
  return {
    hotel: String(world.hotel.id),
    unit: String(unitId),
    cekin: stay.cekin,
    durasi: String(stay.durasi),
    tamu: "2",
    nama: "Wayan Sudarma",
    telepon: "081298765432",
    email: `${crypto.randomUUID()}@example.test`,
    identitas: String(world.identityTypeId),
    noIdentitas: "5171010101010002",
    negara: String(world.countryId),
    metode: String(world.methods.direct),
    bayar: "nanti",
  };
}

describe("availability on cached pages", () => {
  it("a web sale of the last unit makes the cached room page show it full and the search drop the hotel within 2 s; its expiry offers it again", async () => {
    const world = await bookingWorld(db, { units: 2 });
    const stay = freshStay();
    // One of the two units is already taken: the pages offer the last one.
    await createReservation(db, bookingInput(world, stay));

    const room = await cached(roomPath(world, stay));
    expect(room.html).toContain(bookingLink(world, stay));
    const search = await cached(searchPath(world, stay));
    expect(search.html).toContain(world.hotel.nama);

    // A guest books the last unit through the booking pages.
    const guest = new TestBrowser({ language: "id" });
    const { response } = await bookThroughForm(
      guest,
      world,
      stay,
      guestFields(world, `${crypto.randomUUID()}@example.test`),
    );
    expect(response.status).toBe(302);
    await response.body?.cancel();

    const full = await untilFresh(roomPath(world, stay), (html) => !html.includes(bookingLink(world, stay)));
    expect(full.elapsed).toBeLessThan(FRESH_WITHIN_MS);
    expect(full.html).toContain("penuh pada tanggal ini");
    const gone = await untilFresh(searchPath(world, stay), (html) => !html.includes(world.hotel.nama));
    expect(gone.elapsed).toBeLessThan(FRESH_WITHIN_MS);
    // The fresh copies are cached in turn.
    expect((await cached(roomPath(world, stay))).html).not.toContain(bookingLink(world, stay));

    // The guest never pays: the expiry job releases the nights, and the pages offer the unit again.
    await db
      .update(reservation)
      .set({ batasBayar: new Date(Date.now() - 60_000) })
      .where(eq(reservation.hotelId, world.hotel.id));
    const expired = await expireOverdueReservations(db, new Date());
    expect(expired.length).toBeGreaterThan(0);
    const offered = await untilFresh(roomPath(world, stay), (html) => html.includes(bookingLink(world, stay)));
    expect(offered.elapsed).toBeLessThan(FRESH_WITHIN_MS);
    const listed = await untilFresh(searchPath(world, stay), (html) => html.includes(world.hotel.nama));
    expect(listed.elapsed).toBeLessThan(FRESH_WITHIN_MS);
  });

  it("a desk booking of the last unit, then its cancellation, reach the cached pages within 2 s", async () => {
    const world = await bookingWorld(db, { units: 1 });
    const stay = freshStay();
    expect((await cached(roomPath(world, stay))).html).toContain(bookingLink(world, stay));
    expect((await cached(searchPath(world, stay))).html).toContain(world.hotel.nama);

    const { browser } = await staffBrowser();
    const desk = await browser.post(
      `/admin/kalender/pesan?hotel=${world.hotel.id}&unit=${world.room.unitIds[0]}&cekin=${stay.cekin}`,
      deskForm(world, world.room.unitIds[0], stay),
    );
    expect(desk.status).toBe(302);
    await desk.body?.cancel();

    const full = await untilFresh(roomPath(world, stay), (html) => !html.includes(bookingLink(world, stay)));
    expect(full.elapsed).toBeLessThan(FRESH_WITHIN_MS);
    const gone = await untilFresh(searchPath(world, stay), (html) => !html.includes(world.hotel.nama));
    expect(gone.elapsed).toBeLessThan(FRESH_WITHIN_MS);

    const [booked] = await db
      .select({ kode: reservation.kodeBooking })
      .from(reservation)
      .where(eq(reservation.hotelId, world.hotel.id));
    const cancel = await browser.post(`/admin/reservasi/${booked.kode}`, { intent: "cancel" });
    expect(cancel.status).toBe(302);
    await cancel.body?.cancel();
    const offered = await untilFresh(roomPath(world, stay), (html) => html.includes(bookingLink(world, stay)));
    expect(offered.elapsed).toBeLessThan(FRESH_WITHIN_MS);
  });

  it("a sale does not cost the content pages their cached copies", async () => {
    await insertContentFixtures(env.DB);
    const world = await bookingWorld(db, { units: 3 });
    await cached("/faq");
    await cached("/");
    await createReservation(db, bookingInput(world, freshStay()));
    expect((await view("/faq")).cache).toBe("HIT");
    expect((await view("/")).cache).toBe("HIT");
  });
});
