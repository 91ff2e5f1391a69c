import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { reservation } from "~/db/schema";
import { createReservation } from "~/orders/store/reservation.server";
import { BOOKING_CODE_PATTERN, newBookingCode } from "~/orders/rules/booking-code";
import { todayInJakarta } from "~/utils/dates";
import { seedBookingCode } from "../../scripts/seed/booking-code";
import { testDb } from "../fixtures/accommodation";
import { bookingInput, bookingWorld, freshStay } from "../fixtures/booking";
import { bookThroughForm, guestFields } from "./support/booking";
import { TestBrowser } from "./support/browser";

const db = testDb();

describe("one booking-code format", () => {
  it("gives the site, the seed and the generator the same shape: AGW, the day, six unambiguous characters", () => {
    const now = new Date("2026-03-12T05:00:00Z");
    for (let i = 0; i < 200; i++) expect(newBookingCode(now)).toMatch(/^AGW260312-[A-HJKMNP-Z2-9]{6}$/);
    for (let id = 1; id <= 200; id++) expect(seedBookingCode(id, "2026-03-12")).toMatch(BOOKING_CODE_PATTERN);
    // The seed's codes are the same every run and differ between rows.
    expect(seedBookingCode(7, "2026-03-12")).toBe(seedBookingCode(7, "2026-03-12"));
    expect(new Set(Array.from({ length: 500 }, (_, i) => seedBookingCode(i + 1, "2026-03-12"))).size).toBe(500);
    for (const old of ["AGW-260312-K7QP", "AGW260312-K7QL22", "agw260312-k7qpx2", "AGW260312-K7QPX2 "]) {
      expect(BOOKING_CODE_PATTERN.test(old), old).toBe(false);
    }
  });

  it("looks up a booking made through the wizard and a seeded one on the public reservation-info page", async () => {
    const world = await bookingWorld(db, { units: 2 });
    const browser = new TestBrowser({ language: "id" });
    const fields = guestFields(world, `${crypto.randomUUID()}@example.test`);
    const { response } = await bookThroughForm(browser, world, freshStay(), fields);
    expect(response.status).toBe(302);
    const wizardCode = decodeURIComponent(response.headers.get("Location")!.split("/").pop()!);
    expect(wizardCode).toMatch(BOOKING_CODE_PATTERN);

    // A seeded booking: the row as the seed writes it, its code from the seed's generator.
    const created = await createReservation(db, bookingInput(world));
    if (!created.ok) throw new Error(`booking failed: ${created.reason}`);
    const seededCode = seedBookingCode(created.reservation.id, todayInJakarta());
    await db.update(reservation).set({ kodeBooking: seededCode }).where(eq(reservation.id, created.reservation.id));
    expect(seededCode).toMatch(BOOKING_CODE_PATTERN);

    for (const code of [wizardCode, seededCode]) {
      const info = await new TestBrowser({ language: "id" }).visit(`/reservasi-info-pendpay/${code}`);
      expect(info.response.status, code).toBe(200);
      expect(info.html, code).toContain(code);
    }
  });
});
