import { and, eq, gte, isNull, lt, ne, or, sql } from "drizzle-orm";
import { roomNight } from "~/db/schema";
import type { Db } from "~/models/db.server";
import { addDays, daysBetween } from "~/utils/dates";

/**
 * Holds that are not bookings (docs/decisions/028): the nights of a `room_hold` — an imported OTA event
 * or a desk block — are `room_night` rows with `hold_id`, written with the same rule as bookings: the
 * (unit_id, night) primary key decides, so a hold never takes a night someone else holds and a booking
 * never takes a held night. The import and the desk both write holds through these statements.
 */

/** The nights [cekin, cekout) of a range, as YYYY-MM-DD. */
export function nightsOfRange(cekin: string, cekout: string): string[] {
  return Array.from({ length: Math.max(0, daysBetween(cekin, cekout)) }, (_, i) => addDays(cekin, i));
}

/**
 * The nights of [cekin, cekout) that the unit already holds for something other than the hold `holdId`
 * (a booking, another hold), in night order: the nights a new or moved hold cannot take.
 */
export async function nightsTakenOnUnit(
  db: Db,
  unitId: number,
  cekin: string,
  cekout: string,
  holdId: number | null = null,
): Promise<string[]> {
  const rows = await db
    .select({ night: roomNight.night })
    .from(roomNight)
    .where(
      and(
        eq(roomNight.unitId, unitId),
        gte(roomNight.night, cekin),
        lt(roomNight.night, cekout),
        holdId === null ? undefined : or(isNull(roomNight.holdId), ne(roomNight.holdId, holdId)),
      ),
    )
    .orderBy(roomNight.night);
  return rows.map((r) => r.night);
}

/**
 * The statement holding `nights` of a unit for the hold `holdId`, to run in the batch that writes the
 * hold: one INSERT … SELECT over a JSON list (no 100-parameter limit). With `holdId` null it holds them
 * for the hold inserted just before it in the same batch (D1 runs a batch as one transaction, so that
 * hold has the highest id). It fails on the primary key when
 * one of the nights was taken meanwhile, which rolls the whole batch back; the caller reads the taken
 * nights again and retries.
 */
export function holdNightsStatement(db: Db, holdId: number | null, unitId: number, nights: readonly string[]) {
  const hold = holdId === null ? sql`(select max(id) from room_hold)` : sql`${holdId}`;
  return db
    .insert(roomNight)
    .select(sql`select ${unitId}, value, null, ${hold} from json_each(${JSON.stringify(nights)}) where true`);
}

/** The statement releasing every night of the hold `holdId` (its row may stay, e.g. to be re-held). */
export function releaseHoldNightsStatement(db: Db, holdId: number) {
  return db.delete(roomNight).where(eq(roomNight.holdId, holdId));
}

/** True when an error is the `room_night` primary key refusing a night someone else took first. */
export function isNightTaken(error: unknown): boolean {
  const text = String(error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : error);
  return /UNIQUE|PRIMARY KEY|constraint/i.test(text) && text.includes("room_night");
}
