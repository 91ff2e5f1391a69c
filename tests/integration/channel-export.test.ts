import { desc, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { audit, icalFeed, reservation, roomHold, roomNight } from "~/db/schema";
import { createReservation } from "~/orders/store/reservation.server";
import { holdNightsStatement, nightsOfRange } from "~/models/room-hold.server";
import { addDays, todayInJakarta } from "~/utils/dates";
import { bookingInput, bookingWorld, type BookingWorld } from "../fixtures/booking";
import { TestBrowser } from "./support/browser";
import { staffBrowser } from "./support/crud";
import { db } from "./support/db";

/** The events of a feed as an OTA's parser reads them. */
function events(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return { start: event.startDate.toString(), end: event.endDate.toString(), summary: event.summary, uid: event.uid };
  });
}

/** The path and query of a feed URL shown on the channel page. */
function feedPath(html: string, kind: "kamar" | "tipe", id: number): string {
  const match = new RegExp(`https?://[^/"]+(/ical/${kind}/${id}\\.ics\\?token=[A-Za-z0-9_-]+)`).exec(html);
  if (!match) throw new Error(`no ${kind} feed URL on the page`);
  return match[1];
}

describe("iCal export and the channel page (/admin/kanal)", () => {
  const today = todayInJakarta();
  const day = (n: number) => addDays(today, n);
  let world: BookingWorld;
  let unitId: number;
  const guests: { nama: string; email: string; telepon: string; kode: string }[] = [];

  beforeAll(async () => {
    world = await bookingWorld(db, { units: 2 });
    // A: both units, nights +30 and +31; B: one unit, from A's check-out day; then a desk block on B's unit.
    const a = await createReservation(db, bookingInput(world, { cekin: day(30), cekout: day(32), durasi: 2, kamar: 2, email: "ana@example.test" }));
    const b = await createReservation(db, bookingInput(world, { cekin: day(32), cekout: day(35), durasi: 3, kamar: 1, email: "budi@example.test" }));
    if (!a.ok || !b.ok) throw new Error("booking failed");
    for (const [r, email] of [[a, "ana@example.test"], [b, "budi@example.test"]] as const) {
      guests.push({ nama: "Siti Aminah", email, telepon: "081234567890", kode: r.reservation.kodeBooking });
    }
    const [held] = await db.select({ unitId: roomNight.unitId }).from(roomNight).where(eq(roomNight.reservationId, b.reservation.id)).limit(1);
    unitId = held.unitId;
    await db.batch([
      db.insert(roomHold).values({ unitId, kind: "BLOCK", cekin: day(40), cekout: day(43), keterangan: "Perbaikan atap" }),
      holdNightsStatement(db, null, unitId, nightsOfRange(day(40), day(43))),
    ]);
    expect(await db.select().from(reservation).where(eq(reservation.id, a.reservation.id))).toHaveLength(1);
  });

  it("publishes a unit's bookings and block as exactly three ranges, with no guest data", async () => {
    const admin = await staffBrowser(["ROLE_USER", "ROLE_ADMIN"], "en");
    const page = await admin.visit(`/admin/kanal/${unitId}`);
    expect(page.response.status).toBe(200);
    const ota = new TestBrowser({ language: "en" });
    const feed = await ota.get(feedPath(page.html, "kamar", unitId));
    expect(feed.status).toBe(200);
    expect(feed.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(feed.headers.get("Cache-Control")).toBe("private, max-age=300");
    const text = await feed.text();
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(events(text).map(({ start, end, summary }) => ({ start, end, summary }))).toEqual([
      { start: day(30), end: day(32), summary: "Not available" },
      { start: day(32), end: day(35), summary: "Not available" },
      { start: day(40), end: day(43), summary: "Not available" },
    ]);
    for (const guest of guests) {
      for (const secret of [guest.nama, guest.email, guest.telepon, guest.kode]) expect(text).not.toContain(secret);
    }
    expect(text).not.toContain("Perbaikan atap");
  });

  it("publishes the room type's free units per night", async () => {
    const admin = await staffBrowser(["ROLE_USER", "ROLE_ADMIN"], "en");
    const page = await admin.visit(`/admin/kanal/${unitId}`);
    const feed = await new TestBrowser({ language: "en" }).get(feedPath(page.html, "tipe", world.room.id));
    expect(feed.status).toBe(200);
    const ranges = events(await feed.text()).map(({ start, end, summary }) => [start, end, summary]);
    expect(ranges).toEqual([
      [day(0), day(30), "2 units free"],
      [day(30), day(32), "0 units free"],
      [day(32), day(35), "1 unit free"],
      [day(35), day(40), "2 units free"],
      [day(40), day(43), "1 unit free"],
      [day(43), day(365), "2 units free"],
    ]);
  });

  it("answers a wrong, missing or old token, an unknown id and a file not ending in .ics with a bare 404", async () => {
    const admin = await staffBrowser(["ROLE_USER", "ROLE_ADMIN"], "id");
    const path = feedPath((await admin.visit(`/admin/kanal/${unitId}`)).html, "kamar", unitId);
    const token = new URL(path, "https://x").searchParams.get("token");
    const ota = new TestBrowser();
    for (const bad of [
      `/ical/kamar/${unitId}.ics?token=${"A".repeat(43)}`,
      `/ical/kamar/${unitId}.ics`,
      `/ical/kamar/999999999.ics?token=${token}`,
      `/ical/tipe/${world.room.id}.ics?token=${token}`,
      `/ical/kamar/${unitId}.ical?token=${token}`,
      `/ical/kamar/${unitId}?token=${token}`,
    ]) {
      const response = await ota.get(bad);
      expect(response.status, bad).toBe(404);
      expect(response.headers.get("Content-Type"), bad).toMatch(/^text\/plain/);
      await response.arrayBuffer();
    }
  });

  it("regenerates a link without JavaScript for French staff: the old URL answers 404, the new one works, audited", async () => {
    const browser = await staffBrowser(["ROLE_USER", "ROLE_FRONTDESK"], "fr");
    const before = await browser.visit(`/admin/kanal/${unitId}`);
    expect(before.html).toContain("Régénérer le lien");
    expect(before.html).toContain("chaque OTA qui l'utilise doit recevoir le nouveau lien");
    const oldPath = feedPath(before.html, "kamar", unitId);
    const typePath = feedPath(before.html, "tipe", world.room.id);

    const posted = await browser.post(`/admin/kanal/${unitId}`, { intent: "regenerate", target: "unit" });
    expect(posted.status).toBe(302);
    expect(posted.headers.get("Location")).toBe(`/admin/kanal/${unitId}`);
    const after = await browser.visit(`/admin/kanal/${unitId}`);
    expect(after.html).toContain("Nouveau lien créé.");
    const newPath = feedPath(after.html, "kamar", unitId);
    expect(newPath).not.toBe(oldPath);
    expect(feedPath(after.html, "tipe", world.room.id)).toBe(typePath);

    const ota = new TestBrowser();
    expect((await ota.get(oldPath)).status).toBe(404);
    expect((await ota.get(newPath)).status).toBe(200);
    const [entry] = await db.select().from(audit).where(eq(audit.type, "RECORD_UPDATED")).orderBy(desc(audit.id)).limit(1);
    expect(entry.data).toMatchObject({ entity: "ical_export", unitId });
  });

  it("lists the property's units with their feeds' state, and keeps other roles out", async () => {
    const desk = await staffBrowser(["ROLE_USER", "ROLE_MANAJEMEN"], "en");
    const list = await desk.visit(`/admin/kanal?hotel=${world.hotel.id}`);
    expect(list.response.status).toBe(200);
    expect(list.html).toContain(`href="/admin/kanal/${unitId}"`);
    expect(list.html).toContain("No calendars");
    expect((await desk.visit("/admin/kanal?hotel=abc")).response.status).toBe(400);

    // The kamar master list links every unit to its channel page.
    const admin = await staffBrowser(["ROLE_USER", "ROLE_ADMIN"], "en");
    const master = await admin.visit(`/master/kamar?sort=id,desc`);
    expect(master.html).toMatch(/href="\/admin\/kanal\/\d+">Channels<\/a>/);

    const chat = await staffBrowser(["ROLE_USER", "ROLE_CS"], "id");
    expect((await chat.visit("/admin/kanal")).response.status).toBe(403);
    expect((await chat.visit(`/admin/kanal/${unitId}`)).response.status).toBe(403);
    const refused = await chat.post(`/admin/kanal/${unitId}`, { intent: "regenerate", target: "type" });
    expect(refused.status).toBe(403);
    await refused.arrayBuffer();
  });

  it("explains a missing name in French on the add form, 400, and adds nothing (the import service is not called)", async () => {
    const browser = await staffBrowser(["ROLE_USER", "ROLE_FRONTDESK"], "fr");
    const longUrl = `https://calendrier.example.org/${"tres-long-chemin/".repeat(120)}export.ics`;
    const response = await browser.post(`/admin/kanal/${unitId}`, { intent: "add", label: "  ", url: longUrl });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Indiquez un nom pour le calendrier.");
    expect(html).toContain("L&#x27;adresse peut compter au plus 2000 caractères.");
    const empty = await browser.post(`/admin/kanal/${unitId}`, { intent: "add", label: "Airbnb", url: "" });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Indiquez l&#x27;adresse du calendrier.");
    expect(await db.select().from(icalFeed).where(eq(icalFeed.unitId, unitId))).toEqual([]);
  });
});
