import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { extra, outbox, paymentHowto, reservation, satisfactionReason, simTransaction, translation } from "~/db/schema";
import { parseEnv } from "~/env.server";
import { createReservation } from "~/orders/store/reservation.server";
import { chooseSatisfaction } from "~/models/satisfaction.server";
import { sendBookingEmail } from "~/orders/intents/book-emails.server";
import { satisfactionToken } from "~/services/satisfaction-link.server";
import { formatRupiah } from "~/utils/money";
import { addDays, todayInJakarta } from "~/utils/dates";
import { addAccommodationType, addCity, addFacility, addHotel, addRoomType, testDb, unique } from "../fixtures/accommodation";
import { bookingInput, bookingWorld } from "../fixtures/booking";
import { captchaAnswer, guestFields, hiddenValue, reservasiPath } from "./support/booking";
import { decodeHtml, ORIGIN, TestBrowser } from "./support/browser";

const db = testDb();

type Entity = "facility" | "room_type" | "extra" | "payment_howto";

async function translate(entity: Entity, entityId: number, field: string, versions: { en?: string; fr?: string }) {
  for (const lang of ["en", "fr"] as const) {
    const text = versions[lang];
    if (text) await db.insert(translation).values({ entity, entityId, field, lang, text });
  }
}

/** The amount an element carrying `data-testid` states in its data-amount. */
const amountOf = (html: string, testId: string) => Number(html.match(new RegExp(`data-testid="${testId}"[^>]*data-amount="(\\d+)"`))?.[1]);

