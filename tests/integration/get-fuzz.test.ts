import { env } from "cloudflare:test";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import * as build from "../../build/index.js";
import { createReservation } from "~/orders/store/reservation.server";
import { RESOURCES } from "~/models/crud-resources/index.server";
import { testDb } from "../fixtures/accommodation";
import { bookingInput, bookingWorld, freshStay, type BookingWorld } from "../fixtures/booking";
import { insertContentFixtures } from "../fixtures/content";
import { TestBrowser } from "./support/browser";
import { staffBrowser } from "./support/desk";
import { ZOD_DEFAULT_TEXTS } from "./support/zod-texts";

/**
 * No GET of any page or resource route answers 5xx, or shows zod's English instead of the catalogue's
 * words (support/zod-texts.ts), whatever the query string and path parameters: every
 * route of the server build (so new routes are covered without editing this file) is asked with plausible
 * parameters (rows that exist) and with random ones, each with random query strings — long, `%`, `_`,
 * emoji, NUL bytes, combining accents, repeated parameters — signed out and signed in as an administrator.
 * The generator is seeded (FUZZ_SEED overrides it) so a failure can be replayed.
 */

const db = testDb();
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);

type BuiltRoute = { parentId?: string; path?: string; module: { loader?: unknown; default?: unknown } };

interface GetRoute {
  template: string;
  staff: boolean;
}

/** `/segment/:param/…` of every route module that answers GET (a loader or a page), from the build. */
function getRoutes(): GetRoute[] {
  const routes = build.routes as Record<string, BuiltRoute>;
  const fullPath = (id: string): string => {
    const route = routes[id];
    const parent = route.parentId ? fullPath(route.parentId) : "";
    return [parent, route.path ?? ""].filter(Boolean).join("/");
  };
  const seen = new Set<string>();
  return Object.keys(routes)
    .filter(
      (id) =>
        id !== "root" &&
        (typeof routes[id].module.loader === "function" || typeof routes[id].module.default === "function"),
    )
    .map((id) => ({
      template: `/${fullPath(id)}`.replace(/\/+/g, "/"),
      staff: id.startsWith("routes/_staff") || id.includes("admin."),
    }))
    .filter((route) => !seen.has(route.template) && seen.add(route.template) && route.template !== "/logout")
    .sort((a, b) => a.template.localeCompare(b.template));
}

// Query parameter names the app reads somewhere, plus a few it never reads.
const PARAM_NAMES = [
  "q",
  "ulasan_cari",
  "ulasan_urut",
  "urut",
  "page",
  "halaman",
  "harga_min",
  "harga_max",
  "fasilitas",
  "jenis",
  "bintang",
  "sort",
  "status",
  "status_bayar",
  "hotel",
  "cekin_dari",
  "cekin_sampai",
  "kode",
  "filter",
  "to",
  "from",
  "tampil",
  "unit",
  "cekin",
  "durasi",
  "format",
  "kota",
  "tamu",
  "kamar",
  "redirectTo",
  "code",
  "state",
  "key",
  "lang",
  "x",
];

const NASTY_VALUES = [
  "a".repeat(49),
  "a".repeat(60),
  "a".repeat(5_000),
  "%".repeat(25),
  "_".repeat(60),
  "\\".repeat(30),
  "é".repeat(60),
  "e\u0301".repeat(40),
  "😀".repeat(40),
  "\u0000",
  "a\u0000b",
  "'; drop table city; --",
  "<script>alert(1)</script>",
  "-1",
  "0",
  "99999999999999999999",
  "1e308",
  "NaN",
  "2026-02-30",
  "9999-99-99",
  " ",
  "",
  "%00",
  "\uFFFD",
  "ﷺ",
  "İ",
  "asc",
  "desc",
  "nama,desc",
  "id,asc",
  "\u202Eabc",
  "\t\n",
];

const valueArb = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_VALUES), weight: 3 },
  fc.string({ unit: "grapheme", maxLength: 80 }),
  fc.string({ unit: "binary", maxLength: 120 }),
  fc.integer().map(String),
);
const nameArb = fc.oneof({ arbitrary: fc.constantFrom(...PARAM_NAMES), weight: 4 }, fc.string({ maxLength: 8 }));
const queryArb = fc.array(fc.tuple(nameArb, valueArb), {
  minLength: 1,
  maxLength: 6,
});

