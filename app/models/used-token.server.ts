import { lt } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { usedToken } from "~/db/schema";

/** Spent one-time tokens (the booking captcha): a replayed token fails on the primary key. */

/** True when the token was spent now; false when it had been spent before. */
export async function spendToken(
  db: Db,
  token: { tokenHash: string; kind: "captcha"; expiresAt: Date },
): Promise<boolean> {
  try {
    await db.insert(usedToken).values(token);
  } catch {
    return false;
  }
  return true;
}

/** Forgets spent tokens that could no longer be replayed anyway. */
export async function purgeUsedTokens(db: Db, now = Date.now()): Promise<void> {
  await db.delete(usedToken).where(lt(usedToken.expiresAt, new Date(now)));
}
