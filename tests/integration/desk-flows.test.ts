import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { eq, like, or } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { audit, guest, outbox, refund, reservation } from "~/db/schema";
import { createReservation } from "~/orders/store/reservation.server";
import { addDays, todayInJakarta } from "~/utils/dates";
import { runScheduled } from "../../workers/scheduled";
import { testDb } from "../fixtures/accommodation";
import { bookingInput, bookingWorld, nightsOf, reservationRow, type BookingWorld } from "../fixtures/booking";
import { decodeHtml, TestBrowser } from "./support/browser";
import { staffBrowser } from "./support/desk";

const db = testDb();

type Stay = { cekin: string; cekout: string; durasi: number };

function todayStay(nights: number): Stay {
  const cekin = todayInJakarta();
  return { cekin, cekout: addDays(cekin, nights), durasi: nights };
}

/** The desk form of a walk-in who gives only a name and a phone number (no e-mail). */
function walkInForm(world: BookingWorld, stay: Stay, overrides: Record<string, string> = {}) {
  return {
    hotel: String(world.hotel.id),
    unit: String(world.room.unitIds[0]),
    cekin: stay.cekin,
    durasi: String(stay.durasi),
    tamu: "1",
    nama: "Made Wirawan",
    telepon: "081377788899",
    email: "",
    identitas: String(world.identityTypeId),
    noIdentitas: "5171010101010003",
    negara: String(world.countryId),
    metode: String(world.methods.direct),
    bayar: "nanti",
    ...overrides,
  };
}

async function bookWalkIn(
  browser: TestBrowser,
  world: BookingWorld,
  stay: Stay,
  overrides: Record<string, string> = {},
) {
  const path = `/admin/kalender/pesan?hotel=${world.hotel.id}&unit=${world.room.unitIds[0]}&cekin=${stay.cekin}`;
  const response = await browser.post(path, walkInForm(world, stay, overrides));
  expect(response.status, decodeHtml(await response.clone().text()).slice(0, 300)).toBe(302);
  const kode = decodeURIComponent(response.headers.get("Location")!.split("/").pop()!);
  const [row] = await db.select().from(reservation).where(eq(reservation.kodeBooking, kode));
  return row;
}

/** Every outbox row about a booking (its dedupe keys end in ":<id>" or ":<id>:…"). */
function mailsOf(id: number) {
  return db
    .select()
    .from(outbox)
    .where(or(like(outbox.dedupeKey, `%:${id}`), like(outbox.dedupeKey, `%:${id}:%`)));
}

async function runAt(now: Date) {
  const ctx = createExecutionContext();
  const report = await runScheduled(env as never, ctx, now);
  await waitOnExecutionContext(ctx);
  return report;
}