/** A query string with the pairs URL-encoded as a browser would (repeated names kept). */
function queryString(pairs: [string, string][]): string {
  const params = new URLSearchParams();
  for (const [name, value] of pairs) params.append(name, value);
  return params.toString();
}

const RANDOM_SEGMENTS = [
  "0",
  "-1",
  "abc",
  "99999999999",
  "1.5",
  "%25",
  "%F0%9F%98%80",
  "%C3%A9".repeat(60),
  "a".repeat(300),
  "%00",
];

interface World {
  booking: BookingWorld;
  stay: { cekin: string; cekout: string; durasi: number };
  kode: string;
  reservationId: number;
  adminLogin: string;
}

/** The value of a path parameter: one of the fixtures' rows (plausible) or a random segment. */
function paramValue(world: World, template: string, name: string, random: () => number, plausible: boolean): string {
  if (!plausible && random() < 0.7) return RANDOM_SEGMENTS[Math.floor(random() * RANDOM_SEGMENTS.length)];
  const { booking, stay } = world;
  switch (name) {
    case "id":
      if (/^\/(cari_hotel|room|reservasi)\//.test(template)) return String(booking.city.id);
      if (/^\/(kepuasan|reservasi-notif|admin\/outbox)\//.test(template)) return String(world.reservationId);
      return "7001";
    case "tamu":
      return "2";
    case "kamar":
      return "1";
    case "cekin":
      return stay.cekin;
    case "cekout":
      return stay.cekout;
    case "durasi":
      return String(stay.durasi);
    case "idhotel":
      return String(booking.hotel.id);
    case "idtipe":
      return String(booking.room.id);
    case "kode":
      return world.kode;
    case "login":
      return world.adminLogin;
    case "*":
      if (template.startsWith("/master")) {
        const resource = RESOURCES[Math.floor(random() * RESOURCES.length)].name;
        return [resource, `${resource}/new`, `${resource}/1/edit`, ""][Math.floor(random() * 4)];
      }
      if (template.startsWith("/images")) return "seed/fuzz/probe.svg";
      return ["", "new", "1/edit", "1/delete"][Math.floor(random() * 4)];
    default:
      return "x";
  }
}

function fillTemplate(world: World, template: string, random: () => number, plausible: boolean): string {
  return template
    .split("/")
    .map((part) => {
      if (part === "*") return paramValue(world, template, "*", random, plausible);
      const match = /^:(\w+)$/.exec(part);
      return match ? paramValue(world, template, match[1], random, plausible) : part;
    })
    .join("/")
    .replace(/\/+$/, "")
    .replace(/^$/, "/");
}

/** A small seeded PRNG (mulberry32) for choosing parameters; fast-check generates the query strings. */
function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>';
let world: World;
let admin: TestBrowser;

beforeAll(async () => {
  await insertContentFixtures(env.DB);
  await env.BUCKET.put("seed/fuzz/probe.svg", SVG, { httpMetadata: { contentType: "image/svg+xml" } });
  const booking = await bookingWorld(db, { units: 3 });
  const stay = freshStay();
  const booked = await createReservation(db, bookingInput(booking, stay));
  // Reviews, so the room page's review search has rows to test (SQLite skips a condition it never reaches).
  await env.DB.prepare(
    "INSERT INTO review (hotel_id, guest_name, rating, komentar) VALUES (?, 'Budi', 5, 'Kebun teh 100% asri_ sekali'), (?, 'Élodie', 4, 'Très joli, café délicieux')",
  )
    .bind(booking.hotel.id, booking.hotel.id)
    .run();
  if (!booked.ok) throw new Error("fixture booking failed");
  const staff = await staffBrowser(["ROLE_USER", "ROLE_ADMIN"]);
  admin = staff.browser;
  world = {
    booking,
    stay,
    kode: booked.reservation.kodeBooking,
    reservationId: booked.reservation.id,
    adminLogin: staff.user.login,
  };
});

/**
 * Every 5xx seen, as "status GET url" lines, and every page showing zod's own English (an empty list is
 * the pass); a few requests at a time.
 */
async function serverErrors(browser: () => TestBrowser, urls: string[]): Promise<string[]> {
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++];
      const response = await browser().get(url);
      const body = await response.text();
      if (response.status >= 500) failures.push(`${response.status} GET ${url}`);
      const zod = ZOD_DEFAULT_TEXTS.find((pattern) => pattern.test(body));
      if (zod) failures.push(`${response.status} GET ${url}: zod text ${zod}`);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return failures.sort();
}

// The values that broke searches before (longer than D1's 50-byte LIKE pattern limit once escaped).
const LONG_VALUES = ["a".repeat(49), "%".repeat(25), "é".repeat(30), "_".repeat(60), "😀".repeat(40)];

/**
 * Every parameter the app reads set to one nasty value, then to another (`?q=a&q=b`); the first value
 * is one of the long ones, so every search box of every route meets one.
 */
function nastyQuery(index: number): string {
  const value = LONG_VALUES[index % LONG_VALUES.length];
  const other = NASTY_VALUES[(index * 7 + 3) % NASTY_VALUES.length];
  return queryString(
    PARAM_NAMES.flatMap((name): [string, string][] => [
      [name, value],
      [name, other],
    ]),
  );
}

/** The back office's generic lists, one per resource (the `/master/*` splat hides 30 of them). */
function masterLists(): string[] {
  return RESOURCES.map((r) => `/master/${r.name}`);
}

/**
 * For each route: one URL with plausible parameters and no query, one with plausible parameters and
 * every known query parameter set to a nasty value, and `perRoute` URLs with random query strings (the
 * first with plausible parameters, the others with random ones).
 */
function fuzzUrls(seed: number, routes: GetRoute[], perRoute: number): string[] {
  const random = prng(seed);
  const queries = fc.sample(queryArb, { seed, numRuns: Math.max(1, routes.length * perRoute) });
  const urls: string[] = [];
  let q = 0;
  for (const [index, { template }] of routes.entries()) {
    urls.push(fillTemplate(world, template, random, true));
    urls.push(`${fillTemplate(world, template, random, true)}?${nastyQuery(seed + index)}`);
    for (let i = 0; i < perRoute; i++) {
      const path = fillTemplate(world, template, random, i === 0);
      urls.push(`${path}?${queryString(queries[q++])}`);
    }
  }
  return urls;
}

describe("GET fuzz: no route answers 5xx or zod's English", () => {
  it("reads a sensible list of GET routes from the build", () => {
    const templates = getRoutes().map((r) => r.template);
    expect(templates).toContain("/master/*");
    expect(templates).toContain("/room/:id/:tamu/:kamar/:cekin/:cekout/:idhotel/:durasi");
    expect(templates).toContain("/images/*");
    expect(templates.length).toBeGreaterThan(50);
  });

  // Signed out, the back office only redirects to the sign-in page: the public routes get more cases.
  it(`signed out (seed ${SEED})`, { timeout: 240_000 }, async () => {
    const routes = getRoutes();
    const anonymous = () => new TestBrowser({ language: "id" });
    const urls = [
      ...fuzzUrls(
        SEED,
        routes.filter((r) => !r.staff),
        2,
      ),
      ...fuzzUrls(
        SEED + 2,
        routes.filter((r) => r.staff),
        0,
      ),
    ];
    expect(await serverErrors(anonymous, urls)).toEqual([]);
  });

  it(`signed in as an administrator (seed ${SEED + 1})`, { timeout: 240_000 }, async () => {
    const routes = getRoutes();
    const urls = [
      ...fuzzUrls(
        SEED + 1,
        routes.filter((r) => r.staff),
        1,
      ),
      // Public pages render the same for staff apart from the header; the signed-out run covers them.
      ...masterLists().map((path, index) => `${path}?${nastyQuery(index)}`),
    ];
    expect(await serverErrors(() => admin, urls)).toEqual([]);
  });
});

describe("regressions: user-typed searches and conditional headers", () => {
  const roomPath = () => {
    const { booking, stay } = world;
    return `/room/${booking.city.id}/2/1/${stay.cekin}/${stay.cekout}/${booking.hotel.id}/${stay.durasi}`;
  };

  it.each([
    ["/master/faq?q=", "a".repeat(60)],
    ["/master/faq?q=", "a".repeat(49)],
    ["/kota?q=", "%".repeat(25)],
    ["/kota?q=", "é".repeat(30)],
    ["/kamarhomestay?q=", "a".repeat(49)],
    ["/admin/reservasi?kode=", "A".repeat(40)],
  ])("%s + %j answers 200 to an administrator", async (path, term) => {
    const response = await admin.get(`${path}${encodeURIComponent(term)}`);
    expect(response.status).toBe(200);
    await response.body?.cancel();
  });

  it("finds a city by a long name, by a name with % and _, and by accented letters, matching case like before", async () => {
    const long = `Kota ${"Panjang".repeat(12)}`;
    const odd = "Kota 100%_Uji";
    const accented = "Kota Éclair-é";
    await env.DB.prepare("INSERT INTO city (nama) VALUES (?), (?), (?)").bind(long, odd, accented).run();
    const html = async (term: string) =>
      (await (await admin.get(`/kota?q=${encodeURIComponent(term)}`)).text()).replace(/&amp;/g, "&");
    expect(await html(long.toUpperCase())).toContain(long);
    expect(await html("100%_")).toContain(odd);
    expect(await html("0%_u")).toContain(odd);
    expect(await html("%_x")).not.toContain(odd);
    expect(await html("Éclair-é")).toContain(accented);
    expect(await html("ÉCLAIR-é")).toContain(accented);
    // A term typed with a combining accent finds the precomposed letter.
    expect(await html("Kota E\u0301clair")).toContain(accented);
  });

  it("a 200-character review search on the room page answers 200, and review searches find what they should", async () => {
    const page = async (term: string) => {
      const response = await anonymousGet(`${roomPath()}?ulasan_cari=${encodeURIComponent(term)}`);
      expect(response.status, term.slice(0, 20)).toBe(200);
      const html = (await response.text()).replace(/&#x27;/g, "'");
      // The searched list of all reviews (the latest reviews above it are never filtered).
      const start = html.indexOf('id="ulasan"');
      return html.slice(start, html.indexOf("</section>", start));
    };
    expect(await page("x".repeat(200))).toContain("Menampilkan 0 dari 2 ulasan");
    expect(await page("ó".repeat(60))).toContain("Menampilkan 0 dari 2 ulasan");
    expect(await page("100% asri_")).toContain("Kebun teh 100% asri_ sekali");
    expect(await page("%")).not.toContain("Très joli");
    // ASCII letters match in any case; other letters as typed (SQLite's lower() folds ASCII only, on both sides).
    expect(await page("CAF")).toContain("Très joli");
    expect(await page("café délicieux")).toContain("Très joli");
    expect(await page("Élodie")).toContain("Très joli");
  });

  it.each(["If-None-Match", "If-Match"])(
    "/images with a malformed %s is served as if the header were absent",
    async (header) => {
      for (const value of ['"', "abc", 'W/"x', '"a", b', "*,"]) {
        const response = await anonymousGet("/images/seed/fuzz/probe.svg", { [header]: value });
        expect(response.status, `${header}: ${value}`).toBe(200);
        expect(await response.text()).toBe(SVG);
      }
    },
  );

  it("/images keeps 304 for a matching If-None-Match and answers 412 for a failed If-Match", async () => {
    const first = await anonymousGet("/images/seed/fuzz/probe.svg");
    const etag = first.headers.get("ETag") ?? "";
    await first.body?.cancel();
    const notModified = await anonymousGet("/images/seed/fuzz/probe.svg", { "If-None-Match": `"other", ${etag}` });
    expect(notModified.status).toBe(304);
    const matched = await anonymousGet("/images/seed/fuzz/probe.svg", { "If-Match": etag });
    expect(matched.status).toBe(200);
    await matched.body?.cancel();
    const failed = await anonymousGet("/images/seed/fuzz/probe.svg", { "If-Match": '"not-this-one"' });
    expect(failed.status).toBe(412);
  });
});

function anonymousGet(path: string, headers: Record<string, string> = {}) {
  return new TestBrowser({ language: "id" }).get(path, headers);
}
