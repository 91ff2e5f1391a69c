import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { RESOURCES } from "~/models/crud-resources/index.server";
import { createReservation } from "~/orders/store/reservation.server";
import { testDb } from "../fixtures/accommodation";
import { bookingInput, bookingWorld, freshStay, type BookingWorld } from "../fixtures/booking";
import { ORIGIN, TestBrowser } from "./support/browser";
import { createUser } from "./support/db";
import { staffBrowser } from "./support/desk";
import { actionPaths } from "./support/routes";
import { ZOD_DEFAULT_TEXTS } from "./support/zod-texts";

/**
 * Every form of the site answers whatever is typed into it — too long, empty, sent twice, control and
 * direction characters, impossible dates and amounts — with a page or a redirect, never a 5xx, and in
 * the catalogue's words, never zod's English. The fields posted are the ones each page's own form names
 * (read from its HTML, so new forms are covered without editing this file), plus the buttons' intents.
 * Seeded (FUZZ_SEED overrides it) so a failure can be replayed.
 */

const db = testDb();
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_201);

const VALUES = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u202Eabc",
  "\u2067x\u2069",
  "\t\r\n",
  "a".repeat(41),
  "a".repeat(101),
  "a".repeat(256),
  "é".repeat(300),
  "😀".repeat(60),
  "0",
  "-1",
  "1.5",
  "1,5",
  "1.000.000.000",
  "99999999999999999999",
  "NaN",
  "1e308",
  "0000-01-01",
  "9999-12-31",
  "2026-02-30",
  "2031-05-01",
  "14:00",
  "on",
  "true",
  "id",
  "fr",
  "x@y",
  "tamu@example.test",
  "<script>alert(1)</script>",
  "javascript:alert(1)",
];

/** Names the app reads somewhere, for routes without a page of their own (API endpoints). */
const FALLBACK_NAMES = ["intent", "nama", "email", "login", "password", "kode", "captcha", "step", "hotel", "unit", "cekin", "cekout", "nilai"];

interface FormPage {
  path: string;
  names: string[];
  intents: string[];
}

interface World {
  booking: BookingWorld;
  stay: { cekin: string; cekout: string; durasi: number };
  kode: string;
  reservationId: number;
  otherLogin: string;
}

/** A plausible value of a path parameter: rows that exist, so the action itself runs. */
function param(world: World, name: string): string {
  const { booking, stay } = world;
  const values: Record<string, string> = {
    id: String(booking.city.id),
    tamu: "2",
    kamar: "1",
    cekin: stay.cekin,
    cekout: stay.cekout,
    durasi: String(stay.durasi),
    idhotel: String(booking.hotel.id),
    idtipe: String(booking.room.id),
    hotelId: String(booking.hotel.id),
    unitId: String(booking.room.unitIds[0]),
    kode: world.kode,
    login: world.otherLogin,
  };
  return values[name] ?? "1";
}

// Signing out, revoking sessions or replacing a password would end the run's own session.
const SKIPPED = /^\/(logout|sessions|password)$/;

function formPaths(world: World): string[] {
  const paths = actionPaths((name) => param(world, name)).filter((path) => !SKIPPED.test(path));
  // The master-data splat is one route: each resource's new and edit forms are forms of their own.
  const crud = RESOURCES.flatMap((r) => [`/master/${r.name}/new`, `/master/${r.name}/1/edit`]);
  return [...new Set([...paths.filter((path) => !path.includes("anything")), ...crud, "/kamarhomestay/new", "/kota/new"])];
}

