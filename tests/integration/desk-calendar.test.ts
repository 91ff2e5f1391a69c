import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { audit, reservation, roomNight } from "~/db/schema";
import { createReservation } from "~/orders/store/reservation.server";
import { addDays } from "~/utils/dates";
import { testDb } from "../fixtures/accommodation";
import { bookingInput, bookingWorld, doubleHeldNights, freshStay, type BookingWorld } from "../fixtures/booking";
import { bookThroughForm, captchaAnswer, guestFields, hiddenValue, reservasiPath } from "./support/booking";
import { decodeHtml, TestBrowser } from "./support/browser";
import { staffBrowser } from "./support/desk";

const db = testDb();
// The site's "no longer available" message, as the web booking page and the desk form word it.
const NOT_AVAILABLE = /Maaf, kamar (.+ )?sudah tidak tersedia untuk tanggal ini\./;

type Stay = { cekin: string; cekout: string; durasi: number };

function deskForm(world: BookingWorld, unitIndex: number, stay: Stay, overrides: Record<string, string> = {}) {
  return {
    hotel: String(world.hotel.id),
    unit: String(world.room.unitIds[unitIndex]),
    cekin: stay.cekin,
    durasi: String(stay.durasi),
    tamu: "2",
    nama: "Wayan Sudarma",
    telepon: "081298765432",
    email: `${crypto.randomUUID()}@example.test`,
    identitas: String(world.identityTypeId),
    noIdentitas: "5171010101010002",
    negara: String(world.countryId),
    metode: String(world.methods.direct),
    bayar: "nanti",
    ...overrides,
  };
}

function deskPath(world: BookingWorld, unitIndex: number, cekin: string) {
  return `/admin/kalender/pesan?hotel=${world.hotel.id}&unit=${world.room.unitIds[unitIndex]}&cekin=${cekin}`;
}

/** The cell of the calendar for a unit number and a date: its state attribute. */
function cellState(html: string, unit: string, date: string): string | null {
  const match = html.match(new RegExp(`data-unit="${unit}" data-date="${date}" data-state="(\\w+)"`));
  return match?.[1] ?? null;
}

/**
 * A guest on the web booking page who has filled in the guest and payment steps and is about to press
 * Booking; `finish` presses it.
 */
async function webGuestAtLastStep(world: BookingWorld, stay: Stay) {
  const browser = new TestBrowser({ language: "id" });
  const path = reservasiPath(world, stay);
  const page = await browser.get(path);
  expect(page.status).toBe(200);
  const html = decodeHtml(await page.text());
  const tokens = { formToken: hiddenValue(html, "formToken"), captchaToken: hiddenValue(html, "captchaToken") };
  const guest = await browser.post(path, { ...guestFields(world, `${crypto.randomUUID()}@example.test`), ...tokens, step: "1", intent: "next-guest" });
  expect(guest.status).toBe(200);
  await guest.body?.cancel();
  const payment = await browser.post(path, { ...tokens, step: "2", intent: "next-payment", metode: String(world.methods.direct) });
  expect(payment.status).toBe(200);
  const answer = await captchaAnswer(decodeHtml(await payment.text()));
  return {
    finish: () => browser.post(path, { ...answer, formToken: tokens.formToken, step: "3", intent: "book" }),
  };
}

