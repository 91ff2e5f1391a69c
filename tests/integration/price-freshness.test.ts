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

type Copy = { html: string; cache: string | null };

/** What each case's hooks see: the world, the stay, what the case made on the way (an extra), the warm copies. */
interface Scene {
  world: BookingWorld;
  stay: Stay;
  item?: { id: number; nama: string };
  warm?: { room: Copy; search: Copy };
}

/** One write and what it must change: the fresh room page and search, then what the guest is charged. */
interface Change {
  write(scene: Scene): Promise<void>;
  /** Checks on the database once the write is answered (before the pages are read again). */
  written?(scene: Scene): Promise<void>;
  /** The room page is fresh when this holds. */
  room(copy: Copy, scene: Scene): boolean;
  /** More that the fresh room page shows. */
  roomShows?(html: string, scene: Scene): void;
  /** The search results are fresh when this holds (a case whose write does not list prices leaves it out). */
  search?(copy: Copy, scene: Scene): boolean;
  /** Books as a guest and checks the total charged against what the fresh room page showed. */
  booked?(roomHtml: string, scene: Scene): Promise<void>;
}

interface Case {
  name: string;
  stay: Stay;
  /** Made before the pages are warmed. */
  prepare?(scene: Scene): Promise<void>;
  /** Checks on the warm copies, before the write. */
  before?(warm: { room: Copy; search: Copy }, scene: Scene): void;
  /** A master-data write: it must also move the hotel's and the city's inventory versions. */
  masterData: boolean;
  changes: Change[];
}

/** Saves the room type's master-data form as staff, with some fields changed. */
async function saveRoomForm(scene: Scene, values: Record<string, string | string[]>) {
  const { browser } = await staffBrowser();
  const saved = await postMultipart(browser, `/kamarhomestay/${scene.world.room.id}/edit`, roomForm(scene.world, values));
  expect(saved.status).toBe(302);
  await saved.body?.cancel();
}

/** Posts a back-office form as staff; it must redirect. */
async function staffPost(path: string, fields: Record<string, string>) {
  const { browser } = await staffBrowser();
  const saved = await browser.post(path, fields);
  expect(saved.status).toBe(302);
  await saved.body?.cancel();
}

const chargedAsShown = async (roomHtml: string, { world, stay }: Scene) =>
  expect(await charged(world, stay)).toBe(cardTotal(roomHtml, world.room.id));

