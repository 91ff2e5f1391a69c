import { and, eq, gt } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { emailChange, users } from "~/db/schema";

/** A change of address is confirmed within this time, once (like password reset keys). */
export const EMAIL_CHANGE_VALIDITY_MS = 24 * 60 * 60 * 1000;

export interface PendingEmailChange {
  newEmail: string;
  createdAt: Date;
  expiresAt: Date;
}

/** Records (or replaces) the account's one pending change; only the key's hash is kept. */
export async function savePendingEmailChange(
  db: Db,
  change: { userId: number; newEmail: string; keyHash: string; now: Date },
): Promise<void> {
  const values = {
    newEmail: change.newEmail,
    keyHash: change.keyHash,
    createdAt: change.now,
    expiresAt: new Date(change.now.getTime() + EMAIL_CHANGE_VALIDITY_MS),
  };
  await db
    .insert(emailChange)
    .values({ userId: change.userId, ...values })
    .onConflictDoUpdate({ target: emailChange.userId, set: values });
}

/** The account's change still waiting for confirmation (not expired), or null. */
export async function findPendingEmailChange(
  db: Db,
  userId: number,
  now = new Date(),
): Promise<PendingEmailChange | null> {
  const [row] = await db
    .select({ newEmail: emailChange.newEmail, createdAt: emailChange.createdAt, expiresAt: emailChange.expiresAt })
    .from(emailChange)
    .where(and(eq(emailChange.userId, userId), gt(emailChange.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

export async function cancelPendingEmailChange(db: Db, userId: number): Promise<boolean> {
  const rows = await db.delete(emailChange).where(eq(emailChange.userId, userId)).returning({ id: emailChange.id });
  return rows.length > 0;
}

/** The change a key belongs to, without using it (the confirmation page shows the address first). */
export async function findEmailChangeByKey(db: Db, keyHash: string) {
  const [row] = await db
    .select({
      userId: emailChange.userId,
      newEmail: emailChange.newEmail,
      expiresAt: emailChange.expiresAt,
      oldEmail: users.email,
      login: users.login,
    })
    .from(emailChange)
    .innerJoin(users, eq(users.id, emailChange.userId))
    .where(eq(emailChange.keyHash, keyHash))
    .limit(1);
  return row ?? null;
}

/**
 * Uses a key: the row is deleted by the statement that reads it, so a key works once even when two
 * requests race. Returns the change (expired or not: the caller refuses an expired one).
 */
export async function takeEmailChange(db: Db, keyHash: string) {
  const [row] = await db
    .delete(emailChange)
    .where(eq(emailChange.keyHash, keyHash))
    .returning({ userId: emailChange.userId, newEmail: emailChange.newEmail, expiresAt: emailChange.expiresAt });
  return row ?? null;
}

/** Gives the account its confirmed address (now verified). Throws a UNIQUE error if another account has it. */
export async function applyEmailChange(
  db: Db,
  userId: number,
  newEmail: string,
): Promise<{ login: string; oldEmail: string } | null> {
  const [before] = await db
    .select({ login: users.login, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!before) return null;
  await db
    .update(users)
    .set({ email: newEmail, emailVerified: true, lastModifiedBy: before.login, lastModifiedDate: new Date() })
    .where(eq(users.id, userId));
  return { login: before.login, oldEmail: before.email };
}
