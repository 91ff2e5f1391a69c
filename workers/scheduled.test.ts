import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { audit, icalFeed, outbox, reservation, simTransaction } from "~/db/schema";
import { countFreeUnits } from "~/models/availability.server";
import { createChatGuest, markChatGuestActive, mirrorChatMessages } from "~/models/chat.server";
import { getFeed, insertFeed } from "~/models/ical-feed.server";
import { createReservation } from "~/orders/store/reservation.server";
import { createPaymentGateway } from "~/orders/payments/create-gateway.server";
import { parseEnv } from "~/env.server";
import { addDays, todayInJakarta } from "~/utils/dates";
import { testDb } from "../tests/fixtures/accommodation";
import { bookingInput, bookingWorld, freshStay, nightsOf, reservationRow } from "../tests/fixtures/booking";
import { createUser } from "../tests/integration/support/db";
import { IDLE_CHAT_GUEST_MS, runScheduled } from "./scheduled";

const db = testDb();

async function run(now: Date) {
  const ctx = createExecutionContext();
  const report = await runScheduled(env as never, ctx, now);
  await waitOnExecutionContext(ctx);
  return report;
}

async function bookWithVa(units = 1) {
  const world = await bookingWorld(db, { units });
  const stay = freshStay();
  const result = await createReservation(db, bookingInput(world, stay));
  if (!result.ok) throw new Error("booking failed");
  const gateway = createPaymentGateway({ env: parseEnv(env as never), db }, "https://example.com");
  await gateway.createBankTransfer({
    orderId: result.reservation.kodeBooking,
    grossAmount: result.reservation.total,
    bank: "bca",
    customer: { name: "A", email: "a@example.test", phone: "0812" },
    expiresAt: result.reservation.batasBayar,
    now: new Date(),
  });
  return { world, stay, booking: result.reservation };
}

function expiredMails(kode: string) {
  return db
    .select()
    .from(outbox)
    .where(eq(outbox.kind, "booking-expired"))
    .then((rows) => rows.filter((r) => r.text.includes(kode)));
}

describe("expiry cron", () => {
  it("expires an overdue booking, releases its nights and expires the gateway transaction", async () => {
    const { world, stay, booking } = await bookWithVa(1);
    expect(await countFreeUnits(db, world.room.id, stay)).toBe(0);
    const report = await run(new Date(booking.batasBayar.getTime() + 1000));
    expect(report.expired).toContain(booking.kodeBooking);
    const row = await reservationRow(db, booking.id);
    expect(row.statusBayar).toBe("EXPIRED");
    expect(row.status).toBe("EXPIRED");
    expect(await nightsOf(db, booking.id)).toBe(0);
    expect(await countFreeUnits(db, world.room.id, stay)).toBe(1);
    const again = await createReservation(db, bookingInput(world, stay));
    expect(again.ok).toBe(true);
    const [tx] = await db.select().from(simTransaction).where(eq(simTransaction.orderId, booking.kodeBooking));
    expect(tx.status).toBe("expire");
    expect(await expiredMails(booking.kodeBooking)).toHaveLength(1);
  });

  it("expires a booking once when two runs overlap", async () => {
    const { booking } = await bookWithVa(1);
    const later = new Date(booking.batasBayar.getTime() + 5000);
    const [a, b] = await Promise.all([run(later), run(later)]);
    const hits = [a, b].filter((r) => r.expired.includes(booking.kodeBooking));
    expect(hits).toHaveLength(1);
    expect(await expiredMails(booking.kodeBooking)).toHaveLength(1);
    const audits = await db.select().from(audit).where(eq(audit.type, "RESERVATION_EXPIRED"));
    expect(audits.filter((x) => (x.data as { message?: string }).message === booking.kodeBooking)).toHaveLength(1);
  });

  it("leaves a booking 1 s before its deadline untouched", async () => {
    const { booking } = await bookWithVa(1);
    const report = await run(new Date(booking.batasBayar.getTime() - 1000));
    expect(report.expired).not.toContain(booking.kodeBooking);
    expect((await reservationRow(db, booking.id)).statusBayar).toBe("WAITING");
    expect(await nightsOf(db, booking.id)).toBe(2);
  });

  it("never leaves a booking both paid and released when payment and expiry race", async () => {
    const { booking } = await bookWithVa(1);
    const { markPaid } = await import("~/orders/store/payment.server");
    const atDeadline = new Date(booking.batasBayar.getTime());
    const [paid, report] = await Promise.all([
      markPaid(db, booking.id, new Date(atDeadline.getTime() - 1)),
      run(atDeadline),
    ]);
    const row = await reservationRow(db, booking.id);
    const nights = await nightsOf(db, booking.id);
    if (paid) {
      expect(row.statusBayar).toBe("PAID");
      expect(nights).toBe(2);
      expect(report.expired).not.toContain(booking.kodeBooking);
    } else {
      expect(row.statusBayar).toBe("EXPIRED");
      expect(nights).toBe(0);
    }
  });

  it("sends the satisfaction link the day after check-out, once", async () => {
    const world = await bookingWorld(db, { units: 1 });
    const cekin = addDays(todayInJakarta(), 3);
    const result = await createReservation(db, bookingInput(world, { cekin, cekout: addDays(cekin, 1), durasi: 1 }));
    if (!result.ok) throw new Error("booking failed");
    await db.update(reservation).set({ statusBayar: "PAID" }).where(eq(reservation.id, result.reservation.id));
    const dayOfCheckout = new Date(`${addDays(cekin, 1)}T12:00:00+07:00`);
    expect((await run(dayOfCheckout)).satisfactionEmails).toBe(0);
    const dayAfter = new Date(`${addDays(cekin, 2)}T08:00:00+07:00`);
    const [first, second] = await Promise.all([run(dayAfter), run(dayAfter)]);
    expect(first.satisfactionEmails + second.satisfactionEmails).toBeGreaterThanOrEqual(1);
    const mails = (await db.select().from(outbox).where(eq(outbox.kind, "booking-satisfaction"))).filter((m) =>
      m.text.includes(`/kepuasan/${result.reservation.id}?token=`),
    );
    expect(mails).toHaveLength(1);
  });
});

