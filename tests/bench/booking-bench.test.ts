import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { reservation, roomNight } from "~/db/schema";
import { countFreeUnits } from "~/models/availability.server";
import { createReservation } from "~/orders/store/reservation.server";
import { testDb } from "../fixtures/accommodation";
import { bookingInput, bookingWorld, doubleHeldNights, freshStay } from "../fixtures/booking";

/**
 * `npm run bench:booking`: the contention scenario 100 times (50 concurrent attempts for a room type
 * with 5 free units), checking every round, and the latency of one booking attempt (p50 / p99) as the
 * guest experiences it under that contention. Not part of `npm test`; numbers are for comparison
 * within one machine.
 */
const ROUNDS = 100;
const ATTEMPTS = 50;
const UNITS = 5;

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

it(`books exactly ${UNITS} of ${ATTEMPTS} concurrent attempts, ${ROUNDS} times`, async () => {
  const db = testDb();
  const world = await bookingWorld(db, { units: UNITS });
  const okLatencies: number[] = [];
  const refusedLatencies: number[] = [];
  const started = performance.now();
  for (let round = 0; round < ROUNDS; round++) {
    const stay = freshStay(2);
    const results = await Promise.all(
      Array.from({ length: ATTEMPTS }, async () => {
        const t0 = performance.now();
        const result = await createReservation(db, bookingInput(world, stay));
        (result.ok ? okLatencies : refusedLatencies).push(performance.now() - t0);
        return result;
      }),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(UNITS);
    expect(results.filter((r) => !r.ok && r.reason === "notAvailable")).toHaveLength(ATTEMPTS - UNITS);
    expect(await countFreeUnits(db, world.room.id, stay)).toBe(0);
    const held = await db.select({ unitId: roomNight.unitId }).from(roomNight).innerJoin(reservation, eq(reservation.id, roomNight.reservationId)).where(eq(reservation.cekin, stay.cekin));
    expect(held.filter((h) => world.room.unitIds.includes(h.unitId))).toHaveLength(UNITS * stay.durasi);
  }
  expect(await doubleHeldNights(db)).toBe(0);
  const elapsed = performance.now() - started;
  const all = [...okLatencies, ...refusedLatencies].sort((a, b) => a - b);
  okLatencies.sort((a, b) => a - b);
  const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
  console.log(
    [
      `booking contention: ${ROUNDS} rounds × ${ATTEMPTS} concurrent attempts for ${UNITS} units, ${fmt(elapsed)} total`,
      `  all attempts     p50 ${fmt(percentile(all, 50))}  p99 ${fmt(percentile(all, 99))}  (n=${all.length})`,
      `  successful       p50 ${fmt(percentile(okLatencies, 50))}  p99 ${fmt(percentile(okLatencies, 99))}  (n=${okLatencies.length})`,
      `  oversold nights  0`,
    ].join("\n"),
  );
}, 600_000);
