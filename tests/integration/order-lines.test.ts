import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { extra, orderLine, refund, reservation, reservationExtra } from "~/db/schema";
import { createReservation } from "~/orders/store/reservation.server";
import { addDays, todayInJakarta } from "~/utils/dates";
import { testDb, unique } from "../fixtures/accommodation";
import { bookingInput, bookingWorld, freshStay } from "../fixtures/booking";
import { captchaAnswer, guestFields, hiddenValue, reservasiPath } from "./support/booking";
import { decodeHtml, ORIGIN, TestBrowser } from "./support/browser";
import { staffBrowser } from "./support/desk";

/** An order's lines (docs/decisions/042), written by every way a booking is made or changed. */

const db = testDb();

function linesOf(reservationId: number) {
  return db.select().from(orderLine).where(eq(orderLine.reservationId, reservationId)).orderBy(orderLine.position);
}

const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);

/** Two extras on bases that scale with the stay, at prices that do not divide evenly. */
async function offerExtras() {
  await db.update(extra).set({ aktif: false });
  return db
    .insert(extra)
    .values([
      { nama: unique("Sarapan"), harga: 45_001, satuan: "porsi", basis: "PER_PERSON_NIGHT" },
      { nama: unique("Antar-jemput"), harga: 99_999, satuan: "perjalanan", basis: "PER_TRIP" },
    ])
    .returning({ id: extra.id, nama: extra.nama });
}

async function expectLinesOfBooking(id: number) {
  const [row] = await db.select().from(reservation).where(eq(reservation.id, id));
  const extras = await db
    .select()
    .from(reservationExtra)
    .where(eq(reservationExtra.reservationId, id))
    .orderBy(reservationExtra.extraId);
  const lines = await linesOf(id);
  expect(sum(lines.map((l) => l.amount))).toBe(row.total);
  expect(lines[0]).toMatchObject({
    position: 1,
    kind: "STAY",
    roomTypeId: row.roomTypeId,
    startDate: row.cekin,
    endDate: row.cekout,
    qty: row.jumlahKamar,
    unitPrice: row.totalHargaOnly + row.totalTaxOnly,
    amount: (row.totalHargaOnly + row.totalTaxOnly) * row.jumlahKamar,
    cancelPolicy: row.kebijakanBatal,
    freeDays: row.batalGratisHari,
    penaltyPercent: row.dendaBatalPersen,
    refunded: 0,
    detail: row.rincianMalam,
  });
  expect(lines.slice(1).map((l) => [l.kind, l.extraId, l.name, l.qty, l.unitPrice, l.amount, l.cancelPolicy])).toEqual(
    extras.map((e) => ["EXTRA", e.extraId, e.nama, e.qty, e.harga, e.jumlah, null]),
  );
  return { row, lines };
}

