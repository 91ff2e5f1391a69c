import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { audit, outbox, paymentMethod, refund, reservation } from "~/db/schema";
import { countFreeUnits } from "~/models/availability.server";
import { createReservation } from "~/orders/store/reservation.server";
import { MAX_LOOKUP_MISSES } from "~/services/lookup-limit.server";
import { testDb } from "../fixtures/accommodation";
import { bookingInput, bookingWorld, freshStay, nightsOf, reservationRow, type BookingWorld } from "../fixtures/booking";
import { decodeHtml, TestBrowser } from "./support/browser";

const db = testDb();

async function paidBooking(world: BookingWorld, overrides: Parameters<typeof bookingInput>[1] = {}) {
  const result = await createReservation(db, bookingInput(world, overrides));
  if (!result.ok) throw new Error(`booking failed: ${result.reason}`);
  const r = result.reservation;
  await db.update(reservation).set({ statusBayar: "PAID", paidAt: new Date() }).where(eq(reservation.id, r.id));
  return r;
}

/** Looks the booking up on /pesanan and follows to its page; returns the page's path (with its access token). */
async function lookUp(browser: TestBrowser, kode: string, email: string) {
  const found = await browser.post("/pesanan", { kode, email });
  expect(found.status).toBe(302);
  return found.headers.get("Location")!;
}

async function refundsOf(reservationId: number) {
  return db.select().from(refund).where(eq(refund.reservationId, reservationId));
}

