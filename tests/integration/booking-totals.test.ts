import { eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EXTRA_BASES, extra, fee, outbox, reservation, simTransaction } from "~/db/schema";
import { getReservationDetail } from "~/orders/store/reservation-detail.server";
import { addDays, todayInJakarta } from "~/utils/dates";
import { chargeLines } from "~/orders/rules/pricing";
import { addRoomType, testDb, unique } from "../fixtures/accommodation";
import { bookingWorld } from "../fixtures/booking";
import { captchaAnswer, guestFields, hiddenValue, reservasiPath } from "./support/booking";
import { decodeHtml, ORIGIN, TestBrowser } from "./support/browser";

/**
 * One total, computed once: for random stays (rooms, guests, nights, promo, fees, extras of every basis)
 * booked through the real wizard without JavaScript, the total the summary shows, the one the
 * confirmation asks about, the stored reservation's, the amount the payment was started with (the
 * gateway simulator's ledger), the payment page's and the e-mail's are one number, and the stored
 * breakdown adds up to it.
 */
const db = testDb();

const amountOf = (html: string, testId: string): number => {
  const match = html.match(new RegExp(`data-testid="${testId}" data-amount="(\\d+)"`));
  if (!match) throw new Error(`no ${testId} amount in the page`);
  return Number(match[1]);
};
const rupiah = (text: string): number => Number(text.replace(/[^\d]/g, ""));

const stayArbitrary = fc.record({
  kamar: fc.integer({ min: 1, max: 3 }),
  perRoom: fc.integer({ min: 1, max: 4 }),
  nights: fc.integer({ min: 1, max: 4 }),
  hargaOnline: fc.integer({ min: 50_000, max: 3_000_000 }),
  promo: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 60 })),
  fees: fc.array(
    fc.oneof(
      fc.record({ jenis: fc.constant("PERCENT" as const), nilai: fc.integer({ min: 0, max: 21 }) }),
      fc.record({ jenis: fc.constant("FIXED" as const), nilai: fc.integer({ min: 0, max: 75_000 }) }),
    ),
    { maxLength: 3 },
  ),
  extras: fc.array(
    fc.record({ basis: fc.constantFrom(...EXTRA_BASES), harga: fc.integer({ min: 1_000, max: 900_000 }) }),
    { maxLength: 5 },
  ),
  method: fc.constantFrom("va" as const, "page" as const),
});

