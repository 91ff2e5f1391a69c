import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { guest, outbox, reservation, roomNight } from "~/db/schema";
import { readCaptcha } from "~/services/captcha.server";
import { testDb } from "../fixtures/accommodation";
import { bookingWorld, freshStay } from "../fixtures/booking";
import { guestFields, hiddenValue, reservasiPath } from "./support/booking";
import { decodeHtml, TestBrowser } from "./support/browser";

const db = testDb();

describe("booking page without JavaScript", () => {
  it("walks the wizard, refuses a wrong captcha and books with the right one", async () => {
    const world = await bookingWorld(db, { units: 2 });
    const stay = freshStay();
    const path = reservasiPath(world, stay);
    const browser = new TestBrowser({ language: "id" });
    const page = await browser.get(path);
    expect(page.status).toBe(200);
    const html = decodeHtml(await page.text());
    expect(html).toContain("Ringkasan Pemesanan");
    const formToken = hiddenValue(html, "formToken");
    const captchaToken = hiddenValue(html, "captchaToken");
    const email = `${crypto.randomUUID()}@example.test`;

    // Step 1 with a missing name and letters in the phone: errors, still step 1.
    const bad = await browser.post(path, { step: "1", intent: "next-guest", formToken, captchaToken, ...guestFields(world, email), nama: "", telepon: "08abc" });
    expect(bad.status).toBe(400);
    const badHtml = decodeHtml(await bad.text());
    expect(badHtml).toContain("Silahkan isikan Nama terlebih dulu");
    expect(badHtml).toContain("Nomor telepon hanya boleh berisi angka, spasi, tanda +, tanda - dan tanda kurung");

    const base = { formToken, captchaToken, ...guestFields(world, email) };
    const step2 = await browser.post(path, { ...base, step: "1", intent: "next-guest" });
    expect(step2.status).toBe(200);
    expect(decodeHtml(await step2.text())).toContain('name="step" value="2"');
    const noMethod = await browser.post(path, { ...base, step: "2", intent: "next-payment" });
    expect(decodeHtml(await noMethod.text())).toContain("Metode pembayaran wajib diisi");
    const step3 = await browser.post(path, { ...base, step: "2", intent: "next-payment", metode: String(world.methods.va) });
    expect(decodeHtml(await step3.text())).toContain('name="step" value="3"');

    const wrong = await browser.post(path, { ...base, step: "3", intent: "book", metode: String(world.methods.va), captcha: "WRONG00" });
    expect(wrong.status).toBe(400);
    const wrongHtml = decodeHtml(await wrong.text());
    expect(wrongHtml).toContain("Captcha Salah");
    const freshCaptcha = hiddenValue(wrongHtml, "captchaToken");
    const code = (await readCaptcha(env.SESSION_SECRET, freshCaptcha))!.code;
    const spaced = `${code.slice(0, 3)} ${code.slice(3).toLowerCase()}`;

    const confirm = await browser.post(path, { ...base, captchaToken: freshCaptcha, step: "3", intent: "confirm", metode: String(world.methods.va), captcha: spaced });
    expect(decodeHtml(await confirm.text())).toContain("Konfirmasi Pemesanan");
    const booked = await browser.post(path, { ...base, captchaToken: freshCaptcha, step: "3", intent: "book", metode: String(world.methods.va), captcha: spaced });
    expect(booked.status).toBe(302);
    const location = booked.headers.get("Location")!;
    expect(location).toMatch(/^\/reservasi-info-pendpay\/AGW/);
    // The same form again (double submit, or back and "Booking" again) books nothing new: it shows the booking.
    const replay = await browser.post(path, { ...base, captchaToken: freshCaptcha, step: "3", intent: "book", metode: String(world.methods.va), captcha: spaced });
    expect(replay.status).toBe(302);
    expect(replay.headers.get("Location")).toBe(`${location}?ulang=1`);
    const rows = await db.select().from(reservation).where(eq(reservation.formToken, formToken));
    expect(rows).toHaveLength(1);

    const info = await browser.visit(location);
    expect(info.html).toContain("Informasi Pembayaran");
    expect(info.html).toMatch(/data-testid="va-number">70012\d{11}</);
    const mails = await db.select().from(outbox).where(eq(outbox.toAddress, email));
    expect(mails.map((m) => m.kind)).toEqual(["booking-created"]);
  });

  it("answers a bad URL with a 4xx and a clear message, never a 500", async () => {
    const world = await bookingWorld(db, { units: 1 });
    const stay = freshStay();
    const browser = new TestBrowser({ language: "id" });
    expect((await browser.get(`/reservasi/${world.city.id}/2/1/2020-01-01/2020-01-03/${world.hotel.id}/${world.room.id}/2`)).status).toBe(400);
    expect((await browser.get(`/reservasi/${world.city.id}/x/1/${stay.cekin}/${stay.cekout}/${world.hotel.id}/${world.room.id}/2`)).status).toBe(400);
    expect((await browser.get(`/reservasi/${world.city.id}/2/1/${stay.cekin}/${stay.cekout}/${world.hotel.id}/999999/2`)).status).toBe(400);
    expect((await browser.get(`/reservasi-info-pendpay/nope`)).status).toBe(404);
    expect((await browser.get(`/kepuasan/1`)).status).toBe(404);
    expect((await browser.get(`/kepuasan/1?token=${"a".repeat(43)}`)).status).toBe(404);
  });

  it("hides the captcha test hook and the simulator is reachable only in development", async () => {
    const browser = new TestBrowser();
    expect((await browser.get(`/_test/captcha/anything`)).status).toBe(404);
  });

  it("never answers 500 nor writes anything for fuzzed booking forms", async () => {
    const world = await bookingWorld(db, { units: 1 });
    const stay = freshStay();
    const path = reservasiPath(world, stay);
    const browser = new TestBrowser({ language: "en" });
    const before = await db.select({ id: guest.id }).from(guest);
    const field = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom("", "1", "0", "-1", "999999999", "1e3", "<script>", "' or 1=1 --"), fc.string({ maxLength: 400 }));
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          step: fc.oneof(fc.constantFrom("1", "2", "3"), fc.string({ maxLength: 5 })),
          intent: fc.oneof(fc.constantFrom("next-guest", "next-payment", "back", "goto-review", "region", "methods", "captcha", "confirm", "book", "cancel"), fc.string({ maxLength: 10 })),
          nama: field,
          identitas: field,
          noIdentitas: field,
          negara: field,
          provinsi: field,
          kabupaten: field,
          email: field,
          telepon: field,
          kelompok: field,
          metode: field,
          tambahpesanan: field,
          captcha: field,
          captchaToken: field,
          formToken: field,
        }),
        async (form) => {
          const response = await browser.post(path, form);
          expect(response.status).toBeLessThan(500);
          await response.body?.cancel();
        },
      ),
      { numRuns: 60 },
    );
    const after = await db.select({ id: guest.id }).from(guest);
    expect(after.length).toBe(before.length);
    const held = await db.select().from(roomNight).where(eq(roomNight.unitId, world.room.unitIds[0]));
    expect(held).toHaveLength(0);
  }, 120_000);

  it("never answers 500 nor changes a booking for fuzzed notification bodies", async () => {
    const world = await bookingWorld(db, { units: 1 });
    const { createReservation } = await import("~/orders/store/reservation.server");
    const { bookingInput } = await import("../fixtures/booking");
    const created = await createReservation(db, bookingInput(world));
    if (!created.ok) throw new Error("booking failed");
    const kode = created.reservation.kodeBooking;
    const body = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.json(),
      fc
        .record({
          order_id: fc.oneof(fc.constant(kode), fc.string({ maxLength: 70 })),
          status_code: fc.oneof(fc.constantFrom("200", "201", "407"), fc.string({ maxLength: 4 })),
          gross_amount: fc.oneof(fc.constant(`${created.reservation.total}.00`), fc.string({ maxLength: 16 })),
          transaction_status: fc.oneof(fc.constantFrom("settlement", "pending", "expire", "cancel", "capture"), fc.string({ maxLength: 33 })),
          signature_key: fc.oneof(fc.stringMatching(/^[0-9a-f]{128}$/), fc.string({ maxLength: 130 })),
          fraud_status: fc.option(fc.string({ maxLength: 10 }), { nil: undefined }),
        })
        .map((value) => JSON.stringify(value)),
    );
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const response = await SELF.fetch("https://example.com/api/payment/notification", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: payload,
        });
        expect([200, 400, 403, 404, 413]).toContain(response.status);
        expect(response.status).not.toBe(200);
        await response.body?.cancel();
      }),
      { numRuns: 120 },
    );
    const [row] = await db.select().from(reservation).where(eq(reservation.id, created.reservation.id));
    expect(row.statusBayar).toBe("WAITING");
  }, 120_000);
});
