import { createExecutionContext, env } from "cloudflare:test";
import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { audit, icalFeed, outbox } from "~/db/schema";
import { parseEnv } from "~/env.server";
import { countFreeUnits } from "~/models/availability.server";
import { getFeed, insertFeed } from "~/models/ical-feed.server";
import { countHeldNights, listHoldsOfFeed } from "~/models/ical-import.server";
import { createReservation } from "~/orders/store/reservation.server";
import { addFeed, removeFeed, syncDueFeeds, syncFeed, type SyncOptions } from "~/services/channel-sync.server";
import { addDays, todayInJakarta } from "~/utils/dates";
import { testDb } from "../fixtures/accommodation";
import { bookingInput, bookingWorld, freshStay } from "../fixtures/booking";

const db = testDb();
const appEnv = parseEnv(env as never);
const context = (production = false) => ({ db, env: { ...appEnv, isProduction: production }, ctx: createExecutionContext() });

type Ev = { uid: string; from: string; to: string };
const ymd = (d: string) => d.replaceAll("-", "");
function ics(events: Ev[]) {
  const lines = ["BEGIN:VCALENDAR", "PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN", "VERSION:2.0"];
  for (const e of events) {
    lines.push(
      "BEGIN:VEVENT",
      `DTEND;VALUE=DATE:${ymd(e.to)}`,
      `DTSTART;VALUE=DATE:${ymd(e.from)}`,
      `UID:${e.uid}`,
      "DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/",
      " HMABCDEF12\\nPhone Number (Last 4 Digits): 1234",
      "SUMMARY:Reserved",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.join("\r\n") + "\r\n";
}

/** A fake OTA: the test decides each answer. */
function ota(answer: (request: Request, signal: AbortSignal | undefined) => Response | Promise<Response>): SyncOptions {
  return {
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) =>
      answer(new Request(String(input), { headers: init?.headers }), init?.signal ?? undefined)) as typeof fetch,
  };
}
const serve = (events: Ev[], etag = '"v1"') =>
  ota(() => new Response(ics(events), { headers: { "Content-Type": "text/calendar", ETag: etag } }));

async function unitWithFeed(url = "https://www.airbnb.com/calendar/ical/1.ics?s=x", units = 2) {
  const world = await bookingWorld(db, { units });
  const label = `Airbnb ${crypto.randomUUID().slice(0, 8)}`;
  const feedId = (await insertFeed(db, { unitId: world.room.unitIds[0], label, url }))!;
  return { world, feedId, label };
}

