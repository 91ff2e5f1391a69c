import { describe, expect, it } from "vitest";
import { getTapeChart } from "~/orders/store/occupancy.server";
import { createReservation } from "~/orders/store/reservation.server";
import { setHotelScope } from "~/models/staff-scope.server";
import { addDays, todayInJakarta } from "~/utils/dates";
import type { Bar } from "~/utils/calendar-cells";
import { testDb } from "../fixtures/accommodation";
import { bookingInput, bookingWorld, freshStay, type BookingWorld } from "../fixtures/booking";
import { signIn } from "./support/account";
import { TestBrowser } from "./support/browser";
import { createUser } from "./support/db";
import { staffBrowser } from "./support/desk";

const db = testDb();

async function bookGuest(world: BookingWorld, nama: string, stay: { cekin: string; cekout: string; durasi: number }) {
  const input = bookingInput(world, stay);
  const result = await createReservation(db, { ...input, guest: { ...input.guest, nama } });
  if (!result.ok) throw new Error(`booking failed: ${result.reason}`);
  return result.reservation;
}

/** Two estates, each with a three-night booking starting on the same day. */
async function twoEstates() {
  const a = await bookingWorld(db, { units: 2 });
  const b = await bookingWorld(db, { units: 2 });
  const stay = freshStay(3);
  const tag = crypto.randomUUID().slice(0, 8);
  const inA = await bookGuest(a, `Made Wirawan ${tag}`, stay);
  const inB = await bookGuest(b, `Putu Sari ${tag}`, stay);
  return { a, b, stay, tag, inA, inB };
}

const barsOf = (rows: { hotelId: number; segments: { kind: string; bar?: Bar }[] }[], hotelId: number) =>
  rows.filter((r) => r.hotelId === hotelId).flatMap((r) => r.segments.flatMap((s) => (s.kind === "bar" && s.bar ? [s.bar] : [])));