/** The field names and intent buttons of the form(s) a page shows. */
async function formPage(browser: TestBrowser, path: string): Promise<FormPage> {
  const response = await browser.get(path);
  const html = response.status === 200 && (response.headers.get("Content-Type") ?? "").includes("html") ? await response.text() : "";
  if (!html) await response.body?.cancel();
  const names = [...new Set([...html.matchAll(/<(?:input|select|textarea|button)\b[^>]*\bname="([^"]{1,60})"/g)].map((m) => m[1]))];
  const intents = [...new Set([...html.matchAll(/<button[^>]*\bname="intent"[^>]*\bvalue="([^"]*)"|<input[^>]*\bname="intent"[^>]*\bvalue="([^"]*)"/g)].map((m) => m[1] ?? m[2]))];
  return { path, names: names.length > 0 ? names : FALLBACK_NAMES, intents };
}

const valueArb = fc.oneof(
  { arbitrary: fc.constantFrom(...VALUES), weight: 4 },
  fc.string({ unit: "grapheme", maxLength: 60 }),
  fc.string({ unit: "binary", maxLength: 60 }),
);

/** A form as a browser (or a forged request) sends it: some of the page's fields, some twice, an intent. */
function submissionArb(pages: FormPage[]) {
  return fc.constantFrom(...pages).chain((page) =>
    fc.tuple(
      fc.constant(page),
      fc.array(fc.tuple(fc.constantFrom(...page.names), valueArb), { minLength: 1, maxLength: 12 }),
      page.intents.length > 0 ? fc.option(fc.constantFrom(...page.intents), { nil: null }) : fc.constant(null),
    ),
  );
}

/** At most `length` characters of `text`, never half of a surrogate pair (the report must be valid UTF-8). */
function clip(text: string, length: number): string {
  return Array.from(text)
    .slice(0, length)
    .join("")
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
}

function post(browser: TestBrowser, path: string, pairs: [string, string][]) {
  return browser.fetch(path, {
    method: "POST",
    body: new URLSearchParams(pairs),
    headers: { Origin: ORIGIN, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/x-www-form-urlencoded" },
  });
}

/** Every form of `pages` fuzzed as `browser`: the problems seen, as "status path: what" lines (none is the pass). */
async function fuzzForms(browser: TestBrowser, pages: FormPage[], seed: number, numRuns: number): Promise<string[]> {
  const problems: string[] = [];
  const samples = fc.sample(submissionArb(pages), { seed, numRuns });
  for (const [page, pairs, intent] of samples) {
    const fields: [string, string][] = intent === null ? pairs : [["intent", intent], ...pairs];
    const response = await post(browser, page.path, fields);
    const body = await response.text();
    const label = `${response.status} ${page.path} ${clip(JSON.stringify(fields), 300)}`;
    if (response.status >= 500) problems.push(`${label}: server error`);
    for (const pattern of ZOD_DEFAULT_TEXTS) {
      const found = pattern.exec(body);
      if (found) problems.push(`${label}: zod text ${JSON.stringify(clip(body.slice(Math.max(0, found.index - 80)), 160))}`);
    }
  }
  return problems;
}

let world: World;
let admin: TestBrowser;

beforeAll(async () => {
  const booking = await bookingWorld(db, { units: 3 });
  const stay = freshStay();
  const booked = await createReservation(db, bookingInput(booking, stay));
  if (!booked.ok) throw new Error("fixture booking failed");
  const other = await createUser({ roles: ["ROLE_USER", "ROLE_FRONTDESK"] });
  admin = (await staffBrowser(["ROLE_USER", "ROLE_ADMIN"])).browser;
  world = { booking, stay, kode: booked.reservation.kodeBooking, reservationId: booked.reservation.id, otherLogin: other.login };
});

describe("form fuzz: every form answers in the catalogue's words, never 5xx or zod's English", () => {
  it("reads the fields of the site's forms from their pages", async () => {
    const libur = await formPage(admin, "/master/libur/new");
    expect(libur.names).toEqual(expect.arrayContaining(["tanggal", "nama", "nama__fr", "jenis"]));
    const kontak = await formPage(new TestBrowser({ language: "fr" }), "/kontak");
    expect(kontak.names).toEqual(expect.arrayContaining(["nama", "email", "pesan"]));
    expect(formPaths(world).length).toBeGreaterThan(60);
  });

  it(`a French visitor, signed out (seed ${SEED})`, { timeout: 240_000 }, async () => {
    const visitor = () => new TestBrowser({ language: "fr" });
    const pages = await Promise.all(formPaths(world).map((path) => formPage(visitor(), path)));
    // Each submission from a fresh address: the per-address limits are not what is tested here.
    const problems: string[] = [];
    for (const [index, page] of pages.entries()) problems.push(...(await fuzzForms(visitor(), [page], SEED + index, 2)));
    expect(problems).toEqual([]);
  });

  it(`an administrator (seed ${SEED + 1})`, { timeout: 240_000 }, async () => {
    const pages = [];
    for (const path of formPaths(world)) pages.push(await formPage(admin, path));
    expect(await fuzzForms(admin, pages, SEED + 1, 150)).toEqual([]);
  });
});
