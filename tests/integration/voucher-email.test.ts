import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { extra, outbox, reservation } from "~/db/schema";
import { createReservation } from "~/orders/store/reservation.server";
import { sendBookingEmail } from "~/orders/intents/book-emails.server";
import { parseEnv } from "~/env.server";
import { testDb, unique } from "../fixtures/accommodation";
import { bookingInput, bookingWorld } from "../fixtures/booking";

const db = testDb();

/** The e-voucher of a new booking with one extra, as the outbox holds it. */
async function voucherOf(options: { langKey: "id" | "en" | "fr"; extras: boolean }) {
  const world = await bookingWorld(db, { units: 2 });
  const [breakfast] = await db
    .insert(extra)
    .values({ nama: unique("Sarapan pagi"), harga: 50_000, satuan: "orang" })
    .returning({ id: extra.id, nama: extra.nama });
  const created = await createReservation(
    db,
    bookingInput(world, { langKey: options.langKey, extraIds: options.extras ? [breakfast.id] : [] }),
  );
  if (!created.ok) throw new Error("booking failed");
  await db.update(reservation).set({ statusBayar: "PAID" }).where(eq(reservation.id, created.reservation.id));
  const context = { db, env: parseEnv(env as never), ctx: { waitUntil: () => {} } } as never;
  await sendBookingEmail(context, created.reservation.id, "booking-voucher");
  const [mail] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, "booking-voucher"), eq(outbox.dedupeKey, `booking-voucher:${created.reservation.id}`)));
  return { mail, extraName: breakfast.nama };
}

describe("the e-voucher e-mail", () => {
  it("lists the extras, the check-in time, the property's phone and a map link", async () => {
    const { mail, extraName } = await voucherOf({ langKey: "id", extras: true });
    expect(mail.text).toContain(`Tambahan pesanan: ${extraName}`);
    expect(mail.text).toMatch(/Check-in: .+, mulai pukul 14:00 WIB/);
    expect(mail.text).toContain("Telepon penginapan: (0341) 426 123");
    expect(mail.text).toMatch(/Peta lokasi: https:\/\/\S+/);
    expect(mail.html).toContain(extraName);
    expect(mail.html).toContain("(0341) 426 123");
  });

  it("in the guest's language, without an extras line when none was booked", async () => {
    const { mail } = await voucherOf({ langKey: "fr", extras: false });
    expect(mail.text).toContain("à partir de 14:00");
    expect(mail.text).toContain("Téléphone de l’établissement : (0341) 426 123");
    expect(mail.text).not.toContain("Suppléments");
  });
});