describe("an order's lines", () => {
  it("a French guest books two rooms with two extras through the wizard without JavaScript: the lines add up to the total", async () => {
    const world = await bookingWorld(db, { units: 3, hargaOnline: 333_333, kapasitas: 2 });
    const offered = await offerExtras();
    const stay = freshStay(3);
    const path = reservasiPath(world, stay, 3, 2);
    const browser = new TestBrowser({ language: "fr" });
    const first = await browser.get(path);
    expect(first.status).toBe(200);
    const html = decodeHtml(await first.text());
    const formToken = hiddenValue(html, "formToken");
    const captchaToken = hiddenValue(html, "captchaToken");
    const guest = await browser.post(path, {
      ...guestFields(world, `${crypto.randomUUID()}@example.test`),
      formToken,
      captchaToken,
      step: "1",
      intent: "next-guest",
    });
    expect(guest.status).toBe(200);
    await guest.body?.cancel();
    const form = new URLSearchParams({
      formToken,
      captchaToken,
      step: "2",
      intent: "next-payment",
      metode: String(world.methods.va),
    });
    for (const e of offered) form.append("tambahpesanan", String(e.id));
    const review = await browser.fetch(path, {
      method: "POST",
      body: form,
      headers: { Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" },
    });
    expect(review.status).toBe(200);
    const answer = await captchaAnswer(decodeHtml(await review.text()));
    const booked = await browser.post(path, { ...answer, formToken, step: "3", intent: "book" });
    expect(booked.status).toBe(302);
    await booked.body?.cancel();

    const [made] = await db
      .select({ id: reservation.id })
      .from(reservation)
      .where(eq(reservation.formToken, formToken));
    const { row, lines } = await expectLinesOfBooking(made.id);
    expect(row.jumlahKamar).toBe(2);
    expect(lines.map((l) => l.kind)).toEqual(["STAY", "EXTRA", "EXTRA"]);
    // Breakfast for 3 guests × 3 nights; the transfer once.
    expect(lines.slice(1).map((l) => [l.qty, l.amount])).toEqual([
      [9, 9 * 45_001],
      [1, 99_999],
    ]);
  });

  it("a walk-in booked at the front desk gets its stay line at the walk-in price", async () => {
    const world = await bookingWorld(db, { units: 1, hargaOnline: 250_000 });
    const cekin = todayInJakarta();
    const { browser } = await staffBrowser();
    const response = await browser.post(
      `/admin/kalender/pesan?hotel=${world.hotel.id}&unit=${world.room.unitIds[0]}&cekin=${cekin}`,
      {
        hotel: String(world.hotel.id),
        unit: String(world.room.unitIds[0]),
        cekin,
        durasi: "2",
        tamu: "1",
        nama: "Made Wirawan",
        telepon: "081377788899",
        email: "",
        identitas: String(world.identityTypeId),
        noIdentitas: "5171010101010003",
        negara: String(world.countryId),
        metode: String(world.methods.direct),
        bayar: "sekarang",
      },
    );
    expect(response.status, decodeHtml(await response.clone().text()).slice(0, 300)).toBe(302);
    const kode = decodeURIComponent(response.headers.get("Location")!.split("/").pop()!);
    const [made] = await db.select().from(reservation).where(eq(reservation.kodeBooking, kode));
    expect(made.mode).toBe("OFFLINE");
    const { lines } = await expectLinesOfBooking(made.id);
    expect(lines).toHaveLength(1);
    // The walk-in price (the fixture's offline price is 15 % above the online one), two nights of one room.
    expect(lines[0].qty).toBe(1);
    expect(lines[0].unitPrice).toBeGreaterThanOrEqual(2 * 287_500);
  });

  it("an English guest cancelling after the free window: each line records its part of the refund, and the parts make the refund", async () => {
    const world = await bookingWorld(db, { units: 1, hargaOnline: 333_331 });
    const offered = await offerExtras();
    const cekin = addDays(todayInJakarta(), 1);
    const email = `${crypto.randomUUID()}@example.test`;
    const result = await createReservation(
      db,
      bookingInput(world, {
        cekin,
        cekout: addDays(cekin, 2),
        durasi: 2,
        tamu: 1,
        email,
        langKey: "en",
        extraIds: offered.map((e) => e.id),
      }),
    );
    if (!result.ok) throw new Error(result.reason);
    const r = result.reservation;
    await db.update(reservation).set({ statusBayar: "PAID", paidAt: new Date() }).where(eq(reservation.id, r.id));

    const guest = new TestBrowser({ language: "en" });
    const found = await guest.post("/pesanan", { kode: r.kodeBooking, email });
    expect(found.status).toBe(302);
    const page = found.headers.get("Location")!;
    const akses = new URL(page, ORIGIN).searchParams.get("akses")!;
    const cancelled = await guest.post(`/pesanan/${r.kodeBooking}`, {
      intent: "cancel",
      akses,
      bankNama: "HSBC",
      bankRekening: "0012 3456 789",
      bankAtasNama: "Emily Clarke-Whitmore",
    });
    expect(cancelled.status).toBe(302);

    const [opened] = await db.select().from(refund).where(eq(refund.reservationId, r.id));
    // Half is kept (the default policy after its free window), as before lines existed.
    expect(opened).toMatchObject({ status: "PENDING", amount: r.total - Math.floor((r.total * 50 + 50) / 100) });
    const lines = await linesOf(r.id);
    expect(lines).toHaveLength(3);
    expect(sum(lines.map((l) => l.amount))).toBe(r.total);
    expect(sum(lines.map((l) => l.refunded))).toBe(opened.amount);
    for (const l of lines) {
      expect(l.refunded).toBeGreaterThan(0);
      expect(l.refunded).toBeLessThanOrEqual(l.amount);
      // Each line gives back its share of the refund, to within the Rupiah of rounding.
      expect(Math.abs(l.refunded - (l.amount * opened.amount) / r.total)).toBeLessThan(lines.length);
    }
  });

  it("an early departure shortens the lines with the stay, and the refund of the nights not slept is recorded line by line", async () => {
    const world = await bookingWorld(db, { units: 1, hargaOnline: 300_001 });
    const offered = await offerExtras();
    const cekin = todayInJakarta();
    const booked = await createReservation(
      db,
      bookingInput(world, {
        cekin,
        cekout: addDays(cekin, 3),
        durasi: 3,
        tamu: 2,
        paymentMethodId: world.methods.direct,
        extraIds: offered.map((e) => e.id),
      }),
    );
    if (!booked.ok) throw new Error(booked.reason);
    const r = booked.reservation;
    await db.update(reservation).set({ statusBayar: "PAID", paidAt: new Date() }).where(eq(reservation.id, r.id));
    const before = await linesOf(r.id);
    const { browser } = await staffBrowser();
    const path = `/admin/reservasi/${r.kodeBooking}`;
    expect((await browser.post(path, { intent: "checkIn" })).status).toBe(302);
    const step = await browser.visit(`${path}?pulang=awal`);
    const quoted = Number(step.html.match(/name="quoted" value="(\d+)"/)![1]);
    expect((await browser.post(path, { intent: "checkOutEarly", quoted: String(quoted) })).status).toBe(302);

    const [opened] = await db.select().from(refund).where(eq(refund.reservationId, r.id));
    expect(opened.amount).toBe(r.total - quoted);
    const [row] = await db.select().from(reservation).where(eq(reservation.id, r.id));
    const lines = await linesOf(r.id);
    expect(row.total).toBe(quoted);
    expect(sum(lines.map((l) => l.amount))).toBe(row.total);
    expect(lines[0]).toMatchObject({
      endDate: row.cekout,
      unitPrice: row.totalHargaOnly + row.totalTaxOnly,
      amount: (row.totalHargaOnly + row.totalTaxOnly) * row.jumlahKamar,
      detail: row.rincianMalam,
    });
    // Breakfast now for 2 guests × 1 night; the transfer unchanged.
    expect(lines.slice(1).map((l) => l.qty)).toEqual([2, 1]);
    expect(lines.map((l) => l.refunded)).toEqual(before.map((b, i) => b.amount - lines[i].amount));
    expect(sum(lines.map((l) => l.refunded))).toBe(opened.amount);
  });
});