describe("walk-in without e-mail", () => {
  it("books with a phone number only and no e-mail is ever queued: booking, payment, check-out, satisfaction, cancellation", async () => {
    const world = await bookingWorld(db, { units: 2 });
    const { browser } = await staffBrowser();
    const stay = todayStay(1);
    const r = await bookWalkIn(browser, world, stay);
    expect(r.guestEmail).toBe("");
    expect(r.guestTelepon).toContain("81377788899");
    const [g] = await db.select().from(guest).where(eq(guest.id, r.guestId));
    expect(g.email.endsWith(".invalid")).toBe(true);

    const page = await browser.visit(`/admin/reservasi/${r.kodeBooking}`);
    expect(page.html).toContain("Tanpa e-mail");
    expect(page.html).not.toContain(g.email);
    // Paid at the property later: no deadline, the desk collects it.
    expect(page.html).toContain("Belum dibayar — tagih saat check-out");
    expect(page.html).not.toContain("Batas bayar");

    const path = `/admin/reservasi/${r.kodeBooking}`;
    for (const intent of ["checkIn", "markPaid", "resend", "checkOut"]) {
      expect((await browser.post(path, { intent })).status, intent).toBe(302);
    }
    expect((await reservationRow(db, r.id)).status).toBe("CHECKED_OUT");
    // The day after check-out the walk-in's stay is claimed like every stay, but no e-mail goes and none is
    // counted: the run reports exactly the satisfaction e-mails it queued (other stays of this world included).
    const satisfactionRows = async () =>
      (await db.select({ id: outbox.id }).from(outbox).where(eq(outbox.kind, "booking-satisfaction"))).length;
    const before = await satisfactionRows();
    const report = await runAt(new Date(`${addDays(stay.cekin, 2)}T08:00:00+07:00`));
    expect(report.satisfactionEmails).toBe((await satisfactionRows()) - before);
    expect((await reservationRow(db, r.id)).satisfactionSentAt).not.toBeNull();
    expect((await runAt(new Date(`${addDays(stay.cekin, 2)}T09:00:00+07:00`))).satisfactionEmails).toBe(0);

    const later = await bookWalkIn(browser, world, {
      cekin: addDays(stay.cekin, 5),
      cekout: addDays(stay.cekin, 6),
      durasi: 1,
    });
    expect((await browser.post(`/admin/reservasi/${later.kodeBooking}`, { intent: "cancel" })).status).toBe(302);
    expect((await reservationRow(db, later.id)).status).toBe("CANCELLED");

    expect(await mailsOf(r.id)).toEqual([]);
    expect(await mailsOf(later.id)).toEqual([]);
    expect(
      await db
        .select()
        .from(outbox)
        .where(or(eq(outbox.toAddress, ""), like(outbox.toAddress, "%.invalid"))),
    ).toEqual([]);
  });

  it("a French desk sees a bad e-mail and a missing phone refused in French, and nothing booked", async () => {
    const world = await bookingWorld(db, { units: 1 });
    const { browser } = await staffBrowser();
    const stay = { cekin: addDays(todayInJakarta(), 3), cekout: addDays(todayInJakarta(), 4), durasi: 1 };
    const path = `/admin/kalender/pesan?hotel=${world.hotel.id}&unit=${world.room.unitIds[0]}&cekin=${stay.cekin}&lng=fr`;
    const refused = await browser.post(path, walkInForm(world, stay, { email: "pas-une-adresse", telepon: "" }));
    expect(refused.status).toBe(400);
    const html = decodeHtml(await refused.text());
    expect(html).toContain("E-mail invalide");
    expect(html).toContain("E-mail (facultatif)");
    expect(await db.select().from(reservation).where(eq(reservation.hotelId, world.hotel.id))).toEqual([]);
  });
});

describe("pay-later walk-in", () => {
  it("is never expired by the scheduled job, even after the deadline a web booking would have had", async () => {
    const world = await bookingWorld(db, { units: 2 });
    const { browser } = await staffBrowser();
    const cekin = addDays(todayInJakarta(), 2);
    const r = await bookWalkIn(
      browser,
      world,
      { cekin, cekout: addDays(cekin, 1), durasi: 1 },
      { email: `${crypto.randomUUID()}@example.test` },
    );
    expect(r.statusBayar).toBe("WAITING");
    const web = await createReservation(
      db,
      bookingInput(world, { cekin, cekout: addDays(cekin, 1), durasi: 1, paymentMethodId: world.methods.direct }),
    );
    if (!web.ok) throw new Error(web.reason);

    await runAt(new Date(`${addDays(cekin, 1)}T06:00:00+07:00`));
    const after = await reservationRow(db, r.id);
    expect(after.status).toBe("BOOKED");
    expect(after.statusBayar).toBe("WAITING");
    expect(await nightsOf(db, r.id)).toBe(1);
    // The web booking paid at the property was held until the end of its check-in day, then released.
    expect((await reservationRow(db, web.reservation.id)).status).toBe("EXPIRED");
    // The guest who gave an e-mail got the booking e-mail, which names no deadline.
    const [created] = (await mailsOf(r.id)).filter((m) => m.kind === "booking-created");
    expect(created.text).not.toMatch(/sebelum .* WIB/);
  });
});