describe("booking totals", () => {
  it("shows, stores, charges and e-mails the same total, and its lines add up to it", async () => {
    const world = await bookingWorld(db, { units: 1 });
    const cekin = addDays(todayInJakarta(), 30);
    await fc.assert(
      fc.asyncProperty(stayArbitrary, async (input) => {
        const tamu = input.kamar * input.perRoom;
        // A room type of its own each run, so every run books the same dates.
        const room = await addRoomType(db, {
          hotelId: world.hotel.id,
          hargaOnline: input.hargaOnline,
          discPersenPromo: input.promo,
          ketPromo: "Promo",
          kapasitas: 4,
          units: 3,
        });
        await db.delete(fee);
        if (input.fees.length > 0) {
          await db
            .insert(fee)
            .values(
              input.fees.map((f, i) => ({ nama: `Biaya ${i + 1}`, jenis: f.jenis, nilai: f.nilai, urutan: i + 1 })),
            );
        }
        // Earlier runs' extras are withdrawn; this run offers its own.
        await db.update(extra).set({ aktif: false });
        const extraIds: string[] = [];
        for (const e of input.extras) {
          const [row] = await db
            .insert(extra)
            .values({ nama: unique("Tambahan"), harga: e.harga, satuan: "-", basis: e.basis })
            .returning({ id: extra.id });
          extraIds.push(String(row.id));
        }

        const stay = { cekin, cekout: addDays(cekin, input.nights), durasi: input.nights };
        const path = reservasiPath({ ...world, room }, stay, tamu, input.kamar);
        const browser = new TestBrowser({ language: "id" });
        const first = await browser.get(path);
        expect(first.status).toBe(200);
        const html = decodeHtml(await first.text());
        const formToken = hiddenValue(html, "formToken");
        const email = `${crypto.randomUUID()}@example.test`;
        const guestStep = await browser.post(path, {
          ...guestFields(world, email),
          formToken,
          captchaToken: hiddenValue(html, "captchaToken"),
          step: "1",
          intent: "next-guest",
        });
        expect(guestStep.status).toBe(200);
        await guestStep.body?.cancel();

        // The payment step with every extra of this run ticked (a checkbox list sends one value each).
        const metode = String(input.method === "va" ? world.methods.va : world.methods.page);
        const form = new URLSearchParams({
          formToken,
          captchaToken: hiddenValue(html, "captchaToken"),
          step: "2",
          intent: "next-payment",
          metode,
        });
        for (const id of extraIds) form.append("tambahpesanan", id);
        const review = await browser.fetch(path, {
          method: "POST",
          body: form,
          headers: { Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" },
        });
        expect(review.status).toBe(200);
        const reviewHtml = decodeHtml(await review.text());
        const summaryTotal = amountOf(reviewHtml, "summary-total");

        const answer = await captchaAnswer(reviewHtml);
        const confirm = await browser.post(path, { ...answer, formToken, step: "3", intent: "confirm" });
        const confirmHtml = decodeHtml(await confirm.text());
        const confirmTotal = amountOf(confirmHtml, "confirm-message");
        const booked = await browser.post(path, { ...answer, formToken, step: "3", intent: "book" });
        expect(booked.status).toBe(302);
        await booked.body?.cancel();

        const [row] = await db.select().from(reservation).where(eq(reservation.formToken, formToken));
        const detail = (await getReservationDetail(db, { id: row.id }, "id"))!;
        const lines = chargeLines(detail.charges);
        expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(row.total);
        expect(detail.charges.tambahan).toHaveLength(input.extras.length);

        const [payment] = await db.select().from(simTransaction).where(eq(simTransaction.orderId, row.kodeBooking));
        const pending = await browser.visit(`/reservasi-info-pendpay/${row.kodeBooking}`);
        const pageAmount = rupiah(pending.html.match(/data-testid="amount">([^<]+)</)![1]);
        expect(amountOf(pending.html, "charge-total")).toBe(row.total);

        const [mail] = await db.select().from(outbox).where(eq(outbox.toAddress, email));
        // The e-mail's breakdown paragraph: one "label: amount" line each, the total last.
        const breakdown = mail.text.split("Rincian pembayaran\n")[1].split("\n\n")[0].split("\n");
        const mailLines = breakdown.map((line) => rupiah(line.slice(line.lastIndexOf(": ") + 2)));
        expect(breakdown.at(-1)).toMatch(/^Total pembayaran: /);
        const mailTotal = mailLines.at(-1)!;

        expect({ summaryTotal, confirmTotal, payment: payment.grossAmount, pageAmount, mailTotal }).toEqual({
          summaryTotal: row.total,
          confirmTotal: row.total,
          payment: row.total,
          pageAmount: row.total,
          mailTotal: row.total,
        });
        // The e-mail's lines (rooms, fees, extras) add up to its total too.
        expect(mailLines.slice(0, -1).reduce((sum, n) => sum + n, 0)).toBe(mailTotal);
      }),
      { numRuns: 25 },
    );
  }, 240_000);

  it("offers each extra with its basis in the visitor's language (French)", async () => {
    const world = await bookingWorld(db, { units: 2, kapasitas: 2 });
    await db.update(extra).set({ aktif: false });
    await db.insert(extra).values([
      { nama: unique("Visite du café"), harga: 125_000, satuan: "-", basis: "PER_PERSON" },
      { nama: unique("Petit-déjeuner"), harga: 50_000, satuan: "-", basis: "PER_PERSON_NIGHT" },
    ]);
    const cekin = addDays(todayInJakarta(), 40);
    const path = reservasiPath(world, { cekin, cekout: addDays(cekin, 2), durasi: 2 });
    const browser = new TestBrowser({ language: "fr" });
    const html = decodeHtml(await (await browser.get(path)).text());
    const tokens = { formToken: hiddenValue(html, "formToken"), captchaToken: hiddenValue(html, "captchaToken") };
    const guestStep = await browser.post(path, {
      ...guestFields(world, `${crypto.randomUUID()}@example.test`),
      ...tokens,
      step: "1",
      intent: "next-guest",
    });
    // Amounts in French money format (narrow no-break spaces made plain here).
    const paymentHtml = decodeHtml(await guestStep.text()).replace(/[\u202f\u00a0]/g, " ");
    expect(paymentHtml).toContain("125 000 Rp / personne");
    expect(paymentHtml).toContain("50 000 Rp / personne / nuit");
  });
});
