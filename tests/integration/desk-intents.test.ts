import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { audit, outbox } from "~/db/schema";
import { createReservation } from "~/orders/store/reservation.server";
import { testDb } from "../fixtures/accommodation";
import { bookingInput, bookingWorld, type BookingWorld } from "../fixtures/booking";
import { decodeHtml } from "./support/browser";
import { staffBrowser } from "./support/desk";

/** The desk page's intents go through one service call each: one change, one audit row, one e-mail. */
const db = testDb();

async function book(world: BookingWorld, overrides: Parameters<typeof bookingInput>[1] = {}) {
  const result = await createReservation(db, bookingInput(world, overrides));
  if (!result.ok) throw new Error(`booking failed: ${result.reason}`);
  return result.reservation;
}

async function sideEffects(r: { id: number; kodeBooking: string }) {
  const audits = (await db.select().from(audit).where(eq(audit.type, "RESERVATION_CHANGED"))).filter(
    (row) => (row.data as { kodeBooking?: string }).kodeBooking === r.kodeBooking,
  );
  const mails = (await db.select().from(outbox).where(eq(outbox.kind, "booking-voucher"))).filter((row) =>
    row.dedupeKey?.startsWith(`booking-voucher:${r.id}`),
  );
  return { audits, mails };
}

describe("desk intents", () => {
  it("a paid-at-the-desk intent writes exactly one audit row and queues exactly one e-voucher", async () => {
    const world = await bookingWorld(db, { units: 1 });
    const r = await book(world, { paymentMethodId: world.methods.direct });
    const { browser, user } = await staffBrowser();
    const before = await sideEffects(r);
    expect(before.audits).toHaveLength(0);

    const paid = await browser.post(`/admin/reservasi/${r.kodeBooking}`, { intent: "markPaid" });
    expect(paid.status).toBe(302);
    const after = await sideEffects(r);
    expect(after.audits).toHaveLength(1);
    expect(after.audits[0]).toMatchObject({ principal: user.login, type: "RESERVATION_CHANGED" });
    expect(after.audits[0].data).toMatchObject({
      action: "markPaid",
      message: `markPaid ${r.kodeBooking}`,
      reservationId: r.id,
      from: { statusBayar: "WAITING" },
      to: { statusBayar: "PAID" },
    });
    expect(after.mails.length - before.mails.length).toBe(1);
  });

  it("answers an unknown intent with 400 and the page's message in French, changing nothing", async () => {
    const world = await bookingWorld(db, { units: 1 });
    const r = await book(world, { paymentMethodId: world.methods.direct });
    const { browser } = await staffBrowser();
    const bogus = await browser.post(`/admin/reservasi/${r.kodeBooking}?lng=fr`, { intent: "explode" });
    expect(bogus.status).toBe(400);
    expect(decodeHtml(await bogus.text())).toContain("Requête invalide. Veuillez utiliser les boutons de cette page.");
    expect((await sideEffects(r)).audits).toHaveLength(0);

    const review = await browser.post("/admin/ulasan?lng=fr", { intent: "delete", review: "1" });
    expect(review.status).toBe(400);
    expect(decodeHtml(await review.text())).toContain("Requête invalide. Veuillez utiliser les boutons de cette page.");
  });
});
