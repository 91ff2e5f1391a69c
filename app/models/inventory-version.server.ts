import { eq, like, sql } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { inventoryVersion } from "~/db/schema";

/**
 * Inventory versions (ADR 021): a counter per hotel and per city that triggers on `room_night` bump
 * whenever a night is taken or released, whatever wrote it. Room pages and search results carry the
 * version in their page-cache key, so a sale or a release makes their cached copies unreachable.
 */
export type InventoryScope = `hotel:${number}` | `city:${number}` | typeof EVERY_CITY_SCOPE;

/**
 * The search of every estate at once (`/cari_hotel/semua/…`): its version is the sum of every city's, so any
 * write that moves one city's version — a sale, a rate, a promo, a fee (ADR 021, 035) — moves it too.
 */
export const EVERY_CITY_SCOPE = "city:*";

export const hotelScope = (hotelId: number): InventoryScope => `hotel:${hotelId}`;
export const cityScope = (cityId: number): InventoryScope => `city:${cityId}`;

/** The scope's current version; "0" while nothing was ever booked there. */
export async function getInventoryVersion(db: Db, scope: InventoryScope): Promise<string> {
  if (scope === EVERY_CITY_SCOPE) {
    const total = await db
      .select({ version: sql<number>`coalesce(sum(${inventoryVersion.version}), 0)`.mapWith(Number) })
      .from(inventoryVersion)
      .where(like(inventoryVersion.scope, "city:%"))
      .get();
    return String(total?.version ?? 0);
  }
  const row = await db
    .select({ version: inventoryVersion.version })
    .from(inventoryVersion)
    .where(eq(inventoryVersion.scope, scope))
    .get();
  return String(row?.version ?? 0);
}
