import type { AppLoadContext } from "@remix-run/cloudflare";
import { AUDIT } from "~/models/audit-log.server";
import { createBlock, deleteBlock, getBlock } from "~/models/desk-blocks.server";
import { getDeskUnit } from "~/models/occupancy.server";
import type { Actor } from "~/services/intent.server";
import type { DeskBlockInput } from "~/utils/desk-block-form";

/**
 * The front desk closing a unit for some nights and opening it again (docs/decisions/028), one function
 * per intent: the change and its audit row happen here; the route parses the form and answers.
 */

type BlockContext = Pick<AppLoadContext, "db">;

export type BlockUnitOutcome =
  | { ok: true; unitNomor: string }
  | { ok: false; reason: "unit" }
  | { ok: false; reason: "taken"; taken: string[] };

/** Blocks an active unit of the property for [cekin, cekout); refused with the nights already taken. */
export async function blockUnit(context: BlockContext, input: DeskBlockInput, actor: Actor): Promise<BlockUnitOutcome> {
  const unit = await getDeskUnit(context.db, input.hotel, input.unit);
  if (!unit) return { ok: false, reason: "unit" };
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
  if (!outcome.ok) return { ok: false, reason: "taken", taken: outcome.taken };
  return { ok: true, unitNomor: unit.unit.nomor };
}

export type UnblockOutcome = { ok: true; unitNomor: string; hotelId: number; cekin: string } | { ok: false };

/** Removes a desk block and frees its nights; refused when it is gone (or is an imported event). */
export async function unblockUnit(context: BlockContext, blockId: number, actor: Actor): Promise<UnblockOutcome> {
  const block = await getBlock(context.db, blockId);
  if (!block) return { ok: false };
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
  if (!deleted) return { ok: false };
  return { ok: true, unitNomor: block.unitNomor, hotelId: block.hotelId, cekin: block.cekin };
}
