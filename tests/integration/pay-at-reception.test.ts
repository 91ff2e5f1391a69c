import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox, reservation } from "~/db/schema";
import { testDb } from "../fixtures/accommodation";
import { bookingWorld, freshStay, type BookingWorld } from "../fixtures/booking";
import { signIn } from "./support/account";
import { bookThroughForm, guestFields } from "./support/booking";
import { TestBrowser } from "./support/browser";
import { createUser } from "./support/db";

/**
 * "Bayar di Resepsionis" (pay at the property, docs/decisions/037): the booking form ends on a confirmation
 * page, the e-mail confirms instead of asking for an online payment, and the same stay booked again from the
 * same browser within ten minutes shows the first booking instead of making a second one.
 */
const db = testDb();

type Stay = ReturnType<typeof freshStay>;

async function bookDirect(browser: TestBrowser, world: BookingWorld, stay: Stay, email: string) {
  const { response } = await bookThroughForm(browser, world, stay, guestFields(world, email), { metode: world.methods.direct });
  return response;
}

async function bookingsOf(email: string) {
  return db.select().from(reservation).where(eq(reservation.guestEmail, email));
}

async function mailsOf(email: string) {
  return db.select().from(outbox).where(and(eq(outbox.toAddress, email), eq(outbox.kind, "booking-created")));
}

