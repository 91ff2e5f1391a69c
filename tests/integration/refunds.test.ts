import { createExecutionContext, env, SELF } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { audit, outbox, refund, reservation, simTransaction } from "~/db/schema";
import { parseEnv } from "~/env.server";
import { createReservation } from "~/orders/store/reservation.server";
import { listSimRefunds } from "~/dev/simulator/ledger.server";
import { createPaymentGateway } from "~/orders/payments/create-gateway.server";
import { PaymentGatewayError } from "~/orders/payments/gateway.server";
import { simulatorRefundNotificationBody } from "~/dev/simulator/gateway.server";
import { addDays, todayInJakarta } from "~/utils/dates";
import { testDb } from "../fixtures/accommodation";
import { bookingInput, bookingWorld, nightsOf, reservationRow, serverKey } from "../fixtures/booking";
import { decodeHtml } from "./support/browser";
import { staffBrowser } from "./support/desk";

/**
 * Refunds end to end: the simulator refunds like Midtrans and confirms with a signed notification, the
 * notification closes the booking's refund once, finance closes manual transfers, and the desk's no-show.
 */
const db = testDb();
const URL_ = "https://example.com/api/payment/notification";

/** A card booking, paid, then cancelled with a refund asked for: what the cancellation leaves behind. */
async function paidCardBooking(options: { refundAmount?: number; channel?: "GATEWAY" | "MANUAL"; settled?: boolean } = {}) {
  const world = await bookingWorld(db, { units: 2 });
  const result = await createReservation(db, bookingInput(world, { paymentMethodId: world.methods.page }));
  if (!result.ok) throw new Error("booking failed");
  const r = result.reservation;
  await db.insert(simTransaction).values({
    orderId: r.kodeBooking,
    transactionId: crypto.randomUUID(),
    kind: "PAGE",
    grossAmount: r.total,
    status: options.settled === false ? "pending" : "settlement",
    expiryAt: new Date(Date.now() + 3_600_000),
  });
  const amount = options.refundAmount ?? r.total;
  await db.update(reservation).set({ status: "CANCELLED", statusBayar: "REFUND_PENDING", paidAt: new Date() }).where(eq(reservation.id, r.id));
  const channel = options.channel ?? "GATEWAY";
  const [row] = await db
    .insert(refund)
    .values({
      reservationId: r.id,
      refundKey: `RF-${crypto.randomUUID()}`,
      channel,
      amount,
      kept: r.total - amount,
      reason: "Dibatalkan tamu",
      ...(channel === "MANUAL" ? { bankNama: "BCA", bankRekening: "1234567890", bankAtasNama: "Siti Aminah" } : {}),
    })
    .returning();
  return { r, refundRow: row };
}

function gateway() {
  return createPaymentGateway({ db, env: parseEnv(env as never), ctx: createExecutionContext() }, "https://example.com");
}

async function refundRow(id: number) {
  const [row] = await db.select().from(refund).where(eq(refund.id, id));
  return row;
}

async function refundMails(reservationId: number) {
  return db.select().from(outbox).where(eq(outbox.dedupeKey, `booking-refunded:${reservationId}`));
}

function post(payload: unknown) {
  return SELF.fetch(URL_, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(payload) });
}

