import { describe, expect, it } from "vitest";
import { createReservation } from "~/orders/store/reservation.server";
import { setHotelScope } from "~/models/staff-scope.server";
import { addDays, todayInJakarta } from "~/utils/dates";
import { testDb } from "../fixtures/accommodation";
import { bookingInput, bookingWorld } from "../fixtures/booking";
import { signIn } from "./support/account";
import { decodeHtml, TestBrowser } from "./support/browser";
import { createUser } from "./support/db";

const db = testDb();

/**
 * A front-desk account that works for one estate reaches nothing of another through a URL typed or
 * kept from before: not a booking, not a walk-in cell, not the conflicts or channel pages.
 */
describe("the estates of a front-desk account", () => {
  it("bound the booking page, the walk-in form and the per-estate pages, not only the lists", async () => {
    const mine = await bookingWorld(db);
    const other = await bookingWorld(db);
    const otherGuest = `Tamu Lain ${crypto.randomUUID().slice(0, 8)}`;
    const booked = async (world: typeof mine) => {
      const input = bookingInput(world);
      const nama = world === other ? otherGuest : input.guest.nama;
      const created = await createReservation(db, { ...input, guest: { ...input.guest, nama } });
      if (!created.ok) throw new Error(`booking refused: ${created.reason}`);
      return created.reservation.kodeBooking;
    };
    const [kodeMine, kodeOther] = [await booked(mine), await booked(other)];
    const desk = await createUser({ roles: ["ROLE_USER", "ROLE_FRONTDESK"], langKey: "en" });
    await setHotelScope(db, desk.id, [mine.hotel.id]);

    const browser = new TestBrowser({ language: "en" });
    await (await signIn(browser, desk.login, desk.password)).body?.cancel();

    const own = await browser.get(`/admin/reservasi/${kodeMine}`);
    expect(own.status).toBe(200);
    await own.body?.cancel();
    const foreign = await browser.get(`/admin/reservasi/${kodeOther}`);
    expect(foreign.status).toBe(404);
    // The page says it is unknown: nothing of the booking (its guest) is shown.
    expect(decodeHtml(await foreign.text())).not.toContain(otherGuest);
    // Acting on it is refused the same way, and changes nothing.
    const act = await browser.post(`/admin/reservasi/${kodeOther}`, { intent: "cancel" });
    expect(act.status).toBe(404);
    await act.body?.cancel();

    const night = addDays(todayInJakarta(), 3);
    const cell = (world: typeof mine) => `/admin/kalender/pesan?hotel=${world.hotel.id}&unit=${world.room.unitIds[0]}&cekin=${night}`;
    const ownCell = await browser.get(cell(mine));
    expect(ownCell.status).toBe(200);
    await ownCell.body?.cancel();
    const foreignCell = await browser.get(cell(other));
    expect(foreignCell.status).toBe(404);
    await foreignCell.body?.cancel();

    for (const path of ["/admin/kalender/bentrok", "/admin/kanal"]) {
      const page = await browser.get(`${path}?hotel=${other.hotel.id}`);
      expect(page.status, path).toBe(404);
      await page.body?.cancel();
      const ownPage = await browser.get(`${path}?hotel=${mine.hotel.id}`);
      expect(ownPage.status, path).toBe(200);
      expect(decodeHtml(await ownPage.text())).not.toContain(other.hotel.nama);
    }
  });

  it("answer a malformed estate with 400 and another estate with the same 404 and words on every page that filters by one", async () => {
    const mine = await bookingWorld(db);
    const other = await bookingWorld(db);
    // An administrator who works for one estate reaches every page with an estate filter or picker.
    const admin = await createUser({ roles: ["ROLE_USER", "ROLE_ADMIN"], langKey: "fr" });
    await setHotelScope(db, admin.id, [mine.hotel.id]);
    const browser = new TestBrowser({ language: "fr" });
    await (await signIn(browser, admin.login, admin.password)).body?.cancel();

    const pages = [
      "/admin",
      "/admin/dashboard.csv?bagian=occupancy&",
      "/admin/kalender",
      "/admin/kedatangan",
      "/admin/reservasi",
      "/admin/reservasi.csv",
      "/admin/kalender/bentrok",
      "/admin/kanal",
    ];
    const at = (path: string, hotel: string) => `${path}${path.endsWith("&") ? "" : "?"}hotel=${hotel}`;
    for (const path of pages) {
      const own = await browser.get(at(path, String(mine.hotel.id)));
      expect(own.status, path).toBe(200);
      await own.body?.cancel();
      const foreign = await browser.get(at(path, String(other.hotel.id)));
      expect(foreign.status, path).toBe(404);
      const unknown = await browser.get(at(path, "999999999"));
      expect(unknown.status, path).toBe(404);
      await unknown.body?.cancel();
      const malformed = await browser.get(at(path, "1x"));
      expect(malformed.status, path).toBe(400);
      await malformed.body?.cancel();
      // A page (not a file) says why, in the account's language, and shows nothing of the other estate.
      const text = decodeHtml(await foreign.text());
      if (!path.includes(".csv")) expect(text, path).toContain("ne fait pas partie de ceux de votre compte");
      expect(text, path).not.toContain(other.hotel.nama);
    }
  });
});
