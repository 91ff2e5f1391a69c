import { eq } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { inventoryVersion } from "~/db/schema";

/**
 * Inventory versions (ADR 021): a counter per hotel and per city that triggers on `room_night` bump
 * whenever a night is taken or released, whatever wrote it. Room pages and search results carry the
 * version in their page-cache key, so a sale or a release makes their cached copies unreachable.
 */
export type InventoryScope = `hotel:${number}` | `city:${number}`;

export const hotelScope = (hotelId: number): InventoryScope => `hotel:${hotelId}`;
export const cityScope = (cityId: number): InventoryScope => `city:${cityId}`;

/** The scope's current version; "0" while nothing was ever booked there. */
export async function getInventoryVersion(db: Db, scope: InventoryScope): Promise<string> {
  const row = await db
    .select({ version: inventoryVersion.version })
    .from(inventoryVersion)
    .where(eq(inventoryVersion.scope, scope))
    .get();
  return String(row?.version ?? 0);
}