/** Spaces as English and French money write them (no-break, narrow no-break) turned plain, to compare text. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, " ");

describe("the room page in English", () => {
  it("shows the room type and its facilities in English, and marks what has no English lang=\"id\"", async () => {
    const city = await addCity(db);
    const type = await addAccommodationType(db);
    const hotel = await addHotel(db, { cityId: city.id, typeId: type.id });
    const hotWater = await addFacility(db, unique("Air Panas"));
    const gazebo = await addFacility(db, unique("Gazebo Kebun Teh"));
    const room = await addRoomType(db, {
      hotelId: hotel.id,
      nama: unique("Kamar Pemandangan Kebun"),
      hargaOnline: 400_000,
      fasWeb: "<p>Sarapan untuk dua orang</p>",
      facilityIds: [hotWater.id, gazebo.id],
    });
    await translate("facility", hotWater.id, "nama", { en: `Hot water ${hotWater.id}`, fr: `Eau chaude ${hotWater.id}` });
    await translate("room_type", room.id, "nama", { en: `Garden View Room ${room.id}` });
    await translate("room_type", room.id, "fasWeb", { en: "<p>Breakfast for two</p>" });

    const cekin = addDays(todayInJakarta(), 30);
    const path = `/room/${city.id}/2/1/${cekin}/${addDays(cekin, 2)}/${hotel.id}/2`;
    const english = await new TestBrowser({ language: "en" }).visit(path);
    expect(english.response.status).toBe(200);
    expect(english.html).toContain(`Hot water ${hotWater.id}`);
    expect(english.html).toContain(`Garden View Room ${room.id}`);
    expect(english.html).toContain("Breakfast for two");
    expect(english.html).not.toContain(hotWater.nama);
    expect(english.html).not.toContain("Sarapan untuk dua orang");
    // Translated texts carry no lang of their own; the facility without English says it is Indonesian.
    expect(english.html).toMatch(new RegExp(`<li class="tag">Hot water ${hotWater.id}</li>`));
    expect(english.html).toMatch(new RegExp(`<li class="tag" lang="id">${gazebo.nama}</li>`));
    // The price in English money format.
    expect(plain(english.html)).toContain("Rp 400,000");

    // Indonesian stays Indonesian, without marks.
    const indonesian = await new TestBrowser({ language: "id" }).visit(path);
    expect(indonesian.html).toContain(hotWater.nama);
    expect(indonesian.html).toContain(room.nama);
    expect(indonesian.html).toContain(`<li class="tag">${gazebo.nama}</li>`);
    expect(indonesian.html).toContain("Rp. 400.000");
  });
});

describe("a French guest's booking", () => {
  it("books the last room with a per-person extra in French; the pending page's how-to in the page's language, the e-mail in French", async () => {
    const world = await bookingWorld(db, { units: 1, hargaOnline: 350_000 });
    const [tour] = await db
      .insert(extra)
      .values({ nama: unique("Tur Kebun Teh"), harga: 75_000, satuan: "orang", basis: "PER_PERSON" })
      .returning({ id: extra.id, nama: extra.nama });
    const tourFr = `Visite guidée du jardin de thé ${tour.id}`;
    await translate("extra", tour.id, "nama", { fr: tourFr });
    const [howto] = await db
      .insert(paymentHowto)
      .values({ methodId: world.methods.va, nama: "ATM BCA", deskripsi: "<ol><li>Masukkan kartu ATM BCA dan PIN Anda</li></ol>" })
      .returning({ id: paymentHowto.id });
    await translate("payment_howto", howto.id, "nama", { fr: "Distributeur BCA" });
    await translate("payment_howto", howto.id, "deskripsi", { fr: "<ol><li>Insérez votre carte BCA et saisissez votre code</li></ol>" });

    const cekin = addDays(todayInJakarta(), 50);
    const path = reservasiPath(world, { cekin, cekout: addDays(cekin, 2), durasi: 2 });
    const browser = new TestBrowser({ language: "fr" });
    const html = decodeHtml(await (await browser.get(path)).text());
    const tokens = { formToken: hiddenValue(html, "formToken"), captchaToken: hiddenValue(html, "captchaToken") };
    const email = `${crypto.randomUUID()}@example.test`;
    const guestStep = await browser.post(path, { ...guestFields(world, email), ...tokens, step: "1", intent: "next-guest" });
    const paymentHtml = plain(decodeHtml(await guestStep.text()));
    expect(paymentHtml).toContain(`<span>${tourFr}</span>`);
    expect(paymentHtml).toContain("75 000 Rp / personne");
    expect(paymentHtml).not.toContain(tour.nama);

    const form = new URLSearchParams({ ...tokens, step: "2", intent: "next-payment", metode: String(world.methods.va) });
    form.append("tambahpesanan", String(tour.id));
    const review = await browser.fetch(path, { method: "POST", body: form, headers: { Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" } });
    const reviewHtml = decodeHtml(await review.text());
    const shownTotal = amountOf(reviewHtml, "summary-total");
    expect(plain(reviewHtml)).toContain(tourFr);
    expect(plain(reviewHtml)).toContain(plain(formatRupiah(shownTotal, "fr")));

    const answer = await captchaAnswer(reviewHtml);
    const booked = await browser.post(path, { ...answer, formToken: tokens.formToken, step: "3", intent: "book" });
    expect(booked.status).toBe(302);
    await booked.body?.cancel();
    const [row] = await db.select().from(reservation).where(eq(reservation.formToken, tokens.formToken));
    // The booking remembers the language the guest booked in, and charges what the page showed.
    expect(row.langKey).toBe("fr");
    expect(row.total).toBe(shownTotal);
    expect(row.total).toBe((350_000 * 2 * 1) + 75_000 * 2 + row.totalTaxOnly);
    const [payment] = await db.select().from(simTransaction).where(eq(simTransaction.orderId, row.kodeBooking));
    expect(payment.grossAmount).toBe(shownTotal);

    // The pending page's how-to follows the page's language: French for the guest, with no lang of its own ...
    const guestPage = await browser.visit(`/reservasi-info-pendpay/${row.kodeBooking}`);
    expect(guestPage.html).toContain('<html lang="fr"');
    expect(guestPage.html).toContain("<summary>Distributeur BCA</summary>");
    expect(guestPage.html).toContain("<div><ol><li>Insérez votre carte BCA et saisissez votre code</li></ol></div>");
    expect(guestPage.html).not.toContain("Masukkan kartu ATM BCA");
    // ... and Indonesian for someone whose cookie says Indonesian, like the rest of the page they read.
    const visitor = new TestBrowser({ language: "id" });
    visitor.cookies.set("lng", "id");
    const pending = await visitor.visit(`/reservasi-info-pendpay/${row.kodeBooking}`);
    expect(pending.html).toContain('<html lang="id"');
    expect(pending.html).toContain("<summary>ATM BCA</summary>");
    expect(pending.html).toContain("Masukkan kartu ATM BCA");
    expect(pending.html).not.toContain("Distributeur BCA");

    const [mail] = await db.select().from(outbox).where(eq(outbox.toAddress, email));
    expect(mail.subject).toContain(`Réservation ${row.kodeBooking}`);
    expect(plain(mail.text)).toContain(tourFr);
    expect(plain(mail.text)).toContain(plain(formatRupiah(row.total, "fr")));
    expect(mail.text).toContain(`/reservasi-info-pendpay/${row.kodeBooking}?lng=fr`);
  });
});

describe("a French guest's satisfaction survey", () => {
  it("is linked in French from its e-mail and keeps its reasons in French, an untranslated one marked lang=\"id\"", async () => {
    const world = await bookingWorld(db);
    const [liked] = await db.insert(satisfactionReason).values({ nama: unique("Pemandangan kebun teh") }).returning({ id: satisfactionReason.id });
    const [plainReason] = await db.insert(satisfactionReason).values({ nama: unique("Kamar bersih") }).returning({ id: satisfactionReason.id, nama: satisfactionReason.nama });
    await db.insert(translation).values({ entity: "satisfaction_reason", entityId: liked.id, field: "nama", lang: "fr", text: `La vue sur le thé ${liked.id}` });
    const created = await createReservation(db, bookingInput(world, { langKey: "fr" }));
    if (!created.ok) throw new Error("booking failed");
    const id = created.reservation.id;
    await db.update(reservation).set({ statusBayar: "PAID" }).where(eq(reservation.id, id));
    await chooseSatisfaction(db, id, true);

    const context = { db, env: parseEnv(env as never), ctx: { waitUntil: () => {} } } as never;
    await sendBookingEmail(context, id, "booking-satisfaction");
    const [mail] = await db.select().from(outbox).where(eq(outbox.dedupeKey, `booking-satisfaction:${id}`));
    expect(mail.text).toMatch(new RegExp(`/kepuasan/${id}\\?token=[\\w-]+&lng=fr`));

    const visitor = new TestBrowser({ language: "id" });
    visitor.cookies.set("lng", "id");
    const token = await satisfactionToken(parseEnv(env as never), id);
    const page = await visitor.visit(`/kepuasan/${id}?${new URLSearchParams({ token })}`);
    expect(page.html).toContain(`<span lang="fr">La vue sur le thé ${liked.id}</span>`);
    // No French version: Indonesian, on an Indonesian page, needs no mark.
    expect(page.html).toContain(`<span>${plainReason.nama}</span>`);
    const french = await new TestBrowser({ language: "fr" }).visit(`/kepuasan/${id}?${new URLSearchParams({ token, lng: "fr" })}`);
    expect(french.html).toContain(`<span>La vue sur le thé ${liked.id}</span>`);
    expect(french.html).toContain(`<span lang="id">${plainReason.nama}</span>`);
  });
});
