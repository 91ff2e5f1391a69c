import type { AppLoadContext } from "@remix-run/cloudflare";
import { AUDIT } from "~/models/audit-log.server";
import { createBlock, deleteBlock, getBlock } from "~/models/desk-blocks.server";
import { getDeskUnit } from "~/orders/store/occupancy.server";
import type { Actor } from "~/services/intent.server";
import type { DeskBlockInput } from "~/utils/desk-block-form";
import { fail, ok, type Failure, type Result } from "~/utils/result";

/**
 * The front desk closing a unit for some nights and opening it again (docs/decisions/028), one function
 * per intent: the change and its audit row happen here; the route parses the form and answers.
 */

type BlockContext = Pick<AppLoadContext, "db">;

/**
 * The unit blocked, or refused: `holds.errors.unit` under the form's unit field (not a unit of the property),
 * or 409 `holds.errors.taken` with the nights already taken (`takenNights`).
 */
export type BlockUnitOutcome = Result<{ unitNomor: string }>;

export const UNIT_REFUSED = fail("holds.errors.unit", { field: "unit", status: 400 });

/** The nights (YYYY-MM-DD) a refused block found taken; none for another refusal. */
export function takenNights(failure: Failure): string[] {
  const nights = failure.key === "holds.errors.taken" ? failure.values?.nights : undefined;
  return typeof nights === "string" && nights !== "" ? nights.split(",") : [];
}

/** Blocks an active unit of the property for [cekin, cekout); refused with the nights already taken. */
export async function blockUnit(context: BlockContext, input: DeskBlockInput, actor: Actor): Promise<BlockUnitOutcome> {
  const unit = await getDeskUnit(context.db, input.hotel, input.unit);
  if (!unit) return UNIT_REFUSED;
  const outcome = await createBlock(
    context.db,
    {
      unitId: unit.unit.id,
      cekin: input.cekin,
      cekout: input.cekout,
      keterangan: input.keterangan,
      createdBy: actor.login,
    },
    {
      principal: actor.login,
      type: AUDIT.unitBlocked,
      remoteAddress: actor.remoteAddress,
      data: {
        hotelId: unit.hotel.id,
        unitId: unit.unit.id,
        unit: unit.unit.nomor,
        cekin: input.cekin,
        cekout: input.cekout,
        keterangan: input.keterangan,
      },
    },
  );
  if (!outcome.ok) return outcome;
  return ok({ unitNomor: unit.unit.nomor });
}

/** The block removed (its unit, property and first night), or 404 `holds.errors.blockGone`. */
export type UnblockOutcome = Result<{ unitNomor: string; hotelId: number; cekin: string }>;

const blockGone = fail("holds.errors.blockGone", { status: 404 });

/** Removes a desk block and frees its nights; refused when it is gone (or is an imported event). */
export async function unblockUnit(context: BlockContext, blockId: number, actor: Actor): Promise<UnblockOutcome> {
  const block = await getBlock(context.db, blockId);
  if (!block) return blockGone;
  const deleted = await deleteBlock(context.db, block.id, {
    principal: actor.login,
    type: AUDIT.unitUnblocked,
    remoteAddress: actor.remoteAddress,
    data: {
      hotelId: block.hotelId,
      unitId: block.unitId,
      unit: block.unitNomor,
      cekin: block.cekin,
      cekout: block.cekout,
      keterangan: block.keterangan,
    },
  });
  if (!deleted) return blockGone;
  return ok({ unitNomor: block.unitNomor, hotelId: block.hotelId, cekin: block.cekin });
}
