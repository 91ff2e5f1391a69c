import { createExecutionContext, env } from "cloudflare:test";
import { eq, like } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { icalFeed, outbox } from "~/db/schema";
import { parseEnv } from "~/env.server";
import { getFeed, insertFeed } from "~/models/ical-feed.server";
import { countHeldNights, listHoldsOfFeed } from "~/models/ical-import.server";
import { MAX_LISTED_NIGHTS } from "~/services/channel-sync-emails.server";
import { syncDueFeeds, syncFeed, type SyncOptions } from "~/services/channel-sync.server";
import { addDays, todayInJakarta } from "~/utils/dates";
import { testDb } from "../fixtures/accommodation";
import { bookingWorld } from "../fixtures/booking";
import { decodeHtml } from "./support/browser";
import { staffBrowser } from "./support/desk";

/**
 * Big calendars that clash with another calendar of the same unit: the import writes them within D1's
 * limits (a bound string of at most 2 MB, 100 parameters), or refuses them with a message recorded on the
 * feed — never a 500 from "sync now", never a feed the cron can no longer sync.
 */

const db = testDb();
const appEnv = parseEnv(env as never);
const context = () => ({ db, env: { ...appEnv, isProduction: false }, ctx: createExecutionContext() });

type Ev = { uid: string; from: string; to: string };
const ymd = (d: string) => d.replaceAll("-", "");
function ics(events: Ev[]) {
  const lines = ["BEGIN:VCALENDAR", "PRODID:-//Booking.com//Calendar//EN", "VERSION:2.0"];
  for (const e of events) {
    lines.push("BEGIN:VEVENT", `DTSTART;VALUE=DATE:${ymd(e.from)}`, `DTEND;VALUE=DATE:${ymd(e.to)}`, `UID:${e.uid}`, "SUMMARY:CLOSED - Not available", "END:VEVENT");
  }
  lines.push("END:VCALENDAR");
  return lines.join("\r\n") + "\r\n";
}
const serve = (events: Ev[]): SyncOptions => ({
  fetch: (async () => new Response(ics(events), { headers: { "Content-Type": "text/calendar" } })) as unknown as typeof fetch,
});

/** `count` events of `nights` nights each, the i-th starting i days after tomorrow. */
function calendar(prefix: string, count: number, nights: number): Ev[] {
  const today = todayInJakarta();
  return Array.from({ length: count }, (_, i) => ({
    uid: `${prefix}-${i}@ota.test`,
    from: addDays(today, 1 + (i % 700)),
    to: addDays(today, 1 + (i % 700) + nights),
  }));
}

/** A unit whose nights for the next ~two years are held by a first calendar, and a second calendar on it. */
async function clashingUnit() {
  const world = await bookingWorld(db, { units: 1 });
  const unitId = world.room.unitIds[0];
  const tag = crypto.randomUUID().slice(0, 8);
  const first = (await insertFeed(db, { unitId, label: `Airbnb ${tag}`, url: `https://www.airbnb.com/calendar/ical/${tag}.ics` }))!;
  const today = todayInJakarta();
  const blocked = [
    { uid: "first-year@airbnb.com", from: addDays(today, 1), to: addDays(today, 366) },
    { uid: "second-year@airbnb.com", from: addDays(today, 366), to: addDays(today, 731) },
  ];
  expect(await syncFeed(context(), first, new Date(), serve(blocked))).toMatchObject({ status: "synced", held: 2 });
  const label = `Booking.com ${tag}`;
  const url = `https://ota.example.com/${tag}.ics`;
  const second = (await insertFeed(db, { unitId, label, url }))!;
  return { unitId, first, second, label, url };
}

/** Makes `feedId` the one feed the cron finds due at `now`. */
async function dueAlone(feedId: number, now: Date) {
  await db.update(icalFeed).set({ lastSyncAt: now });
  await db.update(icalFeed).set({ lastSyncAt: null }).where(eq(icalFeed.id, feedId));
}

/** The OTA behind `url`, as the Worker's own fetch reaches it. */
function otaAt(url: string, events: Ev[]) {
  const original = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (request.url === url) return new Response(ics(events), { headers: { "Content-Type": "text/calendar" } });
    return original(input, init);
  });
}

afterEach(() => vi.restoreAllMocks());