const CASES: Case[] = [
  {
    name: "a night set to Rp 777.000 in the rate grid, then reset",
    stay: stayFrom(2, 30),
    masterData: false,
    before: ({ room }, { world, stay }) => expect(stripPrice(room.html, world.room.id, stay.cekin)).toBe(380_000),
    changes: [
      {
        write: ({ world, stay }) =>
          rateChange({ roomTypeId: String(world.room.id), from: stay.cekin, to: addDays(stay.cekout, -1), kind: "priceOnline", nilai: "777.000" }),
        room: ({ html }, { world, stay }) => stripPrice(html, world.room.id, stay.cekin) === 777_000,
        search: ({ html }, { world }) => hotelCard(html, world).includes(formatRupiah(777_000)),
        // The fresh copy is cached in turn, and the booking charges what it shows.
        booked: async (_, { world, stay }) => {
          const shown = cardTotal((await cached(roomPath(world, stay))).html, world.room.id);
          expect(await charged(world, stay)).toBe(shown);
        },
      },
      {
        write: ({ world, stay }) =>
          rateChange({ roomTypeId: String(world.room.id), from: stay.cekin, to: addDays(stay.cekout, -1), kind: "reset" }),
        room: ({ html }, { world, stay }) => stripPrice(html, world.room.id, stay.cekin) === 380_000,
        search: ({ html }, { world }) => hotelCard(html, world).includes(formatRupiah(380_000)),
      },
    ],
  },
  {
    name: "a stay rule: a three-night minimum from the arrival day",
    stay: stayFrom(3, 37),
    masterData: false,
    before: ({ search }, { world }) => expect(hotelCard(search.html, world)).not.toBe(""),
    changes: [
      {
        write: ({ world, stay }) =>
          rateChange({ roomTypeId: String(world.room.id), from: stay.cekin, to: stay.cekin, kind: "stayLength", minMalam: "3" }),
        room: ({ html }, { world }) => card(html, world.room.id).includes("Minimum 3 malam untuk kedatangan hari Rabu"),
        search: ({ html }, { world }) => hotelCard(html, world) === "",
        // A three-night stay is offered, and charged what the page shows.
        booked: async (_, { world, stay }) => {
          const longer = { ...stay, cekout: addDays(stay.cekin, 3), durasi: 3 };
          expect(await charged(world, longer)).toBe(cardTotal((await view(roomPath(world, longer))).html, world.room.id));
        },
      },
    ],
  },
  {
    name: "a promo set in the room type's form: −20 % on Sunday–Thursday nights only",
    stay: stayFrom(4, 44), // Thursday and Friday nights
    masterData: true,
    before: ({ search }, { world }) => expect(hotelCard(search.html, world)).toContain(formatRupiah(380_000)),
    changes: [
      {
        write: (scene) =>
          saveRoomForm(scene, { discPersenPromo: "20", ketPromo: "Promo Hari Kerja", promoHari: ["0", "1", "2", "3", "4"], promoKecualiLibur: "on" }),
        written: async ({ world }) => {
          const [row] = await db
            .select({ hari: roomType.promoHari, libur: roomType.promoKecualiLibur })
            .from(roomType)
            .where(eq(roomType.id, world.room.id));
          expect(row).toEqual({ hari: maskOf([0, 1, 2, 3, 4]), libur: true });
        },
        // Thursday 304.000, Friday 380.000: the strip, the card and search (average 342.000) agree.
        room: ({ html }, { world, stay }) => stripPrice(html, world.room.id, stay.cekin) === 304_000,
        roomShows: (html, { world, stay }) => {
          expect(stripPrice(html, world.room.id, addDays(stay.cekin, 1))).toBe(380_000);
          expect(card(html, world.room.id)).toContain("Berlaku: menginap hari Minggu–Kamis · kecuali hari libur nasional dan cuti bersama");
          expect(card(html, world.room.id)).toContain("Berlaku untuk 1 dari 2 malam menginap Anda.");
        },
        search: ({ html }, { world }) => hotelCard(html, world).includes(formatRupiah(342_000)),
        booked: chargedAsShown,
      },
    ],
  },
  {
    name: "a cancellation policy made non-refundable",
    stay: stayFrom(1, 51),
    masterData: true,
    before: ({ room }, { world }) => expect(card(room.html, world.room.id)).not.toContain("Tidak dapat dikembalikan"),
    changes: [
      {
        write: (scene) => saveRoomForm(scene, { kebijakanBatal: "NON_REFUNDABLE" }),
        room: ({ html }, { world }) => card(html, world.room.id).includes("Tidak dapat dikembalikan"),
        search: ({ cache }) => cache !== "HIT",
        // The booking is sold with the terms the page now states.
        booked: async (roomHtml, { world, stay }) => {
          const email = `${crypto.randomUUID()}@example.test`;
          const { response } = await bookThroughForm(new TestBrowser({ language: "id" }), world, stay, guestFields(world, email));
          await response.body?.cancel();
          const [row] = await db
            .select({ policy: reservation.kebijakanBatal, total: reservation.total })
            .from(reservation)
            .where(eq(reservation.guestEmail, email));
          expect(row).toEqual({ policy: "NON_REFUNDABLE", total: cardTotal(roomHtml, world.room.id) });
        },
      },
    ],
  },
  {
    name: "a new fee in tax and fees: Rp 50.000 per room-night",
    stay: stayFrom(0, 58),
    masterData: true,
    changes: [
      {
        write: () => staffPost("/master/biaya/new", { nama: unique("Retribusi Desa"), jenis: "FIXED", nilai: "50.000", urutan: "9", aktif: "on" }),
        room: ({ html }, { world, warm }) => cardTotal(html, world.room.id) === cardTotal(warm!.room.html, world.room.id) + 100_000,
        roomShows: (html, { world }) => expect(card(html, world.room.id)).toContain("Retribusi Desa"),
        search: ({ cache }) => cache !== "HIT",
        booked: async (_, { world, stay, warm }) =>
          expect(await charged(world, stay)).toBe(cardTotal(warm!.room.html, world.room.id) + 100_000),
      },
    ],
  },
  {
    name: "a new holiday, on a Tuesday a weekday promo does not cover on holidays",
    stay: stayFrom(2, 240, 1),
    masterData: true,
    prepare: async ({ world }) => {
      await db
        .update(roomType)
        .set({ discPersenPromo: 20, ketPromo: "Promo Hari Kerja", promoHari: maskOf([0, 1, 2, 3, 4]), promoKecualiLibur: true })
        .where(eq(roomType.id, world.room.id));
    },
    before: ({ room }, { world, stay }) => expect(stripPrice(room.html, world.room.id, stay.cekin)).toBe(304_000),
    changes: [
      {
        write: ({ stay }) => staffPost("/master/libur/new", { tanggal: stay.cekin, nama: "Cuti Bersama Uji", jenis: "CUTI_BERSAMA" }),
        room: ({ html }, { world, stay }) => stripPrice(html, world.room.id, stay.cekin) === 380_000,
        roomShows: (html, { world }) => {
          expect(card(html, world.room.id)).toContain("Cuti Bersama Uji");
          expect(card(html, world.room.id)).toContain("Tidak berlaku untuk tanggal menginap ini.");
        },
        search: ({ html }, { world }) => hotelCard(html, world).includes(formatRupiah(380_000)),
        booked: chargedAsShown,
      },
    ],
  },
  {
    name: "an extra's price: the pages' copies are dropped and the wizard quotes and charges the new price",
    stay: stayFrom(1, 65),
    masterData: true,
    prepare: async (scene) => {
      [scene.item] = await db
        .insert(extra)
        .values({ nama: unique("Antar-Jemput Stasiun"), harga: 150_000, satuan: "trip", basis: "PER_TRIP" })
        .returning({ id: extra.id, nama: extra.nama });
    },
    changes: [
      {
        write: ({ item }) =>
          staffPost(`/master/tambahan/${item!.id}/edit`, { nama: item!.nama, harga: "175.000", basis: "PER_TRIP", satuan: "trip", aktif: "on" }),
        room: ({ cache }) => cache !== "HIT",
        booked: quotesAndChargesTheExtra,
      },
    ],
  },
];

