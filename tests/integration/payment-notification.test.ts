import { SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { audit, outbox, reservation } from "~/db/schema";
import { createReservation } from "~/orders/store/reservation.server";
import { endUnpaidReservations } from "~/orders/store/payment.server";
import { formatGrossAmount, notificationSignature } from "~/orders/payments/midtrans.server";
import { deliverNotification } from "~/dev/simulator/gateway.server";
import { testDb } from "../fixtures/accommodation";
import { bookingInput, bookingWorld, nightsOf, reservationRow, serverKey } from "../fixtures/booking";

const db = testDb();
const URL_ = "https://example.com/api/payment/notification";

async function newBooking() {
  const world = await bookingWorld(db, { units: 2 });
  const result = await createReservation(db, bookingInput(world));
  if (!result.ok) throw new Error("booking failed");
  return result.reservation;
}

async function body(orderId: string, amount: number, status = "settlement", statusCode = "200", key = serverKey()) {
  const grossAmount = formatGrossAmount(amount);
  return {
    order_id: orderId,
    status_code: statusCode,
    gross_amount: grossAmount,
    transaction_status: status,
    fraud_status: "accept",
    payment_type: "bank_transfer",
    signature_key: await notificationSignature(orderId, statusCode, grossAmount, key),
  };
}

// A server-to-server POST: no Origin, no Sec-Fetch-Site (the cross-site check must let it through).
function post(payload: unknown) {
  return SELF.fetch(URL_, { method: "POST", headers: { "Content-Type": "application/json" }, body: typeof payload === "string" ? payload : JSON.stringify(payload) });
}

async function vouchers(kode: string) {
  const [r] = await db.select({ guestId: reservation.guestId }).from(reservation).where(eq(reservation.kodeBooking, kode));
  const rows = await db.select().from(outbox).where(eq(outbox.kind, "booking-voucher"));
  return rows.filter((row) => row.text.includes(kode) && r);
}

describe("payment notifications", () => {
  it("marks a WAITING booking PAID once and sends one voucher for five duplicates", async () => {
    const booking = await newBooking();
    const payload = await body(booking.kodeBooking, booking.total);
    const responses = await Promise.all(Array.from({ length: 5 }, () => post(payload)));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const row = await reservationRow(db, booking.id);
    expect(row.statusBayar).toBe("PAID");
    expect(await vouchers(booking.kodeBooking)).toHaveLength(1);
    const paidAudits = await db.select().from(audit).where(eq(audit.type, "RESERVATION_PAID"));
    expect(paidAudits.filter((a) => (a.data as { message?: string }).message === booking.kodeBooking)).toHaveLength(1);
  });

  it("refuses a tampered signature or amount with 403 and changes nothing", async () => {
    const booking = await newBooking();
    const good = await body(booking.kodeBooking, booking.total);
    const badSignature = { ...good, signature_key: good.signature_key.replace(/^./, (c) => (c === "a" ? "b" : "a")) };
    expect((await post(badSignature)).status).toBe(403);
    const tamperedAmount = { ...good, gross_amount: formatGrossAmount(1) };
    expect((await post(tamperedAmount)).status).toBe(403);
    const wrongKey = await body(booking.kodeBooking, booking.total, "settlement", "200", "someone-elses-key");
    expect((await post(wrongKey)).status).toBe(403);
    // Correctly signed but for another amount: still refused.
    expect((await post(await body(booking.kodeBooking, booking.total - 1))).status).toBe(403);
    const row = await reservationRow(db, booking.id);
    expect(row.statusBayar).toBe("WAITING");
    expect(row.paidAt).toBeNull();
    expect(await vouchers(booking.kodeBooking)).toHaveLength(0);
  });

  it("keeps a paid booking PAID when a pending notification arrives late", async () => {
    const booking = await newBooking();
    expect((await post(await body(booking.kodeBooking, booking.total))).status).toBe(200);
    expect((await post(await body(booking.kodeBooking, booking.total, "pending", "201"))).status).toBe(200);
    expect((await post(await body(booking.kodeBooking, booking.total, "expire", "407"))).status).toBe(200);
    const row = await reservationRow(db, booking.id);
    expect(row.statusBayar).toBe("PAID");
    expect(await nightsOf(db, booking.id)).toBeGreaterThan(0);
  });

  it("does not mark an expired booking PAID and flags it for a refund once", async () => {
    const booking = await newBooking();
    const ended = await endUnpaidReservations(db, [booking.id], new Date());
    expect(ended).toHaveLength(1);
    const payload = await body(booking.kodeBooking, booking.total);
    expect((await post(payload)).status).toBe(200);
    expect((await post(payload)).status).toBe(200);
    const row = await reservationRow(db, booking.id);
    expect(row.statusBayar).toBe("EXPIRED");
    expect(row.refundFlag).toBe(true);
    const flagged = await db.select().from(audit).where(eq(audit.type, "PAYMENT_REFUND_REQUIRED"));
    expect(flagged.filter((a) => (a.data as { message?: string }).message === booking.kodeBooking)).toHaveLength(1);
    expect(await vouchers(booking.kodeBooking)).toHaveLength(0);
  });

  it("does not pay a WAITING booking past its deadline", async () => {
    const booking = await newBooking();
    await db.update(reservation).set({ batasBayar: new Date(Date.now() - 1000) }).where(eq(reservation.id, booking.id));
    expect((await post(await body(booking.kodeBooking, booking.total))).status).toBe(200);
    const row = await reservationRow(db, booking.id);
    expect(row.statusBayar).toBe("WAITING");
    expect(row.refundFlag).toBe(true);
  });

  it("answers malformed bodies and unknown orders with 4xx", async () => {
    expect((await post("not json")).status).toBe(400);
    expect((await post({ order_id: "X" })).status).toBe(400);
    expect((await post("x".repeat(20_000))).status).toBe(413);
    expect((await post(await body("AGW000000-NQPE22", 1000))).status).toBe(404);
    expect((await SELF.fetch(URL_)).status).toBe(405);
  });

  it("refuses a cross-site browser POST to the endpoint", async () => {
    const booking = await newBooking();
    const response = await SELF.fetch(URL_, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      body: JSON.stringify(await body(booking.kodeBooking, booking.total)),
    });
    expect(response.status).toBe(403);
    expect((await reservationRow(db, booking.id)).statusBayar).toBe("WAITING");
  });
});

describe("simulator notification delivery", () => {
  it("retries on non-2xx with back-off and stops at the first 2xx", async () => {
    const statuses = [500, 503, 200, 200];
    const delays: number[] = [];
    let calls = 0;
    const result = await deliverNotification(
      async () => new Response(null, { status: statuses[calls++] }),
      URL_,
      { order_id: "X" },
      { sleep: async (ms) => void delays.push(ms), baseDelayMs: 10 },
    );
    expect(result).toEqual({ attempts: 3, delivered: true });
    expect(delays).toEqual([10, 40]);
  });

  it("gives up after a bounded number of attempts", async () => {
    let calls = 0;
    const result = await deliverNotification(
      async () => {
        calls++;
        return new Response(null, { status: 500 });
      },
      URL_,
      {},
      { sleep: async () => undefined, maxAttempts: 4 },
    );
    expect(result).toEqual({ attempts: 4, delivered: false });
    expect(calls).toBe(4);
  });
});