describe("idle chat guests", () => {
  async function guestCreatedAt(name: string, createdAt: Date) {
    const id = await createChatGuest(db, { email: `${name}-${crypto.randomUUID()}@example.test`, name, langKey: "id" });
    await env.DB.prepare("UPDATE users SET created_date = ? WHERE id = ?").bind(createdAt.getTime(), id).run();
    return id;
  }
  const exists = async (id: number) =>
    (await env.DB.prepare("SELECT id FROM users WHERE id = ?").bind(id).first()) !== null;

  it("deletes guests from the pre-chat dialog who never wrote within a day, and nobody else", async () => {
    const now = new Date();
    const old = new Date(now.getTime() - IDLE_CHAT_GUEST_MS - 60_000);
    const silent = await guestCreatedAt("Diam", old);
    const wrote = await guestCreatedAt("Menulis", old);
    await markChatGuestActive(db, wrote, old);
    const mirrored = await guestCreatedAt("Tercatat", old);
    const operator = await createUser({ roles: ["ROLE_USER", "ROLE_ADMIN"] });
    await mirrorChatMessages(db, [
      {
        authorUserId: operator.id,
        recipientUserId: mirrored,
        contents: "Halo",
        mirrorKey: `purge-test:${mirrored}`,
        createdAt: old,
        readAt: null,
      },
    ]);
    const recent = await guestCreatedAt("Baru", new Date(now.getTime() - 60_000));
    // A real account that never activated is not a chat guest.
    const account = await createUser({ activated: false, password: null });
    await env.DB.prepare("UPDATE users SET created_date = ? WHERE id = ?").bind(old.getTime(), account.id).run();

    const report = await run(now);
    expect(report.idleChatGuests).toBeGreaterThanOrEqual(1);
    expect(await exists(silent)).toBe(false);
    expect(await exists(wrote)).toBe(true);
    expect(await exists(mirrored)).toBe(true);
    expect(await exists(recent)).toBe(true);
    expect(await exists(account.id)).toBe(true);
  });
});

describe("calendar sync cron", () => {
  it("syncs the due feeds after the other jobs and reports a broken one without stopping", async () => {
    const now = new Date();
    await db.update(icalFeed).set({ lastSyncAt: now });
    const world = await bookingWorld(db, { units: 1 });
    // A feed pointing into the private network: refused before any request, recorded on the feed.
    const feedId = (await insertFeed(db, { unitId: world.room.unitIds[0], label: "Rusak", url: "http://10.0.0.1/cal.ics" }))!;
    const report = await run(now);
    expect(report.feeds).toEqual({ synced: 0, failed: 1 });
    expect(await getFeed(db, feedId)).toMatchObject({ lastError: "private_host" });
    expect((await run(new Date(now.getTime() + 60_000))).feeds).toEqual({ synced: 0, failed: 0 });
  });
});