describe("importing an OTA calendar", () => {
  it("holds an event's nights, moves them when the event moves and releases them when it is gone", async () => {
    const { world, feedId } = await unitWithFeed();
    const stay = freshStay(3);
    expect(await countFreeUnits(db, world.room.id, stay)).toBe(2);

    const first = await syncFeed(context(), feedId, new Date(), serve([{ uid: "a@airbnb.com", from: stay.cekin, to: stay.cekout }]));
    expect(first).toMatchObject({ status: "synced", events: 1, held: 1, released: 0, conflicts: 0, error: null });
    expect(await countFreeUnits(db, world.room.id, stay)).toBe(1);
    expect(await countHeldNights(db, [feedId])).toBe(3);

    const later = { cekin: addDays(stay.cekin, 10), cekout: addDays(stay.cekin, 12) };
    const moved = await syncFeed(context(), feedId, new Date(), serve([{ uid: "a@airbnb.com", from: later.cekin, to: later.cekout }], '"v2"'));
    expect(moved).toMatchObject({ status: "synced", held: 1, released: 0 });
    expect(await countFreeUnits(db, world.room.id, stay)).toBe(2);
    expect(await countFreeUnits(db, world.room.id, later)).toBe(1);

    const gone = await syncFeed(context(), feedId, new Date(), serve([], '"v3"'));
    expect(gone).toMatchObject({ status: "synced", events: 0, released: 1 });
    expect(await countFreeUnits(db, world.room.id, later)).toBe(2);
    expect(await listHoldsOfFeed(db, feedId)).toEqual([]);
    expect(await getFeed(db, feedId)).toMatchObject({ lastError: null, eventCount: 0, etag: '"v3"' });
  });

  it("keeps everything when the OTA answers 304 Not Modified", async () => {
    const { world, feedId } = await unitWithFeed();
    const stay = freshStay(2);
    await syncFeed(context(), feedId, new Date(), serve([{ uid: "k", from: stay.cekin, to: stay.cekout }], '"same"'));
    const seen: (string | null)[] = [];
    const outcome = await syncFeed(
      context(),
      feedId,
      new Date(),
      ota((request) => {
        seen.push(request.headers.get("If-None-Match"));
        return new Response(null, { status: 304 });
      }),
    );
    expect(seen).toEqual(['"same"']);
    expect(outcome).toMatchObject({ status: "notModified", events: 1 });
    expect(await countFreeUnits(db, world.room.id, stay)).toBe(1);
    expect(await getFeed(db, feedId)).toMatchObject({ eventCount: 1, lastError: null });
  });

  it("holds only the free nights of an event that overlaps a web booking, and e-mails the conflict once", async () => {
    const { world, feedId, label } = await unitWithFeed(undefined, 1);
    const stay = freshStay(2);
    const booked = await createReservation(db, bookingInput(world, stay));
    if (!booked.ok) throw new Error("booking failed");
    const event = { uid: "overlap@airbnb.com", from: stay.cekin, to: addDays(stay.cekout, 1) };

    const outcome = await syncFeed(context(), feedId, new Date(), serve([event]));
    expect(outcome).toMatchObject({ status: "synced", held: 1, conflicts: 1 });
    const [hold] = await listHoldsOfFeed(db, feedId);
    expect(JSON.parse(hold.konflik!)).toEqual([stay.cekin, addDays(stay.cekin, 1)]);
    expect(await countHeldNights(db, [feedId])).toBe(1);
    expect(await countFreeUnits(db, world.room.id, { cekin: stay.cekout, cekout: addDays(stay.cekout, 1) })).toBe(0);

    await syncFeed(context(), feedId, new Date(), serve([event], '"v2"'));
    const mails = await db.select().from(outbox).where(like(outbox.subject, `%${label}%`));
    expect(mails).toHaveLength(1);
    expect(mails[0].kind).toBe("ical-conflict");
    expect(mails[0].text).toContain(booked.reservation.kodeBooking);
    expect(mails[0].text).toContain("/admin/kalender");
  });

  it.each([
    ["http://10.0.0.1/a.ics", false],
    ["http://169.254.169.254/latest/meta-data", false],
    ["https://[::1]/a.ics", true],
    ["https://[::a9fe:a9fe]/latest/meta-data", true],
    ["https://[2002:7f00:1::]/a.ics", true],
  ])("refuses the private address %s and records it on the feed", async (url, production) => {
    const { feedId } = await unitWithFeed(url);
    let asked = false;
    const outcome = await syncFeed(context(production), feedId, new Date(), ota(() => ((asked = true), new Response(""))));
    expect(asked).toBe(false);
    expect(outcome).toMatchObject({ status: "failed", error: "private_host" });
    expect(await getFeed(db, feedId)).toMatchObject({ lastError: "private_host" });
  });

  it("refuses a redirect to a private address", async () => {
    const { feedId } = await unitWithFeed();
    const asked: string[] = [];
    const outcome = await syncFeed(
      context(true),
      feedId,
      new Date(),
      ota((request) => {
        asked.push(request.url);
        return new Response(null, { status: 302, headers: { Location: "http://192.168.1.1/cal.ics" } });
      }),
    );
    expect(asked).toHaveLength(1);
    expect(outcome).toMatchObject({ status: "failed", error: "private_host" });
    expect(await getFeed(db, feedId)).toMatchObject({ lastError: "private_host", lastErrorDetail: "http://192.168.1.1/cal.ics" });
  });

  it("refuses a feed over 1 MiB, whether or not it says so, and a feed that does not answer in time", async () => {
    const { world, feedId } = await unitWithFeed();
    const stay = freshStay(2);
    await syncFeed(context(), feedId, new Date(), serve([{ uid: "kept", from: stay.cekin, to: stay.cekout }]));
    const big = "X".repeat(1024 * 1024 + 10);
    const streamed = ota(
      () =>
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(new TextEncoder().encode(big));
              controller.close();
            },
          }),
        ),
    );
    expect(await syncFeed(context(), feedId, new Date(), streamed)).toMatchObject({ status: "failed", error: "too_large" });
    const declared = ota(() => new Response("BEGIN:VCALENDAR", { headers: { "Content-Length": String(5 * 1024 * 1024) } }));
    expect(await syncFeed(context(), feedId, new Date(), declared)).toMatchObject({ status: "failed", error: "too_large" });

    const slow: SyncOptions = {
      timeoutMs: 50,
      ...ota(
        (_request, signal) =>
          new Promise<Response>((_, reject) => signal?.addEventListener("abort", () => reject(signal.reason), { once: true })),
      ),
    };
    expect(await syncFeed(context(), feedId, new Date(), slow)).toMatchObject({ status: "failed", error: "timeout" });
    expect(await getFeed(db, feedId)).toMatchObject({ lastError: "timeout" });
    // A failed sync changes no hold.
    expect(await countFreeUnits(db, world.room.id, stay)).toBe(1);
  });

  it("records an HTML page as not a calendar, and an error status with its code", async () => {
    const { feedId } = await unitWithFeed();
    const html = ota(() => new Response("<!doctype html><title>Sign in</title>", { headers: { "Content-Type": "text/html" } }));
    expect(await syncFeed(context(), feedId, new Date(), html)).toMatchObject({ status: "failed", error: "not_calendar" });
    const gone = ota(() => new Response("gone", { status: 410 }));
    expect(await syncFeed(context(), feedId, new Date(), gone)).toMatchObject({ status: "failed", error: "http_status", detail: "410" });
  });

  it("goes on with the next due feed when one is broken", async () => {
    const now = new Date();
    await db.update(icalFeed).set({ lastSyncAt: now });
    const broken = await unitWithFeed("https://broken.example.com/a.ics");
    const good = await unitWithFeed("https://good.example.com/a.ics");
    const stay = freshStay(2);
    const options = ota((request) => {
      if (request.url.includes("broken")) throw new TypeError("connection reset");
      return new Response(ics([{ uid: "g", from: stay.cekin, to: stay.cekout }]));
    });
    const outcomes = await syncDueFeeds(context(), now, options);
    expect(outcomes.map((o) => [o.feedId, o.status])).toEqual([
      [broken.feedId, "failed"],
      [good.feedId, "synced"],
    ]);
    expect(await getFeed(db, broken.feedId)).toMatchObject({ lastError: "network", lastErrorDetail: "connection reset" });
    expect(await countFreeUnits(db, good.world.room.id, stay)).toBe(1);
    // Synced just now: not due again until ICAL_SYNC_MINUTES have passed.
    expect(await syncDueFeeds(context(), now, options)).toEqual([]);
  });

  it("imports a 2 000-event Airbnb calendar with folded lines in one go", async () => {
    const { world, feedId } = await unitWithFeed();
    const today = todayInJakarta();
    const events = Array.from({ length: 2000 }, (_, i) => ({
      uid: `${i.toString(16).padStart(12, "0")}-${"f".repeat(24)}@airbnb.com`,
      from: addDays(today, 1 + (i % 700)),
      to: addDays(today, 2 + (i % 700)),
    }));
    const outcome = await syncFeed(context(), feedId, new Date(), serve(events));
    expect(outcome).toMatchObject({ status: "synced", events: 2000, held: 2000, conflicts: 0 });
    expect(await countHeldNights(db, [feedId])).toBe(700);
    expect(await countFreeUnits(db, world.room.id, { cekin: addDays(today, 350), cekout: addDays(today, 352) })).toBe(1);
    const again = await syncFeed(context(), feedId, new Date(), serve(events, '"v2"'));
    expect(again).toMatchObject({ status: "synced", held: 0, released: 0 });
    expect(await db.select({ id: icalFeed.id }).from(icalFeed).where(eq(icalFeed.id, feedId))).toHaveLength(1);
  });

  it("adds a feed once per unit, refuses a bad label, unit or address, and removing it frees its nights", async () => {
    const world = await bookingWorld(db, { units: 1 });
    const unitId = world.room.unitIds[0];
    const actor = { login: "admin", remoteAddress: "203.0.113.9" };
    const url = `https://www.airbnb.com/calendar/ical/${"9".repeat(1900)}.ics?s=${crypto.randomUUID()}`;
    const added = await addFeed(context(), actor, { unitId, label: "  Airbnb  ", url });
    if (!added.ok) throw new Error(added.error);
    expect(await addFeed(context(), actor, { unitId, label: "Lagi", url })).toEqual({ ok: false, error: "duplicate" });
    expect(await addFeed(context(), actor, { unitId, label: " ", url: `${url}x` })).toEqual({ ok: false, error: "badLabel" });
    expect(await addFeed(context(), actor, { unitId, label: "x".repeat(61), url: `${url}x` })).toEqual({ ok: false, error: "badLabel" });
    expect(await addFeed(context(), actor, { unitId: 999_999, label: "Airbnb", url: `${url}x` })).toEqual({ ok: false, error: "unknownUnit" });
    expect(await addFeed(context(true), actor, { unitId, label: "Airbnb", url: "http://www.airbnb.com/a.ics" })).toEqual({
      ok: false,
      error: "not_https",
    });
    expect(await getFeed(db, added.id)).toMatchObject({ label: "Airbnb", url });

    const stay = freshStay(2);
    await syncFeed(context(), added.id, new Date(), serve([{ uid: "r", from: stay.cekin, to: stay.cekout }]));
    expect(await countFreeUnits(db, world.room.id, stay)).toBe(0);
    expect(await removeFeed(context(), actor, added.id)).toBe(true);
    expect(await removeFeed(context(), actor, added.id)).toBe(false);
    expect(await countFreeUnits(db, world.room.id, stay)).toBe(1);
    const rows = await db.select().from(audit).where(like(audit.data, `%"ical_feed ${added.id}"%`));
    expect(rows.map((r) => r.type).sort()).toEqual(["RECORD_CREATED", "RECORD_DELETED"]);
  });
});