describe("refunds through the gateway", () => {
  it("the simulator refuses a refund of an unsettled transaction and more than is left", async () => {
    const unsettled = await paidCardBooking({ settled: false });
    await expect(
      gateway().refund({ orderId: unsettled.r.kodeBooking, refundKey: "k-1", amount: 1000, reason: "" }),
    ).rejects.toThrow(/412/);

    const { r } = await paidCardBooking();
    await expect(gateway().refund({ orderId: r.kodeBooking, refundKey: "too-much", amount: r.total + 1, reason: "" })).rejects.toThrow(
      PaymentGatewayError,
    );
    const first = await gateway().refund({ orderId: r.kodeBooking, refundKey: "part-1", amount: 1000, reason: "" });
    // The same key again is the same refund; a new key may take what is left, and no more.
    const again = await gateway().refund({ orderId: r.kodeBooking, refundKey: "part-1", amount: 1000, reason: "" });
    expect(again.gatewayRef).toBe(first.gatewayRef);
    await expect(gateway().refund({ orderId: r.kodeBooking, refundKey: "part-2", amount: r.total, reason: "" })).rejects.toThrow(/413/);
    await gateway().refund({ orderId: r.kodeBooking, refundKey: "part-2", amount: r.total - 1000, reason: "" });
    expect((await listSimRefunds(db, r.kodeBooking)).map((x) => x.amount)).toEqual([1000, r.total - 1000]);
    expect((await gateway().getStatus(r.kodeBooking))?.transactionStatus).toBe("refund");
  });

  it("a full refund through the simulator closes the refund: REFUNDED, audited, one e-mail", async () => {
    const { r, refundRow: asked } = await paidCardBooking();
    const result = await gateway().refund({ orderId: r.kodeBooking, refundKey: asked.refundKey, amount: asked.amount, reason: asked.reason });
    const closed = await refundRow(asked.id);
    expect(closed).toMatchObject({ status: "PAID", gatewayRef: result.gatewayRef });
    expect(closed.paidAt).not.toBeNull();
    expect((await reservationRow(db, r.id)).statusBayar).toBe("REFUNDED");
    const mails = await refundMails(r.id);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Dana Anda sudah dikembalikan — ${r.kodeBooking}`);
  });

  it("a partial refund notification replayed five times refunds once: one PAID refund, one e-mail, one status change", async () => {
    const { r, refundRow: asked } = await paidCardBooking({ refundAmount: 100_000 });
    // What the simulator would send, built from its ledger, then delivered five times at once.
    const [tx] = await db.select().from(simTransaction).where(eq(simTransaction.orderId, r.kodeBooking));
    const now = new Date();
    const body = await simulatorRefundNotificationBody(
      tx,
      [{ refundKey: asked.refundKey, refundId: "77", amount: 100_000, createdAt: now }],
      asked.reason,
      serverKey(),
      now,
    );
    expect(body.transaction_status).toBe("partial_refund");
    const responses = await Promise.all(Array.from({ length: 5 }, () => post(body)));
    expect(responses.map((x) => x.status)).toEqual([200, 200, 200, 200, 200]);
    const closed = await refundRow(asked.id);
    expect(closed).toMatchObject({ status: "PAID", gatewayRef: "77" });
    const row = await reservationRow(db, r.id);
    expect(row.statusBayar).toBe("PARTIALLY_REFUNDED");
    expect(await refundMails(r.id)).toHaveLength(1);
    const audits = (await db.select().from(audit).where(eq(audit.type, "REFUND_PAID"))).filter(
      (a) => (a.data as { message?: string }).message === r.kodeBooking,
    );
    expect(audits).toHaveLength(1);
  });

  it("refuses a refund notification with a bad signature, and a refund notification never marks a booking paid", async () => {
    const { r, refundRow: asked } = await paidCardBooking();
    const [tx] = await db.select().from(simTransaction).where(eq(simTransaction.orderId, r.kodeBooking));
    const now = new Date();
    const body = await simulatorRefundNotificationBody(tx, [{ refundKey: asked.refundKey, refundId: "1", amount: asked.amount, createdAt: now }], "", serverKey(), now);
    const forged = { ...body, signature_key: body.signature_key.replace(/^./, (c) => (c === "a" ? "b" : "a")) };
    expect((await post(forged)).status).toBe(403);
    expect((await refundRow(asked.id)).status).toBe("PENDING");

    // A waiting booking that gets a (stray) refund notification stays waiting.
    const world = await bookingWorld(db, { units: 1 });
    const waiting = await createReservation(db, bookingInput(world));
    if (!waiting.ok) throw new Error("booking failed");
    const stray = await simulatorRefundNotificationBody(
      { ...tx, orderId: waiting.reservation.kodeBooking, grossAmount: waiting.reservation.total },
      [{ refundKey: "nobody", refundId: "2", amount: 1, createdAt: now }],
      "",
      serverKey(),
      now,
    );
    expect((await post(stray)).status).toBe(200);
    expect((await reservationRow(db, waiting.reservation.id)).statusBayar).toBe("WAITING");
  });
});

describe("finance closes manual refunds", () => {
  it("finance marks a manual transfer done once; the guest is mailed once; front-desk staff are refused", async () => {
    const { r, refundRow: asked } = await paidCardBooking({ channel: "MANUAL", refundAmount: 200_000 });
    const desk = await staffBrowser(["ROLE_USER", "ROLE_FRONTDESK"]);
    const refused = await desk.browser.post("/admin/refund", { intent: "markPaid", refund: String(asked.id) });
    expect(refused.status).toBe(403);
    expect((await refundRow(asked.id)).status).toBe("PENDING");

    const finance = await staffBrowser(["ROLE_USER", "ROLE_FINANCE"]);
    const page = await finance.browser.get("/admin/refund?status=PENDING");
    expect(page.status).toBe(200);
    const html = decodeHtml(await page.text());
    expect(html).toContain(r.kodeBooking);
    expect(html).toContain("Tandai sudah ditransfer");
    expect(html).toContain("BCA 1234567890 a.n. Siti Aminah");

    const done = await finance.browser.post("/admin/refund", { intent: "markPaid", refund: String(asked.id) });
    expect(done.status).toBe(302);
    const closed = await refundRow(asked.id);
    expect(closed).toMatchObject({ status: "PAID", paidBy: finance.user.login });
    expect((await reservationRow(db, r.id)).statusBayar).toBe("PARTIALLY_REFUNDED");
    const again = await finance.browser.post("/admin/refund?lng=en", { intent: "markPaid", refund: String(asked.id) });
    expect(again.status).toBe(409);
    expect(decodeHtml(await again.text())).toContain("Someone else has already changed this refund.");
    expect(await refundMails(r.id)).toHaveLength(1);
  });

  it("tells a French finance clerk without JavaScript, in French and with 409, that the guest gave no account; nothing is marked", async () => {
    const { refundRow: asked } = await paidCardBooking({ channel: "MANUAL", refundAmount: 150_000 });
    await db.update(refund).set({ bankNama: null, bankRekening: null, bankAtasNama: null }).where(eq(refund.id, asked.id));
    const finance = await staffBrowser(["ROLE_USER", "ROLE_FINANCE"]);
    const refused = await finance.browser.post("/admin/refund?lng=fr", { intent: "markPaid", refund: String(asked.id) });
    expect(refused.status).toBe(409);
    const html = decodeHtml(await refused.text());
    expect(html).toContain('<p class="desk-alert" role="alert">Le client n’a pas encore indiqué de compte bancaire pour le virement.</p>');
    expect(html).toContain('lang="fr"');
    expect((await refundRow(asked.id)).status).toBe("PENDING");
  });

  it("retries a failed gateway refund with the same refund_key", async () => {
    const { r, refundRow: asked } = await paidCardBooking();
    await db.update(refund).set({ status: "FAILED" }).where(eq(refund.id, asked.id));
    const finance = await staffBrowser(["ROLE_USER", "ROLE_KEUANGAN"]);
    const retried = await finance.browser.post("/admin/refund", { intent: "retry", refund: String(asked.id) });
    expect(retried.status).toBe(302);
    expect((await refundRow(asked.id)).status).toBe("PAID");
    expect((await listSimRefunds(db, r.kodeBooking)).map((x) => x.refundKey)).toEqual([asked.refundKey]);
    expect((await reservationRow(db, r.id)).statusBayar).toBe("REFUNDED");
  });
});

describe("no-show", () => {
  async function paidStay(cekin: string) {
    const world = await bookingWorld(db, { units: 1 });
    const result = await createReservation(db, bookingInput(world, { paymentMethodId: world.methods.direct }));
    if (!result.ok) throw new Error("booking failed");
    const r = result.reservation;
    await db
      .update(reservation)
      .set({ cekin, cekout: addDays(cekin, 2), durasi: 2, statusBayar: "PAID", paidAt: new Date() })
      .where(eq(reservation.id, r.id));
    return r;
  }

  it("is refused on the arrival day and allowed after it; the nights stay sold", async () => {
    const today = todayInJakarta();
    const { browser } = await staffBrowser();
    const arriving = await paidStay(today);
    const early = await browser.post(`/admin/reservasi/${arriving.kodeBooking}?lng=fr`, { intent: "noShow" });
    expect(early.status).toBe(409);
    expect(decodeHtml(await early.text())).toContain("une fois son jour d’arrivée passé");
    expect((await reservationRow(db, arriving.id)).status).toBe("BOOKED");

    const missed = await paidStay(addDays(today, -1));
    const nights = await nightsOf(db, missed.id);
    const done = await browser.post(`/admin/reservasi/${missed.kodeBooking}`, { intent: "noShow" });
    expect(done.status).toBe(302);
    const row = await reservationRow(db, missed.id);
    expect(row.status).toBe("NO_SHOW");
    expect(row.noShowAt).not.toBeNull();
    expect(row.statusBayar).toBe("PAID");
    expect(await nightsOf(db, missed.id)).toBe(nights);
    const audits = await db
      .select()
      .from(audit)
      .where(and(eq(audit.type, "RESERVATION_CHANGED")));
    expect(audits.filter((a) => (a.data as { message?: string }).message === `noShow ${missed.kodeBooking}`)).toHaveLength(1);
  });
});
