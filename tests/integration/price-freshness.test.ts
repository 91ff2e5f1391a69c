import { SELF } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { extra, reservation, roomType } from "~/db/schema";
import { cityScope, getInventoryVersion, hotelScope } from "~/models/inventory-version.server";
import { addDays, todayInJakarta } from "~/utils/dates";
import { formatRupiah } from "~/utils/money";
import { maskOf } from "~/utils/promo-validity";
import { testDb, unique } from "../fixtures/accommodation";
import { bookingWorld, type BookingWorld } from "../fixtures/booking";
import { bookThroughForm, captchaAnswer, guestFields, hiddenValue, reservasiPath } from "./support/booking";
import { decodeHtml, ORIGIN, TestBrowser } from "./support/browser";
import { postMultipart } from "./support/crud";
import { staffBrowser } from "./support/desk";

/**
 * Every write that changes what a guest pays or can book reaches the cached room page and search results
 * within 2 s (docs/decisions/035): the rate grid, a room type's promo and cancellation policy, tax and fees,
 * extras, holidays and stay rules. Each test warms the anonymous copies, makes the write as staff, reads
 * them again at once and until fresh, and books: the total charged is the total the fresh page showed.
 * Regression: after a rate change the cached room page kept the old price for up to 32 s (X-Cache: HIT)
 * while the booking already charged the new one.
 *
 * The tests run with the production inventory-version TTL (the vitest config shortens only the content
 * version's, to 0). The back-office's master-data writes also bump the content version, which production
 * re-reads only every 5 s; so each test also checks that the write moved the hotel's and the city's
 * inventory version — the part of the key re-read within INVENTORY_VERSION_TTL_MS (at most 2 000 ms).
 */

const db = testDb();
const FRESH_WITHIN_MS = 2_000;

type Stay = { cekin: string; cekout: string; durasi: number };

/** A stay of `nights` nights from the first `weekday` (0 = Sunday) at least `days` days ahead. */
function stayFrom(weekday: number, days: number, nights = 2): Stay {
  let cekin = addDays(todayInJakarta(), days);
  while (new Date(`${cekin}T00:00:00Z`).getUTCDay() !== weekday) cekin = addDays(cekin, 1);
  return { cekin, cekout: addDays(cekin, nights), durasi: nights };
}

const roomPath = (world: BookingWorld, stay: Stay) =>
  `/room/${world.city.id}/2/1/${stay.cekin}/${stay.cekout}/${world.hotel.id}/${stay.durasi}`;
const searchPath = (world: BookingWorld, stay: Stay) =>
  `/cari_hotel/${world.city.id}/2/1/${stay.cekin}/${stay.cekout}/${stay.durasi}`;

