import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { audit, hotel, outbox, reservation, review } from "~/db/schema";
import { createReservation } from "~/orders/store/reservation.server";
import { addReview, testDb } from "../fixtures/accommodation";
import { bookingInput, bookingWorld, freshStay, reservationRow } from "../fixtures/booking";
import { TestBrowser } from "./support/browser";
import { staffBrowser } from "./support/desk";

const db = testDb();

describe("review moderation", () => {
  it("hides a review from the public room page and the rating, audited, and shows it again", async () => {
    const world = await bookingWorld(db, { units: 1 });
    const hidden = await addReview(db, { hotelId: world.hotel.id, roomTypeId: world.room.id, guestName: "Rina", rating: 1, komentar: "Ulasan yang akan disembunyikan" });
    await addReview(db, { hotelId: world.hotel.id, roomTypeId: world.room.id, guestName: "Dewi", rating: 5, komentar: "Pemandangan kebun teh indah" });
    const stay = freshStay(1);
    const roomPage = `/room/${world.city.id}/2/1/${stay.cekin}/${stay.cekout}/${world.hotel.id}/1`;
    const visitor = new TestBrowser({ language: "id" });
    expect((await visitor.visit(roomPage)).html).toContain("Ulasan yang akan disembunyikan");

    const { browser, user } = await staffBrowser();
    const list = await browser.visit("/admin/ulasan");
    expect(list.response.status).toBe(200);
    expect(list.html).toContain("Ulasan yang akan disembunyikan");
    expect(list.html).toContain('aria-label="Sembunyikan ulasan dari Rina"');

    const hide = await browser.post("/admin/ulasan", { intent: "hide", review: String(hidden.id) });
    expect(hide.status).toBe(302);
    const publicAfter = await visitor.visit(roomPage);
    expect(publicAfter.html).not.toContain("Ulasan yang akan disembunyikan");
    expect(publicAfter.html).toContain("Pemandangan kebun teh indah");
    const [h] = await db.select({ ratingAvg: hotel.ratingAvg, ratingCount: hotel.ratingCount }).from(hotel).where(eq(hotel.id, world.hotel.id));
    expect(h).toEqual({ ratingAvg: 5, ratingCount: 1 });
    const hiddenList = await browser.visit("/admin/ulasan?tampil=hidden");
    expect(hiddenList.html).toContain("Ulasan yang akan disembunyikan");
    expect(hiddenList.html).not.toContain("Pemandangan kebun teh indah");

    expect((await browser.post("/admin/ulasan", { intent: "show", review: String(hidden.id) })).status).toBe(302);
    expect((await visitor.visit(roomPage)).html).toContain("Ulasan yang akan disembunyikan");
    const audits = (await db.select().from(audit).where(eq(audit.type, "REVIEW_MODERATED"))).filter(
      (a) => (a.data as { reviewId?: number }).reviewId === hidden.id,
    );
    expect(audits.map((a) => (a.data as { hidden: boolean }).hidden)).toEqual([true, false]);
    expect(audits.every((a) => a.principal === user.login)).toBe(true);

    const unknown = await browser.post("/admin/ulasan", { intent: "hide", review: "999999999" });
    expect(unknown.status).toBe(404);
    await unknown.body?.cancel();
    const bad = await browser.post("/admin/ulasan", { intent: "delete", review: String(hidden.id) });
    expect(bad.status).toBe(400);
    await bad.body?.cancel();
    expect((await browser.visit("/admin/ulasan?tampil=semua")).response.status).toBe(400);
  });
});

describe("e-mail outbox", () => {
  it("lists queued e-mails with their status and opens one", async () => {
    const world = await bookingWorld(db, { units: 1 });
    const email = `${crypto.randomUUID()}@example.test`;
    const [row] = await db
      .insert(outbox)
      .values({ toAddress: email, subject: "Uji kotak keluar", html: "<p>Halo</p>", text: "Halo dari kotak keluar", kind: "booking-created", status: "FAILED", attempts: 2, lastError: "provider down" })
      .returning({ id: outbox.id });
    const { browser } = await staffBrowser();
    const list = await browser.visit("/admin/outbox?status=FAILED");
    expect(list.response.status).toBe(200);
    expect(list.html).toContain("Uji kotak keluar");
    expect(list.html).toContain("Gagal");
    expect(list.html).toMatch(/Menampilkan 1 - \d+ dari \d+ item/);
    expect((await browser.visit("/admin/outbox?status=SENT")).html).not.toContain("Uji kotak keluar");
    const detail = await browser.visit(`/admin/outbox/${row.id}`);
    expect(detail.html).toContain("Halo dari kotak keluar");
    expect(detail.html).toContain("provider down");
    expect((await browser.visit("/admin/outbox/999999999")).response.status).toBe(404);
    expect((await browser.visit("/admin/outbox/abc")).response.status).toBe(404);
    expect((await browser.visit("/admin/outbox?status=LOST")).response.status).toBe(400);
    void world;
  });
});

describe("front-desk permissions", () => {
  it("refuses a ROLE_KEUANGAN account every desk page and action with 403, changing nothing", async () => {
    const world = await bookingWorld(db, { units: 2 });
    const created = await createReservation(db, bookingInput(world, { paymentMethodId: world.methods.direct }));
    if (!created.ok) throw new Error("booking failed");
    const r = created.reservation;
    const rev = await addReview(db, { hotelId: world.hotel.id, rating: 4, komentar: "Tetap tampil" });
    const stay = freshStay(1);
    const { browser } = await staffBrowser(["ROLE_USER", "ROLE_KEUANGAN"]);
    for (const path of ["/admin/reservasi", "/admin/reservasi.csv", `/admin/reservasi/${r.kodeBooking}`, "/admin/kalender", "/admin/ulasan", "/admin/outbox"]) {
      const response = await browser.get(path);
      expect(response.status, path).toBe(403);
      await response.body?.cancel();
    }
    const before = await reservationRow(db, r.id);
    for (const intent of ["cancel", "checkIn", "checkOut", "markPaid", "markUnpaid", "resend"]) {
      const response = await browser.post(`/admin/reservasi/${r.kodeBooking}`, { intent });
      expect(response.status, intent).toBe(403);
      await response.body?.cancel();
    }
    const hide = await browser.post("/admin/ulasan", { intent: "hide", review: String(rev.id) });
    expect(hide.status).toBe(403);
    await hide.body?.cancel();
    const deskBooking = await browser.post(`/admin/kalender/pesan?hotel=${world.hotel.id}&unit=${world.room.unitIds[0]}&cekin=${stay.cekin}`, {
      hotel: String(world.hotel.id),
      unit: String(world.room.unitIds[0]),
      cekin: stay.cekin,
      durasi: "1",
      tamu: "1",
      nama: "Penyusup",
      telepon: "0811111111",
      email: "penyusup@example.test",
      identitas: String(world.identityTypeId),
      noIdentitas: "1",
      negara: String(world.countryId),
      metode: String(world.methods.direct),
      bayar: "sekarang",
    });
    expect(deskBooking.status).toBe(403);
    await deskBooking.body?.cancel();

    expect(await reservationRow(db, r.id)).toEqual(before);
    expect(await db.select().from(reservation).where(eq(reservation.hotelId, world.hotel.id))).toHaveLength(1);
    const [reviewRow] = await db.select({ hidden: review.hidden }).from(review).where(eq(review.id, rev.id));
    expect(reviewRow.hidden).toBe(false);
    const vouchers = await db.select().from(outbox).where(eq(outbox.toAddress, before.guestEmail));
    expect(vouchers.filter((m) => m.kind === "booking-voucher")).toHaveLength(0);
  });
});
