import { and, eq } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { hotel, roomHold, roomType, roomUnit } from "~/db/schema";
import { auditInsert, type AuditEntry } from "~/models/audit-log.server";
import { fail, ok, type Result } from "~/utils/result";
import {
  holdNightsStatement,
  isNightTaken,
  nightsOfRange,
  nightsTakenOnUnit,
  releaseHoldNightsStatement,
} from "~/models/room-hold.server";

/**
 * Units the front desk closes for some nights (maintenance, the owner's own use): a `room_hold` of kind
 * BLOCK whose nights are `room_night` rows (docs/decisions/028), so search, the room page and booking
 * see them taken. A block never takes a night a booking or another hold already has.
 */

export interface NewBlock {
  unitId: number;
  cekin: string;
  cekout: string;
  keterangan: string;
  createdBy: string;
}

/** The block's id, or 409 `holds.errors.taken` with the nights taken (`values.nights`, comma-separated, and their count). */
export type BlockOutcome = Result<{ id: number }>;

const taken = (nights: string[]) => fail("holds.errors.taken", { status: 409, values: { count: nights.length, nights: nights.join(",") } });

/**
 * Holds the unit for [cekin, cekout) with the block's row, its nights and the audit row in one batch;
 * refused with the nights already taken (read first, and again when a booking took one meanwhile).
 */
export async function createBlock(db: Db, block: NewBlock, audit: AuditEntry): Promise<BlockOutcome> {
  const takenNow = await nightsTakenOnUnit(db, block.unitId, block.cekin, block.cekout);
  if (takenNow.length > 0) return taken(takenNow);
  try {
    const [inserted] = await db.batch([
      db
        .insert(roomHold)
        .values({
          unitId: block.unitId,
          kind: "BLOCK",
          cekin: block.cekin,
          cekout: block.cekout,
          keterangan: block.keterangan,
          createdBy: block.createdBy,
        })
        .returning({ id: roomHold.id }),
      holdNightsStatement(db, null, block.unitId, nightsOfRange(block.cekin, block.cekout)),
      auditInsert(db, audit),
    ]);
    return ok({ id: inserted[0].id });
  } catch (error) {
    if (!isNightTaken(error)) throw error;
    return taken(await nightsTakenOnUnit(db, block.unitId, block.cekin, block.cekout));
  }
}

export interface DeskBlock {
  id: number;
  unitId: number;
  unitNomor: string;
  hotelId: number;
  cekin: string;
  cekout: string;
  keterangan: string | null;
}

/** A desk block (not an imported event) with its unit and property, or null. */
export async function getBlock(db: Db, id: number): Promise<DeskBlock | null> {
  const [row] = await db
    .select({
      id: roomHold.id,
      unitId: roomHold.unitId,
      unitNomor: roomUnit.nomor,
      hotelId: hotel.id,
      cekin: roomHold.cekin,
      cekout: roomHold.cekout,
      keterangan: roomHold.keterangan,
    })
    .from(roomHold)
    .innerJoin(roomUnit, eq(roomUnit.id, roomHold.unitId))
    .innerJoin(roomType, eq(roomType.id, roomUnit.roomTypeId))
    .innerJoin(hotel, eq(hotel.id, roomType.hotelId))
    .where(and(eq(roomHold.id, id), eq(roomHold.kind, "BLOCK")))
    .limit(1);
  return row ?? null;
}

/** Releases a block's nights and deletes it, with its audit row, in one batch; false when it was already gone. */
export async function deleteBlock(db: Db, id: number, audit: AuditEntry): Promise<boolean> {
  const [, deleted] = await db.batch([
    releaseHoldNightsStatement(db, id),
    db
      .delete(roomHold)
      .where(and(eq(roomHold.id, id), eq(roomHold.kind, "BLOCK")))
      .returning({ id: roomHold.id }),
  ]);
  if (deleted.length === 0) return false;
  await db.batch([auditInsert(db, audit)]);
  return true;
}
