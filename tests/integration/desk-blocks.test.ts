import { SELF } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { audit, icalFeed, roomHold, roomNight } from "~/db/schema";
import { getAvailability } from "~/models/availability.server";
import { createReservation } from "~/orders/store/reservation.server";
import { holdNightsStatement, nightsOfRange } from "~/models/room-hold.server";
import { addDays, formatDate } from "~/utils/dates";
import { testDb } from "../fixtures/accommodation";
import { bookingInput, bookingWorld, doubleHeldNights, freshStay, type BookingWorld } from "../fixtures/booking";
import { signIn } from "./support/account";
import { decodeHtml, TestBrowser } from "./support/browser";
import { createUser } from "./support/db";

const db = testDb();

type Stay = { cekin: string; cekout: string; durasi: number };

/** A signed-in front-desk clerk (ROLE_FRONTDESK) reading the back office in `language`. */
async function frontDesk(language: "id" | "en" | "fr" = "id") {
  const user = await createUser({ roles: ["ROLE_USER", "ROLE_FRONTDESK"], langKey: language });
  const browser = new TestBrowser({ language });
  const response = await signIn(browser, user.login, user.password);
  await response.body?.cancel();
  return { browser, user };
}

const calendarPath = (world: BookingWorld, from: string) => `/admin/kalender?hotel=${world.hotel.id}&from=${from}&days=14`;
/** Where the calendar's forms post (an index route's action), as a browser without JavaScript sends them. */
const actionPath = (world: BookingWorld, from: string) => `/admin/kalender?index&hotel=${world.hotel.id}&from=${from}&days=14`;

function blockForm(world: BookingWorld, unitIndex: number, stay: { cekin: string; cekout: string }, keterangan = "Perbaikan atap") {
  return {
    intent: "block",
    hotel: String(world.hotel.id),
    unit: String(world.room.unitIds[unitIndex]),
    cekin: stay.cekin,
    cekout: stay.cekout,
    keterangan,
  };
}

function cellState(html: string, unit: string, date: string): string | null {
  return html.match(new RegExp(`data-unit="${unit}" data-date="${date}" data-state="(\\w+)"`))?.[1] ?? null;
}

/** The `title` of a calendar cell: what the cell means, spelled out. */
function cellTitle(html: string, unit: string, date: string): string | null {
  return html.match(new RegExp(`data-unit="${unit}" data-date="${date}" data-state="\\w+" title="([^"]*)"`))?.[1] ?? null;
}

/** The room page an anonymous visitor sees for a stay: the number of units it still offers. */
async function unitsOffered(world: BookingWorld, stay: Stay): Promise<number> {
  const path = `/room/${world.city.id}/2/1/${stay.cekin}/${stay.cekout}/${world.hotel.id}/${stay.durasi}`;
  const response = await SELF.fetch(`https://example.com${path}`, { headers: { "Accept-Language": "id" } });
  expect(response.status).toBe(200);
  const html = decodeHtml(await response.text());
  const match = html.match(/tersedia: (\d+)/);
  if (!match) throw new Error("the room page offers no unit");
  return Number(match[1]);
}

async function free(world: BookingWorld, stay: Stay) {
  return (await getAvailability(db, [world.room.id], stay)).get(world.room.id);
}

/** An OTA event held on a unit the way the import writes it: the feed, the hold, its nights. */
async function externalHold(unitId: number, stay: Stay, label: string, konflik: string[] = []) {
  const [feed] = await db
    .insert(icalFeed)
    .values({ unitId, label, url: `https://ota.example.com/${crypto.randomUUID()}.ics` })
    .returning({ id: icalFeed.id });
  const [hold] = await db
    .insert(roomHold)
    .values({
      unitId,
      kind: "EXTERNAL",
      feedId: feed.id,
      uid: `${crypto.randomUUID()}@ota.example.com`,
      cekin: stay.cekin,
      cekout: stay.cekout,
      konflik: konflik.length > 0 ? JSON.stringify(konflik) : null,
    })
    .returning({ id: roomHold.id });
  const nights = nightsOfRange(stay.cekin, stay.cekout).filter((n) => !konflik.includes(n));
  if (nights.length > 0) await holdNightsStatement(db, hold.id, unitId, nights);
  return hold.id;
}