describe("early departure", () => {
  it("on night 1 of 2 asks first, frees night 2, shortens the stay and shows what is owed", async () => {
    const world = await bookingWorld(db, { units: 1 });
    const stay = todayStay(2);
    const booked = await createReservation(db, bookingInput(world, { ...stay, paymentMethodId: world.methods.direct }));
    if (!booked.ok) throw new Error(booked.reason);
    const r = booked.reservation;
    const { browser } = await staffBrowser();
    const path = `/admin/reservasi/${r.kodeBooking}`;
    expect((await browser.post(path, { intent: "checkIn" })).status).toBe(302);

    const direct = await browser.post(path, { intent: "checkOut" });
    expect(direct.status).toBe(409);
    expect(decodeHtml(await direct.text())).toContain("Tamu pulang sebelum tanggal check-out");
    expect((await reservationRow(db, r.id)).status).toBe("CHECKED_IN");

    const before = await reservationRow(db, r.id);
    const firstNight = JSON.parse(before.rincianMalam!)[0].harga as number;
    const step = await browser.visit(`${path}?pulang=awal`);
    expect(step.html).toContain("Tamu pulang lebih awal");
    expect(step.html).toContain("Tagihan baru");
    expect(step.html).toContain("Kurang bayar");
    const quoted = Number(step.html.match(/name="quoted" value="(\d+)"/)![1]);
    expect(quoted).toBeLessThan(before.total);

    // A stale confirmation (other figures) changes nothing.
    const stale = await browser.post(path, { intent: "checkOutEarly", quoted: String(quoted + 1) });
    expect(stale.status).toBe(409);
    await stale.body?.cancel();
    expect((await browser.post(path, { intent: "checkOutEarly", quoted: String(quoted) })).status).toBe(302);

    const after = await reservationRow(db, r.id);
    expect(after.status).toBe("CHECKED_OUT");
    expect(after.cekout).toBe(addDays(stay.cekin, 1));
    expect(after.durasi).toBe(1);
    expect(after.total).toBe(quoted);
    expect(after.totalHargaOnly).toBe(firstNight);
    expect(after.total).toBe((after.totalHargaOnly + after.totalTaxOnly) * after.jumlahKamar + after.totalTambahan);
    expect(await nightsOf(db, r.id)).toBe(1);
    // Night 2 is sellable again: a web guest takes the same (only) unit.
    const web = await createReservation(
      db,
      bookingInput(world, { cekin: addDays(stay.cekin, 1), cekout: stay.cekout, durasi: 1 }),
    );
    expect(web.ok).toBe(true);

    const audits = (await db.select().from(audit).where(eq(audit.type, "RESERVATION_CHANGED"))).filter(
      (a) =>
        (a.data as { kodeBooking?: string }).kodeBooking === r.kodeBooking &&
        (a.data as { action: string }).action === "checkOutEarly",
    );
    expect(audits).toHaveLength(1);
    expect(audits[0].data).toMatchObject({
      from: { total: before.total },
      to: { total: quoted },
      owed: quoted,
      refundable: 0,
    });
  });

  it("a guest who paid the whole stay sees the refundable amount, and finance gets a refund to settle", async () => {
    const world = await bookingWorld(db, { units: 1 });
    const stay = todayStay(3);
    const booked = await createReservation(db, bookingInput(world, { ...stay, paymentMethodId: world.methods.direct }));
    if (!booked.ok) throw new Error(booked.reason);
    const r = booked.reservation;
    await db.update(reservation).set({ statusBayar: "PAID", paidAt: new Date() }).where(eq(reservation.id, r.id));
    const { browser } = await staffBrowser();
    const path = `/admin/reservasi/${r.kodeBooking}`;
    expect((await browser.post(path, { intent: "checkIn" })).status).toBe(302);
    const step = await browser.visit(`${path}?pulang=awal&lng=fr`);
    expect(step.html).toContain("Départ anticipé du client");
    expect(step.html).toContain("Trop-perçu (remboursable)");
    const quoted = Number(step.html.match(/name="quoted" value="(\d+)"/)![1]);
    expect((await browser.post(path, { intent: "checkOutEarly", quoted: String(quoted) })).status).toBe(302);
    const [opened] = await db.select().from(refund).where(eq(refund.reservationId, r.id));
    expect(opened).toMatchObject({ status: "PENDING", channel: "MANUAL", amount: r.total - quoted, kept: quoted });
    expect(await nightsOf(db, r.id)).toBe(1);
  });

  it("checking out on the last day stays one click and changes nothing", async () => {
    const world = await bookingWorld(db, { units: 1 });
    const booked = await createReservation(
      db,
      bookingInput(world, { ...todayStay(1), paymentMethodId: world.methods.direct }),
    );
    if (!booked.ok) throw new Error(booked.reason);
    const r = booked.reservation;
    const { browser } = await staffBrowser();
    const path = `/admin/reservasi/${r.kodeBooking}`;
    expect((await browser.post(path, { intent: "checkIn" })).status).toBe(302);
    const page = await browser.visit(path);
    expect(page.html).not.toContain("pulang=awal");
    expect((await browser.post(path, { intent: "checkOut" })).status).toBe(302);
    const after = await reservationRow(db, r.id);
    expect(after).toMatchObject({
      status: "CHECKED_OUT",
      total: r.total,
      durasi: 1,
      cekout: addDays(todayInJakarta(), 1),
    });
    expect(await nightsOf(db, r.id)).toBe(1);
  });
});

