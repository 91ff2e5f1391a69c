import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox, reservation, simTransaction } from "~/db/schema";
import { parseEnv, type Bindings } from "~/env.server";
import { createReservation } from "~/orders/store/reservation.server";
import { finishBooking } from "~/orders/intents/book.server";
import { randomToken } from "~/services/tokens.server";
import { testDb } from "../fixtures/accommodation";
import { bookingInput, bookingWorld, freshStay } from "../fixtures/booking";
import { bookThroughForm, guestFields } from "./support/booking";
import { ORIGIN, TestBrowser } from "./support/browser";

const db = testDb();

/** A booking whose request died right after the booking batch: stored, no payment started, no e-mail. */
async function crashedBooking(options: {
  method: "va" | "page";
  formToken?: string | null;
  email?: string;
  stay?: ReturnType<typeof freshStay>;
}) {
  const world = await bookingWorld(db, { units: 2 });
  const stay = options.stay ?? freshStay();
  const email = options.email ?? `${crypto.randomUUID()}@example.test`;
  const created = await createReservation(
    db,
    bookingInput(world, {
      ...stay,
      email,
      formToken: options.formToken ?? null,
      paymentMethodId: world.methods[options.method],
    }),
  );
  if (!created.ok) throw new Error(created.reason);
  const [row] = await db.select().from(reservation).where(eq(reservation.id, created.reservation.id));
  expect(row.paymentCode).toBeNull();
  expect(row.redirectUrl).toBeNull();
  return { world, stay, email, row };
}

async function createdEmails(email: string) {
  return db
    .select()
    .from(outbox)
    .where(and(eq(outbox.toAddress, email), eq(outbox.kind, "booking-created")));
}

describe("a booking whose request died between the booking batch and the payment start", () => {
  it("is finished by resubmitting the same form: payment started once, e-mailed once", async () => {
    const formToken = randomToken(18);
    const stay = freshStay();
    const email = `${crypto.randomUUID()}@example.test`;
    const { world, row } = await crashedBooking({ method: "va", formToken, email, stay });

    const browser = new TestBrowser({ language: "id" });
    const fields = guestFields(world, email);
    const first = await bookThroughForm(browser, world, stay, fields, { formToken });
    expect(first.response.status).toBe(302);
    expect(first.response.headers.get("Location")).toBe(`/reservasi-info-pendpay/${row.kodeBooking}`);
    const [started] = await db.select().from(reservation).where(eq(reservation.id, row.id));
    expect(started.paymentCode).toMatch(/^\d{10,}$/);
    expect(await createdEmails(email)).toHaveLength(1);

    // Again (the guest's browser retried): the same booking, still one payment and one e-mail.
    const second = await bookThroughForm(browser, world, stay, fields, { formToken });
    expect(second.response.headers.get("Location")).toBe(`/reservasi-info-pendpay/${row.kodeBooking}`);
    expect(await createdEmails(email)).toHaveLength(1);
    expect(await db.select().from(simTransaction).where(eq(simTransaction.orderId, row.kodeBooking))).toHaveLength(1);
    expect(await db.select().from(reservation).where(eq(reservation.formToken, formToken))).toHaveLength(1);
  });

  it("is finished by opening its pending-payment page: the VA number shows, e-mailed once", async () => {
    const { row, email } = await crashedBooking({ method: "va" });
    const browser = new TestBrowser({ language: "id" });
    const page = await browser.visit(`/reservasi-info-pendpay/${row.kodeBooking}`);
    expect(page.response.status).toBe(200);
    const [started] = await db.select().from(reservation).where(eq(reservation.id, row.id));
    expect(started.paymentCode).toMatch(/^\d{10,}$/);
    expect(page.html).toContain(`data-testid="va-number">${started.paymentCode}<`);
    await browser.visit(`/reservasi-info-pendpay/${row.kodeBooking}`);
    const mails = await createdEmails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(started.paymentCode!);
  });

  it("gets its hosted payment page started when the guest comes back", async () => {
    const { row, email } = await crashedBooking({ method: "page" });
    const page = await new TestBrowser({ language: "en" }).visit(`/reservasi-info-pendpay/${row.kodeBooking}`);
    const [started] = await db.select().from(reservation).where(eq(reservation.id, row.id));
    expect(started.redirectUrl).toContain("/_sim/gateway/snap/");
    expect(page.html).toContain(started.redirectUrl!);
    expect(await createdEmails(email)).toHaveLength(1);
  });

  it("starts the payment once when two requests finish it at the same time", async () => {
    const { row, email } = await crashedBooking({ method: "va" });
    const context = {
      db,
      env: parseEnv(env as unknown as Bindings),
      ctx: { waitUntil: () => {}, passThroughOnException: () => {} } as unknown as ExecutionContext,
    };
    const [a, b] = await Promise.all([finishBooking(context, ORIGIN, row.id), finishBooking(context, ORIGIN, row.id)]);
    expect(a?.statusBayar).toBe("WAITING");
    expect(b?.statusBayar).toBe("WAITING");
    await finishBooking(context, ORIGIN, row.id);
    expect(await db.select().from(simTransaction).where(eq(simTransaction.orderId, row.kodeBooking))).toHaveLength(1);
    expect(await createdEmails(email)).toHaveLength(1);
  });
});