describe("desk blocks on the front-desk calendar", () => {
  it("a block holds its nights: the room page offers one unit fewer, the calendar says 'Diblokir'; unblocking gives them back", async () => {
    const world = await bookingWorld(db, { units: 3 });
    const stay = freshStay(3);
    expect(await free(world, stay)).toBe(3);
    const { browser, user } = await frontDesk();

    const blocked = await browser.post(actionPath(world, stay.cekin), blockForm(world, 1, stay));
    expect(blocked.status).toBe(302);
    expect(blocked.headers.get("Location")).toBe(calendarPath(world, stay.cekin));
    expect(await free(world, stay)).toBe(2);
    expect(await unitsOffered(world, stay)).toBe(2);

    const calendar = await browser.visit(calendarPath(world, stay.cekin));
    expect(calendar.response.status).toBe(200);
    expect(calendar.html).toContain("Kamar 102 diblokir.");
    for (const night of nightsOfRange(stay.cekin, stay.cekout)) expect(cellState(calendar.html, "102", night)).toBe("blocked");
    expect(cellState(calendar.html, "102", stay.cekout)).toBe("free");
    expect(cellTitle(calendar.html, "102", stay.cekin)).toBe("Kamar 102 diblokir: Perbaikan atap");
    expect(calendar.html).toContain(">Diblokir</a>");
    const [block] = await db.select().from(roomHold).where(eq(roomHold.unitId, world.room.unitIds[1]));
    expect(block).toMatchObject({ kind: "BLOCK", keterangan: "Perbaikan atap", createdBy: user.login, feedId: null });
    expect(calendar.html).toContain(`href="#hold-${block.id}"`);
    expect(calendar.html).toContain("Buka blokir");

    const audits = await db.select().from(audit).where(and(eq(audit.type, "UNIT_BLOCKED"), eq(audit.principal, user.login)));
    expect(audits).toHaveLength(1);

    const opened = await browser.post(actionPath(world, stay.cekin), { intent: "unblock", block: String(block.id) });
    expect(opened.status).toBe(302);
    expect(await free(world, stay)).toBe(3);
    expect(await db.select().from(roomNight).where(eq(roomNight.holdId, block.id))).toEqual([]);
    expect(await db.select().from(roomHold).where(eq(roomHold.id, block.id))).toEqual([]);
    expect(await db.select().from(audit).where(and(eq(audit.type, "UNIT_UNBLOCKED"), eq(audit.principal, user.login)))).toHaveLength(1);
    const after = await browser.visit(calendarPath(world, stay.cekin));
    expect(cellState(after.html, "102", stay.cekin)).toBe("free");

    // Unblocking twice (a second tab, a back button) is a clear 404, not an error page of the server.
    const again = await browser.post(actionPath(world, stay.cekin), { intent: "unblock", block: String(block.id) });
    expect(again.status).toBe(404);
    expect(decodeHtml(await again.text())).toContain("Blokir ini sudah tidak ada.");
  });

  it("a block over a booked night is refused, listing the night, and writes nothing", async () => {
    const world = await bookingWorld(db, { units: 1 });
    const stay = freshStay(2);
    const booked = await createReservation(db, bookingInput(world, stay));
    if (!booked.ok) throw new Error("booking failed");
    const { browser } = await frontDesk();
    const wider = { cekin: addDays(stay.cekin, -2), cekout: addDays(stay.cekin, 1) };
    const refused = await browser.post(actionPath(world, wider.cekin), blockForm(world, 0, wider));
    expect(refused.status).toBe(409);
    const html = decodeHtml(await refused.text());
    expect(html).toContain(`Tidak dapat memblokir: 1 malam sudah terisi (${formatDate(stay.cekin, "stay", "id")}).`);
    expect(await db.select().from(roomHold).where(eq(roomHold.unitId, world.room.unitIds[0]))).toEqual([]);
    expect(await doubleHeldNights(db)).toBe(0);
  });

  it("French staff without JavaScript see the refusal and the field errors in French, never a 500", async () => {
    const world = await bookingWorld(db, { units: 1 });
    const stay = freshStay(3);
    const booked = await createReservation(db, bookingInput(world, stay));
    if (!booked.ok) throw new Error("booking failed");
    const { browser } = await frontDesk("fr");
    const refused = await browser.post(actionPath(world, stay.cekin), blockForm(world, 0, stay, "Travaux"));
    expect(refused.status).toBe(409);
    const html = decodeHtml(await refused.text());
    const nights = nightsOfRange(stay.cekin, stay.cekout).map((n) => formatDate(n, "stay", "fr"));
    expect(html).toContain(`Blocage impossible : 3 nuits sont déjà prises (${nights.join(", ")}).`);
    expect(html).toContain('lang="fr"');

    const cases: [Record<string, string>, string][] = [
      [{ cekin: "2020-01-01", cekout: "2020-01-03" }, "La date de début est passée."],
      [{ cekin: stay.cekin, cekout: stay.cekin }, "La date de fin doit être après la date de début."],
      [{ cekin: stay.cekin, cekout: addDays(stay.cekin, 366) }, "365 nuits au plus."],
      [{ cekin: "2026-02-30", cekout: stay.cekout }, "Date non valide."],
      [{ keterangan: "   " }, "Obligatoire."],
      [{ keterangan: "x".repeat(201) }, "200 caractères au plus."],
      [{ unit: "abc" }, "Choisissez une chambre de cet établissement."],
      [{ unit: "999999999" }, "Choisissez une chambre de cet établissement."],
    ];
    for (const [overrides, message] of cases) {
      const response = await browser.post(actionPath(world, stay.cekin), { ...blockForm(world, 0, stay), ...overrides });
      expect(response.status, message).toBe(400);
      expect(decodeHtml(await response.text()), message).toContain(message);
    }
    const garbage = await browser.post(actionPath(world, stay.cekin), { intent: "unblock", block: "1; drop table" });
    expect(garbage.status).toBe(400);
    expect(decodeHtml(await garbage.text())).toContain("Requête non valide.");
    expect(await db.select().from(roomHold).where(eq(roomHold.unitId, world.room.unitIds[0]))).toEqual([]);
  });

  it("keeps a reason of exactly 200 characters whole, in the cell's title and in the list of holds", async () => {
    const world = await bookingWorld(db, { units: 2 });
    const stay = freshStay(1);
    const reason = `Renovasi kamar mandi dan pengecatan ulang dinding; ${"tukang datang pagi, ".repeat(8)}`.padEnd(200, "x").slice(0, 200);
    expect(reason).toHaveLength(200);
    const { browser } = await frontDesk();
    const blocked = await browser.post(actionPath(world, stay.cekin), blockForm(world, 0, stay, reason));
    expect(blocked.status).toBe(302);
    const calendar = await browser.visit(calendarPath(world, stay.cekin));
    expect(cellTitle(calendar.html, "101", stay.cekin)).toBe(`Kamar 101 diblokir: ${reason}`);
    expect(calendar.html).toContain(`<dd class="desk-holds__reason">${reason}</dd>`);
  });

  it("an imported OTA event shows its channel's name in its cells, even a long one", async () => {
    const world = await bookingWorld(db, { units: 2 });
    const stay = freshStay(2);
    const label = "Booking.com — Cottage Kebun Apel, kamar keluarga dengan pemandangan gunung Arjuno (iCal utama)";
    await externalHold(world.room.unitIds[1], stay, label);
    expect(await free(world, stay)).toBe(1);
    const { browser } = await frontDesk();
    const calendar = await browser.visit(calendarPath(world, stay.cekin));
    for (const night of nightsOfRange(stay.cekin, stay.cekout)) {
      expect(cellState(calendar.html, "102", night)).toBe("external");
      expect(cellTitle(calendar.html, "102", night)).toBe(`Kamar 102 terjual di ${label}`);
    }
    expect(calendar.html).toContain(`>${label}</a>`);
    expect(calendar.html).toContain("Terjual di kanal lain (nama kanal tertulis di sel)");
    // An imported event is not the desk's to unblock.
    expect(calendar.html).not.toContain("Buka blokir");
  });

  it("a double sale shows 'Bentrok' on the booked night and in the conflict list with the booking's code", async () => {
    const world = await bookingWorld(db, { units: 1 });
    const stay = freshStay(2);
    const booked = await createReservation(db, bookingInput(world, stay));
    if (!booked.ok) throw new Error("booking failed");
    const { browser } = await frontDesk();
    const empty = await browser.visit(`/admin/kalender/bentrok?hotel=${world.hotel.id}`);
    expect(empty.response.status).toBe(200);
    expect(empty.html).toContain("Tidak ada bentrok.");

    // Airbnb sold the booked first night and the free night after the stay.
    const event = { cekin: stay.cekin, cekout: addDays(stay.cekout, 1), durasi: 3 };
    await externalHold(world.room.unitIds[0], event, "Airbnb", [stay.cekin, addDays(stay.cekin, 1)]);
    const calendar = await browser.visit(calendarPath(world, stay.cekin));
    expect(cellState(calendar.html, "101", stay.cekin)).toBe("conflict");
    expect(cellTitle(calendar.html, "101", stay.cekin)).toContain(`Bentrok: ${booked.reservation.kodeBooking}`);
    expect(cellTitle(calendar.html, "101", stay.cekin)).toContain("juga terjual di Airbnb");
    expect(cellState(calendar.html, "101", stay.cekout)).toBe("external");

    const list = await browser.visit(`/admin/kalender/bentrok?hotel=${world.hotel.id}`);
    expect(list.response.status).toBe(200);
    expect(list.html).toContain(`href="/admin/reservasi/${booked.reservation.kodeBooking}"`);
    expect(list.html).toContain("Airbnb");
    expect(list.html).toContain(formatDate(stay.cekin, "stay", "id"));
    expect(list.html).toContain("Batalkan pesanan di Airbnb");
    expect((await browser.visit(`/admin/kalender/bentrok?hotel=abc`)).response.status).toBe(400);
    expect((await browser.visit(`/admin/kalender/bentrok?hotel=999999999`)).response.status).toBe(404);
  });
});