describe("Pesanan Saya: cancelling a booking", () => {
  it("a French guest without JavaScript sees the refund, gives a bank account, cancels once, and the room is bookable again", async () => {
    const world = await bookingWorld(db, { units: 1 });
    const stay = freshStay(2);
    const email = `${crypto.randomUUID()}@example.test`;
    const r = await paidBooking(world, { ...stay, email, langKey: "fr" });
    expect(await countFreeUnits(db, world.room.id, stay)).toBe(0);
    const guest = new TestBrowser({ language: "fr" });

    // The e-mail is matched whatever its case; the page opens with its access token.
    const page = await lookUp(guest, r.kodeBooking.toLowerCase(), email.toUpperCase());
    expect(page).toMatch(new RegExp(`^/pesanan/${r.kodeBooking}\\?akses=`));
    const shown = await guest.visit(page);
    expect(shown.html).toContain("Réservée");
    expect(shown.html).toContain("Annulation gratuite jusqu'à 3 jours avant l'arrivée, puis 50 % du paiement est retenu");

    // The confirm step (a GET form) shows the whole amount coming back and asks where to send it (VA → transfer).
    const confirm = await guest.visit(`${page}&batal=1`);
    expect(confirm.html).toMatch(/Montant remboursé : [\d\s\u202f\u00a0]+Rp/);
    expect(confirm.html).toContain("Numéro de compte");
    const akses = new URL(page, "https://x").searchParams.get("akses")!;

    // Without an account the form is refused with the fields' messages, and nothing changes.
    const incomplete = await guest.post(`${page}&batal=1`, { intent: "cancel", akses, bankNama: "BCA", bankRekening: "12", bankAtasNama: "" });
    expect(incomplete.status, incomplete.headers.get("Location") ?? "").toBe(400);
    const refusedHtml = decodeHtml(await incomplete.text());
    expect(refusedHtml).toContain("Saisissez le numéro de compte (chiffres uniquement, de 5 à 30)");
    expect(refusedHtml).toContain("Saisissez le nom du titulaire du compte");
    expect((await reservationRow(db, r.id)).status).toBe("BOOKED");

    const form = { intent: "cancel", akses, bankNama: "BCA", bankRekening: "123 456 7890", bankAtasNama: "Claire Martin" };
    const cancelled = await guest.post(`/pesanan/${r.kodeBooking}`, form);
    expect(cancelled.status).toBe(302);
    const row = await reservationRow(db, r.id);
    expect(row.status).toBe("CANCELLED");
    expect(row.statusBayar).toBe("REFUND_PENDING");
    expect(await nightsOf(db, r.id)).toBe(0);
    expect(await countFreeUnits(db, world.room.id, stay)).toBe(1);
    expect((await createReservation(db, bookingInput(world, stay))).ok).toBe(true);

    // A second submit lands on the same cancelled booking: one refund, one audit row, one e-mail.
    const twice = await guest.post(`/pesanan/${r.kodeBooking}`, form);
    expect(twice.status).toBe(302);
    const refunds = await refundsOf(r.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ channel: "MANUAL", status: "PENDING", amount: r.total, kept: 0, bankRekening: "1234567890", bankAtasNama: "Claire Martin" });
    const audits = (await db.select().from(audit).where(eq(audit.type, "RESERVATION_CHANGED"))).filter(
      (a) => (a.data as { kodeBooking?: string }).kodeBooking === r.kodeBooking,
    );
    expect(audits).toHaveLength(1);
    const mails = await db.select().from(outbox).where(eq(outbox.dedupeKey, `booking-cancelled:${r.id}`));
    expect(mails).toHaveLength(1);
    expect(mails[0].langKey).toBe("fr");
    expect(mails[0].subject).toBe(`Réservation ${r.kodeBooking} annulée`);
    expect(mails[0].text).toContain("Claire Martin");

    const after = await guest.visit(page);
    expect(after.html).toContain("Annulée");
    expect(after.html).not.toContain("Annuler la réservation</button>");
  });

  it("refunds a QRIS payment through the gateway and keeps the cancellation when the gateway refuses", async () => {
    const world = await bookingWorld(db);
    await db.update(paymentMethod).set({ channel: "QRIS" }).where(eq(paymentMethod.id, world.methods.page));
    const email = `${crypto.randomUUID()}@example.test`;
    const r = await paidBooking(world, { email, paymentMethodId: world.methods.page });
    const guest = new TestBrowser({ language: "en" });
    const page = await lookUp(guest, r.kodeBooking, email);
    const akses = new URL(page, "https://x").searchParams.get("akses")!;
    const confirm = await guest.visit(`${page}&batal=1`);
    expect(confirm.html).not.toContain("Account number");
    expect((await guest.post(`/pesanan/${r.kodeBooking}`, { intent: "cancel", akses })).status).toBe(302);
    const [row] = await refundsOf(r.id);
    expect(row.channel).toBe("GATEWAY");
    expect(row.amount).toBe(r.total);
    expect(["PENDING", "FAILED"]).toContain(row.status);
    expect((await reservationRow(db, r.id)).status).toBe("CANCELLED");
  });

  it("cancels an unpaid booking with nothing to refund", async () => {
    const world = await bookingWorld(db);
    const email = `${crypto.randomUUID()}@example.test`;
    const result = await createReservation(db, bookingInput(world, { email }));
    if (!result.ok) throw new Error(result.reason);
    const guest = new TestBrowser({ language: "en" });
    const page = await lookUp(guest, result.reservation.kodeBooking, email);
    const confirm = await guest.visit(`${page}&batal=1`);
    expect(confirm.html).toContain("This booking is not paid yet: it is cancelled and there is nothing to refund.");
    const akses = new URL(page, "https://x").searchParams.get("akses")!;
    expect((await guest.post(`/pesanan/${result.reservation.kodeBooking}`, { intent: "cancel", akses })).status).toBe(302);
    const row = await reservationRow(db, result.reservation.id);
    expect({ status: row.status, statusBayar: row.statusBayar }).toEqual({ status: "CANCELLED", statusBayar: "FAILED" });
    expect(await refundsOf(row.id)).toHaveLength(0);
  });

  it("answers a wrong e-mail exactly like an unknown code, and never opens a booking by its code alone", async () => {
    const world = await bookingWorld(db);
    const email = `${crypto.randomUUID()}@example.test`;
    const r = await paidBooking(world, { email });
    const guest = new TestBrowser({ language: "en" });
    const wrongEmail = await guest.post("/pesanan", { kode: r.kodeBooking, email: "someone.else@example.test" });
    const unknownCode = await guest.post("/pesanan", { kode: "AGW000000-ZZZZZZ", email });
    expect(wrongEmail.status).toBe(404);
    expect(unknownCode.status).toBe(404);
    const message = "That booking code and e-mail do not match any booking. Check both and try again.";
    expect(decodeHtml(await wrongEmail.text())).toContain(message);
    expect(decodeHtml(await unknownCode.text())).toContain(message);

    // The booking's page without a valid token sends back to the look-up form; a cancel POST changes nothing.
    const bare = await guest.get(`/pesanan/${r.kodeBooking}`);
    expect(bare.status).toBe(302);
    expect(bare.headers.get("Location")).toContain("/pesanan?kode=");
    const forged = await guest.post(`/pesanan/${r.kodeBooking}`, { intent: "cancel", akses: `${Date.now() + 60_000}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA` });
    expect(forged.status).toBe(302);
    expect((await reservationRow(db, r.id)).status).toBe("BOOKED");
  });

  it("pauses an address after too many look-ups that match nothing", async () => {
    const guesser = new TestBrowser({ language: "en" });
    for (let i = 0; i < MAX_LOOKUP_MISSES; i++) {
      const miss = await guesser.post("/pesanan", { kode: "AGW000000-ABCDEF", email: `guess${i}@example.test` });
      expect(miss.status).toBe(404);
      await miss.arrayBuffer();
    }
    const refused = await guesser.post("/pesanan", { kode: "AGW000000-ABCDEF", email: "last@example.test" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(decodeHtml(await refused.text())).toMatch(/Too many booking codes not found from your address\. Please try again in \d+ minutes\./);
  });
});

describe("the desk cancels through the same path", () => {
  it("records the refund of a paid booking", async () => {
    const world = await bookingWorld(db);
    const r = await paidBooking(world);
    const { cancelBooking } = await import("~/orders/intents/cancel.server");
    const { getCancellableBooking } = await import("~/orders/store/cancellation.server");
    const { env } = await import("cloudflare:test");
    const { parseEnv } = await import("~/env.server");
    const booking = (await getCancellableBooking(db, r.kodeBooking))!;
    const context = { db, env: parseEnv(env as never), ctx: { waitUntil: () => {}, passThroughOnException: () => {} } as never };
    const outcome = await cancelBooking(context, { booking, by: "staff" }, { login: "desk", remoteAddress: null });
    expect(outcome.ok).toBe(true);
    const [row] = await db.select().from(refund).where(and(eq(refund.reservationId, r.id), eq(refund.channel, "MANUAL")));
    expect(row.amount).toBe(r.total);
    expect(row.bankRekening).toBeNull();
    const fresh = (await getCancellableBooking(db, r.kodeBooking))!;
    const again = await cancelBooking(context, { booking: fresh, by: "staff" }, { login: "desk", remoteAddress: null });
    expect(again).toEqual({ ok: false, reason: "alreadyCancelled" });
  });
});