/** An anonymous visitor's view of a page (no cookie, Indonesian), with where it came from. */
async function view(path: string) {
  const response = await SELF.fetch(`${ORIGIN}${path}`, { headers: { "Accept-Language": "id" }, redirect: "manual" });
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

/** Asks for the page until `done` holds and says how long that took (fails well past the bound). */
async function untilFresh(path: string, done: (page: { html: string; cache: string | null }) => boolean) {
  const started = Date.now();
  for (;;) {
    const page = await view(path);
    const elapsed = Date.now() - started;
    if (page.status === 200 && done(page)) return { ...page, elapsed };
    if (elapsed > FRESH_WITHIN_MS + 1_000)
      throw new Error(`${path} still showed the old price after ${elapsed} ms (X-Cache ${page.cache})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The room type's card on a room page. */
function card(html: string, roomTypeId: number): string {
  const start = html.indexOf(`aria-labelledby="room-${roomTypeId}-title"`);
  if (start < 0) throw new Error(`no card for room type ${roomTypeId}`);
  return html.slice(start, html.indexOf("</article>", start));
}

/** The total a card shows for the stay (all nights, fees, rooms), in Rupiah. */
function cardTotal(html: string, roomTypeId: number): number {
  const text = /room-card__total-amount">([^<]*)</.exec(card(html, roomTypeId))?.[1] ?? "";
  return Number(text.replace(/\D/g, ""));
}

/** A night's price on the card's 30-day strip. */
function stripPrice(html: string, roomTypeId: number, night: string): number | null {
  const match = new RegExp(`data-night="${night}" data-price="(\\d+)"`).exec(card(html, roomTypeId));
  return match ? Number(match[1]) : null;
}

/** The hotel's card in the search results ("" when the hotel is not listed). */
function hotelCard(html: string, world: BookingWorld): string {
  const at = html.indexOf(world.hotel.nama);
  return at < 0 ? "" : html.slice(at, html.indexOf("</article>", at));
}

/** The hotel's and city's inventory versions: the part of the page-cache key of these pages re-read every second. */
async function versions(world: BookingWorld) {
  return [
    await getInventoryVersion(db, hotelScope(world.hotel.id)),
    await getInventoryVersion(db, cityScope(world.city.id)),
  ].map(Number);
}

async function expectVersionsMoved(world: BookingWorld, before: number[]) {
  const after = await versions(world);
  expect(after[0]).toBeGreaterThan(before[0]);
  expect(after[1]).toBeGreaterThan(before[1]);
}

/** Books the stay through the wizard as a guest without JavaScript; the total charged. */
async function charged(world: BookingWorld, stay: Stay): Promise<number> {
  const email = `${crypto.randomUUID()}@example.test`;
  const { response } = await bookThroughForm(
    new TestBrowser({ language: "id" }),
    world,
    stay,
    guestFields(world, email),
  );
  expect(response.status).toBe(302);
  await response.body?.cancel();
  const [row] = await db
    .select({ total: reservation.total })
    .from(reservation)
    .where(and(eq(reservation.hotelId, world.hotel.id), eq(reservation.guestEmail, email)));
  return row.total;
}

async function warm(world: BookingWorld, stay: Stay) {
  return { room: await cached(roomPath(world, stay)), search: await cached(searchPath(world, stay)) };
}

/** The room type's master-data form as the back office sends it, with some fields changed. */
function roomForm(world: BookingWorld, values: Record<string, string | string[]>) {
  const form = new FormData();
  const base = {
    nama: world.room.nama,
    hotelId: String(world.hotel.id),
    ket: "HOTEL",
    kapasitas: "2",
    hargaOnline: "380.000",
    hargaOffline: "437.000",
    kebijakanBatal: "FLEXIBLE",
    batalGratisHari: "3",
    dendaBatalPersen: "50",
    aktif: "on",
  };
  for (const [name, value] of Object.entries({ ...base, ...values }))
    for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
  return form;
}

async function rateChange(fields: Record<string, string>) {
  const { browser } = await staffBrowser();
  const response = await browser.post(`/admin/tarif?type=${fields.roomTypeId}`, { ...fields, intent: "apply" });
  expect(response.status).toBe(302);
  await response.body?.cancel();
}

const newWorld = () => bookingWorld(db, { hargaOnline: 380_000, units: 3 });

describe("price-changing writes reach the cached room page and search within 2 s", () => {
  it("a night set to Rp 777.000 in the rate grid, then reset", async () => {
    const world = await newWorld();
    const stay = stayFrom(2, 30);
    const before = await warm(world, stay);
    expect(stripPrice(before.room.html, world.room.id, stay.cekin)).toBe(380_000);

    await rateChange({
      roomTypeId: String(world.room.id),
      from: stay.cekin,
      to: addDays(stay.cekout, -1),
      kind: "priceOnline",
      nilai: "777.000",
    });
    const room = await untilFresh(
      roomPath(world, stay),
      ({ html }) => stripPrice(html, world.room.id, stay.cekin) === 777_000,
    );
    expect(room.elapsed).toBeLessThan(FRESH_WITHIN_MS);
    const search = await untilFresh(searchPath(world, stay), ({ html }) =>
      hotelCard(html, world).includes(formatRupiah(777_000)),
    );
    expect(search.elapsed).toBeLessThan(FRESH_WITHIN_MS);
    // The fresh copy is cached in turn, and the booking charges what it shows.
    const shown = cardTotal((await cached(roomPath(world, stay))).html, world.room.id);
    expect(await charged(world, stay)).toBe(shown);

    await rateChange({
      roomTypeId: String(world.room.id),
      from: stay.cekin,
      to: addDays(stay.cekout, -1),
      kind: "reset",
    });
    const reset = await untilFresh(
      roomPath(world, stay),
      ({ html }) => stripPrice(html, world.room.id, stay.cekin) === 380_000,
    );
    expect(reset.elapsed).toBeLessThan(FRESH_WITHIN_MS);
    const listed = await untilFresh(searchPath(world, stay), ({ html }) =>
      hotelCard(html, world).includes(formatRupiah(380_000)),
    );
    expect(listed.elapsed).toBeLessThan(FRESH_WITHIN_MS);
  });

  it("a stay rule: a three-night minimum from the arrival day", async () => {
    const world = await newWorld();
    const stay = stayFrom(3, 37);
    const before = await warm(world, stay);
    expect(hotelCard(before.search.html, world)).not.toBe("");

    await rateChange({
      roomTypeId: String(world.room.id),
      from: stay.cekin,
      to: stay.cekin,
      kind: "stayLength",
      minMalam: "3",
    });
    const room = await untilFresh(roomPath(world, stay), ({ html }) =>
      card(html, world.room.id).includes("Minimum 3 malam untuk kedatangan hari Rabu"),
    );
    expect(room.elapsed).toBeLessThan(FRESH_WITHIN_MS);
    const search = await untilFresh(searchPath(world, stay), ({ html }) => hotelCard(html, world) === "");
    expect(search.elapsed).toBeLessThan(FRESH_WITHIN_MS);
    // A three-night stay is offered, and charged what the page shows.
    const longer = { ...stay, cekout: addDays(stay.cekin, 3), durasi: 3 };
    expect(await charged(world, longer)).toBe(cardTotal((await view(roomPath(world, longer))).html, world.room.id));
  });

  it("a promo set in the room type's form: −20 % on Sunday–Thursday nights only", async () => {
    const world = await newWorld();
    const stay = stayFrom(4, 44); // Thursday and Friday nights
    const before = await warm(world, stay);
    expect(hotelCard(before.search.html, world)).toContain(formatRupiah(380_000));
    const moved = await versions(world);

    const { browser } = await staffBrowser();
    const saved = await postMultipart(
      browser,
      `/kamarhomestay/${world.room.id}/edit`,
      roomForm(world, {
        discPersenPromo: "20",
        ketPromo: "Promo Hari Kerja",
        promoHari: ["0", "1", "2", "3", "4"],
        promoKecualiLibur: "on",
      }),
    );
    expect(saved.status).toBe(302);
    await saved.body?.cancel();
    await expectVersionsMoved(world, moved);
    const [row] = await db
      .select({ hari: roomType.promoHari, libur: roomType.promoKecualiLibur })
      .from(roomType)
      .where(eq(roomType.id, world.room.id));
    expect(row).toEqual({ hari: maskOf([0, 1, 2, 3, 4]), libur: true });

    // Thursday 304.000, Friday 380.000: the strip, the card and search (average 342.000) agree.
    const room = await untilFresh(
      roomPath(world, stay),
      ({ html }) => stripPrice(html, world.room.id, stay.cekin) === 304_000,
    );
    expect(room.elapsed).toBeLessThan(FRESH_WITHIN_MS);
    expect(stripPrice(room.html, world.room.id, addDays(stay.cekin, 1))).toBe(380_000);
    expect(card(room.html, world.room.id)).toContain(
      "Berlaku: menginap hari Minggu–Kamis · kecuali hari libur nasional dan cuti bersama",
    );
    expect(card(room.html, world.room.id)).toContain("Berlaku untuk 1 dari 2 malam menginap Anda.");
    const search = await untilFresh(searchPath(world, stay), ({ html }) =>
      hotelCard(html, world).includes(formatRupiah(342_000)),
    );
    expect(search.elapsed).toBeLessThan(FRESH_WITHIN_MS);
    expect(await charged(world, stay)).toBe(cardTotal(room.html, world.room.id));
  });

  it("a cancellation policy made non-refundable", async () => {
    const world = await newWorld();
    const stay = stayFrom(1, 51);
    const before = await warm(world, stay);
    expect(card(before.room.html, world.room.id)).not.toContain("Tidak dapat dikembalikan");
    const moved = await versions(world);

    const { browser } = await staffBrowser();
    const saved = await postMultipart(
      browser,
      `/kamarhomestay/${world.room.id}/edit`,
      roomForm(world, { kebijakanBatal: "NON_REFUNDABLE" }),
    );
    expect(saved.status).toBe(302);
    await saved.body?.cancel();
    await expectVersionsMoved(world, moved);
    const room = await untilFresh(roomPath(world, stay), ({ html }) =>
      card(html, world.room.id).includes("Tidak dapat dikembalikan"),
    );
    expect(room.elapsed).toBeLessThan(FRESH_WITHIN_MS);
    const search = await untilFresh(searchPath(world, stay), ({ cache }) => cache !== "HIT");
    expect(search.elapsed).toBeLessThan(FRESH_WITHIN_MS);
    // The booking is sold with the terms the page now states.
    const email = `${crypto.randomUUID()}@example.test`;
    const { response } = await bookThroughForm(
      new TestBrowser({ language: "id" }),
      world,
      stay,
      guestFields(world, email),
    );
    await response.body?.cancel();
    const [row] = await db
      .select({ policy: reservation.kebijakanBatal, total: reservation.total })
      .from(reservation)
      .where(eq(reservation.guestEmail, email));
    expect(row).toEqual({ policy: "NON_REFUNDABLE", total: cardTotal(room.html, world.room.id) });
  });

  it("a new fee in tax and fees: Rp 50.000 per room-night", async () => {
    const world = await newWorld();
    const stay = stayFrom(0, 58);
    const before = await warm(world, stay);
    const oldTotal = cardTotal(before.room.html, world.room.id);
    const moved = await versions(world);

    const { browser } = await staffBrowser();
    const saved = await browser.post("/master/biaya/new", {
      nama: unique("Retribusi Desa"),
      jenis: "FIXED",
      nilai: "50.000",
      urutan: "9",
      aktif: "on",
    });
    expect(saved.status).toBe(302);
    await saved.body?.cancel();
    await expectVersionsMoved(world, moved);
    const room = await untilFresh(
      roomPath(world, stay),
      ({ html }) => cardTotal(html, world.room.id) === oldTotal + 100_000,
    );
    expect(room.elapsed).toBeLessThan(FRESH_WITHIN_MS);
    expect(card(room.html, world.room.id)).toContain("Retribusi Desa");
    const search = await untilFresh(searchPath(world, stay), ({ cache }) => cache !== "HIT");
    expect(search.elapsed).toBeLessThan(FRESH_WITHIN_MS);
    expect(await charged(world, stay)).toBe(oldTotal + 100_000);
  });

  it("a new holiday, on a Tuesday a weekday promo does not cover on holidays", async () => {
    const world = await newWorld();
    await db
      .update(roomType)
      .set({
        discPersenPromo: 20,
        ketPromo: "Promo Hari Kerja",
        promoHari: maskOf([0, 1, 2, 3, 4]),
        promoKecualiLibur: true,
      })
      .where(eq(roomType.id, world.room.id));
    const stay = stayFrom(2, 240, 1);
    const before = await warm(world, stay);
    expect(stripPrice(before.room.html, world.room.id, stay.cekin)).toBe(304_000);
    const moved = await versions(world);

    const { browser } = await staffBrowser();
    const saved = await browser.post("/master/libur/new", {
      tanggal: stay.cekin,
      nama: "Cuti Bersama Uji",
      jenis: "CUTI_BERSAMA",
    });
    expect(saved.status).toBe(302);
    await saved.body?.cancel();
    await expectVersionsMoved(world, moved);
    const room = await untilFresh(
      roomPath(world, stay),
      ({ html }) => stripPrice(html, world.room.id, stay.cekin) === 380_000,
    );
    expect(room.elapsed).toBeLessThan(FRESH_WITHIN_MS);
    expect(card(room.html, world.room.id)).toContain("Cuti Bersama Uji");
    expect(card(room.html, world.room.id)).toContain("Tidak berlaku untuk tanggal menginap ini.");
    const search = await untilFresh(searchPath(world, stay), ({ html }) =>
      hotelCard(html, world).includes(formatRupiah(380_000)),
    );
    expect(search.elapsed).toBeLessThan(FRESH_WITHIN_MS);
    expect(await charged(world, stay)).toBe(cardTotal(room.html, world.room.id));
  });

  it("an extra's price: the pages' copies are dropped and the wizard quotes and charges the new price", async () => {
    const world = await newWorld();
    const [item] = await db
      .insert(extra)
      .values({ nama: unique("Antar-Jemput Stasiun"), harga: 150_000, satuan: "trip", basis: "PER_TRIP" })
      .returning({ id: extra.id, nama: extra.nama });
    const stay = stayFrom(1, 65);
    const before = await warm(world, stay);
    const moved = await versions(world);

    const { browser } = await staffBrowser();
    const saved = await browser.post(`/master/tambahan/${item.id}/edit`, {
      nama: item.nama,
      harga: "175.000",
      basis: "PER_TRIP",
      satuan: "trip",
      aktif: "on",
    });
    expect(saved.status).toBe(302);
    await saved.body?.cancel();
    await expectVersionsMoved(world, moved);
    const room = await untilFresh(roomPath(world, stay), ({ cache }) => cache !== "HIT");
    expect(room.elapsed).toBeLessThan(FRESH_WITHIN_MS);
    const roomTotal = cardTotal(room.html, world.room.id);
    expect(roomTotal).toBe(cardTotal(before.room.html, world.room.id));

    // The wizard: the payment step with the extra ticked quotes the room total plus the new price ...
    const guest = new TestBrowser({ language: "id" });
    const path = reservasiPath(world, stay);
    const html = decodeHtml(await (await guest.get(path)).text());
    const tokens = { formToken: hiddenValue(html, "formToken"), captchaToken: hiddenValue(html, "captchaToken") };
    const email = `${crypto.randomUUID()}@example.test`;
    const step1 = await guest.post(path, { ...guestFields(world, email), ...tokens, step: "1", intent: "next-guest" });
    expect(step1.status).toBe(200);
    await step1.body?.cancel();
    const step2 = await guest.post(path, {
      ...tokens,
      step: "2",
      intent: "next-payment",
      metode: String(world.methods.va),
      tambahpesanan: String(item.id),
    });
    const review = decodeHtml(await step2.text());
    const quoted = Number(/data-testid="summary-total" data-amount="(\d+)"/.exec(review)?.[1]);
    expect(quoted).toBe(roomTotal + 175_000);
    // ... and books at that total.
    const booked = await guest.post(path, {
      ...(await captchaAnswer(review)),
      formToken: tokens.formToken,
      step: "3",
      intent: "book",
    });
    expect(booked.status).toBe(302);
    await booked.body?.cancel();
    const [row] = await db
      .select({ total: reservation.total })
      .from(reservation)
      .where(eq(reservation.guestEmail, email));
    expect(row.total).toBe(quoted);
  });
});