describe("importing a big calendar that clashes with another calendar of the unit", () => {
  it('syncs 600 year-long clashing events from "sync now": 200, every clash kept, the e-mail short', async () => {
    const { unitId, second, label, url } = await clashingUnit();
    otaAt(url, calendar("booking", 600, 365));
    const { browser } = await staffBrowser();
    const response = await browser.post(`/admin/kanal/${unitId}`, { intent: "sync", feedId: String(second) });
    const html = decodeHtml(await response.text());
    expect(response.status).toBe(200);
    expect(html).toContain(`${label} disinkronkan: 600 acara, 600 ditahan, 0 dilepas, 600 bentrok dengan pesanan di sini.`);
    const holds = await listHoldsOfFeed(db, second);
    expect(holds).toHaveLength(600);
    expect(JSON.parse(holds[0].konflik!)).toHaveLength(365);
    const clashes = holds.reduce((sum, h) => sum + (JSON.parse(h.konflik!) as string[]).length, 0);
    expect(clashes).toBeGreaterThan(150_000);
    expect(await getFeed(db, second)).toMatchObject({ lastError: null, eventCount: 600 });
    // The conflict e-mail lists the first nights and counts the others.
    const [mail] = await db.select().from(outbox).where(like(outbox.subject, `%${label}%`));
    expect(mail.text).toContain(`${clashes - MAX_LISTED_NIGHTS} malam lain yang bertabrakan tidak dicantumkan di sini`);
    expect(mail.text.match(/^Malam /gm)).toHaveLength(MAX_LISTED_NIGHTS);
  });

  it("syncs the same calendar from the cron, and again when every event moves by a day", async () => {
    const { second } = await clashingUnit();
    const events = calendar("booking", 600, 365);
    const now = new Date();
    await dueAlone(second, now);
    expect(await syncDueFeeds(context(), now, serve(events))).toMatchObject([{ feedId: second, status: "synced", conflicts: 600 }]);
    const moved = events.map((e) => ({ ...e, from: addDays(e.from, 1), to: addDays(e.to, 1) }));
    await dueAlone(second, now);
    expect(await syncDueFeeds(context(), now, serve(moved))).toMatchObject([{ feedId: second, status: "synced", held: 600, conflicts: 600 }]);
    const [first] = await listHoldsOfFeed(db, second);
    expect(first.cekin).toBe(moved[0].from);
    expect(await getFeed(db, second)).toMatchObject({ lastError: null });
  });

  it("syncs a 2 000-event calendar whose every night clashes", async () => {
    const { second } = await clashingUnit();
    const outcome = await syncFeed(context(), second, new Date(), serve(calendar("booking", 2000, 2)));
    expect(outcome).toMatchObject({ status: "synced", events: 2000, held: 2000, conflicts: 2000 });
    expect(await countHeldNights(db, [second])).toBe(0);
  });

  it("refuses 2 000 year-long clashing events with a message on the feed, from the page (422) and the cron, holding nothing", async () => {
    const { unitId, second, label, url } = await clashingUnit();
    const events = calendar("booking", 2000, 365);
    otaAt(url, events);
    const { browser } = await staffBrowser();
    const response = await browser.post(`/admin/kanal/${unitId}?lng=en`, { intent: "sync", feedId: String(second) });
    const html = decodeHtml(await response.text());
    expect(response.status).toBe(422);
    const feed = await getFeed(db, second);
    expect(feed).toMatchObject({ lastError: "too_many_conflicts", eventCount: 0, lastSuccessAt: null });
    expect(Number(feed!.lastErrorDetail)).toBeGreaterThan(500_000);
    expect(html).toContain(
      `${label} could not be synced: This calendar clashes with too many nights already taken on this unit (${feed!.lastErrorDetail} nights) to be imported at once. Nothing was changed.`,
    );
    expect(await listHoldsOfFeed(db, second)).toEqual([]);
    // The feed's card says it too, in the page's language.
    const page = decodeHtml(await (await browser.get(`/admin/kanal/${unitId}?lng=fr`)).text());
    expect(page).toContain(`Ce calendrier chevauche trop de nuits déjà occupées sur ce logement (${feed!.lastErrorDetail} nuits)`);

    const now = new Date();
    await dueAlone(second, now);
    expect(await syncDueFeeds(context(), now, serve(events))).toMatchObject([{ feedId: second, status: "failed", error: "too_many_conflicts" }]);
    expect(await getFeed(db, second)).toMatchObject({ lastError: "too_many_conflicts", lastSyncAt: now });
  });

  it("answers 502 with a message, not 500, when the feed is removed while it syncs", async () => {
    const { unitId, second, label, url } = await clashingUnit();
    const original = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (request.url !== url) return original(input, init);
      // Someone else removes the calendar while its OTA answers.
      await db.delete(icalFeed).where(eq(icalFeed.id, second));
      return new Response(ics(calendar("booking", 3, 2)), { headers: { "Content-Type": "text/calendar" } });
    });
    const { browser } = await staffBrowser();
    const response = await browser.post(`/admin/kanal/${unitId}`, { intent: "sync", feedId: String(second) });
    expect(response.status).toBe(502);
    expect(decodeHtml(await response.text())).toContain(`${label} gagal disinkronkan: Kalender terbaca, tetapi tidak dapat disimpan di sini.`);
    expect(await listHoldsOfFeed(db, second)).toEqual([]);
  });

  it("reports a feed removed while the cron syncs it as failed to apply, and goes on", async () => {
    const { second } = await clashingUnit();
    const now = new Date();
    await dueAlone(second, now);
    const removedMeanwhile: SyncOptions = {
      fetch: (async () => {
        await db.delete(icalFeed).where(eq(icalFeed.id, second));
        return new Response(ics(calendar("booking", 3, 2)), { headers: { "Content-Type": "text/calendar" } });
      }) as unknown as typeof fetch,
    };
    const [outcome] = await syncDueFeeds(context(), now, removedMeanwhile);
    expect(outcome).toMatchObject({ feedId: second, status: "failed", error: "apply_failed" });
    expect(outcome.detail).toMatch(/FOREIGN KEY/);
  });
});
