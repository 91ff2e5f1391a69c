import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { paymentMethod, reservation } from "~/db/schema";
import { testDb } from "../fixtures/accommodation";
import { bookingWorld, freshStay, type BookingWorld } from "../fixtures/booking";
import { bookThroughForm, guestFields, hiddenValue, reservasiPath } from "./support/booking";
import { decodeHtml, TestBrowser } from "./support/browser";

const db = testDb();

async function addMethod(world: BookingWorld, values: { channel: "QRIS" | "CSTORE"; batasNominal?: number }) {
  const [row] = await db
    .insert(paymentMethod)
    .values({
      groupId: world.groupId,
      kode: crypto.randomUUID().slice(0, 10),
      nama: values.channel === "QRIS" ? "QRIS Uji" : "Gerai Uji",
      kategori: "PENDING PAYMENT",
      channel: values.channel,
      batasNominal: values.batasNominal ?? null,
    })
    .returning({ id: paymentMethod.id });
  return row.id;
}

describe("paying by QRIS", () => {
  it("stores the QR, shows it on the pending page as an inline SVG (French, no JavaScript) and the simulator's scan pays it", async () => {
    const world = await bookingWorld(db, { units: 2 });
    const qris = await addMethod(world, { channel: "QRIS" });
    const browser = new TestBrowser({ language: "fr" });
    const email = `${crypto.randomUUID()}@example.test`;
    const { response } = await bookThroughForm(browser, world, freshStay(), guestFields(world, email), { metode: qris });
    expect(response.status).toBe(302);
    const pending = response.headers.get("Location") ?? "";
    expect(pending).toMatch(/^\/reservasi-info-pendpay\//);
    await response.body?.cancel();

    const [row] = await db.select().from(reservation).where(eq(reservation.guestEmail, email));
    expect(row.paymentQr).toMatch(/\/_sim\/gateway\/qris\/[A-Za-z0-9_-]+$/);
    expect(row.paymentDeeplink).toBeNull();

    const page = decodeHtml(await (await browser.get(pending)).text());
    expect(page).toMatch(/<svg[^>]*role="img"[^>]*aria-label="Code QR de paiement de la réservation [^"]+"/);
    expect(page).toContain("Scannez le code QR");
    expect(page).not.toContain('data-testid="payment-preparing"');
    const scanner = page.match(/href="(\/_sim\/gateway\/qris\/[^"]+)"/)?.[1] ?? "";
    expect(scanner).not.toBe("");

    const paid = await browser.post(scanner, {});
    expect(paid.status).toBe(200);
    await paid.body?.cancel();
    const [after] = await db.select().from(reservation).where(eq(reservation.id, row.id));
    expect(after.statusBayar).toBe("PAID");
  });
});

describe("a convenience-store code above its cap", () => {
  it("is not offered on the payment step, and is refused with a clear message when posted anyway", async () => {
    const world = await bookingWorld(db, { units: 2 });
    const cstore = await addMethod(world, { channel: "CSTORE", batasNominal: 1_000 });
    const browser = new TestBrowser({ language: "en" });
    const stay = freshStay();
    const path = reservasiPath(world, stay);
    const html = decodeHtml(await (await browser.get(path)).text());
    const tokens = { formToken: hiddenValue(html, "formToken"), captchaToken: hiddenValue(html, "captchaToken") };
    const fields = guestFields(world, `${crypto.randomUUID()}@example.test`);
    const step2 = decodeHtml(
      await (await browser.post(path, { ...fields, ...tokens, step: "1", intent: "next-guest" })).text(),
    );
    expect(step2).toContain(`value="${world.methods.va}"`);
    expect(step2).not.toMatch(new RegExp(`type="radio"[^>]*value="${cstore}"`));
    expect(step2).toContain("Convenience-store payment only goes up to");

    const forced = await browser.post(path, { ...tokens, step: "2", intent: "next-payment", metode: String(cstore) });
    expect(forced.status).toBe(400);
    expect(decodeHtml(await forced.text())).toContain("This method does not accept a payment as large as your booking");
  });
});
