import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox, paymentMethod, reservation } from "~/db/schema";
import { parseEnv } from "~/env.server";
import { createReservation } from "~/orders/store/reservation.server";
import { sendBookingEmail } from "~/orders/intents/book-emails.server";
import { testDb } from "../fixtures/accommodation";
import { bookingInput, bookingWorld } from "../fixtures/booking";

const db = testDb();

/** The "booking received" e-mail of a new booking paid by `channel` (no payment number), in `langKey`. */
async function createdMailOf(langKey: "id" | "en" | "fr", channel: "QRIS" | "GOPAY", nama: string) {
  const world = await bookingWorld(db, { units: 2 });
  const [method] = await db
    .insert(paymentMethod)
    .values({ groupId: world.groupId, kode: crypto.randomUUID().slice(0, 10), nama, kategori: "PENDING PAYMENT", channel })
    .returning({ id: paymentMethod.id });
  const created = await createReservation(db, bookingInput(world, { langKey, paymentMethodId: method.id }));
  if (!created.ok) throw new Error("booking failed");
  const [row] = await db.select().from(reservation).where(eq(reservation.id, created.reservation.id));
  expect(row.paymentCode).toBeNull();
  const context = { db, env: parseEnv(env as never), ctx: { waitUntil: () => {} } } as never;
  await sendBookingEmail(context, created.reservation.id, "booking-created");
  const [mail] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, "booking-created"), eq(outbox.toAddress, row.guestEmail)));
  return { mail, kode: row.kodeBooking };
}

/** The paragraph of the e-mail's text that tells how to pay (the one naming the deadline). */
function payLine(text: string): string {
  return text.split("\n").find((line) => /WIB/.test(line) && !/^(Menginap|Stay|Séjour)/.test(line)) ?? "";
}

const WORDS = {
  id: { scan: /pindai kode QR/, page: /halaman pembayaran/ },
  en: { scan: /scan the QR code/, page: /payment page/ },
  fr: { scan: /scannez le code QR/, page: /page de paiement/ },
} as const;

describe("the instructions e-mail of a QRIS booking", () => {
  for (const lang of ["id", "en", "fr"] as const) {
    it(`in ${lang}: says to scan the code on the payment page, links to it, and leaves no blank number`, async () => {
      const { mail, kode } = await createdMailOf(lang, "QRIS", "QRIS (semua bank & e-wallet)");
      for (const body of [mail.text, mail.html]) {
        // No placeholder left empty: no "number  before", no space before punctuation, no "{{".
        expect(body).not.toMatch(/nomor\s+sebelum|number\s+before|numéro\s+avant/i);
        expect(body).not.toMatch(/[^\S\n]{2,}(sebelum|before|avant)/);
        expect(body).not.toContain("{{");
      }
      const line = payLine(mail.text);
      expect(line).toMatch(WORDS[lang].scan);
      expect(line).toMatch(WORDS[lang].page);
      expect(line).toContain("QRIS");
      // The payment page it names is linked, in the booking's language.
      const lng = lang === "id" ? "" : `?lng=${lang}`;
      expect(mail.text).toContain(`/reservasi-info-pendpay/${kode}${lng}`);
      expect(mail.html).toContain(`/reservasi-info-pendpay/${kode}${lng}`);
    });
  }

  it("for an e-wallet (GoPay): says to open the app or scan the code on the payment page, no blank number", async () => {
    const { mail } = await createdMailOf("en", "GOPAY", "GoPay");
    expect(mail.text).not.toMatch(/number\s+before/);
    const line = payLine(mail.text);
    expect(line).toContain("GoPay");
    expect(line).toMatch(/with the GoPay app/);
    expect(line).toMatch(/payment page/);
  });
});
