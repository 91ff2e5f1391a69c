import { createExecutionContext, env, SELF } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { audit, outbox, paymentAttempt, paymentMethod, reservation, simTransaction } from "~/db/schema";
import { parseEnv } from "~/env.server";
import { listSimRefunds } from "~/dev/simulator/ledger.server";
import { getCancellableBooking } from "~/orders/store/cancellation.server";
import { cancelBooking } from "~/orders/intents/cancel.server";
import { formatGrossAmount, notificationSignature } from "~/orders/payments/midtrans.server";
import { testDb } from "../fixtures/accommodation";
import { bookingWorld, freshStay, nightsOf, reservationRow, serverKey, type BookingWorld } from "../fixtures/booking";
import { bookThroughForm, guestFields } from "./support/booking";
import { ORIGIN, TestBrowser } from "./support/browser";

/**
 * A pending booking switches payment method (docs/decisions/037): a new gateway order `kode-n` for the same
 * amount and deadline, the old one closed; notifications of any of its orders pay it once, and an order the
 * guest left can neither expire it nor pay it twice.
 */
const db = testDb();
const NOTIFY = `${ORIGIN}/api/payment/notification`;

async function notify(orderId: string, amount: number, status = "settlement", statusCode = "200") {
  const grossAmount = formatGrossAmount(amount);
  const body = {
    order_id: orderId,
    status_code: statusCode,
    gross_amount: grossAmount,
    transaction_status: status,
    fraud_status: "accept",
    payment_type: "bank_transfer",
    signature_key: await notificationSignature(orderId, statusCode, grossAmount, serverKey()),
  };
  return SELF.fetch(NOTIFY, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
}

/** A booking made through the form with `method`, its payment started; the guest's browser and the row. */
async function pendingBooking(method: keyof BookingWorld["methods"] = "page", world?: BookingWorld) {
  const w = world ?? (await bookingWorld(db, { units: 2 }));
  const email = `${crypto.randomUUID()}@example.test`;
  const browser = new TestBrowser({ language: "id" });
  const { response } = await bookThroughForm(browser, w, freshStay(), guestFields(w, email), { metode: w.methods[method] });
  expect(response.status).toBe(302);
  const [row] = await db.select().from(reservation).where(eq(reservation.guestEmail, email));
  return { world: w, browser, row, email };
}

function switchTo(browser: TestBrowser, kode: string, methodId: number) {
  return browser.post(`/reservasi-info-pendpay/${kode}`, { intent: "switch", metode: String(methodId) });
}

async function vouchers(reservationId: number) {
  return db.select().from(outbox).where(and(eq(outbox.kind, "booking-voucher"), eq(outbox.dedupeKey, `booking-voucher:${reservationId}`)));
}

async function refundAudits(orderId: string) {
  const rows = await db.select().from(audit).where(eq(audit.type, "PAYMENT_REFUND_REQUIRED"));
  return rows.filter((a) => (a.data as { message?: string }).message === orderId);
}

describe("switching the payment method of a pending booking", () => {
  it("opens a new order kode-2 for the same amount and deadline, closes the old one and e-mails the new number", async () => {
    const { world, browser, row, email } = await pendingBooking("page");
    const switched = await switchTo(browser, row.kodeBooking, world.methods.va);
    expect(switched.status).toBe(302);
    expect(switched.headers.get("Location")).toBe(`/reservasi-info-pendpay/${row.kodeBooking}?ganti=1`);

    const after = await reservationRow(db, row.id);
    expect(after).toMatchObject({ paymentAttempt: 2, paymentMethodId: world.methods.va, total: row.total, statusBayar: "WAITING" });
    expect(after.batasBayar.getTime()).toBe(row.batasBayar.getTime());
    expect(after.paymentCode).toMatch(/^70012\d{11}$/);
    expect(after.redirectUrl).toBeNull();
    const [newOrder] = await db.select().from(simTransaction).where(eq(simTransaction.orderId, `${row.kodeBooking}-2`));
    expect(newOrder).toMatchObject({ grossAmount: row.total, vaNumber: after.paymentCode, status: "pending" });
    expect(newOrder.expiryAt.getTime()).toBe(row.batasBayar.getTime());
    const [oldOrder] = await db.select().from(simTransaction).where(eq(simTransaction.orderId, row.kodeBooking));
    expect(oldOrder.status).toBe("expire");
    const attempts = await db.select().from(paymentAttempt).where(eq(paymentAttempt.reservationId, row.id));
    expect(attempts.map((a) => [a.orderId, a.attempt, a.paymentMethodId]).sort()).toEqual([
      [row.kodeBooking, 1, world.methods.page],
      [`${row.kodeBooking}-2`, 2, world.methods.va],
    ]);

    const mails = await db.select().from(outbox).where(and(eq(outbox.toAddress, email), eq(outbox.kind, "booking-created")));
    expect(mails).toHaveLength(2);
    expect(mails.some((m) => m.text.includes(after.paymentCode!))).toBe(true);

    const page = await browser.visit(switched.headers.get("Location")!);
    expect(page.html).toContain("Metode pembayaran diganti");
    expect(page.html).toContain(`data-testid="va-number">${after.paymentCode}<`);
  });

  it("pays once through the new order; duplicates change nothing, the old order's late money is flagged", async () => {
    const { world, browser, row } = await pendingBooking("page");
    await switchTo(browser, row.kodeBooking, world.methods.va);
    const responses = await Promise.all([1, 2, 3].map(() => notify(`${row.kodeBooking}-2`, row.total)));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
    const paid = await reservationRow(db, row.id);
    expect(paid).toMatchObject({ statusBayar: "PAID", paidOrderId: `${row.kodeBooking}-2`, refundFlag: false });
    expect(await vouchers(row.id)).toHaveLength(1);

    // The guest had paid the old card page too: the booking stays paid once and the money is flagged.
    expect((await notify(row.kodeBooking, row.total)).status).toBe(200);
    expect((await notify(row.kodeBooking, row.total)).status).toBe(200);
    const after = await reservationRow(db, row.id);
    expect(after).toMatchObject({ statusBayar: "PAID", paidOrderId: `${row.kodeBooking}-2`, refundFlag: true });
    expect(await refundAudits(row.kodeBooking)).toHaveLength(1);
    expect(await vouchers(row.id)).toHaveLength(1);
  });

  it("never lets the order the guest left expire or cancel the booking", async () => {
    const { world, browser, row } = await pendingBooking("page");
    await switchTo(browser, row.kodeBooking, world.methods.va);
    expect((await notify(row.kodeBooking, row.total, "expire", "407")).status).toBe(200);
    expect((await notify(row.kodeBooking, row.total, "cancel", "202")).status).toBe(200);
    const waiting = await reservationRow(db, row.id);
    expect(waiting).toMatchObject({ status: "BOOKED", statusBayar: "WAITING" });
    expect(await nightsOf(db, row.id)).toBeGreaterThan(0);

    // The order it pays through now does.
    expect((await notify(`${row.kodeBooking}-2`, row.total, "expire", "407")).status).toBe(200);
    expect(await reservationRow(db, row.id)).toMatchObject({ statusBayar: "EXPIRED" });
    expect(await nightsOf(db, row.id)).toBe(0);
  });

  it("takes money that reached the old order after the switch as the payment, with the method it was made with", async () => {
    const { world, browser, row } = await pendingBooking("page");
    await switchTo(browser, row.kodeBooking, world.methods.va);
    expect((await notify(row.kodeBooking, row.total)).status).toBe(200);
    const paid = await reservationRow(db, row.id);
    expect(paid).toMatchObject({ statusBayar: "PAID", paidOrderId: row.kodeBooking, paymentMethodId: world.methods.page, refundFlag: false });
    // The order it had switched to is closed, and money through it anyway is a second payment.
    const [newOrder] = await db.select().from(simTransaction).where(eq(simTransaction.orderId, `${row.kodeBooking}-2`));
    expect(newOrder.status).toBe("expire");
    expect((await notify(`${row.kodeBooking}-2`, row.total)).status).toBe(200);
    expect(await reservationRow(db, row.id)).toMatchObject({ statusBayar: "PAID", paidOrderId: row.kodeBooking, refundFlag: true });
    expect(await vouchers(row.id)).toHaveLength(1);
  });

  it("leaves one order open when two switches race", async () => {
    const { world, browser, row } = await pendingBooking("page");
    const answers = await Promise.all([switchTo(browser, row.kodeBooking, world.methods.va), switchTo(browser, row.kodeBooking, world.methods.va)]);
    expect(answers.some((a) => a.status === 302)).toBe(true);
    const after = await reservationRow(db, row.id);
    const orders = await db.select().from(simTransaction).where(eq(simTransaction.vaNumber, after.paymentCode!));
    expect(orders).toHaveLength(1);
    const current = orders[0].orderId;
    expect(current).toBe(`${row.kodeBooking}-${after.paymentAttempt}`);
    const all = await db.select().from(paymentAttempt).where(eq(paymentAttempt.reservationId, row.id));
    for (const attempt of all.filter((a) => a.orderId !== current)) {
      const [tx] = await db.select().from(simTransaction).where(eq(simTransaction.orderId, attempt.orderId));
      expect(tx?.status ?? "never opened").not.toBe("pending");
    }
  });

  it("answers an order the booking never opened as unknown", async () => {
    const { row } = await pendingBooking("va");
    expect((await notify(`${row.kodeBooking}-2`, row.total)).status).toBe(404);
    expect((await notify(`${row.kodeBooking}-11`, row.total)).status).toBe(404);
    expect((await notify(`${row.kodeBooking}-0`, row.total)).status).toBe(404);
    expect(await reservationRow(db, row.id)).toMatchObject({ statusBayar: "WAITING", paymentAttempt: 1 });
  });

  it("refunds a cancelled booking through the order that was paid", async () => {
    const world = await bookingWorld(db, { units: 2 });
    await db.update(paymentMethod).set({ channel: "CARD" }).where(eq(paymentMethod.id, world.methods.page));
    const { browser, row } = await pendingBooking("va", world);
    expect((await switchTo(browser, row.kodeBooking, world.methods.page)).status).toBe(302);
    const after = await reservationRow(db, row.id);
    expect(after.redirectUrl).toContain("/_sim/gateway/snap/");
    // The guest pays on the simulator's hosted page of the new order.
    const token = after.redirectUrl!.split("/snap/")[1];
    const paid = await browser.post(`/_sim/gateway/snap/${token}`, { intent: "pay" });
    expect(paid.status).toBe(302);
    expect(paid.headers.get("Location")).toContain(`/reservasi-notif/success?order_id=${row.kodeBooking}-2`);
    expect(await reservationRow(db, row.id)).toMatchObject({ statusBayar: "PAID", paidOrderId: `${row.kodeBooking}-2` });

    const booking = (await getCancellableBooking(db, row.kodeBooking))!;
    const context = { db, env: parseEnv(env as never), ctx: createExecutionContext() };
    const cancelled = await cancelBooking(context, { booking, by: "guest" }, { login: "guest", remoteAddress: null });
    expect(cancelled.ok).toBe(true);
    expect(await listSimRefunds(db, `${row.kodeBooking}-2`)).toHaveLength(1);
    expect(await listSimRefunds(db, row.kodeBooking)).toHaveLength(0);
  });

  it("offers the switch on the failure page, for a switched order too, and refuses what it cannot do", async () => {
    const { world, browser, row } = await pendingBooking("page");
    const failure = await browser.visit(`/reservasi-notif/failure?order_id=${row.kodeBooking}`);
    expect(failure.html).toContain("Ganti metode pembayaran");
    expect(failure.html).toContain(`action="/reservasi-info-pendpay/${row.kodeBooking}"`);
    expect(failure.html).toContain(`name="metode" required="" value="${world.methods.va}"`);
    expect(failure.html).not.toContain(`value="${world.methods.direct}"`);
    expect(failure.html).toContain("Coba lagi di halaman pembayaran");

    // Pay at the property is not a method to switch to; nonsense is refused on the page, in its language.
    const direct = await switchTo(browser, row.kodeBooking, world.methods.direct);
    expect(direct.status).toBe(400);
    expect(await direct.text()).toContain("Pilih salah satu metode pembayaran yang ditawarkan.");
    expect((await browser.post(`/reservasi-info-pendpay/${row.kodeBooking}`, { intent: "switch", metode: "x" })).status).toBe(400);
    expect((await switchTo(browser, "AGW000000-NQPE22", world.methods.va)).status).toBe(404);

    expect((await switchTo(browser, row.kodeBooking, world.methods.va)).status).toBe(302);
    const again = await browser.visit(`/reservasi-notif/failure?order_id=${row.kodeBooking}-2`);
    expect(again.html).toContain(`Status pemesanan ${row.kodeBooking}: Menunggu pembayaran`);

    // Paid: nothing to switch any more.
    await notify(`${row.kodeBooking}-2`, row.total);
    const late = await switchTo(browser, row.kodeBooking, world.methods.page);
    expect(late.status).toBe(409);
    expect(await late.text()).toContain("tidak dapat diganti lagi");
    expect(await reservationRow(db, row.id)).toMatchObject({ paymentAttempt: 2, statusBayar: "PAID" });
  });

  it("without JavaScript, stops the pending page reloading itself while the guest picks a method", async () => {
    const { row, browser } = await pendingBooking("va");
    const page = await browser.visit(`/reservasi-info-pendpay/${row.kodeBooking}`);
    expect(page.html).toContain('<meta http-equiv="refresh" content="30"/>');
    expect(page.html).toContain('href="?ganti-metode=1#ganti-metode"');
    const choosing = await browser.visit(`/reservasi-info-pendpay/${row.kodeBooking}?ganti-metode=1`);
    expect(choosing.html).not.toContain('http-equiv="refresh"');
    expect(choosing.html).toContain('id="ganti-metode"');
    const refused = await browser.post(`/reservasi-info-pendpay/${row.kodeBooking}`, { intent: "switch" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).not.toContain('http-equiv="refresh"');
  });

  it("refuses a switch close to the deadline and for a booking paid at the property", async () => {
    const { world, browser, row } = await pendingBooking("va");
    await db.update(reservation).set({ batasBayar: new Date(Date.now() + 2 * 60_000) }).where(eq(reservation.id, row.id));
    expect((await switchTo(browser, row.kodeBooking, world.methods.page)).status).toBe(409);
    const page = await browser.visit(`/reservasi-info-pendpay/${row.kodeBooking}`);
    expect(page.html).not.toContain("Ganti metode pembayaran");

    const direct = await pendingBooking("direct", world);
    expect((await switchTo(direct.browser, direct.row.kodeBooking, world.methods.va)).status).toBe(409);
    expect(await reservationRow(db, direct.row.id)).toMatchObject({ paymentAttempt: 1, paymentMethodId: world.methods.direct });
  });
});
