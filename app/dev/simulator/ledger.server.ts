import { and, asc, eq, gt, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { simTransaction, type SimTransaction } from "~/db/schema";

/**
 * The local payment gateway's own ledger (`sim_transaction`); the gateway itself lives in
 * app/dev/simulator/gateway.server.ts. Development only (docs/decisions/041).
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

// ---------------------------------------------------------------------------
// Refunds (Midtrans' refund API, as the simulator implements it)
// ---------------------------------------------------------------------------

/**
 * A refund on the simulator's ledger is a ledger row of its own, keyed `<order id>#refund#<refund_key>`
 * (status "refund", its amount in `gross_amount`, its id in `transaction_id`): the order's primary key makes
 * a repeated refund_key the same refund, and one INSERT … SELECT checks "settled" and "no more than what
 * is left" in one statement, so two refunds racing can never take more than was paid.
 */
const REFUND_SEPARATOR = "#refund#";
/** Transaction statuses a refund may be taken from: paid, or paid and partly refunded already. */
const REFUNDABLE_STATUSES = ["settlement", "capture", "partial_refund"] as const;

export interface SimRefund {
  refundKey: string;
  /** The simulator's id of the refund (Midtrans' refund_chargeback_id). */
  refundId: string;
  amount: number;
  createdAt: Date;
}

export type SimRefundOutcome =
  | { ok: true; created: boolean; refund: SimRefund; transaction: SimTransaction; refunds: SimRefund[] }
  | { ok: false; reason: "notFound" | "notSettled" | "tooMuch" };

function refundRowsOf(orderId: string): SQL | undefined {
  // Every key of the order's refunds sorts between "<order>#refund#" and "<order>#refund$" ('$' follows '#').
  return and(
    gt(simTransaction.orderId, `${orderId}${REFUND_SEPARATOR}`),
    lt(simTransaction.orderId, `${orderId}#refund$`),
  );
}

/** The order's refunds, oldest first. */
export async function listSimRefunds(db: Db, orderId: string): Promise<SimRefund[]> {
  const rows = await db
    .select()
    .from(simTransaction)
    .where(refundRowsOf(orderId))
    .orderBy(asc(simTransaction.createdAt), asc(simTransaction.orderId));
  return rows.map((row) => ({
    refundKey: row.orderId.slice(orderId.length + REFUND_SEPARATOR.length),
    refundId: row.transactionId,
    amount: row.grossAmount,
    createdAt: row.createdAt,
  }));
}

/**
 * Refunds `amount` of a settled transaction under `refundKey`. The same key again answers the refund it
 * made (created: false) without taking anything more; a new key adds a partial refund while something is
 * left. The transaction's status becomes "refund" once everything is refunded, "partial_refund" before.
 */
export async function refundSimTransaction(
  db: Db,
  input: { orderId: string; refundKey: string; amount: number },
  now: Date,
): Promise<SimRefundOutcome> {
  const refundOrder = `${input.orderId}${REFUND_SEPARATOR}${input.refundKey}`;
  const refundId = crypto.randomUUID();
  const refunded = sql`(select coalesce(sum(r.gross_amount), 0) from ${simTransaction} r where r.order_id > ${`${input.orderId}${REFUND_SEPARATOR}`} and r.order_id < ${`${input.orderId}#refund$`})`;
  await db.run(sql`insert into ${simTransaction} (order_id, transaction_id, kind, gross_amount, status, expiry_at, created_at)
      select ${refundOrder}, ${refundId}, p.kind, ${input.amount}, 'refund', ${now.getTime()}, ${now.getTime()}
      from ${simTransaction} p
      where p.order_id = ${input.orderId}
        and p.status in ('settlement', 'capture', 'partial_refund')
        and ${input.amount} > 0
        and p.gross_amount - ${refunded} >= ${input.amount}
      on conflict do nothing`);
  // The transaction's status follows what its refunds add up to (recomputed, so a racing refund converges).
  await db
    .update(simTransaction)
    .set({
      status: sql`case when ${refunded} >= ${simTransaction.grossAmount} then 'refund' else 'partial_refund' end`,
    })
    .where(
      and(
        eq(simTransaction.orderId, input.orderId),
        inArray(simTransaction.status, [...REFUNDABLE_STATUSES]),
        sql`${refunded} > 0`,
      ),
    );
  const [transaction, refunds] = await Promise.all([
    findSimTransactionByOrder(db, input.orderId),
    listSimRefunds(db, input.orderId),
  ]);
  if (!transaction) return { ok: false, reason: "notFound" };
  const refund = refunds.find((r) => r.refundKey === input.refundKey);
  if (refund) return { ok: true, created: refund.refundId === refundId, refund, transaction, refunds };
  // Paid once and refunded since (in full or in part): what was asked is more than what is left.
  const settled = [...REFUNDABLE_STATUSES, "refund"].includes(transaction.status);
  return { ok: false, reason: settled ? "tooMuch" : "notSettled" };
}
