import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { audit, outbox, reservation } from "~/db/schema";
import { countFreeUnits } from "~/models/availability.server";
import { expireOverdueReservations } from "~/orders/store/payment.server";
import { createReservation } from "~/orders/store/reservation.server";
import { addDays, todayInJakarta } from "~/utils/dates";
import { testDb } from "../fixtures/accommodation";
import { bookingInput, bookingWorld, freshStay, nightsOf, reservationRow, type BookingWorld } from "../fixtures/booking";
import { decodeHtml } from "./support/browser";
import { notifyPayment, staffBrowser } from "./support/desk";

const db = testDb();

async function book(world: BookingWorld, overrides: Parameters<typeof bookingInput>[1] = {}) {
  const result = await createReservation(db, bookingInput(world, overrides));
  if (!result.ok) throw new Error(`booking failed: ${result.reason}`);
  return result.reservation;
}

function todayStay(nights = 2) {
  const cekin = todayInJakarta();
  return { cekin, cekout: addDays(cekin, nights), durasi: nights };
}

async function deskAudits(kode: string) {
  const rows = await db.select().from(audit).where(eq(audit.type, "RESERVATION_CHANGED"));
  return rows.filter((row) => (row.data as { kodeBooking?: string }).kodeBooking === kode);
}

describe("reservation list", () => {
  it("pages 20 at a time and filters by property, payment status, code and check-in range", async () => {
    const world = await bookingWorld(db, { units: 30 });
    const early = freshStay();
    const late = freshStay();
    const created = [];
    for (let i = 0; i < 25; i++) created.push(await book(world, i < 5 ? early : late));
    for (const r of created.slice(0, 3)) {
      await db.update(reservation).set({ statusBayar: "PAID", paidAt: new Date() }).where(eq(reservation.id, r.id));
    }
    const { browser } = await staffBrowser();

    const first = await browser.visit(`/admin/reservasi?hotel=${world.hotel.id}`);
    expect(first.response.status).toBe(200);
    expect(first.html).toContain("Menampilkan 1 - 20 dari 25 item");
    expect(first.html.match(/data-kode="/g)).toHaveLength(20);
    const second = await browser.visit(`/admin/reservasi?hotel=${world.hotel.id}&page=2`);
    expect(second.html).toContain("Menampilkan 21 - 25 dari 25 item");

    const paid = await browser.visit(`/admin/reservasi?hotel=${world.hotel.id}&status_bayar=PAID`);
    expect(paid.html).toContain("dari 3 item");
    for (const r of created.slice(0, 3)) expect(paid.html).toContain(`data-kode="${r.kodeBooking}"`);

    const range = await browser.visit(`/admin/reservasi?hotel=${world.hotel.id}&cekin_dari=${early.cekin}&cekin_sampai=${early.cekin}`);
    expect(range.html).toContain("dari 5 item");

    const code = created[7].kodeBooking;
    const byCode = await browser.visit(`/admin/reservasi?kode=${code.slice(-6).toLowerCase()}`);
    expect(byCode.html).toContain(`data-kode="${code}"`);
    expect(byCode.html).toContain("dari 1 item");

    const none = await browser.visit(`/admin/reservasi?hotel=${world.hotel.id}&status=CANCELLED`);
    expect(none.html).toContain("Tidak ada reservasi yang cocok dengan filter.");
  });

  it("answers malformed filters with 400 and a message, never a 500", async () => {
    const { browser } = await staffBrowser();
    for (const query of ["status=NOPE", "cekin_dari=2026-13-40", "hotel=abc", "kode=%3Cscript%3E", "cekin_dari=2026-05-02&cekin_sampai=2026-05-01"]) {
      const page = await browser.visit(`/admin/reservasi?${query}`);
      expect(page.response.status, query).toBe(400);
      expect(page.html).toContain("Filter tidak valid");
      const csv = await browser.get(`/admin/reservasi.csv?${query}`);
      expect(csv.status, query).toBe(400);
      await csv.body?.cancel();
    }
  });

  it("exports the filtered list as CSV, quoted and safe from spreadsheet formulas", async () => {
    const world = await bookingWorld(db, { units: 5 });
    await book(world, { guest: { ...bookingInput(world).guest, nama: '=HYPERLINK("http://x","klik")' } });
    await book(world);
    const { browser } = await staffBrowser();
    const response = await browser.get(`/admin/reservasi.csv?hotel=${world.hotel.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("text/csv");
    expect(response.headers.get("Content-Disposition")).toMatch(/attachment; filename="reservasi-\d{4}-\d{2}-\d{2}\.csv"/);
    const text = await response.text();
    const lines = text.replace(/^\uFEFF/, "").trimEnd().split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('"Kode booking"');
    expect(text).toContain(`"'=HYPERLINK(""http://x"",""klik"")"`);
    expect(text).not.toMatch(/(^|,)"=/m);

    const alias = await browser.get(`/admin/reservasi?hotel=${world.hotel.id}&format=csv`);
    expect(alias.status).toBe(302);
    expect(alias.headers.get("Location")).toBe(`/admin/reservasi.csv?hotel=${world.hotel.id}`);
  });
});

describe("reservation detail", () => {
  it("shows the guest, the rooms held, amounts, payment notifications and e-mails", async () => {
    const world = await bookingWorld(db, { units: 2 });
    const r = await book(world);
    expect(await notifyPayment(r.kodeBooking, r.total)).toBe(200);
    const { browser } = await staffBrowser();
    const { response, html } = await browser.visit(`/admin/reservasi/${r.kodeBooking}`);
    expect(response.status).toBe(200);
    expect(html).toContain("Siti Aminah");
    expect(html).toContain("3573010101010001");
    expect(html).toMatch(/data-testid="units">10[12] \(2 malam\)/);
    expect(html).toContain("settlement");
    expect(html).toContain('data-kind="booking-voucher"');
    expect(html).toContain("Lunas");
    expect(html).toContain(`Rp. ${r.total.toLocaleString("de-DE")}`);
  });

  it("answers an unknown or malformed booking code with 404, for the page and its actions", async () => {
    const { browser } = await staffBrowser();
    for (const code of ["AGW000000-NQPE22", "not a code", "x".repeat(60)]) {
      const page = await browser.visit(`/admin/reservasi/${encodeURIComponent(code)}`);
      expect(page.response.status).toBe(404);
      expect(page.html).toContain("Data tidak ditemukan.");
      const post = await browser.post(`/admin/reservasi/${encodeURIComponent(code)}`, { intent: "cancel" });
      expect(post.status).toBe(404);
      await post.body?.cancel();
    }
  });

  it("toggles Bayar / Belum for a pay-at-property booking, audited, and sends the e-voucher", async () => {
    const world = await bookingWorld(db, { units: 2 });
    const r = await book(world, { paymentMethodId: world.methods.direct });
    const { browser, user } = await staffBrowser();
    const before = await browser.visit(`/admin/reservasi/${r.kodeBooking}`);
    expect(before.html).toMatch(/aria-pressed="true"[^>]*>Belum</);

    const paid = await browser.post(`/admin/reservasi/${r.kodeBooking}`, { intent: "markPaid" });
    expect(paid.status).toBe(302);
    const row = await reservationRow(db, r.id);
    expect(row.statusBayar).toBe("PAID");
    expect(row.paidAt).not.toBeNull();
    const after = await browser.visit(`/admin/reservasi/${r.kodeBooking}`);
    expect(after.html).toMatch(/aria-pressed="true"[^>]*>Bayar</);
    expect(after.html).toContain(`Reservasi ${r.kodeBooking} ditandai Bayar.`);
    const vouchers = await db.select().from(outbox).where(and(eq(outbox.kind, "booking-voucher"), eq(outbox.dedupeKey, `booking-voucher:${r.id}`)));
    expect(vouchers).toHaveLength(1);

    const unpaid = await browser.post(`/admin/reservasi/${r.kodeBooking}`, { intent: "markUnpaid" });
    expect(unpaid.status).toBe(302);
    expect((await reservationRow(db, r.id)).statusBayar).toBe("WAITING");
    const audits = await deskAudits(r.kodeBooking);
    expect(audits.map((a) => (a.data as { action: string }).action)).toEqual(["markPaid", "markUnpaid"]);
    expect(audits.every((a) => a.principal === user.login)).toBe(true);

    // A booking paid through the gateway is not toggled at the desk.
    const gateway = await book(world);
    const refused = await browser.post(`/admin/reservasi/${gateway.kodeBooking}`, { intent: "markPaid" });
    expect(refused.status).toBe(409);
    expect(decodeHtml(await refused.text())).toContain("hanya dapat diubah untuk reservasi dengan pembayaran di tempat");
    expect((await reservationRow(db, gateway.id)).statusBayar).toBe("WAITING");
  });

  it("asks before cancelling, then cancels, releases the nights and the room is bookable again", async () => {
    const world = await bookingWorld(db, { units: 1 });
    const stay = freshStay(3);
    const r = await book(world, stay);
    expect(await countFreeUnits(db, world.room.id, stay)).toBe(0);
    const { browser } = await staffBrowser();
    const page = await browser.visit(`/admin/reservasi/${r.kodeBooking}`);
    expect(page.html).toMatch(/<details class="desk-confirm"><summary[^>]*>Batalkan reservasi<\/summary>/);
    expect(page.html).toContain(`Anda yakin akan membatalkan reservasi ${r.kodeBooking}?`);

    const cancelled = await browser.post(`/admin/reservasi/${r.kodeBooking}`, { intent: "cancel" });
    expect(cancelled.status).toBe(302);
    const row = await reservationRow(db, r.id);
    expect(row.status).toBe("CANCELLED");
    expect(row.statusBayar).toBe("FAILED");
    expect(row.cancelledAt).not.toBeNull();
    expect(await nightsOf(db, r.id)).toBe(0);
    expect(await countFreeUnits(db, world.room.id, stay)).toBe(1);
    const again = await createReservation(db, bookingInput(world, stay));
    expect(again.ok).toBe(true);

    const twice = await browser.post(`/admin/reservasi/${r.kodeBooking}`, { intent: "cancel" });
    expect(twice.status).toBe(409);
    expect(decodeHtml(await twice.text())).toContain("Tindakan ini tidak dapat dilakukan");
    expect((await deskAudits(r.kodeBooking)).map((a) => (a.data as { action: string }).action)).toEqual(["cancel"]);
  });

  it("checks in and out in order, and refuses transitions the stay does not allow", async () => {
    const world = await bookingWorld(db, { units: 2 });
    const r = await book(world, { ...todayStay(2), paymentMethodId: world.methods.direct });
    const { browser } = await staffBrowser();
    const path = `/admin/reservasi/${r.kodeBooking}`;

    const outFirst = await browser.post(path, { intent: "checkOut" });
    expect(outFirst.status).toBe(409);
    expect(decodeHtml(await outFirst.text())).toContain("Tindakan ini tidak dapat dilakukan untuk reservasi dengan status saat ini.");
    expect((await reservationRow(db, r.id)).status).toBe("BOOKED");

    expect((await browser.post(path, { intent: "checkIn" })).status).toBe(302);
    expect((await reservationRow(db, r.id)).status).toBe("CHECKED_IN");
    const cancelCheckedIn = await browser.post(path, { intent: "cancel" });
    expect(cancelCheckedIn.status).toBe(409);
    await cancelCheckedIn.body?.cancel();

    // Leaving on the day of arrival of a two-night stay is an early departure: it asks first (desk-flows.test.ts).
    const leaving = await browser.post(path, { intent: "checkOut" });
    expect(leaving.status).toBe(409);
    await leaving.body?.cancel();
    const step = await browser.visit(`${path}?pulang=awal`);
    const quoted = step.html.match(/name="quoted" value="(\d+)"/)![1];
    expect((await browser.post(path, { intent: "checkOutEarly", quoted })).status).toBe(302);
    const out = await reservationRow(db, r.id);
    expect(out.status).toBe("CHECKED_OUT");
    expect(out.checkedOutAt).not.toBeNull();
    // The arrival night is kept (and charged); the night not slept is free again.
    expect(await nightsOf(db, r.id)).toBe(1);

    const cancelCheckedOut = await browser.post(path, { intent: "cancel" });
    expect(cancelCheckedOut.status).toBe(409);
    await cancelCheckedOut.body?.cancel();
    expect((await reservationRow(db, r.id)).status).toBe("CHECKED_OUT");

    // Arriving before the check-in day is refused with its reason.
    const future = await book(world);
    const early = await browser.post(`/admin/reservasi/${future.kodeBooking}`, { intent: "checkIn" });
    expect(early.status).toBe(409);
    expect(decodeHtml(await early.text())).toContain("Check-in hanya dapat dicatat mulai tanggal check-in");
    expect((await reservationRow(db, future.id)).status).toBe("BOOKED");

    const bogus = await browser.post(path, { intent: "explode" });
    expect(bogus.status).toBe(400);
    await bogus.body?.cancel();
    expect((await deskAudits(r.kodeBooking)).map((a) => (a.data as { action: string }).action)).toEqual(["checkIn", "checkOutEarly"]);
  });

  it("never expires a guest who checked in and pays at the end of the stay", async () => {
    const world = await bookingWorld(db, { units: 2 });
    const arrived = await book(world, { ...todayStay(2), paymentMethodId: world.methods.direct });
    const noShow = await book(world, { ...todayStay(2), paymentMethodId: world.methods.direct });
    const { browser } = await staffBrowser();
    expect((await browser.post(`/admin/reservasi/${arrived.kodeBooking}`, { intent: "checkIn" })).status).toBe(302);
    const past = new Date(Date.now() - 60_000);
    await db.update(reservation).set({ batasBayar: past }).where(eq(reservation.hotelId, world.hotel.id));
    const ended = await expireOverdueReservations(db, new Date());
    expect(ended.map((e) => e.kodeBooking)).toContain(noShow.kodeBooking);
    expect(ended.map((e) => e.kodeBooking)).not.toContain(arrived.kodeBooking);
    const kept = await reservationRow(db, arrived.id);
    expect([kept.status, kept.statusBayar]).toEqual(["CHECKED_IN", "WAITING"]);
    expect(await nightsOf(db, arrived.id)).toBe(2);
  });

  it("resends the e-voucher of a paid booking through the outbox, and refuses it for an unpaid one", async () => {
    const world = await bookingWorld(db, { units: 2 });
    const r = await book(world, { paymentMethodId: world.methods.direct });
    const { browser } = await staffBrowser();
    const refused = await browser.post(`/admin/reservasi/${r.kodeBooking}`, { intent: "resend" });
    expect(refused.status).toBe(409);
    expect(decodeHtml(await refused.text())).toContain("E-voucher hanya dapat dikirim untuk reservasi yang sudah lunas.");

    expect((await browser.post(`/admin/reservasi/${r.kodeBooking}`, { intent: "markPaid" })).status).toBe(302);
    const guestEmail = (await reservationRow(db, r.id)).guestEmail;
    const count = async () => (await db.select().from(outbox).where(and(eq(outbox.toAddress, guestEmail), eq(outbox.kind, "booking-voucher")))).length;
    expect(await count()).toBe(1);
    expect((await browser.post(`/admin/reservasi/${r.kodeBooking}`, { intent: "resend" })).status).toBe(302);
    await new Promise((resolve) => setTimeout(resolve, 2));
    expect((await browser.post(`/admin/reservasi/${r.kodeBooking}`, { intent: "resend" })).status).toBe(302);
    expect(await count()).toBe(3);
    const page = await browser.visit(`/admin/reservasi/${r.kodeBooking}`);
    expect(page.html.match(/data-kind="booking-voucher"/g)).toHaveLength(3);
  });
});
