import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { simTransaction, type SimTransaction } from "~/db/schema";

/**
 * The local payment gateway's own ledger (`sim_transaction`); the gateway itself lives in
 * app/services/payments/simulator.server.ts.
 */

export type { SimTransaction };

type NewSimTransaction = typeof simTransaction.$inferInsert;

/** Inserts a hosted-page transaction unless the order already has one; the order's page token, if any. */
export async function openSimPage(db: Db, values: NewSimTransaction): Promise<string | null> {
  await db.insert(simTransaction).values(values).onConflictDoNothing();
  const [row] = await db
    .select({ token: simTransaction.token })
    .from(simTransaction)
    .where(eq(simTransaction.orderId, values.orderId));
  return row?.token ?? null;
}

/** Inserts a virtual-account transaction; throws when the order or the VA number is already taken. */
export async function insertSimTransaction(db: Db, values: NewSimTransaction): Promise<void> {
  await db.insert(simTransaction).values(values);
}

async function findSimTransaction(db: Db, where: SQL | undefined): Promise<SimTransaction | undefined> {
  const [row] = await db.select().from(simTransaction).where(where).limit(1);
  return row;
}

export function findSimTransactionByOrder(db: Db, orderId: string): Promise<SimTransaction | undefined> {
  return findSimTransaction(db, eq(simTransaction.orderId, orderId));
}

/** A still-pending transaction of the order becomes "expire". */
export async function expireSimTransaction(db: Db, orderId: string): Promise<void> {
  await db
    .update(simTransaction)
    .set({ status: "expire" })
    .where(and(eq(simTransaction.orderId, orderId), eq(simTransaction.status, "pending")));
}

export function findSimTransactionByToken(db: Db, token: string): Promise<SimTransaction | undefined> {
  return findSimTransaction(db, eq(simTransaction.token, token));
}

export function findSimTransactionByVa(db: Db, vaNumber: string): Promise<SimTransaction | undefined> {
  return findSimTransaction(db, eq(simTransaction.vaNumber, vaNumber));
}

export type SimOutcome = "settlement" | "deny" | "cancel";

/**
 * The "customer" pays (or fails) on the simulator: a still-pending, unexpired transaction moves to the
 * outcome. Returns the updated row, or null when it was no longer pending.
 */
export async function resolveSimTransaction(
  db: Db,
  orderId: string,
  outcome: SimOutcome,
  now: Date,
): Promise<SimTransaction | null> {
  const rows = await db
    .update(simTransaction)
    .set({ status: outcome === "deny" ? "pending" : outcome })
    .where(
      and(
        eq(simTransaction.orderId, orderId),
        eq(simTransaction.status, "pending"),
        sql`${simTransaction.expiryAt} > ${now.getTime()}`,
      ),
    )
    .returning();
  return rows[0] ?? null;
}
