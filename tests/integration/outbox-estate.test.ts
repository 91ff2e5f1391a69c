import { createExecutionContext, env } from "cloudflare:test";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { icalFeed, outbox, reservation, roomHold } from "~/db/schema";
import { parseEnv } from "~/env.server";
import { sendConflictEmail } from "~/services/channel-sync-emails.server";
import { addDays, todayInJakarta } from "~/utils/dates";
import { testDb } from "../fixtures/accommodation";
import { signIn } from "./support/account";
import { decodeHtml, TestBrowser } from "./support/browser";
import { createUser } from "./support/db";
import { EstateWorld, scopedStaff } from "./support/estate-world";

const db = testDb();

async function mailOf(kind: string, to: string) {
  const [row] = await db
    .select({ id: outbox.id, hotelId: outbox.hotelId })
    .from(outbox)
    .where(and(eq(outbox.kind, kind), eq(outbox.toAddress, to)))
    .orderBy(desc(outbox.id))
    .limit(1);
  return row ?? null;
}

/**
 * The outbox knows which estate a booking's e-mail is about, so the front desk of one estate reads its own
 * guests' e-mails (to resend a voucher) and no one else's — and no account mail, which belongs to no estate.
 */
describe("the outbox of an account of some estates", () => {
  it("holds every booking e-mail under the booking's estate, whichever way it was sent", async () => {
    const estate = await EstateWorld.create();
    expect(await mailOf("booking-created", estate.email)).toEqual({ id: estate.outboxId, hotelId: estate.hotelId });

    // The desk cancels a booking, finance closes a refund: both e-mails name the estate.
    const desk = await scopedStaff("frontDesk", estate, "id");
    await (await desk.browser.post(`/admin/reservasi/${estate.kode}`, { intent: "cancel" })).body?.cancel();
    expect((await mailOf("booking-cancelled", estate.email))?.hotelId).toBe(estate.hotelId);
    const finance = await scopedStaff("finance", estate, "id");
    const paid = await finance.browser.post("/admin/refund", { intent: "markPaid", refund: String(estate.refunds.manual) });
    expect(paid.status).toBe(302);
    expect((await mailOf("booking-refunded", estate.email))?.hotelId).toBe(estate.hotelId);

    // The property told of a double sale on an OTA calendar: to the hotel's address, under the estate.
    const night = addDays(todayInJakarta(), 120);
    const [feed] = await db.select({ id: icalFeed.id, unitId: icalFeed.unitId }).from(icalFeed).where(eq(icalFeed.id, estate.feedId));
    await db.insert(roomHold).values({ unitId: feed.unitId, kind: "EXTERNAL", feedId: feed.id, uid: "clash@ota.test", cekin: night, cekout: addDays(night, 1), konflik: JSON.stringify([night]) });
    const context = { db, env: parseEnv(env as never), ctx: createExecutionContext() };
    expect(await sendConflictEmail(context, feed)).toBe(1);
    expect((await mailOf("ical-conflict", "info@example.com"))?.hotelId).toBe(estate.hotelId);

    // The desk of the estate finds all of them in its outbox.
    const page = decodeHtml(await (await desk.browser.get("/admin/outbox")).text());
    for (const kind of ["booking-created", "booking-cancelled", "booking-refunded", "ical-conflict"]) expect(page).toContain(kind);
  });

  it("shows account mail to no account of some estates, and everything to an account of every estate", async () => {
    const estate = await EstateWorld.create();
    const guest = await createUser({ roles: ["ROLE_USER"] });
    const reset = await new TestBrowser().post("/reset/request", { email: guest.email });
    await reset.body?.cancel();
    const mail = await mailOf("password-reset", guest.email);
    expect(mail).toMatchObject({ hotelId: null });

    const scoped = await scopedStaff("frontDesk", estate, "fr");
    const list = decodeHtml(await (await scoped.browser.get("/admin/outbox")).text());
    expect(list).toContain(estate.email);
    expect(list).not.toContain(guest.email);
    const detail = await scoped.browser.get(`/admin/outbox/${mail!.id}`);
    expect(detail.status).toBe(404);
    expect(decodeHtml(await detail.text())).not.toContain(guest.email);

    const everyEstate = await createUser({ roles: ["ROLE_USER", "ROLE_FRONTDESK"], langKey: "id" });
    const head = new TestBrowser({ language: "id" });
    await (await signIn(head, everyEstate.login, everyEstate.password)).body?.cancel();
    const all = decodeHtml(await (await head.get("/admin/outbox")).text());
    expect(all).toContain(guest.email);
    expect((await head.get(`/admin/outbox/${estate.outboxId}`)).status).toBe(200);
  });

  it("files the e-mails queued before the estate was recorded under their booking's estate (migration 0016)", async () => {
    const estate = await EstateWorld.create();
    const [booking] = await db.select({ id: reservation.id }).from(reservation).where(eq(reservation.kodeBooking, estate.kode));
    const [old] = await db
      .insert(outbox)
      .values({ toAddress: estate.email, subject: "Voucher", html: "", text: "", kind: "booking-voucher", dedupeKey: `booking-voucher:${booking.id}:resend-1700000000000` })
      .returning({ id: outbox.id });
    const [account] = await db
      .insert(outbox)
      .values({ toAddress: estate.email, subject: "Reset", html: "", text: "", kind: "password-reset", dedupeKey: `password-reset:${crypto.randomUUID()}` })
      .returning({ id: outbox.id });
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0016_"));
    const backfill = migration?.queries.find((q) => q.includes("UPDATE `outbox`"));
    expect(backfill).toBeDefined();
    await env.DB.prepare(backfill!).run();
    const hotelOf = async (id: number) => (await db.select({ hotelId: outbox.hotelId }).from(outbox).where(eq(outbox.id, id)))[0].hotelId;
    expect(await hotelOf(old.id)).toBe(estate.hotelId);
    expect(await hotelOf(account.id)).toBeNull();
  });
});
