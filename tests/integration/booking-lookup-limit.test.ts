import { describe, expect, it } from "vitest";
import { createReservation } from "~/models/reservation.server";
import { MAX_LOOKUP_MISSES } from "~/services/lookup-limit.server";
import { testDb } from "../fixtures/accommodation";
import { bookingInput, bookingWorld } from "../fixtures/booking";
import { decodeHtml, TestBrowser } from "./support/browser";

const db = testDb();

async function bookedCode(): Promise<string> {
  const world = await bookingWorld(db);
  const result = await createReservation(db, bookingInput(world));
  if (!result.ok) throw new Error(`booking failed: ${result.reason}`);
  return result.reservation.kodeBooking;
}

describe("booking-code look-ups are rate-limited per IP", () => {
  it("pauses an address that keeps guessing codes, on the status API and the payment page", async () => {
    const kode = await bookedCode();
    const guesser = new TestBrowser({ language: "en" });
    for (let i = 0; i < MAX_LOOKUP_MISSES; i++) {
      // Well-formed codes nobody holds (AGW, a day, six code characters).
      const guess = `AGW000000-GUES${"ABCDEFGHJKMNPQRSTUVWXYZ"[i % 23]}${"23456789"[i % 8]}`;
      const path = i % 2 === 0 ? `/api/reservasi-status/${guess}` : `/reservasi-info-pendpay/${guess}`;
      expect((await guesser.get(path)).status, path).toBe(404);
    }
    // Past the budget even a real code is refused, with how long to wait, in the visitor's language.
    const refused = await guesser.get(`/reservasi-info-pendpay/${kode}`);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(decodeHtml(await refused.text())).toMatch(/^Too many booking codes not found from your address\. Please try again in \d+ minutes\.$/);
    expect((await guesser.get(`/api/reservasi-status/${kode}`)).status).toBe(429);

    // Another address is not affected.
    expect((await new TestBrowser().get(`/api/reservasi-status/${kode}`)).status).toBe(200);
  });

  it("never slows a guest polling their own booking", async () => {
    const kode = await bookedCode();
    const guest = new TestBrowser();
    for (let i = 0; i < MAX_LOOKUP_MISSES + 5; i++) {
      const response = await guest.get(`/api/reservasi-status/${kode}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      await response.arrayBuffer();
    }
  });
});