describe("pay at reception", () => {
  it("ends on the booking's confirmation page, not on an empty form", async () => {
    const world = await bookingWorld(db, { units: 2 });
    const email = `${crypto.randomUUID()}@example.test`;
    const browser = new TestBrowser({ language: "id" });
    const response = await bookDirect(browser, world, freshStay(), email);
    expect(response.status).toBe(302);
    const [booked] = await bookingsOf(email);
    expect(response.headers.get("Location")).toBe(`/reservasi-info-pendpay/${booked.kodeBooking}`);

    const page = await browser.visit(response.headers.get("Location")!);
    expect(page.response.status).toBe(200);
    expect(page.html).toContain("<h1>Pemesanan Terkonfirmasi</h1>");
    expect(page.html).toContain(`data-testid="kode-booking">${booked.kodeBooking}<`);
    expect(page.html).toContain('data-testid="status-bayar">Terkonfirmasi — bayar di penginapan<');
    expect(page.html).toContain("Bayar saat tiba");
    expect(page.html).toContain("Kamar kami tahan sampai akhir hari check-in");
    expect(page.html).toContain(`data-testid="amount">Rp. ${booked.total.toLocaleString("id-ID")}<`);
    expect(page.html).toContain("Yang perlu dibawa");
    expect(page.html).toContain("KTP, atau paspor");
    expect(page.html).toContain("Kebijakan pembatalan");
    expect(page.html).toContain("Gratis pembatalan hingga 3 hari sebelum kedatangan");
    expect(page.html).toContain("mulai pukul 14:00 WIB");
    expect(page.html).toContain(`href="/reservasi-info-pendpay/${booked.kodeBooking}/kalender.ics"`);
    expect(page.html).toContain(`href="/pesanan?kode=${booked.kodeBooking}"`);
    // Nothing to wait for: no countdown, no self-refresh, no "pay before" instructions, no method switch.
    expect(page.html).not.toContain('http-equiv="refresh"');
    expect(page.html).not.toContain('data-testid="countdown"');
    expect(page.html).not.toContain("Ganti metode pembayaran");
  });

  it("e-mails a confirmation that says payment is at the property, in the guest's language", async () => {
    const world = await bookingWorld(db, { units: 3 });
    const subjects: Record<string, string> = {};
    for (const language of ["id", "en", "fr"] as const) {
      const email = `${crypto.randomUUID()}@example.test`;
      const response = await bookDirect(new TestBrowser({ language }), world, freshStay(), email);
      expect(response.status).toBe(302);
      const [booked] = await bookingsOf(email);
      const mails = await mailsOf(email);
      expect(mails).toHaveLength(1);
      subjects[language] = mails[0].subject.replace(booked.kodeBooking, "KODE");
      expect(mails[0].text).toContain(booked.kodeBooking);
      expect(mails[0].text).toContain(`/reservasi-info-pendpay/${booked.kodeBooking}`);
      expect(mails[0].text).toContain(
        { id: "Bawa kartu identitas asli", en: "Bring the original identity document", fr: "Apportez la pièce d’identité originale" }[language],
      );
    }
    expect(subjects).toEqual({
      id: "Pemesanan KODE terkonfirmasi — bayar di penginapan saat tiba",
      en: "Booking KODE confirmed — pay at the property on arrival",
      fr: "Réservation KODE confirmée — paiement sur place à l’arrivée",
    });
    for (const subject of Object.values(subjects)) expect(subject).not.toMatch(/selesaikan pembayaran|complete.*payment/i);
  });

  it("shows the first booking when the same browser books the same stay again within ten minutes", async () => {
    const world = await bookingWorld(db, { units: 3 });
    const stay = freshStay();
    const email = `${crypto.randomUUID()}@example.test`;
    const browser = new TestBrowser({ language: "fr" });
    const first = await bookDirect(browser, world, stay, email);
    const location = first.headers.get("Location")!;

    // The guest goes back to the booking page and sends the same details again: a new form, a new token.
    const again = await bookDirect(browser, world, stay, `  ${email.toUpperCase()} `);
    expect(again.status).toBe(302);
    expect(again.headers.get("Location")).toBe(`${location}?ulang=1`);
    expect(await bookingsOf(email)).toHaveLength(1);
    expect(await mailsOf(email)).toHaveLength(1);
    const page = await browser.visit(again.headers.get("Location")!);
    expect(page.html).toContain("Vous avez fait cette réservation il y a quelques minutes");
  });

  it("refuses the same stay from another browser without naming the booking", async () => {
    const world = await bookingWorld(db, { units: 3 });
    const stay = freshStay();
    const email = `${crypto.randomUUID()}@example.test`;
    await bookDirect(new TestBrowser({ language: "id" }), world, stay, email);
    const [booked] = await bookingsOf(email);

    const stranger = await bookDirect(new TestBrowser({ language: "en" }), world, stay, email);
    expect(stranger.status).toBe(409);
    const html = await stranger.text();
    expect(html).toContain("No second booking was made");
    expect(html).not.toContain(booked.kodeBooking);
    expect(await bookingsOf(email)).toHaveLength(1);
  });

  it("shows the first booking to the signed-in account that made it, on another device too", async () => {
    const world = await bookingWorld(db, { units: 3 });
    const stay = freshStay();
    const email = `${crypto.randomUUID()}@example.test`;
    const user = await createUser({ email });
    const phone = new TestBrowser({ language: "id" });
    await signIn(phone, user.login, user.password);
    const first = await bookDirect(phone, world, stay, email);
    const laptop = new TestBrowser({ language: "id" });
    await signIn(laptop, user.login, user.password);
    const again = await bookDirect(laptop, world, stay, email);
    expect(again.status).toBe(302);
    expect(again.headers.get("Location")).toBe(`${first.headers.get("Location")}?ulang=1`);
    expect(await bookingsOf(email)).toHaveLength(1);
  });

  it("books again once the first booking is cancelled, older than ten minutes, or for other rooms", async () => {
    const world = await bookingWorld(db, { units: 4 });
    const stay = freshStay();
    const email = `${crypto.randomUUID()}@example.test`;
    const browser = new TestBrowser({ language: "id" });
    await bookDirect(browser, world, stay, email);
    const [first] = await bookingsOf(email);

    await db.update(reservation).set({ createdAt: new Date(Date.now() - 11 * 60_000) }).where(eq(reservation.id, first.id));
    const later = await bookDirect(browser, world, stay, email);
    expect(later.status).toBe(302);
    expect(later.headers.get("Location")).not.toContain(first.kodeBooking);
    const second = (await bookingsOf(email)).find((r) => r.id !== first.id)!;

    await db.update(reservation).set({ status: "CANCELLED", statusBayar: "FAILED" }).where(eq(reservation.id, second.id));
    const afterCancel = await bookDirect(browser, world, stay, email);
    expect(afterCancel.status).toBe(302);
    expect(await bookingsOf(email)).toHaveLength(3);

    const otherDates = await bookDirect(browser, world, freshStay(), email);
    expect(otherDates.status).toBe(302);
    expect(await bookingsOf(email)).toHaveLength(4);
  });

  it("hands the stay to the guest's calendar", async () => {
    const world = await bookingWorld(db, { units: 2 });
    const stay = freshStay(2);
    const email = `${crypto.randomUUID()}@example.test`;
    const browser = new TestBrowser({ language: "en" });
    await bookDirect(browser, world, stay, email);
    const [booked] = await bookingsOf(email);

    const response = await browser.get(`/reservasi-info-pendpay/${booked.kodeBooking}/kalender.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="${booked.kodeBooking}.ics"`);
    const ics = (await response.text()).replaceAll("\r\n ", "");
    // 14:00 and 12:00 in Asia/Jakarta are 07:00 and 05:00 UTC.
    expect(ics).toContain(`DTSTART:${stay.cekin.replaceAll("-", "")}T070000Z`);
    expect(ics).toContain(`DTEND:${stay.cekout.replaceAll("-", "")}T050000Z`);
    expect(ics).toContain(`SUMMARY:Stay at ${world.hotel.nama} — ${booked.kodeBooking}`);
    expect(ics).toContain(`UID:${booked.kodeBooking}@`);
    expect(ics).toMatch(/DESCRIPTION:Booking code: AGW.*\\nPay .* at the reception/);

    expect((await browser.get(`/reservasi-info-pendpay/AGW000000-NQPE22/kalender.ics`)).status).toBe(404);
    await db.update(reservation).set({ status: "CANCELLED", statusBayar: "FAILED" }).where(eq(reservation.id, booked.id));
    expect((await browser.get(`/reservasi-info-pendpay/${booked.kodeBooking}/kalender.ics`)).status).toBe(404);
  });
});
