import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hotel, reservation, review, satisfaction, satisfactionDetail, satisfactionReason } from "~/db/schema";
import { createReservation } from "~/orders/store/reservation.server";
import { satisfactionToken } from "~/services/satisfaction-link.server";
import { testDb } from "../fixtures/accommodation";
import { bookingInput, bookingWorld } from "../fixtures/booking";
import { decodeHtml, TestBrowser } from "./support/browser";

const db = testDb();

async function paidBooking() {
  const world = await bookingWorld(db, { units: 1 });
  const result = await createReservation(db, bookingInput(world));
  if (!result.ok) throw new Error("booking failed");
  await db.update(reservation).set({ statusBayar: "PAID" }).where(eq(reservation.id, result.reservation.id));
  return { world, id: result.reservation.id };
}

describe("satisfaction survey", () => {
  it("is a 404 without a valid signed token", async () => {
    const { id } = await paidBooking();
    const browser = new TestBrowser({ language: "id" });
    expect((await browser.get(`/kepuasan/${id}`)).status).toBe(404);
    const otherToken = await satisfactionToken(env as never, id + 1);
    expect((await browser.get(`/kepuasan/${id}?token=${otherToken}`)).status).toBe(404);
    expect((await browser.post(`/kepuasan/${id}?token=${otherToken}`, { intent: "puas" })).status).toBe(404);
  });

  it("saves the choice, then reasons and rating once; a comment becomes a review in the hotel's rating", async () => {
    const { world, id } = await paidBooking();
    const token = await satisfactionToken(env as never, id);
    const path = `/kepuasan/${id}?token=${token}`;
    const browser = new TestBrowser({ language: "id" });
    const page = await browser.visit(path);
    expect(page.response.status).toBe(200);
    expect(page.html).toContain("Puas");

    const choose = await browser.post(path, { intent: "tidak" });
    expect(choose.status).toBe(302);
    const dialog = await browser.visit(path);
    expect(dialog.html).toContain("Silahkan Isikan Form Kepuasan Pelanggan");
    const [row] = await db.select().from(satisfaction).where(eq(satisfaction.reservationId, id));
    expect(row.isPuas).toBe(false);
    expect(row.rating).toBeNull();

    const noRating = await browser.post(path, { intent: "save" });
    expect(noRating.status).toBe(400);
    expect(decodeHtml(await noRating.text())).toContain("Silahkan pilih rating terlebih dulu");

    const reasons = await db.select({ id: satisfactionReason.id }).from(satisfactionReason).limit(2);
    const form = new URLSearchParams({ intent: "save", rating: "4", komentar: "Kamar bersih, udara sejuk." });
    for (const r of reasons) form.append("alasan", String(r.id));
    const saved = await browser.fetch(path, { method: "POST", body: form, headers: { Origin: "https://example.com", "Sec-Fetch-Site": "same-origin" } });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/");

    const details = await db.select().from(satisfactionDetail).where(eq(satisfactionDetail.satisfactionId, row.id));
    expect(details).toHaveLength(reasons.length);
    const [after] = await db.select().from(satisfaction).where(eq(satisfaction.id, row.id));
    expect(after.rating).toBe(4);
    const reviews = await db.select().from(review).where(eq(review.satisfactionId, row.id));
    expect(reviews).toHaveLength(1);
    expect(reviews[0]).toMatchObject({ guestName: "Siti", rating: 4, komentar: "Kamar bersih, udara sejuk." });
    const [h] = await db.select().from(hotel).where(eq(hotel.id, world.hotel.id));
    expect(h.ratingAvg).toBe(4);
    expect(h.ratingCount).toBe(1);

    // Answered once: the page says so and a second save changes nothing.
    expect((await browser.visit(path)).html).toContain("penilaian untuk pemesanan ini sudah tersimpan");
    await browser.post(path, { intent: "save", rating: "1", komentar: "lagi" });
    expect(await db.select().from(review).where(eq(review.satisfactionId, row.id))).toHaveLength(1);
    const [final] = await db.select().from(satisfaction).where(eq(satisfaction.id, row.id));
    expect(final.rating).toBe(4);
  });
});