/** The extra case's booking: the wizard quotes the room total plus the extra's new price, and books at it. */
async function quotesAndChargesTheExtra(roomHtml: string, { world, stay, item, warm }: Scene) {
  const roomTotal = cardTotal(roomHtml, world.room.id);
  expect(roomTotal).toBe(cardTotal(warm!.room.html, world.room.id));

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
    tambahpesanan: String(item!.id),
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
  const [row] = await db.select({ total: reservation.total }).from(reservation).where(eq(reservation.guestEmail, email));
  expect(row.total).toBe(quoted);
}

describe("price-changing writes reach the cached room page and search within 2 s", () => {
  for (const { name, stay, prepare, before, masterData, changes } of CASES)
    it(name, async () => {
      const scene: Scene = { world: await newWorld(), stay };
      const { world } = scene;
      await prepare?.(scene);
      scene.warm = await warm(world, stay);
      before?.(scene.warm, scene);

      for (const change of changes) {
        const moved = masterData ? await versions(world) : [];
        await change.write(scene);
        if (masterData) await expectVersionsMoved(world, moved);
        await change.written?.(scene);
        const room = await untilFresh(roomPath(world, stay), (copy) => change.room(copy, scene));
        expect(room.elapsed).toBeLessThan(FRESH_WITHIN_MS);
        change.roomShows?.(room.html, scene);
        if (change.search) {
          const search = await untilFresh(searchPath(world, stay), (copy) => change.search!(copy, scene));
          expect(search.elapsed).toBeLessThan(FRESH_WITHIN_MS);
        }
        await change.booked?.(room.html, scene);
      }
    });
});