describe("front-desk calendar", () => {
  it("shows each unit × night as booked, held or free, with a text legend, and links free cells to a desk booking", async () => {
    const world = await bookingWorld(db, { units: 3 });
    const stay = freshStay(2);
    const held = await createReservation(db, bookingInput(world, { ...stay, kamar: 1 }));
    const paid = await createReservation(db, bookingInput(world, { ...stay, kamar: 1 }));
    if (!held.ok || !paid.ok) throw new Error("booking failed");
    await db.update(reservation).set({ statusBayar: "PAID" }).where(eq(reservation.id, paid.reservation.id));
    const { browser } = await staffBrowser();
    const { response, html } = await browser.visit(`/admin/kalender?hotel=${world.hotel.id}&from=${stay.cekin}&days=14`);
    expect(response.status).toBe(200);
    for (const label of ["Kosong", "Ditahan (menunggu pembayaran)", "Terisi"]) expect(html).toContain(label);
    const states = ["101", "102", "103"].map((unit) => cellState(html, unit, stay.cekin));
    expect(states.sort()).toEqual(["booked", "free", "held"]);
    // One cell per unit and night, except that each two-night booking is one bar across its nights.
    expect(html.match(/data-state="/g)).toHaveLength(3 * 14 - 2);
    expect(html).toContain(`/admin/kalender/pesan?hotel=${world.hotel.id}&unit=`);
    expect(html).toContain(`/admin/reservasi/${held.reservation.kodeBooking}`);
    // Previous / next week keep the property and the number of days.
    expect(html).toContain(`?hotel=${world.hotel.id}&from=${addDays(stay.cekin, 7)}&days=14`);
    expect(html).toContain(`?hotel=${world.hotel.id}&from=${addDays(stay.cekin, -7)}&days=14`);

    const month = await browser.visit(`/admin/kalender?hotel=${world.hotel.id}&from=${stay.cekin}&days=31`);
    expect(month.html.match(/data-state="/g)).toHaveLength(3 * 31 - 2);
  });

  it("answers bad parameters with 400 and an unknown property with 404", async () => {
    const { browser } = await staffBrowser();
    for (const query of ["days=6", "days=32", "days=abc", "from=2026-02-30"]) {
      const page = await browser.visit(`/admin/kalender?${query}`);
      expect(page.response.status, query).toBe(400);
      expect(page.html).toContain("Parameter kalender tidak valid");
    }
    expect((await browser.visit(`/admin/kalender?hotel=999999999`)).response.status).toBe(404);
    expect((await browser.visit(`/admin/kalender/pesan?hotel=1&unit=999999999&cekin=2099-01-01`)).response.status).toBe(404);
    const past = await browser.visit(`/admin/kalender/pesan?hotel=1&unit=1&cekin=2020-01-01`);
    expect(past.response.status).toBe(400);
    expect(past.html).toContain("Tanggal check-in sudah lewat.");
  });

  it("books a free cell at the desk: offline price, mode OFFLINE, audited, then shown booked", async () => {
    const world = await bookingWorld(db, { units: 2 });
    const stay = freshStay(2);
    const { browser, user } = await staffBrowser();
    const form = await browser.visit(deskPath(world, 1, stay.cekin));
    expect(form.response.status).toBe(200);
    expect(form.html).toContain("Harga offline per malam: Rp. 460.000");

    const invalid = await browser.post(deskPath(world, 1, stay.cekin), deskForm(world, 1, stay, { nama: "", telepon: "08ab", tamu: "9" }));
    expect(invalid.status).toBe(400);
    const invalidHtml = decodeHtml(await invalid.text());
    expect(invalidHtml).toContain("Harus Diisi");
    expect(invalidHtml).toContain("Nomor telepon hanya boleh berisi angka, spasi, tanda +, tanda - dan tanda kurung");

    const booked = await browser.post(deskPath(world, 1, stay.cekin), deskForm(world, 1, stay, { bayar: "sekarang" }));
    expect(booked.status).toBe(302);
    const location = booked.headers.get("Location")!;
    const kode = decodeURIComponent(location.replace("/admin/reservasi/", ""));
    const [row] = await db.select().from(reservation).where(eq(reservation.kodeBooking, kode));
    expect(row.mode).toBe("OFFLINE");
    expect(row.statusBayar).toBe("PAID");
    expect(row.harga).toBe(460_000);
    const nights = await db.select().from(roomNight).where(eq(roomNight.reservationId, row.id));
    expect(nights.map((n) => n.unitId)).toEqual([world.room.unitIds[1], world.room.unitIds[1]]);
    const audits = (await db.select().from(audit).where(eq(audit.type, "DESK_BOOKING"))).filter(
      (a) => (a.data as { kodeBooking?: string }).kodeBooking === kode,
    );
    expect(audits).toHaveLength(1);
    expect(audits[0].principal).toBe(user.login);

    const detail = await browser.visit(location);
    expect(detail.html).toContain(`Reservasi ${kode} dibuat di front desk.`);
    expect(detail.html).toContain("Wayan Sudarma");
    const calendar = await browser.visit(`/admin/kalender?hotel=${world.hotel.id}&from=${stay.cekin}`);
    expect(cellState(calendar.html, "102", stay.cekin)).toBe("booked");
    // Both nights are one bar on the tape.
    expect(calendar.html).toContain(`data-kode="${kode}" data-nights="2"`);
    expect(cellState(calendar.html, "102", stay.cekout)).toBe("free");
    const list = await browser.visit(`/admin/reservasi?hotel=${world.hotel.id}`);
    expect(list.html).toContain(`data-kode="${kode}"`);
    expect(list.html).toContain("Front desk");
  });

  it("a desk booking of the last free unit makes a web booking of that night fail with 'no longer available'", async () => {
    const world = await bookingWorld(db, { units: 1 });
    const stay = freshStay(2);
    const web = await webGuestAtLastStep(world, stay);
    const { browser } = await staffBrowser();
    const desk = await browser.post(deskPath(world, 0, stay.cekin), deskForm(world, 0, stay));
    expect(desk.status).toBe(302);

    const late = await web.finish();
    expect(late.status).toBe(409);
    expect(decodeHtml(await late.text())).toMatch(NOT_AVAILABLE);
    const rows = await db.select().from(reservation).where(eq(reservation.hotelId, world.hotel.id));
    expect(rows.map((r) => r.mode)).toEqual(["OFFLINE"]);
    const calendar = await browser.visit(`/admin/kalender?hotel=${world.hotel.id}&from=${stay.cekin}`);
    expect(cellState(calendar.html, "101", stay.cekin)).toBe("held");
  });

  it("and a web booking of the last free unit makes the desk booking fail the same way", async () => {
    const world = await bookingWorld(db, { units: 1 });
    const stay = freshStay(2);
    const { browser } = await staffBrowser();
    const form = await browser.visit(deskPath(world, 0, stay.cekin));
    expect(form.response.status).toBe(200);
    const guest = new TestBrowser({ language: "id" });
    const { response } = await bookThroughForm(guest, world, stay, guestFields(world, `${crypto.randomUUID()}@example.test`), {
      metode: world.methods.direct,
    });
    expect(response.status).toBeLessThan(400);
    await response.body?.cancel();

    const late = await browser.post(deskPath(world, 0, stay.cekin), deskForm(world, 0, stay));
    expect(late.status).toBe(409);
    expect(decodeHtml(await late.text())).toMatch(NOT_AVAILABLE);
    const rows = await db.select().from(reservation).where(eq(reservation.hotelId, world.hotel.id));
    expect(rows.map((r) => r.mode)).toEqual(["WEB"]);
    const calendar = await browser.visit(`/admin/kalender?hotel=${world.hotel.id}&from=${stay.cekin}`);
    expect(cellState(calendar.html, "101", stay.cekin)).toBe("held");
  });

  it("desk and web racing for the last unit: exactly one wins, no night is held twice", async () => {
    for (let round = 0; round < 5; round++) {
      const world = await bookingWorld(db, { units: 1 });
      const stay = freshStay(2);
      const { browser } = await staffBrowser();
      const [desk, web] = await Promise.all([
        browser.post(deskPath(world, 0, stay.cekin), deskForm(world, 0, stay)),
        createReservation(db, bookingInput(world, stay)),
      ]);
      const deskWon = desk.status === 302;
      if (!deskWon) {
        expect(desk.status).toBe(409);
        expect(decodeHtml(await desk.text())).toMatch(NOT_AVAILABLE);
      } else {
        await desk.body?.cancel();
      }
      expect(web.ok).toBe(!deskWon);
      const rows = await db.select().from(reservation).where(eq(reservation.hotelId, world.hotel.id));
      expect(rows).toHaveLength(1);
    }
    expect(await doubleHeldNights(db)).toBe(0);
  });
});