describe("arrivals and departures", () => {
  it("lists who arrives, leaves and stays on a date, with the amount due, and answers a bad date with 400", async () => {
    const world = await bookingWorld(db, { units: 3 });
    const { browser } = await staffBrowser();
    const day = addDays(todayInJakarta(), 40);
    const arriving = await bookWalkIn(
      browser,
      world,
      { cekin: day, cekout: addDays(day, 2), durasi: 2 },
      { nama: "Tamu Datang" },
    );
    const staying = await createReservation(
      db,
      bookingInput(world, { cekin: addDays(day, -1), cekout: addDays(day, 1), durasi: 2 }),
    );
    const leaving = await createReservation(
      db,
      bookingInput(world, { cekin: addDays(day, -2), cekout: day, durasi: 2 }),
    );
    if (!staying.ok || !leaving.ok) throw new Error("booking failed");
    const page = await browser.visit(`/admin/kedatangan?tanggal=${day}&hotel=${world.hotel.id}&lng=fr`);
    expect(page.response.status).toBe(200);
    const section = (id: string) => page.html.split(`data-testid="${id}"`)[1].split("</section>")[0];
    expect(section("arrivals")).toContain(arriving.kodeBooking);
    expect(section("arrivals")).toContain("Non payé — à encaisser au départ");
    expect(section("in-house")).toContain(staying.reservation.kodeBooking);
    expect(section("departures")).toContain(leaving.reservation.kodeBooking);
    for (const query of ["tanggal=2026-13-45", "tanggal=besok", "hotel=abc"]) {
      const bad = await browser.visit(`/admin/kedatangan?${query}`);
      expect(bad.response.status, query).toBe(400);
    }
    // An estate that does not exist is answered as on every page with an estate filter.
    expect((await browser.visit("/admin/kedatangan?hotel=999999999")).response.status).toBe(404);
  });
});

describe("a paid booking", () => {
  it("reads paid, never pending, on the desk page and on Pesanan Saya", async () => {
    const world = await bookingWorld(db, { units: 1 });
    const email = `${crypto.randomUUID()}@example.test`;
    const booked = await createReservation(db, bookingInput(world, { email }));
    if (!booked.ok) throw new Error(booked.reason);
    const r = booked.reservation;
    await db.update(reservation).set({ statusBayar: "PAID", paidAt: new Date() }).where(eq(reservation.id, r.id));
    const { browser } = await staffBrowser();
    const desk = await browser.visit(`/admin/reservasi/${r.kodeBooking}`);
    expect(desk.html).toContain("Lunas");
    // The method's kind in words, not the raw "(PENDING PAYMENT)" category that read as pending.
    expect(desk.html).toContain("Transfer / kode bayar");
    expect(desk.html).not.toMatch(/\((<!-- -->)?PENDING PAYMENT/);
    expect(desk.html).not.toContain("Menunggu");
    expect(desk.html).not.toContain("Batas bayar");

    const guestBrowser = new TestBrowser({ language: "id" });
    const found = await guestBrowser.post("/pesanan", { kode: r.kodeBooking, email });
    expect(found.status).toBe(302);
    const order = await guestBrowser.visit(found.headers.get("Location")!);
    expect(order.html).not.toContain("Menunggu");
    expect(order.html).not.toContain("menunggu pembayaran");
  });
});