describe("tape chart", () => {
  it("returns the units of two estates in one window with each booking as one bar carrying the guest's name", async () => {
    const { a, b, stay, tag, inA, inB } = await twoEstates();
    const chart = await getTapeChart(
      db,
      { scope: [a.hotel.id, b.hotel.id], hotelId: null, roomTypeId: null, from: stay.cekin, days: 14 },
      todayInJakarta(),
    );
    expect(chart.dates).toHaveLength(14);
    expect(new Set(chart.rows.map((r) => r.hotelId))).toEqual(new Set([a.hotel.id, b.hotel.id]));
    expect(chart.rows).toHaveLength(4);
    const [barA] = barsOf(chart.rows, a.hotel.id);
    expect(barA).toMatchObject({ kode: inA.kodeBooking, guest: `Made Wirawan ${tag}`, date: stay.cekin, nights: 3, before: false, after: false });
    expect(barA.tone).toBe("waiting");
    expect(barA.mode).toBe("WEB");
    expect(barsOf(chart.rows, b.hotel.id).map((bar) => bar.guest)).toEqual([`Putu Sari ${tag}`]);
    // Each row covers every day of the window exactly once.
    for (const row of chart.rows) {
      const span = row.segments.reduce((sum, s) => sum + (s.kind === "bar" ? s.bar.nights : 1), 0);
      expect(span).toBe(14);
    }
    expect(inB.kodeBooking).not.toBe(inA.kodeBooking);
  });

  it("clips a booking that starts before the window and keeps to the account's estates", async () => {
    const { a, b, stay, inA } = await twoEstates();
    const from = addDays(stay.cekin, 1);
    const chart = await getTapeChart(db, { scope: [a.hotel.id], hotelId: null, roomTypeId: null, from, days: 7 }, todayInJakarta());
    expect(chart.rows.every((r) => r.hotelId === a.hotel.id)).toBe(true);
    expect(barsOf(chart.rows, b.hotel.id)).toEqual([]);
    const [bar] = barsOf(chart.rows, a.hotel.id);
    expect(bar).toMatchObject({ kode: inA.kodeBooking, date: from, nights: 2, before: true, after: false });

    // A window ending inside the stay marks the bar as going on.
    const short = await getTapeChart(db, { scope: [a.hotel.id], hotelId: null, roomTypeId: a.room.id, from: addDays(stay.cekin, -6), days: 7 }, todayInJakarta());
    expect(barsOf(short.rows, a.hotel.id)[0]).toMatchObject({ nights: 1, after: true });
  });

  it("shows every estate of the account on one page by default, bars linking to the reservation and empty cells to a walk-in", async () => {
    const { a, b, stay, tag, inA, inB } = await twoEstates();
    const { browser, user } = await staffBrowser(["ROLE_USER", "ROLE_FRONTDESK"]);
    await setHotelScope(db, user.id, [a.hotel.id, b.hotel.id]);
    const { response, html } = await browser.visit(`/admin/kalender?from=${stay.cekin}&days=7`);
    expect(response.status).toBe(200);
    expect(html).toContain(`Made Wirawan ${tag}`);
    expect(html).toContain(`Putu Sari ${tag}`);
    expect(html).toContain(`href="/admin/reservasi/${inA.kodeBooking}"`);
    expect(html).toMatch(new RegExp(`colSpan="3"|colspan="3"`));
    expect(html).toContain(`/admin/kalender/pesan?hotel=${b.hotel.id}&unit=`);
    expect(html).toContain("Semua estate");

    // Scoped to estate A only: B's booking and B itself are out of reach.
    await setHotelScope(db, user.id, [a.hotel.id]);
    const scoped = await browser.visit(`/admin/kalender?from=${stay.cekin}&days=7`);
    expect(scoped.html).toContain(`Made Wirawan ${tag}`);
    expect(scoped.html).not.toContain(`Putu Sari ${tag}`);
    expect(scoped.html).not.toContain(inB.kodeBooking);
    expect((await browser.visit(`/admin/kalender?hotel=${b.hotel.id}`)).response.status).toBe(404);
    expect((await browser.visit(`/admin/kalender?tipe=${b.room.id}`)).response.status).toBe(404);
  });

  it("opens every estate on a week and one estate on two weeks, unless the range is asked for", async () => {
    const { a, b } = await twoEstates();
    const { browser, user } = await staffBrowser(["ROLE_USER", "ROLE_FRONTDESK"]);
    await setHotelScope(db, user.id, [a.hotel.id, b.hotel.id]);
    const selected = (html: string) => /<option value="(\d+)" selected/.exec(html.slice(html.indexOf('name="days"')))?.[1];
    expect(selected((await browser.visit("/admin/kalender")).html)).toBe("7");
    expect(selected((await browser.visit(`/admin/kalender?hotel=${a.hotel.id}`)).html)).toBe("14");
    expect(selected((await browser.visit("/admin/kalender?days=30")).html)).toBe("30");
    await setHotelScope(db, user.id, [a.hotel.id]);
    expect(selected((await browser.visit("/admin/kalender")).html)).toBe("14");
  });

  it("reads in French for French staff: filters, bar names and the bad-parameter message", async () => {
    const { a, stay, tag, inA } = await twoEstates();
    const user = await createUser({ roles: ["ROLE_USER", "ROLE_FRONTDESK"], langKey: "fr" });
    const browser = new TestBrowser({ language: "fr" });
    await (await signIn(browser, user.login, user.password)).body?.cancel();
    const { html } = await browser.visit(`/admin/kalender?hotel=${a.hotel.id}&from=${stay.cekin}&days=7`);
    expect(html).toContain('lang="fr"');
    expect(html).toContain("Tous les domaines");
    expect(html).toContain(`Made Wirawan ${tag} (${inA.kodeBooking}) : Bloq., Web, chambre`);
    expect(html).toContain("libre — créer une réservation au comptoir");
    const bad = await browser.visit(`/admin/kalender?days=90`);
    expect(bad.response.status).toBe(400);
    expect(bad.html).toContain("Paramètres du calendrier non valides.");
  });

  it("answers bad parameters with 400 and a message, never a 500", async () => {
    const { browser } = await staffBrowser();
    for (const query of ["days=6", "days=32", "days=abc", "from=2026-02-30", "tipe=0", "tipe=1.5"]) {
      const page = await browser.visit(`/admin/kalender?${query}`);
      expect(page.response.status, query).toBe(400);
      expect(page.html).toContain("Parameter kalender tidak valid");
    }
    // The estate is checked as on every page with an estate filter.
    for (const query of ["hotel=x", `hotel=${"9".repeat(30)}`]) {
      const page = await browser.visit(`/admin/kalender?${query}`);
      expect(page.response.status, query).toBe(400);
      expect(page.html).toContain("Properti yang dipilih tidak valid");
    }
  });
});
